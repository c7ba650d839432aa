## Mots que toutes les interfaces utilisent.

# Un nombre de pièces.
coins = { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
}
## Mots que les règles utilisent partout.

# Qui reçoit des pièces « selon les règles » (capacités propres à l'édition, pas une carte).
the-rules = les règles
