## What happens in a game, an event a sentence (mk play's story, the browser's log).
##
## A player in a sentence comes as $voice and $name (the sentence's other player: $voice2, $name2).
## $voice is self (the turn's player, who is at the keyboard), subject (the turn's player, the subject
## of the turn's paragraph), viewer (the person at the keyboard, in another's turn) or other.
## A card comes as its name ($card, $source, $give, $take) with its grammar beside it ($card_gender...,
## as the language's edition files give it). Amounts of coins ($coins) come in words already.

# A sentence's actor, with the space before its verb: nothing for the turn's player.
actor = { $voice ->
    [self] {""}
    [subject] {""}
   *[other] { $name }{" "}
}
their = { $voice ->
    [self] your
    [subject] their
    [viewer] your
   *[other] { $name }'s
}
their2 = { $voice2 ->
    [self] your
    [subject] their
    [viewer] your
   *[other] { $name2 }'s
}
them2 = { $voice2 ->
    [self] you
    [subject] them
    [viewer] you
   *[other] { $name2 }
}
they2 = { $voice2 ->
    [self] you
    [subject] they
    [viewer] you
   *[other] { $name2 }
}

event-turn = Turn { $turn }: { $name }{ $extra ->
    [yes] {" "}(extra turn)
   *[no] {""}
}
# $dice: "3 + 4 = 7"
event-rolled = { actor }{ $reroll ->
    [yes] re-rolls
   *[no] rolls
} { $dice }{ $doubles ->
    [yes] {" "}(doubles)
   *[no] {""}
}
event-built-nothing = { actor }builds nothing
event-built = { actor }{ $landmark ->
    [yes] completes
   *[no] buys
} { $card } for { $coins }
# A card whose cost is below 0 pays its builder.
event-built-paid = { actor }{ $landmark ->
    [yes] completes
   *[no] buys
} { $card } and gets { $coins }
event-swap-none = { their } { $source }: no swap
event-swapped = { their } { $source }: swaps { $give } for { their2 } { $take }
event-extra-turn = { actor }{ $doubles ->
    [yes] rolled doubles and takes another turn
   *[no] takes another turn
}
event-won-landmark = { actor }has built the { $card } and wins!
event-won-count = { actor }has built { $n } landmarks and wins!
event-won-all = { actor }has built every landmark and wins!
event-demolished = { their } { $source } demolishes { $card }
event-gave = { their } { $source } gives { $card } to { them2 }
# A landmark that works for everyone, which the giver need not own.
event-gave-everyone = { actor }gives { $card } to { them2 } with the { $source }, which works for everyone
event-closed = { $source } closes { $n ->
    [one] a copy
   *[other] { $n } copies
} of { their } { $card } for renovation
event-returned = { their } { $card } goes back to the supply
event-invested = { actor }invests { $coins } in { $source } ({ $total } on it)
event-total = { their } { $source } adds { $added }: the total is { $total }
event-effect-rolled = { actor }rolls { $dice } for { $source }

## Coins that move. $how says what moves them to the receiver: card (the receiver's own card, $source),
## rules (the edition's rules), everyone (a landmark that works for everyone, $source, which the
## receiver need not own). The payer is the sentence's other player.

event-pays-bank = { actor }pays { $coins } to the bank ({ $source })
# The start of a sentence about coins a player receives, up to its verb.
receiver = { $how ->
    [card] { their } { $source }{" "}
   *[other] { actor }
}
receiver-end = { $how ->
    [rules] {" "}by the rules
    [everyone] {" "}with the { $source }, which works for everyone
   *[card] {""}
}
# $brief: yes in a turn's paragraph, where the bank goes without saying.
event-earns = { receiver }earns { $coins }{ $brief ->
    [yes] {""}
   *[no] {" "}from the bank
}{ receiver-end }
event-takes-nothing = { receiver }takes nothing from { them2 } (none left){ receiver-end }
# $short: none (paid in full), brief (in a paragraph), full ($paid paid, $forgiven forgiven).
event-takes = { receiver }takes { $coins } from { them2 }{ receiver-end }{ $short ->
    [brief] {" "}(all { they2 } had)
    [full] {" "}({ them2 } had { $paid }, { $forgiven } forgiven)
   *[none] {""}
}
# One card taking the same from several players; $payers is a list of "payer" ("Ann and Cem").
event-takes-each = { receiver }takes { $coins } each from { $payers }{ receiver-end }
# One card taking different amounts from several players; $parts is a list of "takes-part".
event-takes-several = { receiver }takes { $parts }{ receiver-end }
takes-part = { $coins } from { $payer }
payer = { them2 }{ $short ->
    [yes] {" "}(all { they2 } had)
   *[no] {""}
}

# A list of several: $items is all but the last, joined by commas.
list-and = { $items } and { $last }
# A turn in one paragraph: its first line ($head: "Turn 5: Bob"), then what happened, joined by "; ".
paragraph = { $head }: { $rest }

## How a game ended; $turns is a number.

ending-won = { $name } wins after { $turns } { $turns ->
    [one] turn
   *[other] turns
}!
ending-stalled = The bots played { $turns } turns without a winner: the game stops here.
ending-turn-cap = No winner in { $turns } turns: the turn cap ended the game.
ending-overflow = After { $turns } turns a number grew past 64 bits: the Python engine plays this game.
