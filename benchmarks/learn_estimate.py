"""Fit the learned position estimate (engine.services.players.learned) to self-play: the positions at
the start of every turn of ``normal`` bots' games, on every landed edition at 2 and 4 players, seeds
``--first`` on (10,000 by default, so that benchmarks/estimate.py scores it on games it never saw).

    python benchmarks/learn_estimate.py --games 150

It fits one weight vector for every edition by maximum likelihood (the winner's chance, a conditional
logit over the players; Newton's method, with a small ridge), and prints the weights and each
edition's training log loss beside the hand-made race estimate's. Needs numpy (the native extra).
"""

from __future__ import annotations

import argparse
import math
import random

import numpy as np

from engine.core.state import CHANCE
from engine.load.loader import new_game
from engine.services.players.bots import make_bot
from engine.services.players.expert import race_chance
from engine.services.players.learned import FEATURES, features

EDITIONS = ["base", "fussball", "harbor", "millionaires_row", "deluxe", "mk2"]
Sample = tuple[np.ndarray, int]  # the players' features (players x features) and the winner


def positions(edition: str, players: int, games: int, first: int) -> tuple[list[Sample], float]:
    """The positions of ``games`` games of normal bots and the race estimate's log loss over them."""
    game = new_game(edition, players)
    out: list[Sample] = []
    race = 0.0
    for seed in range(first, first + games):
        state = game.new_state(seed=seed, log=False)
        rng = random.Random(seed)
        bots = [make_bot("normal", rng) for _ in range(players)]
        dice = random.Random(seed)
        seen: list[tuple[np.ndarray, list[float]]] = []
        last = -1
        while not state.is_over and state.turn < 600:
            if state.current_player == CHANCE:
                if state.turn != last:
                    last = state.turn
                    seen.append((np.array(features(state)), [race_chance(state, q) for q in range(players)]))
                state.roll_random(dice)
                continue
            state.apply(bots[state.current_player](state))
        if state.winner is None:
            continue
        for x, chances in seen:
            out.append((x, state.winner))
            race -= math.log(max(chances[state.winner] / sum(chances), 1e-6))
    return out, race / max(1, len(out))


def loss_and_steps(w: np.ndarray, samples: list[Sample], ridge: float) -> tuple[float, np.ndarray, np.ndarray]:
    """The mean negative log-likelihood, its gradient and Hessian (plus the ridge)."""
    k = len(w)
    loss, grad, hess = 0.0, np.zeros(k), np.zeros((k, k))
    for x, winner in samples:
        s = x @ w
        s -= s.max()
        p = np.exp(s)
        p /= p.sum()
        loss -= math.log(max(p[winner], 1e-12))
        mean = p @ x
        grad -= x[winner] - mean
        centred = x - mean
        hess += (centred * p[:, None]).T @ centred
    n = len(samples)
    return loss / n + ridge * float(w @ w), grad / n + 2 * ridge * w, hess / n + 2 * ridge * np.eye(k)


def fit(samples: list[Sample], ridge: float = 1e-4, rounds: int = 30) -> np.ndarray:
    w = np.zeros(len(FEATURES))
    w[0] = -1.5  # the race estimate's sharpness: the fit starts where the hand-made estimate is
    last = math.inf
    for _ in range(rounds):
        loss, grad, hess = loss_and_steps(w, samples, ridge)
        w = w - np.linalg.solve(hess, grad)
        if last - loss < 1e-7:
            break
        last = loss
    return w


def mean_loss(w: np.ndarray, samples: list[Sample]) -> float:
    return loss_and_steps(w, samples, 0.0)[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--first", type=int, default=10_000)
    parser.add_argument("--editions", default=",".join(EDITIONS))
    parser.add_argument("--players", default="2,4")
    args = parser.parse_args()
    groups: dict[tuple[str, int], tuple[list[Sample], float]] = {}
    for edition in args.editions.split(","):
        for players in (int(p) for p in args.players.split(",")):
            groups[(edition, players)] = positions(edition, players, args.games, args.first)
            print(f"{edition}, {players} players: {len(groups[(edition, players)][0]):,} positions", flush=True)
    every = [s for samples, _race in groups.values() for s in samples]
    w = fit(every)
    print("WEIGHTS = (" + ", ".join(f"{x:.4f}" for x in w) + ")  # " + ", ".join(FEATURES))
    print("| edition | players | positions | race estimate | learned |")
    print("|---|---|---|---|---|")
    for (edition, players), (samples, race) in groups.items():
        print(f"| {edition} | {players} | {len(samples):,} | {race:.3f} | {mean_loss(w, samples):.3f} |")


if __name__ == "__main__":
    main()
