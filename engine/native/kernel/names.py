"""What the generated part of a game's native module gives the kernel, declared for ruff and mypy.

The kernel's modules (this package) are compiled inside each game's module, whose generated part
(engine.native.generate) defines these names: the state's layout (where each field starts in ``S``),
the game's numbers and tables as constants (numba compiles them into the machine code), and the
functions compiled from the edition's effects. The kernel imports them from here only for checking
(``if TYPE_CHECKING``); tests/test_native.py checks that every game's module defines each name as
declared here, and that each is one the kernel uses.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Protocol, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


def entry(fn: F) -> F:
    """:data:`engine.native.jit.entry` in a game's module (the header engine.native.generate writes):
    an entry point, called from Python."""
    return fn


def jit(fn: F) -> F:
    """As :func:`entry`, called only by compiled code (no Python wrapper is made for it)."""
    return fn


def inline(fn: F) -> F:
    """As :func:`jit`, inlined where it is called."""
    return fn


class Reals(Protocol):
    """The state array's cells read as float64 (``S.view(np.float64)``)."""

    def __getitem__(self, i: int, /) -> float: ...
    def __setitem__(self, i: int, value: float, /) -> None: ...


class Cells(Protocol):
    """A one-dimensional int64 array the kernel writes: the state ``S`` and a run's results."""

    @property
    def shape(self) -> tuple[int, ...]: ...
    def __getitem__(self, i: int, /) -> int: ...
    def __setitem__(self, i: int, value: int, /) -> None: ...
    def view(self, dtype: Any, /) -> Reals: ...


class Table(Protocol):
    """A many-dimensional int64 array the kernel writes (a run's results)."""

    @property
    def shape(self) -> tuple[int, ...]: ...
    def __getitem__(self, i: tuple[int, ...], /) -> int: ...
    def __setitem__(self, i: tuple[int, ...], value: int, /) -> None: ...


class Ints(Protocol):
    """A constant one-dimensional int64 table."""

    @property
    def shape(self) -> tuple[int, ...]: ...
    def __getitem__(self, i: int, /) -> int: ...
    def __iter__(self) -> Iterator[int]: ...


class Floats(Protocol):
    """A constant one-dimensional float64 table."""

    def __getitem__(self, i: int, /) -> float: ...


class IntGrid(Protocol):
    """A constant two-dimensional int64 table."""

    def __getitem__(self, i: tuple[int, int], /) -> int: ...


class FloatGrid(Protocol):
    """A constant two-dimensional float64 table."""

    def __getitem__(self, i: tuple[int, int], /) -> float: ...


# ---- the state's layout: where each field starts in S ----------------------------------------------
ACTIVE: int
ACTS: int
ADDS: int
BONUS: int
BOTS_RNG: int
BUILT: int
BUILTNOTHING: int
CANREROLL: int
CHOICES: int
CITY: int
CLEARED: int
CLOSED: int
COINS: int
COST: int
CURVE: int
DICE_RNG: int
DIE: int
DISCOUNT: int
EFFDIE: int
EFFSET: int
EFFSUM: int
ENDSTATE: int
EXTRA: int
EXTRACOUNT: int
EXTRATURN: int
GRANTED: int
HASBONUS: int
HOOKS: int
INVEST: int
LIST_H: int
LIST_N: int
LMSHOW: int
LOGN: int
MARKET_RNG: int
MAXDICE: int
MK_BOXED: int
MK_DECK: int
MK_FULL: int
MK_POS: int
NADD: int
NCURVE: int
NHOOK: int
NROLLED: int
OPENINGS: int
N_AGE: int
N_AVG: int
N_BOOSTED: int
N_DALL: int
N_DICE: int
N_GAINED: int
N_GOTHER: int
N_GOWN: int
N_HASTARGET: int
N_INCOME: int
N_NEXT: int
N_NEXTCARD: int
N_NEXTSNAP: int
N_NOWN: int
N_ODDS: int
N_OTHERS: int
N_OWN: int
N_PCKEY: int
N_PCN: int
N_PCVAL: int
N_PLANSNAP: int
N_RICHEST: int
N_SCORED: int
N_SCORES: int
N_TARGET: int
N_TMP: int
N_VALID: int
N_WORTH: int
ORDER: int
ORDERCOST: int
ORDERN: int
OVER: int
PLANS: int
OVERFLOW: int
PLAYER: int
RECEIVED: int
REROLLED: int
SEATS: int
SEED: int
SEEDING: int
SUPPLY: int
TALLYING: int
TOTAL: int
TURN: int
WINNER: int

# ---- the game's numbers --------------------------------------------------------------------------------
AFTER_BUILD: int
AFTER_INCOME: int
AMOUNT: int
BEFORE_BUILD: int
BOX_OWNED: int
CLOSES: int
CURVE_TURNS: int
DYNAMIC_PRICES: int
END_OF_TURN: int
END_OVERFLOW: int
END_TURN_CAP: int
EXTRA_MAX: int
HAS_EVERYONE: int
HAS_RULES: int
LANDMARK_MARKET: int
LIMITED_LANDMARKS: int
LOG_ACTIVATE: int
LOG_ADD_TO_ROLL: int
LOG_BUILD: int
LOG_DEMOLISH: int
LOG_DICE: int
LOG_EFFECT_ROLL: int
LOG_GIVE: int
LOG_INVEST: int
LOG_RENOVATE: int
LOG_REROLL: int
LOG_ROLL: int
LOG_SWAP: int
LOG_TARGET: int
LOG_TURN: int
MAXADDS: int
MAXHOOKS: int
NC: int
NEXT_TURN: int
NL: int
NORMAL_BOT: int
NO_CONST: int
NP: int
PLAN_WANTS: int
STRATEGIES: int
PLAN_WIDTH: int
BUY_DEAREST: int
BUY_WAIT: int
DICE_BEST: int
DICE_TWO: int
DICE_WHEN: int
LANDMARKS_FIRST: int
LANDMARKS_WHEN: int
ORDER_DEAREST: int
ORDER_LISTED: int
P_BUY: int
P_DICE: int
P_DICE_COND: int
P_LANDMARKS: int
P_LM_COND: int
P_NLIST: int
P_NW: int
P_ORDER: int
P_OTHERWISE: int
P_TABLES: int
NROWS: int
N_BLEND: float
N_HORIZON: int
N_MD: int
N_REFRESH: int
N_REST: float
N_SN: int
OPENING: int
RECEIPTS: int
REROLL_SAME: int
SCRIPT: int
SCRIPTED: int
SCRIPTN: int
SCRIPTREFUSED: int
SCRIPTSTOP: int
SIDES: int
SIZE: int
START_COINS: int
V_NONE: int
V_NSLOW: int
V_PROBE_CACHE: int
WIN_COUNT: int

# ---- the game's tables ---------------------------------------------------------------------------------
ABILITY_CARDS: Ints
ACTIVATES: Ints
ADD_AMOUNT: Ints
BOX_WATCH: Ints
CONST_GAIN: Ints
CONST_TAKE: Ints
COUNTING: Ints
DECK0: Ints
ENTRY_CARDS: Ints
ENTRY_DIST: Ints
ENTRY_START: Ints
EVERYONE: Ints
HAS_PRICE_FN: Ints
HAS_REQUIRES: Ints
IS_ABILITY_CARD: Ints
LIMITS: Ints
LM_COPIES: Ints
LM_COST: Ints
LM_ORDER: Ints
NTIERS: Ints
PER_CITY: Ints
PLAN_IN_SUPPLY: Ints
PLAN_LM_PRICE: Ints
PLAN_START: Ints
PRICES: IntGrid
ROW_AT: Ints
ROW_IS_LM: Ints
ROW_LEN: Ints
ROW_MEMBERS: Ints
ROW_MSTART: Ints
ROW_OF: Ints
ROW_SHOWING: Ints
START_BUILT: Ints
START_CITY: Ints
SUPPLY0: Ints
TRIM_BOXED: Ints
V_COEF: Floats
V_COEF_CARD: Ints
V_COEF_START: Ints
V_COMBO_CARD: Ints
V_COMBO_COEF: Floats
V_COMBO_START: Ints
V_CONST: Ints
V_CONSTANT: Floats
V_COUNTER_CARD: Ints
V_COUNTER_START: Ints
V_COUNTS: Ints
V_FIXED_PRICE: Ints
V_FLAT: Floats
V_GATE_ELSE: Ints
V_GATE_THEN: Ints
V_HAS_FLAT: Ints
V_LIST_START: Ints
V_OTHER: FloatGrid
V_OTHER_ANY: Ints
V_OTHER_CONST: FloatGrid
V_OWN: FloatGrid
V_OWN_ANY: Ints
V_OWN_CONST: FloatGrid
V_PAYER: Ints
V_PAYLIST: Ints
V_RELATED: IntGrid
V_ROLLER_FREE: Ints
V_SLOW: Ints
V_TAKES: Ints
V_USES: Ints
V_USES_START: Ints
WHEN_BUILT_CARD: Ints
WHEN_BUILT_LANDMARK: Ints
WINNING: Ints


# ---- compiled from the edition's effects (engine.native.effects) ---------------------------------------
activate: Callable[[Cells, int, int, int, int, int], int]
"""``activate(S, c, o, roller, n, bonus)``: what card c earns its owner o on roller's roll (n copies)."""
add_ability: Callable[[Cells, int, int, int], None]
"""``add_ability(S, p, eid, count)``: an ability of effect eid (count copies) given to p."""
add_when: Callable[[Cells, int, int], bool]
"""``add_when(S, a, o)``: whether p may add amount a now."""
gate_test: Callable[[Cells, int, int], bool]
"""``gate_test(S, o, c)``: whether card c of o may activate (its gate)."""
price_fn: Callable[[Cells, int, int], int]
"""``price_fn(S, o, j)``: what landmark j costs o now, by its price rule."""
probe_act: Callable[[Cells, int, int, int, int, int], float]
"""``probe_act(S, c, o, roller, n, bonus)``: what card c would earn o (the normal bot's probe)."""
plan_cond: Callable[[Cells, int, int], bool]
"""``plan_cond(S, o, i)``: whether condition i of the strategies the module was made for holds for o."""
requires: Callable[[Cells, int, int], bool]
"""``requires(S, o, j)``: whether o may build landmark j (its requirement)."""
run_hook: Callable[[Cells, int, int, int, int, int], None]
"""``run_hook(S, h, o, roller, n, bonus)``: hook h of o's on roller's turn (n copies, bonus)."""
