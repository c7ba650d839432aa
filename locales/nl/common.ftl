## Woorden die elk scherm gebruikt.

# Een aantal munten.
coins = { $n ->
    [one] { $n } munt
   *[other] { $n } munten
}
## Woorden die de regels overal gebruiken.

# Wie munten "volgens de regels" krijgt (vermogens van de editie zelf, geen kaart).
the-rules = de regels

## Spelers.

# Een speler die niemand een naam gaf ($n: het nummer van de plaats).
name-player = Speler { $n }
# Een bot die niemand een naam gaf: zijn soort (bot-<naam>) en een nummer; de eerste letter wordt een hoofdletter.
name-bot = Bot { $n } ({ $bot })
# De bots bij hun naam (docs/bots.md), zoals spelers ze lezen.
bot-random = willekeurig
bot-basic = eenvoudig
bot-normal = normaal
bot-hard = sterk
bot-expert = expert

## Punctuation the code puts between parts (a turn's events, a list of refusals, a label and its list).

sep-semicolon = {"; "}
sep-colon = {": "}
