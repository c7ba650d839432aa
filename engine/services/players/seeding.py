"""The generators of a game's bots, derived from the game's seed apart from the dice's (``Random(seed)``):
every front end, the lab and the expert bot's futures draw them the same way, and the native engine
seeds its own copies alike (engine.native.mt.seed_lanes)."""

from __future__ import annotations

import random


def bot_rng(seed: int) -> random.Random:
    """The bots' generator for a game: derived from the game seed, apart from the dice's."""
    return random.Random(seed + (1 << 64))


def seat_rng(seed: int, seat: int, after: int) -> random.Random:
    """The generator of a bot that takes a seat over after ``after`` actions of the game: derived from the
    game seed, the seat and the moment, apart from every other generator of the game."""
    return random.Random(f"mk-seat:{seed}:{seat}:{after}")
