## mk serve: la sala y las mesas en un navegador (engine/ui/templates, engine/ui/webview.py,
## engine/ui/static/table.js).

web-language = Idioma
web-language-set = Mostrar
web-lobby = volver a la sala
web-lobby-title = mk: mesas de Machi Koro
web-your-tables = Tus mesas
web-your-tables-note = Las mesas que ha abierto este navegador: vuelve a una con tus asientos, o ciérrala (su partida se guarda).
# Una mesa en una lista: sus jugadores, el turno y (web-listed-over) si su partida ha terminado.
web-listed = { $players } · turno { $turn }
web-listed-over = { $players } · turno { $turn } · terminada
web-resume = Continuar
web-close = Cerrar
web-other-tables = Otras mesas aquí
web-tables = Mesas aquí
web-no-other-tables = ninguna más
web-no-tables = ninguna todavía
web-saved-games = Partidas guardadas
web-new-table = Una mesa nueva
web-edition = Edición
web-players = Jugadores
web-seat = Asiento { $n }
web-name = nombre
web-variants = Variantes
web-variants-placeholder = nombres, separados por comas
web-variants-known = Variantes: { $variants }
web-options = Opciones
web-options-placeholder = CLAVE=VALOR, separados por comas
web-seed = Semilla
web-start = Empezar la partida
web-strategy = { $name } (estrategia)
# Cómo está una de tus mesas.
web-status-over = terminada
web-status-deciding = { $name } tiene que decidir
web-status-playing = en juego
web-status-alone = nadie está mirando

web-turn = Turno { $turn }
# Los dados tirados, $dice: «3 + 4»
web-rolled = tirada
web-rolled-label = tirada: { $dice }
web-whose-over = La partida ha terminado
web-whose-yours = Es tu turno
web-whose-yours-named = Es tu turno ({ $name })
web-whose = Turno de { $name }
web-standings-player = jugador
web-standings-landmarks = puntos de interés
web-standings-coins = monedas
web-standings-cards = establecimientos
web-rematch = Jugar otra vez, con los mismos asientos
web-waiting = Los dados y los bots están jugando…
web-decides = { $name } decide: { $question }
web-question = { $name }: { $question }
# Un grupo de intercambios, según la carta que se da ($n de ellos).
web-give-group = Dar { $card } ({ $n })
web-not-now = Ahora no
web-undo = Deshacer
web-undo-last = Deshacer la última decisión de { $name }: { $what }
web-undo-until = hasta la próxima tirada, dentro de { $seconds } s
web-story = Lo que ha pasado
web-story-earlier = Toda la partida: { $n } { $n ->
    [one] turno anterior
   *[other] turnos anteriores
}
web-market = Mercado
web-landmarks = Puntos de interés
web-for-sale = En venta
# Una fila del mercado ($title) o su único mazo, con las cartas que quedan en su mazo.
web-row = { $title } · { $n } en el mazo
web-left = { $n ->
    [one] queda { $n }
   *[other] quedan { $n }
}
web-closed = { $n } { $n ->
    [one] cerrada
   *[other] cerradas
}
web-invested = invertido: { $coins }
web-your-turn-badge = tu turno
web-their-turn-badge = su turno
web-you = tú
web-bot = bot { $bot }
web-away = ausente
web-away-title = ninguna pantalla ocupa este asiento ahora
web-city = { $coins } · puntos de interés { $built } de { $needed }
web-no-establishments = ningún establecimiento
web-chat = Chat
web-hand-over-title = Pasar un asiento a un bot
web-hand-over-note = Para un jugador que se ha ido o cuya pantalla se ha desconectado (marcado como ausente), o para cambiar de bot. El enlace del asiento deja de funcionar; la partida se guarda con el cambio.
web-bot-label = Bot
web-hand-over = Pasárselo

## Lo que dice el script de la página (table.js).

web-js-not-connected = Sin conexión: espera un momento.
web-js-your-turn = Es tu turno
web-js-say-label = Di algo a la mesa
web-js-say = Enviar
web-js-dropped = Se ha perdido la conexión: volviendo a conectar…
web-js-alerts-on = Avisos de turno: activados
web-js-alerts-off = Avisos de turno: desactivados
web-js-leave = Dejar esta mesa
web-js-leave-confirm = ¿Dejar esta mesa? Un bot sigue jugando por ti y el enlace de esta página deja de funcionar.
web-js-close = Cerrar esta mesa
web-js-close-confirm = ¿Cerrar esta mesa para todos? Su partida se guarda.
web-js-invite = Invita a un amigo a un asiento (el enlace es la clave del asiento: compártelo solo con esa persona)
web-js-seat = Asiento { $n }:{" "}
web-js-copy = Copiar
web-js-copied = Copiado
web-js-copy-refused = Copia el enlace a mano: el navegador se ha negado.
web-js-copy-selected = El enlace está seleccionado: cópialo (Ctrl+C).
web-seat-label = Asiento
# Un asiento que juega una persona, en la lista de asientos de la sala.
web-human = humano
# Un asiento del que se ha hecho cargo un bot, dicho a todas las pantallas de la mesa; $bot: el nombre del bot (bot-<nombre>).
web-played-by = El asiento de { $name } lo juega ahora el bot { $bot }

## Lo que una pantalla pidió no se puede hacer (room-<code>: engine/services/play/room.py, engine/ui/web.py).

room-chat-not-text = una línea del chat es texto
room-chat-empty = di algo
room-chat-long = una línea del chat tiene como máximo { $n } caracteres
room-chat-fast = una línea por segundo: más despacio
room-not-your-key = esa no es la clave de tu asiento
room-host-only-hand = solo quien abrió esta mesa puede pasar un asiento a un bot
room-seat-range = elige un asiento del 1 al { $n }
room-bot-name = elige un bot por su nombre
room-over = la partida ha terminado
room-not-your-turn = no te toca decidir
room-stale = la mesa cambió antes de que llegara tu clic: vuelve a mirar
room-choice-range = elige { $n ->
    [one] la opción mostrada
   *[other] una de las { $n } opciones mostradas
}
room-refused = { $why }
room-nothing-to-undo = no hay nada tuyo que deshacer (nunca más atrás de una tirada o de la decisión de otro asiento)
room-edition = elige una edición que ofrezca este servidor: { $editions }
room-save-open = { $name } ya está en una mesa aquí
room-no-save = aquí no existe esa partida guardada (puede que haya terminado o que ya esté abierta)
room-not-yours = aquí no hay ninguna mesa tuya con ese nombre (puede que ya se haya cerrado)
room-rematch-player = solo un jugador de esta mesa puede pedir otra partida
room-not-over = la partida aún no ha terminado
room-no-table = aquí no existe esa mesa (puede que haya terminado o que haya estado inactiva demasiado tiempo)
room-seats-count = una mesa tiene de 1 a 8 asientos
room-seat-kind = un asiento es el nombre de un bot o humano (el servidor fija cuánto piensan los bots)
room-seat-strategy = un asiento es el nombre de un bot, el de una estrategia incluida o humano (no un archivo del servidor)
room-names = da un nombre (o nada) para cada asiento
room-strategy-edition = { $name } es una estrategia para { $editions }, no para { $edition }
room-full-server = este servidor admite como máximo { $n } { $n ->
    [one] mesa
   *[other] mesas
}: inténtalo de nuevo cuando termine una
room-closed = esta mesa se ha cerrado (su partida está guardada)
room-host-only-close = solo quien abrió esta mesa puede cerrarla
room-message-long = un mensaje tiene como máximo { $n } bytes
room-message-json = un mensaje es un objeto JSON
room-message-type = un mensaje es {"{"}type: hello, act, undo, close, chat, rematch, replace o leave, ...{"}"}
room-seats-shape = los asientos son {"{"}SEAT: KEY{"}"}
room-seat-number = un asiento es un número
room-form-large = el formulario es demasiado grande
room-players = jugadores: un número del 1 al 8
room-seats-choose = elige quién juega { $n ->
    [one] el asiento
   *[other] cada uno de los { $n } asientos
}
room-seed = la semilla es un número entero del 0 al 18446744073709551615 (64 bits)
room-option = una opción es KEY=VALUE, no { $item }
room-too-many-yours = ya tienes { $n } { $n ->
    [one] mesa sin terminar abierta
   *[other] mesas sin terminar abiertas
} aquí: termina o cierra una primero (la sala las muestra; no cuenta una mesa que nadie ha seguido durante { $minutes } minutos)
room-host-closed = quien abrió esta mesa la ha cerrado (su partida está guardada)
room-stale-form = este formulario está desactualizado (o no es de este servidor): se muestra de nuevo, envíalo otra vez
room-screens-full = esta mesa ya tiene { $n } pantallas: inténtalo más tarde
room-messages-fast = demasiados mensajes: más despacio
room-message-text = un mensaje es texto JSON
web-market-default = el de la edición
web-market-all-piles = todos los montones a la vista
