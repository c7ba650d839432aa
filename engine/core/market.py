"""A market of a few showing kinds drawn from a shuffled deck (rule option ``market``).

The edition declares such a market under ``markets`` (for example Fussball's
"Come What May": 10 kinds showing); the engine knows it only by those values.
While it is in play, ``state.supply`` holds the *showing* piles, so building
works exactly as with all piles on the table; this object keeps the face-down
deck (in draw order) and the cards returned to the box.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.errors import UnknownName


@dataclass(frozen=True)
class MarketRule:
    showing: int
    trim_limited: bool = False


class Market:
    """The face-down deck and the box; the showing piles are the state's ``supply``."""

    def __init__(self, rule: MarketRule, deck: list[int], boxed: list[int]):
        self.rule = rule
        self.deck = deck  # draw order; self.pos is the next card
        self.pos = 0
        self.boxed = boxed

    @classmethod
    def setup(
        cls, rule: MarketRule, copies: Sequence[int], per_city: Sequence[int | None], nplayers: int, seed: int | None
    ) -> tuple[Market, list[int]]:
        """Shuffle every copy into the deck (from ``seed``) and reveal; returns the market and the showing piles."""
        ncards = len(copies)
        boxed = [0] * ncards
        if rule.trim_limited:
            for c in range(ncards):
                limit = per_city[c]
                if limit is not None and copies[c] > limit * nplayers:
                    boxed[c] = copies[c] - limit * nplayers
        deck = [c for c in range(ncards) for _ in range(copies[c] - boxed[c])]
        random.Random(seed if seed is not None else 0).shuffle(deck)
        market = cls(rule, deck, boxed)
        showing = [0] * ncards
        market.refill(showing)
        return market, showing

    def refill(self, supply: list[int]) -> bool:
        """Reveal cards until enough kinds show, or the deck is empty; True if anything was revealed."""
        showing = sum(1 for k in supply if k > 0)
        changed = False
        while showing < self.rule.showing and self.pos < len(self.deck):
            c = self.deck[self.pos]
            self.pos += 1
            if supply[c] == 0:
                showing += 1
            supply[c] += 1
            changed = True
        return changed

    def after_buy(self, supply: list[int], c: int) -> bool:
        """A card of kind ``c`` was bought; True if the showing piles changed."""
        return self.refill(supply) if supply[c] == 0 else False

    def deck_left(self) -> list[int]:
        return self.deck[self.pos :]

    def hidden_counts(self) -> dict[int, int]:
        """Cards not showing: in the deck or returned to the box."""
        out = {c: k for c, k in enumerate(self.boxed) if k}
        for c in self.deck_left():
            out[c] = out.get(c, 0) + 1
        return out

    def summary(self, supply: Sequence[int], ids: Sequence[str]) -> dict[str, Any]:
        return {
            "showing": {ids[c]: k for c, k in enumerate(supply) if k},
            "deck": len(self.deck) - self.pos,
            "boxed": {ids[c]: k for c, k in enumerate(self.boxed) if k},
        }

    def pin(self, spec: Mapping[str, Any], index: Mapping[str, int], supply: list[int]) -> list[int]:
        """Set the showing piles and the deck (scenarios): {showing: {id: n}, deck: [ids in draw order]}.

        Returns the new showing piles (``supply`` itself when ``showing`` is not given).
        """
        showing = spec.get("showing") or {}
        deck = spec.get("deck") or []
        for ident in [*showing, *deck]:
            if ident not in index:
                raise UnknownName("card", str(ident), list(index))
        if "showing" in spec:
            supply = [0] * len(supply)
            for ident, k in showing.items():
                supply[index[ident]] = k
        if "deck" in spec:
            self.deck = [index[i] for i in deck]
            self.pos = 0
        return supply

    def clone(self) -> Market:
        new = Market(self.rule, self.deck, list(self.boxed))
        new.pos = self.pos
        return new
