## Las decisiones de un jugador: la pregunta, la pregunta con lo que está en juego, cada respuesta.
## question-<kind> para cada tipo de decisión (engine/core/decisions.py).

question-build = ¿Qué construyes?
question-dice = ¿Con cuántos dados tiras?
question-roll = Tira los dados.
question-reroll = ¿Te quedas con la tirada o vuelves a tirar?
question-add_to_roll = ¿Sumar al total de los dados?
question-effect_roll = Tira los dados para el efecto.
question-target = ¿Qué jugador te paga?
question-swap = ¿Intercambiar establecimientos?
question-demolish = ¿Cuál de tus puntos de interés derribas?
question-invest = ¿Invertir una moneda?
question-give = ¿Qué das y a quién?
question-renovate = ¿Qué tipo de establecimiento cierra por reformas?
question-activate = ¿Activar todos tus ejemplares de un tipo?
# Una decisión que el juego no conoce (ninguna edición incluida la pregunta).
question-choose = Elige:

# La pregunta, con la carta que la hace ($card) y lo que su regla pone en juego.
ask-stake = { $card }: { $about }
ask-statement = { $card }: { $statement }. { $question }
ask-card = { $card }: { $question }
# $amount: lo que está en juego, en palabras («5 monedas», «la mitad de sus monedas»).
about-target = ¿quién te paga { $amount }?

prompt-build = ¿Qué construyes? Tienes { $coins }.
# $dice: "3 + 4"
prompt-reroll = Has sacado { $dice }: ¿te quedas con la tirada o vuelves a tirar?
prompt-add = { $card }: ¿sumar { $n } a tu total de { $total }?
prompt-invest = { $card }: ¿invertir { $coins } en esta carta (las monedas se quedan en ella)?
prompt-give-previous = { $card }: ¿cuál de tus establecimientos va al jugador anterior?

## Las respuestas, como líneas de menú.

label-build-nothing = no construir nada
# $price: lo que cuesta («3 monedas»), o «price-pays».
label-build = { $card } ({ $price })
price-pays = te paga { $coins }
label-dice = tirar { $n ->
    [one] { $n } dado
   *[other] { $n } dados
}
label-roll = tirar { $dice }
label-reroll-keep = quedarse con la tirada
label-reroll = volver a tirar { $n ->
    [one] { $n } dado
   *[other] { $n } dados
}
label-add = sumar { $n }: total de { $total }
label-add-no = quedarse con el total de { $total }
label-target = { $player } ({ $coins })
label-swap-none = no intercambiar
label-swap = dar { $give }, tomar { $take } de { $player }
label-demolish = derribar { $card }
label-invest = invertir
label-invest-no = quedarse con las monedas
label-give = dar { $card } a { $player }
label-renovate = cerrar todas las cartas { $card }
label-activate-none = no activar
label-activate = activar tus cartas { $card }
# Una respuesta a una decisión que el juego no conoce.
label-other = { $kind } { $choice }

## Por qué no se puede construir algo ahora (engine/core/reasons.py): refusal-<why>, unas palabras para
## un menú, para cada motivo; refused-<why>, dicho al jugador que lo intentó, con la carta ($card).

refusal-already_built = ya en tu ciudad
refusal-not_sold = no está a la venta
refusal-pile_empty = sin ejemplares en la reserva
refusal-not_showing = no está en el mercado
refusal-copy_limit = como máximo { $limit } por ciudad
refusal-too_dear = fuera de tu alcance con { $coins }
refusal-unknown_card = desconocida
refusal-none_left = no quedan
refusal-condition = sin cumplir su condición
refusal-game_over = la partida ha terminado
refusal-wrong_kind = ahora no
refusal-malformed = mal formada
refusal-bad_dice_count = número de dados no válido
refusal-bad_roll = no es una tirada
refusal-bad_reroll = no es una nueva tirada
refusal-not_a_choice = no permitido
refused-already_built = la carta { $card } ya está construida
refused-not_sold = la carta { $card } no está a la venta en esta partida
refused-pile_empty = la carta { $card } está agotada
refused-not_showing = la carta { $card } no está en el mercado ahora
refused-copy_limit = una ciudad puede tener como máximo { $limit } { $limit ->
    [one] ejemplar
   *[other] ejemplares
} de la carta { $card }, y la tuya tiene { $limit }
# $cost y $coins son números.
refused-too_dear = la carta { $card } cuesta { $cost }; tienes { $coins }
refused-unknown_card = no hay ninguna carta { $card } en esta edición
refused-none_left = ya se han construido todos los ejemplares de la carta { $card }
# $requires: la condición, en palabras.
refused-condition = la carta { $card } aún no se puede construir: { $requires }
