## mk print: de woorden op geprinte kaarten en op de eerste pagina van de vellen.

# Boven de naam van een bezienswaardigheid, waar een kaart haar worpgetallen heeft.
print-landmark = BEZIENSWAARDIGHEID
# Onder de worpgetallen van een kaart: de soort van haar kleur, en bij wiens worpen ze werkt (when-any...).
print-band = { $colour }: bij { $when }
print-landmark-wins = wie haar bouwt, wint het spel
print-landmark-not-counted = telt niet mee voor de overwinning
print-landmark-everyone = werkt voor elke speler zodra gebouwd
print-landmark-once = werkt eenmalig, bij het bouwen
print-landmark-counts = telt mee voor de overwinning
print-supply = { $n } in de voorraad
print-supply-per-player = { $n } per speler in de voorraad
print-title = { $edition }: kaarten om zelf te printen
print-pages = Hierna { $cards ->
    [one] volgt { $cards } kaart
   *[other] volgen { $cards } kaarten
} ({ $kinds ->
    [one] { $kinds } soort
   *[other] { $kinds } soorten
}), negen per pagina, op { $pages ->
    [one] { $pages } pagina
   *[other] { $pages } pagina's
}.
print-one-each = Eén kaart van elke soort: print meer exemplaren van de kaarten die het spel vaker nodig heeft.
# $started: yes als de spelers met enkele ervan beginnen; $shared: yes als de spelers de exemplaren van een bezienswaardigheid delen.
print-why = Van elke soort zoveel als een spel met { $players } spelers (het hoogste aantal dat de editie toelaat) nodig heeft: van een gebouw de exemplaren in de voorraad{ $started ->
    [yes] {" "}en die waarmee de spelers beginnen
   *[no] {""}
}; van een bezienswaardigheid één per speler{ $shared ->
    [yes] , of zoveel als de spelers delen
   *[no] {""}
}.
# $list: elke soort met haar aantal ("Bakkerij × 6, ...").
print-establishments = Gebouwen: { $list }.
print-landmarks = Bezienswaardigheden: { $list }.
print-counted-start = { $counted } ({ $n } om mee te beginnen)
print-market = Markt: { $market } ({ $default ->
    [yes] die van de editie
   *[no] --option market={ $id }
}): { $rows }.
print-market-row = { $row }, { $kinds ->
    [one] { $kinds } soort open
   *[other] { $kinds } soorten open
}
print-market-deck = één stapel, { $kinds ->
    [one] { $kinds } soort open
   *[other] { $kinds } soorten open
}
