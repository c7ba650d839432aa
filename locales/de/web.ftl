## mk serve: die Lobby und die Tische im Browser (engine/ui/templates, engine/ui/webview.py,
## engine/ui/static/table.js).

web-language = Sprache
web-language-set = Anzeigen
web-lobby = zur Lobby
web-lobby-title = mk: Machi-Koro-Tische
web-your-tables = Deine Tische
web-your-tables-note = Die Tische, die dieser Browser geöffnet hat: Kehre mit deinen Plätzen an einen zurück oder schließe ihn (seine Partie wird gespeichert).
# Ein Tisch in einer Liste: seine Spieler, der Zug und (web-listed-over) ob die Partie vorbei ist.
web-listed = { $players } · Zug { $turn }
web-listed-over = { $players } · Zug { $turn } · vorbei
web-resume = Fortsetzen
web-close = Schließen
web-other-tables = Andere Tische hier
web-tables = Tische hier
web-no-other-tables = keine anderen
web-no-tables = noch keine
web-saved-games = Gespeicherte Partien
web-new-table = Ein neuer Tisch
web-edition = Edition
web-players = Spieler
web-seat = Platz { $n }
web-name = Name
web-variants = Varianten
web-variants-placeholder = Namen, durch Kommas getrennt
web-variants-known = Varianten: { $variants }
web-options = Optionen
web-options-placeholder = SCHLÜSSEL=WERT, durch Kommas getrennt
web-seed = Seed
web-start = Partie starten
web-strategy = { $name } (Strategie)
# Wie es um einen deiner Tische steht.
web-status-over = vorbei
web-status-deciding = { $name } muss entscheiden
web-status-playing = läuft
web-status-alone = niemand schaut zu

web-turn = Zug { $turn }
# Die geworfenen Würfel, $dice: "3 + 4"
web-rolled = Wurf
web-rolled-label = Wurf: { $dice }
web-whose-over = Die Partie ist vorbei
web-whose-yours = Du bist am Zug
web-whose-yours-named = Du bist am Zug ({ $name })
web-whose = { $name } ist am Zug
web-standings-player = Spieler
web-standings-landmarks = Großprojekte
web-standings-coins = Münzen
web-standings-cards = Unternehmen
web-rematch = Noch einmal, mit denselben Plätzen
web-waiting = Die Würfel und die Bots spielen…
web-decides = { $name } entscheidet: { $question }
web-question = { $name }: { $question }
# Eine Gruppe von Tauschmöglichkeiten, nach der abgegebenen Karte ($n davon).
web-give-group = { $card } abgeben ({ $n })
web-not-now = Jetzt nicht
web-undo = Zurücknehmen
web-undo-last = Letzte Entscheidung von { $name } zurücknehmen: { $what }
web-undo-until = bis zum nächsten Wurf, noch { $seconds } s
web-story = Was geschah
web-story-earlier = Die ganze Partie: { $n } { $n ->
    [one] Zug
   *[other] Züge
} davor
web-market = Auslage
web-landmarks = Großprojekte
web-for-sale = Im Angebot
# Eine Reihe der Auslage ($title) oder ihr einziger Stapel, mit den Karten, die noch im Stapel sind.
web-row = { $title } · { $n } im Stapel
web-left = noch { $n }
web-closed = { $n } geschlossen
web-invested = { $coins } investiert
web-your-turn-badge = dein Zug
web-their-turn-badge = am Zug
web-you = du
web-bot = Bot ({ $bot })
web-away = weg
web-away-title = kein Bildschirm hält diesen Platz gerade
web-city = { $coins } · Großprojekte { $built } von { $needed }
web-no-establishments = keine Unternehmen
web-chat = Chat
web-hand-over-title = Einen Platz einem Bot übergeben
web-hand-over-note = Für einen Spieler, der gegangen ist oder dessen Bildschirm weg ist (als weg markiert), oder um den Bot zu wechseln. Der Link des Platzes funktioniert dann nicht mehr; die Partie wird mit der Änderung gespeichert.
web-bot-label = Bot
web-hand-over = Übergeben

## Was das Skript der Seite sagt (table.js).

web-js-not-connected = Nicht verbunden: Warte einen Moment.
web-js-your-turn = Du bist am Zug
web-js-say-label = Sag etwas zum Tisch
web-js-say = Sagen
web-js-dropped = Die Verbindung ist abgebrochen: Sie wird wiederhergestellt…
web-js-alerts-on = Zughinweise: an
web-js-alerts-off = Zughinweise: aus
web-js-leave = Diesen Tisch verlassen
web-js-leave-confirm = Diesen Tisch verlassen? Ein Bot spielt für dich weiter, und der Link dieser Seite funktioniert nicht mehr.
web-js-close = Diesen Tisch schließen
web-js-close-confirm = Diesen Tisch für alle schließen? Die Partie wird gespeichert.
web-js-invite = Lade jemanden auf einen Platz ein (der Link ist der Schlüssel des Platzes: Teile ihn nur mit dieser Person)
web-js-seat = Platz { $n }:{" "}
web-js-copy = Kopieren
web-js-copied = Kopiert
web-js-copy-refused = Kopiere den Link von Hand: Der Browser hat es verweigert.
web-js-copy-selected = Der Link ist markiert: Kopiere ihn (Strg+C).
web-seat-label = Platz
# Ein Platz, den ein Mensch spielt, in der Platzliste der Lobby.
web-human = Mensch
# Ein Platz, den ein Bot übernommen hat, jedem Bildschirm des Tisches gesagt; $bot: der Name des Bots (bot-<name>).
web-played-by = Den Platz von { $name } spielt jetzt ein Bot ({ $bot })

## Was ein Bildschirm verlangt hat, geht nicht (room-<code>: engine/services/play/room.py, engine/ui/web.py).

room-chat-not-text = eine Chatzeile ist Text
room-chat-empty = sag etwas
room-chat-long = eine Chatzeile hat höchstens { $n } Zeichen
room-chat-fast = eine Zeile pro Sekunde: Mach langsamer
room-not-your-key = das ist nicht der Schlüssel deines Platzes
room-host-only-hand = nur wer diesen Tisch geöffnet hat, kann einen Platz einem Bot übergeben
room-seat-range = wähle einen Platz von 1 bis { $n }
room-bot-name = wähle einen Bot mit seinem Namen
room-over = die Partie ist vorbei
room-not-your-turn = du bist nicht mit Entscheiden an der Reihe
room-stale = der Tisch hat sich geändert, bevor dein Klick ankam: Schau noch einmal hin
room-choice-range = wähle eine der { $n } angezeigten { $n ->
    [one] Möglichkeit
   *[other] Möglichkeiten
}
room-refused = { $why }
room-nothing-to-undo = es gibt nichts von dir zurückzunehmen (nie über einen Wurf oder die Entscheidung eines anderen Platzes hinaus)
room-edition = wähle eine Edition, die dieser Server anbietet: { $editions }
room-save-open = { $name } wird hier schon an einem Tisch gespielt
room-no-save = eine solche gespeicherte Partie gibt es hier nicht (vielleicht ist sie beendet oder schon offen)
room-not-yours = hier gibt es keinen Tisch von dir mit diesem Namen (vielleicht ist er schon geschlossen)
room-rematch-player = nur wer an diesem Tisch spielt, kann eine weitere Partie verlangen
room-not-over = die Partie ist noch nicht vorbei
room-no-table = einen solchen Tisch gibt es hier nicht (vielleicht ist er beendet oder war zu lange unbenutzt)
room-seats-count = ein Tisch hat 1 bis 8 Plätze
room-seat-kind = ein Platz ist der Name eines Bots oder Mensch (der Server legt fest, wie lange Bots nachdenken)
room-seat-strategy = ein Platz ist der Name eines Bots, der einer mitgelieferten Strategie oder Mensch (keine Datei des Servers)
room-names = gib jedem Platz einen Namen (oder nichts)
room-strategy-edition = { $name } ist eine Strategie für { $editions }, nicht für { $edition }
room-full-server = dieser Server hat Platz für höchstens { $n } { $n ->
    [one] Tisch
   *[other] Tische
}: Versuch es wieder, wenn einer endet
room-closed = dieser Tisch wurde geschlossen (seine Partie ist gespeichert)
room-host-only-close = nur wer diesen Tisch geöffnet hat, kann ihn schließen
room-message-long = eine Nachricht hat höchstens { $n } Bytes
room-message-json = eine Nachricht ist ein JSON-Objekt
room-message-type = eine Nachricht ist {"{"}type: hello, act, undo, close, chat, rematch, replace oder leave, ...{"}"}
room-seats-shape = Plätze sind {"{"}SEAT: KEY{"}"}
room-seat-number = ein Platz ist eine Zahl
room-form-large = das Formular ist zu groß
room-players = Spieler: eine Zahl von 1 bis 8
room-seats-choose = wähle, wer { $n ->
    [one] den Platz spielt
   *[other] jeden der { $n } Plätze spielt
}
room-seed = der Seed ist eine ganze Zahl von 0 bis 18446744073709551615 (64 Bit)
room-option = eine Option ist KEY=VALUE, nicht { $item }
room-too-many-yours = du hast hier schon { $n } { $n ->
    [one] nicht beendeten Tisch
   *[other] nicht beendete Tische
} offen: Beende oder schließe zuerst einen (die Lobby listet sie auf; ein Tisch, den seit { $minutes } Minuten niemand verfolgt hat, zählt nicht)
room-host-closed = wer diesen Tisch geöffnet hat, hat ihn geschlossen (seine Partie ist gespeichert)
room-stale-form = dieses Formular ist veraltet (oder nicht von diesem Server): Es wird noch einmal angezeigt, schick es erneut ab
room-screens-full = dieser Tisch hat schon { $n } Bildschirme: Versuch es später wieder
room-messages-fast = zu viele Nachrichten: Mach langsamer
room-message-text = eine Nachricht ist JSON-Text
web-market-default = der Markt der Edition
web-market-all-piles = alle Stapel offen
