## mk print: die Wörter auf gedruckten Karten und auf der ersten Seite der Bögen.

# Über dem Namen eines Großprojekts, wo eine Karte ihre Würfelzahlen hat.
print-landmark = GROSSPROJEKT
# Unter den Würfelzahlen einer Karte: die Art ihrer Farbe, und bei wessen Würfen sie wirkt (when-any...).
print-band = { $colour }: { $when }
print-landmark-wins = wer es baut, gewinnt die Partie
print-landmark-not-counted = zählt nicht zum Sieg
print-landmark-everyone = gilt nach dem Bau für alle Spieler
print-landmark-once = wirkt einmal, beim Bau
print-landmark-counts = zählt zum Sieg
print-supply = { $n } im Vorrat
print-supply-per-player = { $n } pro Spieler im Vorrat
print-title = { $edition }: Karten zum Ausdrucken
print-pages = { $pages ->
    [one] Die folgende Seite enthält
   *[other] Die folgenden { $pages } Seiten enthalten
} { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
} ({ $kinds ->
    [one] { $kinds } Art
   *[other] { $kinds } Arten
}), neun pro Seite.
print-one-each = Eine Karte jeder Art: Drucke die, von denen das Spiel mehrere braucht, entsprechend öfter aus.
# $started: yes, wenn die Spieler mit einigen davon beginnen; $shared: yes, wenn die Spieler sich die Karten eines Großprojekts teilen.
print-why = Von jeder Art so viele, wie eine Partie mit { $players } Spielern (der Höchstzahl der Edition) braucht: von einem Unternehmen die Karten im Vorrat{ $started ->
    [yes] {" "}und die, mit denen die Spieler beginnen
   *[no] {""}
}; von einem Großprojekt eines pro Spieler{ $shared ->
    [yes] {" "}oder so viele, wie sich die Spieler teilen
   *[no] {""}
}.
# $list: jede Art mit ihrer Anzahl („Bäckerei × 6, ...“).
print-establishments = Unternehmen: { $list }.
print-landmarks = Großprojekte: { $list }.
print-counted-start = { $counted } (davon { $n } zum Start)
print-market = Markt: { $market } ({ $default ->
    [yes] der Markt der Edition
   *[no] --option market={ $id }
}): { $rows }.
print-market-row = { $row }, { $kinds ->
    [one] { $kinds } Sorte liegt aus
   *[other] { $kinds } Sorten liegen aus
}
print-market-deck = ein Stapel, { $kinds ->
    [one] { $kinds } Sorte liegt aus
   *[other] { $kinds } Sorten liegen aus
}
