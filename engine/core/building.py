"""What a player may build now and what it costs: the build list (cheapest first, cached per player),
landmark prices (price lists, discounts, compiled prices), and why a build is refused."""

from __future__ import annotations

from bisect import bisect_right
from typing import Any

from engine.core.actions import Action
from engine.core.board import Board
from engine.core.reasons import Refusal, Why


class Building(Board):
    __slots__ = ()

    def constructed(self, p: int) -> int:
        """How many constructed landmarks (those that count towards winning) player p has built."""
        built = self.built[p]
        return sum([built[j] for j in self.game.counting])

    def price(self, p: int, j: int) -> int:
        """What landmark j costs player p: by the landmarks they have built, less their discounts."""
        g = self.game
        prices = g.landmark_prices[j]
        fn = g.price_fns[j]
        if fn is not None:
            base: int = fn(self, p)
        elif len(prices) > 1:
            tier = self.constructed(p)
            base = prices[tier if tier < len(prices) else -1]
        else:
            base = prices[0]
        return max(0, base - self.discount[p][j])

    def build_cost(self, ident: str, p: int | None = None) -> int:
        """What building ``ident`` costs player p (the current player by default)."""
        landmark, i, cost = self.game.build_info[ident]
        return self.price(self.player if p is None else p, i) if landmark else cost

    def _landmark_refusal(self, p: int, j: int) -> Refusal | None:
        """Why player p may not build landmark j beyond its price and their own copy: every copy
        is built (a shared supply), or its condition does not hold."""
        g = self.game
        copies = g.landmark_copies[j]
        ident = g.landmark_ids[j]
        if copies is not None and sum(built[j] for built in self.built) >= copies:
            return Refusal(Why.NONE_LEFT, {"ident": ident})
        if g.landmark_market and not self.market.showing_landmark(j):  # type: ignore[union-attr]
            return Refusal(Why.NOT_SHOWING, {"ident": ident})
        requires = g.requires[j]
        if requires is not None and not requires(self, p):
            return Refusal(Why.CONDITION, {"ident": ident, "requires": g.landmarks[j].requires_text})
        return None

    def cannot_build(self, ident: str) -> Refusal | None:
        """Why the current player may not build ``ident`` now; None: they may."""
        g = self.game
        info = g.build_info.get(ident) if type(ident) is str else None
        if info is None:
            return Refusal(Why.UNKNOWN_CARD, {"ident": ident})
        landmark, i, cost = info
        p = self.player
        if landmark:
            if self.built[p][i]:
                return Refusal(Why.ALREADY_BUILT, {"ident": ident})
            refusal = self._landmark_refusal(p, i)
            if refusal is not None:
                return refusal
        elif not g.in_supply[i]:
            return Refusal(Why.NOT_SOLD, {"ident": ident})
        elif self.supply[i] <= 0:
            return Refusal(Why.PILE_EMPTY if self.market is None else Why.NOT_SHOWING, {"ident": ident})
        elif self.cities[p][i] >= g.limits[i]:
            return Refusal(Why.COPY_LIMIT, {"ident": ident, "limit": g.limits[i]})
        if landmark and g.dynamic_prices:
            cost = self.price(p, i)
        if cost > self.coins[p]:
            return Refusal(Why.TOO_DEAR, {"ident": ident, "cost": cost, "coins": self.coins[p]})
        return None

    def _build_actions(self) -> list[Action]:
        g = self.game
        p = self.player
        money = self.coins[p]
        acts = [g.build_none]
        built = self.built[p]
        if g.dynamic_prices:
            acts += self._priced_landmarks(p, money)
        elif g.limited_landmarks:
            for j, cost, act in g.landmark_order:
                if cost > money:
                    break
                if not built[j] and self._landmark_refusal(p, j) is None:
                    acts.append(act)
        else:
            for j, cost, act in g.landmark_order:
                if cost > money:
                    break
                if not built[j]:
                    acts.append(act)
        avail = self._avail[p]
        if avail is None:
            avail = self._buyable(p)
        costs, card_acts = avail
        return acts + card_acts[: bisect_right(costs, money)]

    def _priced_landmarks(self, p: int, money: int) -> list[Action]:
        """The landmarks p may build with ``money``, cheapest first, when prices depend on the builder.

        (A method of its own: a comprehension in _build_actions would make its locals closure cells,
        slowing every build list.)
        """
        g = self.game
        built = self.built[p]
        if g.landmark_market:  # only the showing landmarks can be built
            showing: Any = self.market.lm_showing  # type: ignore[union-attr]
            candidates: Any = [j for j in range(g.nlandmarks) if showing[j]]
        else:
            candidates = range(g.nlandmarks)
        priced = sorted(
            (self.price(p, j), j)
            for j in candidates
            if not built[j] and not (g.limited_landmarks and self._landmark_refusal(p, j))
        )
        return [g.landmark_actions[j] for cost, j in priced if cost <= money]

    def _unavailable(self, p: int, c: int) -> None:
        """Card c can no longer be bought by p: drop it from p's cached list."""
        avail = self._avail[p]
        if avail is None:
            return
        costs, acts = avail
        act = self.game.build_actions[c]
        if act in acts:
            k = acts.index(act)
            del costs[k], acts[k]

    def _buyable(self, p: int) -> tuple[list[int], list[Action]]:
        """Cards p could buy with unlimited coins, cheapest first (cached; see _build)."""
        g = self.game
        city = self.cities[p]
        supply = self.supply
        limits = g.limits
        costs: list[int] = []
        acts: list[Action] = []
        for c, cost, act in g.card_order:
            if supply[c] > 0 and city[c] < limits[c]:
                costs.append(cost)
                acts.append(act)
        avail = self._avail[p] = (costs, acts)
        return avail
