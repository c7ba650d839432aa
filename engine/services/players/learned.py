"""A position estimate learned from self-play: each player's chance of winning as a conditional logit
over a few features of the race (``python benchmarks/learn_estimate.py`` fits :data:`WEIGHTS` to the
positions of ``normal`` bots' games on every landed edition, at 2 and 4 players, and
``python benchmarks/estimate.py`` scores it beside the expert's hand-made race estimate on other seeds).

Every player gets a score, the weighted sum of their features, and a chance proportional to
``exp(score)``; one weight vector serves every edition, as the features are read from the rules the
edition compiles to (the landmarks a player still needs, the income of their city), never from its ids.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.core.state import State
from engine.services.players.search import coins_needed
from engine.services.players.strategy import Valuer

FEATURES = ("race", "log_rounds", "order", "landmarks", "income", "coins")
"""What each weight multiplies, for a player q: their rounds to go (the coins their missing landmarks
still need over their expected income a round) over the table's mean rounds + 1; log(1 + rounds);
how many seats after the player about to roll q sits, over the players; the share of the landmarks
they need that is built; their income over the table's mean income; their coins over the coins they
need + 1."""

WEIGHTS = (0.1948, -1.5806, -0.1856, 2.2058, -0.4563, 1.1345)
"""The fitted weights, by :data:`FEATURES`: `python benchmarks/learn_estimate.py --games 300` (2026-12-05;
300 games of normal bots at each edition and size, seeds 10,000 on: 228,486 positions)."""


def features(state: State) -> list[list[float]]:
    """Every player's features (:data:`FEATURES`), in seat order."""
    valuer = Valuer(state)
    dice = list(state.max_dice)
    n, g = state.nplayers, state.game
    incomes = [max(valuer.income(q, dice), 0.0) + 0.5 for q in range(n)]
    needs = [coins_needed(state, q) for q in range(n)]
    rounds = [max(0.0, needs[q] - state.coins[q]) / incomes[q] for q in range(n)]
    mean_rounds, mean_income = sum(rounds) / n, sum(incomes) / n
    return [
        [
            rounds[q] / (mean_rounds + 1),
            math.log1p(rounds[q]),
            ((q - state.player) % n) / n,
            state.constructed(q) / max(1, g.win_count),
            incomes[q] / mean_income,
            state.coins[q] / (needs[q] + 1),
        ]
        for q in range(n)
    ]


def chances(rows: Sequence[Sequence[float]], weights: Sequence[float] = WEIGHTS) -> list[float]:
    """Each player's chance of winning from their features."""
    scores = [sum(w * x for w, x in zip(weights, row, strict=True)) for row in rows]
    top = max(scores)
    raw = [math.exp(s - top) for s in scores]
    total = sum(raw)
    return [r / total for r in raw]


def learned_chance(state: State, p: int, weights: Sequence[float] = WEIGHTS) -> float:
    """p's chance of winning by the learned estimate."""
    return chances(features(state), weights)[p]
