## Wörter, die jede Oberfläche benutzt.

# Eine Anzahl Münzen.
coins = { $n ->
    [one] { $n } Münze
   *[other] { $n } Münzen
}
## Wörter, die die Regeln überall benutzen.

# Wer Münzen „nach den Regeln“ bekommt (Fähigkeiten der Edition selbst, keine Karte).
the-rules = die Regeln
