"""How well a position estimate predicts who wins: log loss over the positions of normal bots' games.

    python benchmarks/estimate.py                    # every landed edition, 2 and 4 players
    python benchmarks/estimate.py --editions base --players 2 --games 400

At the start of every turn of ``--games`` games of ``normal`` bots (seeds 0...), each estimate gives
every player a chance of winning; the figure is the mean of -log(chance given to the real winner)
(lower is better; a uniform guess scores log(players)). It compares the ``hard`` bot's estimate
(:func:`engine.services.players.search.win_chance`), the ``expert``'s
(:func:`engine.services.players.expert.race_chance`) and the expert's at other sharpness values, so
its constant can be checked against every edition; and the estimate learned from self-play
(:func:`engine.services.players.learned.learned_chance`, fitted on seeds 10,000 on: these are others).
"""

from __future__ import annotations

import argparse
import functools
import math
import random
from collections.abc import Callable

from engine.core.state import CHANCE, State
from engine.load.loader import new_game
from engine.services.players.bots import make_bot
from engine.services.players.expert import SHARPNESS, race_chance
from engine.services.players.learned import learned_chance
from engine.services.players.search import win_chance

EDITIONS = ["base", "fussball", "harbor", "millionaires_row", "deluxe", "mk2"]
Estimate = Callable[[State, int], float]


def score(edition: str, players: int, games: int, estimates: dict[str, Estimate]) -> tuple[int, dict[str, float]]:
    """The number of positions and each estimate's mean log loss over them."""
    game = new_game(edition, players)
    losses = dict.fromkeys(estimates, 0.0)
    count = 0
    for seed in range(games):
        state = game.new_state(seed=seed, log=False)
        rng = random.Random(seed)
        bots = [make_bot("normal", rng) for _ in range(players)]
        dice = random.Random(seed)
        seen: list[list[list[float]]] = []
        last = -1
        while not state.is_over and state.turn < 600:
            if state.current_player == CHANCE:
                if state.turn != last:
                    last = state.turn
                    seen.append([[f(state, q) for q in range(players)] for f in estimates.values()])
                state.roll_random(dice)
                continue
            state.apply(bots[state.current_player](state))
        if state.winner is None:
            continue
        for chances in seen:
            for name, given in zip(estimates, chances, strict=True):
                total = sum(given) or 1.0
                losses[name] -= math.log(max(given[state.winner] / total, 1e-6))
            count += 1
    return count, {name: loss / max(count, 1) for name, loss in losses.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--editions", default=",".join(EDITIONS))
    parser.add_argument("--players", default="2,4")
    args = parser.parse_args()
    estimates: dict[str, Estimate] = {"hard": win_chance}
    for k in (0.75, SHARPNESS, 3.0):
        estimates[f"expert k={k:g}"] = functools.partial(race_chance, sharpness=k)
    estimates["learned"] = learned_chance
    print(f"{args.games} games of normal bots a row, seeds 0..{args.games - 1}; mean log loss (lower is better)")
    print("| edition | players | positions | uniform | " + " | ".join(estimates) + " |")
    print("|---|---|---|---|" + "---|" * len(estimates))
    for edition in args.editions.split(","):
        for players in (int(p) for p in args.players.split(",")):
            count, losses = score(edition, players, args.games, estimates)
            cells = " | ".join(f"{losses[name]:.3f}" for name in estimates)
            print(f"| {edition} | {players} | {count:,} | {math.log(players):.3f} | {cells} |", flush=True)


if __name__ == "__main__":
    main()
