## Words every surface uses.

# An amount of coins.
coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
## Words the rules use everywhere.

# Who gets coins "by the rules" (an edition's own abilities, not a card).
the-rules = the rules
