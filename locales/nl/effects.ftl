## De regeltekst van een kaart, gemaakt uit haar effect (docs/dsl.md). De woorden van een uitspraak
## beginnen met een kleine letter: de code maakt de eerste letter van de zin een hoofdletter.
## $amount, $cond, $what, $expr, $text komen al in woorden.
##
## Nederlands: uitspraken staan in de gebiedende wijs ("ontvang", "neem"), "je mag" als "desgewenst",
## zodat ze ook na "Wanneer …," kunnen staan; voorwaarden hebben bijzinsvolgorde (werkwoord achteraan:
## "je minstens 2 munten hebt") en volgen de uitspraak ("… als je …"). Voorwaarden over "hun" spelers
## ($whose their) zijn bepalingen met "met": "alle andere spelers met minstens 10 munten".

effect-none = Geen effect.
# Eén deel van een effect, een zin.
effect-sentence = { $text }.
effect-when-after_build = zodra je bouwfase voorbij is, { $text }
effect-when-before_build = vlak voordat je bouwt, { $text }
effect-when-after_income = zodra in je beurt de inkomsten zijn uitbetaald, { $text }
effect-when-end_of_turn = wanneer je beurt eindigt, { $text }
effect-when-when_built = wanneer je deze kaart bouwt, { $text }

effect-gain = ontvang van de bank { $amount }
# $payer: roller, each_other, chosen_other; $where: "effect-for-whom", of niets.
effect-take = neem { $payer ->
    [roller] van de actieve speler{ $where }
    [each_other] van alle andere spelers{ $where } elk
   *[chosen_other] van een andere speler naar keuze{ $where }
} { $amount }
effect-for-whom = {" "}{ $cond }
# Wat een uitspraak uitsluit ($what: een soort kaart), na de woorden die het volgt.
effect-unless = {" "}(behalve kaarten { $what })
effect-swap = ruil desgewenst een van je gebouwen tegen een gebouw van een andere speler{ $unless }
effect-if = { $then } als { $cond }
effect-if-else = { $then } als { $cond }; zo niet, { $otherwise }
effect-dice = gooi naar keuze met 1 { $n ->
    [2] of
   *[other] tot
} { $n } dobbelstenen
effect-reroll = gooi eenmaal per beurt desgewenst opnieuw
effect-extra-turn = als je dubbel gooit, neem dan na deze beurt nog een beurt
effect-bonus = ontvang voor elk van je geactiveerde kaarten { $what } { $amount } extra
effect-add = tel desgewenst { $n } op bij je worptotaal
effect-add-when = tel desgewenst { $n } op bij je worptotaal als { $cond }
# $what: de namen van de bezienswaardigheden die goedkoper worden.
effect-discount = betaal { $coins } minder voor { $what } (nooit minder dan 0)
effect-discount-landmarks = betaal { $coins } minder voor je bezienswaardigheden (nooit minder dan 0)
effect-pay = betaal { $amount } aan de bank
effect-demolish = sloop een van je gebouwde bezienswaardigheden, als je er een hebt
# $to: chosen, previous.
effect-give = geef een van je gebouwen{ $unless } aan { $to ->
    [chosen] een andere speler naar keuze
   *[previous] de vorige speler
}
effect-renovate = noem een soort gebouw{ $unless }: elk exemplaar ervan wordt gesloten wegens renovatie
effect-activate = activeer desgewenst al je exemplaren van één soort kaart { $what }
effect-invest = investeer desgewenst { $coins } in deze kaart
effect-then = { $first }; als je dat doet, { $second }
# De eenvoudige uitspraken (dsl/statements.py), elk onder haar naam.
effect-plain-close_this = sluit deze kaart wegens renovatie
effect-plain-return_this = leg deze kaart terug in de voorraad
effect-plain-pool = verzamel de munten van alle spelers en verdeel ze gelijk (de bank rondt naar boven af)
effect-plain-another_turn = neem na deze beurt nog een beurt

## Bedragen en getallen. $whose: owner (de eigenaar van de kaart: "je"), roller (de actieve speler),
## their (een speler over wie een voorwaarde gaat), all (alle spelers).

whose = { $whose ->
    [owner] je
    [roller] van de actieve speler
    [their] hun
   *[all] van alle spelers
}
own = { $whose ->
    [owner] in je bezit
    [roller] in het bezit van de actieve speler
    [their] in hun bezit
   *[all] in alle steden
}
# $coins per kaart van een soort ($what): "1 munt per kaart met het symbool brood in je bezit"
amount-per = { $coins } per kaart { $what } { own }
amount-equal = munten gelijk aan { $expr }
expr-coins = { $whose ->
    [owner] je munten
    [roller] al zijn munten
    [their] hun munten
   *[all] de munten van alle spelers
}
expr-landmarks = { $whose ->
    [owner] je aantal gebouwde bezienswaardigheden
    [roller] het aantal gebouwde bezienswaardigheden van de actieve speler
    [their] hun aantal gebouwde bezienswaardigheden
   *[all] het totale aantal gebouwde bezienswaardigheden
}
expr-count = { $whose ->
    [owner] je aantal kaarten { $what }
    [roller] het aantal kaarten { $what } van de actieve speler
    [their] hun aantal kaarten { $what }
   *[all] het aantal kaarten { $what } in alle steden
}
expr-total = het worptotaal
expr-dice = het aantal gegooide dobbelstenen
expr-received = de opbrengst van de actieve speler bij deze worp
expr-invested = het aantal munten dat in deze kaart is geïnvesteerd
expr-players = het aantal spelers { $cond }
expr-effect-roll = het totaal van { $n } dobbelstenen die je hiervoor gooit (eenmaal per beurt)
# $up: yes (naar boven afgerond), no (naar beneden)
expr-half = de helft van { $expr } (naar { $up ->
    [yes] boven
   *[no] beneden
} afgerond)
expr-divided = { $left } gedeeld door { $right } (naar { $up ->
    [yes] boven
   *[no] beneden
} afgerond)

## Voorwaarden. $op: eq, ne, lt, le, gt, ge.
## Nederlands: in bijzinsvolgorde ("als je … hebt"); $whose their als bepaling met "met".

# "je 0 munten hebt", "de actieve speler minstens 2 gebouwde bezienswaardigheden heeft",
# "met minstens 10 munten"; $what: coins, landmarks, cards (van een soort: $selector).
cond-have = { $whose ->
    [owner] je{" "}
    [roller] de actieve speler{" "}
   *[their] met{" "}
}{ $op ->
    [eq] {""}
    [ne] niet precies{" "}
    [lt] minder dan{" "}
    [le] hoogstens{" "}
    [gt] meer dan{" "}
   *[ge] minstens{" "}
}{ $n } { $what ->
    [coins] { $n ->
        [one] munt
       *[other] munten
    }
    [landmarks] { $n ->
        [one] gebouwde bezienswaardigheid
       *[other] gebouwde bezienswaardigheden
    }
   *[cards] { $n ->
        [one] kaart
       *[other] kaarten
    } { $selector }
}{ $whose ->
    [owner] {" "}hebt
    [roller] {" "}heeft
   *[their] {""}
}
cond-compare = { $left } { $op ->
    [eq] {""}
    [ne] niet{" "}
    [lt] kleiner dan{" "}
    [le] hoogstens{" "}
    [gt] groter dan{" "}
   *[ge] minstens{" "}
}{ $right } is
cond-built = { $whose ->
    [owner] je de bezienswaardigheid { $card } hebt gebouwd
    [roller] de actieve speler de bezienswaardigheid { $card } heeft gebouwd
    [their] met de bezienswaardigheid { $card } gebouwd
   *[all] elke speler de bezienswaardigheid { $card } heeft gebouwd
}
cond-doubles = er dubbel is gegooid
cond-built_nothing = er deze beurt niets is gebouwd
cond-not = het niet zo is dat { $cond }
cond-and = { $left } en { $right }
cond-or = { $left } of { $right }

## Soorten kaarten.

# Een symbool: $name zoals de editie het noemt ("Brood"), $lower hetzelfde in kleine letters.
selector-icon = met het symbool { $lower }
# Een kleur: $name zoals de editie haar noemt ("Horeca"), $id haar id ("red").
selector-colour = uit de categorie ‘{ $name }’
# De soort die eerder in hetzelfde effect gekozen is.
selector-it = van die soort
selector-or = { $left } of { $right }
