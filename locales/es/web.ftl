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
web-js-invite = Invita a un amigo a un asiento (el enlace es la llave del asiento: compártelo solo con esa persona)
web-js-seat = Asiento { $n }:{" "}
web-js-copy = Copiar
web-js-copied = Copiado
web-js-copy-refused = Copia el enlace a mano: el navegador se ha negado.
web-js-copy-selected = El enlace está seleccionado: cópialo (Ctrl+C).
web-seat-label = Asiento
# Un asiento que juega una persona, en la lista de asientos de la sala.
web-human = humano
