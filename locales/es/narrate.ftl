## Lo que pasa en una partida, un suceso por frase (la historia de mk play, el registro del navegador).
##
## Un jugador en una frase llega como $voice y $name (el otro jugador de la frase: $voice2, $name2).
## $voice es self (el jugador del turno, que está al teclado), subject (el jugador del turno, sujeto del
## párrafo), viewer (quien está al teclado, en el turno de otro) u other.
## Una carta llega por su nombre ($card, $source, $give, $take). Las cantidades ($coins) llegan ya en palabras.
##
## Español: el género de los nombres de carta no se conoce, de ahí «la carta X», «el punto de interés X»;
## la carta que mueve monedas va entre paréntesis: «Ann te quita 1 moneda (Cafetería)». A quien está al
## teclado (viewer) se le tutea (solo con la forma del verbo); el jugador del turno queda sin sujeto: «tira 5».

# Quién actúa, con el espacio antes del verbo: nada para el jugador del turno ni para quien está al teclado.
actor = { $voice ->
    [self] {""}
    [subject] {""}
    [viewer] {""}
   *[other] { $name }{" "}
}
# De quién es una carta: «de Bob», «tuya».
their = { $voice ->
    [self] tuya
    [subject] de { $name }
    [viewer] tuya
   *[other] de { $name }
}
their2 = { $voice2 ->
    [self] tuya
    [subject] de { $name2 }
    [viewer] tuya
   *[other] de { $name2 }
}
# El otro jugador tras una preposición: «a ti», «de Bob».
them2 = { $voice2 ->
    [self] ti
    [subject] { $name2 }
    [viewer] ti
   *[other] { $name2 }
}
they2 = { $voice2 ->
    [self] tú
    [subject] { $name2 }
    [viewer] tú
   *[other] { $name2 }
}

event-turn = Turno { $turn }: { $name }{ $extra ->
    [yes] {" "}(turno extra)
   *[no] {""}
}
# $dice: "3 + 4 = 7"
event-rolled = { actor }{ $reroll ->
    [yes] { $voice ->
        [viewer] vuelves a tirar
       *[other] vuelve a tirar
    }
   *[no] { $voice ->
        [viewer] tiras
       *[other] tira
    }
} { $dice }{ $doubles ->
    [yes] {" "}(dobles)
   *[no] {""}
}
event-built-nothing = { actor }{ $voice ->
    [viewer] no construyes nada
   *[other] no construye nada
}
event-built = { actor }{ $landmark ->
    [yes] { $voice ->
        [viewer] construyes
       *[other] construye
    } el punto de interés
   *[no] { $voice ->
        [viewer] compras
       *[other] compra
    } la carta
} { $card } por { $coins }
# Una carta que cuesta menos de 0 le paga a quien la construye.
event-built-paid = { actor }{ $landmark ->
    [yes] { $voice ->
        [viewer] construyes
       *[other] construye
    } el punto de interés
   *[no] { $voice ->
        [viewer] compras
       *[other] compra
    } la carta
} { $card } y { $voice ->
    [viewer] recibes
   *[other] recibe
} { $coins }
event-swap-none = { actor }{ $voice ->
    [viewer] no intercambias nada
   *[other] no intercambia nada
} ({ $source })
event-swapped = { actor }{ $voice ->
    [viewer] intercambias
   *[other] intercambia
} { $voice2 ->
    [self] contigo
    [viewer] contigo
   *[other] con { $name2 }
}: { $give } por { $take } ({ $source })
event-extra-turn = { actor }{ $doubles ->
    [yes] { $voice ->
        [viewer] has sacado dobles y juegas otro turno
       *[other] ha sacado dobles y juega otro turno
    }
   *[no] { $voice ->
        [viewer] juegas otro turno
       *[other] juega otro turno
    }
}
event-won-landmark = ¡{ actor }{ $voice ->
    [viewer] has construido el punto de interés { $card } y ganas!
   *[other] ha construido el punto de interés { $card } y gana!
}
event-won-count = ¡{ actor }{ $voice ->
    [viewer] has
   *[other] ha
} construido { $n } { $n ->
    [one] punto de interés
   *[other] puntos de interés
} y { $voice ->
    [viewer] ganas!
   *[other] gana!
}
event-won-all = ¡{ actor }{ $voice ->
    [viewer] has construido todos los puntos de interés y ganas!
   *[other] ha construido todos los puntos de interés y gana!
}
event-demolished = { actor }{ $voice ->
    [viewer] derribas
   *[other] derriba
} el punto de interés { $card } ({ $source })
event-gave = { actor }{ $voice2 ->
    [self] te{" "}
    [viewer] te{" "}
   *[other] le{" "}
}{ $voice ->
    [viewer] das
   *[other] da
} la carta { $card }{ $voice2 ->
    [self] {""}
    [viewer] {""}
   *[other] {" "}a { $name2 }
} ({ $source })
# Un punto de interés que vale para todos, que quien da no necesita tener.
event-gave-everyone = { actor }{ $voice2 ->
    [self] te{" "}
    [viewer] te{" "}
   *[other] le{" "}
}{ $voice ->
    [viewer] das
   *[other] da
} la carta { $card }{ $voice2 ->
    [self] {""}
    [viewer] {""}
   *[other] {" "}a { $name2 }
} ({ $source }, vale para todos)
event-closed = { $n ->
    [one] un ejemplar
   *[other] { $n } ejemplares
} { $voice ->
    [self] de tu carta { $card }
    [viewer] de tu carta { $card }
   *[other] de la carta { $card } de { $name }
} { $n ->
    [one] cierra
   *[other] cierran
} por reformas ({ $source })
event-returned = { actor }{ $voice ->
    [viewer] devuelves
   *[other] devuelve
} la carta { $card } a la reserva
event-invested = { actor }{ $voice ->
    [viewer] inviertes
   *[other] invierte
} { $coins } ({ $source }, { $total } en total)
event-total = { actor }{ $voice ->
    [viewer] sumas
   *[other] suma
} { $added } a la tirada ({ $source }): total { $total }
event-effect-rolled = { actor }{ $voice ->
    [viewer] tiras
   *[other] tira
} { $dice } ({ $source })

## Monedas que se mueven. $how dice qué las lleva al receptor: card (la carta del receptor, $source),
## rules (las reglas de la edición), everyone (un punto de interés que vale para todos, $source, que el
## receptor no necesita tener). El pagador es el otro jugador de la frase.

event-pays-bank = { actor }{ $voice ->
    [viewer] pagas
   *[other] paga
} { $coins } al banco ({ $source })
# El comienzo de una frase sobre monedas que recibe un jugador, hasta su verbo.
receiver = { actor }
# Lo que va entre paréntesis después de la frase.
receiver-end = { $how ->
    [rules] según las reglas
    [everyone] { $source }, vale para todos
   *[card] { $source }
}
# $brief: yes en el párrafo de un turno, donde el banco se da por supuesto.
event-earns = { actor }{ $voice ->
    [viewer] recibes
   *[other] recibe
} { $coins }{ $brief ->
    [yes] {""}
   *[no] {" "}del banco
} ({ receiver-end })
event-takes-nothing = { actor }{ $voice ->
    [viewer] no recibes nada
   *[other] no recibe nada
} de { them2 } ({ receiver-end }): ya no { $voice2 ->
    [self] te
    [viewer] te
   *[other] le
} quedan monedas
# $short: none (pagado entero), brief (en un párrafo), full ($paid pagado, $forgiven perdonado).
event-takes = { actor }{ $voice2 ->
    [self] te{" "}
    [viewer] te{" "}
   *[other] le{" "}
}{ $voice ->
    [viewer] quitas
   *[other] quita
} { $coins }{ $voice2 ->
    [self] {""}
    [viewer] {""}
   *[other] {" "}a { $name2 }
} ({ receiver-end }{ $short ->
    [brief] ; todo lo que { $voice2 ->
        [self] te
        [viewer] te
       *[other] le
    } quedaba
    [full] ; { $voice2 ->
        [self] solo tenías
        [viewer] solo tenías
       *[other] { $name2 } solo tenía
    } { $paid }, { $forgiven ->
        [one] se perdona { $forgiven }
       *[other] se perdonan { $forgiven }
    }
   *[none] {""}
})
# Una carta que quita lo mismo a varios jugadores; $payers es una lista de «payer» («de Ann y de Cem»).
event-takes-each = { actor }{ $voice ->
    [viewer] recibes
   *[other] recibe
} { $coins } por jugador: { $payers } ({ receiver-end })
# Una carta que quita cantidades distintas a varios jugadores; $parts es una lista de «takes-part».
event-takes-several = { actor }{ $voice ->
    [viewer] recibes
   *[other] recibe
} { $parts } ({ receiver-end })
takes-part = { $coins } { $payer }
# Quien paga, con su preposición: «de Ann», «de ti».
payer = de { them2 }{ $short ->
    [yes] {" "}(todo lo que { $voice2 ->
        [self] te
        [viewer] te
       *[other] le
    } quedaba)
   *[no] {""}
}

# Una lista: $items es todo menos el último, separado por comas.
list-and = { $items } y { $last }
# Un turno en un párrafo: su primera línea ($head: «Turno 5: Bob») y luego lo que pasó, separado por «; ».
paragraph = { $head }: { $rest }

## Cómo terminó una partida; $turns es un número.

ending-won = ¡{ $name } gana tras { $turns } { $turns ->
    [one] turno
   *[other] turnos
}!
ending-stalled = Los bots han jugado { $turns } { $turns ->
    [one] turno
   *[other] turnos
} sin ganador: la partida se detiene aquí.
ending-turn-cap = Sin ganador en { $turns } { $turns ->
    [one] turno
   *[other] turnos
}: el límite de turnos ha terminado la partida.
ending-overflow = Tras { $turns } { $turns ->
    [one] turno
   *[other] turnos
}, un número ha superado los 64 bits: el motor de Python continúa esta partida.
