## Was in einer Partie geschieht, ein Ereignis ein Satz (die Geschichte von mk play, das Protokoll im Browser).
##
## Ein Spieler im Satz kommt als $voice und $name (der andere Spieler des Satzes: $voice2, $name2).
## $voice ist self (der Spieler am Zug, der an der Tastatur sitzt), subject (der Spieler am Zug, Subjekt
## des Absatzes), viewer (die Person an der Tastatur, im Zug eines anderen) oder other.
## Eine Karte kommt als ihr Name ($card, $source, $give, $take). Münzbeträge ($coins) kommen schon in Worten.
##
## Deutsch: Kartennamen stehen ohne Artikel (das Geschlecht ist unbekannt); welche Karte Münzen
## bewegt, steht in Klammern dahinter: „Ann nimmt dir 1 Münze ab (Café)“. Die Person an der Tastatur
## (viewer) wird mit „du“ angesprochen; der Spieler am Zug bleibt im Absatz ohne Subjekt: „würfelt 5“.

# Wer handelt, mit dem Leerzeichen vor dem Verb: nichts für den Spieler am Zug.
actor = { $voice ->
    [self] {""}
    [subject] {""}
    [viewer] du{" "}
   *[other] { $name }{" "}
}
# Wem etwas gehört, nachgestellt: „die Karte Weinkellerei von Bob“.
their = { $voice ->
    [self] von dir
    [subject] von { $name }
    [viewer] von dir
   *[other] von { $name }
}
their2 = { $voice2 ->
    [self] von dir
    [subject] von { $name2 }
    [viewer] von dir
   *[other] von { $name2 }
}
# Der andere Spieler im Dativ: „nimmt dir 1 Münze ab“, „gibt Ann die Karte Weizenfeld“.
them2 = { $voice2 ->
    [self] dir
    [subject] { $name2 }
    [viewer] dir
   *[other] { $name2 }
}
# Der andere Spieler im Nominativ.
they2 = { $voice2 ->
    [self] du
    [subject] { $name2 }
    [viewer] du
   *[other] { $name2 }
}

event-turn = Zug { $turn }: { $name }{ $extra ->
    [yes] {" "}(Extrazug)
   *[no] {""}
}
# $dice: "3 + 4 = 7"
event-rolled = { actor }{ $voice ->
    [viewer] würfelst
   *[other] würfelt
}{ $reroll ->
    [yes] {" "}erneut
   *[no] {""}
} { $dice }{ $doubles ->
    [yes] {" "}(Pasch)
   *[no] {""}
}
event-built-nothing = { actor }{ $voice ->
    [viewer] baust
   *[other] baut
} nichts
event-built = { actor }{ $landmark ->
    [yes] { $voice ->
        [viewer] baust
       *[other] baut
    } das Großprojekt { $card }
   *[no] { $voice ->
        [viewer] kaufst
       *[other] kauft
    } { $card }
} für { $coins }
# Eine Karte, deren Kosten unter 0 liegen, bezahlt den, der sie baut.
event-built-paid = { actor }{ $landmark ->
    [yes] { $voice ->
        [viewer] baust
       *[other] baut
    } das Großprojekt { $card }
   *[no] { $voice ->
        [viewer] kaufst
       *[other] kauft
    } { $card }
} und { $voice ->
    [viewer] erhältst
   *[other] erhält
} { $coins }
event-swap-none = { actor }{ $voice ->
    [viewer] tauschst
   *[other] tauscht
} nicht ({ $source })
event-swapped = { actor }{ $voice ->
    [viewer] tauschst
   *[other] tauscht
} mit { them2 }: { $give } gegen { $take } ({ $source })
event-extra-turn = { actor }{ $doubles ->
    [yes] { $voice ->
        [viewer] hast einen Pasch gewürfelt und bist noch einmal am Zug
       *[other] hat einen Pasch gewürfelt und ist noch einmal am Zug
    }
   *[no] { $voice ->
        [viewer] bist noch einmal am Zug
       *[other] ist noch einmal am Zug
    }
}
event-won-landmark = { actor }{ $voice ->
    [viewer] hast das Großprojekt { $card } gebaut und gewinnst!
   *[other] hat das Großprojekt { $card } gebaut und gewinnt!
}
event-won-count = { actor }{ $voice ->
    [viewer] hast
   *[other] hat
} { $n ->
    [one] { $n } Großprojekt
   *[other] { $n } Großprojekte
} gebaut und { $voice ->
    [viewer] gewinnst!
   *[other] gewinnt!
}
event-won-all = { actor }{ $voice ->
    [viewer] hast alle Großprojekte gebaut und gewinnst!
   *[other] hat alle Großprojekte gebaut und gewinnt!
}
event-demolished = { actor }{ $voice ->
    [viewer] reißt
   *[other] reißt
} das Großprojekt { $card } ab ({ $source })
event-gave = { actor }{ $voice ->
    [viewer] gibst
   *[other] gibt
} { them2 } die Karte { $card } ({ $source })
# Ein Großprojekt, das für alle gilt und das der Gebende nicht besitzen muss.
event-gave-everyone = { actor }{ $voice ->
    [viewer] gibst
   *[other] gibt
} { them2 } die Karte { $card } ({ $source }, gilt für alle)
event-closed = { $n ->
    [one] eine Karte
   *[other] { $n } Karten
} { $card } { their } { $n ->
    [one] wird
   *[other] werden
} wegen Renovierung geschlossen ({ $source })
event-returned = die Karte { $card } { their } kommt zurück in den Vorrat
event-invested = { actor }{ $voice ->
    [viewer] investierst
   *[other] investiert
} { $coins } ({ $source }, jetzt { $total } insgesamt)
event-total = { actor }{ $voice ->
    [viewer] erhöhst
   *[other] erhöht
} die Augensumme um { $added } ({ $source }): jetzt { $total }
event-effect-rolled = { actor }{ $voice ->
    [viewer] würfelst
   *[other] würfelt
} { $dice } ({ $source })

## Münzen, die sich bewegen. $how sagt, was sie zum Empfänger bringt: card (die eigene Karte des
## Empfängers, $source), rules (die Regeln der Edition), everyone (ein Großprojekt, das für alle gilt,
## $source, das der Empfänger nicht besitzen muss). Der Zahlende ist der andere Spieler des Satzes.

event-pays-bank = { actor }{ $voice ->
    [viewer] zahlst
   *[other] zahlt
} { $coins } an die Bank ({ $source })
# Der Anfang eines Satzes über Münzen, die ein Spieler bekommt, bis zu seinem Verb.
receiver = { actor }
# Was in der Klammer nach dem Satz steht.
receiver-end = { $how ->
    [rules] nach den Regeln
    [everyone] { $source }, gilt für alle
   *[card] { $source }
}
# $brief: yes im Absatz eines Zuges, wo sich die Bank von selbst versteht.
event-earns = { actor }{ $voice ->
    [viewer] erhältst
   *[other] erhält
} { $coins }{ $brief ->
    [yes] {""}
   *[no] {" "}von der Bank
} ({ receiver-end })
event-takes-nothing = { actor }{ $voice ->
    [viewer] bekommst
   *[other] bekommt
} nichts von { them2 } ({ receiver-end }; { they2 } { $voice2 ->
    [self] hast
    [viewer] hast
   *[other] hat
} keine Münzen mehr)
# $short: none (voll bezahlt), brief (im Absatz), full ($paid bezahlt, $forgiven erlassen).
event-takes = { actor }{ $voice ->
    [viewer] nimmst
   *[other] nimmt
} { them2 } { $coins } ab ({ receiver-end }{ $short ->
    [brief] ; alles, was { they2 } { $voice2 ->
        [self] hattest
        [viewer] hattest
       *[other] hatte
    }
    [full] ; { they2 } { $voice2 ->
        [self] hattest
        [viewer] hattest
       *[other] hatte
    } nur { $paid }, { $forgiven } erlassen
   *[none] {""}
})
# Eine Karte, die von mehreren Spielern gleich viel nimmt; $payers ist eine Liste von "payer" ("Ann und Cem").
event-takes-each = { actor }{ $voice ->
    [viewer] nimmst
   *[other] nimmt
} { $payers } je { $coins } ab ({ receiver-end })
# Eine Karte, die von mehreren Spielern verschieden viel nimmt; $parts ist eine Liste von "takes-part".
event-takes-several = { actor }{ $voice ->
    [viewer] nimmst
   *[other] nimmt
} { $parts } ({ receiver-end })
takes-part = { $coins } von { $payer }
payer = { them2 }{ $short ->
    [yes] {" "}(alles, was { they2 } { $voice2 ->
        [self] hattest
        [viewer] hattest
       *[other] hatte
    })
   *[no] {""}
}

# Eine Liste: $items sind alle außer dem letzten, durch Kommas getrennt.
list-and = { $items } und { $last }
# Ein Zug in einem Absatz: die erste Zeile ($head: "Zug 5: Bob"), dann was geschah, durch "; " getrennt.
paragraph = { $head }: { $rest }

## Wie eine Partie endete; $turns ist eine Zahl.

ending-won = { $name } gewinnt nach { $turns } { $turns ->
    [one] Zug
   *[other] Zügen
}!
ending-stalled = Die Bots haben { $turns } { $turns ->
    [one] Zug
   *[other] Züge
} ohne Sieger gespielt: Die Partie endet hier.
ending-turn-cap = Kein Sieger nach { $turns } { $turns ->
    [one] Zug
   *[other] Zügen
}: Das Zuglimit hat die Partie beendet.
ending-overflow = Nach { $turns } { $turns ->
    [one] Zug
   *[other] Zügen
} ist eine Zahl über 64 Bit hinausgewachsen: Die Python-Engine spielt diese Partie weiter.
