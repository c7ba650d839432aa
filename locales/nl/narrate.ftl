## Wat er in een spel gebeurt, één gebeurtenis één zin (het verhaal van mk play, het logboek in de browser).
##
## Een speler in een zin komt als $voice en $name (de andere speler van de zin: $voice2, $name2).
## $voice is self (de speler aan de beurt, die achter het toetsenbord zit), subject (de speler aan de
## beurt, het onderwerp van de alinea), viewer (wie achter het toetsenbord zit, in de beurt van een
## ander) of other.
## Een kaart komt als haar naam ($card, $source, $give, $take). Bedragen ($coins) komen al in woorden.
##
## Nederlands: kaartnamen staan zonder lidwoord (de/het is onbekend): "Bobs Bakkerij", "je Café",
## "koopt Bos voor 3 munten". Wie achter het toetsenbord zit (viewer), wordt met "je" aangesproken.

# Wie iets doet, met de spatie voor het werkwoord: niets voor de speler aan de beurt.
actor = { $voice ->
    [self] {""}
    [subject] {""}
    [viewer] je{" "}
   *[other] { $name }{" "}
}
their = { $voice ->
    [self] je
    [subject] { $name }s
    [viewer] je
   *[other] { $name }s
}
their2 = { $voice2 ->
    [self] je
    [subject] { $name2 }s
    [viewer] je
   *[other] { $name2 }s
}
them2 = { $voice2 ->
    [self] jou
    [subject] { $name2 }
    [viewer] jou
   *[other] { $name2 }
}
they2 = { $voice2 ->
    [self] je
    [subject] { $name2 }
    [viewer] je
   *[other] { $name2 }
}

event-turn = Beurt { $turn }: { $name }{ $extra ->
    [yes] {" "}(extra beurt)
   *[no] {""}
}
# $dice: "3 + 4 = 7"
event-rolled = { actor }{ $reroll ->
    [yes] gooit opnieuw
   *[no] gooit
} { $dice }{ $doubles ->
    [yes] {" "}(dubbel)
   *[no] {""}
}
event-built-nothing = { actor }bouwt niets
event-built = { actor }{ $landmark ->
    [yes] bouwt de bezienswaardigheid
   *[no] koopt
} { $card } voor { $coins }
# Een kaart met een prijs onder 0 betaalt wie haar bouwt.
event-built-paid = { actor }{ $landmark ->
    [yes] bouwt de bezienswaardigheid
   *[no] koopt
} { $card } en krijgt { $coins }
event-swap-none = { their } { $source }: geen ruil
event-swapped = { their } { $source }: ruilt { $give } tegen { their2 } { $take }
event-extra-turn = { actor }{ $doubles ->
    [yes] gooide dubbel en krijgt nog een beurt
   *[no] krijgt nog een beurt
}
event-won-landmark = { actor }{ $voice ->
    [viewer] hebt
   *[other] heeft
} de bezienswaardigheid { $card } gebouwd en wint!
event-won-count = { actor }{ $voice ->
    [viewer] hebt
   *[other] heeft
} { $n } { $n ->
    [one] bezienswaardigheid
   *[other] bezienswaardigheden
} gebouwd en wint!
event-won-all = { actor }{ $voice ->
    [viewer] hebt
   *[other] heeft
} alle bezienswaardigheden gebouwd en wint!
event-demolished = { their } { $source } sloopt de bezienswaardigheid { $card }
event-gave = { their } { $source } geeft { $card } aan { them2 }
# Een bezienswaardigheid die voor iedereen werkt; de gever hoeft haar niet te bezitten.
event-gave-everyone = { actor }geeft { $card } aan { them2 } ({ $source }, werkt voor iedereen)
event-closed = { $n ->
    [one] een exemplaar
   *[other] { $n } exemplaren
} van { their } { $card } { $n ->
    [one] wordt
   *[other] worden
} gesloten wegens renovatie ({ $source })
event-returned = { their } { $card } gaat terug naar de voorraad
event-invested = { actor }investeert { $coins } in { $source } (nu { $total } in totaal)
event-total = { their } { $source } telt { $added } op: het totaal is { $total }
event-effect-rolled = { actor }gooit { $dice } voor { $source }

## Munten die bewegen. $how zegt wat ze naar de ontvanger brengt: card (de eigen kaart van de
## ontvanger, $source), rules (de regels van de editie), everyone (een bezienswaardigheid die voor
## iedereen werkt, $source, die de ontvanger niet hoeft te bezitten). De betaler is de andere speler.

event-pays-bank = { actor }betaalt { $coins } aan de bank ({ $source })
# Het begin van een zin over munten die een speler krijgt, tot het werkwoord.
receiver = { $how ->
    [card] { their } { $source }{" "}
   *[other] { actor }
}
receiver-end = { $how ->
    [rules] {" "}volgens de regels
    [everyone] {" "}({ $source }, werkt voor iedereen)
   *[card] {""}
}
# $brief: yes in de alinea van een beurt, waar de bank voor zich spreekt.
event-earns = { receiver }krijgt { $coins }{ $brief ->
    [yes] {""}
   *[no] {" "}van de bank
}{ receiver-end }
event-takes-nothing = { receiver }krijgt niets van { them2 }{ receiver-end }, want { $voice2 ->
    [self] je hebt
    [viewer] je hebt
   *[other] die heeft
} geen munten meer
# $short: none (volledig betaald), brief (in een alinea), full ($paid betaald, $forgiven kwijtgescholden).
event-takes = { receiver }neemt { $coins } van { them2 }{ receiver-end }{ $short ->
    [brief] {" "}(alles wat { they2 } had)
    [full] {" "}({ they2 } had maar { $paid }, { $forgiven } kwijtgescholden)
   *[none] {""}
}
# Eén kaart die van meerdere spelers hetzelfde neemt; $payers is een lijst van "payer" ("Ann en Cem").
event-takes-each = { receiver }neemt van { $payers } elk { $coins }{ receiver-end }
# Eén kaart die van meerdere spelers verschillende bedragen neemt; $parts is een lijst van "takes-part".
event-takes-several = { receiver }neemt { $parts }{ receiver-end }
takes-part = { $coins } van { $payer }
payer = { them2 }{ $short ->
    [yes] {" "}(alles wat { they2 } had)
   *[no] {""}
}

# Een lijst: $items is alles behalve het laatste, met komma's ertussen.
list-and = { $items } en { $last }
# Een beurt in één alinea: de eerste regel ($head: "Beurt 5: Bob"), dan wat er gebeurde, met "; " ertussen.
paragraph = { $head }: { $rest }

## Hoe een spel eindigde; $turns is een getal.

ending-won = { $name } wint na { $turns } { $turns ->
    [one] beurt
   *[other] beurten
}!
ending-stalled = De bots speelden { $turns } { $turns ->
    [one] beurt
   *[other] beurten
} zonder winnaar: het spel stopt hier.
ending-turn-cap = Geen winnaar na { $turns } { $turns ->
    [one] beurt
   *[other] beurten
}: het maximum aantal beurten heeft het spel beëindigd.
ending-overflow = Na { $turns } { $turns ->
    [one] beurt
   *[other] beurten
} werd een getal groter dan 64 bits: de Python-engine speelt dit spel verder.
