## Wörter, die jede Oberfläche benutzt.

# Eine Anzahl Münzen.
coins = { $n ->
    [one] { $n } Münze
   *[other] { $n } Münzen
}
## Wörter, die die Regeln überall benutzen.

# Wer Münzen „nach den Regeln“ bekommt (Fähigkeiten der Edition selbst, keine Karte).
the-rules = die Regeln

## Spieler.

# Ein Spieler, dem niemand einen Namen gab ($n: die Nummer des Platzes).
name-player = Spieler { $n }
# Ein Bot, dem niemand einen Namen gab: seine Art (bot-<name>) und eine Nummer; der erste Buchstabe wird groß.
name-bot = Bot { $n } ({ $bot })
# Die Bots mit ihren Namen (docs/bots.md), wie Spieler sie lesen.
bot-random = zufällig
bot-basic = einfach
bot-normal = normal
bot-hard = stark
bot-expert = Experte

## Punctuation the code puts between parts (a turn's events, a list of refusals, a label and its list).

sep-semicolon = {"; "}
sep-colon = {": "}
