"""A Python game's answers and dice played again by the native engine, from the same start: the check
that both engines play a rule alike (a scenario on both engines: engine.services.check.scenario).

The native engine starts from the Python game's state at the start of a turn (engine.native.position),
takes every answer and die from a script (the Python game's actions after that start, in the form of
the native log: engine.core.decisions' ``log_code`` and ``to_native``), and plays until the game is won
or it asks something the script no longer holds (engine.native.kernel.helpers.scripted). What it holds
then (the table, whose turn, what it waits for) is :class:`Played`, to compare with the Python game's.

A start the native engine cannot take is :class:`~engine.native.effects.Unsupported`, with the reason.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.actions import Action
from engine.core.decisions import DECISIONS
from engine.core.state import State
from engine.core.tables import Tables
from engine.native.effects import Unsupported
from engine.native.layout import view
from engine.native.play import log_kinds, table
from engine.native.position import turn_start


@dataclass(frozen=True)
class Played:
    """Where a scripted native game stopped."""

    table: dict[str, Any]
    """The table as a record's turn line shows it (engine.services.play.records.turn_state)."""
    turn: int
    player: int
    """Whose turn it is."""
    winner: int | None
    waiting: str | None
    """The kind of decision (or ``roll``, ``effect_roll``) it asked and the script did not hold; None once won."""
    left: int
    """Answers and rolls of the script it did not take (0 when the engines agree)."""
    held: str | None
    """The kind the script held where the native game asked ``waiting`` (None: the script was used up)."""
    refused: bool = False
    """Whether it stopped at an answer of the script it does not offer (``held`` is its kind)."""


def script(game: Tables, actions: Sequence[Action]) -> list[int]:
    """``actions`` as the native log holds them: pairs of code and value, a roll as its count then each die."""
    out: list[int] = []
    for kind, choice in actions:
        d = DECISIONS[kind]
        if d.chance:
            out += [d.log_code, len(choice)]
            for die in choice:
                out += [d.log_code - 1, int(die)]
        else:
            out += [d.log_code, d.to_native(choice, game)]
    return out


def unsupported_start(start: State) -> str | None:
    """Why the native engine cannot start from ``start`` (None: it can): it starts at a turn's roll, or at
    the build of a turn that only builds."""
    if start.is_over:
        return "the game is over before the first step"
    if _at_build(start):
        return None
    if start.kind not in ("roll", "dice") or start.dice or start.rerolled:
        return f"the game starts at a {start.kind} decision: the native engine starts a turn at its roll"
    return None


def _at_build(start: State) -> bool:
    """Whether ``start`` is a build-only turn's build (what comes before it done)."""
    return start.kind == "build" and start.turn <= start.opening_turns


def play_script(m: Any, start: State, actions: Sequence[Action]) -> Played:
    """The native module ``m`` (of ``start``'s game) plays ``actions`` from ``start``."""
    import numpy as np

    why = unsupported_start(start)
    if why is not None:
        raise Unsupported(why, "the scenario's start")
    game = start.game
    pairs = script(game, actions)
    S = np.concatenate([turn_start(m, start), np.array(pairs, dtype=np.int64)])
    v = view(m, S)
    v.logn[0], v.scripted[0], v.script[0], v.scriptn[0], v.scriptstop[0] = -1, 1, 0, len(pairs), 0
    v.scriptrefused[0] = 0
    try:
        m.run_script(S, _at_build(start))
    except EOFError:
        if not v.scriptstop[0]:
            raise
    if v.overflow[0]:
        raise Unsupported("numbers beyond 64 bits", "the scenario's game")
    k, stop = int(v.script[0]), int(v.scriptstop[0])
    kinds = log_kinds()
    waiting = held = None
    if stop:
        waiting = kinds[_log_kind(stop - 1 if stop > 0 else stop + 1, kinds)]
        if k < len(pairs):
            held = kinds[_log_kind(int(S[m.SIZE + k]), kinds)]
    over = bool(v.over[0])
    return Played(
        table(game, m, S),
        int(v.turn[0]),
        int(v.player[0]),
        int(v.winner[0]) if over else None,
        None if over else waiting,
        sum(1 for i in range(k, len(pairs), 2) if pairs[i] in kinds),  # answers and rolls, not dice
        held,
        bool(v.scriptrefused[0]),
    )


def _log_kind(code: int, kinds: dict[int, str]) -> int:
    """The decision code of a log code (a die's code is its roll's less one)."""
    return code if code in kinds else code + 1
