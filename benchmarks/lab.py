"""The balance lab's speed with worker processes: ``--jobs 2`` against ``--jobs 1``.

    python benchmarks/lab.py                 # 4-player base, basic bots, 6000 games, best of 3
    python benchmarks/lab.py --games 2000 --edition mk2 --bots normal

Both runs play the same seeds and must give the same figures; the script checks that too.
"""

from __future__ import annotations

import argparse
import time

from engine.services.lab import Setup, run


def timed(setup: Setup, games: int, jobs: int, repeat: int) -> tuple[float, dict[str, object]]:
    best = float("inf")
    report: dict[str, object] = {}
    for _ in range(repeat):
        start = time.perf_counter()
        done = run(setup, games, seed=0, jobs=jobs)
        best = min(best, time.perf_counter() - start)
        report = done.tally.report()
    return best, report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--edition", default="base")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bots", default="basic")
    parser.add_argument("--games", type=int, default=6000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    setup = Setup(args.edition, args.players, (args.bots,) * args.players)
    setup.game()  # loaded once, before the workers start
    one, a = timed(setup, args.games, 1, args.repeat)
    two, b = timed(setup, args.games, 2, args.repeat)
    assert a == b, "the figures differ with the number of workers"
    print(f"{args.edition}, {args.players} players, {args.bots} bots, {args.games} games (best of {args.repeat})")
    print(f"--jobs 1: {one:.2f} s ({args.games / one:.0f} games/s)")
    print(f"--jobs 2: {two:.2f} s ({args.games / two:.0f} games/s): {one / two:.2f} times as fast, same figures")


if __name__ == "__main__":
    main()
