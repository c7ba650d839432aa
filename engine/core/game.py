"""A :class:`Game` is an edition compiled for a number of players and rule options.

It holds the tables the hot loop reads (which cards activate on each roll, in
which order; build actions and their costs; copy limits) and makes states.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from engine.core.codegen import (
    IncomeTables,
    generated_activations,
    income_functions,
    income_source,
    loop_functions,
)
from engine.core.edition import Edition
from engine.core.errors import MkError, UnknownName
from engine.core.limits import LIMITS
from engine.core.market import MarketRule
from engine.core.options import ALL_PILES, Options
from engine.core.state import Action, CountingState, State


class Game:
    def __init__(self, edition: Edition, nplayers: int, options: Options, codegen: bool = True):
        """``codegen=False`` resolves income with the general loop instead of generated code
        (slower; tests use it to check that both agree)."""
        if not edition.min_players <= nplayers <= edition.max_players:
            raise MkError(
                f"{edition.name} is for {edition.min_players} to {edition.max_players} players, not {nplayers}"
            )
        self.market_rule: MarketRule | None = None
        if options.market != ALL_PILES:
            if options.market not in edition.markets:
                known = [ALL_PILES, *edition.markets]
                raise UnknownName("market", options.market, known, f"{edition.name} has no market {options.market!r}")
            self.market_rule = edition.markets[options.market]
        self.edition = edition
        self.nplayers = nplayers
        self.options = options
        self.sides = edition.dice_sides
        self.next_turn_activation = options.landmarks_active == "next_turn"
        cards = self.cards = edition.cards
        lms = self.landmarks = edition.landmarks
        self.ncards = len(cards)
        self.nlandmarks = len(lms)
        self.card_ids = [c.id for c in cards]
        self.landmark_ids = [lm.id for lm in lms]
        self.card_index = dict(edition.card_index)
        self.landmark_index = dict(edition.landmark_index)
        self.const_gain = [c.effect.const_gain for c in cards]
        self.const_take = [c.effect.const_take for c in cards]
        self.activate = [c.effect.on_activate for c in cards]
        self.ability_cards = [c.index for c in cards if c.effect.passive or c.effect.hooks]
        self.ability_set = frozenset(self.ability_cards)
        big = 1 << 30
        self.limits = [
            min(
                c.colour.max_per_city or big,
                options.max_copies or big,
            )
            for c in cards
        ]
        masks = [sum(1 << t for t in set(c.roll)) for c in cards]
        self.own_mask = [m if c.colour.active in ("own", "any") else 0 for m, c in zip(masks, cards, strict=False)]
        self.other_mask = [m if c.colour.active in ("others", "any") else 0 for m, c in zip(masks, cards, strict=False)]
        self.per_city = [c.colour.max_per_city for c in cards]
        boxing = self.market_rule is not None and self.market_rule.box_owned
        self.box_watch = frozenset(c.index for c in cards if boxing and c.colour.max_per_city is not None)
        """Kinds limited per city that a market boxing owned kinds (``box_owned``) watches."""
        copies = [c.copies_for(nplayers) for c in cards]
        self.in_supply = [k > 0 for k in copies]
        self.supply = copies
        self.start_city = [edition.start_establishments.get(c.id, 0) for c in cards]
        self.start_built = [lm.id in edition.start_landmarks for lm in lms]
        self.counting = tuple(lm.index for lm in lms if lm.counts)
        """The landmarks that count towards winning (constructed landmarks)."""
        self.everyone = tuple(lm.index for lm in lms if lm.scope == "everyone")
        """Landmarks whose ability every player has once anyone has built them."""
        self.everyone_set = frozenset(self.everyone)
        self.landmark_copies = [lm.copies for lm in lms]
        self.requires = [lm.requires for lm in lms]
        rule = self.market_rule
        self.landmark_market = rule is not None and rule.landmark_row is not None
        """Whether landmarks are sold from a market row (only showing ones can be built)."""
        self.market_rows = [-1] * self.ncards
        """Each card's market row (-1: none, or no market)."""
        if rule is not None:
            for c in cards:
                row = next((r for r, row in enumerate(rule.rows) if row.takes(min(c.roll, default=0), c.colour.id)), -1)
                if row < 0 and c.copies_for(nplayers) > 0:
                    raise MkError(f"{c.name} is in no row of the market {options.market!r}")
                self.market_rows[c.index] = row
        self.market_landmarks = [
            0 if lm.id in edition.start_landmarks else (nplayers if lm.copies is None else lm.copies) for lm in lms
        ]
        """Copies of each landmark in a landmark row's deck."""
        self.limited_landmarks = (
            any(k is not None for k in self.landmark_copies) or any(self.requires) or self.landmark_market
        )
        """Whether some landmark is a shared supply, has a condition or is sold from a market row
        (slower build lists)."""
        self.landmark_prices = [lm.prices or (lm.cost,) for lm in lms]
        self.price_fns = [lm.price for lm in lms]
        """Per landmark, its price as a compiled expression ``fn(state, builder)``, or None."""
        self.dynamic_prices = (
            any(len(p) > 1 for p in self.landmark_prices)
            or any(e.discounts for e in edition.effects)
            or any(self.price_fns)
        )
        """Whether a landmark's price depends on its builder (price lists, discounts)."""
        self.winning = frozenset(lm.index for lm in lms if lm.wins)
        """Landmarks whose building wins at once."""
        need = edition.win_landmarks
        self.win_count = len(self.counting) if need is None else min(need, len(self.counting))
        """How many of them a player must have built to win."""
        # what happens once when a card (False) or landmark (True) is built
        self.when_built = (
            [c.effect.hooks.get("when_built") for c in cards],
            [lm.effect.hooks.get("when_built") for lm in lms],
        )
        # which cards activate on each roll total, grouped by colour order;
        # each group is (cards active for the roller, cards active for the others)
        max_roll = self.sides * edition.max_dice + edition.max_added
        orders = sorted({c.colour.order for c in cards})
        by_roll: list[tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]] = []
        for total in range(max_roll + 1):
            groups = []
            for order in orders:
                hits = [c for c in cards if c.colour.order == order and total in c.roll]
                own = tuple(c.index for c in hits if c.colour.active in ("own", "any"))
                other = tuple(c.index for c in hits if c.colour.active in ("others", "any"))
                if own or other:
                    groups.append((own, other))
            by_roll.append(tuple(groups))
        # the same, flattened for the hot loop: (distance from the roller
        # counter-clockwise, cards) in resolution order; 0 is the roller
        self.plan: list[tuple[tuple[int, tuple[int, ...]], ...]] = []
        for groups_ in by_roll:
            entries: list[tuple[int, tuple[int, ...]]] = []
            for own, other in groups_:
                if own:
                    entries.append((0, own))
                if other:
                    entries.extend((i, other) for i in range(1, nplayers))
            self.plan.append(tuple(entries))
        self.rules = edition.rules
        effects = edition.effects
        bonus_cards = {c for eff in effects for _amount, cs in eff.bonuses for c in cs}
        self.income_tables = IncomeTables(
            label=f"{edition.id} {nplayers}p",
            plan=self.plan,
            nplayers=nplayers,
            card_ids=self.card_ids,
            const_gain=self.const_gain,
            const_take=self.const_take,
            activate=self.activate,
            bonus_cards=frozenset(bonus_cards),
            closing=any(e.closes for e in effects),
            receipts=any(e.receipts for e in effects),
        )
        self.receipts = self.income_tables.receipts
        """Whether an effect reads ``received`` (states then count the roller's income)."""
        self.closing = self.income_tables.closing
        self.investing = any("invest" in e.asks for e in effects)
        # the generated income step has a line or so per (total, roller, owner, card) that can activate:
        # beyond a bound the general loop does the same work without code whose size multiplies
        codegen = codegen and generated_activations(self.plan, nplayers) <= LIMITS["income_code"].value
        self.income_python = income_source(self.income_tables) if codegen else ""
        """The generated income functions' Python source ("" with ``codegen=False``)."""
        self.income = (
            income_functions(self.income_tables, self.income_python) if codegen else loop_functions(self.income_tables)
        )
        self.build_none = Action("build", None)
        # build actions cheapest first, so listing them stops at the first unaffordable one
        supplied = sorted((c for c in cards if copies[c.index] > 0), key=lambda c: (c.cost, c.index))
        self.build_actions = [Action("build", c.id) for c in cards]
        self.card_order = [(c.index, c.cost, self.build_actions[c.index]) for c in supplied]
        by_cost = sorted(lms, key=lambda lm: (lm.cost, lm.index))
        self.landmark_order = [(lm.index, lm.cost, Action("build", lm.id)) for lm in by_cost]
        self.landmark_actions = [Action("build", lm.id) for lm in lms]
        # id -> (is_landmark, index, cost): one lookup validates and applies a build
        self.build_info: dict[str, tuple[bool, int, int]] = {c.id: (False, c.index, c.cost) for c in cards}
        self.build_info.update({lm.id: (True, lm.index, lm.cost) for lm in lms})
        self.dice_actions = [Action("dice", k) for k in range(edition.max_dice + 1)]
        self.total_cards = [copies[c.index] + self.start_city[c.index] * nplayers for c in cards]

    @classmethod
    def create(
        cls,
        edition: Edition,
        players: int = 4,
        options: Mapping[str, Any] | None = None,
        variants: tuple[str, ...] = (),
        codegen: bool = True,
    ) -> Game:
        """A game of a loaded edition: its options, then each variant's, then ``options``.

        To start from a built-in name or a file, see :func:`engine.load.loader.new_game`.
        """
        layers = [edition.options, *(edition.variant(v) for v in variants), options or {}]
        return cls(edition, players, Options.resolve(*[dict(layer) for layer in layers]), codegen)

    def new_state(self, first_player: int = 0, log: bool = True, seed: int | None = None) -> State:
        """A new game; ``seed`` shuffles the market when the edition has one."""
        if type(first_player) is not int or not 0 <= first_player < self.nplayers:
            raise MkError(f"the first player is a seat from 0 to {self.nplayers - 1}, not {first_player!r}")
        return (CountingState if self.receipts else State)(self, first_player, log, seed)

    def outcomes(self, ndice: int) -> list[tuple[int, ...]]:
        return _outcomes(self.sides, ndice)


@lru_cache(maxsize=16)
def _outcomes(sides: int, ndice: int) -> list[tuple[int, ...]]:
    return list(itertools.product(range(1, sides + 1), repeat=ndice))
