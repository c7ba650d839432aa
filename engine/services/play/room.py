"""Tables that several screens share: one :class:`GameSession` each, its human seats held by secret
tokens, anyone else a spectator; and a :class:`Lobby` that bounds how many tables there are and
closes idle ones. Nothing here knows the web (engine.ui.web serves it): a front end asks a
:class:`Room` for what a viewer sees and passes on what a seat chose, with the seat's token.

>>> from engine.load.loader import default_edition
>>> lobby = Lobby(folder=None)
>>> room = lobby.create(TableSpec(default_edition(), ("human", "basic"), ("Ann", "Bot")))
>>> while room.step():             # dice and bots until Ann must decide
...     pass
>>> ann = room.tokens[0]
>>> room.act(0, ann, 1, room.version)  # her first choice: build nothing
>>> try:
...     room.act(0, "a guess", 1, room.version)
... except RoomError as exc:
...     print(exc)
that is not your seat's key
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import hmac
import re
import secrets
import time
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.core.errors import IllegalAction, MkError
from engine.core.game import Game
from engine.i18n import SOURCE
from engine.i18n.catalog import catalog
from engine.load import writes
from engine.load.loader import builtin_editions, load_edition
from engine.load.strategies import is_strategy, load_strategy, problems_for, shipped
from engine.services.play.saves import HUMAN, SaveInfo, list_saves, player_name, save_lock
from engine.services.play.session import GameSession, Menu
from engine.services.players.bots import with_think

TABLES = 50
"""Tables a server holds at once (each holds a game in memory); a finished one gives its place up to a
new one."""
PER_CLIENT = 5
"""Unfinished tables one client (an address of another machine) may have opened at once; this machine's
own browsers are not bounded by it (the person at the server's machine owns it)."""
ABANDONED = 600.0
"""Seconds after which a table that no screen follows and nobody has acted at counts as abandoned: it no
longer counts against its client's bound, and gives its place up (its game saved) when the server is full."""
IDLE = 4 * 3600.0
"""Seconds after which a table nobody has acted at is closed (its game stays saved)."""
CHAT_LINES = 100
"""Lines of a table's chat kept (the oldest go)."""
CHAT_CHARS = 200
"""Characters of a chat line."""
CHAT_SECONDS = 1.0
"""A seat says at most one line a CHAT_SECONDS."""
UNDO = 3.0
"""Seconds between a build that ends a player's turn and the next roll at a table a front end paces: the
moment that player has to take it back (a page counts them down beside the Undo button)."""
STAND_IN = "normal"
"""The bot that plays the seat of a player who leaves (the host may hand it to another)."""


def _same(secret: str | None, token: Any) -> bool:
    """Whether ``token`` is the key ``secret`` (compared in constant time; None is nobody's key)."""
    return secret is not None and isinstance(token, str) and hmac.compare_digest(secret.encode(), token.encode())


class RoomError(MkError):
    """What a screen asked cannot be done, for the person who asked: a code (the catalogs' ``room-<code>``)
    and its values; the exception's message is its English, :meth:`said` its words in a language."""

    def __init__(self, code: str, **params: Any):
        self.code = code
        self.params = params
        super().__init__(catalog(SOURCE).t(f"room-{code}", **params))

    def said(self, lang: str) -> str:
        """Why, in ``lang``."""
        return catalog(lang).t(f"room-{self.code}", **self.params)


@dataclass(frozen=True)
class TableSpec:
    """A new table as the lobby's form gives it: the edition (a built-in name or a file mk may read),
    one entry per seat (``human`` or a bot's name) and its player's name, variants, rule options and
    the seed (None: a random one)."""

    edition: str
    seats: tuple[str, ...]
    names: tuple[str, ...]
    variants: tuple[str, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int | None = None
    lang: str = SOURCE
    """The language of the page that opened it (the players nobody named are named in it)."""


@dataclass
class Room:
    """One table: its game, a secret per human seat, and a version that counts every change (a screen
    that shows an older version than the table's is out of date, and its click is refused)."""

    id: str
    session: GameSession
    tokens: list[str | None]
    """Per seat: the secret that lets a screen act for it (None for a bot's seat)."""
    touched: float = field(default_factory=time.monotonic)
    version: int = 0
    closing: contextlib.ExitStack = field(default_factory=contextlib.ExitStack)
    """What closing the table releases (the lock on its save)."""
    owner: str = ""
    """Who opened it (the client's address; "" for this machine): how many unfinished tables one client
    holds is bounded."""
    browser: str = ""
    """The browser that opened it (a front end's mark of it, "" for none): that browser's lobby lists the
    table, with a way back to it and a way to close it."""
    screens: int = 0
    """The screens that follow it now (a front end that knows its screens counts them)."""
    unwatched: float = field(default_factory=time.monotonic)
    """When its last screen went (or it opened)."""
    host_key: str = field(default_factory=lambda: secrets.token_urlsafe(16))
    """The secret of the one who opened it: it closes the table from its page."""
    think: str | None = None
    """The server's budget for thinking bots (a screen names a bot, never its budget)."""
    story: dict[tuple[int, int, int, str], str] = field(default_factory=dict)
    """The finished turns' paragraphs, made once (by a front end that tells the story)."""
    chat: deque[dict[str, str]] = field(default_factory=lambda: deque(maxlen=CHAT_LINES))
    """The table's chat, the newest last: who said it and what."""
    said: dict[int, float] = field(default_factory=dict)
    """When each seat last said something (a seat says one line a :data:`CHAT_SECONDS`)."""
    next_id: str = ""
    """The table of the rematch, once one is asked for."""
    away: frozenset[int] = frozenset()
    """The human seats no screen holds now (a front end that knows its screens says so): the host may
    hand them to a bot."""
    former: dict[int, str] = field(default_factory=dict)
    """The keys of seats a bot has taken over (a screen that still holds one is told so)."""

    def holds(self, token: Any) -> int | None:
        """The seat whose key ``token`` is (-1: the host's key), or None."""
        if self.is_host(token):
            return -1
        for seat, secret in enumerate(self.tokens):
            if _same(secret, token):
                return seat
        return None

    def say(self, seat: Any, token: Any, text: Any, now: float | None = None) -> dict[str, str]:
        """A line of chat from seat ``seat`` (holding ``token``); :class:`RoomError` for a line that is not
        text, too long, empty, or too soon after the seat's last one."""
        seat = self.seat_of(seat, token)
        if not isinstance(text, str):
            raise RoomError("chat-not-text")
        line = re.sub(r"\s+", " ", "".join(c for c in text if c.isprintable() or c.isspace())).strip()
        if not line:
            raise RoomError("chat-empty")
        if len(line) > CHAT_CHARS:
            raise RoomError("chat-long", n=CHAT_CHARS)
        now = time.monotonic() if now is None else now
        if now - self.said.get(seat, -CHAT_SECONDS) < CHAT_SECONDS:
            raise RoomError("chat-fast")
        self.said[seat] = now
        said = {"who": self.session.names[seat], "text": line}
        self.chat.append(said)
        return said

    def is_host(self, token: Any) -> bool:
        """Whether ``token`` is the key of the one who opened the table."""
        return _same(self.host_key, token)

    def seat_of(self, seat: Any, token: Any) -> int:
        """``seat`` when ``token`` is its secret; :class:`RoomError` otherwise (the same answer for a seat
        that does not exist, a bot's seat or a wrong token: a guess learns nothing)."""
        number = seat if type(seat) is int and 0 <= seat < len(self.tokens) else -1
        secret = self.tokens[number] if number >= 0 else None
        if not _same(secret, token):
            raise RoomError("not-your-key")
        return number

    def handed_over(self, seat: Any, token: Any) -> bool:
        """Whether ``token`` was the key of seat ``seat`` before a bot took it over."""
        return _same(self.former.get(seat) if type(seat) is int else None, token)

    def replace(self, token: Any, seat: Any, bot: Any) -> int:
        """The host (holding ``token``) hands seat ``seat`` to the bot ``bot``: a player who dropped, or
        a bot the host wants stronger or weaker; the seat."""
        if not self.is_host(token):
            raise RoomError("host-only-hand")
        if type(seat) is not int or not 0 <= seat < len(self.tokens):
            raise RoomError("seat-range", n=len(self.tokens))
        if not isinstance(bot, str) or len(bot) > 40 or ":" in bot:
            raise RoomError("bot-name")
        return self._hand_over(seat, with_think(bot, self.think))

    def leave(self, seat: Any, token: Any) -> int:
        """The player of seat ``seat`` (holding ``token``) leaves: :data:`STAND_IN` plays on for them."""
        return self._hand_over(self.seat_of(seat, token), STAND_IN)

    def _hand_over(self, seat: int, bot: str) -> int:
        if self.session.outcome() is not None:
            raise RoomError("over")
        self.session.hand_over(seat, bot)
        old = self.tokens[seat]
        if old is not None:
            self.former[seat] = old
        self.tokens[seat] = None
        self.changed()
        return seat

    def menu(self, lang: str = SOURCE) -> Menu | None:
        """The decision a human seat faces now (its words in ``lang``), or None (dice or a bot are due, or
        the game is over)."""
        return self.session.menu(lang) if self.session.human_to_move() else None

    def act(self, seat: Any, token: Any, choice: Any, version: Any) -> None:
        """Seat ``seat`` (holding ``token``) takes choice number ``choice`` (1 for the first) of its menu,
        as the screen showing ``version`` saw it."""
        seat = self.seat_of(seat, token)
        menu = self.menu()
        if menu is None or menu.player != seat:
            raise RoomError("not-your-turn")
        if version != self.version:
            raise RoomError("stale")
        if type(choice) is not int or not 1 <= choice <= len(menu.choices):
            raise RoomError("choice-range", n=len(menu.choices))
        try:
            self.session.choose(menu.choices[choice - 1].action)
        except IllegalAction as exc:  # the menu lists legal actions only: a bug if it happens
            raise RoomError("refused", why=str(exc)) from None
        self.changed()

    def undo(self, seat: Any, token: Any) -> None:
        """Take back the seat's last decision, where the session allows it."""
        seat = self.seat_of(seat, token)
        current = self.session.state.current_player
        taken = self.session.undo() if current == seat else self.session.undo(seat)
        if taken is None:
            raise RoomError("nothing-to-undo")
        self.changed()

    def step(self) -> bool:
        """One roll or one bot decision; False when a human must decide or the game is over."""
        done = self.session.step()
        if done:
            self.changed()
        return done

    def changed(self) -> None:
        self.version += 1
        self.touched = time.monotonic()

    def watch(self, screens: int) -> None:
        """A front end says how many screens follow the table now."""
        if screens == 0 and self.screens:
            self.unwatched = time.monotonic()
        self.screens = screens

    def abandoned(self, after: float, now: float | None = None) -> bool:
        """Whether no screen has followed it, and nobody acted at it, for ``after`` seconds (an unfinished
        game only: a finished one gives its place up anyway)."""
        now = time.monotonic() if now is None else now
        return not self.over and self.screens == 0 and now - max(self.touched, self.unwatched) > after

    @property
    def over(self) -> bool:
        return self.session.over


class Lobby:
    """The tables of one server. ``folder`` is where games are saved (None: not saved); ``editions``
    the editions a table may be set up with, by the name a screen gives (default: the built-in ones;
    a screen never names a file)."""

    def __init__(
        self,
        folder: Path | None,
        editions: Mapping[str, str] | None = None,
        tables: int = TABLES,
        idle: float = IDLE,
        offer_saves: bool = False,
        per_client: int = PER_CLIENT,
        think: str | None = None,
        abandon: float = ABANDONED,
        futures: str = "auto",
    ):
        self.folder = folder
        self.futures = futures
        """The engine that plays the futures of the thinking bots at this server's tables (auto, native or
        python: ``mk serve`` reads ``MK_ENGINE``)."""
        self.think = think
        """The budget of every thinking bot at this server's tables (``mk serve --think``); a screen names
        bots, never a budget."""
        self.offer_saves = offer_saves
        """Whether a screen may open the unfinished games saved in ``folder`` (only a server that this
        machine alone reaches offers them: a save is its owner's)."""
        self.editions = dict(editions) if editions is not None else {name: name for name in builtin_editions()}
        self.limit = tables
        self.per_client = per_client
        self.secret = _secret(folder)
        """What a saved game's seat keys are made from: the same save gets the same keys when it is opened
        again (by this server or a later one), so that its players' links keep working."""
        self.idle = idle
        self.abandon = abandon
        self.rooms: dict[str, Room] = {}

    def create(self, spec: TableSpec, owner: str = "", browser: str = "") -> Room:
        """A new table opened by ``owner`` (a client's address, "" for this machine) from ``browser``;
        :class:`MkError` for a spec mk cannot play or a server (or client) at its limit, each problem in words."""
        self._room_for(owner)
        ref = self.editions.get(spec.edition) if isinstance(spec.edition, str) else None
        if ref is None:
            raise RoomError("edition", editions=", ".join(self.editions))
        session = _session(spec, ref, self.folder, self.think, self.futures)
        return self._add(session, owner=owner, browser=browser)

    def _room_for(self, owner: str) -> None:
        """Room for one more table opened by ``owner``: finished tables give their place up (the oldest
        first), then abandoned ones whose game is saved; :class:`RoomError` when the server, or this
        client (abandoned tables left out), holds as many unfinished ones as it may."""
        self.sweep()
        playing = [r for r in self.rooms.values() if not r.over]
        live = [r for r in playing if not r.abandoned(self.abandon)]
        if owner and sum(r.owner == owner for r in live) >= self.per_client:
            raise RoomError("too-many-yours", n=self.per_client, minutes=f"{self.abandon / 60:g}")
        left = sorted(
            (r for r in playing if r.abandoned(self.abandon) and r.session.save_path), key=lambda r: r.touched
        )
        while len(playing) >= self.limit and left:
            gone = left.pop(0)  # its game stays saved: the lobby offers it again
            self.close(gone.id)
            playing.remove(gone)
        if len(playing) >= self.limit:
            raise RoomError("full-server", n=self.limit)
        for done in sorted((r for r in self.rooms.values() if r.over), key=lambda r: r.touched):
            if len(self.rooms) < self.limit:
                break
            self.close(done.id)

    def resume(self, path: Path, owner: str = "", browser: str = "") -> Room:
        """A saved game (of ``mk play`` or of a table) at a table of its own."""
        self._room_for(owner)
        return self.seat_saved(*self.read_save(path), owner, browser)

    def read_save(self, path: Path) -> tuple[GameSession, contextlib.ExitStack]:
        """A saved game read and replayed, its save held (the lock taken): the slow part of a resume,
        which changes nothing of the lobby (mk serve runs it off its event loop); then
        :meth:`seat_saved`."""
        if any(r.session.save_path == path for r in list(self.rooms.values())):
            raise RoomError("save-open", name=path.name)
        stack = contextlib.ExitStack()
        stack.enter_context(save_lock(path, by="mk serve"))
        try:
            return GameSession.resume(path, futures=self.futures), stack
        except BaseException:
            stack.close()
            raise

    def seat_saved(self, session: GameSession, stack: contextlib.ExitStack, owner: str = "", browser: str = "") -> Room:
        """The game :meth:`read_save` read, at a table of its own (its lock let go if there is no room)."""
        try:
            self._room_for(owner)
        except BaseException:
            stack.close()
            raise
        return self._add(session, stack, owner, browser)

    def saves(self) -> list[SaveInfo]:
        """The unfinished games of the save folder that a screen may open: not at a table here, not in use."""
        if not self.offer_saves or self.folder is None:
            return []
        here = {r.session.save_path for r in self.rooms.values()}
        return [s for s in list_saves(self.folder) if s.ended is None and not s.in_use and s.path not in here]

    def resume_saved(self, name: Any, owner: str = "", browser: str = "") -> Room:
        """Open the offered save called ``name`` (a file name from :meth:`saves`, never a path)."""
        return self.resume(self.offered(name), owner, browser)

    def offered(self, name: Any) -> Path:
        """The offered save called ``name`` (a file name from :meth:`saves`, never a path)."""
        found = [s.path for s in self.saves() if s.path.name == name]
        if not found:
            raise RoomError("no-save")
        return found[0]

    def room_for(self, owner: str) -> None:
        """:class:`RoomError` unless one more table opened by ``owner`` fits (places freed as they may be)."""
        self._room_for(owner)

    def opened_by(self, browser: str) -> list[Room]:
        """The tables ``browser`` opened (none for no browser), the newest first."""
        opened = [r for r in self.rooms.values() if browser and r.browser == browser]
        return sorted(opened, key=lambda r: -r.touched)

    def close_by(self, room_id: Any, browser: str) -> Room:
        """Close a table for the browser that opened it (its game is saved); the table."""
        room = self.rooms.get(room_id) if isinstance(room_id, str) else None
        if room is None or not browser or room.browser != browser:
            raise RoomError("not-yours")
        self.close(room.id)
        return room

    def _add(
        self, session: GameSession, stack: contextlib.ExitStack | None = None, owner: str = "", browser: str = ""
    ) -> Room:
        room_id = secrets.token_urlsafe(6)
        tokens = [self.key(session, str(i)) if s == HUMAN else None for i, s in enumerate(session.seats)]
        room = Room(room_id, session, tokens, owner=owner, host_key=self.key(session, "host"), think=self.think)
        room.browser = browser
        if stack is not None:
            room.closing = stack
        elif session.save_path is not None:
            room.closing.enter_context(save_lock(session.save_path, by="mk serve"))
        self.rooms[room_id] = room
        return room

    def key(self, session: GameSession, what: str) -> str:
        """A secret of 128 bits for a seat (``what``: its number) or the host of a table: made from the
        server's secret and the save's name when the game is saved (the same every time it is opened),
        random otherwise."""
        if session.save_path is None:
            return secrets.token_urlsafe(16)
        made = hmac.new(self.secret, f"{session.keys or session.save_path.name}:{what}".encode(), hashlib.sha256)
        return base64.urlsafe_b64encode(made.digest()[:16]).decode().rstrip("=")

    def rematch(self, room: Room, token: Any, owner: str = "") -> Room:
        """The same seats at a new game of the same rules, once the game is over, asked by one who holds
        a seat or the table (their keys stay the same: every link goes on working); asked again, the same
        new table."""
        if room.holds(token) is None:
            raise RoomError("rematch-player")
        session = room.session
        if session.outcome() is None:
            raise RoomError("not-over")
        if room.next_id in self.rooms:
            return self.rooms[room.next_id]
        self._room_for(owner)
        save = None
        if self.folder is not None:
            save = self.folder / f"last-game-web-{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}.jsonl"
        seed = secrets.randbelow(2**31)
        first = session.keys or (session.save_path.name if session.save_path is not None else None)
        names, seats = list(session.names), list(session.seats)
        again = GameSession(
            session.game, session.edition_ref, names, seats, seed, save_path=save, keys=first, futures=self.futures
        )
        new = self._add(again, owner=owner or room.owner, browser=room.browser)
        new.tokens, new.host_key = list(room.tokens), room.host_key  # (the same as made from ``first``)
        room.next_id = new.id
        return new

    def get(self, room_id: Any) -> Room:
        room = self.rooms.get(room_id) if isinstance(room_id, str) else None
        if room is None:
            raise RoomError("no-table")
        return room

    def sweep(self, now: float | None = None) -> list[str]:
        """Close the tables nobody has acted at for :attr:`idle` seconds; their ids."""
        now = time.monotonic() if now is None else now
        gone = [rid for rid, room in self.rooms.items() if now - room.touched > self.idle]
        for rid in gone:
            self.close(rid)
        return gone

    def close(self, room_id: str) -> None:
        """Close a table: its game is saved as it stands (a turn under way too), and its save let go."""
        room = self.rooms.pop(room_id, None)
        if room is None:
            return
        try:
            if room.session.save_path is not None and not room.over:
                room.session.save()
        finally:
            room.closing.close()

    def close_all(self) -> None:
        for rid in list(self.rooms):
            self.close(rid)


SECRET = "serve.key"
"""The file of the save folder that holds the server's secret (made at the first start, readable by its
owner only)."""


def _secret(folder: Path | None) -> bytes:
    """The secret seat keys are made from: the save folder's (made when missing), or a random one."""
    if folder is None:
        return secrets.token_bytes(32)
    path = folder / SECRET
    data = writes.small(path, 64)  # a regular file only: a FIFO there would hang the server's start
    if data is not None and len(data) >= 32:
        return data[:32]
    made = secrets.token_bytes(32)
    with contextlib.suppress(MkError):  # a folder mk cannot write: this server's keys are its own
        writes.replace(path, made, private=True)
    return made


def _session(
    spec: TableSpec, ref: str, folder: Path | None, think: str | None = None, futures: str = "auto"
) -> GameSession:
    seats = list(spec.seats)
    if not 1 <= len(seats) <= 8:
        raise RoomError("seats-count")
    if any(":" in seat for seat in seats):
        raise RoomError("seat-kind")
    if any(is_strategy(seat) and seat not in shipped() for seat in seats):
        raise RoomError("seat-strategy")
    seats = [seat if seat == HUMAN else with_think(seat, think) for seat in seats]
    if len(spec.names) != len(seats):
        raise RoomError("names")
    names = [player_name(n, i, s, spec.lang) for i, (n, s) in enumerate(zip(spec.names, seats, strict=True))]
    edition = load_edition(ref)
    for seat in dict.fromkeys(s for s in seats if is_strategy(s)):
        plan = load_strategy(seat)
        if problems_for(plan, edition):
            raise RoomError("strategy-edition", name=plan.name, editions=", ".join(plan.editions), edition=edition.name)
    game = Game.create(edition, len(seats), dict(spec.options), tuple(spec.variants))
    seed = spec.seed if spec.seed is not None else secrets.randbelow(2**31)
    save = None
    if folder is not None:
        save = folder / f"last-game-web-{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}.jsonl"
    return GameSession(game, ref, names, seats, seed, save_path=save, futures=futures)
