"""A market of a few showing kinds drawn from a shuffled deck (rule option ``market``).

The edition declares such a market under ``markets`` (for example Fussball's
"Come What May": 10 kinds showing); the engine knows it only by those values.
While it is in play, ``state.supply`` holds the *showing* piles, so building
works exactly as with all piles on the table; this object keeps the face-down
deck (in draw order) and the cards returned to the box.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.core.game import Game
    from engine.core.state import State


@dataclass(frozen=True)
class MarketRule:
    showing: int
    trim_limited: bool = False


class Market:
    def __init__(self, rule: MarketRule, deck: list[int], boxed: list[int]):
        self.rule = rule
        self.deck = deck  # draw order; self.pos is the next card
        self.pos = 0
        self.boxed = boxed

    @classmethod
    def setup(cls, game: Game, state: State, seed: int | None) -> Market:
        rule = game.market_rule
        assert rule is not None, "the game has no market"
        n = game.nplayers
        boxed = [0] * game.ncards
        if rule.trim_limited:
            for c, card in enumerate(game.cards):
                limit = card.colour.max_per_city
                if limit is not None and card.copies > limit * n:
                    boxed[c] = card.copies - limit * n
        deck = [c for c in range(game.ncards) for _ in range(game.supply[c] - boxed[c])]
        random.Random(seed if seed is not None else 0).shuffle(deck)
        market = cls(rule, deck, boxed)
        state.supply = [0] * game.ncards
        market.refill(state)
        return market

    def kinds_showing(self, state: State) -> int:
        return sum(1 for k in state.supply if k > 0)

    def refill(self, state: State) -> None:
        """Reveal cards until enough kinds show, or the deck is empty."""
        supply = state.supply
        showing = self.kinds_showing(state)
        changed = False
        while showing < self.rule.showing and self.pos < len(self.deck):
            c = self.deck[self.pos]
            self.pos += 1
            if supply[c] == 0:
                showing += 1
            supply[c] += 1
            changed = True
        if changed:
            state.market_changed()

    def after_buy(self, state: State, c: int) -> None:
        if state.supply[c] == 0:
            self.refill(state)

    def deck_left(self) -> list[int]:
        return self.deck[self.pos :]

    def hidden_counts(self, state: State) -> dict[int, int]:
        """Cards not showing: in the deck or returned to the box."""
        out = {c: k for c, k in enumerate(self.boxed) if k}
        for c in self.deck_left():
            out[c] = out.get(c, 0) + 1
        return out

    def summary(self, state: State) -> dict[str, Any]:
        ids = state.game.card_ids
        return {
            "showing": {ids[c]: k for c, k in enumerate(state.supply) if k},
            "deck": len(self.deck) - self.pos,
            "boxed": {ids[c]: k for c, k in enumerate(self.boxed) if k},
        }

    def pin(self, state: State, spec: dict[str, Any]) -> None:
        """Set the showing piles and the deck (scenarios): {showing: {id: n}, deck: [ids in draw order]}."""
        index = state.game.card_index
        unknown = [i for i in [*(spec.get("showing") or {}), *(spec.get("deck") or [])] if i not in index]
        if unknown:
            raise KeyError(f"unknown card {unknown[0]!r}")
        if "showing" in spec:
            state.supply = [0] * state.game.ncards
            for ident, k in (spec["showing"] or {}).items():
                state.supply[index[ident]] = k
        if "deck" in spec:
            self.deck = [index[i] for i in spec["deck"] or []]
            self.pos = 0
        state.market_changed()

    def clone(self) -> Market:
        new = Market(self.rule, self.deck, list(self.boxed))
        new.pos = self.pos
        return new
