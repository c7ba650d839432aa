"""The tables of a game: an edition compiled for a number of players and rule options, as one typed,
frozen object that the state machine reads (which cards activate on each roll and in which order,
build actions and their costs, copy limits, the generated income step).

:func:`make` builds them with one small function per subject; :class:`engine.core.game.Game` is
these tables with the means to start a state. The state module imports this one, never the game
module.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol

from dsl.runtime import CompiledEffect, Pending, StmtFn
from engine.core.actions import Action
from engine.core.codegen import (
    IncomeFn,
    IncomeTables,
    generated_activations,
    income_functions,
    income_source,
    loop_functions,
)
from engine.core.edition import Card, Edition, Landmark
from engine.core.errors import MkError, UnknownName
from engine.core.limits import LIMITS
from engine.core.market import MarketRule
from engine.core.options import ALL_PILES, Options

Plan = tuple[tuple[int, tuple[int, ...]], ...]
"""One roll total's activations in resolution order: (distance from the roller counter-clockwise, 0 for
the roller; the cards active for that player)."""


class Asks(Protocol):
    """What the state machine reads of a kind of decision (engine.core.decisions declares them)."""

    def actions(self, state: Any) -> list[Action]: ...

    def choices(self, state: Any, pend: Pending) -> list[Any]: ...

    def check(self, state: Any, pend: Pending | None, choice: Any) -> bool: ...


@dataclass(frozen=True, slots=True, eq=False, weakref_slot=True)
class Tables:
    """Everything about a game that does not change while it is played."""

    edition: Edition
    nplayers: int
    options: Options
    decisions: Mapping[str, Asks]
    """Every kind of decision (engine.core.decisions)."""
    market_rule: MarketRule | None
    sides: int
    next_turn_activation: bool
    """Landmarks work from their builder's next turn (the ``landmarks_active`` option)."""
    rules: CompiledEffect | None
    """The edition's own rules as an effect (abilities every player has)."""
    # cards
    cards: Sequence[Card]
    ncards: int
    card_ids: Sequence[str]
    card_index: Mapping[str, int]
    const_gain: Sequence[int | None]
    const_take: Sequence[int | None]
    activate: Sequence[StmtFn | None]
    ability_cards: Sequence[int]
    """Cards with passive abilities or hooks (the owner's abilities are worked out again when they change)."""
    ability_set: frozenset[int]
    limits: Sequence[int]
    """Copies of each card a city may hold."""
    own_mask: Sequence[int]
    """Per card, bit t set: it activates on a total of t on its owner's roll."""
    other_mask: Sequence[int]
    """Per card, bit t set: it activates on a total of t on another player's roll."""
    per_city: Sequence[int | None]
    box_watch: frozenset[int]
    """Kinds limited per city that a market boxing owned kinds (``box_owned``) watches."""
    in_supply: Sequence[bool]
    supply: Sequence[int]
    start_city: Sequence[int]
    total_cards: Sequence[int]
    market_rows: Sequence[int]
    """Each card's market row (-1: none, or no market)."""
    # landmarks
    landmarks: Sequence[Landmark]
    nlandmarks: int
    landmark_ids: Sequence[str]
    landmark_index: Mapping[str, int]
    start_built: Sequence[bool]
    counting: tuple[int, ...]
    """The landmarks that count towards winning (constructed landmarks)."""
    everyone: tuple[int, ...]
    """Landmarks whose ability every player has once anyone has built them."""
    everyone_set: frozenset[int]
    landmark_copies: Sequence[int | None]
    requires: Sequence[Callable[[Any, int], bool] | None]
    landmark_market: bool
    """Whether landmarks are sold from a market row (only showing ones can be built)."""
    market_landmarks: Sequence[int]
    """Copies of each landmark in a landmark row's deck."""
    limited_landmarks: bool
    """Whether some landmark is a shared supply, has a condition or is sold from a market row (slower build lists)."""
    landmark_prices: Sequence[tuple[int, ...]]
    price_fns: Sequence[Callable[[Any, int], int] | None]
    """Per landmark, its price as a compiled expression ``fn(state, builder)``, or None."""
    dynamic_prices: bool
    """Whether a landmark's price depends on its builder (price lists, discounts)."""
    winning: frozenset[int]
    """Landmarks whose building wins at once."""
    win_count: int
    """How many counting landmarks a player must have built to win."""
    when_built: tuple[Sequence[StmtFn | None], Sequence[StmtFn | None]]
    """What happens once when a card (``[False]``) or landmark (``[True]``) is built."""
    # income
    plan: Sequence[Plan]
    """Per roll total, the activations in resolution order."""
    income_tables: IncomeTables
    receipts: bool
    """Whether an effect reads ``received`` (states then count the roller's income)."""
    closing: bool
    investing: bool
    income_python: str
    """The generated income functions' Python source ("" with ``codegen=False``)."""
    income: Sequence[Sequence[IncomeFn]]
    # build lists
    build_none: Action
    build_actions: Sequence[Action]
    card_order: Sequence[tuple[int, int, Action]]
    """(card, cost, action) of the cards in the supply, cheapest first."""
    landmark_order: Sequence[tuple[int, int, Action]]
    landmark_actions: Sequence[Action]
    build_info: Mapping[str, tuple[bool, int, int]]
    """id -> (is a landmark, index, cost): one look-up checks and applies a build."""
    dice_actions: Sequence[Action]

    def outcomes(self, ndice: int) -> list[tuple[int, ...]]:
        """Every roll of ``ndice`` dice, each equally likely."""
        return _outcomes(self.sides, ndice)


@lru_cache(maxsize=16)
def _outcomes(sides: int, ndice: int) -> list[tuple[int, ...]]:
    return list(itertools.product(range(1, sides + 1), repeat=ndice))


def make(
    edition: Edition, nplayers: int, options: Options, decisions: Mapping[str, Asks], codegen: bool = True
) -> dict[str, Any]:
    """The fields of :class:`Tables` for a game (``codegen=False``: income by the general loop)."""
    if not edition.min_players <= nplayers <= edition.max_players:
        raise MkError(f"{edition.name} is for {edition.min_players} to {edition.max_players} players, not {nplayers}")
    rule = _market_rule(edition, options)
    out: dict[str, Any] = {
        "edition": edition,
        "nplayers": nplayers,
        "options": options,
        "decisions": decisions,
        "market_rule": rule,
        "sides": edition.dice_sides,
        "next_turn_activation": options.landmarks_active == "next_turn",
        "rules": edition.rules,
    }
    out |= _cards(edition, nplayers, options, rule)
    out |= _landmarks(edition, nplayers, rule)
    out["plan"] = _plan(edition, nplayers)
    out |= _income(edition, out, codegen)
    out |= _build_lists(edition, out["supply"])
    return out


def _market_rule(edition: Edition, options: Options) -> MarketRule | None:
    if options.market == ALL_PILES:
        return None
    if options.market not in edition.markets:
        known = [ALL_PILES, *edition.markets]
        raise UnknownName("market", options.market, known, f"{edition.name} has no market {options.market!r}")
    return edition.markets[options.market]


def _cards(edition: Edition, nplayers: int, options: Options, rule: MarketRule | None) -> dict[str, Any]:
    cards = edition.cards
    big = 1 << 30
    masks = [sum(1 << t for t in set(c.roll)) for c in cards]
    boxing = rule is not None and rule.box_owned
    copies = [c.copies_for(nplayers) for c in cards]
    start_city = [edition.start_establishments.get(c.id, 0) for c in cards]
    ability_cards = [c.index for c in cards if c.effect.passive or c.effect.hooks]
    return {
        "cards": cards,
        "ncards": len(cards),
        "card_ids": [c.id for c in cards],
        "card_index": dict(edition.card_index),
        "const_gain": [c.effect.const_gain for c in cards],
        "const_take": [c.effect.const_take for c in cards],
        "activate": [c.effect.on_activate for c in cards],
        "ability_cards": ability_cards,
        "ability_set": frozenset(ability_cards),
        "limits": [min(c.colour.max_per_city or big, options.max_copies or big) for c in cards],
        "own_mask": [m if c.colour.active in ("own", "any") else 0 for m, c in zip(masks, cards, strict=True)],
        "other_mask": [m if c.colour.active in ("others", "any") else 0 for m, c in zip(masks, cards, strict=True)],
        "per_city": [c.colour.max_per_city for c in cards],
        "box_watch": frozenset(c.index for c in cards if boxing and c.colour.max_per_city is not None),
        "in_supply": [k > 0 for k in copies],
        "supply": copies,
        "start_city": start_city,
        "total_cards": [copies[c.index] + start_city[c.index] * nplayers for c in cards],
        "market_rows": _market_rows(edition, nplayers, rule, options.market),
    }


def _market_rows(edition: Edition, nplayers: int, rule: MarketRule | None, name: str) -> list[int]:
    rows = [-1] * len(edition.cards)
    if rule is None:
        return rows
    for c in edition.cards:
        row = rule.row_for(min(c.roll, default=0), c.colour.id)
        if row < 0 and c.copies_for(nplayers) > 0:
            raise MkError(f"{c.name} is in no row of the market {name!r}")
        rows[c.index] = row
    return rows


def _landmarks(edition: Edition, nplayers: int, rule: MarketRule | None) -> dict[str, Any]:
    lms = edition.landmarks
    counting = tuple(lm.index for lm in lms if lm.counts)
    everyone = tuple(lm.index for lm in lms if lm.scope == "everyone")
    copies = [lm.copies for lm in lms]
    requires = [lm.requires for lm in lms]
    landmark_market = rule is not None and rule.landmark_row is not None
    prices = [lm.prices or (lm.cost,) for lm in lms]
    price_fns = [lm.price for lm in lms]
    need = edition.win_landmarks
    return {
        "landmarks": lms,
        "nlandmarks": len(lms),
        "landmark_ids": [lm.id for lm in lms],
        "landmark_index": dict(edition.landmark_index),
        "start_built": [lm.id in edition.start_landmarks for lm in lms],
        "counting": counting,
        "everyone": everyone,
        "everyone_set": frozenset(everyone),
        "landmark_copies": copies,
        "requires": requires,
        "landmark_market": landmark_market,
        "market_landmarks": [
            0 if lm.id in edition.start_landmarks else (nplayers if lm.copies is None else lm.copies) for lm in lms
        ],
        "limited_landmarks": any(k is not None for k in copies) or any(requires) or landmark_market,
        "landmark_prices": prices,
        "price_fns": price_fns,
        "dynamic_prices": (
            any(len(p) > 1 for p in prices) or any(e.discounts for e in edition.effects) or any(price_fns)
        ),
        "winning": frozenset(lm.index for lm in lms if lm.wins),
        "win_count": len(counting) if need is None else min(need, len(counting)),
        "when_built": (
            [c.effect.hooks.get("when_built") for c in edition.cards],
            [lm.effect.hooks.get("when_built") for lm in lms],
        ),
    }


def _plan(edition: Edition, nplayers: int) -> list[Plan]:
    """Per roll total, the cards that activate in resolution order: by colour order; within an order the
    roller's own cards, then the others' counter-clockwise from the roller."""
    cards = edition.cards
    orders = sorted({c.colour.order for c in cards})
    plan = []
    for total in range(edition.dice_sides * edition.max_dice + edition.max_added + 1):
        entries: list[tuple[int, tuple[int, ...]]] = []
        for order in orders:
            hits = [c for c in cards if c.colour.order == order and total in c.roll]
            own = tuple(c.index for c in hits if c.colour.active in ("own", "any"))
            other = tuple(c.index for c in hits if c.colour.active in ("others", "any"))
            if own:
                entries.append((0, own))
            if other:
                entries.extend((i, other) for i in range(1, nplayers))
        plan.append(tuple(entries))
    return plan


def _income(edition: Edition, t: Mapping[str, Any], codegen: bool) -> dict[str, Any]:
    """The income step: generated code, or the general loop beyond the ``income_code`` limit."""
    effects = edition.effects
    tables = IncomeTables(
        label=f"{edition.id} {t['nplayers']}p",
        plan=t["plan"],
        nplayers=t["nplayers"],
        card_ids=t["card_ids"],
        const_gain=t["const_gain"],
        const_take=t["const_take"],
        activate=t["activate"],
        bonus_cards=frozenset(c for eff in effects for _amount, cs in eff.bonuses for c in cs),
        closing=any(e.closes for e in effects),
        receipts=any(e.receipts for e in effects),
    )
    # a line or so per (total, roller, owner, card) that can activate: past the bound the general loop
    # does the same work without code whose size multiplies
    codegen = codegen and generated_activations(t["plan"], t["nplayers"]) <= LIMITS["income_code"].value
    python = income_source(tables) if codegen else ""
    return {
        "income_tables": tables,
        "receipts": tables.receipts,
        "closing": tables.closing,
        "investing": any("invest" in e.asks for e in effects),
        "income_python": python,
        "income": income_functions(tables, python) if codegen else loop_functions(tables),
    }


def _build_lists(edition: Edition, copies: Sequence[int]) -> dict[str, Any]:
    """Build actions, cheapest first, so that listing them stops at the first unaffordable one."""
    cards, lms = edition.cards, edition.landmarks
    supplied = sorted((c for c in cards if copies[c.index] > 0), key=lambda c: (c.cost, c.index))
    build_actions = [Action("build", c.id) for c in cards]
    by_cost = sorted(lms, key=lambda lm: (lm.cost, lm.index))
    build_info = {c.id: (False, c.index, c.cost) for c in cards} | {lm.id: (True, lm.index, lm.cost) for lm in lms}
    return {
        "build_none": Action("build", None),
        "build_actions": build_actions,
        "card_order": [(c.index, c.cost, build_actions[c.index]) for c in supplied],
        "landmark_order": [(lm.index, lm.cost, Action("build", lm.id)) for lm in by_cost],
        "landmark_actions": [Action("build", lm.id) for lm in lms],
        "build_info": build_info,
        "dice_actions": [Action("dice", k) for k in range(edition.max_dice + 1)],
    }
