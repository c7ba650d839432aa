## mk serve: the lobby and the tables in a browser (engine/ui/templates, engine/ui/webview.py,
## engine/ui/static/table.js).

web-language = Language
web-language-set = Show
web-lobby = the lobby
web-lobby-title = mk: Machi Koro tables
web-your-tables = Your tables
web-your-tables-note = The tables this browser opened: back to one with its seats, or close it (its game is saved).
# A table in a list: its players, the turn, and (web-listed-over) whether its game is over.
web-listed = { $players } · turn { $turn }
web-listed-over = { $players } · turn { $turn } · over
web-resume = Resume
web-close = Close
web-other-tables = Other tables here
web-tables = Tables here
web-no-other-tables = none other
web-no-tables = none yet
web-saved-games = Saved games
web-new-table = A new table
web-edition = Edition
web-players = Players
web-seat = Seat { $n }
web-name = name
web-variants = Variants
web-variants-placeholder = names, comma-separated
web-variants-known = Variants: { $variants }
web-options = Options
web-options-placeholder = KEY=VALUE, comma-separated
web-seed = Seed
web-start = Start the game
web-strategy = { $name } (strategy)
# Where one of your tables stands.
web-status-over = over
web-status-deciding = { $name } to decide
web-status-playing = playing
web-status-alone = nobody is looking

web-turn = Turn { $turn }
# The dice rolled, $dice: "3 + 4"
web-rolled = rolled
web-rolled-label = rolled { $dice }
web-whose-over = The game is over
web-whose-yours = Your turn
web-whose-yours-named = Your turn ({ $name })
web-whose = { $name }'s turn
web-standings-player = player
web-standings-landmarks = landmarks
web-standings-coins = coins
web-standings-cards = establishments
web-rematch = Play again, the same seats
web-waiting = The dice and the bots are playing…
web-decides = { $name } decides: { $question }
web-question = { $name }: { $question }
# A group of swaps, by the card given ($n of them).
web-give-group = Give { $card } ({ $n })
web-not-now = Not now
web-undo = Undo
web-undo-last = Undo { $name }'s last decision: { $what }
web-undo-until = until the next roll, in { $seconds } s
web-story = What happened
web-story-earlier = The whole game: { $n } turns before these
web-market = Market
web-landmarks = Landmarks
web-for-sale = For sale
# A market's row ($title) or its one deck, with the cards left in its deck.
web-row = { $title } · { $n } in the deck
web-left = { $n } left
web-closed = { $n } closed
web-invested = { $coins } invested
web-your-turn-badge = your turn
web-their-turn-badge = their turn
web-you = you
web-bot = { $bot } bot
web-away = away
web-away-title = no screen holds this seat now
web-city = { $coins } · landmarks { $built } of { $needed }
web-no-establishments = no establishments
web-chat = Chat
web-hand-over-title = Hand a seat to a bot
web-hand-over-note = For a player who has gone or whose screen dropped (marked away), or to change a bot. The seat's link stops working; the game is saved with the change.
web-bot-label = Bot
web-hand-over = Hand it over

## Said by the page's script (table.js).

web-js-not-connected = Not connected: wait a moment.
web-js-your-turn = Your turn
web-js-say-label = Say something to the table
web-js-say = Say
web-js-dropped = The connection dropped: joining again…
web-js-alerts-on = Turn alerts: on
web-js-alerts-off = Turn alerts: off
web-js-leave = Leave this table
web-js-leave-confirm = Leave this table? A bot plays on for you and this page's link stops working.
web-js-close = Close this table
web-js-close-confirm = Close this table for everyone? Its game is saved.
web-js-invite = Invite a friend to a seat (the link is the seat's key: share it with that person only)
web-js-seat = Seat { $n }:{" "}
web-js-copy = Copy
web-js-copied = Copied
web-js-copy-refused = Copy the link by hand: the browser refused.
web-js-copy-selected = The link is selected: copy it (Ctrl+C).
web-seat-label = Seat
# A seat a person plays, in the lobby's seat list.
web-human = human
# A seat a bot took over, said to every screen of the table; $bot: the bot's name (bot-<name>).
web-played-by = { $name }'s seat is played by the { $bot } bot now

## What a screen asked cannot be done (room-<code>: engine/services/play/room.py, engine/ui/web.py).

room-chat-not-text = a chat line is text
room-chat-empty = say something
room-chat-long = a chat line is at most { $n } characters
room-chat-fast = one line a second: slow down
room-not-your-key = that is not your seat's key
room-host-only-hand = only the one who opened this table can hand a seat to a bot
room-seat-range = choose a seat from 1 to { $n }
room-bot-name = choose a bot by its name
room-over = the game is over
room-not-your-turn = it is not your turn to decide
room-stale = the table changed before your click arrived: look again
room-choice-range = choose one of the { $n } choices shown
room-refused = { $why }
room-nothing-to-undo = there is nothing of yours to take back (never past a roll or another seat's decision)
room-edition = choose an edition this server offers: { $editions }
room-save-open = { $name } is already at a table here
room-no-save = no such saved game here (it may have ended, or be open already)
room-not-yours = no table of yours by that name here (it may have closed already)
room-rematch-player = only a player of this table can ask for another game
room-not-over = the game is not over yet
room-no-table = there is no such table here (it may have ended, or been idle too long)
room-seats-count = a table has 1 to 8 seats
room-seat-kind = a seat is a bot's name or human (the server sets how long bots think)
room-seat-strategy = a seat is a bot's name, a shipped strategy's or human (not a file of the server's)
room-names = give a name (or nothing) for every seat
room-strategy-edition = { $name } is a strategy for { $editions }, not for { $edition }
room-full-server = this server holds { $n } tables at most: try again when one ends
room-closed = this table has closed (its game is saved)
room-host-only-close = only the one who opened this table can close it
room-message-long = a message is at most { $n } bytes
room-message-json = a message is a JSON object
room-message-type = a message is {"{"}type: hello, act, undo, close, chat, rematch, replace or leave, ...{"}"}
room-seats-shape = seats are {"{"}SEAT: KEY{"}"}
room-seat-number = a seat is a number
room-form-large = the form is too large
room-players = players: a number from 1 to 8
room-seats-choose = choose who plays each of the { $n } seats
room-seed = the seed is a whole number from 0 to 18446744073709551615 (64 bits)
room-option = an option is KEY=VALUE, not { $item }
room-too-many-yours = you have { $n } unfinished tables open here already: finish or close one first (the lobby lists them; a table nobody has followed for { $minutes } minutes is not counted)
room-host-closed = the one who opened this table has closed it (its game is saved)
room-stale-form = this form is out of date (or not this server's): it is shown again, send it once more
room-screens-full = this table has { $n } screens already: try again later
room-messages-fast = too many messages: slow down
room-message-text = a message is JSON text
# The lobby's market picker: the edition's own market, and every pile open (the option all_piles).
web-market-default = the edition's own
web-market-all-piles = every pile open
