## Words every surface uses.

# An amount of coins.
coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
## Words the rules use everywhere.

# Who gets coins "by the rules" (an edition's own abilities, not a card).
the-rules = the rules

## Players.

# A player nobody named ($n: the seat's number).
name-player = Player { $n }
# A bot nobody named: its kind (bot-<name>) and a number; the first letter is made a capital.
name-bot = { $bot } bot { $n }
# The bots by their names (docs/bots.md), as players read them.
bot-random = random
bot-basic = basic
bot-normal = normal
bot-hard = hard
bot-expert = expert

## Punctuation the code puts between parts (a turn's events, a list of refusals, a label and its list).

sep-semicolon = {"; "}
sep-colon = {": "}
