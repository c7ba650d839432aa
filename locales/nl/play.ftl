## mk play: het spel in een terminal (engine/ui/terminal.py, engine/ui/views.py).
## De commando's die je bij de prompt typt (help, show, city, market, table, log, save, undo, quit) zijn
## in elke taal dezelfde; de help zegt het in de taal van de speler.

play-help =
    Antwoord met het nummer van een keuze, of typ het begin van de naam.
    Commando's bij elke prompt:
      help           deze tekst
      show KAART     wat een kaart of bezienswaardigheid doet
      city [SPELER]  de stad van een speler (zonder naam: alle spelers)
      market         de kaarten die te koop zijn
      table          de hele tafel
      log [N]        de laatste N regels van het spel (standaard 20)
      save [BESTAND] het spel opslaan (het wordt ook na elke beurt opgeslagen)
      undo           je laatste beslissing terugnemen, zolang er niet gegooid is
      quit           opslaan en stoppen; later verder met mk play --resume BESTAND
# Na de naam van de editie, aan het begin van een spel; $seed is een getal zoals getypt.
play-title = { $edition } voor { $n } spelers, seed { $seed } (--seed { $seed } deelt dit spel opnieuw)
play-saved-every-turn = Na elke beurt opgeslagen in { $path }. Typ help bij elke prompt.
# $ending: hoe het spel eindigde (ending-stalled); er volgt een commando op een eigen regel.
play-stalled = { $ending } (mk validate zegt of de spellen van een editie kunnen vastlopen). Het is opgeslagen; om het te bekijken:
play-resume-with = Spel opgeslagen. Ga verder met:
play-record = Het verslag van het spel (mk replay --show BESTAND vertelt het opnieuw):
play-record-written = Verslag geschreven naar { $path }
play-resuming = Verder met beurt { $turn } van { $edition }.
play-over = dat spel is afgelopen: { $name } heeft gewonnen
play-undone = Teruggenomen: { $label }.
play-nothing-to-undo = Niets terug te nemen: er is gegooid sinds je laatste beslissing.
play-question = { $name }: { $question }
# Voor een regel met bouwopties die nu niet mogen: "nu niet, te duur met 3 munten: Mijn 6, Bos 3".
play-not-now = nu niet,
play-not-now-reason = { $why }: { $cards }
play-not-now-counts = nu niet: { $counts } (de markt toont ze)
play-not-now-count = { $n } { $why }
play-build-legend = kosten, worp, bij: allen = ieders worp, jij = je eigen, ander = andermans; show KAART
play-landmark = bezienswaardigheid
play-facts-landmark = bezienswaardigheid: { $text }
# Een kaart op één regel: de getallen waarop ze werkt, bij wiens worpen, wat ze doet.
play-facts = { $rolls } bij { $when }: { $text }
play-facts-icon = { $rolls } bij { $when }, { $icon }: { $text }
play-end-of-turn = { $name }, einde van je beurt: Enter om verder te gaan, of undo om die terug te nemen.
play-swap-give = { $head }. Welk van je gebouwen geef je?
play-swap-to-whom = Aan wie geef je { $card }?
play-swap-take = Welk gebouw van { $name } neem je voor je { $card }?
play-swap-none = geen (niet ruilen)
play-numbers-shown = een van de getoonde nummers ({ $numbers })
play-type = Typ { $shown }, een naam, of help.
play-no-player = Geen speler die '{ $name }' heet.
play-not-saved = Niet opgeslagen: { $why }
play-saved-to = Opgeslagen in { $path }.
# Het werkwoord van een bouwactie alleen getypt ("bouw"): $verb zoals getypt.
play-build-what = { $verb } wat? Typ de naam of het nummer van een kaart (0: niets bouwen).
play-no-choice = Er is nu geen keuze { $n }: typ { $shown }.
play-fits = '{ $answer }' past bij { $fits }: typ meer van de naam, of een nummer.
play-not-a-choice = '{ $answer }' is geen van de keuzes.{ $hint } Typ { $shown }, of help.
play-did-you-mean = {" "}Bedoel je '{ $name }'?
# Woorden die een speler voor de kaart van een bouwactie mag typen ("bouw Bakkerij"), en om niets
# te bouwen, naast de Engelse; gescheiden door komma's.
play-build-verbs = bouw, koop, bouwen, kopen
play-nothing-words = niets, niks, geen, pas
# Een ingekorte lijst: $items (de eerste paar, "a, b, c"), nog $n.
list-more = { $items } en nog { $n }
replay-enter = [Enter]

## show KAART

show-what = wat tonen? Geef de naam van een kaart of bezienswaardigheid, bijvoorbeeld: show { $example }
show-none = Geen kaart of bezienswaardigheid die '{ $query }' heet.{ $hint }
# $colour: de kleursoort van de kaart; $rolls: de getallen waarop ze werkt ("show-never" voor geen).
show-card = { $card } ({ $colour }, { $rolls } bij { $when }, kost { $cost }): { $text }
show-card-icon = { $card } ({ $colour }, { $rolls } bij { $when }, kost { $cost }, symbool { $icon }): { $text }
show-never = nooit
show-landmark = { $card } (bezienswaardigheid, kost { $cost }): { $text }{ $scope }
show-cost-now = { $cost }; nu { $now } voor { $name }
show-everyone = {" "}Ze werkt voor elke speler zodra iemand haar heeft gebouwd.
show-wins = {" "}Wie haar bouwt, wint het spel.
show-only-when = {" "}Alleen als { $cond }.

## De tafel (views).

# Wanneer een kaart werkt: bij ieders worp, bij de eigen worp van de eigenaar, bij die van anderen.
when-any = ieders worp
when-own = je eigen worp
when-others = andermans worp
when-short-any = allen
when-short-own = jij
when-short-others = ander
view-landmarks-count = bezienswaardigheden { $built }/{ $needed }
view-status = {"  "}{ $coins }, { $cards } { $cards ->
    [one] gebouw
   *[other] gebouwen
}, { $landmarks }
view-status-compact = {" "}{ $coins }, { $cards } { $cards ->
    [one] kaart
   *[other] kaarten
}, { $landmarks }
view-deck = { $n } { $n ->
    [one] kaart
   *[other] kaarten
} in de stapel
view-row-deck = { $n } in de stapel
view-market = Markt
view-landmarks = Bezienswaardigheden
view-column-roll = Worp
view-column-card = Kaart
view-column-cost = Kosten
view-column-left = Over
view-column-on = Bij
view-column-icon = Symbool
view-on-legend = Bij: allen = ieders worp, jij = je eigen worp, ander = andermans worp.
view-prices-for = { $title }: prijzen voor { $name }
view-column-landmark = Bezienswaardigheid
view-column-price = Prijs
view-column-works = Werkt voor
view-works-everyone = iedereen
view-works-once = eenmalig, bij het bouwen
view-works-owner = de eigenaar
view-works-wins = wint het spel
view-paid = (keerde uit)
view-no-establishments = geen gebouwen
view-landmarks-of = bezienswaardigheden { $built } van { $needed }:{" "}
view-none = geen
# Wie aan de beurt is en de worp tot nu toe; $dice: "3 + 4 = 7".
view-head = Beurt { $turn }: { $name }{ $extra ->
    [yes] {" "}(extra beurt)
   *[no] {""}
}{ $opening ->
    [yes] {" "}(openingsronde: alleen bouwen)
   *[no] {""}
}{ $dice ->
    [none] {""}
   *[other] , laatste worp { $dice }
}

play-kept-aside = Je onafgemaakte spel is bewaard als { $path }. Ga later verder met:
