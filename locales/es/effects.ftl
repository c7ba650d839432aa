## El texto de regla de una carta, hecho a partir de su efecto (docs/dsl.md). Las palabras de un
## enunciado empiezan en minúscula: el código pone en mayúscula la primera letra de la frase.
## $amount, $cond, $what, $expr, $text llegan ya en palabras.
##
## Español: se tutea al jugador; quien ha tirado los dados es «el jugador activo». Las condiciones
## sobre «sus» jugadores ($whose their) son complementos con «con»: «cada uno de los demás jugadores con
## al menos 10 monedas», «el número de jugadores con 0 puntos de interés construidos».

effect-none = Sin efecto.
# Una cláusula de un efecto, una frase.
effect-sentence = { $text }.
effect-when-after_build = después de tu fase de construcción, { $text }
effect-when-before_build = justo antes de construir, { $text }
effect-when-after_income = después de los ingresos de tu turno, { $text }
effect-when-end_of_turn = al final de tu turno, { $text }
effect-when-when_built = cuando construyas esta carta, { $text }

effect-gain = recibe del banco { $amount }
# $payer: roller, each_other, chosen_other; $where: «effect-for-whom», o nada.
effect-take = toma { $payer ->
    [roller] del jugador activo
    [each_other] de cada uno de los demás jugadores
   *[chosen_other] de otro jugador a tu elección
}{ $where } { $amount }
effect-for-whom = {" "}{ $cond }
# Lo que un enunciado excluye ($what: un tipo de carta), tras las palabras a las que sigue.
effect-unless = {" "}(excepto cartas { $what })
effect-swap = puedes intercambiar uno de tus establecimientos por uno de otro jugador{ $unless }
effect-if = si { $cond }, { $then }
effect-if-else = si { $cond }, { $then }; si no, { $otherwise }
effect-dice = puedes tirar { $n ->
    [2] 1 o
   *[other] de 1 a
} { $n } dados
effect-reroll = una vez por turno, puedes volver a tirar los dados
effect-extra-turn = si sacas dobles, juega otro turno después de este
effect-bonus = cada una de tus cartas activadas { $what } produce { $amount } más
effect-add = puedes sumar { $n } al total de los dados
effect-add-when = puedes sumar { $n } al total de los dados si { $cond }
# $what: los nombres de los puntos de interés que se abaratan.
effect-discount = { $what } te cuesta { $coins } menos (nunca menos de 0)
effect-discount-landmarks = tus puntos de interés te cuestan { $coins } menos (nunca menos de 0)
effect-pay = paga { $amount } al banco
effect-demolish = derriba uno de tus puntos de interés construidos, si tienes alguno
# $to: chosen, previous.
effect-give = da uno de tus establecimientos{ $unless } { $to ->
    [chosen] a otro jugador a tu elección
   *[previous] al jugador anterior
}
effect-renovate = nombra un tipo de establecimiento{ $unless }: todos sus ejemplares cierran por reformas
effect-activate = puedes activar todos tus ejemplares de uno de tus tipos de carta { $what }
effect-invest = puedes invertir { $coins } en esta carta
effect-then = { $first }; si lo haces, { $second }
# Los enunciados simples (dsl/statements.py), cada uno por su nombre.
effect-plain-close_this = esta carta cierra por reformas
effect-plain-return_this = esta carta vuelve a la reserva
effect-plain-pool = las monedas de todos los jugadores se juntan y se reparten a partes iguales; el banco redondea hacia arriba
effect-plain-another_turn = juega otro turno después de este

## Cantidades y números. $whose: owner (el dueño de la carta: «tú»), roller (el jugador activo),
## their (un jugador del que habla una condición), all (todos los jugadores).

whose = { $whose ->
    [owner] tus
    [roller] del jugador activo
    [their] sus
   *[all] de todos los jugadores
}
own = { $whose ->
    [owner] que tengas
    [roller] que tenga el jugador activo
    [their] que tenga
   *[all] en todas las ciudades
}
# $coins por cada carta de un tipo ($what): «1 moneda por cada carta con el símbolo pan que tengas»
amount-per = { $coins } por cada carta { $what } { own }
amount-equal = tantas monedas como { $expr }
expr-coins = { $whose ->
    [owner] tus monedas
    [roller] todas sus monedas
    [their] sus monedas
   *[all] todas las monedas de todos los jugadores
}
expr-landmarks = { $whose ->
    [owner] tu número de puntos de interés construidos
    [roller] el número de puntos de interés construidos del jugador activo
    [their] su número de puntos de interés construidos
   *[all] el número total de puntos de interés construidos
}
expr-count = { $whose ->
    [owner] tu número de cartas { $what }
    [roller] el número de cartas { $what } del jugador activo
    [their] su número de cartas { $what }
   *[all] el número de cartas { $what } en todas las ciudades
}
expr-total = el total de los dados
expr-dice = el número de dados tirados
expr-received = lo que el jugador activo ha recibido en los ingresos de esta tirada
expr-invested = el número de monedas invertidas en esta carta
expr-players = el número de jugadores { $cond }
expr-effect-roll = el total de { $n } dados tirados para esta carta (una vez por turno)
# $up: yes (redondeando hacia arriba), no (hacia abajo)
expr-half = la mitad de { $expr } (redondeando hacia { $up ->
    [yes] arriba
   *[no] abajo
})
expr-divided = { $left } entre { $right } (redondeando hacia { $up ->
    [yes] arriba
   *[no] abajo
})

## Condiciones. $op: eq, ne, lt, le, gt, ge.

# «tienes 0 monedas», «el jugador activo tiene al menos 2 puntos de interés construidos», «con al menos
# 10 monedas»; $what: coins, landmarks, cards (de un tipo: $selector).
cond-have = { $op ->
    [ne] { $whose ->
        [owner] no tienes exactamente
        [roller] el jugador activo no tiene exactamente
       *[their] sin tener exactamente
    }
   *[other] { $whose ->
        [owner] tienes
        [roller] el jugador activo tiene
       *[their] con
    }{ $op ->
        [eq] {""}
        [lt] {" "}menos de
        [le] {" "}como mucho
        [gt] {" "}más de
       *[ge] {" "}al menos
    }
} { $n } { $what ->
    [coins] { $n ->
        [one] moneda
       *[other] monedas
    }
    [landmarks] { $n ->
        [one] punto de interés construido
       *[other] puntos de interés construidos
    }
   *[cards] { $n ->
        [one] carta
       *[other] cartas
    } { $selector }
}
cond-compare = { $left } { $op ->
    [eq] es
    [ne] no es
    [lt] es menor que
    [le] es como mucho
    [gt] es mayor que
   *[ge] es al menos
} { $right }
cond-built = { $whose ->
    [owner] has construido el punto de interés { $card }
    [roller] el jugador activo ha construido el punto de interés { $card }
    [their] con el punto de interés { $card } construido
   *[all] todos los jugadores han construido el punto de interés { $card }
}
cond-doubles = salen dobles
cond-built_nothing = no se ha construido nada en este turno
cond-not = no se cumple que { $cond }
cond-and = { $left } y { $right }
cond-or = { $left } o { $right }

## Tipos de carta.

# Un símbolo: $name como lo llama la edición («Pan»), $lower lo mismo en minúsculas.
selector-icon = con el símbolo { $lower }
# Un color: $name como lo llama la edición («Restaurantes»), $id su identificador («red»).
selector-colour = de la categoría «{ $name }»
# El tipo elegido antes en el mismo efecto.
selector-it = de ese tipo
selector-or = { $left } o { $right }
