## Wat er in een spel gebeurt, één gebeurtenis één zin (het verhaal van mk play, het logboek in de browser).
##
## Een speler in een zin komt als $voice en $name (de andere speler van de zin: $voice2, $name2).
## $voice is self (de speler aan de beurt, die achter het toetsenbord zit), subject (de speler aan de
## beurt, het onderwerp van de alinea), viewer (wie achter het toetsenbord zit, in de beurt van een
## ander) of other.
## Een kaart komt als haar naam ($card, $source, $give, $take). Bedragen ($coins) komen al in woorden.
##
## Nederlands: kaartnamen staan zonder lidwoord (de/het is onbekend): "koopt Bos voor 3 munten". Een
## spelersnaam krijgt geen bezits-s (die klopt niet bij elke naam: "Anna's", "Hans'", "Bot 2 (normaal)"):
## welke kaart munten beweegt, staat tussen haakjes: "Bob neemt 1 munt van jou (Café)". Wie achter het
## toetsenbord zit (viewer), wordt met "je" aangesproken; de speler aan de beurt blijft in de alinea
## zonder onderwerp: "gooit 5".

# Wie iets doet, met de spatie voor het werkwoord: niets voor de speler aan de beurt.
actor = { $voice ->
    [self] {""}
    [subject] {""}
    [viewer] je{" "}
   *[other] { $name }{" "}
}
# Bij wie iets gebeurt: "bij Bob", "bij jou".
their = { $voice ->
    [self] bij jou
    [subject] bij { $name }
    [viewer] bij jou
   *[other] bij { $name }
}
their2 = { $voice2 ->
    [self] bij jou
    [subject] bij { $name2 }
    [viewer] bij jou
   *[other] bij { $name2 }
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
event-swap-none = { actor }ruilt niet ({ $source })
event-swapped = { actor }ruilt met { them2 }: { $give } tegen { $take } ({ $source })
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
event-demolished = { actor }sloopt de bezienswaardigheid { $card } ({ $source })
event-gave = { actor }geeft { $card } aan { them2 } ({ $source })
# Een bezienswaardigheid die voor iedereen werkt; de gever hoeft haar niet te bezitten.
event-gave-everyone = { actor }geeft { $card } aan { them2 } ({ $source }, werkt voor iedereen)
event-closed = { their } { $n ->
    [one] wordt een exemplaar
   *[other] worden { $n } exemplaren
} van { $card } gesloten wegens renovatie ({ $source })
event-returned = { their } gaat { $card } terug naar de voorraad
event-invested = { actor }investeert { $coins } in { $source } (nu { $total } in totaal)
event-total = { actor }telt { $added } op bij de worp ({ $source }): het totaal is { $total }
event-effect-rolled = { actor }gooit { $dice } voor { $source }

## Munten die bewegen. $how zegt wat ze naar de ontvanger brengt: card (de eigen kaart van de
## ontvanger, $source), rules (de regels van de editie), everyone (een bezienswaardigheid die voor
## iedereen werkt, $source, die de ontvanger niet hoeft te bezitten). De betaler is de andere speler.

event-pays-bank = { actor }betaalt { $coins } aan de bank ({ $source })
# Het begin van een zin over munten die een speler krijgt, tot het werkwoord.
receiver = { actor }
# Wat na de zin tussen haakjes staat.
receiver-end = { $how ->
    [rules] volgens de regels
    [everyone] { $source }, werkt voor iedereen
   *[card] { $source }
}
# $brief: yes in de alinea van een beurt, waar de bank voor zich spreekt.
event-earns = { receiver }krijgt { $coins }{ $brief ->
    [yes] {""}
   *[no] {" "}van de bank
} ({ receiver-end })
event-takes-nothing = { receiver }krijgt niets van { them2 } ({ receiver-end }), want { $voice2 ->
    [self] je hebt
    [viewer] je hebt
   *[other] die heeft
} geen munten meer
# $short: none (volledig betaald), brief (in een alinea), full ($paid betaald, $forgiven kwijtgescholden).
event-takes = { receiver }neemt { $coins } van { them2 } ({ receiver-end }{ $short ->
    [brief] ; alles wat { they2 } had
    [full] ; { they2 } had maar { $paid }, { $forgiven } kwijtgescholden
   *[none] {""}
})
# Eén kaart die van meerdere spelers hetzelfde neemt; $payers is een lijst van "payer" ("Ann en Cem").
event-takes-each = { receiver }neemt van { $payers } elk { $coins } ({ receiver-end })
# Eén kaart die van meerdere spelers verschillende bedragen neemt; $parts is een lijst van "takes-part".
event-takes-several = { receiver }neemt { $parts } ({ receiver-end })
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
