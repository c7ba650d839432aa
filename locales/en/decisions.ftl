## The decisions a player makes: the question, the question with what is at stake, each answer.
## question-<kind> for every kind of decision (engine/core/decisions.py).

question-build = What do you build?
question-dice = How many dice do you roll?
question-roll = Roll the dice.
question-reroll = Keep the roll or re-roll?
question-add_to_roll = Add to the dice total?
question-effect_roll = Roll the dice for the effect.
question-target = Which player pays you?
question-swap = Swap establishments?
question-demolish = Which of your landmarks do you demolish?
question-invest = Invest a coin?
question-give = What do you give, and to whom?
question-renovate = Which kind closes for renovation?
question-activate = Activate all your copies of a kind?
# A decision the game does not know (never asked by a shipped edition).
question-choose = Choose:

# The question, naming the card that asks ($card) and what its rule says is at stake.
ask-stake = { $card }: { $about }
ask-statement = { $card }: { $statement }. { $question }
ask-card = { $card }: { $question }
# $amount: what is at stake, in words ("5 coins", "half of their coins").
about-target = who pays you { $amount }?

prompt-build = What do you build? You have { $coins }.
# $dice: "3 + 4"
prompt-reroll = You rolled { $dice }: keep the roll or re-roll?
prompt-add = { $card }: add { $n } to your total of { $total }?
prompt-invest = { $card }: invest { $coins } in it (they stay on the card)?
prompt-give-previous = { $card }: which of your establishments goes to the previous player?

## The answers, as menu lines.

label-build-nothing = build nothing
# $price: what it costs ("3 coins"), or "price-pays".
label-build = { $card } ({ $price })
price-pays = pays you { $coins }
label-dice = roll { $n ->
    [one] { $n } die
   *[other] { $n } dice
}
label-roll = roll { $dice }
label-reroll-keep = keep the roll
label-reroll = re-roll { $n ->
    [one] { $n } die
   *[other] { $n } dice
}
label-add = add { $n }: a total of { $total }
label-add-no = keep the total of { $total }
label-target = { $player } ({ $coins })
label-swap-none = no swap
label-swap = give { $give }, take { $player }'s { $take }
label-demolish = demolish { $card }
label-invest = invest
label-invest-no = keep the coins
label-give = give { $card } to { $player }
label-renovate = close every { $card }
label-activate-none = do not activate
label-activate = activate your { $card }
# An answer to a decision the game does not know.
label-other = { $kind } { $choice }

## Why a build is not allowed now (engine/core/reasons.py): refusal-<why>, a few words for a menu,
## for every reason; refused-<why>, said to the player who tried, naming the card ($card).

refusal-already_built = already built
refusal-not_sold = not sold
refusal-pile_empty = supply pile empty
refusal-not_showing = not showing
refusal-copy_limit = a city may hold at most { $limit }
refusal-too_dear = too dear with { $coins }
refusal-unknown_card = unknown
refusal-none_left = none left
refusal-condition = its condition does not hold
refusal-game_over = the game is over
refusal-wrong_kind = not now
refusal-malformed = malformed
refusal-bad_dice_count = not that many dice
refusal-bad_roll = not a roll
refusal-bad_reroll = not a re-roll
refusal-not_a_choice = not allowed
refused-already_built = { $card } is built already
refused-not_sold = { $card } is not sold in this game
refused-pile_empty = { $card } is sold out
refused-not_showing = { $card } is not in the market now
refused-copy_limit = a city may hold { $limit } { $card } at most, and yours has { $limit }
# $cost and $coins are numbers.
refused-too_dear = { $card } costs { $cost }; you have { $coins }
refused-unknown_card = there is no { $card } in this edition
refused-none_left = every { $card } has been built
# $requires: the condition, in words.
refused-condition = { $card } cannot be built yet: { $requires }
