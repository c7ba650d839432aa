"""What the valuation knows of a game's cards, worked out once per game from the effects' syntax trees
and the dice: when each card activates, and how much one copy earns, as named records.

An activation's amount is known three ways, from fastest to slowest:

- the engine's fast paths (``gain K``, ``take K from roller``): a constant;
- a *linear* effect (``gain 3 * count(icon(cow))``, ``take 2 from each other``):
  payments of a constant plus so much per copy of some cards the owner has, read from the AST;
- anything else (conditions, coins, effect dice): the compiled function itself, run on a probe
  (:class:`engine.services.players.strategy.Probe`) that records coins instead of moving them.
"""

from __future__ import annotations

import operator
import weakref
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import reduce
from operator import add
from typing import Any, NamedTuple, assert_never

from dsl import ast
from dsl.statements import PAYERS, PAYING
from engine.core.tables import Tables

HORIZON = 8
"""Rounds over which a build's extra income is counted against its cost (engine.services.players.strategy)."""
BLEND = 0.5
"""How much a card's worth counts with the dice its buyer rolls now (the rest: with the best dice for it)."""
REFRESH = 8
"""A plan is worked out afresh from the game at least every so many builds (engine.services.players.strategy.Builder;
the native bot reads the same three numbers)."""

BANK, ROLLER, EACH, CHOSEN = range(4)
PARTIES = {"bank": BANK, "roller": ROLLER, "each": EACH, "chosen": CHOSEN}
"""Who a payment's coins come from (dsl.statements.Payer.party), as a :class:`Payment` says it."""


def plain_sum(values: Iterable[float]) -> float:
    """The numbers added left to right, one rounding each, on every Python: the builtin ``sum``
    compensates float rounding from Python 3.12 on, and the native ``normal`` bot adds as 3.11 did."""
    return reduce(add, values, 0.0)


"""Who pays a payment: the bank, the roller, each other player, one chosen player."""


class Amount(NamedTuple):
    """A constant plus so much per copy the owner has of some cards."""

    constant: float
    per_card: dict[int, float]


class Payment(NamedTuple):
    """One payment of a copy's activation: who pays it (``BANK``, ``ROLLER``, ``EACH``, ``CHOSEN``) and
    how much (a constant plus so much per copy the owner has of some cards)."""

    payer: int
    constant: float
    per_card: dict[int, float]


class Gate(NamedTuple):
    """An activation ``if CONDITION then A [else B]`` with a condition on the owner's built landmarks."""

    test: Callable[[Sequence[bool]], bool]
    then: list[Payment]
    otherwise: list[Payment]


@dataclass(frozen=True, slots=True)
class CardFacts:
    """What the valuation knows of one card."""

    index: int
    const: int | None
    """The amount of one copy when it is the engine's fast path (``gain K``, ``take K from roller``)."""
    takes: bool
    """Whether that constant is taken from the roller (``take K from roller``)."""
    payments: list[Payment] | None
    """The payments of one copy's activation; None when only a probe can tell (``[]``: no coins)."""
    single: Payment | None
    """The payment, when the activation is exactly one."""
    flat: float | None
    """What one copy earns from the bank, when its activation is one payment of a fixed amount."""
    gate: Gate | None
    """The gate of an activation that is a condition on the owner's landmarks (its payments are None)."""
    uses: list[int]
    """The cards whose payments grow with the copies of this one (combos)."""
    combos: list[tuple[int, float]]
    """(card d, how much more one copy of d earns per copy of this one), for d paid by the bank."""
    related: frozenset[int]
    """The cards whose gain from one more copy may change when this one is built: itself, the cards its
    amount counts, the cards whose amount counts it, and every card only a probe can value (what it
    reads is not known; keeping their gains made the bot weaker). The others' gains are kept until the
    plan is worked out afresh."""
    own_any: bool
    """Whether it can activate on its owner's roll (of any number of dice)."""
    other_any: bool
    """Whether it can activate on another player's roll (of any number of dice)."""
    roller_free: bool
    """Whether its activation ignores who rolled (probes are then shared by every roller)."""


@dataclass
class CardModel:
    """A game's cards for the valuation: a record per card, and per number of dice k the chances and
    constant earnings of every card at once (rows the valuation multiplies with a city)."""

    cards: list[CardFacts]
    own: list[list[float]]
    """``own[k][c]``: the chance card c activates on its owner's roll of k dice."""
    other: list[list[float]]
    """``other[k][c]``: the chance card c activates on one other player's roll of k dice."""
    own_const: list[list[float]]
    """``own_const[k][c]``: what one copy of a ``gain K`` card earns per own roll of k dice, on average."""
    other_const: list[list[float]]
    """``other_const[k][c]``: the same on one other player's roll of k dice."""
    slow: list[int]
    """The cards that are not ``gain K`` (amounts read from the state at each decision)."""
    counters: dict[int, list[int]]
    """Card d, whose single payment counts copies of some cards (``gain 3 * count(icon(cow))``): those cards."""
    counting: list[int]
    """The landmarks that count towards winning."""
    fixed_prices: list[int | None]
    """Per landmark: its price when it is one number (before discounts), else None."""
    other_odds: dict[tuple[int, tuple[int, ...]], list[float]] = field(default_factory=dict)
    """(player, everyone's dice) -> per card, the chance it activates on the others' rolls (kept)."""


def dice_odds(sides: int, ndice: int, size: int) -> list[float]:
    """P(total = t) for ``ndice`` dice, for t in 0..size-1."""
    one = [0.0] + [1 / sides] * sides  # P(a die shows t)
    dist = [1.0]
    for _ in range(ndice):  # convolved die by die: fast for any number of dice
        new = [0.0] * (len(dist) + sides)
        for t, p in enumerate(dist):
            if p:
                for face in range(1, sides + 1):
                    new[t + face] += p * one[face]
        dist = new
    return [dist[t] if t < len(dist) else 0.0 for t in range(size)]


_MODELS: weakref.WeakKeyDictionary[Tables, CardModel] = weakref.WeakKeyDictionary()


def card_model(game: Tables) -> CardModel:
    """The model of a game's cards (built once per game)."""
    model = _MODELS.get(game)
    if model is None:
        model = _MODELS[game] = _build(game)
    return model


def _odds(game: Tables) -> tuple[list[list[float]], list[list[float]]]:
    """Per number of dice k and card: the chance it activates on its owner's roll, on another's."""
    size = len(game.plan)
    max_dice = game.edition.max_dice
    odds = [[0.0] * size] + [dice_odds(game.sides, k, size) for k in range(1, max_dice + 1)]
    own = [[0.0] * game.ncards for _ in odds]
    other = [[0.0] * game.ncards for _ in odds]
    for k in range(1, max_dice + 1):
        for card in game.cards:
            p = plain_sum(odds[k][t] for t in set(card.roll) if t < size)
            own[k][card.index] = p if card.colour.active in ("own", "any") else 0.0
            other[k][card.index] = p if card.colour.active in ("others", "any") else 0.0
    return own, other


def _payments(card: Any, selectors: _Selectors) -> list[Payment] | None:
    """A card's activation as payments, or None when one of its statements is not linear."""
    parts: list[Payment] = []
    for stmt in (cl.stmt for cl in card.effect.program.clauses if cl.trigger == "activate"):
        found = _statement(stmt, selectors)
        if found is None:
            return None
        parts += found
    return parts


def _build(game: Tables) -> CardModel:
    own, other = _odds(game)
    selectors = _Selectors(game)
    payments = [_payments(card, selectors) for card in game.cards]
    gates = [_gated(card, selectors) if payments[card.index] is None else None for card in game.cards]
    uses: list[list[int]] = [[] for _ in game.cards]
    for c, parts in enumerate(payments):
        gate = gates[c]
        for payment in (parts or []) + ([*gate.then, *gate.otherwise] if gate else []):
            for x in payment.per_card:
                if c not in uses[x]:
                    uses[x].append(c)
    const = [c.effect.const_gain if c.effect.const_gain is not None else c.effect.const_take for c in game.cards]
    takes = [c.effect.const_take is not None for c in game.cards]
    plain = [k is not None and not t for k, t in zip(const, takes, strict=True)]
    single = [parts[0] if parts is not None and len(parts) == 1 else None for parts in payments]
    combos: list[list[tuple[int, float]]] = [[] for _ in game.cards]
    for d, one in enumerate(single):
        if one is not None and one.payer == BANK:
            for x, coef in one.per_card.items():
                combos[x].append((d, coef))
    related = _related(game, single, uses)
    cards = [
        CardFacts(
            index=c,
            const=const[c],
            takes=takes[c],
            payments=payments[c],
            single=one,
            flat=one.constant if one is not None and one.payer == BANK and not one.per_card else None,
            gate=gates[c],
            uses=uses[c],
            combos=combos[c],
            related=related[c],
            own_any=any(row[c] for row in own),
            other_any=any(row[c] for row in other),
            roller_free=not game.cards[c].effect.reads_roller,
        )
        for c, one in enumerate(single)
    ]
    return CardModel(
        cards=cards,
        own=own,
        other=other,
        own_const=[[o * (k or 0) if f else 0.0 for o, k, f in zip(row, const, plain, strict=True)] for row in own],
        other_const=[[o * (k or 0) if f else 0.0 for o, k, f in zip(row, const, plain, strict=True)] for row in other],
        slow=[c for c, f in enumerate(plain) if not f],
        counters={d: list(one.per_card) for d, one in enumerate(single) if one is not None and one.per_card},
        counting=sorted(game.counting),
        fixed_prices=[
            prices[0] if fn is None and len(prices) == 1 else None
            for prices, fn in zip(game.landmark_prices, game.price_fns, strict=True)
        ],
    )


def _related(game: Tables, single: list[Payment | None], uses: list[list[int]]) -> list[frozenset[int]]:
    probed = {c for c, one in enumerate(single) if one is None}
    out = []
    for x, own_payment in enumerate(single):
        counts = set(own_payment.per_card) if own_payment is not None else set()
        counted = {d for d, one in enumerate(single) if one is not None and x in one.per_card}
        out.append(frozenset({x} | counts | counted | set(uses[x]) | probed))
    return out


class _Selectors:
    def __init__(self, game: Tables):
        self.cards = game.cards
        self.sides = game.sides
        self.landmarks = game.landmark_index
        self.counting = game.counting

    def __call__(self, sel: ast.Selector) -> list[int] | None:
        if sel.kind == "card":
            return [c.index for c in self.cards if c.id in sel.names]
        if sel.kind == "icon":
            return [c.index for c in self.cards if c.icon in sel.names]
        if sel.kind == "colour":
            return [c.index for c in self.cards if c.colour.id in sel.names]
        return None  # "it": the kind a decision chose


def _gated(card: Any, sel: _Selectors) -> Gate | None:
    """The gate of an activation ``if CONDITION then A [else B]`` (see :attr:`CardModel.gates`)."""
    stmts = [cl.stmt for cl in card.effect.program.clauses if cl.trigger == "activate"]
    if len(stmts) != 1 or not isinstance(stmts[0], ast.If):
        return None
    test = _condition(stmts[0].cond, sel)
    then = _statement(stmts[0].then, sel)
    otherwise = [] if stmts[0].otherwise is None else _statement(stmts[0].otherwise, sel)
    if test is None or then is None or otherwise is None:
        return None
    return Gate(test, then, otherwise)


def _condition(cond: ast.Cond, sel: _Selectors) -> Callable[[Sequence[bool]], bool] | None:
    """A condition on the owner's built landmarks as a function of them, or None for any other."""
    if isinstance(cond, ast.Built) and cond.whose == "owner" and cond.name in sel.landmarks:
        j = sel.landmarks[cond.name]
        return lambda built: bool(built[j])
    if isinstance(cond, ast.Compare):
        left, right = _landmark_fact(cond.left, sel), _landmark_fact(cond.right, sel)
        compare = _COMPARE.get(cond.op)
        if left is None or right is None or compare is None:
            return None
        return lambda built: compare(left(built), right(built))
    if isinstance(cond, ast.Not):
        inner = _condition(cond.operand, sel)
        return None if inner is None else (lambda built: not inner(built))
    if isinstance(cond, ast.BoolOp):
        found = [_condition(c, sel) for c in cond.operands]
        tests = [t for t in found if t is not None]
        if len(tests) != len(found):
            return None
        join = all if cond.op == "and" else any
        return lambda built: join(t(built) for t in tests)
    return None


_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "==": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
}


def _landmark_fact(expr: ast.Expr, sel: _Selectors) -> Callable[[Sequence[bool]], int] | None:
    """A number, or the owner's constructed landmarks, as a function of their built landmarks."""
    if isinstance(expr, ast.Number):
        value = expr.value
        return lambda built: value
    if isinstance(expr, ast.Landmarks) and expr.whose == "owner":
        counting = sel.counting
        return lambda built: sum([built[j] for j in counting])
    return None


def _statement(stmt: ast.Stmt, sel: _Selectors) -> list[Payment] | None:
    """The payments of a statement, or None when they are not linear."""
    if isinstance(stmt, ast.Payment):
        amount = _linear(stmt.amount, sel)
        if stmt.where is not None or amount is None:
            return None
        party = PARTIES[PAYERS[stmt.payer].party]
        if PAYING[stmt.name].receiver == "owner":
            return [Payment(party, *amount)]
        return [Payment(party, -amount.constant, {c: -v for c, v in amount.per_card.items()})]
    if isinstance(stmt, (ast.If, ast.Then)):
        return None
    if isinstance(
        stmt,
        (
            ast.Asking,  # what an answer does: valued as nothing
            ast.Plain,  # closing, returning, another turn; pooling moves coins, but not linearly: valued as nothing
            ast.Dice,
            ast.Reroll,
            ast.ExtraTurn,
            ast.Bonus,
            ast.AddToTotal,
            ast.Discount,
        ),
    ):
        return []  # decisions, closing, abilities: no coins of their own here
    assert_never(stmt)  # a new statement must say what it is worth


def _linear(expr: ast.Expr, sel: _Selectors) -> Amount | None:
    """An amount as a constant plus so much per copy of some cards the owner has, or None."""
    if isinstance(expr, ast.Number):
        return Amount(float(expr.value), {})
    if isinstance(expr, ast.EffectRoll):  # its expected total
        return Amount((sel.sides + 1) / 2 * expr.count, {})
    if isinstance(expr, ast.Count) and expr.whose == "owner":
        cards = sel(expr.selector)
        return None if cards is None else Amount(0.0, dict.fromkeys(cards, 1.0))
    if isinstance(expr, ast.BinOp):
        left, right = _linear(expr.left, sel), _linear(expr.right, sel)
        if left is None or right is None:
            return None
        if expr.op == "*":
            if not left.per_card:
                left, right = right, left
            if right.per_card:
                return None  # count * count
            k = right.constant
            return Amount(left.constant * k, {c: v * k for c, v in left.per_card.items()})
        sign = 1.0 if expr.op == "+" else -1.0
        coefs = dict(left.per_card)
        for c, v in right.per_card.items():
            coefs[c] = coefs.get(c, 0.0) + sign * v
        return Amount(left.constant + sign * right.constant, coefs)
    return None
