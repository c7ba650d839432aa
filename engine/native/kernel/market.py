"""Markets in the native engine (engine.core.market): the decks, the box and the showing piles as
parts of the state array, shuffled with CPython's generator as the Python engine shuffles them. Its
tables are engine.native.markets'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.native.kernel.names import jit

if TYPE_CHECKING:
    from engine.native.kernel.names import (
        BOX_OWNED,
        BOX_WATCH,
        CITY,
        DECK0,
        DICE_RNG,
        LANDMARK_MARKET,
        LMSHOW,
        MARKET_RNG,
        MK_BOXED,
        MK_DECK,
        MK_FULL,
        MK_POS,
        NC,
        NP,
        NROWS,
        PER_CITY,
        ROW_AT,
        ROW_IS_LM,
        ROW_LEN,
        ROW_MEMBERS,
        ROW_MSTART,
        ROW_OF,
        ROW_SHOWING,
        SUPPLY,
        TRIM_BOXED,
        Cells,
    )
    from engine.native.mt import WORDS as MT_WORDS
    from engine.native.mt import shuffle as mt_shuffle


# ---- compiled into each game's module (engine.native.generate) ----
@jit
def market_setup(S: Cells) -> None:
    # engine.core.market.Market.setup: each row's deck shuffled (row after row) by a generator seeded
    # as the dice's are (a copy of it, before any die), then revealed
    for i in range(MT_WORDS):
        S[MARKET_RNG + i] = S[DICE_RNG + i]
    for c in range(NC):
        S[MK_BOXED + c] = TRIM_BOXED[c]
        S[SUPPLY + c] = 0
    for r in range(NROWS):
        at = MK_DECK + ROW_AT[r]
        for k in range(ROW_LEN[r]):
            S[at + k] = DECK0[ROW_AT[r] + k]
        mt_shuffle(S, MARKET_RNG, S, at, at + ROW_LEN[r])
        S[MK_POS + r] = 0
    owned_by_all(S)
    for r in range(NROWS):
        market_refill(S, r)


@jit
def market_reshuffle(S: Cells) -> None:
    # engine.services.players.search.reshuffle: each row's face-down cards shuffled (row after row) by
    # the dice's generator, before any die of a future
    for r in range(NROWS):
        at = MK_DECK + ROW_AT[r]
        mt_shuffle(S, DICE_RNG, S, at + S[MK_POS + r], at + ROW_LEN[r])


@jit
def market_loaded(S: Cells) -> None:
    # a position written from outside: the kinds every city holds up to its limit
    owned_by_all(S)


@jit
def market_refill(S: Cells, r: int) -> None:
    lm = ROW_IS_LM[r]
    piles = LMSHOW if lm else SUPPLY
    pos = S[MK_POS + r]
    showing = 0
    for k in range(ROW_MSTART[r], ROW_MSTART[r + 1]):
        if S[piles + ROW_MEMBERS[k]] > 0:
            showing += 1
    boxing = False
    if BOX_OWNED and not lm:
        for c in range(NC):
            if S[MK_FULL + c]:
                boxing = True
                break
    while showing < ROW_SHOWING[r] and pos < ROW_LEN[r]:
        c = S[MK_DECK + ROW_AT[r] + pos]
        pos += 1
        if boxing and S[MK_FULL + c]:
            S[MK_BOXED + c] += 1
            continue
        if S[piles + c] == 0:
            showing += 1
        S[piles + c] += 1
    S[MK_POS + r] = pos


@jit
def market_after_build(S: Cells, c: int) -> None:
    # card c was built (-1: a landmark). Every row is refilled as in the Python engine, but only one can
    # lack cards unless piles are boxed: the built card's row (or the landmark row), since every row is
    # refilled when it loses a pile and nothing else takes cards from the table
    if BOX_OWNED:
        for k in range(NC):
            if S[MK_FULL + k] and S[SUPPLY + k] and ROW_OF[k] >= 0:
                S[MK_BOXED + k] += S[SUPPLY + k]
                S[SUPPLY + k] = 0
        for r in range(NROWS):
            market_refill(S, r)
    elif c >= 0:
        if ROW_OF[c] >= 0:
            market_refill(S, ROW_OF[c])
    else:
        for r in range(NROWS):
            if ROW_IS_LM[r]:
                market_refill(S, r)


@jit
def market_took_landmark(S: Cells, j: int) -> None:
    if LANDMARK_MARKET and S[LMSHOW + j] > 0:
        S[LMSHOW + j] -= 1
    market_after_build(S, -1)


@jit
def market_returned_landmark(S: Cells, j: int) -> None:
    if LANDMARK_MARKET:
        S[LMSHOW + j] += 1


@jit
def owned_by_all(S: Cells) -> None:
    for c in range(NC):
        full = 0
        if BOX_WATCH[c]:
            full = 1
            for q in range(NP):
                if S[CITY + q * NC + c] < PER_CITY[c]:
                    full = 0
        S[MK_FULL + c] = full


@jit
def owned_changed(S: Cells, c: int) -> None:
    if BOX_WATCH[c]:
        owned_by_all(S)
