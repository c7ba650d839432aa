## Mots que toutes les interfaces utilisent.

# Un nombre de pièces.
coins = { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
}
## Mots que les règles utilisent partout.

# Qui reçoit des pièces « selon les règles » (capacités propres à l'édition, pas une carte).
the-rules = les règles

## Joueurs.

# Un joueur que personne n'a nommé ($n : le numéro de sa place).
name-player = Joueur { $n }
# Un bot que personne n'a nommé : son type (bot-<nom>) et un numéro ; la première lettre est mise en majuscule.
name-bot = bot { $bot } { $n }
# Les bots par leur nom (docs/bots.md), tels que les joueurs les lisent.
bot-random = aléatoire
bot-basic = simple
bot-normal = normal
bot-hard = fort
bot-expert = expert

## Ponctuation que le code met entre les parties (avec l’espace insécable devant ; et :).

sep-semicolon = {"\u00A0; "}
sep-colon = {"\u00A0: "}
