"""``mk lsp``'s work, off the event loop: a :class:`Lane` is a thread that works one job at a time, so
that the loop only reads messages, sets timers and writes answers (a check of a large file takes a
second; hovers, a shutdown or a cancel are answered meanwhile).

A lane works the questions first (hover, completion, definition: someone waits for their answer), in
the order they were asked, QUESTIONS of them waiting at most (past that, the oldest is answered with
its empty answer without being worked: a client that sends 10,000 hovers gets the newest worked
first); then the checks, newest only: a check asked again under the same key before it started
replaces the one waiting (a file changed 200 times while a check ran is checked once more, for its
newest text), the most recently asked first.
"""

from __future__ import annotations

import contextvars
import logging
import threading
from collections import deque
from collections.abc import Callable, Hashable
from concurrent.futures import Future
from typing import Any, TypeVar

T = TypeVar("T")
QUESTIONS = 64
"""Questions waiting in a lane at most."""
LOG = logging.getLogger("mk.lsp")


class Lane:
    """A daemon thread working jobs one at a time: questions in order, then the newest check of each
    key (the most recently asked first)."""

    def __init__(self, name: str):
        self._ready = threading.Condition()
        self._questions: deque[tuple[Future[Any], Callable[[], Any], Any]] = deque()
        self._checks: dict[Hashable, Callable[[], None]] = {}
        context = contextvars.copy_context()  # the command's (--allow-outside-paths: engine.load.files)
        self._thread = threading.Thread(target=context.run, args=(self._work,), name=name, daemon=True)
        self._thread.start()

    def ask(self, job: Callable[[], T], empty: T) -> Future[T]:
        """``job``'s answer, to come (``empty`` when it is pushed out by newer questions)."""
        future: Future[T] = Future()
        with self._ready:
            self._questions.append((future, job, empty))
            while len(self._questions) > QUESTIONS:
                old, _, nothing = self._questions.popleft()
                if old.set_running_or_notify_cancel():
                    old.set_result(nothing)
            self._ready.notify()
        return future

    def check(self, key: Hashable, job: Callable[[], None]) -> None:
        """Work ``job`` when no question waits, in place of the one of ``key`` not yet started."""
        with self._ready:
            self._checks.pop(key, None)  # and again at the end: the most recent
            self._checks[key] = job
            self._ready.notify()

    def drop(self, key: Hashable) -> None:
        """Forget the check of ``key`` if it has not started."""
        with self._ready:
            self._checks.pop(key, None)

    def waiting(self) -> int:
        with self._ready:
            return len(self._questions) + len(self._checks)

    def _next(self) -> tuple[Future[Any] | None, Callable[[], Any]]:
        with self._ready:
            while not self._questions and not self._checks:
                self._ready.wait()
            if self._questions:
                future, job, _ = self._questions.popleft()
                return future, job
            return None, self._checks.popitem()[1]

    def _work(self) -> None:
        while True:
            future, job = self._next()
            if future is None:
                try:
                    job()
                except Exception as exc:  # a bug in a check must not stop the lane
                    LOG.error("a check failed: %s: %s", type(exc).__name__, exc)
            elif future.set_running_or_notify_cancel():  # not cancelled by the client meanwhile
                try:
                    future.set_result(job())
                except Exception as exc:
                    future.set_exception(exc)
