## A card's rule text, made from its effect (docs/dsl.md). A statement's words start in lower case
## where the language has it: the sentence's first letter is made a capital by the code.
## $amount, $cond, $what, $expr, $text come in words already.

effect-none = No ability.
# One clause of an effect, a sentence.
effect-sentence = { $text }.
effect-when-after_build = after your build phase, { $text }
effect-when-before_build = just before you build, { $text }
effect-when-after_income = after income on your turn, { $text }
effect-when-end_of_turn = at the end of your turn, { $text }
effect-when-when_built = when you build it, { $text }

effect-gain = get { $amount } from the bank
# $payer: roller, each_other, chosen_other; $where: "effect-for-whom", or nothing.
effect-take = take { $amount } from { $payer ->
    [roller] the roller
    [each_other] each other player
   *[chosen_other] one other player of your choice
}{ $where }
effect-for-whom = {" "}for whom { $cond }
# What a statement leaves out ($what: a kind of card), after the words it follows.
effect-unless = {" "}(not { $what })
effect-swap = you may swap one of your establishments with one of another player's{ $unless }
effect-if = if { $cond }, { $then }
effect-if-else = if { $cond }, { $then }; otherwise { $otherwise }
effect-dice = you may roll 1 { $n ->
    [2] or
   *[other] to
} { $n } dice
effect-reroll = once per turn you may re-roll the dice
effect-extra-turn = when you roll doubles, take another turn after this one
effect-bonus = each activated { $what } card earns { $amount } more
effect-add = you may add { $n } to your dice total
effect-add-when = you may add { $n } to your dice total when { $cond }
# $what: the names of the landmarks it makes cheaper.
effect-discount = { $what } cost you { $coins } less (never below 0)
effect-discount-landmarks = your landmarks cost you { $coins } less (never below 0)
effect-pay = pay { $amount } to the bank
effect-demolish = demolish one of your constructed landmarks, if you have one
# $to: chosen, previous.
effect-give = give one of your establishments{ $unless } to { $to ->
    [chosen] another player of your choice
   *[previous] the previous player
}
effect-renovate = name a kind of establishment{ $unless }: every copy of it closes for renovation
effect-activate = you may activate all your copies of one of your { $what } kinds
effect-invest = you may invest { $coins } in this card
effect-then = { $first }; if you do, { $second }
# The plain statements (dsl/statements.py), each by its name.
effect-plain-close_this = this card closes for renovation
effect-plain-return_this = this card goes back to the supply
effect-plain-pool = all players' coins are pooled and shared out evenly, the bank rounding up
effect-plain-another_turn = take another turn after this one

## Amounts and numbers. $whose: owner (the card's owner: "you"), roller, their (a player a condition
## is about), all (every player).

whose = { $whose ->
    [owner] your
    [roller] the roller's
    [their] their
   *[all] all players'
}
own = { $whose ->
    [owner] you own
    [roller] the roller owns
    [their] they own
   *[all] in all cities
}
# $coins per card of a kind ($what): "1 coin per bread card you own"
amount-per = { $coins } per { $what } card { own }
amount-equal = coins equal to { $expr }
expr-coins = { whose } coins
expr-landmarks = { whose } constructed landmarks
expr-count = { whose } { $what } cards
expr-total = the dice total
expr-dice = the number of dice rolled
expr-received = the coins the roller received during this roll's income
expr-invested = the coins invested in it
expr-players = the number of players for whom { $cond }
expr-effect-roll = the total of { $n } dice rolled for it (once per turn)
# $up: yes (rounded up), no (down)
expr-half = half of { $expr } (rounded { $up ->
    [yes] up
   *[no] down
})
expr-divided = { $left } / { $right } (rounded { $up ->
    [yes] up
   *[no] down
})

## Conditions. $op: eq, ne, lt, le, gt, ge.

# "you have 0 coins", "the roller has at least 2 constructed landmarks"; $what: coins, landmarks,
# cards (of a kind: $selector).
cond-have = { $whose ->
    [owner] you have
    [roller] the roller has
   *[their] they have
} { $op ->
    [eq] {""}
    [ne] other than{" "}
    [lt] { $what ->
        [coins] less than{" "}
       *[other] fewer than{" "}
    }
    [le] at most{" "}
    [gt] more than{" "}
   *[ge] at least{" "}
}{ $n } { $what ->
    [coins] { $n ->
        [one] coin
       *[other] coins
    }
    [landmarks] { $n ->
        [one] constructed landmark
       *[other] constructed landmarks
    }
   *[cards] { $selector } { $n ->
        [one] card
       *[other] cards
    }
}
cond-compare = { $left } { $op ->
    [eq] is
    [ne] is not
    [lt] is less than
    [le] is at most
    [gt] is more than
   *[ge] is at least
} { $right }
cond-built = { $whose ->
    [owner] you have
    [roller] the roller has
    [their] they have
   *[all] every player has
} built { $card }
cond-doubles = the dice show doubles
cond-built_nothing = nothing was built this turn
cond-not = not ({ $cond })
cond-and = { $left } and { $right }
cond-or = { $left } or { $right }

## Kinds of card.

# An icon: $name as the edition names it ("Bread"), $lower the same in lower case (English says
# "bread card"; a language whose nouns keep their capital uses $name).
selector-icon = { $name ->
   *[other] { $lower }
}
# A colour: $id its id ("red"), $name as the edition names it ("Restaurants"), for a colour of a house rule.
selector-colour = { $id ->
    [red] red
    [blue] blue
    [green] green
    [purple] purple
    [yellow] yellow
   *[other] { $name }
}
# The kind chosen earlier in the same effect.
selector-it = that kind
selector-or = { $left } or { $right }
