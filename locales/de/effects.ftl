## Der Regeltext einer Karte, aus ihrem Effekt gebaut (docs/dsl.md). Eine Aussage beginnt klein, wo die
## Sprache es kennt: den ersten Buchstaben des Satzes macht der Code groß.
## $amount, $cond, $what, $expr, $text kommen schon in Worten.
##
## Deutsch: Aussagen stehen im Imperativ („erhalte“, „nimm dir“), „du darfst“ als „auf Wunsch“, damit
## sie auch nach „Wenn …,“ stehen können; Bedingungen stehen in Nebensatz-Wortstellung (Verb am Ende:
## „du mindestens 2 Münzen hast“) und folgen der Aussage („…, falls du …“).
## Bedingungen über „ihre“ Spieler ($whose their) sind Beifügungen mit „mit“: „allen Mitspielern mit
## mindestens 10 Münzen“, „die Anzahl der Spieler mit 0 gebauten Großprojekten“.

effect-none = Keine Fähigkeit.
# Ein Satz eines Effekts.
effect-sentence = { $text }.
effect-when-after_build = wenn deine Bauphase vorbei ist, { $text }
effect-when-before_build = kurz bevor du baust, { $text }
effect-when-after_income = wenn in deinem Zug die Einnahmen verteilt sind, { $text }
effect-when-end_of_turn = wenn dein Zug endet, { $text }
effect-when-when_built = wenn du diese Karte baust, { $text }

effect-gain = erhalte von der Bank { $amount }
# $payer: roller, each_other, chosen_other; $where: "effect-for-whom", oder nichts.
effect-take = nimm dir { $payer ->
    [roller] vom aktiven Spieler{ $where }
    [each_other] von allen Mitspielern{ $where } jeweils
   *[chosen_other] von einem Mitspieler deiner Wahl{ $where }
} { $amount }
effect-for-whom = {" "}{ $cond }
# Was eine Aussage ausnimmt ($what: eine Kartenart), nach den Worten, denen es folgt.
effect-unless = {" "}(außer Karten { $what })
effect-swap = tausche auf Wunsch eines deiner Unternehmen gegen ein Unternehmen eines Mitspielers{ $unless }
effect-if = { $then }, falls { $cond }
effect-if-else = { $then }, falls { $cond }; andernfalls { $otherwise }
effect-dice = würfle wahlweise mit 1 { $n ->
    [2] oder
   *[other] bis
} { $n } Würfeln
effect-reroll = würfle auf Wunsch einmal pro Zug erneut
effect-extra-turn = wenn du einen Pasch würfelst, mache nach diesem Zug einen weiteren
effect-bonus = erhalte für jede deiner aktivierten Karten { $what } { $amount } mehr
effect-add = addiere auf Wunsch { $n } zu deiner Augensumme
effect-add-when = addiere auf Wunsch { $n } zu deiner Augensumme, wenn { $cond }
# $what: die Namen der Großprojekte, die billiger werden.
effect-discount = zahle für { $what } { $coins } weniger (nie unter 0)
effect-discount-landmarks = zahle für deine Großprojekte { $coins } weniger (nie unter 0)
effect-pay = zahle { $amount } an die Bank
effect-demolish = reiße eines deiner gebauten Großprojekte ab, falls du eines hast
# $to: chosen, previous.
effect-give = gib eines deiner Unternehmen{ $unless } an { $to ->
    [chosen] einen Mitspieler deiner Wahl
   *[previous] den Spieler vor dir
}
effect-renovate = nenne eine Unternehmensart{ $unless }: alle Karten dieser Art werden wegen Renovierung geschlossen
effect-activate = aktiviere auf Wunsch alle Karten einer deiner Kartenarten { $what }
effect-invest = investiere auf Wunsch { $coins } in diese Karte
effect-then = { $first }; wenn du das tust, { $second }
# Die einfachen Aussagen (dsl/statements.py), jede unter ihrem Namen.
effect-plain-close_this = schließe diese Karte wegen Renovierung
effect-plain-return_this = lege diese Karte zurück in den Vorrat
effect-plain-pool = sammle die Münzen aller Spieler ein und verteile sie gleichmäßig (die Bank rundet auf)
effect-plain-another_turn = mache nach diesem Zug einen weiteren

## Beträge und Zahlen. $whose: owner (der Besitzer der Karte: „du“), roller (der aktive Spieler),
## their (ein Spieler, um den es in einer Bedingung geht), all (alle Spieler).

whose = { $whose ->
    [owner] deine
    [roller] des aktiven Spielers
    [their] ihre
   *[all] aller Spieler
}
own = { $whose ->
    [owner] in deinem Besitz
    [roller] im Besitz des aktiven Spielers
    [their] in ihrem Besitz
   *[all] in allen Städten
}
# $coins pro Karte einer Art ($what): "1 Münze für jede Karte mit Brot-Symbol in deinem Besitz"
amount-per = { $coins } für jede Karte { $what } { own }
amount-equal = so viele Münzen wie { $expr }
expr-coins = { $whose ->
    [owner] deine Münzen
    [roller] alle seine Münzen
    [their] ihre Münzen
   *[all] die Münzen aller Spieler
}
expr-landmarks = { $whose ->
    [owner] die Anzahl deiner gebauten Großprojekte
    [roller] die Anzahl der gebauten Großprojekte des aktiven Spielers
    [their] die Anzahl ihrer gebauten Großprojekte
   *[all] die Anzahl aller gebauten Großprojekte
}
expr-count = { $whose ->
    [owner] die Anzahl deiner Karten { $what }
    [roller] die Anzahl der Karten { $what } des aktiven Spielers
    [their] die Anzahl ihrer Karten { $what }
   *[all] die Anzahl aller Karten { $what }
}
expr-total = die Augensumme
expr-dice = die Anzahl der geworfenen Würfel
expr-received = die Summe der Einnahmen des aktiven Spielers aus diesem Wurf
expr-invested = so viele Münzen, wie in diese Karte investiert sind
expr-players = die Anzahl der Spieler { $cond }
expr-effect-roll = die Augensumme von { $n } dafür geworfenen Würfeln (einmal pro Zug)
# $up: yes (aufgerundet), no (abgerundet)
expr-half = { $expr } zur Hälfte ({ $up ->
    [yes] aufgerundet
   *[no] abgerundet
})
expr-divided = { $left } geteilt durch { $right } ({ $up ->
    [yes] aufgerundet
   *[no] abgerundet
})

## Bedingungen. $op: eq, ne, lt, le, gt, ge.
## Deutsch: in Nebensatz-Wortstellung („falls du … hast“); $whose their als Beifügung mit „mit“.

# "du 0 Münzen hast", "der aktive Spieler mindestens 2 gebaute Großprojekte hat",
# "mit mindestens 10 Münzen"; $what: coins, landmarks, cards (einer Art: $selector).
cond-have = { $whose ->
    [owner] du{" "}
    [roller] der aktive Spieler{" "}
   *[their] mit{" "}
}{ $op ->
    [eq] {""}
    [ne] nicht genau{" "}
    [lt] weniger als{" "}
    [le] höchstens{" "}
    [gt] mehr als{" "}
   *[ge] mindestens{" "}
}{ $n } { $what ->
    [coins] { $n ->
        [one] Münze
       *[other] Münzen
    }
    [landmarks] { $whose ->
        [owner] { $n ->
            [one] gebautes Großprojekt
           *[other] gebaute Großprojekte
        }
        [roller] { $n ->
            [one] gebautes Großprojekt
           *[other] gebaute Großprojekte
        }
       *[their] { $n ->
            [one] gebautem Großprojekt
           *[other] gebauten Großprojekten
        }
    }
   *[cards] { $n ->
        [one] Karte
       *[other] Karten
    } { $selector }
}{ $whose ->
    [owner] {" "}hast
    [roller] {" "}hat
   *[their] {""}
}
cond-compare = { $left } { $op ->
    [eq] {""}
    [ne] nicht{" "}
    [lt] kleiner als{" "}
    [le] höchstens{" "}
    [gt] größer als{" "}
   *[ge] mindestens{" "}
}{ $right } ist
cond-built = { $whose ->
    [owner] du das Großprojekt { $card } gebaut hast
    [roller] der aktive Spieler das Großprojekt { $card } gebaut hat
    [their] mit gebautem Großprojekt { $card }
   *[all] jeder Spieler das Großprojekt { $card } gebaut hat
}
cond-doubles = die Würfel einen Pasch zeigen
cond-built_nothing = in diesem Zug nichts gebaut wurde
cond-not = es nicht zutrifft, dass { $cond }
cond-and = { $left } und { $right }
cond-or = { $left } oder { $right }

## Kartenarten.

# Ein Symbol: $name, wie die Edition es nennt ("Brot"), $lower dasselbe kleingeschrieben.
selector-icon = mit { $name }-Symbol
# Eine Farbe: $name, wie die Edition sie nennt ("Gastronomie"), $id ihre Kennung ("red").
selector-colour = der Kategorie „{ $name }“
# Die Art, die früher im selben Effekt gewählt wurde.
selector-it = dieser Art
selector-or = { $left } oder { $right }
