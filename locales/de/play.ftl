## mk play: die Partie im Terminal (engine/ui/terminal.py, engine/ui/views.py).
## Die Befehle, die man an der Eingabeaufforderung tippt (help, show, city, market, table, log, save,
## undo, quit), sind in jeder Sprache dieselben; die Hilfe erklärt sie in der Sprache des Spielers.

play-help =
    Antworte mit der Nummer einer Möglichkeit oder tippe den Anfang ihres Namens.
    Befehle, die du jederzeit tippen kannst:
      help           dieser Text
      show KARTE     was eine Karte oder ein Großprojekt bewirkt
      city [SPIELER] die Stadt eines Spielers (ohne Namen: alle Spieler)
      market         die Karten in der Auslage
      table          der ganze Tisch
      log [N]        die letzten N Zeilen der Partie (Standard 20)
      save [DATEI]   die Partie speichern (sie wird auch nach jedem Zug gespeichert)
      undo           deine letzte Entscheidung zurücknehmen, solange nicht gewürfelt wurde
      quit           speichern und aufhören; später weiter mit mk play --resume DATEI
# Nach dem Namen der Edition, zu Beginn einer Partie; $seed ist eine Zahl, wie getippt.
play-title = { $edition } für { $n } Spieler, Seed { $seed } (--seed { $seed } erzeugt dieselbe Partie noch einmal)
play-saved-every-turn = Nach jedem Zug gespeichert in { $path }. Tippe jederzeit help für Hilfe.
# $ending: wie die Partie endete (ending-stalled); ein Befehl folgt in einer eigenen Zeile.
play-stalled = { $ending } (mk validate sagt, ob die Partien einer Edition hängen bleiben können). Sie ist gespeichert; zum Ansehen:
play-resume-with = Partie gespeichert. Weiter geht es mit:
play-record = Das Protokoll der Partie (mk replay --show DATEI erzählt sie noch einmal):
play-record-written = Protokoll geschrieben nach { $path }
play-resuming = Weiter mit Zug { $turn } von { $edition }.
play-over = diese Partie ist vorbei: { $name } hat gewonnen
play-undone = Zurückgenommen: { $label }.
play-nothing-to-undo = Nichts zurückzunehmen: Seit deiner letzten Entscheidung wurde gewürfelt.
play-question = { $name }: { $question }
# Vor einer Zeile mit Bauten, die jetzt nicht gehen: "jetzt nicht, zu teuer mit 3 Münzen: Bergwerk 6, Wald 3".
play-not-now = jetzt nicht,
play-not-now-reason = { $why }: { $cards }
play-not-now-counts = jetzt nicht: { $counts } (die Auslage zeigt sie)
play-not-now-count = { $n } { $why }
play-build-legend = Kosten, Wurf, wann: alle = bei jedem Wurf, du = bei deinem, andere = bei fremden; show KARTE
play-landmark = Großprojekt
play-facts-landmark = Großprojekt: { $text }
# Eine Karte in einer Zeile: ihre Augenzahlen, bei wessen Würfen sie wirkt, was sie tut.
play-facts = { $rolls } { $when }: { $text }
play-facts-icon = { $rolls } { $when }, { $icon }: { $text }
play-end-of-turn = { $name }, dein Zug ist zu Ende: Enter zum Weiterspielen oder undo, um ihn zurückzunehmen.
play-swap-give = { $head }. Welches deiner Unternehmen gibst du ab?
play-swap-to-whom = An wen gibst du { $card }?
play-swap-take = Welches Unternehmen von { $name } nimmst du im Tausch gegen { $card }?
play-swap-none = keins (nicht tauschen)
play-numbers-shown = eine der gezeigten Nummern ({ $numbers })
play-type = Tippe { $shown }, einen Namen oder help.
play-no-player = Kein Spieler namens „{ $name }“.
play-not-saved = Nicht gespeichert: { $why }
play-saved-to = Gespeichert in { $path }.
# Das Verb eines Baus allein getippt („baue“): $verb, wie getippt.
play-build-what = { $verb } was? Tippe den Namen oder die Nummer einer Karte (0: nichts bauen).
play-no-choice = Die Möglichkeit { $n } gibt es jetzt nicht: Tippe { $shown }.
play-fits = „{ $answer }“ passt zu { $fits }: Tippe mehr vom Namen oder eine Nummer.
play-not-a-choice = „{ $answer }“ ist keine der Möglichkeiten.{ $hint } Tippe { $shown } oder help.
play-did-you-mean = {" "}Meintest du „{ $name }“?
# Wörter, die ein Spieler vor die Karte eines Baus tippen darf („baue Bäckerei“), und für „nichts
# bauen“, zusätzlich zu den englischen; durch Kommas getrennt.
play-build-verbs = baue, bau, kaufe, kauf
play-nothing-words = nichts, nix, keins, keine, passe
# Eine gekürzte Liste: $items (die ersten paar, „a, b, c“), $n weitere.
list-more = { $items } und { $n } weitere
replay-enter = [Enter]

## show KARTE

show-what = was zeigen? Nenne eine Karte oder ein Großprojekt, zum Beispiel: show { $example }
show-none = Keine Karte und kein Großprojekt namens „{ $query }“.{ $hint }
# $colour: die Farbart der Karte; $rolls: ihre Augenzahlen („show-never“, wenn keine).
show-card = { $card } ({ $colour }, { $rolls } { $when }, Kosten { $cost }): { $text }
show-card-icon = { $card } ({ $colour }, { $rolls } { $when }, Kosten { $cost }, Symbol { $icon }): { $text }
show-never = nie
show-landmark = { $card } (Großprojekt, Kosten { $cost }): { $text }{ $scope }
show-cost-now = { $cost }; für { $name } jetzt { $now }
show-everyone = {" "}Es wirkt für alle Spieler, sobald es irgendjemand gebaut hat.
show-wins = {" "}Wer es baut, gewinnt die Partie.
show-only-when = {" "}Nur wenn { $cond }.

## Der Tisch (views).

# Wann eine Karte wirkt: bei jedem Wurf, beim eigenen Wurf des Besitzers, bei fremden Würfen.
when-any = bei jedem Wurf
when-own = bei deinem Wurf
when-others = bei fremden Würfen
when-short-any = alle
when-short-own = du
when-short-others = andere
view-landmarks-count = Großprojekte { $built }/{ $needed }
view-status = {"  "}{ $coins }, { $cards } Unternehmen, { $landmarks }
view-status-compact = {" "}{ $coins }, { $cards } { $cards ->
    [one] Karte
   *[other] Karten
}, { $landmarks }
view-deck = { $n } { $n ->
    [one] Karte
   *[other] Karten
} im Stapel
view-row-deck = { $n } im Stapel
view-market = Auslage
view-landmarks = Großprojekte
view-column-roll = Wurf
view-column-card = Karte
view-column-cost = Kosten
view-column-left = Übrig
view-column-on = Wann
view-column-icon = Symbol
view-on-legend = Wann: alle = bei jedem Wurf, du = bei deinem Wurf, andere = bei fremden Würfen.
view-prices-for = { $title }: Preise für { $name }
view-column-landmark = Großprojekt
view-column-price = Preis
view-column-works = Wirkt für
view-works-everyone = alle
view-works-once = einmal, beim Bau
view-works-owner = den Besitzer
view-works-wins = gewinnt die Partie
view-paid = (ausgezahlt)
view-no-establishments = keine Unternehmen
view-landmarks-of = Großprojekte { $built } von { $needed }:{" "}
view-none = keine
# Wer am Zug ist und der bisherige Wurf; $dice: "3 + 4 = 7".
view-head = Zug { $turn }: { $name }{ $extra ->
    [yes] {" "}(Extrazug)
   *[no] {""}
}{ $opening ->
    [yes] {" "}(Eröffnungsrunde: nur bauen)
   *[no] {""}
}{ $dice ->
    [none] {""}
   *[other] , letzter Wurf { $dice }
}

play-kept-aside = Deine unvollendete Partie ist als { $path } aufbewahrt. Setze sie später fort mit:
