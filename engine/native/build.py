"""Compile a game's native module once and keep it: the source is written under the user's cache
folder, named by its hash, and numba keeps the machine code beside it, so a second run (in any
process) starts at once.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from engine.core.game import Game
from engine.native.generate import CURVE_TURNS, JIT_IMPORT, VERSION, Plans, source
from engine.native.uses import Use

_LOADED: dict[str, ModuleType] = {}

COMPILE_SECONDS = 30.0
"""What a first compile of a game's module is expected to cost before one of its kind has been
measured on this machine (7 to 26 s on a 2-core machine, 2026-12-04: a lab run's, benchmarks/native.py
--compile)."""
MEASURED = "compile-seconds"
"""The file of the cache folder that keeps the last first compile's seconds and its module's lines, of a
module without the ``normal`` bot's code; ``compile-seconds-normal`` of one with it (twice the time)."""
GROWTH = 3.0
"""How a first compile grows with the module's lines: as their ratio to this power. Fitted
conservatively to the built-in editions' first compiles (base's module 2,106 lines, 7.2 s; Harbor's
2,386, 9.5 s; Machi Koro 2's 2,465, 12.4 s; Deluxe's 2,659, 13.6 s: a power of 2.7 from base to
Deluxe). 3 overestimates a bigger module's compile a little, so a run near the line plays in Python
rather than wait on a compile longer than the Python engine's games (docs/native.md)."""
READY = ".ready"
"""What a module's marks in the cache end with, one for each :class:`Use` it is compiled for."""


_WARMED: set[tuple[str, Use]] = set()
"""The modules of this process and what each is warmed for."""


def measured_file(normal: bool) -> Path:
    """Where the last first compile of a module with (or without) the ``normal`` bot's code is kept."""
    return cache_dir() / (f"{MEASURED}-normal" if normal else MEASURED)


def compile_seconds(normal: bool, lines: int) -> float:
    """What a first compile of a module of ``lines`` lines, with (or without) the ``normal`` bot's code, is
    expected to cost: the last one of its kind measured here, scaled by the lines (:data:`GROWTH`), else
    :data:`COMPILE_SECONDS`."""
    try:
        seconds, measured_lines = (float(x) for x in measured_file(normal).read_text(encoding="ascii").split())
    except (OSError, ValueError):
        return COMPILE_SECONDS
    if not (0 < seconds < 3600 and measured_lines > 0 and lines > 0):
        return COMPILE_SECONDS
    return float(seconds * (lines / measured_lines) ** GROWTH)


def cache_dir() -> Path:
    """Where native modules are kept: ``$MK_NATIVE_CACHE``, else ``$XDG_CACHE_HOME/mk/native``."""
    explicit = os.environ.get("MK_NATIVE_CACHE")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "mk" / "native"


@dataclass
class Native:
    """A game's compiled native module."""

    module: ModuleType
    path: Path
    source: str
    seconds: float
    """Time taken to load it (and compile it, the first time)."""
    cached: bool
    """Whether its machine code came from the cache."""
    game: Any = None
    """The game it plays (its card costs go into the work array: see work_array)."""

    work: Any = None

    def warm(self, use: Use) -> None:
        """Its entry points for ``use`` compiled (:func:`warm`)."""
        warm(self.module, self.game, use)

    def run(
        self,
        first_seed: int,
        games: int,
        seats: Any,
        rotate: bool,
        max_turns: int,
        out: Any,
        first: int = 0,
        plans: Callable[[Any], None] | None = None,
    ) -> None:
        """Play games ``first`` ... ``first + games - 1`` of a run, from seed ``first_seed``, into ``out``
        (:func:`result_arrays`); ``plans`` writes the run's strategies into the work array."""
        import numpy as np

        if self.work is None:
            self.work = work_array(self.module, self.game)
            self.work[self.module.LOGN] = -1
        if plans is not None:
            plans(self.work)
        ends = np.zeros((1, 1), dtype=np.int64)
        self.module.run(self.work, ends, first_seed, first, games, seats, rotate, max_turns, *out)


def key(text: str) -> str:
    """The cache's name for a module's source: numba's cache of a module holds the machine code of what
    it calls too, and knows only the module's own file, so the sources of the generator and the decorators
    (engine.native.mt, engine.native.jit) are in the key. Working it out imports nothing of numba (a
    check of the cache costs milliseconds, not numba's import: ``--engine auto`` may then play Python)."""
    global _GENERATOR
    if _GENERATOR is None:
        here = Path(__file__).resolve().parent
        files = "\n".join((here / f"{m}.py").read_text(encoding="utf-8") for m in ("mt", "jit"))
        _GENERATOR = f"{VERSION} {_numba_version()} {sys.version_info[:2]}\n{files}"
    stamp = f"{_GENERATOR}\n{_body(text)}"
    return hashlib.sha256(stamp.encode("utf-8")).hexdigest()[:20]


_GENERATOR: str | None = None
"""What every module's key holds besides its own source, read once a process."""


def _numba_version() -> str:
    """numba's version, from its installed metadata (what ``numba.__version__`` says, without importing it)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("numba")
    except PackageNotFoundError:
        return "none"


def _body(text: str) -> str:
    """A module's source without its first line, which names the edition: editions that differ only
    by what is set at run time (card costs) share one module, compiled once."""
    return text.split("\n", 1)[1] if "\n" in text else text


def _name(text: str) -> str:
    return f"mk_native_{key(text)}"


def cached(game: Game, normal: bool, use: Use = Use.GAMES, conditions: Plans = None) -> bool:
    """Whether the game's machine code for ``use`` is in the cache (the next load for it starts at once)."""
    return in_cache(module_name(game, normal, conditions), use)


def module_name(game: Game, normal: bool, conditions: Plans = None) -> str:
    """The name of the game's module in the cache (worked out from its source: tens of milliseconds)."""
    return _name(source(game, normal, conditions))


def in_cache(name: str, use: Use = Use.GAMES) -> bool:
    """Whether the machine code of the module ``name`` for ``use`` is in the cache, all of it (its entry
    points are compiled one by one, each kept as it is done, while another process may be compiling them)."""
    return _ready(name, use).exists()


def _ready(name: str, use: Use) -> Path:
    return cache_dir() / f"{name}.{use.value}{READY}"


def load(game: Game, normal: bool = True, use: Use = Use.GAMES, conditions: Plans = None) -> Native:
    """The game's native module, its entry points for ``use`` compiled (and warmed) on first use;
    :class:`Unsupported` for what the native engine cannot play. Without ``normal``, one whose seats
    cannot be ``normal`` bots (engine.native.generate.source)."""
    text = source(game, normal, conditions)
    name = _name(text)
    folder = cache_dir()
    path = folder / f"{name}.py"
    start = time.perf_counter()
    module = _LOADED.get(name)
    if module is None:
        folder.mkdir(parents=True, exist_ok=True)
        if not path.exists() or _body(path.read_text(encoding="utf-8")) != _body(text):  # its header may name another
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(text, encoding="utf-8")
            os.replace(tmp, path)
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        _LOADED[name] = module
    cached = warm(module, game, use, start)
    return Native(module, path, text, time.perf_counter() - start, cached, game)


def warm(module: ModuleType, game: Game, use: Use, start: float | None = None) -> bool:
    """Compile (or load from the cache) the entry points of ``use`` of a module :func:`load` loaded, once
    a process; whether they were in the cache (a module run by CPython, :func:`interpreted`, has nothing
    to compile). ``start``: when its load began (a first compile's seconds are kept from then)."""
    name = module.__name__
    if (name, use) in _WARMED or _LOADED.get(name) is not module:
        return True
    begun = time.perf_counter() if start is None else start
    ready = _ready(name, use)
    cached = ready.exists()
    _warm(module, game, use)
    _WARMED.add((name, use))
    if not cached:  # the entry points compiled and kept: what in_cache looks for
        ready.parent.mkdir(parents=True, exist_ok=True)
        ready.touch()
    if not cached and use is Use.GAMES:  # what the next decision to compile expects (play.pays_back)
        kept = measured_file(bool(module.NORMAL_BOT))
        with_tmp = kept.with_name(f"{kept.name}.{os.getpid()}.tmp")
        with_tmp.write_text(f"{time.perf_counter() - begun:.3f} {_lines(module)}", encoding="ascii")
        os.replace(with_tmp, kept)
    return cached


def _lines(module: ModuleType) -> int:
    """The lines of a loaded module's source (its file in the cache folder)."""
    return len(Path(str(module.__file__)).read_text(encoding="utf-8").splitlines())


def lines(game: Game, normal: bool, conditions: Plans = None) -> int:
    """The lines of the game's module (what its first compile grows with: :data:`GROWTH`)."""
    return len(source(game, normal, conditions).splitlines())


def interpreted(game: Game, conditions: Plans = None) -> ModuleType:
    """The game's native module run by CPython instead of compiled (its functions undecorated): the
    same code, slowly, with no compile time (tests of every edition, and debugging)."""
    text = source(game, True, conditions).replace(JIT_IMPORT, "entry = jit = inline = lambda fn: fn\n")
    name = f"{_name(text)}_interpreted"
    module = ModuleType(name)
    module.__file__ = f"<{name}>"
    exec(compile(text, module.__file__, "exec"), module.__dict__)  # noqa: S102 - generated from the tables
    return module


def _warm(module: ModuleType, game: Game, use: Use) -> None:
    """Compile (or load from the cache) the entry points of ``use`` by calling them once."""
    import numpy as np

    n = game.nplayers
    seats = np.zeros(n, dtype=np.int64)
    work = work_array(module, game, 64)
    work[module.LOGN] = -1
    if use is Use.GAMES:
        ends = np.zeros((1, 1), dtype=np.int64)
        module.run(work, ends, 0, 0, 1, seats, False, 1, *result_arrays(1, n, game.ncards))
    elif use is Use.RECORDS:
        work[module.LOGN] = 0
        module.run_logged(work, 0, seats, 1, np.zeros((2, module.ENDSTATE), dtype=np.int64))
    elif use is Use.SCRIPT:
        module.loaded(work)
        work[module.SCRIPTED] = 1  # an empty script: the game stops at its first question
        with contextlib.suppress(EOFError):
            module.run_script(work, False)
    else:
        module.loaded(work)
        one = np.zeros(1, dtype=np.int64)
        module.futures(work, work.copy(), seats, 0, 1, 1, one, one.copy())


def result_arrays(games: int, players: int, cards: int, curves: bool = False) -> tuple[Any, Any, Any, Any]:
    """Winners, turns and cards bought of ``games`` games, and (with ``curves``) the sums of the won
    games' coins over turns: the winners', the others', and how many games reached each turn."""
    import numpy as np

    return (
        np.zeros(games, dtype=np.int64),
        np.zeros(games, dtype=np.int64),
        np.zeros((games, players, cards), dtype=np.int64),
        np.zeros((3, CURVE_TURNS) if curves else (1, 1), dtype=np.int64),
    )


def work_array(module: Any, game: Any, log: int = 0) -> Any:
    """The array a native module's games of ``game`` work in, with room for a log of ``log`` cells
    (made once: the compiled code allocates nothing), and the game's card costs in it: the cost of
    each card, and the cards in the supply cheapest first with their costs (costs are not compiled
    in, so that candidates that differ only by costs share one module)."""
    import numpy as np

    work = np.zeros(module.SIZE + log, dtype=np.int64)
    for card in game.cards:
        work[module.COST + card.index] = card.cost
    for i, (c, cost, _action) in enumerate(game.card_order):
        work[module.ORDER + i] = c
        work[module.ORDERCOST + i] = cost
    work[module.ORDERN] = len(game.card_order)
    return work
