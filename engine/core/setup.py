"""Setting up a game by hand, before its first roll: a scenario's start, a test's position. A city's
cards come out of the supply as docs/scenarios.md says."""

from __future__ import annotations

from typing import Any

from engine.core import abilities
from engine.core.board import DICE, ROLL
from engine.core.errors import UnknownName
from engine.core.state import State


def set_player(
    state: State,
    p: int,
    coins: int | None = None,
    establishments: dict[str, int] | None = None,
    landmarks: list[str] | None = None,
    closed: dict[str, int] | None = None,
    invested: dict[str, int] | None = None,
) -> None:
    """Replace parts of a player's setup (only before the first roll); :class:`UnknownName` for a bad id."""
    g = state.game
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
        state.coins[p] = coins
    if establishments is not None:
        city = [0] * g.ncards
        for ident, k in establishments.items():
            city[g.card_index[ident]] = k
        old, state.cities[p] = state.cities[p], city
        _supply_city(state, old, city)
    if landmarks is not None:
        # landmarks that start built and do not count (City Hall) are always there
        built = [g.start_built[j] and j not in g.counting for j in range(g.nlandmarks)]
        for ident in landmarks:
            built[g.landmark_index[ident]] = True
        state.built[p] = built
        state.active[p] = list(built)
    if closed is not None:
        state.closed[p] = [min(closed.get(ident, 0), k) for ident, k in zip(g.card_ids, state.cities[p], strict=True)]
    if invested is not None:
        state.invested[p] = [invested.get(ident, 0) for ident in g.card_ids]
    if g.everyone:  # another player's landmark may work for everyone
        abilities.refresh_all(state)
    else:
        abilities.refresh(state, p)
    state._avail = [None] * state.nplayers
    if p == state.player and state.phase in (DICE, ROLL) and state.turn == 1:
        state._first_question(p)


def _supply_city(state: State, old: list[int], new: list[int]) -> None:
    """A city changes from ``old`` to ``new`` in a scenario's setup: the cards it holds beyond the
    edition's starting establishments (which are extra cards) come out of the supply, from a market's
    face-down deck first, then from the showing piles (never below 0; the market then refills); cards
    it no longer holds go back onto their pile."""
    g = state.game
    market = state.market
    for c, start in enumerate(g.start_city):
        need = max(new[c] - start, 0) - max(old[c] - start, 0)
        if need > 0 and market is not None:
            need -= market.take(c, need)
        state.supply[c] = max(state.supply[c] - need, 0)
    if market is not None:
        state._full = state.owned_by_all()
        market.after_build(state.supply, state._full)


def set_build_rounds(state: State, rounds: int) -> None:
    """The opening build-only rounds still to play, from now (scenario setup, before the first action)."""
    state.opening_turns = state.turn - 1 + rounds * state.nplayers
    state._first_question(state.player)


def set_supply(state: State, ident: str, count: int) -> None:
    """Set one supply pile (scenario setup)."""
    if ident not in state.game.card_index:
        raise UnknownName("card", ident, state.game.card_ids)
    state.supply[state.game.card_index[ident]] = count
    state._avail = [None] * state.nplayers


def pin_market(state: State, spec: dict[str, Any]) -> None:
    """Set the market's showing piles and deck (scenario setup); see :meth:`Market.pin`."""
    assert state.market is not None, "the game has no market"
    state.supply = state.market.pin(spec, state.game.card_index, state.game.landmark_index, state.supply)
    state.market_changed()


def settle_market(state: State) -> None:
    """Take out of a landmark row every landmark whose copies are all built (scenario setup, when
    players start with landmarks and the row is not pinned)."""
    g = state.game
    if not g.landmark_market:
        return
    assert state.market is not None
    for j, copies in enumerate(g.market_landmarks):
        if copies and sum(built[j] for built in state.built) >= copies:
            state.market.drop_landmark(j)
