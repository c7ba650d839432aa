"""Futures of a game in progress: a position (the state at a turn's end, written by
engine.native.position from a Python state) played on to the end many times, each with its own dice,
its own order of the face-down market cards and its own bots' draws (the expert bot's search).

A future with seed s is the game the Python engine plays from the same position (the state once the
turn's end has started the next turn) with the dice of
``Random(s)`` (the market rows reshuffled from it first: engine.services.players.search.reshuffle),
bots drawing from ``Random(s + 2**64)`` and new bots in every seat (no plans kept): tests/test_position.py
plays both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.native.kernel.names import entry

if TYPE_CHECKING:
    from engine.native.kernel.abilities import refresh_all
    from engine.native.kernel.market import market_loaded, market_reshuffle
    from engine.native.kernel.names import (
        CLEARED,
        END_OVERFLOW,
        END_TURN_CAP,
        NORMAL_BOT,
        NP,
        OVERFLOW,
        SEATS,
        TURN,
        WINNER,
        Cells,
        Ints,
    )
    from engine.native.kernel.normal import n_reset
    from engine.native.kernel.turn import end_turn, seed_game, seed_games, turn
    from engine.native.mt import LANES as MT_LANES


# ---- compiled into each game's module (engine.native.generate) ----
@entry
def loaded(S: Cells) -> None:
    # a position written into S's state from outside (engine.native.position): what follows from it
    # (the abilities, the kinds every city holds up to its limit), and no winner yet
    refresh_all(S)
    market_loaded(S)
    S[WINNER] = END_TURN_CAP


@entry
def futures(
    S: Cells,
    B: Cells,
    seats: Ints,
    first_seed: int,
    count: int,
    max_turns: int,
    winners: Cells,
    turns: Cells,
) -> None:
    # futures with seeds first_seed ... first_seed + count - 1 of the position in B (a turn's end, see
    # loaded), played in S by the seats' bots to the end or to turn max_turns: the winner of each (END_TURN_CAP:
    # none by the cap, END_OVERFLOW: numbers too big, see mul) and the turn it ended on; S holds the last
    for g in range(count):
        for i in range(CLEARED):
            S[i] = B[i]
        for q in range(NP):
            S[SEATS + q] = seats[q]
        k = g % (MT_LANES // 2)
        if k == 0:
            seed_games(S, first_seed + g)
        seed_game(S, k)
        market_reshuffle(S)
        if NORMAL_BOT:
            n_reset(S)
        end_turn(S)
        while S[TURN] <= max_turns:
            if turn(S) or S[OVERFLOW]:
                break
            end_turn(S)
        winners[g] = S[WINNER] if S[OVERFLOW] == 0 else END_OVERFLOW
        turns[g] = S[TURN]
