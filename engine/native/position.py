"""A Python game in progress as a native position, and its futures played natively (the expert bot's
search where the native engine is installed: engine.services.players.expert).

A position is the state at a turn's end (what ``State.on_turn_end`` sees): the table (coins, cities,
closed and invested cards, landmarks, the supply and the market) and what the end of the turn reads
(whose turn it was, its dice for doubles, another turn granted, the extra turns taken in a row, the
coins the roll brought its roller); or the state at a turn's start, before its roll (:func:`turn_start`).
Everything else follows from these (the abilities), or is a bot's
or a generator's, which each future starts afresh (engine.native.kernel.futures).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.native.build import work_array
from engine.native.effects import Unsupported
from engine.native.layout import view

if TYPE_CHECKING:
    from engine.core.game import Game
    from engine.core.state import State


def position(m: Any, state: State) -> Any:
    """The state array of ``state``, at a turn's end (from ``on_turn_end``), for the game's native
    module ``m``."""
    S = work_array(m, state.game)
    S[m.LOGN] = -1
    v = view(m, S)
    v.coins[:] = state.coins
    v.city[:] = state.cities
    v.closed[:] = state.closed
    v.invest[:] = state.invested
    v.built[:] = state.built
    v.active[:] = state.active
    v.supply[:] = state.supply
    market = state.market
    if market is not None:
        for r, deck in enumerate(market.decks):
            room = int(m.ROW_LEN[r])  # a deck is its row's room; a pinned one (scenarios) ends where it ends
            if len(deck) - market.pos[r] > room:
                raise Unsupported(f"a market row of {len(deck) - market.pos[r]} cards to come", f"room for {room}")
            shift = room - len(deck)
            kept = deck[max(0, -shift) :]
            at = int(m.ROW_AT[r]) + room
            v.mk_deck[at - len(kept) : at] = kept
            v.mk_pos[r] = market.pos[r] + shift
        v.mk_boxed[:] = market.boxed
        if market.lm_showing is not None:
            v.lmshow[:] = market.lm_showing
    v.turn[0], v.openings[0], v.player[0] = state.turn, state.opening_turns, state.player
    v.extra[0], v.extracount[0], v.rerolled[0] = state.extra, state.extra_count, state.rerolled
    v.nrolled[0] = len(state.dice)
    v.die[: len(state.dice)] = state.dice
    v.total[0], v.received[0] = state.total, state.received
    v.builtnothing[0], v.granted[0] = state.built_nothing, state.granted
    m.loaded(S)
    return S


def turn_start(m: Any, state: State) -> Any:
    """The state array of ``state`` at the start of a turn, before its roll (a scenario's start: see
    engine.native.script), for the game's native module ``m``."""
    S = position(m, state)
    v = view(m, S)
    for field in (v.rerolled, v.nrolled, v.total, v.builtnothing, v.effset):
        field[0] = 0
    return S


class Futures:
    """Futures of positions of one game, played natively by bots (a work array made once)."""

    def __init__(self, m: Any, game: Game, bots: list[str]):
        import numpy as np

        from engine.native.play import BOTS

        self.module = m
        self.seats = np.array([BOTS[b] for b in bots], dtype=np.int64)
        self.work = work_array(m, game)
        self.work[m.LOGN] = -1

    def position(self, state: State) -> Any:
        """``state`` (at a turn's end) as a position to play futures of."""
        return position(self.module, state)

    def play(self, start: Any, first_seed: int, count: int, max_turns: int) -> tuple[Any, Any]:
        """The winners (see :data:`engine.native.play.TOO_BIG`; ``Termination.TURN_CAP``'s code: none by
        ``max_turns``) and last turns of the futures of seeds ``first_seed`` ... ``first_seed + count - 1``
        from the position ``start``."""
        import numpy as np

        winners = np.zeros(count, dtype=np.int64)
        turns = np.zeros(count, dtype=np.int64)
        self.module.futures(self.work, start, self.seats, first_seed, count, max_turns, winners, turns)
        return winners, turns
