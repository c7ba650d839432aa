"""Markets in the native engine (engine.core.market): the decks, the box and the showing piles as
parts of the state array, shuffled with CPython's generator as the Python engine shuffles them."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.game import Game
from engine.core.market import unshuffled

NONE = """
@jit
def market_setup(S):
    return


@jit
def market_after_build(S, c):
    return


@jit
def market_took_landmark(S, j):
    return


@jit
def market_returned_landmark(S, j):
    return


@jit
def owned_changed(S, c):
    return
"""


MARKET = """
@jit
def market_setup(S):
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
def market_refill(S, r):
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
def market_after_build(S, c):
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
def market_took_landmark(S, j):
    if LANDMARK_MARKET and S[LMSHOW + j] > 0:
        S[LMSHOW + j] -= 1
    market_after_build(S, -1)


@jit
def market_returned_landmark(S, j):
    if LANDMARK_MARKET:
        S[LMSHOW + j] += 1


@jit
def owned_by_all(S):
    for c in range(NC):
        full = 0
        if BOX_WATCH[c]:
            full = 1
            for q in range(NP):
                if S[CITY + q * NC + c] < PER_CITY[c]:
                    full = 0
        S[MK_FULL + c] = full


@jit
def owned_changed(S, c):
    if BOX_WATCH[c]:
        owned_by_all(S)
"""


@dataclass
class MarketPlan:
    """What a game's market adds to its module: state fields, constants and functions."""

    fields: list[tuple[str, int]] = field(default_factory=list)
    constants: list[str] = field(default_factory=list)
    code: str = NONE


def _array(values: list[int]) -> str:
    return f"np.array({values or [0]}, dtype=np.int64)"


def plan(game: Game) -> MarketPlan:
    """The market's part of the module (none: the piles are all on the table)."""
    rule = game.market_rule
    if rule is None:
        return MarketPlan(fields=[("LMSHOW", game.nlandmarks)])
    nc = game.ncards
    boxed, row_members, row_decks = unshuffled(
        rule, game.supply, game.per_city, game.market_rows, game.market_landmarks, game.nplayers
    )
    decks: list[int] = []
    at, lengths, members, mstart = [], [], [], [0]
    for deck, kinds in zip(row_decks, row_members, strict=True):
        at.append(len(decks))
        lengths.append(len(deck))
        decks += deck
        members += kinds
        mstart.append(len(members))
    constants = [
        f"NROWS = {len(rule.rows)}",
        f"BOX_OWNED = {int(rule.box_owned)}",
        f"TRIM_BOXED = {_array(boxed)}",
        f"DECK0 = {_array(decks)}",
        f"ROW_AT = {_array(at)}",
        f"ROW_LEN = {_array(lengths)}",
        f"ROW_SHOWING = {_array([row.showing for row in rule.rows])}",
        f"ROW_IS_LM = {_array([int(row.landmarks) for row in rule.rows])}",
        f"ROW_MSTART = {_array(mstart)}",
        f"ROW_MEMBERS = {_array(members)}",
        f"ROW_OF = {_array(list(game.market_rows))}",
        f"PER_CITY = {_array([0 if k is None else k for k in game.per_city])}",
        f"BOX_WATCH = {_array([int(c in game.box_watch) for c in range(nc)])}",
    ]
    fields = [
        ("LMSHOW", game.nlandmarks),
        ("MK_BOXED", nc),
        ("MK_POS", len(rule.rows)),
        ("MK_DECK", max(1, len(decks))),
        ("MK_FULL", nc),
    ]
    return MarketPlan(fields, constants, MARKET)
