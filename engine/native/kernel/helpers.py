"""The native engine's generators and small helpers: the dice's and the bots' random numbers, the
log of a game's answers and dice, arithmetic that stays within 64 bits, and counts over the state.

Every native function works on one int64 array ``S``: the state (what a record's turn line shows
comes first, up to ``ENDSTATE``), then the abilities and the turn (cleared by a new game, up to
``CLEARED``), then the work space: each seat's bot (0 random, 1 basic, 2 normal), the generators (the
dice's, the bots', the market's), the answers of a decision being asked, build lists and hook lists. A
log of a game's answers and dice (records) may follow ``SIZE``, or the answers and dice a scripted game
plays (engine.native.script), in the same form. Nothing is allocated while games are
played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.native.kernel.names import inline, jit

if TYPE_CHECKING:
    from engine.native.kernel.names import (
        AMOUNT,
        BOTS_RNG,
        BUILT,
        CITY,
        COINS,
        COUNTING,
        DICE_RNG,
        DIE,
        LOGN,
        NC,
        NL,
        NP,
        NROLLED,
        OVERFLOW,
        SCRIPT,
        SCRIPTN,
        SCRIPTREFUSED,
        SCRIPTSTOP,
        SIZE,
        Cells,
        Ints,
    )
    from engine.native.mt import random as mt_random


# ---- compiled into each game's module (engine.native.generate) ----
@inline
def dice_random(S: Cells) -> float:
    return mt_random(S, DICE_RNG)


@inline
def bot_random(S: Cells) -> float:
    return mt_random(S, BOTS_RNG)


@inline
def log2(S: Cells, a: int, b: int) -> None:
    # the log of a game's answers and dice (records) follows the state: pairs from S[SIZE]
    k = S[LOGN]
    if k >= 0 and SIZE + k + 2 <= S.shape[0]:
        S[SIZE + k] = a
        S[SIZE + k + 1] = b
        S[LOGN] = k + 2


@jit
def scripted(S: Cells, code: int) -> int:
    # a scripted game's next answer (or die), which must be of the kind asked (code, the log's): at the
    # script's end, or where it holds another kind, the game stops there (SCRIPTSTOP: the code asked
    # plus one) with EOFError, its state as it is (engine.native.script)
    k = S[SCRIPT]
    if k >= S[SCRIPTN] or S[SIZE + k] != code:
        S[SCRIPTSTOP] = code + 1 if code >= 0 else code - 1
        raise EOFError("the script holds no answer to this")
    S[SCRIPT] = k + 2
    return S[SIZE + k + 1]


@jit
def refused(S: Cells, code: int) -> None:
    # a scripted answer (just taken by scripted) that the native engine does not offer: the game stops
    # at that question, the answer left in the script (SCRIPTREFUSED set)
    S[SCRIPT] -= 2
    S[SCRIPTREFUSED] = 1
    S[SCRIPTSTOP] = code + 1 if code >= 0 else code - 1
    raise EOFError("the script's answer is not one the native engine offers")


@inline
def among(S: Cells, value: int, at: int, count: int, stride: int) -> bool:
    # whether value is one of the count cells S[at], S[at + stride], ...
    for k in range(count):
        if S[at + k * stride] == value:
            return True
    return False


@inline
def cap(x: int) -> int:
    return x if x < AMOUNT else AMOUNT


@inline
def mul(S: Cells, a: int, b: int) -> int:
    # a * b; beyond 2**62 (64-bit integers would soon wrap where Python's grow) 0, and the game is
    # marked: the lab plays it again in the Python engine
    if a != 0 and (b > 4611686018427387904 // abs(a) or b < -(4611686018427387904 // abs(a))):
        S[OVERFLOW] = 1
        return 0
    return a * b


@inline
def div_down(a: int, b: int) -> int:
    return a // b if b else 0


@inline
def div_up(a: int, b: int) -> int:
    return -(-a // b) if b else 0


@jit
def count_set(S: Cells, p: int, cards: Ints) -> int:
    t = 0
    for c in cards:
        t += S[CITY + p * NC + c]
    return t


@jit
def count_all(S: Cells, cards: Ints) -> int:
    t = 0
    for q in range(NP):
        t += count_set(S, q, cards)
    return t


@inline
def constructed(S: Cells, p: int) -> int:
    t = 0
    for j in COUNTING:
        t += S[BUILT + p * NL + j]
    return t


@jit
def sum_coins(S: Cells) -> int:
    t = 0
    for q in range(NP):
        t += S[COINS + q]
    return t


@jit
def all_constructed(S: Cells) -> int:
    t = 0
    for q in range(NP):
        t += constructed(S, q)
    return t


@jit
def all_built(S: Cells, j: int) -> bool:
    for q in range(NP):
        if not S[BUILT + q * NL + j]:
            return False
    return True


@jit
def count_kind(S: Cells, c: int) -> int:
    t = 0
    for q in range(NP):
        t += S[CITY + q * NC + c]
    return t


@inline
def is_doubles(S: Cells) -> bool:
    k = S[NROLLED]
    if k < 2:
        return False
    for i in range(1, k):
        if S[DIE + i] != S[DIE]:
            return False
    return True
