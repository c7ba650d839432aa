"""CPython's random number generator in machine code: the Mersenne Twister seeded from an integer as
``random.Random(seed)`` seeds it, its ``random()`` and ``shuffle()``, bit for bit.

The native engine draws its dice, its markets and its bots' choices from this, so a game it plays
with a seed is the game the Python engine plays with that seed, and every figure of a run is the
same on either engine. A generator's state is a row of 625 int64 values: the 624 words (kept in
0 .. 2**32 - 1) and the index of the next word; the functions take a flat array and the generator's
offset in it. Like every native function they are compiled without reference counting
(``_nrt=False``): they allocate nothing, and a call costs a nanosecond, not twenty.
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
WORDS = N + 1
"""A generator's row: the words and the next word's index."""
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


LANES = 4
"""How many generators :func:`seed_lanes` seeds side by side."""
STAGE = N * LANES + 6 * LANES
"""The cells :func:`seed_lanes` works in: the lanes' words, interleaved, and their keys."""


@jit
def seed_lanes(W: Any, at: int, first: int) -> None:
    """Seed ``LANES`` generators at once in ``W[at:at + STAGE]``: lane g as ``Random(first + g // 2 +
    (g % 2) * 2**64)`` (a game's dice and bots, for two games in a row), to be copied out with
    :func:`take_lane`. A seed is a chain of 1,247 steps, each needing the one before; the processor
    runs the lanes' chains side by side (four seeds in 4 microseconds here, one in 2.4)."""
    keys = at + N * LANES
    for g in range(LANES):
        value = first + g // 2
        top = g % 2
        k0 = value & _MASK
        k1 = (value >> 32) & _MASK
        used = 3 if top else (2 if k1 else 1)
        for s in range(6):  # step s of the first pass adds key word s % used, and s % used
            j = s % used
            W[keys + s * LANES + g] = (k0 if j == 0 else (k1 if j == 1 else top)) + j
    for i in range(N):
        for g in range(LANES):
            W[at + i * LANES + g] = BASE[i]
    i = 1
    s = 0
    for _ in range(N):
        row = at + i * LANES
        for g in range(LANES):
            prev = W[row - LANES + g]
            W[row + g] = ((W[row + g] ^ (((prev ^ (prev >> 30)) * 1664525) & _MASK)) + W[keys + s * LANES + g]) & _MASK
        i += 1
        s += 1
        if i >= N:
            for g in range(LANES):
                W[at + g] = W[at + (N - 1) * LANES + g]
            i = 1
        if s >= 6:
            s = 0
    for _ in range(N - 1):
        row = at + i * LANES
        for g in range(LANES):
            prev = W[row - LANES + g]
            W[row + g] = ((W[row + g] ^ (((prev ^ (prev >> 30)) * 1566083941) & _MASK)) - i) & _MASK
        i += 1
        if i >= N:
            for g in range(LANES):
                W[at + g] = W[at + (N - 1) * LANES + g]
            i = 1
    for g in range(LANES):
        W[at + g] = _UPPER


@jit
def take_lane(W: Any, at: int, g: int, R: Any, to: int) -> None:
    """Lane g of :func:`seed_lanes`'s generators, as a generator at ``R[to:]``."""
    for i in range(N):
        R[to + i] = W[at + i * LANES + g]
    R[to + N] = N


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
