"""mk serve, through its protocol: the lobby, a table's screens, seats held by secrets, and bad
messages (engine.ui.web, engine.services.play.room). tests/test_browser.py drives the same in Chromium."""

from __future__ import annotations

import contextlib
import json
import re
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from examples import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from markupsafe import escape
from starlette.testclient import TestClient

from engine.core.setup import set_player
from engine.load.loader import builtin_editions, load_edition
from engine.services.play.room import Lobby, Room, RoomError, TableSpec
from engine.services.play.session import GameSession
from engine.ui.cli import main
from engine.ui.web import MESSAGE_BYTES, create_app

BUTTON = re.compile(r"data-seat='(\d+)' data-choice='(\d+)'")


HERE = "http://127.0.0.1:8000"
CSRF = re.compile(r"name='csrf' value='([^']+)'")


class Client(TestClient):
    """A browser on this machine: it asks for 127.0.0.1:8000, its websockets say they come from the
    server's own page, and its forms carry the token of the lobby's page (as a browser's do)."""

    def __init__(self, app: Any, client: tuple[str, int] = ("testclient", 50000)) -> None:
        super().__init__(app, base_url=HERE, client=client)
        self._csrf = ""

    def websocket_connect(self, url: str, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        kwargs["headers"] = {"origin": HERE, **kwargs.get("headers", {})}
        full = url if "://" in url else "ws://127.0.0.1:8000" + url  # the test client's own default: testserver
        return super().websocket_connect(full, *args, **kwargs)

    def post(self, url: Any, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        data = kwargs.get("data")
        if isinstance(data, dict) and "csrf" not in data:
            if not self._csrf:
                self._csrf = CSRF.findall(self.get("/").text)[0]
            kwargs["data"] = {**data, "csrf": self._csrf}
        return super().post(url, *args, **kwargs)


@contextmanager
def served(
    folder: Path | None = None, rate: float = 10_000, address: str = "testclient", undo: float = 0, **kwargs: Any
) -> Iterator[tuple[Client, Lobby]]:
    lobby = Lobby(folder, **kwargs)
    with Client(create_app(lobby, pace=0, rate=rate, undo=undo), (address, 50000)) as client:
        yield client, lobby


def keys_of(location: str) -> tuple[str, dict[str, str], str]:
    """A table's id, its seats' keys and its host key, from the address the lobby sends a browser to."""
    room = location.split("/t/")[1].split("#")[0]
    fragment = urllib.parse.parse_qs(location.split("#", 1)[1])
    keys = dict(part.split(".") for part in fragment.get("seats", [""])[0].split(",") if part)
    return room, keys, fragment["host"][0]


def new_table(client: TestClient, edition: str = "base", seats: tuple[str, ...] = ("human", "basic"), **form: Any):
    data = {"edition": edition, "players": str(len(seats)), "seat": list(seats), "name": ["Ann", "Bob"][: len(seats)]}
    response = client.post("/tables", data={**data, **form}, follow_redirects=False)
    assert response.status_code == 303, response.text
    room, keys, _ = keys_of(response.headers["location"])
    return room, keys


def next_table(ws: Any) -> dict[str, Any]:
    """The next table message (errors fail the test)."""
    message = ws.receive_json()
    assert message["type"] == "table", message
    return message


def play_out(ws: Any, keys: dict[str, str], lobby: Lobby, room_id: str, limit: int = 3000) -> int:
    """Click until the game is over: the first real choice of whichever held seat decides (a build
    when one is offered); returns the clicks."""
    clicks, seen = 0, -1
    while clicks < limit:
        message = next_table(ws)
        if "wins!" in message["html"]:
            return clicks
        buttons = BUTTON.findall(message["html"])
        if buttons and message["version"] != seen and message["version"] == lobby.rooms[room_id].version:
            seen = message["version"]
            seat = buttons[0][0]
            choice = 2 if len(buttons) > 1 else 1
            ws.send_json({"type": "act", "seat": int(seat), "token": keys[seat], "choice": choice, "version": seen})
            clicks += 1
    raise AssertionError("the game did not end")


def test_the_lobby_makes_a_table_and_gives_the_seats_keys() -> None:
    with served() as (client, lobby):
        page = client.get("/")
        assert page.status_code == 200 and "A new table" in page.text
        for name in builtin_editions():  # by name, for the id the form sends
            label = escape(load_edition(name).name)
            assert f"<option value='{name}'>{label}</option>" in page.text.replace(" selected", "")
        assert "<option value='easy'>" not in page.text and "<option value='normal'>normal</option>" in page.text
        room, keys = new_table(client)
        assert set(keys) == {"0"} and lobby.rooms[room].tokens[0] == keys["0"]  # the bot's seat has no key
        table = client.get(f"/t/{room}")
        assert table.status_code == 200 and "Machi Koro" in table.text and "data-choice" not in table.text
        assert client.get("/t/nothing-here").status_code == 404
        assert room in client.get("/").text  # listed in the lobby


def test_the_lobby_offers_each_editions_markets_by_name_and_a_table_plays_the_one_picked() -> None:
    """The picker lists every edition's markets (every pile open, and each it declares) under its name; the
    market picked is the table's, unless the options say another; one the edition lacks is refused in words."""
    with served() as (client, lobby):
        page = client.get("/").text.replace("&#x27;", "'")
        assert "<optgroup label='Machi Koro Harbor'>" in page
        assert (
            "<option value='hybrid'>Hybrid supply</option>" in page
            and "<option value='ten_kinds'>10 kinds</option>" in page
        )
        assert "<option value='three_rows'>Three rows</option>" in page  # Machi Koro 2's
        room, _ = new_table(client, "harbor", market="hybrid")
        rule = lobby.rooms[room].session.state.game.market_rule
        assert rule is not None and [row.name for row in rule.rows] == ["low", "high", "major"]
        room, _ = new_table(client, "harbor", market="hybrid", options="market=all_piles")
        assert lobby.rooms[room].session.state.game.market_rule is None  # the options say every pile
        data = {"edition": "fussball", "players": "2", "seat": ["human", "basic"], "name": ["", ""], "market": "hybrid"}
        response = client.post("/tables", data=data, follow_redirects=False)
        told = response.text.replace("&#39;", "'").replace("&#x27;", "'")
        assert response.status_code == 400 and "Machi Koro Fussball has no market 'hybrid'" in told


def test_a_hybrid_tables_market_is_shown_row_by_row_with_each_decks_count() -> None:
    with served() as (client, lobby):
        room, _ = new_table(client, "deluxe", market="hybrid")
        page = client.get(f"/t/{room}").text
        market = lobby.rooms[room].session.state.market
        assert market is not None
        for r, title in enumerate(("Establishments 1-6", "Establishments 7+", "Major establishments")):
            assert f"<h3>{title} · {len(market.deck_left(r))} in the deck</h3>" in page


@pytest.mark.parametrize(
    ("form", "message"),
    [
        ({"edition": "/etc/passwd"}, "choose an edition this server offers"),
        ({"edition": "bsae"}, "choose an edition this server offers"),
        ({"seat": ["human", "basci"]}, "did you mean"),
        ({"players": "0"}, "players: a number from 1 to 8"),
        ({"players": "9"}, "players: a number from 1 to 8"),
        ({"players": "3"}, "choose who plays each of the 3 seats"),
        ({"seed": "-1"}, "the seed is a whole number"),
        ({"variants": "no_such_variant"}, "no_such_variant"),
        ({"options": "starting_coins"}, "an option is KEY=VALUE"),
        ({"options": "no_such_option=1"}, "no_such_option"),
        ({"players": "1", "seat": ["human"]}, "is for 2 to"),
    ],
)
def test_a_table_mk_cannot_set_up_is_refused_in_words(form: dict[str, Any], message: str) -> None:
    with served() as (client, lobby):
        data = {"edition": "base", "players": "2", "seat": ["human", "basic"], "name": ["", ""], **form}
        response = client.post("/tables", data=data, follow_redirects=False)
        assert response.status_code == 400 and message in response.text.replace("&#x27;", "'")
        assert lobby.rooms == {} and "Traceback" not in response.text


def test_a_form_too_large_is_refused_unread() -> None:
    with served() as (client, lobby):
        response = client.post("/tables", content=b"edition=" + b"x" * 100_000)
        assert response.status_code == 400 and "too large" in response.text and not lobby.rooms


@pytest.mark.parametrize("edition", sorted(builtin_editions()))
def test_a_whole_game_by_clicking_against_a_bot_and_hot_seat(edition: str) -> None:
    with served() as (client, lobby):
        for seats in (("human", "basic"), ("human", "human")):
            room_id, keys = new_table(client, edition, seats)
            with client.websocket_connect(f"/ws/{room_id}") as ws:
                next_table(ws)
                ws.send_json({"type": "hello", "seats": keys})
                clicks = play_out(ws, keys, lobby, room_id)
            room = lobby.rooms[room_id]
            assert room.over and clicks > 10
            assert room.session.state.turn > 10


def test_every_screen_sees_the_same_game_and_a_spectator_gets_no_buttons() -> None:
    with served() as (client, lobby):
        room_id, keys = new_table(client)
        with (
            client.websocket_connect(f"/ws/{room_id}") as player,
            client.websocket_connect(f"/ws/{room_id}") as watcher,
        ):
            next_table(player)
            next_table(watcher)
            player.send_json({"type": "hello", "seats": keys})
            mine = next_table(player)
            assert BUTTON.search(mine["html"])
            player.send_json({"type": "act", "seat": 0, "token": keys["0"], "choice": 1, "version": mine["version"]})
            seen = next_table(watcher)
            while seen["version"] < lobby.rooms[room_id].version:
                seen = next_table(watcher)
            assert not BUTTON.search(seen["html"]) and "Ann" in seen["html"]
            assert seen["version"] == lobby.rooms[room_id].version


def test_a_reloaded_page_rejoins_its_seat() -> None:
    with served() as (client, _lobby):
        room_id, keys = new_table(client)
        for _ in range(2):  # a page, then the same page reloaded (a new connection, the same keys)
            with client.websocket_connect(f"/ws/{room_id}") as ws:
                next_table(ws)
                ws.send_json({"type": "hello", "seats": keys})
                assert BUTTON.search(next_table(ws)["html"])


def test_nobody_acts_for_another_seat() -> None:
    with served() as (client, lobby):
        room_id, keys = new_table(client, seats=("human", "human"))
        room = lobby.rooms[room_id]
        with client.websocket_connect(f"/ws/{room_id}") as ws:
            version = next_table(ws)["version"]
            assert room.session.state.current_player == 0
            attempts: list[dict[str, Any]] = [
                {"seat": 0, "token": keys["1"]},  # seat 1's key for seat 0
                {"seat": 0, "token": keys["0"][:-1] + "x"},  # a near miss
                {"seat": 0},  # no key: a spectator
                {"seat": 1, "token": keys["1"]},  # the right key, but not seat 1's turn
                {"seat": 5, "token": keys["0"]},
            ]
            for attempt in attempts:
                ws.send_json({"type": "act", "choice": 1, "version": version, **attempt})
                answer = ws.receive_json()
                assert answer["type"] == "error", attempt
            ws.send_json({"type": "hello", "seats": {"0": keys["1"]}})  # claiming a seat with another's key
            assert ws.receive_json()["type"] == "error"
            assert room.version == version and room.session.state.history[-1].kind == "roll"


BAD: list[Any] = [
    "not json",
    "[1, 2]",
    json.dumps({"type": "shout"}),
    json.dumps({"type": "act"}),
    json.dumps({"type": "act", "seat": "0", "token": None, "choice": "1", "version": "x"}),
    json.dumps({"type": "act", "seat": 0, "token": 0, "choice": 10**40, "version": 1.5}),
    json.dumps({"type": "hello", "seats": ["0"]}),
    json.dumps({"type": "hello", "seats": {"-1": "x", "00000000000000000000000001": "y"}}),
    json.dumps({"type": "undo", "seat": None}),
    "x" * (MESSAGE_BYTES + 1),
    "\udcff",
]


def test_bad_messages_are_answered_and_change_nothing() -> None:
    with served() as (client, lobby):
        room_id, keys = new_table(client)
        room = lobby.rooms[room_id]
        with client.websocket_connect(f"/ws/{room_id}") as ws:
            version = next_table(ws)["version"]
            for bad in BAD:
                ws.send_text(bad)
                answer = ws.receive_json()
                assert answer["type"] == "error" and "Traceback" not in answer["message"], bad
            ws.send_bytes(b"\x00\x01")
            assert ws.receive_json()["type"] == "error"
            assert room.version == version
            ws.send_json({"type": "hello", "seats": keys})  # the connection still works
            assert BUTTON.search(next_table(ws)["html"])


def test_a_screen_that_sends_too_fast_is_slowed_down() -> None:
    with served(rate=2) as (client, _lobby):
        room_id, _keys = new_table(client)
        with client.websocket_connect(f"/ws/{room_id}") as ws:
            next_table(ws)
            answers = []
            for _ in range(12):
                ws.send_json({"type": "hello"})
                answers.append(ws.receive_json())
            assert any(a["type"] == "error" and "slow down" in a["message"] for a in answers)


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.dictionaries(
        st.sampled_from(["type", "seat", "token", "choice", "version", "seats"]),
        st.one_of(
            st.sampled_from(["hello", "act", "undo"]),
            st.integers(-5, 10**20),
            st.text(max_size=30),
            st.none(),
            st.dictionaries(st.text(max_size=3), st.text(max_size=5), max_size=3),
            st.lists(st.integers(), max_size=3),
            st.floats(allow_nan=True),
        ),
    )
)
def test_any_message_is_answered_and_only_a_holder_changes_the_table(message: dict[str, Any]) -> None:
    import asyncio

    from engine.ui.web import Screen, Server

    lobby = Lobby(None)
    room = lobby.create(TableSpec("base", ("human", "basic"), ("Ann", "Bot"), seed=1))
    while room.step():
        pass
    sent: list[dict[str, Any]] = []

    class Socket:
        async def send_text(self, text: str) -> None:
            sent.append(json.loads(text))

    server = Server(lobby, pace=0)
    screen = Screen(Socket())  # type: ignore[arg-type]
    before = room.version
    asyncio.run(server.handle(room, screen, json.dumps(message)))
    assert sent and all(m["type"] in ("table", "error") for m in sent)
    assert room.version == before  # nobody sent the seat's key


def test_a_browser_game_is_saved_and_resumes_in_the_terminal_and_back(tmp_path: Path) -> None:
    with served(tmp_path) as (client, lobby):
        room_id, keys = new_table(client)
        room = lobby.rooms[room_id]
        with client.websocket_connect(f"/ws/{room_id}") as ws:
            next_table(ws)
            ws.send_json({"type": "hello", "seats": keys})
            for _ in range(5):  # Ann's builds, the bot's turns between; then her sixth decision is due
                message = next_table(ws)
                while not BUTTON.search(message["html"]) or message["version"] != room.version:
                    message = next_table(ws)
                ws.send_json({"type": "act", "seat": 0, "token": keys["0"], "choice": 1, "version": room.version})
            message = next_table(ws)
            while not BUTTON.search(message["html"]) or message["version"] != room.version:
                message = next_table(ws)
        save = room.session.save_path
        assert save is not None and save.parent == tmp_path
        history = list(room.session.state.history)
    # the server stopped: the game is saved as it stood, and the terminal's resume (mk play --resume FILE)
    # takes the save
    resumed = GameSession.resume(save)
    played = resumed.state.history
    assert resumed.state.turn == room.session.state.turn > 5 and played == history
    lobby2 = Lobby(tmp_path)  # and back at a table, where the game goes on
    again = lobby2.resume(save)
    assert again.session.state.history == played and again.tokens[0] is not None
    with pytest.raises(RoomError, match="already at a table"):
        lobby2.resume(save)
    with Client(create_app(lobby2, pace=0, rate=10_000, undo=0)) as client2:
        key = {"0": again.tokens[0]}
        with client2.websocket_connect(f"/ws/{again.id}") as ws:
            next_table(ws)
            ws.send_json({"type": "hello", "seats": key})
            message = next_table(ws)
            while not BUTTON.search(message["html"]):  # dice or the bot were due: they play on their own
                message = next_table(ws)
            assert len(again.session.state.history) >= len(played)


def test_a_table_opened_from_a_save_plays_on_when_a_screen_comes(tmp_path: Path) -> None:
    import time

    from engine.load.loader import new_game

    save = tmp_path / "fresh.jsonl"
    GameSession(new_game("base", 2), "base", ["Ann", "Bot"], ["human", "basic"], 5, save_path=save).save()
    lobby = Lobby(tmp_path)
    room = lobby.resume(save)  # the first roll is due: nobody has acted at this table yet
    assert room.session.state.history == []
    with (
        Client(create_app(lobby, pace=0, rate=10_000, undo=0)) as client,
        client.websocket_connect(f"/ws/{room.id}") as ws,
    ):
        next_table(ws)
        deadline = time.monotonic() + 60  # generous: the machine is shared
        while not room.session.human_to_move() and time.monotonic() < deadline:
            time.sleep(0.02)
        assert room.session.human_to_move() and room.session.state.history  # the dice were rolled


def test_the_lobby_of_a_server_on_this_machine_opens_saved_games(tmp_path: Path) -> None:
    from engine.load.loader import new_game

    save = tmp_path / "last-game.jsonl"
    GameSession(new_game("base", 2), "base", ["Ann", "Bot"], ["human", "basic"], 5, save_path=save).save()
    with served(tmp_path, offer_saves=True) as (client, lobby):
        assert "Saved games" in client.get("/").text and "last-game.jsonl" in client.get("/").text
        for name in ("../last-game.jsonl", str(save), "nothing.jsonl"):  # only a listed name opens
            assert client.post("/resume", data={"save": name}).status_code == 400
        response = client.post("/resume", data={"save": "last-game.jsonl"}, follow_redirects=False)
        assert response.status_code == 303 and "#seats=0." in response.headers["location"]
        assert [r.session.save_path for r in lobby.rooms.values()] == [save]
        assert "last-game.jsonl" not in client.get("/").text  # at a table now
    with served(tmp_path) as (client, lobby):  # a server others may reach does not offer them
        assert "Saved games" not in client.get("/").text
        assert client.post("/resume", data={"save": "last-game.jsonl"}).status_code == 400


def test_the_server_serves_others_while_a_long_save_is_read(tmp_path: Path) -> None:
    """A save is read off the event loop: while one browser's long save is read, the lobby answers others."""
    import threading

    from engine.load.loader import new_game

    save = tmp_path / "last-game.jsonl"
    GameSession(new_game("base", 2), "base", ["Ann", "Bot"], ["human", "basic"], 5, save_path=save).save()
    reading, go_on, read = threading.Event(), threading.Event(), threading.Event()
    with served(tmp_path, offer_saves=True) as (client, lobby):
        read_save = lobby.read_save

        def slow(path: Path) -> Any:
            reading.set()
            go_on.wait(timeout=10)  # a save that takes long to read, until the lobby has answered
            read.set()
            return read_save(path)

        lobby.read_save = slow  # type: ignore[method-assign]
        answers: list[int] = []
        resume = threading.Thread(
            target=lambda: answers.append(client.post("/resume", data={"save": "last-game.jsonl"}).status_code)
        )
        resume.start()
        assert reading.wait(timeout=20)
        lobby_page = client.get("/")  # would wait for the save were it read in the event loop
        meanwhile = not read.is_set()
        go_on.set()
        resume.join(timeout=30)
        assert lobby_page.status_code == 200 and meanwhile and answers == [200]


def test_tables_are_bounded_and_idle_ones_close() -> None:
    lobby = Lobby(None, tables=1, idle=60)
    spec = TableSpec("base", ("basic", "basic"), ("", ""))
    first = lobby.create(spec)
    with pytest.raises(RoomError, match="1 tables at most"):
        lobby.create(spec)
    assert lobby.sweep(now=first.touched + 30) == [] and lobby.sweep(now=first.touched + 61) == [first.id]
    assert isinstance(lobby.create(spec), Room)


def test_a_bots_only_table_that_cannot_end_says_so() -> None:
    from engine.ui import webview

    room = Lobby(None).create(TableSpec("base", ("random", "random"), ("", "")))
    room.session.max_turns = 3
    while room.step():
        pass
    assert room.session.stalled and "without a winner" in webview.table(room, frozenset())


def test_many_swaps_are_grouped_by_the_card_given_and_none_is_lost() -> None:
    from engine.core.state import Action
    from engine.ui import webview

    room = Lobby(None).create(TableSpec("base", ("human", "human"), ("Ann", "Bob")))
    state = room.session.state
    set_player(state, 0, establishments={"business_center": 1, "wheat_field": 1, "ranch": 1, "forest": 1})
    set_player(state, 1, establishments={"mine": 1, "cafe": 2, "bakery": 1, "wheat_field": 1})
    state.apply(Action("roll", (6,)))
    menu = room.menu()
    assert menu is not None and menu.kind == "swap" and len(menu.choices) > webview.GROUPED
    html = webview.table(room, frozenset({0}))
    numbers = sorted(int(n) for n in re.findall(r"<button class='choice' data-seat='0' data-choice='(\d+)'", html))
    assert numbers == list(range(1, len(menu.choices) + 1))
    assert html.count("<details><summary>Give ") == 3  # wheat field, ranch, forest (the Business Center stays)


def test_a_bug_while_the_bots_play_stops_the_table_not_the_server(monkeypatch: pytest.MonkeyPatch) -> None:
    with served() as (client, lobby):
        room_id, _keys = new_table(client, seats=("basic", "human"))  # the bot plays first
        room = lobby.rooms[room_id]

        def broken() -> bool:
            raise RuntimeError("a bug")

        monkeypatch.setattr(room, "step", broken)
        with client.websocket_connect(f"/ws/{room_id}") as ws:
            message = ws.receive_json()  # the screen's first table, and the runner meets the bug (either first:
            for _ in range(6):  # the table is drawn in a thread), or a move it made before the bug was planted
                if message["type"] != "table":
                    break
                message = ws.receive_json()
            assert message["type"] == "error" and "internal error" in message["message"]
            assert "RuntimeError" not in message["message"]
        assert client.get("/").status_code == 200  # the server goes on
        new_table(client)


def test_a_closed_table_says_so() -> None:
    with served() as (client, lobby):
        room_id, keys = new_table(client)
        with client.websocket_connect(f"/ws/{room_id}") as ws:
            next_table(ws)
            lobby.close(room_id)
            ws.send_json({"type": "hello", "seats": keys})
            assert "closed" in ws.receive_json()["message"]
        with client.websocket_connect(f"/ws/{room_id}") as ws:
            assert "no such table" in ws.receive_json()["message"]


def test_mk_serve_listens_on_this_machine_and_warns_before_listening_further(monkeypatch: pytest.MonkeyPatch) -> None:
    import uvicorn

    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: calls.append({"app": app, **kw}))
    runner = CliRunner()
    done = runner.invoke(main, ["serve", "--port", "8123"])
    assert done.exit_code == 0, done.output
    assert "open http://127.0.0.1:8123/" in done.output and "warning" not in done.output
    assert calls[-1]["host"] == "127.0.0.1"
    done = runner.invoke(main, ["serve", "--host", "0.0.0.0", "--allow-host", "games.example"])
    assert "warning: listening on 0.0.0.0: anyone who can reach this port" in done.output
    from engine.ui.websecurity import machine_addresses

    guests = machine_addresses()
    if guests:  # the addresses a guest types, when the system can tell them
        assert f"guests on your network open http://{guests[0]}:8000/" in done.output
    assert "open http://127.0.0.1:8000/" in done.output  # this machine's own
    for name, status in (("games.example", 200), ("other.example", 421), ("127.0.0.1:8000", 200)):
        assert TestClient(calls[-1]["app"], base_url=f"http://{name}").get("/").status_code == status, name
    for wrong in ("games.example:80", "a b", ""):
        refused = runner.invoke(main, ["serve", "--allow-host", wrong])
        assert refused.exit_code == 2 and "--allow-host" in refused.output, wrong
    done = runner.invoke(main, ["serve", "no-such-file.yaml"])
    assert done.exit_code == 2 and "no-such-file" in done.output
    assert calls[-1]["ws_max_size"] <= 4 * MESSAGE_BYTES


def test_mk_serve_opens_a_saved_game_at_a_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import uvicorn

    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: None)
    save = tmp_path / "game.jsonl"
    runner = CliRunner()
    played = runner.invoke(main, ["play", "--players", "2", "--humans", "0", "--bots", "basic", "--save", str(save)])
    assert played.exit_code == 0, played.output
    done = runner.invoke(main, ["serve", "--resume", str(save)])
    assert done.exit_code == 0, done.output
    assert "Machi Koro, resumed: http://127.0.0.1:8000/t/" in done.output
    assert "#seats=" not in done.output and "#host=" in done.output  # bots only: a table to watch (or close)


def test_a_burst_of_screens_on_one_table_costs_one_drawing_per_change() -> None:
    """32 screens saying hello 20 times each (a burst that once stalled another table for 2.4 s, each
    hello drawing the table anew): each version of the table is drawn once per set of seats shown, and
    another table goes on answering."""
    with served() as (client, lobby), contextlib.ExitStack() as stack:
        server = client.app.app.state.server  # type: ignore[attr-defined]
        room_id, keys = new_table(client, seats=("human", "human"))
        other_id, other_keys = new_table(client)
        screens = [stack.enter_context(client.websocket_connect(f"/ws/{room_id}")) for _ in range(32)]
        for ws in screens:
            next_table(ws)
        for i in (0, 1):  # both seats held: nobody is away (which is a change the screens are shown)
            screens[i].send_json({"type": "hello", "seats": {str(i): keys[str(i)]}})
            for ws in screens:
                next_table(ws)
        before = server.drawings
        for _ in range(20):
            for i, ws in enumerate(screens):
                ws.send_json({"type": "hello", "seats": {str(i % 2): keys[str(i % 2)]}})
        for ws in screens:
            for _ in range(20):
                assert next_table(ws)["version"] == lobby.rooms[room_id].version
        assert server.drawings - before <= 2  # the two seats' views of one version
        with client.websocket_connect(f"/ws/{other_id}") as ws:
            ws.send_json({"type": "hello", "seats": other_keys})
            assert next_table(ws) and next_table(ws)


def test_a_refused_form_keeps_what_was_typed_and_any_64_bit_seed_plays() -> None:
    with served() as (client, lobby):
        form = {"edition": "harbor", "players": "3", "seat": ["normal", "human", "hard"], "name": ["", "Zoë", "Bo"]}
        refused = client.post("/tables", data={**form, "options": "no_such=1", "seed": "77"})
        assert refused.status_code == 400 and "no_such" in refused.text
        page = refused.text
        assert "<option value='harbor' selected>" in page and "value='3'" in page and "value='Zoë'" in page
        assert "value='no_such=1'" in page and "value='77'" in page
        selected = re.findall(r"<option value='\w+' selected>(\w+)</option>", page)
        assert selected[:3] == ["normal", "human", "hard"]
        big = client.post("/tables", data={**form, "seed": str(2**64 - 1)}, follow_redirects=False)
        assert big.status_code == 303 and [r.session.seed for r in lobby.rooms.values()] == [2**64 - 1]
        too_big = client.post("/tables", data={**form, "seed": str(2**64)})
        assert too_big.status_code == 400 and "64 bits" in too_big.text


def test_seat_links_keep_working_when_a_saved_table_is_opened_again(tmp_path: Path) -> None:
    """The keys of a saved game's seats are made from the save folder's secret and the save's name: a
    server started again (a restart) that opens the save gives its seats, and its host, the same keys,
    so the links the players were sent still work; another save, or a game not saved, gets others."""
    first = Lobby(tmp_path)
    room = first.create(TableSpec("base", ("human", "basic", "human"), ("Ann", "", "Cy")))
    tokens, host, save = list(room.tokens), room.host_key, room.session.save_path
    assert save is not None and tokens[0] and tokens[2] and tokens[1] is None
    first.close_all()
    again = Lobby(tmp_path).resume(save)
    assert again.tokens == tokens and again.host_key == host
    other = Lobby(tmp_path).create(TableSpec("base", ("human", "basic"), ("Ann", "")))
    assert other.tokens[0] not in tokens
    assert Lobby(None).create(TableSpec("base", ("human", "basic"), ("", ""))).tokens[0] not in tokens
    assert oct((tmp_path / "serve.key").stat().st_mode & 0o777) == "0o600"


def test_mk_play_on_a_save_a_table_holds_says_so(tmp_path: Path) -> None:
    lobby = Lobby(tmp_path)
    room = lobby.create(TableSpec("base", ("human", "basic"), ("Ann", "")))
    save = room.session.save_path
    assert save is not None
    room.session.save()
    done = CliRunner().invoke(main, ["play", "--resume", str(save)])
    assert done.exit_code == 2 and "is in use by mk serve (process" in done.output
    assert "close that table, or stop mk serve" in done.output
    lobby.close_all()


def test_a_table_with_an_expert_starts_the_compile_of_its_futures(monkeypatch: pytest.MonkeyPatch) -> None:
    """engine.ui.common.warm_expert (tests/test_expert.py) is asked for every table opened, with its bots,
    and the table's experts follow the cache."""
    from engine.services.players.expert import Expert
    from engine.ui import web

    asked: list[list[str]] = []

    def warm(game: object, bots: list[str], head: object, folder: object, engine: str = "auto") -> bool:
        asked.append(bots)
        return False

    monkeypatch.setattr(web, "warm_expert", warm)
    with served() as (client, lobby):
        room, _keys = new_table(client, seats=("human", "expert"))
        new_table(client, seats=("human", "basic"))
        expert = lobby.rooms[room].session.agents[1]
    assert asked == [["expert"], ["basic"]]
    assert isinstance(expert, Expert) and expert.follows  # it searches natively once the module lands


def test_a_person_at_their_own_machine_is_never_locked_out_and_the_lobby_lists_their_tables() -> None:
    """Every tab of this machine is one client: the bound on a client's unfinished tables does not apply
    to this machine (its person owns the server), and the lobby lists the tables this browser opened,
    each with a link back holding its seats (Resume) and a way to close it (Close: its game is saved)."""
    with served(address="127.0.0.1", per_client=2) as (client, lobby):
        opened = [new_table(client)[0] for _ in range(4)]  # more than a client of another machine may open
        page = client.get("/").text
        yours = page[page.index("Your tables") : page.index("Other tables here")]
        for room_id in opened:
            room = lobby.rooms[room_id]
            assert f"href='/t/{room_id}#seats=0.{room.tokens[0]}&amp;host={room.host_key}'>Resume</a>" in yours
            assert f"name='table' value='{room_id}'" in yours
        closed = client.post("/close", data={"table": opened[0]}, follow_redirects=False)
        assert closed.status_code == 303 and opened[0] not in lobby.rooms
        assert opened[0] not in client.get("/").text
        with Client(client.app, ("127.0.0.1", 50001)) as other:  # another browser of this machine: not its tables
            page = other.get("/").text
            assert "Your tables" not in page and "#seats=" not in page
            refused = other.post("/close", data={"table": opened[1]}, follow_redirects=False)
            assert refused.status_code == 400 and "no table of yours" in refused.text and opened[1] in lobby.rooms


def test_an_abandoned_table_stops_counting_against_its_client_and_gives_its_place_up(tmp_path: Path) -> None:
    """A client of another machine may hold :data:`PER_CLIENT` unfinished tables; one that no screen has
    followed and nobody has acted at for a while no longer counts, and when the server is full it gives
    its place up to a new table (its game saved, to be opened again)."""
    lobby = Lobby(tmp_path, tables=2, per_client=1, abandon=60, offer_saves=True)
    spec = TableSpec("base", ("human", "basic"), ("Ann", "Bob"))
    first = lobby.create(spec, "10.0.0.2")
    with pytest.raises(RoomError, match="you have 1 unfinished tables open here already"):
        lobby.create(spec, "10.0.0.2")
    first.watch(1)  # a screen follows it: however long ago anything happened, it is not abandoned
    first.touched -= 61
    with pytest.raises(RoomError, match="you have 1 unfinished tables"):
        lobby.create(spec, "10.0.0.2")
    first.watch(0)
    first.unwatched -= 61
    second = lobby.create(spec, "10.0.0.2")  # the first no longer counts
    assert first.id in lobby.rooms
    third = lobby.create(spec, "10.0.0.3")  # the server is full: the abandoned table gives its place up
    assert first.id not in lobby.rooms and {second.id, third.id} <= set(lobby.rooms)
    assert first.session.save_path in [s.path for s in lobby.saves()]  # saved, offered again


def test_the_roll_after_a_build_that_ends_your_turn_waits_so_undo_can_take_it_back() -> None:
    """The build that ends a player's turn can be taken back until the next roll: the table with the Undo
    button (and the seconds left) comes first, the roll only after the moment; a bot's roll and its build
    come one after the other, each after the pace."""
    from engine.ui.web import Server

    with served(undo=30) as (client, lobby):
        room_id, keys = new_table(client)
        room = lobby.rooms[room_id]
        with client.websocket_connect(f"/ws/{room_id}") as ws:
            next_table(ws)
            ws.send_json({"type": "hello", "seats": keys})
            table = next_table(ws)
            while table["version"] != room.version or not BUTTON.search(table["html"]):
                table = next_table(ws)
            ws.send_json({"type": "act", "seat": 0, "token": keys["0"], "choice": 1, "version": table["version"]})
            built = next_table(ws)  # Ann built nothing: her turn is over, the next roll waits
            assert "Undo Ann's last decision: build nothing" in unescape(built["html"])
            assert "data-seconds='30'" in built["html"] and "until the next roll, in 30 s" in built["html"]
            ws.send_json({"type": "undo", "seat": 0, "token": keys["0"]})
            again = next_table(ws)
            assert BUTTON.search(again["html"]) and room.session.human_to_move()  # hers to decide again
    pacing = Server(Lobby(None), pace=0.6, undo=3)
    bots = Lobby(None).create(TableSpec("base", ("human", "basic"), ("Ann", "Bob"), seed=1))
    assert pacing.pause(bots) == 0.6  # the first roll, at the pace
    while not bots.session.human_to_move():
        bots.step()
    assert pacing.pause(bots) == 0  # Ann decides: nothing to wait for
    bots.act(0, bots.tokens[0], 1, bots.version)
    assert pacing.pause(bots) == 3  # her build ended the turn: the moment to take it back
    bots.step()  # Bob's roll
    assert bots.session.bot_to_move() and pacing.pause(bots) == 0.6  # his build comes a pace after his roll


def test_a_full_table_refuses_a_screen_before_upgrading_its_websocket() -> None:
    """The 32-screen bound is applied before the upgrade: the 33rd screen gets an HTTP 503 that says
    why, not a websocket (a client opening 200 of them holds none past the bound)."""
    from contextlib import ExitStack

    from starlette.testclient import WebSocketDenialResponse

    from engine.ui.web import SCREENS

    with served() as (client, _lobby), ExitStack() as open_:
        room_id, _keys = new_table(client)
        for _ in range(SCREENS):
            next_table(open_.enter_context(client.websocket_connect(f"/ws/{room_id}")))
        with pytest.raises(WebSocketDenialResponse) as refused:
            client.websocket_connect(f"/ws/{room_id}").__enter__()
        assert refused.value.status_code == 503 and "32 screens already" in refused.value.text
