"""The save folder: where ``mk play`` and ``mk serve`` keep games, and what any of them may find there.

A save is one game's record with its seats (engine.services.play.records), written whole or not at all
(:func:`atomic_write`), held by one process at a time (:func:`save_lock`), and listed from its ends
only (:func:`list_saves`): the folder is shared ground, and a save nested 100,000 lists deep, 30 MB
long or a FIFO where a lock should be makes no listing fail or wait (docs/limits.md).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import socket
import stat
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.core.errors import MkError, Problem, RecordError
from engine.core.outcome import Termination
from engine.core.show import PATH_MOST, short
from engine.i18n import SOURCE
from engine.i18n.catalog import catalog
from engine.i18n.text import capital
from engine.load import files, writes
from engine.load.strategies import is_strategy, load_strategy
from engine.services.play.records import RECORD, loads

HUMAN = "human"
"""A seat a person plays (the others name a bot)."""


NAME_LENGTH = 24
"""Characters of a player's name."""
PLAYERS_LISTED = 10
"""The most players of a save a listing names."""


def player_name(given: object, i: int, seat: str, lang: str = SOURCE) -> str:
    """A player's name: what was given (a name typed, or read from a save), printable and at most
    :data:`NAME_LENGTH` characters, else one made from the seat (``i`` counts from 0) in ``lang``."""
    text = given if isinstance(given, str) else ""
    text = re.sub(r"\s+", " ", "".join(c for c in text[: NAME_LENGTH * 4] if c.isprintable())).strip()[:NAME_LENGTH]
    return text or default_name(seat, i + 1, lang)


def default_name(seat: str, number: int, lang: str = SOURCE) -> str:
    """The name of a player nobody named, in the language the game is started in: "Player 2", "Basic bot
    1" (a name, once given, is the game's: saves and records keep it as it is)."""
    said = catalog(lang)
    if seat == HUMAN:
        return said.t("name-player", n=str(number))[:NAME_LENGTH]
    if is_strategy(seat):  # its name, as its file gives it
        with contextlib.suppress(MkError):
            return f"{load_strategy(seat).name[: NAME_LENGTH - 4]} {number}"
    bot = seat.partition(":")[0]
    kind = said.t(f"bot-{bot}") if said.has(f"bot-{bot}") else bot
    return capital(said.t("name-bot", bot=kind, n=str(number)), lang)[:NAME_LENGTH]


def atomic_write(path: Path, text: str, inputs: Iterable[str | Path] = ()) -> None:
    """Write a save whole or not at all (:func:`engine.load.writes.replace`: no link followed, only a
    regular file replaced)."""
    try:
        writes.replace(path, text, inputs)
    except writes.WriteRefused as exc:
        raise writes.WriteRefused(path, exc.reason, "cannot save to") from None


def check_writable(path: Path, inputs: Iterable[str | Path] = ()) -> None:
    """Refuse, before a game starts, a save location that cannot be written (:class:`MkError`)."""
    try:
        writes.probe(path, inputs)
    except writes.WriteRefused as exc:
        raise writes.WriteRefused(path, exc.reason, "cannot save to") from None


@contextmanager
def save_lock(path: Path, by: str = "mk play") -> Iterator[None]:
    """Hold ``path`` for one mk play (or ``by``: "mk serve"): a second process that wants the same save
    is refused with who holds it, instead of both writing it in turn. The lock is a file next to the
    save (``SAVE.lock``, with the holder's program, process, host and start); one whose process has
    ended is taken over."""
    lock = path.with_name(path.name + ".lock")
    try:
        lock.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise MkError(f"cannot save to {short(str(path), PATH_MOST)}: {exc.strerror or exc}") from None
    since = time.strftime("%Y-%m-%d %H:%M:%S")
    ours = {"pid": os.getpid(), "host": socket.gethostname(), "since": since, "by": by}
    for _attempt in range(3):
        try:
            fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except FileExistsError:
            holder = _lock_holder(lock)
            if holder is not None:
                user = holder.get("by", "mk play")
                where = (
                    " (a table's game: close that table, or stop mk serve, to play it here)"
                    if user == "mk serve"
                    else ""
                )
                raise MkError(
                    f"{path} is in use by {'another ' if user == 'mk play' else ''}{user} (process {holder['pid']} "
                    f"on {holder['host']}, since {holder['since']}){where}; if that game is gone, delete {lock}"
                ) from None
            lock.unlink(missing_ok=True)  # its process has ended
            continue
        except OSError as exc:
            raise MkError(f"cannot save to {short(str(path), PATH_MOST)}: {exc.strerror or exc}") from None
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(ours, out)
        break
    else:
        raise MkError(f"cannot take the lock {lock}: delete it if no game is using {path}")
    try:
        yield
    finally:
        if _lock_holder(lock, alive_only=False) == ours:
            lock.unlink(missing_ok=True)


def _lock_holder(lock: Path, alive_only: bool = True) -> dict[str, Any] | None:
    """Who holds ``lock``: None when nobody does (or, with ``alive_only``, when its process on this
    host has ended). A lock that cannot be read counts as held, by someone unknown."""
    if not os.path.lexists(lock):
        return None
    data = writes.small(lock, 4096)  # not a FIFO's writer awaited, nor a huge file read
    try:
        holder = json.loads(data) if data is not None else None
    except (ValueError, RecursionError):
        holder = None
    if holder is None:
        return {"pid": "?", "host": "?", "since": "?"}
    if not isinstance(holder, dict) or not {"pid", "host", "since"} <= set(holder):
        return {"pid": "?", "host": "?", "since": "?"}
    if alive_only and holder["host"] == socket.gethostname() and isinstance(holder["pid"], int):
        return holder if writes.running(holder["pid"]) else None
    return holder


def unfinished(path: Path) -> bool:
    """Whether ``path`` holds a saved game of mk play that has not ended; False when there is no file
    or an empty one. :class:`MkError` when it holds anything else (a folder, a device, an edition
    file...): mk never moves aside or overwrites a file it did not write."""
    if not os.path.lexists(path):
        return False
    for item in files.lines(path):  # its first line only: whether it can be read at all
        if isinstance(item, Problem):
            why = item.message.removeprefix("cannot read the file: ")
            raise MkError(f"cannot save to {short(str(path), PATH_MOST)}: {why}")
        break
    else:
        return False  # empty
    ends = _ends(path)  # read at its ends only, however long
    try:
        head = loads(ends[0], str(path)) if ends is not None else None
    except RecordError:
        head = None
    if ends is None or not _save_header(head):
        raise MkError(f"cannot save to {path}: it is not a save of mk play (give --save another file)")
    last = [line for line in ends[1] if line.strip()]
    return not last or b'"winner"' not in last[-1]


def _save_header(line: Any) -> bool:
    """Whether ``line`` is the header of a save of mk play (a game record with its seats)."""
    return isinstance(line, dict) and line.get("record") == RECORD and isinstance(line.get("seats"), list)


@dataclass(frozen=True)
class SaveInfo:
    """One save in mk's state folder, as ``mk saves`` lists it."""

    path: Path
    edition: str
    players: list[str]
    turn: int
    """The turn under way (the last one played, when the game has ended)."""
    winner: str | None
    """Who won; None for an unfinished game (or one that ended without a winner)."""
    modified: float
    """When it was last written (seconds since the epoch)."""
    in_use: bool
    """An mk play holds its lock."""
    ended: str | None = None
    """How the game ended (engine.core.outcome.Termination's value: won, stalled); None: it goes on."""


LISTED = 200
"""The most saves listed (``mk saves``, a lobby): the newest ones."""
ENDS = 65_536
"""The bytes a listing reads of a save: its first line (the header) within them, and its last ones (how
far the game is): a long save is listed as fast as a short one."""


def list_saves(folder: Path, most: int | None = LISTED) -> list[SaveInfo]:
    """The saves of ``folder`` (``last-game*.jsonl``), newest first, the ``most`` newest (all: None);
    files that are not saves are left out. Each is read at its ends only (:data:`ENDS`)."""
    found = []
    for path in folder.glob("last-game*.jsonl"):
        with contextlib.suppress(OSError):
            found.append((path.lstat().st_mtime, path))
    found.sort(key=lambda item: item[0], reverse=True)
    out = []
    for modified, path in found[:most]:
        info = _save_info(path, modified)
        if info is not None:
            out.append(info)
    return out


def _ends(path: Path) -> tuple[bytes, list[bytes]] | None:
    """A save's first line and its last whole lines (within :data:`ENDS` bytes each), or None when it is
    not a regular file whose first line fits (a link, a FIFO, a device)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return None
        first = os.pread(fd, ENDS, 0)
        start = max(info.st_size - ENDS, 0)
        tail = os.pread(fd, ENDS, start) if start else first
    except OSError:
        return None
    finally:
        os.close(fd)
    if b"\n" not in first:
        return None
    lines = tail.split(b"\n")
    return first.split(b"\n", 1)[0], lines[1:] if start else lines


def _save_info(path: Path, modified: float) -> SaveInfo | None:
    ends = _ends(path)
    if ends is None:
        return None
    first, last = ends
    try:
        head = loads(first, str(path))
    except RecordError:
        return None
    if not _save_header(head):
        return None
    done = 0
    under_way: Any = None
    winner: Any = None
    ended: str | None = None
    for raw in last:
        try:
            line = loads(raw, str(path))
        except RecordError:
            continue  # the header, a line cut by the listing's window, or a half-written one
        partial = line.get("partial")
        if isinstance(partial, dict):
            under_way = partial.get("turn")
        elif type(line.get("turn")) is int:
            done = line["turn"]
        winner = line.get("winner", winner)
        if "winner" in line:
            ended = str(line.get("end", Termination.WON.value))
    players = head.get("players")
    players = players[:PLAYERS_LISTED] if isinstance(players, list) else []
    names = [player_name(n, i, HUMAN) for i, n in enumerate(players)]
    won = names[winner] if type(winner) is int and 0 <= winner < len(names) else None
    lock = path.with_name(path.name + ".lock")
    turn = done if won is not None else under_way if type(under_way) is int else done + 1
    edition = short(str(head.get("edition")), 60)
    return SaveInfo(path, edition, names, turn, won, modified, _lock_holder(lock) is not None, ended)


def last_unfinished(folder: Path) -> Path:
    """The newest unfinished save of ``folder`` (``mk play --resume`` without a file)."""
    for info in list_saves(folder):
        if info.ended is None:
            return info.path
    raise MkError(f"no unfinished game is saved in {folder} (mk saves lists the saves)")


def remove_saves(folder: Path, older_than_days: float | None, finished: bool, now: float) -> list[Path]:
    """Remove the saves of ``folder`` last written more than ``older_than_days`` ago, and with ``finished``
    every finished one; never one in use. Returns what was removed."""
    gone = []
    for info in list_saves(folder, most=None):  # each read at its ends: all of them, however many
        old = older_than_days is not None and now - info.modified > older_than_days * 86400
        if not info.in_use and (old or (finished and info.ended is not None)):
            info.path.unlink(missing_ok=True)
            gone.append(info.path)
    return gone


def keep_aside(path: Path) -> Path:
    """Move an unfinished save out of the way, next to it under a dated name; returns the new name."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}-{stamp}-{n}{path.suffix}")
    os.replace(path, target)
    return target
