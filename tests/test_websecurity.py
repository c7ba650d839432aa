"""mk serve on a shared machine: other sites' pages cannot act on it (forms need the lobby's token and
its own origin; websockets their origin), other names are not served (DNS rebinding), every page
carries its security headers, one client cannot fill the server, and hostile messages are answered
(engine.ui.websecurity, engine.ui.web)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from examples import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from test_serve import HERE, keys_of, new_table, next_table, served

from engine.services.play.room import Lobby, RoomError, TableSpec
from engine.services.play.session import GameSession
from engine.ui.web import GONE, create_app
from engine.ui.websecurity import HEADERS, allowed_hosts, host_name, same_origin

SPEC = TableSpec("base", ("human", "basic"), ("Ann", "Bob"))
FORM = {"edition": "base", "players": "2", "seat": ["human", "basic"], "name": ["Ann", ""]}


def test_a_form_from_another_site_is_refused() -> None:
    """A page of another site can send the lobby's form (fetch with no-cors): its browser says where it
    came from, and the form lacks the lobby's token; no table is opened either way."""
    with served() as (client, lobby):
        token = re.findall(r"name='csrf' value='([^']+)'", client.get("/").text)[0]
        for headers in (
            {"origin": "http://evil.example"},
            {"origin": "null"},  # a sandboxed frame, or a page that hides where it is
            {"sec-fetch-site": "cross-site"},
            {"origin": "http://127.0.0.1:8001"},  # another port is another site
        ):
            response = client.post("/tables", data={**FORM, "csrf": token}, headers=headers)
            assert response.status_code == 403 and "another site" in response.text, headers
        response = client.post("/tables", data={**FORM, "csrf": "a guess"})
        assert response.status_code == 400 and "this form is out of date" in response.text
        response = client.post("/tables", content=b"edition=base&players=2&seat=human&seat=basic")
        assert response.status_code == 400 and not lobby.rooms
        ok = client.post("/tables", data={**FORM, "csrf": token}, headers={"origin": HERE}, follow_redirects=False)
        assert ok.status_code == 303 and len(lobby.rooms) == 1


def test_a_form_from_another_site_cannot_open_a_saved_game(tmp_path: Path) -> None:
    from engine.load.loader import new_game

    save = tmp_path / "last-game.jsonl"
    GameSession(new_game("base", 2), "base", ["Ann", "Bot"], ["human", "basic"], 5, save_path=save).save()
    with served(tmp_path, offer_saves=True) as (client, lobby):
        response = client.post("/resume", data={"save": "last-game.jsonl"}, headers={"origin": "http://evil.example"})
        assert response.status_code == 403 and not lobby.rooms
        response = client.post("/resume", data={"save": "last-game.jsonl", "csrf": ""})
        assert response.status_code == 400 and not lobby.rooms


def test_a_websocket_from_another_site_or_none_is_refused() -> None:
    with served() as (client, _lobby):
        room_id, _ = new_table(client)
        for headers in ({"origin": "http://evil.example"}, {"origin": "null"}):
            with pytest.raises(WebSocketDisconnect), client.websocket_connect(f"/ws/{room_id}", headers=headers):
                pass
        plain = TestClient(client.app)  # no Origin at all: not a page of this server
        with pytest.raises(WebSocketDisconnect), plain.websocket_connect(f"ws://127.0.0.1:8000/ws/{room_id}"):
            pass
        with client.websocket_connect(f"/ws/{room_id}") as ws:  # its own page's
            next_table(ws)


def test_another_name_for_this_machine_is_not_served() -> None:
    """DNS rebinding: a site makes its own name point at 127.0.0.1; its pages then reach the server under
    that name, which it does not answer to (unless told with --allow-host)."""
    lobby = Lobby(None)
    with TestClient(create_app(lobby, pace=0), base_url="http://rebind.example:8000") as client:
        page = client.get("/")
        assert page.status_code == 421 and "does not answer to rebind.example:8000" in page.text
        assert "--allow-host rebind.example" in page.text and "csrf" not in page.text
        with (
            pytest.raises(WebSocketDisconnect),
            client.websocket_connect("ws://rebind.example:8000/ws/x", headers={"origin": "http://rebind.example:8000"}),
        ):
            pass
    hosts = allowed_hosts("127.0.0.1", ["games.example"])
    with TestClient(create_app(lobby, pace=0, hosts=hosts), base_url="http://games.example") as client:
        assert client.get("/").status_code == 200
    for name in ("localhost", "127.0.0.1", "[::1]"):
        with TestClient(create_app(lobby, pace=0), base_url=f"http://{name}:8000") as client:
            assert client.get("/").status_code == 200, name


def test_every_response_carries_its_security_headers() -> None:
    with served() as (client, _lobby):
        room_id, _ = new_table(client)
        for path in ("/", f"/t/{room_id}", "/t/nothing-here", "/static/table.js", "/colours.css"):
            response = client.get(path)
            for key, value in HEADERS.items():
                assert response.headers[key] == value, (path, key)
        policy = HEADERS["content-security-policy"]
        assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy and "unsafe" not in policy
        page = client.get(f"/t/{room_id}").text + client.get("/").text
        tags = re.findall(r"<[^>]+>", page)  # no inline script, handler or style: the policy would block them
        assert not [t for t in tags if re.search(r"\s(on\w+|style)=", t) or re.fullmatch(r"<script>", t)]


def test_one_client_cannot_fill_the_server_and_a_finished_table_gives_its_place() -> None:
    lobby = Lobby(None, tables=3, per_client=2)
    bots = lobby.create(TableSpec("base", ("basic", "basic"), ("", "")), "10.0.0.2")
    lobby.create(SPEC, "10.0.0.2")
    with pytest.raises(RoomError, match="you have 2 unfinished tables open here already"):
        lobby.create(SPEC, "10.0.0.2")
    lobby.create(SPEC, "10.0.0.3")  # another client may
    with pytest.raises(RoomError, match="3 tables at most"):
        lobby.create(SPEC, "10.0.0.4")
    while bots.step():  # the bots' game ends
        pass
    assert bots.over
    late = lobby.create(SPEC, "10.0.0.4")  # the finished table gives its place up, at once
    assert bots.id not in lobby.rooms and late.id in lobby.rooms


def test_the_one_who_opened_a_table_closes_it_from_its_page() -> None:
    with served() as (client, lobby):
        response = client.post("/tables", data=FORM, follow_redirects=False)
        room_id, keys, host = keys_of(response.headers["location"])
        with client.websocket_connect(f"/ws/{room_id}") as ws, client.websocket_connect(f"/ws/{room_id}") as other:
            next_table(ws)
            next_table(other)
            ws.send_json({"type": "close", "token": keys["0"]})  # a seat's key is not the host's
            assert "only the one who opened this table can close it" in ws.receive_json()["message"]
            assert room_id in lobby.rooms
            ws.send_json({"type": "close", "token": host})
            for screen in (ws, other):
                message = screen.receive_json()
                while message["type"] == "table":
                    message = screen.receive_json()
                assert "has closed it (its game is saved)" in message["message"]
                closed = screen.receive()
                assert closed["type"] == "websocket.close" and closed["code"] == GONE
        assert room_id not in lobby.rooms
        with client.websocket_connect(f"/ws/{room_id}") as ws:  # the page says so, and stops joining
            assert "no such table" in ws.receive_json()["message"]
            assert ws.receive()["code"] == GONE


@pytest.mark.parametrize("text", ["[" * 1500, "[" * 1500 + "]" * 1500, '{"type":' * 900])
def test_a_deeply_nested_message_is_answered_as_malformed(text: str) -> None:
    with served() as (client, _lobby):
        room_id, keys = new_table(client)
        with client.websocket_connect(f"/ws/{room_id}") as ws:
            next_table(ws)
            ws.send_text(text)
            answer = ws.receive_json()
            assert (
                answer == {"type": "error", "message": "a message is a JSON object"} or "at most" in answer["message"]
            )
            ws.send_json({"type": "hello", "seats": keys})  # the socket is still there
            assert next_table(ws)["html"]


@settings(max_examples=examples(300), deadline=None)
@given(st.text(max_size=120))
def test_any_host_or_origin_is_read_without_a_crash(text: str) -> None:
    name = host_name(text)
    assert name is None or (name and name == name.lower() and not any(c.isspace() for c in name))
    assert same_origin(text, "127.0.0.1:8000") in (True, False)
    assert same_origin(text, text) in (True, False)


def test_the_refusal_shows_the_name_it_was_asked_for_escaped() -> None:
    with TestClient(create_app(Lobby(None), pace=0), base_url="http://x.example") as client:
        page = client.get("/", headers={"host": "<b>x</b>"})
        assert page.status_code == 421 and "<b>x</b>" not in page.text and "&lt;b&gt;x&lt;/b&gt;" in page.text


def test_the_cards_colours_are_classes_of_a_stylesheet() -> None:
    """No page writes a style (the policy allows none): a card's colour is a class that /colours.css
    defines, for every colour an edition's style may name."""
    from engine.ui.views import COLOURS

    with served() as (client, _lobby):
        room_id, _ = new_table(client)
        sheet = client.get("/colours.css")
        assert sheet.headers["content-type"].startswith("text/css")
        for name, css in COLOURS.items():
            assert f".c-{name} {{ --c: {css}; }}" in sheet.text
        classes = set(re.findall(r"class='card (c-[a-z]+)", client.get(f"/t/{room_id}").text))
        assert classes and all(f".{c} " in sheet.text for c in classes)


HOSTILE = "<img src=x onerror=alert(1)>'\"&"
"""A name that would run a script, close an attribute or start an entity if it were written as markup."""
HOSTILE_EDITION = {
    "extends": "base",
    "edition": "hostile",
    "name": f"{HOSTILE} edition",
    "icons": {"gear": {"name": f"{HOSTILE} icon"}},
    "cards": {"cafe": {"name": f"{HOSTILE} cafe", "text": f"{HOSTILE} text"}},
    "landmarks": {"train_station": {"name": f"{HOSTILE} station"}},
}


def test_every_template_renders_a_hostile_name_as_text(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every template of engine/ui/templates, filled with names from a hostile edition file and hostile
    players, problems, hosts and addresses: the name is always text (escaped), never markup."""
    from engine.ui import websecurity, webview

    rendered: set[str] = set()
    real = webview.render

    def spying(name: str, *args: str, **context: object) -> object:
        rendered.add(name)
        return real(name, *args, **context)

    monkeypatch.setattr(webview, "render", spying)
    edition = tmp_path / "hostile.yaml"
    edition.write_text(yaml.safe_dump(HOSTILE_EDITION), encoding="utf-8")
    lobby = Lobby(None, {f"{HOSTILE} edition": str(edition)})
    room = lobby.create(TableSpec(f"{HOSTILE} edition", ("human", "human"), (HOSTILE, HOSTILE)))
    pages = []
    for _ in range(6):
        while room.step():
            pass
        pages += [webview.table(room, frozenset({0, 1})), webview.table(room, frozenset())]
        menu = room.menu()
        if menu is None:
            break
        room.act(menu.player, room.tokens[menu.player], len(menu.choices), room.version)
    pages.append(webview.table_page(room, [0, 1], f"http://{HOSTILE}/"))
    pages.append(webview.page(HOSTILE, webview.lobby(lobby, [HOSTILE], problem=HOSTILE, csrf=HOSTILE), HOSTILE))
    pages.append(webview.gone(HOSTILE))
    pages.append(websecurity._page(HOSTILE))
    pages.append(webview.page(HOSTILE, HOSTILE))  # a body that is not markup is text too
    assert rendered == {p.name for p in webview.TEMPLATES.glob("*.html")} - {"tiles.html"}  # (tiles: macros)
    text = "".join(str(p) for p in pages)
    assert text.count("&lt;img src=x onerror=alert(1)&gt;") > 20
    assert "<img" not in text and "onerror=alert(1)>" not in text
