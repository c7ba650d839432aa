## Was eine Hausregel gegenüber der Edition ändert, die sie erweitert: die erste Seite von mk print (in der
## Sprache der Bögen) und mk compare (auf Englisch). $now und $was: der neue und der alte Wert, schon in Worten.

change-was = { $now } (vorher { $was })
change-named = heißt jetzt { $now } (vorher { $was })
change-cost = kostet { $now } (vorher { $was })
change-roll = Wurf { $now } (vorher { $was })
change-supply = { $now } im Vorrat (vorher { $was })
change-icon = Symbol { $now } (vorher { $was })
change-text = jetzt: { $now } (vorher: { $was })
# Die Karten einer Art, wenn sie pro Spieler gezählt werden.
change-per-player = { $n } pro Spieler
# Die Angaben zu einer neuen Karte, dann ihr Regeltext ($text).
change-facts-card = { $colour }, Wurf { $roll }, kostet { $cost }, { $copies } im Vorrat. { $text }
change-facts-landmark = kostet { $cost }. { $text }
# $what: card (Karte) oder landmark (Großprojekt).
summary-removed = Entfernt: { $what ->
    [card] die Karte
   *[landmark] das Großprojekt
} { $name }.
summary-new = { $what ->
    [card] Neue Karte
   *[landmark] Neues Großprojekt
}: { $name }: { $details }
summary-option = Regeloption { $name }: { $details }.
summary-changed = { $what ->
    [card] Geänderte Karte
   *[landmark] Geändertes Großprojekt
}: { $name }: { $details }.
summary-nothing = Gegenüber der ursprünglichen Edition ändert sich nichts.
summary-more = … und { $n } weitere Änderungen (mk compare listet alle auf).
# Der Titel der ersten Seite über den Änderungen einer Hausregel.
print-changes-title = { $edition }: was sich gegenüber { $parent } ändert
