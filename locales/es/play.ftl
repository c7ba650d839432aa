## mk play: la partida en un terminal (engine/ui/terminal.py, engine/ui/views.py).
## Los comandos que se escriben en el indicador (help, show, city, market, table, log, save, undo, quit)
## son los mismos en todos los idiomas; la ayuda lo dice en el del jugador.

play-help =
    Responde con el número de una opción o escribe el principio de su nombre.
    Comandos que puedes escribir en cualquier momento:
      help           este texto
      show CARTA     qué hace una carta o un punto de interés
      city [JUGADOR] la ciudad de un jugador (sin nombre: todos los jugadores)
      market         las cartas en venta
      table          toda la mesa
      log [N]        las últimas N líneas de la partida (20 por defecto)
      save [ARCHIVO] guardar la partida (también se guarda después de cada turno)
      undo           deshacer tu última decisión mientras no se hayan tirado los dados
      quit           guardar y salir; continúa más tarde con mk play --resume ARCHIVO
# Tras el nombre de la edición, al principio de una partida; $seed es un número tal como se escribió.
play-title = { $edition } para { $n } jugadores, semilla { $seed } (--seed { $seed } vuelve a repartir esta partida)
play-saved-every-turn = La partida se guarda después de cada turno en { $path }. Escribe help en cualquier momento.
# $ending: cómo terminó la partida (ending-stalled); un comando sigue en su propia línea.
play-stalled = { $ending } (mk validate dice si las partidas de una edición pueden atascarse). Está guardada; para verla:
play-resume-with = Partida guardada. Continúala con:
play-record = El registro de la partida (mk replay --show ARCHIVO la vuelve a contar):
play-record-written = Registro escrito en { $path }
play-resuming = Continuando en el turno { $turn } de { $edition }.
play-over = esa partida ha terminado: ha ganado { $name }
play-undone = Deshecho: { $label }.
play-nothing-to-undo = Nada que deshacer: se han tirado los dados desde tu última decisión.
play-question = { $name }: { $question }
# Antes de una línea de construcciones no permitidas ahora: «ahora no, fuera de tu alcance con 3 monedas: Mina 6, Bosque 3».
play-not-now = ahora no,
play-not-now-reason = { $why }: { $cards }
play-not-now-counts = ahora no: { $counts } (el mercado las muestra)
play-not-now-count = { $n } { $why }
play-build-legend = coste, dados, cuándo: todos = en cualquier tirada, tú = en la tuya, otros = en las de los demás; show CARTA
play-landmark = punto de interés
play-facts-landmark = punto de interés: { $text }
# Una carta en una línea: sus números de activación, en qué tiradas funciona, qué hace.
play-facts = { $rolls } { $when }: { $text }
play-facts-icon = { $rolls } { $when }, { $icon }: { $text }
play-end-of-turn = { $name }, fin de tu turno: Intro para seguir, o undo para deshacerlo.
play-swap-give = { $head }. ¿Cuál de tus establecimientos das?
play-swap-to-whom = ¿A quién das la carta { $card }?
play-swap-take = ¿Qué establecimiento de { $name } tomas a cambio de la carta { $card }?
play-swap-none = ninguno (sin intercambio)
play-numbers-shown = uno de los números mostrados ({ $numbers })
play-type = Escribe { $shown }, un nombre o help.
play-no-player = No hay ningún jugador llamado «{ $name }».
play-not-saved = No se ha guardado: { $why }
play-saved-to = Partida guardada en { $path }.
# El verbo de una construcción escrito solo («construye»): $verb tal como se escribió.
play-build-what = ¿{ $verb } qué? Escribe el nombre o el número de una carta (0: no construir nada).
play-no-choice = Ahora no hay ninguna opción { $n }: escribe { $shown }.
play-fits = «{ $answer }» coincide con { $fits }: escribe más del nombre o un número.
play-not-a-choice = «{ $answer }» no es ninguna de las opciones.{ $hint } Escribe { $shown } o help.
play-did-you-mean = {" "}¿Querías decir «{ $name }»?
# Palabras que un jugador puede escribir antes de la carta de una construcción («construye Panadería»), y
# para no construir nada, además de las inglesas; separadas por comas.
play-build-verbs = construye, construir, compra, comprar
play-nothing-words = nada, ninguno, ninguna, paso, pasar
# Una lista acortada: $items (los primeros, «a, b, c»), $n más.
list-more = { $items } y { $n } más
replay-enter = [Intro]

## show CARTA

show-what = ¿mostrar qué? Da el nombre de una carta o de un punto de interés, por ejemplo: show { $example }
show-none = No hay ninguna carta ni punto de interés llamado «{ $query }».{ $hint }
# $colour: el tipo de color de la carta; $rolls: sus números de activación («show-never» si no tiene).
show-card = { $card } ({ $colour }; { $rolls } { $when }; coste { $cost }): { $text }
show-card-icon = { $card } ({ $colour }; { $rolls } { $when }; coste { $cost }; símbolo { $icon }): { $text }
show-never = nunca
show-landmark = { $card } (punto de interés; coste { $cost }): { $text }{ $scope }
show-cost-now = { $cost }; { $now } para { $name } ahora
show-everyone = {" "}Funciona para todos los jugadores en cuanto alguien lo ha construido.
show-wins = {" "}Construirlo gana la partida.
show-only-when = {" "}Solo si { $cond }.

## La mesa (views).

# Cuándo funciona una carta: en la tirada de cualquiera, en la del propietario, en las de los demás.
when-any = en cualquier tirada
when-own = en tu tirada
when-others = en tiradas de los demás
when-short-any = todos
when-short-own = tú
when-short-others = otros
view-landmarks-count = puntos de interés { $built }/{ $needed }
view-status = {"  "}{ $coins }, { $cards } { $cards ->
    [one] establecimiento
   *[other] establecimientos
}, { $landmarks }
view-status-compact = {" "}{ $coins }, { $cards } { $cards ->
    [one] carta
   *[other] cartas
}, { $landmarks }
view-deck = { $n } { $n ->
    [one] carta
   *[other] cartas
} en el mazo
view-row-deck = { $n } en el mazo
view-market = Mercado
view-landmarks = Puntos de interés
view-column-roll = Dados
view-column-card = Carta
view-column-cost = Coste
view-column-left = Quedan
view-column-on = Cuándo
view-column-icon = Símbolo
view-on-legend = Cuándo: todos = en cualquier tirada, tú = en tu tirada, otros = en tiradas de los demás.
view-prices-for = { $title }: precios para { $name }
view-column-landmark = Punto de interés
view-column-price = Precio
view-column-works = Funciona para
view-works-everyone = todos
view-works-once = una vez, al construirlo
view-works-owner = su propietario
view-works-wins = gana la partida
view-paid = (ha cobrado)
view-no-establishments = ningún establecimiento
view-landmarks-of = puntos de interés { $built } de { $needed }:{" "}
view-none = ninguno
# A quién le toca y la tirada hasta ahora; $dice: «3 + 4 = 7».
view-head = Turno { $turn }: { $name }{ $extra ->
    [yes] {" "}(turno extra)
   *[no] {""}
}{ $opening ->
    [yes] {" "}(ronda inicial: solo construir)
   *[no] {""}
}{ $dice ->
    [none] {""}
   *[other] , última tirada { $dice }
}

play-kept-aside = Tu partida sin terminar se guarda como { $path }. Continúala más tarde con:
