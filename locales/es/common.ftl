## Palabras que usan todas las interfaces.

# Una cantidad de monedas.
coins = { $n ->
    [one] { $n } moneda
   *[other] { $n } monedas
}
## Palabras que las reglas usan en todas partes.

# Quien recibe monedas «según las reglas» (capacidades propias de la edición, no una carta).
the-rules = las reglas
