## mk print: las palabras de las cartas impresas y de la primera página de las hojas.

# Encima del nombre de un punto de interés, donde una carta tiene sus números de dado.
print-landmark = PUNTO DE INTERÉS
# Bajo los números de dado de una carta: el tipo de su color, y en las tiradas de quién funciona (when-any...).
print-band = { $colour }: { $when }
print-landmark-wins = quien lo construye gana la partida
print-landmark-not-counted = no cuenta para la victoria
print-landmark-everyone = vale para todos los jugadores una vez construido
print-landmark-once = actúa una vez, al construirlo
print-landmark-counts = cuenta para la victoria
print-supply = { $n } en la reserva
print-supply-per-player = { $n } por jugador en la reserva
print-title = { $edition }: cartas para imprimir
print-pages = { $pages ->
    [one] La página siguiente contiene
   *[other] Las { $pages } páginas siguientes contienen
} { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} ({ $kinds ->
    [one] { $kinds } tipo
   *[other] { $kinds } tipos
}), nueve por página.
print-one-each = Una carta de cada tipo: de las que la partida necesita varias, imprime más copias.
# $started: yes cuando los jugadores empiezan con algunas de ellas; $shared: yes cuando los jugadores comparten los ejemplares de un punto de interés.
print-why = Tantas de cada tipo como necesita una partida de { $players } jugadores (el máximo de la edición): de un establecimiento, sus ejemplares en la reserva{ $started ->
    [yes] {" "}y los que los jugadores tienen al empezar
   *[no] {""}
}; de un punto de interés, uno por jugador{ $shared ->
    [yes] , o tantos como compartan los jugadores
   *[no] {""}
}.
# $list: cada tipo con su número («Panadería × 6, ...»).
print-establishments = Establecimientos: { $list }.
print-landmarks = Puntos de interés: { $list }.
print-counted-start = { $counted } ({ $n } para empezar)
print-market = Mercado: { $market } ({ $default ->
    [yes] el de la edición
   *[no] --option market={ $id }
}): { $rows }.
print-market-row = { $row }, { $kinds ->
    [one] { $kinds } tipo a la vista
   *[other] { $kinds } tipos a la vista
}
print-market-deck = un solo mazo, { $kinds ->
    [one] { $kinds } tipo a la vista
   *[other] { $kinds } tipos a la vista
}
