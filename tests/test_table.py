"""What a table of mk serve shows and says: whose turn (to you: yours), the dice as faces, the market in
roll order, Undo only when it can act, the whole game's story told to you, the standings at the end and
another game with the same seats, and a chat that players write and everyone reads."""

from __future__ import annotations

import re
import time
from html import unescape
from pathlib import Path

import pytest
from test_serve import new_table, next_table, served

from engine.services.play.narrate import words
from engine.services.play.room import CHAT_CHARS, CHAT_LINES, Lobby, Room, RoomError, TableSpec
from engine.ui import webview

ROOT = Path(__file__).resolve().parent.parent
GOLD = str(ROOT / "tests" / "editions" / "gold_rush.yaml")


def _to_decision(room: Room) -> None:
    while room.step():
        pass


def _build_nothing(room: Room) -> None:
    menu = room.menu()
    assert menu is not None
    room.act(menu.player, room.tokens[menu.player], 1, room.version)


def test_whose_turn_is_said_to_the_viewer_and_the_dice_are_faces() -> None:
    room = Lobby(None).create(TableSpec("base", ("human", "basic"), ("Ann", "Bob"), seed=4))
    _to_decision(room)
    mine, theirs = str(webview.table(room, frozenset({0}))), str(webview.table(room, frozenset()))
    assert "<p class='whose'>Your turn</p>" in mine and "<span class='badge turn'>your turn</span>" in mine
    assert "<p class='whose'>Ann&#39;s turn</p>" in theirs and "<span class='badge turn'>their turn</span>" in theirs
    faces = re.findall(r"<span class='face' aria-hidden='true'>(.)</span><span class='pips'>(\d+)</span>", mine)
    assert faces and all(ord(face) - 0x2680 + 1 == int(n) for face, n in faces)


def test_the_market_is_in_roll_order_a_house_rules_card_among_the_others() -> None:
    lobby = Lobby(None, {"Gold Rush": GOLD})
    room = lobby.create(TableSpec("Gold Rush", ("human", "basic"), ("", "")))
    html = str(webview.table(room, frozenset()))
    market = html[html.index("<section class='market'>") :]
    rolls = [int(r.split("-")[0].split(",")[0]) for r in re.findall(r"<span class='roll'>([^<]+)</span>", market)]
    assert rolls == sorted(rolls) and market.index("Gold Mine") < market.index("Ranch")  # 1-6 sits with the 1s


def test_undo_is_shown_only_when_it_can_take_something_back() -> None:
    room = Lobby(None).create(TableSpec("base", ("human", "human"), ("Ann", "Cy"), seed=2))
    _to_decision(room)
    assert "class='undo'" not in str(webview.table(room, frozenset({0})))  # nothing of Ann's yet
    _build_nothing(room)  # Ann's build ends her turn; nothing has happened since
    shown = unescape(str(webview.table(room, frozenset({0}))))
    assert "Undo Ann's last decision" in shown
    assert "Undo Ann" not in str(webview.table(room, frozenset({1})))  # only to the seat's holder
    room.undo(0, room.tokens[0])
    _build_nothing(room)
    room.step()  # Cy's roll: the build can no longer be taken back
    assert "class='undo'" not in str(webview.table(room, frozenset({0})))


def test_the_whole_story_is_kept_and_told_to_you() -> None:
    room = Lobby(None).create(TableSpec("base", ("human", "basic"), ("Ann", "Bob"), seed=1))
    for _ in range(12):
        _to_decision(room)
        _build_nothing(room)
    _to_decision(room)
    html = str(webview.table(room, frozenset({0})))
    story = html[html.index("<details class='story'") : html.index("<div class='cities'>")]
    earlier = re.findall(r"<li>(Turn \d+):", story[: story.index("</details>")])
    recent = re.findall(r"<li>(Turn \d+):", story[story.index("</details>") :])
    assert len(recent) == webview.STORY_TURNS and earlier[0] == "Turn 1" and len(earlier) + len(recent) >= 24
    assert "Ann&#39;s" not in story and ("your " in story or "from you" in story)
    watcher = str(webview.table(room, frozenset()))
    assert "your " not in watcher[watcher.index("<details class='story'") : watcher.index("<div class='cities'>")]
    assert len(room.story) >= len(earlier)  # the finished turns' paragraphs are kept, not made again


def _finished(lobby: Lobby, seats: tuple[str, ...] = ("basic", "basic")) -> Room:
    """A table whose game is over (its human seats, if any, build nothing)."""
    room = lobby.create(TableSpec("base", seats, ("", "")))
    while not room.over:
        _to_decision(room)
        if not room.over:
            _build_nothing(room)
    return room


def test_the_end_shows_the_standings_winner_first() -> None:
    room = _finished(Lobby(None))
    html = str(webview.table(room, frozenset()))
    rows = re.findall(r"<tr class='(winner)?'><td>([^<]+)</td><td>(\d+)</td>", html)
    winner = room.session.names[room.session.state.winner or 0]
    assert rows[0][0] == "winner" and rows[0][1] == winner and rows[0][2] == "4" and rows[1][0] == ""
    assert "Play again, the same seats" in html


def test_another_game_keeps_the_seats_and_their_keys() -> None:
    """Asked for by one who holds the table (or a seat), once the game is over: a new table with the same
    seats and keys, every screen sent there; asked again, the same new table."""
    with served() as (client, lobby):
        room = _finished(lobby, ("human", "basic"))
        with client.websocket_connect(f"/ws/{room.id}") as ws, client.websocket_connect(f"/ws/{room.id}") as other:
            next_table(ws)
            next_table(other)
            ws.send_json({"type": "rematch", "token": room.tokens[0]})
            moved = _next(ws, "moved")
            assert _next(other, "moved") == moved
            new = lobby.rooms[moved["room"]]
            assert (
                new.host_key == room.host_key and new.tokens == room.tokens and new.session.names == room.session.names
            )
            assert new.session.seats == room.session.seats and not new.over
            ws.send_json({"type": "rematch", "token": room.host_key})
            assert _next(ws, "moved") == moved
    lobby = Lobby(None)
    finished = _finished(lobby)
    with pytest.raises(RoomError, match="only a player of this table"):
        lobby.rematch(finished, "a guess")
    playing = lobby.create(TableSpec("base", ("human", "basic"), ("", "")))
    with pytest.raises(RoomError, match="not over yet"):
        lobby.rematch(playing, playing.host_key)


def _next(ws: object, kind: str) -> dict[str, object]:
    message = ws.receive_json()  # type: ignore[attr-defined]
    while message["type"] != kind:
        assert message["type"] in ("table", "chat"), message
        message = ws.receive_json()  # type: ignore[attr-defined]
    return dict(message)


def test_players_chat_and_spectators_read() -> None:
    with served() as (client, lobby):
        room_id, keys = new_table(client)
        room = lobby.rooms[room_id]
        with client.websocket_connect(f"/ws/{room_id}") as ann, client.websocket_connect(f"/ws/{room_id}") as spectator:
            next_table(ann)
            next_table(spectator)
            ann.send_json({"type": "chat", "seat": 0, "token": keys["0"], "text": "  hello <b>x</b>\n there "})
            for screen in (ann, spectator):
                message = screen.receive_json()
                while message["type"] == "table":
                    message = screen.receive_json()
                assert message == {"type": "chat", "lines": [{"who": "Ann", "text": "hello <b>x</b> there"}]}
            spectator.send_json({"type": "chat", "seat": 0, "token": "guess", "text": "hi"})
            assert "not your seat's key" in _error(spectator)
            for text, why in ((None, "is text"), ("   ", "say something"), ("x" * (CHAT_CHARS + 1), "at most")):
                ann.send_json({"type": "chat", "seat": 0, "token": keys["0"], "text": text})
                assert why in _error(ann)
            ann.send_json({"type": "chat", "seat": 0, "token": keys["0"], "text": "again"})
            assert "slow down" in _error(ann)  # one line a second
        with client.websocket_connect(f"/ws/{room_id}") as late:  # a screen that joins gets the lines so far
            next_table(late)
            assert late.receive_json() == {"type": "chat", "lines": list(room.chat)}
    for i in range(CHAT_LINES + 5):
        room.say(0, keys["0"], f"line {i}", now=time.monotonic() + 10 + 2 * i)
    assert len(room.chat) == CHAT_LINES and room.chat[-1]["text"] == f"line {CHAT_LINES + 4}"


def _error(ws: object) -> str:
    message = ws.receive_json()  # type: ignore[attr-defined]
    while message["type"] != "error":
        message = ws.receive_json()  # type: ignore[attr-defined]
    return str(message["message"])


def test_a_tile_and_its_button_say_a_negative_price_alike() -> None:
    """Millionaire's Row's Loan Office costs -5: building it pays you 5 coins, on its tile as on its button
    (tests/test_session.py reads the button: "Loan Office (pays you 5 coins)")."""
    from engine.load.loader import load_edition

    edition = load_edition("millionaires_row")
    card = next(c for c in edition.cards if c.id == "loan_office")
    tile = webview.card_tile(card, words(edition))
    assert card.cost == -5 and tile["cost"] == "pays you 5 coins"
