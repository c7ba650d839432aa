## Woorden die elk scherm gebruikt.

# Een aantal munten.
coins = { $n ->
    [one] { $n } munt
   *[other] { $n } munten
}
## Woorden die de regels overal gebruiken.

# Wie munten "volgens de regels" krijgt (vermogens van de editie zelf, geen kaart).
the-rules = de regels
