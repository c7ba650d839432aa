## mk play: the game at a terminal (engine/ui/terminal.py, engine/ui/views.py).
## Commands typed at the prompt (help, show, city, market, table, log, save, undo, quit) are the same
## in every language; the help says so in the player's.

play-help =
    Answer with the number of a choice, or type the start of its name.
    Commands at any prompt:
      help          this text
      show CARD     what a card or landmark does
      city [PLAYER] a player's city (all players without a name)
      market        the cards for sale
      table         the whole table
      log [N]       the last N lines of the game (default 20)
      save [FILE]   save the game (it is also saved after every turn)
      undo          take back your last decision since the dice were rolled
      quit          save and leave; resume later with mk play --resume FILE
# After the edition's name, at the start of a game; $seed is a number as typed.
play-title = { $edition } for { $n } players, seed { $seed } (--seed { $seed } deals this game again)
play-saved-every-turn = Saved after every turn to { $path }. Type help at any prompt.
# $ending: how the game ended (ending-stalled); a command follows on its own line.
play-stalled = { $ending } (mk validate tells whether an edition's games can stall). It is saved; to look at it:
play-resume-with = Game saved. Resume it with:
play-record = The game's record (mk replay --show FILE tells it again):
play-record-written = Record written to { $path }
play-resuming = Resuming turn { $turn } of { $edition }.
play-over = that game is over: { $name } won
play-undone = Undone: { $label }.
play-nothing-to-undo = Nothing to undo: the dice have been rolled since your last decision.
play-question = { $name }: { $question }
# Before a line of builds not allowed now: "not now, too dear with 3 coins: Mine 6, Forest 3".
play-not-now = not now,
play-not-now-reason = { $why }: { $cards }
play-not-now-counts = not now: { $counts } (the market shows them)
play-not-now-count = { $n } { $why }
play-build-legend = cost, roll, on: any = anyone's roll, you = yours, others = others'; show CARD
play-landmark = landmark
play-facts-landmark = landmark: { $text }
# A card in one line: its activation numbers, whose rolls it works on, what it does.
play-facts = { $rolls } { $when }: { $text }
play-facts-icon = { $rolls } { $when }, { $icon }: { $text }
play-end-of-turn = { $name }, end of your turn: Enter to go on, or undo to take it back.
play-swap-give = { $head }. Which of your establishments do you give?
play-swap-to-whom = Give { $card } to whom?
play-swap-take = Which of { $name }'s establishments do you take for your { $card }?
play-swap-none = none (no swap)
play-numbers-shown = one of the numbers shown ({ $numbers })
play-type = Type { $shown }, a name, or help.
play-no-player = No player called '{ $name }'.
play-not-saved = Not saved: { $why }
play-saved-to = Saved to { $path }.
# A build's verb typed alone ("build"): $verb as typed.
play-build-what = { $verb } what? Type a card's name or number (0: build nothing).
play-no-choice = There is no choice { $n } now: type { $shown }.
play-fits = '{ $answer }' fits { $fits }: type more of the name, or a number.
play-not-a-choice = '{ $answer }' is not one of the choices.{ $hint } Type { $shown }, or help.
play-did-you-mean = {" "}Did you mean '{ $name }'?
# Words a player may type before the card of a build ("build Bakery"), and for building nothing,
# besides English's; comma-separated.
play-build-verbs = build, buy
play-nothing-words = nothing, none, pass, skip
# A list cut short: $items (the first few, "a, b, c"), $n more.
list-more = { $items } and { $n } more
replay-enter = [Enter]

## show CARD

show-what = show what? Give a card or landmark name, for example: show { $example }
show-none = No card or landmark called '{ $query }'.{ $hint }
# $colour: the card's colour kind; $rolls: its activation numbers ("show-never" for none).
show-card = { $card } ({ $colour }, roll { $rolls } on { $when }, cost { $cost }): { $text }
show-card-icon = { $card } ({ $colour }, roll { $rolls } on { $when }, cost { $cost }, icon { $icon }): { $text }
show-never = never
show-landmark = { $card } (landmark, cost { $cost }): { $text }{ $scope }
show-cost-now = { $cost }; { $now } for { $name } now
show-everyone = {" "}It works for every player once anyone has built it.
show-wins = {" "}Building it wins the game.
show-only-when = {" "}Only when { $cond }.

## The table (views).

# When a card works: on anyone's roll, the owner's own, others'.
when-any = anyone's roll
when-own = your roll
when-others = others' rolls
when-short-any = any
when-short-own = you
when-short-others = others
view-landmarks-count = landmarks { $built }/{ $needed }
view-status = {"  "}{ $coins }, { $cards } establishments, { $landmarks }
view-status-compact = {" "}{ $coins }, { $cards } cards, { $landmarks }
view-deck = { $n } cards in the deck
view-row-deck = { $n } in the deck
view-market = Market
view-landmarks = Landmarks
view-column-roll = Roll
view-column-card = Card
view-column-cost = Cost
view-column-left = Left
view-column-on = On
view-column-icon = Icon
view-on-legend = On: any = anyone's roll, you = your roll, others = others' rolls.
view-prices-for = { $title }: prices for { $name }
view-column-landmark = Landmark
view-column-price = Price
view-column-works = Works for
view-works-everyone = everyone
view-works-once = once, when built
view-works-owner = its owner
view-works-wins = wins the game
view-paid = (paid)
view-no-establishments = no establishments
view-landmarks-of = landmarks { $built } of { $needed }:{" "}
view-none = none
# Whose turn it is and the roll so far; $dice: "3 + 4 = 7".
view-head = Turn { $turn }: { $name }{ $extra ->
    [yes] {" "}(extra turn)
   *[no] {""}
}{ $opening ->
    [yes] {" "}(opening round: build only)
   *[no] {""}
}{ $dice ->
    [none] {""}
   *[other] , last roll { $dice }
}

play-kept-aside = Your unfinished game is kept as { $path }. Resume it later with:
