## Wat een huisregel verandert ten opzichte van de editie die ze uitbreidt: de eerste pagina van mk print
## (in de taal van de vellen) en mk compare (in het Engels). $now en $was: de nieuwe en de oude waarde, al in woorden.

change-was = { $now } (was { $was })
change-named = heet nu { $now } (was { $was })
change-cost = kost { $now } (was { $was })
change-roll = worp { $now } (was { $was })
change-supply = { $now } in de voorraad (was { $was })
change-icon = symbool { $now } (was { $was })
change-text = nu: { $now } (was: { $was })
# De exemplaren van een kaart, als ze per speler worden geteld.
change-per-player = { $n } per speler
# De gegevens van een nieuwe kaart, dan haar regeltekst ($text).
change-facts-card = { $colour }, worp { $roll }, kost { $cost }, { $copies } in de voorraad. { $text }
change-facts-landmark = kost { $cost }. { $text }
# $what: card (kaart) of landmark (bezienswaardigheid).
summary-removed = Verwijderd: de { $what ->
    [card] kaart
   *[landmark] bezienswaardigheid
} { $name }.
summary-new = Nieuwe { $what ->
    [card] kaart
   *[landmark] bezienswaardigheid
}: { $name }: { $details }
summary-option = Regeloptie { $name }: { $details }.
summary-changed = Gewijzigde { $what ->
    [card] kaart
   *[landmark] bezienswaardigheid
}: { $name }: { $details }.
summary-nothing = Er verandert niets ten opzichte van de oorspronkelijke editie.
summary-more = … en nog { $n } wijzigingen (mk compare toont ze allemaal).
# De titel van de eerste pagina, boven de wijzigingen van een huisregel.
print-changes-title = { $edition }: wat er verandert ten opzichte van { $parent }
