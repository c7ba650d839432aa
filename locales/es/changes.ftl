## Lo que una regla de la casa cambia respecto a la edición que amplía: la primera página de mk print (en el
## idioma de las hojas) y mk compare (en inglés). $now y $was: el valor nuevo y el anterior, ya en palabras.

change-was = { $now } (antes { $was })
change-named = ahora se llama { $now } (antes { $was })
change-cost = cuesta { $now } (antes { $was })
change-roll = tirada { $now } (antes { $was })
change-supply = { $now } en la reserva (antes { $was })
change-icon = símbolo { $now } (antes { $was })
change-text = ahora: { $now } (antes: { $was })
# Los ejemplares de una carta cuando se cuentan por jugador.
change-per-player = { $n } por jugador
# Los datos de una carta nueva y luego su texto de reglas ($text).
change-facts-card = { $colour }; tirada { $roll }; cuesta { $cost }; { $copies } en la reserva. { $text }
change-facts-landmark = cuesta { $cost }. { $text }
# $what: card (carta) o landmark (punto de interés).
summary-removed = { $what ->
    [card] Carta eliminada
   *[landmark] Punto de interés eliminado
}: { $name }.
summary-new = { $what ->
    [card] Nueva carta
   *[landmark] Nuevo punto de interés
}: { $name }: { $details }
summary-option = Opción de regla { $name }: { $details }.
summary-changed = { $what ->
    [card] Carta modificada
   *[landmark] Punto de interés modificado
}: { $name }: { $details }.
summary-nothing = No cambia nada respecto a la edición original.
summary-more = … y { $n } cambios más (mk compare los muestra todos).
# El título de la primera página, sobre los cambios de una regla de la casa.
print-changes-title = { $edition }: qué cambia respecto a { $parent }
