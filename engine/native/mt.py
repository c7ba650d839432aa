"""CPython's random number generator in machine code: the Mersenne Twister seeded from an integer as
``random.Random(seed)`` seeds it, its ``random()`` and ``shuffle()``, bit for bit.

The native engine draws its dice, its markets and its bots' choices from this, so a game it plays
with a seed is the game the Python engine plays with that seed, and every figure of a run is the
same on either engine. A generator's state is a row of 626 int64 values: the 624 words, the index of
the next word, and whether the row is seeded (words are kept in 0 .. 2**32 - 1); the functions take a
flat array and the generator's offset in it. Like every native function they are compiled without
reference counting (``_nrt=False``): they allocate nothing, and a call costs a nanosecond, not twenty.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

import numpy as np
from numba import njit

F = TypeVar("F", bound=Callable[..., Any])
_NJIT: Any = njit(cache=True, _nrt=False)  # type: ignore[call-overload]


def jit(fn: F) -> F:
    """Compiled once and cached, without reference counting (see the module's docstring)."""
    return cast(F, _NJIT(fn))


N = 624
M = 397
WORDS = N + 2
"""A generator's row: the words, the next word's index, the seed flag."""
_MASK = 0xFFFFFFFF
_UPPER = 0x80000000
_LOWER = 0x7FFFFFFF
_MATRIX = 0x9908B0DF


def _genrand_base() -> Any:
    """``init_genrand(19650218)``: the words every integer seed starts from (the same each time)."""
    mt = np.zeros(N, dtype=np.int64)
    mt[0] = 19650218
    for i in range(1, N):
        prev = int(mt[i - 1])
        mt[i] = (1812433253 * (prev ^ (prev >> 30)) + i) & _MASK
    return mt


BASE = _genrand_base()


@jit
def seed(R: Any, at: int, value: int, top: int) -> None:
    """Seed the generator at ``R[at:]`` as ``random.Random(value + top * 2**64)`` does, for
    0 <= value < 2**63 and a small ``top`` (the bots' generator of a game is seeded with the game's
    seed plus 2**64)."""
    k1 = (value >> 32) & _MASK
    seed_words(R, at, value & _MASK, k1, top, 3 if top else (2 if k1 else 1))


@jit
def seed_words(R: Any, at: int, k0: int, k1: int, k2: int, used: int) -> None:
    """``init_by_array``: seed the generator at ``R[at:]`` from the first ``used`` of the 32-bit words
    k0, k1, k2 (least significant first)."""
    for i in range(N):
        R[at + i] = BASE[i]
    i = 1
    j = 0
    k = N if used < N else used
    while k > 0:
        prev = R[at + i - 1]
        R[at + i] = (
            (R[at + i] ^ (((prev ^ (prev >> 30)) * 1664525) & _MASK)) + (k0 if j == 0 else (k1 if j == 1 else k2)) + j
        ) & _MASK
        i += 1
        j += 1
        if i >= N:
            R[at] = R[at + N - 1]
            i = 1
        if j >= used:
            j = 0
        k -= 1
    k = N - 1
    while k > 0:
        prev = R[at + i - 1]
        R[at + i] = ((R[at + i] ^ (((prev ^ (prev >> 30)) * 1566083941) & _MASK)) - i) & _MASK
        i += 1
        if i >= N:
            R[at] = R[at + N - 1]
            i = 1
        k -= 1
    R[at] = _UPPER
    R[at + N] = N
    R[at + N + 1] = 1


@jit
def _twist(R: Any, at: int) -> None:
    for kk in range(N - M):
        y = (R[at + kk] & _UPPER) | (R[at + kk + 1] & _LOWER)
        R[at + kk] = R[at + kk + M] ^ (y >> 1) ^ (-(y & 1) & _MATRIX)
    for kk in range(N - M, N - 1):
        y = (R[at + kk] & _UPPER) | (R[at + kk + 1] & _LOWER)
        R[at + kk] = R[at + kk + (M - N)] ^ (y >> 1) ^ (-(y & 1) & _MATRIX)
    y = (R[at + N - 1] & _UPPER) | (R[at] & _LOWER)
    R[at + N - 1] = R[at + M - 1] ^ (y >> 1) ^ (-(y & 1) & _MATRIX)


@jit
def word(R: Any, at: int) -> int:
    """The next 32-bit word (``genrand_uint32``) of the generator at ``R[at:]``."""
    i = R[at + N]
    if i >= N:
        _twist(R, at)
        i = 0
    y: int = R[at + i]
    R[at + N] = i + 1
    y ^= y >> 11
    y ^= (y << 7) & 0x9D2C5680
    y ^= (y << 15) & 0xEFC60000
    y ^= y >> 18
    return y & _MASK


@jit
def random(R: Any, at: int) -> float:
    """``random.random()``: a float in [0, 1) from 53 random bits."""
    a = word(R, at) >> 5
    b = word(R, at) >> 6
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)


@jit
def below(R: Any, at: int, n: int) -> int:
    """``random._randbelow(n)`` for 0 < n < 2**32: ``getrandbits(n.bit_length())`` until one is below n."""
    k = 0
    while (n >> k) > 0:
        k += 1
    r = word(R, at) >> (32 - k)
    while r >= n:
        r = word(R, at) >> (32 - k)
    return r


@jit
def shuffle(R: Any, at: int, items: Any, start: int, stop: int) -> None:
    """``random.shuffle`` of ``items[start:stop]`` in place."""
    n = stop - start
    for i in range(n - 1, 0, -1):
        j = below(R, at, i + 1)
        a = items[start + i]
        items[start + i] = items[start + j]
        items[start + j] = a
