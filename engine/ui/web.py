"""``mk serve``: tables in a browser. One :class:`engine.services.play.room.Lobby` holds the games; every
screen of a table follows it through a websocket and gets the table drawn for it
(:mod:`engine.ui.webview`) after every change; a screen acts for a seat only with the seat's secret.

The protocol (JSON text messages of at most :data:`MESSAGE_BYTES` bytes, at most :data:`RATE` a
second on average):

- screen -> server: ``{"type": "hello", "seats": {"0": TOKEN}}`` (which seats it holds; none: a
  spectator), ``{"type": "act", "seat": 0, "token": TOKEN, "choice": 2, "version": 17}`` (the second
  button of that seat's menu, as version 17 of the table showed it), ``{"type": "undo", "seat": 0,
  "token": TOKEN}``, ``{"type": "close", "token": HOST_KEY}`` (the one who opened the table closes it),
  ``{"type": "chat", "seat": 0, "token": TOKEN, "text": ...}`` (a player says something; spectators
  read), ``{"type": "rematch", "token": KEY}`` (another game, the same seats, once this one is over),
  ``{"type": "leave", "seat": 0, "token": TOKEN}`` (the player goes: the stand-in bot plays on for them),
  ``{"type": "replace", "token": HOST_KEY, "seat": 0, "bot": "hard"}`` (the host hands a seat to a bot:
  a player who dropped, or a bot to change);
- server -> screen: ``{"type": "table", "version": 17, "html": ...}``, ``{"type": "chat", "lines":
  [{"who": ..., "text": ...}]}`` (the lines so far when a screen joins, then each new one),
  ``{"type": "moved", "room": ID}`` (the rematch's table), ``{"type": "seat", "seat": 0, "message": ...}``
  (a bot plays that seat now: its key no longer acts) and ``{"type": "error", "message": ...}``.

Anything else is answered with an error and changes nothing. In front of it all, engine.ui.websecurity
refuses other hosts' names and other sites' pages, and gives every page its security headers.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import json
import re
import secrets
import sys
import time
import urllib.parse
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import HTTPConnection, Request
from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from engine.core.errors import MkError
from engine.core.options import parse_option_value
from engine.core.show import brief
from engine.i18n import SOURCE, from_accept_language, normal
from engine.i18n.catalog import catalog
from engine.load.strategies import shipped
from engine.services.play.room import UNDO, Lobby, Room, RoomError, TableSpec
from engine.services.play.saves import HUMAN
from engine.services.players.bots import BOTS
from engine.services.players.expert import Expert
from engine.ui import webview
from engine.ui.common import warm_expert
from engine.ui.websecurity import CSRF_FIELD, Guard, allowed_hosts, csrf_ok
from engine.ui.webview import keys_fragment

MESSAGE_BYTES = 4096
"""The largest message a screen may send."""
FORM_BYTES = 16384
"""The largest form the lobby reads."""
RATE = 10.0
"""Messages a second a screen may send on average (a burst of twice as many is let through)."""
STALE_FORM = "stale-form"
"""What a form without the server's token is answered."""
GONE = 4000
"""The code a socket is closed with when its table is gone (the page stops joining again)."""
BROWSER = "mk-browser"
"""The cookie that tells one browser from another: the lobby lists the tables a browser opened, with a way
back to each and a way to close it (a random mark, nothing else; never sent to another site's pages)."""
BROWSER_MARK = re.compile(r"[A-Za-z0-9_-]{22}")
LANG = "mk-lang"
"""The cookie that keeps the language a browser chose with the picker (docs/languages.md)."""
SCREENS = 32
"""Screens that may follow one table at once (players and spectators)."""
STATIC = Path(__file__).with_name("static")


@dataclass(eq=False)
class Screen:
    """One connected page: its socket, the seats it holds, and its message allowance."""

    socket: WebSocket
    rate: float = RATE
    seats: frozenset[int] = frozenset()
    lang: str = SOURCE
    """The language the page speaks (its picker's choice, else its browser's)."""
    allowance: float = 2 * RATE
    last: float = field(default_factory=time.monotonic)

    def spend(self) -> bool:
        """Whether one more message is within the rate (a token bucket: ``rate`` a second, bursts of twice
        as many)."""
        now = time.monotonic()
        self.allowance = min(2 * self.rate, self.allowance + (now - self.last) * self.rate)
        self.last = now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True


class Server:
    """The lobby, the screens of every table, and the tasks that play the dice and bots at a pace."""

    def __init__(self, lobby: Lobby, pace: float = 0.6, rate: float = RATE, undo: float = UNDO):
        self.lobby = lobby
        self.pace = pace
        self.undo = undo
        """Seconds a build that ended a human's turn waits for the next roll (it may be taken back until then)."""
        self.rate = rate
        self.screens: dict[str, set[Screen]] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.running: dict[str, asyncio.Task[None]] = {}
        self.cache: dict[str, tuple[tuple[int, frozenset[int]], dict[tuple[frozenset[int], str], str]]] = {}
        """Per table: what was drawn (its version and the seats that were away), and its message for each
        set of seats a screen holds, in each language a screen speaks."""
        self.drawings = 0
        """Tables drawn since the server started (each costs a few milliseconds, in a worker thread)."""
        self.telling: set[asyncio.Task[None]] = set()
        """The tables being sent after a screen went (kept until sent)."""
        self.invite = ""
        """The address a guest uses, for the invitation links ("": the page's own)."""
        self.csrf = secrets.token_urlsafe(16)
        """The token the lobby's forms carry (no other site can read it from the lobby's page)."""

    def lock(self, room: Room) -> asyncio.Lock:
        return self.locks.setdefault(room.id, asyncio.Lock())

    async def show(self, room: Room, only: Screen | None = None) -> None:
        """Send the table to each of its screens (or one), drawn for the seats each holds (drawn while
        nothing else changes the game: a bot may be deciding in another thread)."""
        screens = [only] if only is not None else list(self.screens.get(room.id, ()))
        async with self.lock(room):
            wanted = {(screen.seats, screen.lang) for screen in screens}
            drawn, cache = self.cache.get(room.id, ((-1, frozenset()), {}))
            if drawn != (room.version, room.away) or not wanted <= set(cache):  # off the event loop: others go on
                await asyncio.to_thread(lambda: [self.drawn(room, seats, lang) for seats, lang in wanted])
            messages = [self.drawn(room, screen.seats, screen.lang) for screen in screens]
        for screen, message in zip(screens, messages, strict=True):
            try:
                await screen.socket.send_text(message)
            except Exception:  # a screen that went away; its own handler forgets it
                self.screens.get(room.id, set()).discard(screen)

    def drawn(self, room: Room, seats: frozenset[int], lang: str = SOURCE) -> str:
        """The table message for a screen holding ``seats`` in ``lang``, drawn once a version, seats and
        language (a burst of screens joining, or of hellos, costs one drawing, not one each)."""
        drawn, cache = self.cache.get(room.id, ((-1, frozenset()), {}))
        if drawn != (room.version, room.away):
            cache = {}
            self.cache[room.id] = ((room.version, room.away), cache)
        if (seats, lang) not in cache:
            self.drawings += 1
            html = webview.table(room, seats, self.undo, lang)
            cache[seats, lang] = json.dumps({"type": "table", "version": room.version, "html": html})
        return cache[seats, lang]

    def play(self, room: Room) -> None:
        """Let the dice and bots play until a human must decide (one task per table at a time)."""
        task = self.running.get(room.id)
        if task is None or task.done():
            self.running[room.id] = asyncio.get_running_loop().create_task(self._play(room))

    async def _play(self, room: Room) -> None:
        while True:
            version, pause = room.version, self.pause(room)
            if pause:
                await asyncio.sleep(pause)
                if room.version != version:
                    continue  # an undo or a decision came meanwhile: the pause starts again from it
            try:
                async with self.lock(room):
                    moved = await asyncio.to_thread(room.step)
            except Exception as exc:  # a bug in mk: the table stops, its screens are told, the server goes on
                sys.stderr.write(f"mk serve: internal error at table {room.id}: {type(exc).__name__}: {exc}\n")
                for screen in list(self.screens.get(room.id, ())):
                    await _error(screen.socket, "the game stopped on an internal error of mk (please report it)")
                return
            if not moved:
                return
            await self.show(room)

    def pause(self, room: Room) -> float:
        """Seconds to wait before the next roll or bot decision, so that each is seen on its own: the pace,
        and after a build that ended a human's turn, :attr:`undo` (the moment to take it back)."""
        session = room.session
        if session.outcome() is not None or session.human_to_move():
            return 0.0
        last = session.undoable()
        if last is not None and last[1].kind == "build":  # a build is a turn's last decision
            return max(self.pace, self.undo)
        return self.pace

    def sweep(self) -> None:
        self.lobby.sweep()
        for rid in {*self.screens, *self.running, *self.locks, *self.cache} - set(self.lobby.rooms):
            self.forget(rid)  # closed: idle, finished and given up for a new table, or by its host

    def forget(self, rid: str) -> None:
        task = self.running.pop(rid, None)
        if task is not None:
            task.cancel()
        self.screens.pop(rid, None)
        self.locks.pop(rid, None)
        self.cache.pop(rid, None)

    # -- pages ------------------------------------------------------------------------------
    async def home(self, request: Request) -> Response:
        self.sweep()
        browser = _browser(request) or secrets.token_urlsafe(16)
        lang = _lang(request)
        lobby = webview.lobby(self.lobby, [*BOTS, *shipped()], csrf=self.csrf, browser=browser, lang=lang)
        return _spoken(_marked(HTMLResponse(webview.page("mk", lobby, lang=lang)), request, browser), request)

    def _refused(
        self, problem: MkError, typed: dict[str, list[str]] | None = None, request: Request | None = None
    ) -> Response:
        """The lobby again, saying what is wrong (in the page's language), with what was typed still in the form."""
        browser = _browser(request) if request is not None else ""
        lang = _lang(request) if request is not None else SOURCE
        said = _said(problem, lang)
        lobby = webview.lobby(self.lobby, [*BOTS, *shipped()], said, self.csrf, typed or {}, browser, lang)
        return HTMLResponse(webview.page("mk", lobby, lang=lang), status_code=400)

    async def create(self, request: Request) -> Response:
        self.sweep()
        body = await _body(request, FORM_BYTES)
        if body is not None and not csrf_ok(self.csrf, body.get(CSRF_FIELD, [None])[0]):
            return self._refused(RoomError(STALE_FORM), body, request)
        try:
            spec = replace(table_spec(body), lang=_lang(request))
            room = self.lobby.create(spec, _client(request), _browser(request))
        except MkError as exc:
            return self._refused(exc, body, request)
        return self.seated(room)

    async def resume(self, request: Request) -> Response:
        """Open an offered saved game at a table of its own (a file name from the lobby, never a path)."""
        self.sweep()
        body = await _body(request, FORM_BYTES)
        if body is not None and not csrf_ok(self.csrf, body.get(CSRF_FIELD, [None])[0]):
            return self._refused(RoomError(STALE_FORM), body, request)
        client, browser = _client(request), _browser(request)
        try:
            path = self.lobby.offered((body or {}).get("save", [""])[0])
            self.lobby.room_for(client)  # said before the save is read
            read = await asyncio.to_thread(self.lobby.read_save, path)  # a long save: the server goes on serving
            room = self.lobby.seat_saved(*read, client, browser)
        except MkError as exc:
            return self._refused(exc, request=request)
        return self.seated(room)

    async def close_form(self, request: Request) -> Response:
        """Close a table this browser opened, from the lobby's list (its game is saved); the lobby again."""
        self.sweep()
        body = await _body(request, FORM_BYTES)
        if body is not None and not csrf_ok(self.csrf, body.get(CSRF_FIELD, [None])[0]):
            return self._refused(RoomError(STALE_FORM), request=request)
        try:
            screens = list(self.screens.get((body or {}).get("table", [""])[0], ()))
            room = self.lobby.close_by((body or {}).get("table", [""])[0], _browser(request))
        except MkError as exc:
            return self._refused(exc, request=request)
        self.forget(room.id)
        await self.gone(screens, RoomError("host-closed"))
        return RedirectResponse("/", status_code=303)

    def warm(self, room: Room) -> None:
        """The table's experts search natively once their module is compiled, in a process of its own if
        it is not (engine.ui.common.warm_expert): at a new table, a rematch and a seat handed to a bot."""
        session = room.session
        seats = [s for s in session.seats if s != HUMAN]
        warm_expert(session.game, seats, session.recorder.lines[0], Path.cwd(), self.lobby.futures)
        for agent in session.agents:
            if isinstance(agent, Expert):
                agent.follows = True

    def seated(self, room: Room) -> Response:
        """The table's page, holding the keys of all its human seats (the one who opened it hands them out)
        and the key that closes the table. An expert seated there gets its native futures compiled, in a
        process of its own (engine.ui.common.warm_expert)."""
        self.warm(room)
        self.play(room)
        return RedirectResponse(f"/t/{room.id}#{keys_fragment(room)}", status_code=303)

    async def colours(self, request: Request) -> Response:
        """The cards' colours as classes (no style is written into a page: its policy allows none)."""
        return Response(webview.colour_classes(), media_type="text/css")

    async def table_page(self, request: Request) -> Response:
        lang = _lang(request)
        try:
            room = self.lobby.get(request.path_params["room"])
        except RoomError as exc:
            return HTMLResponse(webview.gone(exc.said(lang), lang), 404)
        humans = [i for i, s in enumerate(room.session.seats) if s == HUMAN]
        page = webview.table_page(room, humans, self.invite, [*BOTS, *shipped()], lang)
        return _spoken(HTMLResponse(page), request)

    # -- the websocket --------------------------------------------------------------------
    async def socket(self, ws: WebSocket) -> None:
        try:
            room = self.lobby.get(ws.path_params["room"])
        except RoomError as exc:
            await ws.accept()  # to say so: the page then stops joining again
            await _error(ws, exc.said(_lang(ws)))
            await ws.close(code=GONE)
            return
        screens = self.screens.setdefault(room.id, set())
        if len(screens) >= SCREENS:  # refused before the upgrade: a full table holds no more connections
            await _deny(ws, RoomError("screens-full", n=SCREENS).said(_lang(ws)))
            return
        await ws.accept()
        screen = Screen(ws, self.rate, allowance=2 * self.rate, lang=_lang(ws))
        screens.add(screen)
        room.watch(len(screens))
        try:
            await self.show(room, screen)
            if room.chat:
                await screen.socket.send_text(json.dumps({"type": "chat", "lines": list(room.chat)}))
            self.play(room)  # a table opened from a save may wait for dice or a bot
            while True:
                frame = await ws.receive()
                if frame["type"] == "websocket.disconnect":
                    break
                if not screen.spend():
                    await _error(ws, RoomError("messages-fast").said(screen.lang))
                    continue
                text = frame.get("text")
                if not isinstance(text, str):
                    await _error(ws, RoomError("message-text").said(screen.lang))
                    continue
                await self.handle(room, screen, text)
        except (WebSocketDisconnect, RuntimeError):
            pass  # the page went away (closed, reloaded, the connection dropped)
        finally:
            self.screens.get(room.id, set()).discard(screen)
            room.watch(len(self.screens.get(room.id, ())))
            if self.lobby.rooms.get(room.id) is room and self.mark_away(room):  # the others see the seat away
                task = asyncio.get_running_loop().create_task(self.show(room))  # (this handler may be cancelled)
                self.telling.add(task)
                task.add_done_callback(self.telling.discard)

    def mark_away(self, room: Room) -> bool:
        """Note which human seats no screen holds now (:attr:`Room.away`); whether that changed."""
        held = frozenset().union(*(screen.seats for screen in self.screens.get(room.id, ())))
        away = frozenset(i for i, token in enumerate(room.tokens) if token is not None) - held
        changed = away != room.away
        room.away = away
        return changed

    async def handle(self, room: Room, screen: Screen, text: str) -> None:
        """One message from a screen; a problem is answered with an error and changes nothing."""
        try:
            if self.lobby.rooms.get(room.id) is not room:
                raise RoomError("closed")
            message = _message(text)
            kind = message["type"]
            if kind == "hello":
                claimed = [(_seat(s), t) for s, t in _seats(message.get("seats"))]
                gone = [s for s, t in claimed if room.handed_over(s, t)]
                screen.seats = frozenset(room.seat_of(s, t) for s, t in claimed if s not in gone)
                if self.mark_away(room) and screen in self.screens.get(room.id, ()):
                    await self.show(room)  # every screen: a seat is held now, or no longer
                else:
                    await self.show(room, screen)
                if gone:  # their keys no longer hold them: said in the screen's language
                    await _error(screen.socket, _played_by(room, gone, screen.lang))
                return
            if kind == "close":
                await self.close(room, message.get("token"))
                return
            if kind == "chat":
                line = room.say(message.get("seat"), message.get("token"), message.get("text"))
                await self.tell(room, {"type": "chat", "lines": [line]})
                return
            if kind == "rematch":
                await self.rematch(room, message.get("token"), screen)
                return
            if kind in ("replace", "leave"):
                async with self.lock(room):
                    if kind == "replace":
                        seat = room.replace(message.get("token"), message.get("seat"), message.get("bot"))
                        self.warm(room)
                    else:
                        seat = room.leave(message.get("seat"), message.get("token"))
                for other in self.screens.get(room.id, ()):
                    other.seats -= {seat}
                self.mark_away(room)
                await self.show(room)
                await self.tell(room, {"type": "seat", "seat": seat}, lambda lang: _played_by(room, [seat], lang))
                self.play(room)
                return
            async with self.lock(room):
                if kind == "act":
                    room.act(message.get("seat"), message.get("token"), message.get("choice"), message.get("version"))
                else:
                    room.undo(message.get("seat"), message.get("token"))
        except MkError as exc:
            await _error(screen.socket, _said(exc, screen.lang))
            return
        await self.show(room)
        self.play(room)

    async def tell(self, room: Room, message: dict[str, Any], said: Callable[[str], str] | None = None) -> None:
        """Send one message to every screen of a table (``said``: its ``message`` in each screen's language)."""
        text = json.dumps(message)
        for screen in list(self.screens.get(room.id, ())):
            if said is not None:
                text = json.dumps({**message, "message": said(screen.lang)})
            try:
                await screen.socket.send_text(text)
            except Exception:  # a screen that went away; its own handler forgets it
                self.screens.get(room.id, set()).discard(screen)

    async def rematch(self, room: Room, token: Any, screen: Screen) -> None:
        """Another game, the same seats: every screen of the table is sent to the new one (its keys work there)."""
        async with self.lock(room):
            new = self.lobby.rematch(room, token, _address(screen.socket))
        self.warm(new)
        self.play(new)
        await self.tell(room, {"type": "moved", "room": new.id})

    async def close(self, room: Room, token: Any) -> None:
        """The one who opened the table closes it: its game is saved, every screen told."""
        if not room.is_host(token):
            raise RoomError("host-only-close")
        screens = list(self.screens.get(room.id, ()))
        self.lobby.close(room.id)
        self.forget(room.id)
        await self.gone(screens, RoomError("host-closed"))

    async def gone(self, screens: list[Screen], why: RoomError) -> None:
        """Tell the screens of a table that has closed why, and let them go."""
        for screen in screens:
            await _error(screen.socket, why.said(screen.lang))
            with contextlib.suppress(Exception):
                await screen.socket.close(code=GONE)


KINDS = ("hello", "act", "undo", "close", "chat", "rematch", "replace", "leave")
"""The messages a screen may send."""


def _message(text: str) -> dict[str, Any]:
    if len(text.encode("utf-8", "surrogatepass")) > MESSAGE_BYTES:
        raise RoomError("message-long", n=MESSAGE_BYTES)
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):  # [[[[... nested past Python's limit is malformed too
        raise RoomError("message-json") from None
    if not isinstance(message, dict) or message.get("type") not in KINDS:
        raise RoomError("message-type")
    return message


def _played_by(room: Room, seats: list[int], lang: str) -> str:
    """Who plays the seats a bot has taken over, in a sentence."""
    session = room.session
    said = catalog(lang)
    return "; ".join(
        said.t("web-played-by", name=session.names[s], bot=webview.bot_word(session.seats[s], lang)) for s in seats
    )


def _said(exc: MkError, lang: str) -> str:
    """An error for the person who caused it: a :class:`RoomError` in their language, any other as it is
    (the engine's and the edition's errors are English)."""
    return exc.said(lang) if isinstance(exc, RoomError) else str(exc)


def _address(ws: WebSocket) -> str:
    return _owner(ws.client.host if ws.client is not None else "")


def _client(request: Request) -> str:
    """Who sent a request, as the limits count clients: its address ("" for this machine's own)."""
    return _owner(request.client.host if request.client is not None else "")


def _owner(address: str) -> str:
    """A client's address as the bound on tables a client opens counts it: "" (not bounded) for this
    machine's own (the person at it owns the server), else the address."""
    try:
        return "" if ipaddress.ip_address(address).is_loopback else address
    except ValueError:
        return address


def _browser(request: Request) -> str:
    """The browser's mark (:data:`BROWSER`), or "" when it has none (or a malformed one)."""
    mark = request.cookies.get(BROWSER, "")
    return mark if BROWSER_MARK.fullmatch(mark) else ""


def _lang(conn: HTTPConnection) -> str:
    """The language a page or a socket speaks: the picker's (``?lang=``, then kept in a cookie), else the
    first of its browser's ``Accept-Language`` that mk speaks, else English (bounded: a long value is cut)."""
    chosen = normal(conn.query_params.get("lang", "")[:32]) or normal(conn.cookies.get(LANG, "")[:32])
    return chosen or from_accept_language(conn.headers.get("accept-language", "")[:1000])


def _spoken(response: Response, request: Request) -> Response:
    """``response`` keeping the picker's language in a cookie, when the request chose one."""
    asked = normal(request.query_params.get("lang", "")[:32])
    if asked and request.cookies.get(LANG) != asked:
        response.set_cookie(LANG, asked, max_age=365 * 24 * 3600, samesite="lax", path="/")
    return response


def _marked(response: Response, request: Request, browser: str) -> Response:
    """``response`` with the browser's mark set, when the request did not carry it."""
    if _browser(request) != browser:
        response.set_cookie(BROWSER, browser, max_age=365 * 24 * 3600, httponly=True, samesite="lax", path="/")
    return response


def _seats(value: Any) -> list[tuple[Any, Any]]:
    if value is None:
        return []
    if not isinstance(value, dict) or len(value) > 8:
        raise RoomError("seats-shape")
    return list(value.items())


def _seat(value: Any) -> int:
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) < 3:
        return int(value)
    raise RoomError("seat-number")


async def _deny(ws: WebSocket, message: str) -> None:
    """Refuse a websocket before it is upgraded: an HTTP 503 that says why (where the server can send
    one), else a plain refusal (HTTP 403)."""
    if "websocket.http.response" in ws.scope.get("extensions", {}):
        await ws.send_denial_response(PlainTextResponse(message, 503))
    else:
        await ws.close(code=1013)  # try again later


async def _error(ws: WebSocket, message: str) -> None:
    with contextlib.suppress(Exception):  # the page went away
        await ws.send_text(json.dumps({"type": "error", "message": message}))


async def _body(request: Request, most: int) -> dict[str, list[str]] | None:
    """A form's fields; None when it is larger than ``most`` bytes (it is not read further)."""
    data = b""
    async for chunk in request.stream():
        data += chunk
        if len(data) > most:
            return None
    return urllib.parse.parse_qs(data.decode("utf-8", "replace"), keep_blank_values=True)


def table_spec(form: dict[str, list[str]] | None) -> TableSpec:
    """The lobby's form as a table: :class:`RoomError` with what to fix."""
    if form is None:
        raise RoomError("form-large")

    def one(key: str, default: str = "") -> str:
        return (form.get(key) or [default])[0].strip()

    players = one("players", "2")
    if not (players.isascii() and players.isdigit() and 1 <= int(players) <= 8):
        raise RoomError("players")
    n = int(players)
    seats, names = form.get("seat", [])[:n], form.get("name", [])[:n]
    if len(seats) < n:
        raise RoomError("seats-choose", n=n)
    names += [""] * (n - len(names))
    seed = one("seed")
    if seed and not (seed.isascii() and seed.isdigit() and len(seed) <= 20 and int(seed) < 2**64):
        raise RoomError("seed")
    options: dict[str, Any] = {}
    for item in filter(None, (part.strip() for part in one("options").split(","))):
        if "=" not in item:
            raise RoomError("option", item=brief(item))
        key, value = item.split("=", 1)
        options[key.strip()] = parse_option_value(value.strip())
    if one("market") and "market" not in options:  # the picker's market; one typed among the options wins
        options["market"] = one("market")
    variants = tuple(filter(None, (v.strip() for v in one("variants").split(","))))
    return TableSpec(one("edition"), tuple(seats), tuple(names), variants, options, int(seed) if seed else None)


def create_app(
    lobby: Lobby,
    pace: float = 0.6,
    rate: float = RATE,
    hosts: frozenset[str] | None = None,
    invite: str = "",
    undo: float = UNDO,
) -> Guard:
    """The web application of ``mk serve`` over ``lobby``; bots and dice play ``pace`` seconds apart, and
    the roll after a build that ended a human's turn waits ``undo`` seconds (the moment to take it back); a
    screen may send ``rate`` messages a second; it answers to the names ``hosts`` (this machine's loopback
    names by default) and to no other site's pages (engine.ui.websecurity); ``invite``: the address a guest
    uses (``http://192.168.1.5:8000/``), for the invitation links (none: the page's own)."""
    server = Server(lobby, pace, rate, undo)
    server.invite = invite
    routes: list[Route | WebSocketRoute | Mount] = [
        Route("/", server.home),
        Route("/tables", server.create, methods=["POST"]),
        Route("/resume", server.resume, methods=["POST"]),
        Route("/close", server.close_form, methods=["POST"]),
        Route("/t/{room}", server.table_page),
        Route("/colours.css", server.colours),
        WebSocketRoute("/ws/{room}", server.socket),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        try:
            yield
        finally:  # the saves' locks are let go; the games stay saved
            lobby.close_all()

    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.server = server
    return Guard(app, hosts if hosts is not None else allowed_hosts("127.0.0.1"))
