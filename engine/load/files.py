"""Reading a file someone else may have written: a regular file only, at most ``file_bytes`` of
it, as UTF-8 text. Every problem is an MK error that names the file (never a traceback, a hang on
a FIFO or a device, or memory filled by ``/dev/zero``)."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

from engine.core.errors import Problem
from engine.core.limits import LIMITS, too_much
from engine.load import resources

# -- where a path named inside a file may lead ------------------------------------
_TRUSTED: ContextVar[bool] = ContextVar("mk_outside_paths", default=False)
"""Whether paths named inside files may lead anywhere (``--allow-outside-paths``, a resumed save of
mk's own folder, mk tune's own files). A context variable, not the process environment: the trust ends
with its block and never reaches another thread's work (a new thread starts without it; asyncio's tasks
and ``to_thread`` take the context they were started in). A worker process is told: the lab's
``Setup.outside_paths``."""


def roots(folder: str | Path) -> tuple[str, ...] | None:
    """The folder trees a path named inside a file in ``folder`` may lead into: that folder's, the
    current folder's and mk's own editions (``None``: anywhere, when the user allowed it).

    A path in an edition, a record or a scenario is chosen by whoever wrote that file, so it must
    not reach ``/etc/passwd``, ``/proc`` or a symbolic link out of a checked-out repository.
    """
    if _TRUSTED.get():
        return None
    trees = [os.path.realpath(tree) for tree in (folder, os.getcwd(), resources.editions_dir())]
    # the file system's root as the current folder would allow everything: it does not count
    return tuple(dict.fromkeys(tree for tree in trees if os.path.dirname(tree) != tree))


def inside(path: str | Path, allowed: tuple[str, ...] | None) -> bool:
    """Whether ``path`` (its symbolic links followed) lies in one of the ``allowed`` folder trees."""
    if allowed is None:
        return True
    try:
        real = os.path.realpath(path)
    except (OSError, ValueError):
        return False
    return any(real == root or real.startswith(root.rstrip(os.sep) + os.sep) for root in allowed)


def outside_message(what: str, path: str) -> str:
    """Why a path named in a file is refused (the path cut to 32 characters)."""
    shown = path if len(path) <= 32 else "..." + path[-29:]
    return f"{what} {shown!r} leads out of the file's folder and the current one"


OUTSIDE_HINT = "name a built-in edition, or trust the file: --allow-outside-paths"


@contextmanager
def anywhere(allow: bool = True) -> Iterator[None]:
    """Within this block, paths named inside files may lead anywhere (``--allow-outside-paths``); with
    ``allow`` false it changes nothing (a trust is only ever added, for its block)."""
    if not allow:
        yield
        return
    token = _TRUSTED.set(True)
    try:
        yield
    finally:
        _TRUSTED.reset(token)


def trusted() -> bool:
    """Whether paths named inside files may lead anywhere here (within an :func:`anywhere` block)."""
    return _TRUSTED.get()


def read_text(path: str | Path, shown: str | None = None) -> tuple[str | None, Problem | None]:
    """The file's text, or the problem that stops it being read (MK100, or MK106 when too large)."""
    name = shown if shown is not None else str(path)
    cap = LIMITS["file_bytes"].value
    try:
        # O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        return None, Problem("MK100", f"cannot read the file: {exc.strerror or exc}", name)
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            return None, Problem("MK100", "cannot read the file: it is a folder", name)
        if not stat.S_ISREG(info.st_mode):
            return None, Problem("MK100", "cannot read the file: it is not a regular file (a device, a pipe?)", name)
        if info.st_size > cap:
            return None, Problem("MK106", too_much("file_bytes", f"{info.st_size:,}"), name)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(cap + 1)
    except OSError as exc:
        return None, Problem("MK100", f"cannot read the file: {exc.strerror or exc}", name)
    finally:
        os.close(fd)
    if len(data) > cap:  # it grew while being read
        return None, Problem("MK106", too_much("file_bytes", f"more than {cap:,}"), name)
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        utf16 = data[:2] in (b"\xff\xfe", b"\xfe\xff")
        return None, Problem(
            "MK100",
            f"cannot read the file: it is not UTF-8 text (byte {exc.start + 1} is {data[exc.start]:#04x})",
            name,
            line,
            1,
            hint="it looks like UTF-16: save it as UTF-8" if utf16 else "save it as UTF-8",
        )


def lines(path: str | Path) -> Iterator[tuple[int, str] | Problem]:
    """The lines of a long file (a game record), one at a time, so that memory does not grow with
    the file: (line number, text), or the problem that stops the reading (then nothing more)."""
    name = str(path)
    cap = LIMITS["line_bytes"].value
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        yield Problem("MK100", f"cannot read the file: {exc.strerror or exc}", name)
        return
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            yield Problem("MK100", "cannot read the file: it is not a regular file (a folder, a device, a pipe?)", name)
            return
        with os.fdopen(fd, "rb", closefd=False) as handle:
            n = 0
            while True:
                raw = handle.readline(cap + 1)
                if not raw:
                    return
                n += 1
                if len(raw) > cap:
                    yield Problem("MK106", too_much("line_bytes", f"more than {cap:,}"), name, n)
                    return
                try:
                    yield n, raw.decode("utf-8")
                except UnicodeDecodeError:
                    yield Problem(
                        "MK100", "cannot read the file: it is not UTF-8 text", name, n, hint="save it as UTF-8"
                    )
                    return
    except OSError as exc:
        yield Problem("MK100", f"cannot read the file: {exc.strerror or exc}", name)
    finally:
        os.close(fd)
