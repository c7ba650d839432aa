"""Setting up a game by hand, before its first roll: a scenario's start, a test's position. A city's
cards come out of the supply as docs/scenarios.md says."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.board import DICE, ROLL
from engine.core.effects import Effects
from engine.core.errors import UnknownName


class Setup(Effects):
    __slots__ = ()

    _first_question: Callable[[int], None]
    """The turn's first question (the state machine's)."""

    def set_player(
        self,
        p: int,
        coins: int | None = None,
        establishments: dict[str, int] | None = None,
        landmarks: list[str] | None = None,
        closed: dict[str, int] | None = None,
        invested: dict[str, int] | None = None,
    ) -> None:
        """Replace parts of a player's setup (only before the first roll); :class:`UnknownName` for a bad id."""
        g = self.game
        for ident in establishments or {}:
            if ident not in g.card_index:
                raise UnknownName("card", ident, g.card_ids)
        for ident in landmarks or []:
            if ident not in g.landmark_index:
                raise UnknownName("landmark", ident, g.landmark_ids)
        for ident in [*(closed or {}), *(invested or {})]:
            if ident not in g.card_index:
                raise UnknownName("card", ident, g.card_ids)
        if coins is not None:
            self.coins[p] = coins
        if establishments is not None:
            city = [0] * g.ncards
            for ident, k in establishments.items():
                city[g.card_index[ident]] = k
            old, self.cities[p] = self.cities[p], city
            self._supply_city(old, city)
        if landmarks is not None:
            # landmarks that start built and do not count (City Hall) are always there
            built = [g.start_built[j] and j not in g.counting for j in range(g.nlandmarks)]
            for ident in landmarks:
                built[g.landmark_index[ident]] = True
            self.built[p] = built
            self.active[p] = list(built)
        if closed is not None:
            self.closed[p] = [min(closed.get(ident, 0), k) for ident, k in zip(g.card_ids, self.cities[p], strict=True)]
        if invested is not None:
            self.invested[p] = [invested.get(ident, 0) for ident in g.card_ids]
        if g.everyone:  # another player's landmark may work for everyone
            self._refresh_all()
        else:
            self._refresh(p)
        self._avail = [None] * self.nplayers
        if p == self.player and self.phase in (DICE, ROLL) and self.turn == 1:
            self._first_question(p)

    def _supply_city(self, old: list[int], new: list[int]) -> None:
        """A city changes from ``old`` to ``new`` in a scenario's setup: the cards it holds beyond the
        edition's starting establishments (which are extra cards) come out of the supply, from a market's
        face-down deck first, then from the showing piles (never below 0; the market then refills); cards
        it no longer holds go back onto their pile."""
        g = self.game
        market = self.market
        for c, start in enumerate(g.start_city):
            need = max(new[c] - start, 0) - max(old[c] - start, 0)
            if need > 0 and market is not None:
                need -= market.take(c, need)
            self.supply[c] = max(self.supply[c] - need, 0)
        if market is not None:
            self._full = self.owned_by_all()
            market.after_build(self.supply, self._full)

    def set_build_rounds(self, rounds: int) -> None:
        """The opening build-only rounds still to play, from now (scenario setup, before the first action)."""
        self.opening_turns = self.turn - 1 + rounds * self.nplayers
        self._first_question(self.player)

    def set_supply(self, ident: str, count: int) -> None:
        """Set one supply pile (scenario setup)."""
        if ident not in self.game.card_index:
            raise UnknownName("card", ident, self.game.card_ids)
        self.supply[self.game.card_index[ident]] = count
        self._avail = [None] * self.nplayers

    def pin_market(self, spec: dict[str, Any]) -> None:
        """Set the market's showing piles and deck (scenario setup); see :meth:`Market.pin`."""
        assert self.market is not None, "the game has no market"
        self.supply = self.market.pin(spec, self.game.card_index, self.game.landmark_index, self.supply)
        self.market_changed()

    def settle_market(self) -> None:
        """Take out of a landmark row every landmark whose copies are all built (scenario setup, when
        players start with landmarks and the row is not pinned)."""
        g = self.game
        if not g.landmark_market:
            return
        assert self.market is not None
        for j, copies in enumerate(g.market_landmarks):
            if copies and sum(built[j] for built in self.built) >= copies:
                self.market.drop_landmark(j)
