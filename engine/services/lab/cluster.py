"""Runs on a Dask cluster (``--cluster ADDRESS``): the chunks of games a run plays with ``--jobs``,
sent to the cluster's workers instead of local processes, their results taken back in order, so a
run's figures are the same either way (docs/lab.md says how to start a cluster).

Needs the ``cluster`` extra (``dask[distributed]``) here and on every worker, with the same mk.
"""

from __future__ import annotations

import itertools
import re
import socket
import struct
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

from engine import install_hint
from engine.core.errors import MkError

INSTALL = install_hint("cluster")
CONNECT_SECONDS = 10
"""How long to wait for the scheduler before saying it cannot be reached."""

T = TypeVar("T")
R = TypeVar("R")


class WorkerFailed(MkError):
    """A chunk of games failed on the cluster (its worker could not load the edition, say)."""


PROBE_SECONDS = 5
"""How long to wait for the scheduler's first words (a Dask scheduler speaks first, at once)."""
HANDSHAKE_MOST = 1 << 24
"""The largest first message a Dask scheduler's handshake could be (its length comes first, 8 bytes)."""
SCHEMES = ("tcp", "tls")


def parse_address(address: str) -> tuple[str, str, int]:
    """(scheme, host, port) of ``tcp://HOST:PORT``, ``tls://HOST:PORT`` or ``HOST:PORT``, or :class:`MkError`
    saying what to write instead."""
    found = re.fullmatch(r"(?:([A-Za-z][\w+.-]*)://)?(\[[0-9A-Fa-f:.]+\]|[^\s/:\[\]]+)(?::(\d{1,5}))?/?", address)
    if found is None:
        raise MkError(f"--cluster {address!r}: write the scheduler's address as tcp://HOST:8786")
    scheme, host, port = (found.group(1) or "tcp").lower(), found.group(2), found.group(3)
    if scheme in ("http", "https", "ws", "wss"):
        raise MkError(
            f"--cluster {address}: a Dask scheduler's address starts with tcp:// (http://HOST:8787 is its "
            f"dashboard, for a browser): write tcp://{host}:8786"
        )
    if scheme not in SCHEMES:
        raise MkError(f"--cluster {address}: mk speaks to a scheduler over tcp:// or tls://, not {scheme}://")
    if port is None:
        raise MkError(
            f"--cluster {address}: the address needs the scheduler's port (8786 unless it was told otherwise): "
            f"{scheme}://{host}:8786"
        )
    if not 0 < int(port) < 65536:
        raise MkError(f"--cluster {address}: a port is a number from 1 to 65535")
    return scheme, host.strip("[]"), int(port)


def check(address: str) -> None:
    """Nothing when a Dask scheduler answers at ``address``; :class:`MkError` in words otherwise, within
    a few seconds (before anything is compiled or played): no such address, nobody listening, or a
    server that is not a Dask scheduler (an HTTP server, say)."""
    scheme, host, port = parse_address(address)
    try:
        with socket.create_connection((host, port), timeout=PROBE_SECONDS) as conn:
            if scheme != "tcp":  # TLS speaks its own handshake first: Dask's connect says the rest
                return
            conn.settimeout(PROBE_SECONDS)
            first = _read(conn, 8)
            if len(first) == 8 and struct.unpack("<Q", first)[0] > HANDSHAKE_MOST:  # not Dask: what is it?
                conn.settimeout(0.5)
                first += _more(conn, 120)
    except socket.gaierror:
        raise MkError(f"--cluster {address}: no machine is named {host!r}") from None
    except TimeoutError:
        raise MkError(
            f"--cluster {address}: no answer in {PROBE_SECONDS} s (a Dask scheduler speaks at once: is it "
            "another kind of server, or a firewall?)"
        ) from None
    except OSError as exc:
        raise MkError(f"--cluster {address}: cannot reach a Dask scheduler there ({exc.strerror or exc})") from None
    if len(first) < 8 or struct.unpack("<Q", first[:8])[0] > HANDSHAKE_MOST:
        said = first.decode("ascii", "replace").split("\r")[0].split("\n")[0]
        what = "an HTTP server" if first.startswith(b"HTTP") else "a server that is not a Dask scheduler"
        shown = f" (it said {said!r})" if said.isprintable() and said else ""
        raise MkError(f"--cluster {address}: {what} answered there{shown}; the scheduler listens on tcp://HOST:8786")


def _more(conn: socket.socket, n: int) -> bytes:
    """Up to ``n`` bytes more, if they come soon (to show what answered)."""
    try:
        return conn.recv(n)
    except OSError:
        return b""


def _read(conn: socket.socket, n: int) -> bytes:
    data = b""
    while len(data) < n:
        chunk = conn.recv(n - len(data))
        if not chunk:
            break
        data += chunk
    return data


def connect(address: str) -> Any:
    """A client of the Dask scheduler at ``address`` (``tcp://host:8786``), or :class:`MkError` in
    words within :data:`CONNECT_SECONDS` and a little more, whatever answers there."""
    try:
        import distributed
    except ImportError:
        raise MkError(f"--cluster needs Dask: {INSTALL}") from None
    check(address)
    client: Callable[..., Any] = distributed.Client
    result: list[Any] = []

    def attempt() -> None:
        try:
            result.append(client(address, timeout=CONNECT_SECONDS, set_as_default=False))
        except BaseException as exc:  # whatever a strange peer makes Dask raise (MemoryError, say)
            result.append(exc)

    thread = threading.Thread(target=attempt, daemon=True)
    thread.start()
    thread.join(CONNECT_SECONDS + PROBE_SECONDS)
    if not result:
        raise MkError(f"--cluster {address}: the scheduler did not finish connecting in {CONNECT_SECONDS} s")
    if isinstance(result[0], BaseException):
        exc = result[0]
        raise MkError(f"--cluster: cannot connect to a Dask scheduler at {address} ({type(exc).__name__}: {exc})")
    return result[0]


def slots(client: Any) -> int:
    """The cluster's worker threads (each plays one chunk at a time)."""
    threads: dict[str, int] = client.nthreads()
    return max(1, sum(threads.values()))


def ordered_map(client: Any, fn: Callable[[T], R], tasks: Iterable[T], ahead: int) -> Iterator[R]:
    """``fn`` of each task on the cluster, in the tasks' order, with at most ``ahead`` tasks sent
    and not yet taken back (memory does not grow with the number of tasks)."""
    todo = iter(tasks)
    pending: deque[Any] = deque(client.submit(fn, t, pure=False) for t in itertools.islice(todo, ahead))
    try:
        while pending:
            future = pending.popleft()
            try:
                result: R = future.result()
            except Exception as exc:  # raised on a worker: said here, with what to do
                what = str(exc) if isinstance(exc, MkError) else f"{type(exc).__name__}: {exc}"
                raise WorkerFailed(
                    f"a chunk of games failed on the cluster: {what} (the workers need the same mk, and an "
                    "edition file at the same path as here: docs/lab.md)"
                ) from None
            pending.extend(client.submit(fn, t, pure=False) for t in itertools.islice(todo, 1))
            yield result
    finally:
        for future in pending:
            future.cancel()
