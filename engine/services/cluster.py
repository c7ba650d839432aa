"""Runs on a Dask cluster (``--cluster ADDRESS``): the chunks of games a run plays with ``--jobs``,
sent to the cluster's workers instead of local processes, their results taken back in order, so a
run's figures are the same either way (docs/lab.md says how to start a cluster).

Needs the ``cluster`` extra (``dask[distributed]``) here and on every worker, with the same mk.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

from engine.core.errors import MkError

INSTALL = "pip install 'mk-machikoro[cluster]' (from a clone: pip install -e '.[cluster]')"
CONNECT_SECONDS = 10
"""How long to wait for the scheduler before saying it cannot be reached."""

T = TypeVar("T")
R = TypeVar("R")


class WorkerFailed(MkError):
    """A chunk of games failed on the cluster (its worker could not load the edition, say)."""


def connect(address: str) -> Any:
    """A client of the Dask scheduler at ``address`` (``tcp://host:8786``), or :class:`MkError`."""
    try:
        import distributed
    except ImportError:
        raise MkError(f"--cluster needs Dask: {INSTALL}") from None
    client: Callable[..., Any] = distributed.Client
    try:
        return client(address, timeout=CONNECT_SECONDS, set_as_default=False)
    except (OSError, TimeoutError) as exc:
        raise MkError(f"--cluster: cannot reach a Dask scheduler at {address} ({exc})") from None


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
