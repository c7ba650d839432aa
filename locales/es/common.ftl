## Palabras que usan todas las interfaces.

# Una cantidad de monedas.
coins = { $n ->
    [one] { $n } moneda
   *[other] { $n } monedas
}
## Palabras que las reglas usan en todas partes.

# Quien recibe monedas «según las reglas» (capacidades propias de la edición, no una carta).
the-rules = las reglas

## Jugadores.

# Un jugador al que nadie dio nombre ($n: el número de su asiento).
name-player = Jugador { $n }
# Un bot al que nadie dio nombre: su tipo (bot-<nombre>) y un número; la primera letra se pone en mayúscula.
name-bot = bot { $bot } { $n }
# Los bots por su nombre (docs/bots.md), tal como los leen los jugadores.
bot-random = aleatorio
bot-basic = básico
bot-normal = normal
bot-hard = fuerte
bot-expert = experto

## Punctuation the code puts between parts (a turn's events, a list of refusals, a label and its list).

sep-semicolon = {"; "}
sep-colon = {": "}
