"""The native engine behind ``mk simulate --engine native`` and ``mk compare``: whether it can play a
game, games played in chunks (winner, turns, cards bought), and one game with every action and the
state of each turn's end (the balance lab writes it as an ordinary game record, whose replay in the
Python engine checks the native engine's state turn by turn).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engine import install_hint
from engine.core.actions import Action
from engine.core.botnames import ALIASES
from engine.core.decisions import DECISIONS, TURN_LOG
from engine.core.errors import MkError
from engine.core.game import Game
from engine.core.limits import SEEDS
from engine.core.outcome import Termination
from engine.core.tables import Tables
from engine.load.strategies import is_strategy, load_strategy, problems_for
from engine.native.layout import view
from engine.native.uses import Use

if TYPE_CHECKING:
    from engine.native.build import Native
    from engine.native.effects import Unsupported
    from engine.native.generate import Plans

BOTS = {"random": 0, "basic": 1, "normal": 2}
"""The bots the native engine plays, by name: each decides as its Python version does."""
ENGINES = ("auto", "python", "native")
INSTALL = install_hint("native")
_LOADED: dict[tuple[Any, ...], Native] = {}


def available() -> bool:
    """Whether numba (the ``native`` extra) is installed."""
    return importlib.util.find_spec("numba") is not None


def why_not(game: Game, bots: list[str], seed: int = 0, games: int = 1) -> str | None:
    """None when the native engine can play ``game`` with ``bots`` (registered names and strategies),
    games ``seed`` ... ``seed + games - 1``; otherwise why not, in words."""
    if not available():
        return f"numba is not installed: {INSTALL}"
    others = sorted(b for b in set(bots) - set(BOTS) if not is_strategy(b))
    if others:
        return f"the native engine has no {' or '.join(others)} bot (it plays {' and '.join(BOTS)}, and strategies)"
    for name in dict.fromkeys(b for b in bots if is_strategy(b)):
        s = load_strategy(name)
        if bot_key(s.decisions) != "normal" or (s.otherwise != "nothing" and bot_key(s.otherwise) not in BOTS):
            return f"the native engine plays a strategy's other decisions with the normal bot only ({name})"
        if problems_for(s, game.edition):
            return f"{name} names what {game.edition.name} lacks"
    if seed not in SEEDS or seed + games - 1 not in SEEDS:
        return f"the native engine takes seeds from 0 to {SEEDS[-1]:,}"
    from engine.native.effects import Unsupported
    from engine.native.generate import source

    normal, conditions = needs(bots)
    try:
        source(game, normal, conditions)
    except Unsupported as exc:
        return explain(game, exc)
    return None


def bot_key(name: str) -> str:
    """A bot's registered name (an alias resolved), as a strategy's ``decisions`` or ``otherwise`` names it."""
    return ALIASES.get(name, name)


def seats_all(bots: Sequence[str]) -> bool:
    """Whether the native engine has a player for each of ``bots``: its own bots, and strategies (a bot
    that thinks is the Python engine's, its futures the native one's)."""
    return all(b in BOTS or is_strategy(b) for b in bots)


def plans_of(bots: Sequence[str]) -> list[str]:
    """The strategies among ``bots``, each once, in the order they first sit: their slots."""
    return list(dict.fromkeys(b for b in bots if b not in BOTS))


def needs(bots: Sequence[str], also: Sequence[str] = ()) -> tuple[bool, Plans]:
    """What a game's module must hold to seat ``bots``: the normal bot's code (the strategies' other
    decisions are its), and the conditions (engine.native.kernel.plans.plan_cond) of their strategies
    and of those ``also`` names (a tournament's: one module serves all its tables)."""
    plans = plans_of(bots)
    conditions: list[str] = []
    for name in dict.fromkeys([*(a for a in also if is_strategy(a)), *plans]):
        s = load_strategy(name)
        conditions += [c for c in (s.dice_when, s.landmarks_when) if c is not None and c not in conditions]
    everyone = [*bots, *(a for a in also if a in BOTS or is_strategy(a))]
    strategies = any(b not in BOTS for b in everyone)
    return "normal" in everyone or strategies, tuple(conditions) if strategies else None


def seat_codes(bots: Sequence[str]) -> Any:
    """Each seat's code in a native module: a bot's, or 3 + its strategy's slot."""
    import numpy as np

    plans = plans_of(bots)
    return np.array([BOTS[b] if b in BOTS else 3 + plans.index(b) for b in bots], dtype=np.int64)


def write_plans(work: Any, module: Any, game: Game, bots: Sequence[str], conditions: Plans) -> None:
    """The strategies among ``bots`` into their slots of the work array (engine.native.kernel.plans), their
    conditions as the module numbers them (``conditions``: :func:`needs`)."""
    from engine.native.kernel.plans import CELLS as k

    ed = game.edition
    for slot, name in enumerate(plans_of(bots)):
        s = load_strategy(name)
        base = module.PLANS + slot * module.PLAN_WIDTH
        start = game.start_city if s.count == "bought" else [0] * game.ncards
        order = s.landmark_order
        listed = isinstance(order, tuple)
        cells = {  # each mode's value named by the file's own word (engine.native.kernel.plans.CELLS)
            k["P_BUY"]: k[f"BUY_{s.buy.upper()}"],
            k["P_DICE"]: k[f"DICE_{s.dice.upper()}"],
            k["P_LANDMARKS"]: k[f"LANDMARKS_{s.landmarks.upper()}"],
            k["P_ORDER"]: k["ORDER_LISTED" if listed else f"ORDER_{str(order).upper()}"],
            k["P_OTHERWISE"]: -1 if s.otherwise == "nothing" else BOTS[bot_key(s.otherwise)],
            k["P_NW"]: len(s.wants),
            k["P_NLIST"]: len(order) if listed else 0,
            k["P_DICE_COND"]: (conditions or ()).index(s.dice_when) if s.dice_when is not None else -1,
            k["P_LM_COND"]: (conditions or ()).index(s.landmarks_when) if s.landmarks_when is not None else -1,
        }
        for at, value in cells.items():
            work[base + at] = value
        wants = base + k["P_TABLES"]
        for w, (cid, n) in enumerate(s.wants):
            c = ed.card_index[cid]
            work[wants + w] = c
            work[wants + module.PLAN_WANTS + w] = n + start[c]
        for i, lid in enumerate(order if isinstance(order, tuple) else ()):
            work[wants + 2 * module.PLAN_WANTS + i] = ed.landmark_index[lid]


def pays_back(game: Game, normal: bool, python_seconds: float, conditions: Plans = None) -> str | None:
    """None when compiling ``game``'s module (with ``normal`` bots or not) costs less than the Python
    engine's ``python_seconds`` for the run (always, once it is compiled); otherwise why not, in words."""
    from engine.native.build import cached, compile_seconds, lines

    if cached(game, normal, conditions=conditions):
        return None
    expected = compile_seconds(normal, lines(game, normal, conditions))
    if python_seconds >= expected:
        return None
    took = "under a second" if python_seconds < 1 else f"about {python_seconds:,.0f} s"
    return (
        f"these games take {took} with the Python engine, less than compiling the native engine for them "
        f"(about {expected:,.0f} s, once)"
    )


def explain(game: Game, exc: Unsupported) -> str:
    """The reason, at its place in the edition's file (``file:line:column: ...``) when it has one."""
    if exc.path is None:
        return str(exc)
    from engine.load.loader import position_in_file

    line, column = exc.at if exc.at is not None else (0, 0)
    found = position_in_file(game.edition, exc.path, line, column)
    if found is None:
        return str(exc)
    what = exc.path[1] if len(exc.path) > 1 else exc.path[0]  # the card's or landmark's id, or "rules"
    return f"{found[0]}:{found[1]}:{found[2]}: the native engine cannot play {exc.construct} ({what})"


def loaded_key(game: Game, normal: bool, conditions: Plans = None) -> tuple[Any, ...]:
    """Where :func:`native` keeps a game's loaded module: by the game, whether it has the normal bot, and
    the strategies' conditions when it seats any."""
    return (id(game), normal) if conditions is None else (id(game), normal, conditions)


def native(game: Game, normal: bool, use: Use = Use.GAMES, conditions: Plans = None) -> Native:
    """The game's compiled module for ``use`` (compiled once a process, and kept on disk); with ``normal``,
    one that plays the ``normal`` bot (its code doubles the compile time, so only games with it pay);
    ``conditions``: those of the strategies it seats (:func:`needs`)."""
    from engine.native.build import load

    key = loaded_key(game, normal, conditions)
    if key not in _LOADED:
        _LOADED[key] = load(game, normal, use, conditions)
    else:
        _LOADED[key].warm(use)
    return _LOADED[key]


def play_batch(
    game: Game,
    bots: list[str],
    rotate: bool,
    max_turns: int,
    seed: int,
    first: int,
    count: int,
    curves: bool = False,
    plans: Sequence[str] = (),
) -> tuple[Any, Any, Any, Any]:
    """Games ``first`` ... ``first + count - 1`` of a run (game i: seed ``seed + i``; with ``rotate`` the
    bots move one seat a game): arrays of the winners (-1: stalled at the turn cap; -2: not played
    here, its numbers grew beyond 64 bits, see :data:`TOO_BIG`), the turns, the cards bought per
    game, seat and kind, and (with ``curves``) the won games' coins over turns (build.result_arrays)."""

    from engine.native.build import result_arrays

    normal, conditions = needs(bots, plans)
    nat = native(game, normal, Use.GAMES, conditions)
    out = result_arrays(count, game.nplayers, game.ncards, curves)
    nat.run(
        seed + first,
        count,
        seat_codes(bots),
        rotate,
        max_turns,
        out,
        first,
        lambda w: write_plans(w, nat.module, game, bots, conditions),
    )
    return out


# -- records ------------------------------------------------------------------------------------
LOG_CELLS = 1 << 22
"""Room for a recorded game's answers and dice (pairs of cells); a longer game is refused."""


Turn = tuple[int, int, bool, list[Action], dict[str, Any]]
"""A played turn: its number, player, whether it is an extra turn, its actions, and the state when it
ended (as a record's turn line holds it)."""


TOO_BIG = Termination.OVERFLOW.code
"""The winner of a game the native engine did not play to the end: an amount grew beyond what its 64-bit
integers hold (Python's have no bound). Such games are played by the Python engine (the lab does it)."""


def logged(
    game: Game, bots: list[str], seed: int, max_turns: int, plans: Sequence[str] = ()
) -> tuple[list[Turn], int | None] | None:
    """One game played natively, turn by turn, and its winner (None: stalled at ``max_turns``); None
    for a game it cannot play to the end (see :data:`TOO_BIG`)."""
    import numpy as np

    from engine.native.build import work_array

    normal, conditions = needs(bots, plans)
    m = native(game, normal, Use.RECORDS, conditions).module
    seats = seat_codes(bots)
    work = work_array(m, game, LOG_CELLS)
    write_plans(work, m, game, bots, conditions)
    work[m.LOGN] = 0
    ends = np.zeros((min(max_turns, 100_000) + 2, m.ENDSTATE), dtype=np.int64)
    m.run_logged(work, seed, seats, max_turns, ends)
    if work[m.OVERFLOW]:
        return None
    used = int(work[m.LOGN])
    if used + 2 > LOG_CELLS:
        raise MkError(f"the game of seed {seed} is too long to record natively")
    over = bool(work[m.OVER])
    played = _turns(game, work[m.SIZE : m.SIZE + used].reshape(-1, 2))
    out: list[Turn] = []
    for k, (turn, player, extra, actions) in enumerate(played):
        last = k == len(played) - 1
        if last and not over and turn > max_turns:
            break  # the turn after the cap: not played
        row = work if last and over else ends[1 + k]
        out.append((turn, player, extra, actions, table(game, m, row)))
    return out, int(work[m.WINNER]) if over else None


def _turns(game: Game, log: Any) -> list[tuple[int, int, bool, list[Action]]]:
    """The log's actions, turn by turn: (turn, player, extra, actions); the codes are engine.core.decisions'."""
    out: list[tuple[int, int, bool, list[Action]]] = []
    kinds = log_kinds()
    k = 0
    while k < len(log):
        code, value = int(log[k][0]), int(log[k][1])
        k += 1
        if code == TURN_LOG:
            out.append((len(out) + 1, value // 2, bool(value % 2), []))
            continue
        acts = out[-1][3]
        kind = kinds[code]
        if DECISIONS[kind].chance:  # dice: the count, then each die
            dice = tuple(int(log[k + d][1]) for d in range(value))
            k += value
            acts.append(Action(kind, dice))
        else:
            acts.append(Action(kind, DECISIONS[kind].from_native(value, game)))
    return out


def log_kinds() -> dict[int, str]:
    """The decision kind of each code of the native log (of the kinds registered now)."""
    return {d.log_code: kind for kind, d in DECISIONS.items()}


def table(game: Tables, m: Any, row: Any) -> dict[str, Any]:
    """A turn line's state (engine.services.play.records.turn_state) from a row of the native state (the
    whole state, or its first ``ENDSTATE`` cells)."""
    cards, lms = game.card_ids, game.landmark_ids
    v = view(m, row)

    def named(ids: Sequence[str], counts: Any, among: Any = None) -> dict[str, int]:
        return {ids[k]: int(counts[k]) for k in (range(len(ids)) if among is None else among) if counts[k]}

    out: dict[str, Any] = {
        "coins": [int(x) for x in v.coins],
        "establishments": [named(cards, city) for city in v.city],
        "landmarks": [[lms[j] for j, built in enumerate(b) if built] for b in v.built],
    }
    if game.closing:
        out["closed"] = [named(cards, closed) for closed in v.closed]
    if game.investing:
        out["invested"] = [named(cards, invested) for invested in v.invest]
    rule = game.market_rule
    if rule is not None:
        rows: dict[str, Any] = {}
        for r, mrow in enumerate(rule.rows):
            members = m.ROW_MEMBERS[m.ROW_MSTART[r] : m.ROW_MSTART[r + 1]]
            left = int(m.ROW_LEN[r] - v.mk_pos[r])
            if mrow.landmarks:
                rows[mrow.name] = {"showing": named(lms, v.lmshow, members), "deck": left}
            else:
                showing, boxed = named(cards, v.supply, members), named(cards, v.mk_boxed, members)
                rows[mrow.name] = {"showing": showing, "deck": left, "boxed": boxed}
        out["market"] = rows[""] if rule.flat else rows
    return out
