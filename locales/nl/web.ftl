## mk serve: de lobby en de tafels in een browser (engine/ui/templates, engine/ui/webview.py,
## engine/ui/static/table.js).

web-language = Taal
web-language-set = Toon
web-lobby = naar de lobby
web-lobby-title = mk: Machi Koro-tafels
web-your-tables = Je tafels
web-your-tables-note = De tafels die deze browser heeft geopend: ga terug naar een tafel met je plaatsen, of sluit haar (het spel wordt bewaard).
# Een tafel in een lijst: de spelers, de beurt, en (web-listed-over) of het spel afgelopen is.
web-listed = { $players } · beurt { $turn }
web-listed-over = { $players } · beurt { $turn } · afgelopen
web-resume = Verder
web-close = Sluiten
web-other-tables = Andere tafels hier
web-tables = Tafels hier
web-no-other-tables = geen andere
web-no-tables = nog geen
web-saved-games = Opgeslagen spellen
web-new-table = Een nieuwe tafel
web-edition = Editie
web-players = Spelers
web-seat = Plaats { $n }
web-name = naam
web-variants = Varianten
web-variants-placeholder = namen, gescheiden door komma's
web-variants-known = Varianten: { $variants }
web-options = Opties
web-options-placeholder = SLEUTEL=WAARDE, gescheiden door komma's
web-seed = Seed
web-start = Start het spel
web-strategy = { $name } (strategie)
# Hoe een van je tafels ervoor staat.
web-status-over = afgelopen
web-status-deciding = { $name } moet beslissen
web-status-playing = bezig
web-status-alone = niemand kijkt

web-turn = Beurt { $turn }
# De gegooide dobbelstenen, $dice: "3 + 4"
web-rolled = worp
web-rolled-label = worp: { $dice }
web-whose-over = Het spel is afgelopen
web-whose-yours = Jij bent aan de beurt
web-whose-yours-named = Jij bent aan de beurt ({ $name })
web-whose = { $name } is aan de beurt
web-standings-player = speler
web-standings-landmarks = bezienswaardigheden
web-standings-coins = munten
web-standings-cards = gebouwen
web-rematch = Nog een keer, met dezelfde plaatsen
web-waiting = De dobbelstenen en de bots zijn aan het spelen…
web-decides = { $name } beslist: { $question }
web-question = { $name }: { $question }
# Een groep ruilopties, naar de kaart die je geeft ($n ervan).
web-give-group = { $card } geven ({ $n })
web-not-now = Nu niet
web-undo = Terugnemen
web-undo-last = Neem de laatste beslissing van { $name } terug: { $what }
web-undo-until = tot de volgende worp, over { $seconds } s
web-story = Wat er gebeurde
web-story-earlier = Het hele spel: { $n } { $n ->
    [one] beurt
   *[other] beurten
} hiervoor
web-market = Markt
web-landmarks = Bezienswaardigheden
web-for-sale = Te koop
# Een rij van de markt ($title) of haar enige stapel, met de kaarten die nog in de stapel zitten.
web-row = { $title } · { $n } in de stapel
web-left = nog { $n }
web-closed = { $n } gesloten
web-invested = { $coins } geïnvesteerd
web-your-turn-badge = jouw beurt
web-their-turn-badge = aan de beurt
web-you = jij
web-bot = bot ({ $bot })
web-away = weg
web-away-title = geen scherm houdt deze plaats nu bezet
web-city = { $coins } · bezienswaardigheden { $built } van { $needed }
web-no-establishments = geen gebouwen
web-chat = Chat
web-hand-over-title = Een plaats aan een bot geven
web-hand-over-note = Voor een speler die weg is of wiens scherm is weggevallen (gemarkeerd als weg), of om van bot te wisselen. De link van de plaats werkt dan niet meer; het spel wordt met de wijziging opgeslagen.
web-bot-label = Bot
web-hand-over = Overdragen

## Wat het script van de pagina zegt (table.js).

web-js-not-connected = Niet verbonden: wacht even.
web-js-your-turn = Jij bent aan de beurt
web-js-say-label = Zeg iets tegen de tafel
web-js-say = Zeg
web-js-dropped = De verbinding is verbroken: opnieuw verbinden…
web-js-alerts-on = Beurtmeldingen: aan
web-js-alerts-off = Beurtmeldingen: uit
web-js-leave = Deze tafel verlaten
web-js-leave-confirm = Deze tafel verlaten? Een bot speelt voor je verder en de link van deze pagina werkt niet meer.
web-js-close = Deze tafel sluiten
web-js-close-confirm = Deze tafel voor iedereen sluiten? Het spel wordt bewaard.
web-js-invite = Nodig een vriend uit voor een plaats (de link is de sleutel van de plaats: deel hem alleen met die persoon)
web-js-seat = Plaats { $n }:{" "}
web-js-copy = Kopiëren
web-js-copied = Gekopieerd
web-js-copy-refused = Kopieer de link zelf: de browser weigerde.
web-js-copy-selected = De link is geselecteerd: kopieer hem (Ctrl+C).
web-seat-label = Plaats
# Een plaats die een mens speelt, in de lijst van plaatsen in de lobby.
web-human = mens
# Een plaats die een bot heeft overgenomen, gezegd tegen elk scherm van de tafel; $bot: de naam van de bot (bot-<naam>).
web-played-by = De plaats van { $name } wordt nu gespeeld door een bot ({ $bot })

## Wat een scherm vroeg, kan niet (room-<code>: engine/services/play/room.py, engine/ui/web.py).

room-chat-not-text = een chatregel is tekst
room-chat-empty = zeg iets
room-chat-long = een chatregel is hoogstens { $n } tekens lang
room-chat-fast = één regel per seconde: rustig aan
room-not-your-key = dat is niet de sleutel van je plaats
room-host-only-hand = alleen wie deze tafel heeft geopend, kan een plaats aan een bot geven
room-seat-range = kies een plaats van 1 tot en met { $n }
room-bot-name = kies een bot bij zijn naam
room-over = het spel is afgelopen
room-not-your-turn = jij bent niet aan de beurt om te beslissen
room-stale = de tafel is veranderd voordat je klik aankwam: kijk nog eens
room-choice-range = kies een van de { $n } getoonde { $n ->
    [one] keuze
   *[other] keuzes
}
room-refused = { $why }
room-nothing-to-undo = er is niets van jou om terug te nemen (nooit voorbij een worp of een beslissing van een andere plaats)
room-edition = kies een editie die deze server aanbiedt: { $editions }
room-save-open = { $name } wordt hier al aan een tafel gespeeld
room-no-save = zo'n opgeslagen spel is er hier niet (misschien is het afgelopen, of al geopend)
room-not-yours = hier is geen tafel van jou met die naam (misschien is ze al gesloten)
room-rematch-player = alleen een speler van deze tafel kan om nog een spel vragen
room-not-over = het spel is nog niet afgelopen
room-no-table = zo'n tafel is er hier niet (misschien is ze afgelopen, of te lang niet gebruikt)
room-seats-count = een tafel heeft 1 tot 8 plaatsen
room-seat-kind = een plaats is de naam van een bot of mens (de server bepaalt hoe lang bots nadenken)
room-seat-strategy = een plaats is de naam van een bot, die van een meegeleverde strategie of mens (geen bestand van de server)
room-names = geef elke plaats een naam (of niets)
room-strategy-edition = { $name } is een strategie voor { $editions }, niet voor { $edition }
room-full-server = deze server heeft plaats voor hoogstens { $n } { $n ->
    [one] tafel
   *[other] tafels
}: probeer het opnieuw als er een afloopt
room-closed = deze tafel is gesloten (het spel is bewaard)
room-host-only-close = alleen wie deze tafel heeft geopend, kan haar sluiten
room-message-long = een bericht is hoogstens { $n } bytes
room-message-json = een bericht is een JSON-object
room-message-type = een bericht is {"{"}type: hello, act, undo, close, chat, rematch, replace of leave, ...{"}"}
room-seats-shape = plaatsen zijn {"{"}SEAT: KEY{"}"}
room-seat-number = een plaats is een getal
room-form-large = het formulier is te groot
room-players = spelers: een getal van 1 tot en met 8
room-seats-choose = kies wie { $n ->
    [one] de plaats speelt
   *[other] elk van de { $n } plaatsen speelt
}
room-seed = de seed is een geheel getal van 0 tot en met 18446744073709551615 (64 bits)
room-option = een optie is KEY=VALUE, niet { $item }
room-too-many-yours = je hebt hier al { $n } { $n ->
    [one] onafgemaakte tafel
   *[other] onafgemaakte tafels
} open: maak er eerst een af of sluit er een (de lobby toont ze; een tafel die niemand { $minutes } minuten heeft gevolgd, telt niet mee)
room-host-closed = wie deze tafel heeft geopend, heeft haar gesloten (het spel is bewaard)
room-stale-form = dit formulier is verouderd (of niet van deze server): het wordt opnieuw getoond, verstuur het nog een keer
room-screens-full = deze tafel heeft al { $n } schermen: probeer het later opnieuw
room-messages-fast = te veel berichten: rustig aan
room-message-text = een bericht is JSON-tekst
web-market-default = die van de editie
web-market-all-piles = alle stapels open
