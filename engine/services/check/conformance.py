"""A scenario played by the native engine as well (``mk scenario --engine native``): one conformance
suite for both engines.

The scenario runs in the Python engine, as always: its steps are checked there, its bots decide there
and its expectations are compared there. The native engine then plays the same game from the same
start with the same answers and dice (engine.native.script), and where it stops its table, whose turn
it is and what it waits for must be the Python engine's (MK508 where they are not). A scenario the
native engine cannot play is not played natively, with the reason (:attr:`Native.reason`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import MkError
from engine.core.state import State
from engine.services.play.records import turn_state

ENGINES = ("python", "native")
"""The engines a scenario runs on: ``native`` plays it in the Python engine and then natively."""


@dataclass(frozen=True)
class Native:
    """What the native engine made of a scenario."""

    reason: str | None = None
    """Why it did not play it (None: it did)."""
    differences: list[str] = field(default_factory=list)
    """Where it stopped otherwise than the Python engine, each in words."""

    @property
    def played(self) -> bool:
        return self.reason is None


def native_module(game: Any, compiled: bool) -> Any:
    """The game's native module: compiled (numba, kept in the cache), or run by CPython (``compiled``
    false: the same code, with no compile; the test suite's)."""
    if compiled:
        from engine.native.play import INSTALL, available, native
        from engine.native.uses import Use

        if not available():
            raise MkError(f"the native engine needs numba: {INSTALL}")
        return native(game, False, Use.SCRIPT).module
    from engine.native.build import interpreted

    return interpreted(game)


def check(start: State, end: State, compiled: bool = True) -> Native:
    """The native engine plays ``end``'s actions since ``start`` (a clone of the scenario's start) from
    ``start``; what it holds then, against ``end``."""
    from engine.native.effects import Unsupported
    from engine.native.script import play_script, unsupported_start

    why = unsupported_start(start)
    if why is not None:
        return Native(why)
    try:
        m = native_module(start.game, compiled)
        played = play_script(m, start, end.history[len(start.history) :])
    except Unsupported as exc:
        return Native(str(exc).removeprefix("the native engine cannot play "))
    out: list[str] = []
    if played.refused:
        out.append(f"the native engine does not offer the {played.held} answer the Python engine took there")
    elif played.left:
        asked = f"it asked for {played.waiting}" if played.waiting else "its game was over"
        held = f", the scenario's next is {played.held}" if played.held else ""
        out.append(f"the native engine did not take the last {played.left} answers or rolls: {asked}{held}")
    want = turn_state(end)
    for key in want:
        if played.table.get(key) != want[key]:
            out.append(f"{key}: the Python engine has {want[key]}, the native engine {played.table.get(key)}")
    if end.is_over or played.winner is not None:
        if played.winner != end.winner:
            out.append(f"winner: the Python engine's is {end.winner}, the native engine's {played.winner}")
    else:
        if (played.turn, played.player) != (end.turn, end.player):
            out.append(
                f"turn: the Python engine is at turn {end.turn}, player {end.player}'s, "
                f"the native engine at turn {played.turn}, player {played.player}'s"
            )
        if not played.left and played.waiting != end.kind:
            out.append(f"the Python engine waits for {end.kind}, the native engine for {played.waiting}")
    return Native(None, out)
