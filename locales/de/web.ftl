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
