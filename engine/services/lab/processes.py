"""The processes of a run: how many workers it starts, how they end with their parent, and how Ctrl-C
and SIGTERM stop a run with its results so far (also when a shell started it with Ctrl-C ignored)."""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


def cores() -> int:
    """The processor cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


def workers(asked: int) -> int:
    """The worker processes ``--jobs asked`` starts: at most one a core (more would only share them,
    each with its own memory; the games are the same whatever their number)."""
    return max(1, min(asked, cores()))


def quiet_worker(parent: int) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    signal.signal(signal.SIGTERM, signal.SIG_IGN)  # and so is SIGTERM sent to the whole process group
    threading.Thread(target=_end_with, args=(parent,), daemon=True).start()


def _end_with(parent: int) -> None:
    """A worker ends when its parent does (killed by SIGTERM or SIGKILL, it cannot say so)."""
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(1)


@contextmanager
def no_interrupt() -> Iterator[None]:
    """Ctrl-C waits until the block is done: it never stops the pool's bookkeeping half way (which
    could leave its clean-up waiting for ever); it is raised right after."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda signum, _frame: caught.append(signum))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if caught:
        raise KeyboardInterrupt


@contextmanager
def terminated_as_interrupt() -> Iterator[list[int]]:
    """SIGTERM (a batch scheduler's time limit, ``kill``) handled as Ctrl-C is: the run stops and its
    results so far are written. Yields a list that holds the signal's number once one came (the exit
    code is then 128 + it)."""
    came: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield came
        return

    def handler(signum: int, _frame: Any) -> None:
        came.append(signum)
        if signal.getsignal(signal.SIGINT) in (signal.SIG_IGN, signal.SIG_DFL, None):
            raise KeyboardInterrupt  # Ctrl-C is ignored (a process started with `&`): SIGTERM still stops
        signal.raise_signal(signal.SIGINT)  # whatever Ctrl-C does now (raise, or wait for a block's end)

    previous = signal.signal(signal.SIGTERM, handler)
    try:
        yield came
    finally:
        signal.signal(signal.SIGTERM, previous)
