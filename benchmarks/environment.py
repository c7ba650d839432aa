"""The agent environment's speed against ``mk simulate`` with random bots, on one core.

    python benchmarks/environment.py                      # every built-in edition, 4 players
    python benchmarks/environment.py --edition mk2 --players 2 --games 500 --repeat 7

The environment plays uniformly random masked actions through PettingZoo's loop (``agent_iter``,
``last``, ``step``: every observation and mask is built); ``mk simulate``'s loop plays random bots
on the same edition. The figure is the environment's games/s as a share of simulate's (issue 13
asks for at least 30%). Best of the repeats, as the machine is shared and noisy.
"""

from __future__ import annotations

import argparse
import os
import random
import time

import numpy as np

from engine.load.loader import builtin_editions, new_game
from engine.services.play.driver import simulate
from engine.ui.environment import env


def env_games_per_s(edition: str, players: int, games: int) -> float:
    e = env(edition, players=players)
    pick = random.Random(0)
    start = time.perf_counter()
    for g in range(games):
        e.reset(seed=g)
        for _agent in e.agent_iter():
            observation, _reward, terminated, truncated, _info = e.last()
            if terminated or truncated:
                e.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])
            e.step(int(legal[pick.randrange(len(legal))]))
    return games / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--edition", action="append", help="repeatable; default: every built-in edition")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    print(f"{args.players} players, {args.games} games, best of {args.repeat}")
    print(f"{'edition':18} {'simulate':>10} {'environment':>12} {'share':>6}")
    for edition in args.edition or list(builtin_editions()):
        game = new_game(edition, args.players)
        sim = max(simulate(game, ["random"] * args.players, args.games).games_per_s for _ in range(args.repeat))
        envs = max(env_games_per_s(edition, args.players, args.games) for _ in range(args.repeat))
        print(f"{edition:18} {sim:8.0f}/s {envs:10.0f}/s {envs / sim:6.0%}")


if __name__ == "__main__":
    main()
