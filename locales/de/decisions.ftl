## Die Entscheidungen eines Spielers: die Frage, die Frage mit dem, worum es geht, jede Antwort.
## question-<kind> für jede Art von Entscheidung (engine/core/decisions.py).

question-build = Was baust du?
question-dice = Mit wie vielen Würfeln würfelst du?
question-roll = Würfle.
question-reroll = Wurf behalten oder neu würfeln?
question-add_to_roll = Zur Augensumme addieren?
question-effect_roll = Würfle für den Effekt.
question-target = Welcher Mitspieler zahlt dir?
question-swap = Unternehmen tauschen?
question-demolish = Welches deiner Großprojekte reißt du ab?
question-invest = Eine Münze investieren?
question-give = Was gibst du ab, und an wen?
question-renovate = Welche Kartenart wird wegen Renovierung geschlossen?
question-activate = Alle deine Karten einer Art aktivieren?
# Eine Entscheidung, die das Spiel nicht kennt (in keiner mitgelieferten Edition).
question-choose = Wähle:

# Die Frage, mit der Karte, die fragt ($card), und dem, worum es laut ihrer Regel geht.
ask-stake = { $card }: { $about }
ask-statement = { $card }: { $question } ({ $statement })
ask-card = { $card }: { $question }
# $amount: worum es geht, in Worten ("5 Münzen", "ihre Münzen zur Hälfte").
about-target = Wer zahlt dir { $amount }?

prompt-build = Was baust du? Du hast { $coins }.
# $dice: "3 + 4"
prompt-reroll = Du hast { $dice } gewürfelt: Wurf behalten oder neu würfeln?
prompt-add = { $card }: { $n } zu deiner Augensumme von { $total } addieren?
prompt-invest = { $card }: { $coins } investieren (die Münzen bleiben auf der Karte liegen)?
prompt-give-previous = { $card }: Welches deiner Unternehmen bekommt der Spieler vor dir?

## Die Antworten, als Menüzeilen.

label-build-nothing = nichts bauen
# $price: was es kostet ("3 Münzen"), oder "price-pays".
label-build = { $card } ({ $price })
price-pays = bringt dir { $coins }
label-dice = mit { $n ->
    [one] { $n } Würfel
   *[other] { $n } Würfeln
} würfeln
label-roll = { $dice } würfeln
label-reroll-keep = Wurf behalten
label-reroll = { $n } Würfel neu würfeln
label-add = { $n } addieren: Summe { $total }
label-add-no = Summe { $total } behalten
label-target = { $player } ({ $coins })
label-swap-none = nicht tauschen
label-swap = { $give } abgeben, { $take } von { $player } nehmen
label-demolish = { $card } abreißen
label-invest = investieren
label-invest-no = Münzen behalten
label-give = { $card } an { $player } geben
label-renovate = alle Karten { $card } schließen
label-activate-none = nicht aktivieren
label-activate = alle deine Karten { $card } aktivieren
# Eine Antwort auf eine Entscheidung, die das Spiel nicht kennt.
label-other = { $kind } { $choice }

## Warum etwas jetzt nicht gebaut werden darf (engine/core/reasons.py): refusal-<why>, wenige Worte für
## ein Menü, für jeden Grund; refused-<why>, dem Spieler gesagt, der es versucht hat, mit der Karte ($card).

refusal-already_built = schon gebaut
refusal-not_sold = nicht im Angebot
refusal-pile_empty = Stapel leer
refusal-not_showing = nicht ausliegend
refusal-copy_limit = höchstens { $limit } pro Stadt
refusal-too_dear = zu teuer mit { $coins }
refusal-unknown_card = unbekannt
refusal-none_left = keine mehr übrig
refusal-condition = Bedingung nicht erfüllt
refusal-game_over = die Partie ist vorbei
refusal-wrong_kind = nicht jetzt
refusal-malformed = fehlerhaft
refusal-bad_dice_count = nicht so viele Würfel
refusal-bad_roll = kein Wurf
refusal-bad_reroll = kein erneuter Wurf
refusal-not_a_choice = nicht erlaubt
refused-already_built = { $card } ist schon gebaut
refused-not_sold = { $card } gibt es in dieser Partie nicht zu kaufen
refused-pile_empty = { $card } ist ausverkauft
refused-not_showing = { $card } liegt gerade nicht in der Auslage
refused-copy_limit = eine Stadt darf höchstens { $limit } × { $card } haben, und deine hat { $limit }
# $cost und $coins sind Zahlen.
refused-too_dear = { $card } kostet { $cost }; du hast { $coins }
refused-unknown_card = in dieser Edition gibt es keine Karte { $card }
refused-none_left = alle Karten { $card } sind schon gebaut
# $requires: die Bedingung, in Worten.
refused-condition = { $card } kann erst gebaut werden, wenn { $requires }
