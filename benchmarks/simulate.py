"""Simulation speed: games/s and turns/s on one core.

    python benchmarks/simulate.py                     # 4-player base, basic bots
    python benchmarks/simulate.py --games 2000 --repeat 7 --players 3 --edition fussball

Each repeat plays the same seeded games (``mk simulate``'s code path); the
best and median repeats are printed. The machine this runs on is shared and
noisy, so the best of several repeats is the figure to quote.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics

from engine.load.loader import new_game
from engine.services.play.driver import simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--edition", default="base")
    parser.add_argument("--variant", action="append", default=[])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bots", default="basic")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    game = new_game(args.edition, args.players, variants=tuple(args.variant))
    bots = [args.bots] * args.players
    runs = [simulate(game, bots, args.games, seed=0) for _ in range(args.repeat)]
    games = [r.games_per_s for r in runs]
    turns = [r.turns_per_s for r in runs]
    print(
        f"{args.edition} {' '.join(args.variant)}, {args.players} players, {args.bots} bots, "
        f"{args.games} games x {args.repeat} repeats, Python {platform.python_version()}"
    )
    print(f"mean turns per game: {runs[0].mean_turns:.1f}")
    print(f"best:   {max(games):7.0f} games/s {max(turns):9.0f} turns/s")
    print(f"median: {statistics.median(games):7.0f} games/s {statistics.median(turns):9.0f} turns/s")


if __name__ == "__main__":
    main()
