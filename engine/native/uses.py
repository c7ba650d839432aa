"""What a game's native module is loaded for, each use with the entry points it calls.

A module's entry points share most of their code, yet numba optimises and keeps each whole, with all
it calls: so a module is compiled for what a run calls and no more (``run`` alone is four fifths of a
first compile of every entry point, docs/native.md), each use marked in the cache once its entry
points are kept (engine.native.build.in_cache). An entry point not warmed compiles when first called.
"""

from __future__ import annotations

from enum import Enum


class Use(Enum):
    """What a game's module is loaded for: the entry points compiled (or loaded from the cache) when it is
    first loaded for that (engine.native.build.load)."""

    GAMES = "games"
    """``run``: batches of games (the lab: mk simulate, compare, tune)."""
    RECORDS = "records"
    """``run_logged``: a game turn by turn (the lab's records)."""
    FUTURES = "futures"
    """``loaded`` and ``futures``: the futures of a position (the expert bot, engine.native.position)."""
    SCRIPT = "script"
    """``loaded`` and ``run_script``: a game whose every answer and die is given (a scenario on the native
    engine, engine.native.script)."""
