"""Writing a file, the one way mk does it: saves, records, ``--out``, ``--report``, ``--svg``/``--png``
folders, ``mk tune``'s best files, ``mk print``'s PDF and ``mk new``'s house rule all come here.

The rules (docs/limits.md):

- nothing is written through a symbolic link, and nothing but a regular file is replaced: a link, a
  FIFO (which would hang the writer), a device or a folder where a file would go is refused;
- nothing is written over a file the same command reads (``mk print rule.yaml -o rule.yaml``);
- a replaced file is written whole or not at all: into a temporary file beside it, synced, then
  renamed over it (:func:`replace`, :func:`stream`), so a crash leaves the old file or the new one;
- :func:`create` writes a new file only, never over anything that exists (a dangling link included);
- a name Windows reserves for a device (``CON``, ``aux.yaml``, ``LPT1``) is never created.

Every refusal is a :class:`WriteRefused` (MK108) that names the path; an error of the system is one
too, with the system's words.
"""

from __future__ import annotations

import glob
import os
import stat
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

from engine.core.errors import MkError
from engine.core.show import short

RESERVED = frozenset(
    ["con", "prn", "aux", "nul", "conin$", "conout$"]
    + [f"{dev}{n}" for dev in ("com", "lpt") for n in ("1", "2", "3", "4", "5", "6", "7", "8", "9", "¹", "²", "³")]
)
"""Names Windows keeps for devices, with any extension (``aux.yaml`` too): a file or folder so named
cannot be opened there, so mk creates none."""


class WriteRefused(MkError):
    """mk will not write at a path (a link, a special file, an input, a reserved name), or the system
    refused it: ``reason`` says which, for a caller that words it its own way ("cannot save to")."""

    code = "MK108"

    def __init__(self, path: str | Path, reason: str, lead: str = "cannot write"):
        self.path = path
        self.reason = reason
        super().__init__(f"{lead} {shown(path)}: {reason}" if lead else f"{shown(path)} {reason}")


def shown(path: str | Path) -> str:
    """A path for a message: control characters visible, a long one cut with its size said."""
    return short(str(path), 160)


def reserved(name: str) -> bool:
    """Whether ``name`` (a file or folder name) is one Windows keeps for a device.

    >>> reserved("CON"), reserved("aux.yaml"), reserved("console.yaml"), reserved("com1 .txt")
    (True, True, False, True)
    """
    return name.split(".", 1)[0].rstrip(" ").lower() in RESERVED


def check(path: Path, inputs: Iterable[str | Path] = (), *, new: bool = False) -> None:
    """Refuse (:class:`WriteRefused`) to write at ``path``: a link there, anything but a regular file,
    a file the command reads (``inputs``), a reserved name; with ``new``, anything there at all."""
    if reserved(path.name):
        raise WriteRefused(path, f"{path.name.split('.', 1)[0]!r} names a device on Windows", "will not create")
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise WriteRefused(path, str(exc.strerror or exc)) from None
    link = stat.S_ISLNK(info.st_mode)
    if new:
        there = " (a symbolic link)" if link else ""
        raise WriteRefused(path, f"exists already{there}: mk writes no file over another", "")
    if link:
        raise WriteRefused(path, "it is a symbolic link (name the file it leads to)", "will not write")
    if stat.S_ISDIR(info.st_mode):
        raise WriteRefused(path, "it is not a regular file but a folder")
    if not stat.S_ISREG(info.st_mode):
        raise WriteRefused(path, "it is not a regular file (a pipe, a device?)", "will not write")
    for source in inputs:
        try:
            same = os.path.samefile(path, source)
        except (OSError, ValueError):
            continue
        if same:
            raise WriteRefused(path, f"it is {shown(source)}, which this command reads", "will not write")


def folder(path: Path) -> Path:
    """Make the folder ``path`` (and its parents); refuse a file, a special file or a reserved name there."""
    for part in (path, *path.parents):
        if part.name and not part.exists() and reserved(part.name):
            raise WriteRefused(part, f"{part.name!r} names a device on Windows", "will not create")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise WriteRefused(path, "a file is there", "cannot make the folder") from None
    except OSError as exc:
        raise WriteRefused(path, str(exc.strerror or exc), "cannot make the folder") from None
    return path


def replace(path: Path, data: str | bytes, inputs: Iterable[str | Path] = (), *, private: bool = False) -> None:
    """Write ``data`` to ``path`` whole or not at all (a temporary file beside it, renamed over it);
    ``private``: readable by its owner only (a key)."""
    with stream(path, inputs, binary=isinstance(data, bytes), private=private) as out:
        out.write(data)


def create(path: Path, data: str | bytes) -> None:
    """Write ``data`` to a new file ``path``: refused if anything is there (a dangling link too).

    The file is created exclusively (no link followed, nothing replaced) and is removed again if
    writing it fails."""
    check(path, new=True)
    folder(path.parent)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o644)
    except FileExistsError:
        raise WriteRefused(path, "exists already: mk writes no file over another", "") from None
    except OSError as exc:
        raise WriteRefused(path, str(exc.strerror or exc)) from None
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data.encode("utf-8") if isinstance(data, str) else data)
    except BaseException as exc:
        path.unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise WriteRefused(path, str(exc.strerror or exc)) from None
        raise


@contextmanager
def stream(
    path: Path, inputs: Iterable[str | Path] = (), *, binary: bool = False, private: bool = False
) -> Iterator[IO[Any]]:
    """A file to write ``path`` through as work goes on (a record of many games): it is a temporary
    file beside ``path`` until the block ends without an error, then renamed over ``path`` (with the
    permissions a new file gets, or its owner's only when ``private``)."""
    check(path, inputs)
    folder(path.parent)
    sweep(path)
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp")
    except OSError as exc:
        raise WriteRefused(path, str(exc.strerror or exc)) from None
    try:
        os.fchmod(fd, 0o600 if private else 0o666 & ~_umask())
        out: IO[Any] = os.fdopen(fd, "wb") if binary else os.fdopen(fd, "w", encoding="utf-8")
        with out:
            yield out
            out.flush()
            os.fsync(out.fileno())
        check(path, inputs)  # what is there now (the block may have run for hours)
        os.replace(tmp, path)
    except BaseException as exc:
        if os.path.lexists(tmp):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise WriteRefused(path, str(exc.strerror or exc)) from None
        raise


def _umask() -> int:
    """The process's file creation mask (read by setting it, and set back at once)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def probe(path: Path, inputs: Iterable[str | Path] = ()) -> None:
    """Refuse now, before hours of work, a ``path`` that could not be written at the end."""
    check(path, inputs)
    folder(path.parent)
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".probe")
        os.close(fd)
        os.unlink(tmp)
    except OSError as exc:
        raise WriteRefused(path, str(exc.strerror or exc)) from None
    if os.path.lexists(path) and not os.access(path, os.W_OK):
        raise WriteRefused(path, "it is read-only")


def small(path: Path, most: int) -> bytes | None:
    """The first ``most`` bytes of a small file mk keeps (a key, a lock), or None when ``path`` is not
    a regular file that can be read (a link, a FIFO, which would make the reader wait, a device)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        return os.read(fd, most)
    except OSError:
        return None
    finally:
        os.close(fd)


def sweep(path: Path) -> None:
    """Remove the temporary files of ``path``'s writes left by processes that died before renaming
    them (``.NAME.PID.XXXX.tmp``: the process is gone)."""
    for tmp in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
        pid = tmp.name[len(path.name) + 2 :].split(".", 1)[0]
        if pid.isascii() and pid.isdigit() and len(pid) < 12 and not running(int(pid)):
            tmp.unlink(missing_ok=True)


def running(pid: int) -> bool:
    """Whether process ``pid`` of this machine runs."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError):
        return True
    return True
