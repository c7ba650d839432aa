"""Simulation speed: games/s and turns/s on one core.

    python benchmarks/simulate.py                     # 4-player base, basic bots
    python benchmarks/simulate.py --games 2000 --repeat 7 --players 3 --edition fussball
    python benchmarks/simulate.py --tree ../old-tree  # this tree and another, side by side

Each repeat plays the same seeded games (``mk simulate``'s code path); the
best and median repeats are printed. The machine this runs on is shared and
noisy, so the best of several repeats is the figure to quote. With ``--tree``
(a checkout of another commit: ``git worktree add ../old-tree COMMIT``), each
tree plays in a process of its own, the trees taking turns repeat after repeat
so that they share the machine's moods alike.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
MEASURE = r"""
import os, sys
sys.path.insert(0, sys.argv[1])
if hasattr(os, "sched_setaffinity"):
    os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
from engine.load.loader import new_game
from engine.services.play.driver import simulate
edition, players, bots, games = sys.argv[2], int(sys.argv[3]), sys.argv[4], int(sys.argv[5])
variants = tuple(v for v in sys.argv[6].split(",") if v)
run = simulate(new_game(edition, players, variants=variants), [bots] * players, games, seed=0)
print(run.games_per_s, run.turns_per_s, run.mean_turns)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--edition", default="base")
    parser.add_argument("--variant", action="append", default=[])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bots", default="basic")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--tree", action="append", default=[], help="another checkout to measure beside this one")
    args = parser.parse_args()
    trees = [HERE, *(Path(t).resolve() for t in args.tree)]
    runs: dict[Path, list[tuple[float, float, float]]] = {tree: [] for tree in trees}
    for _ in range(args.repeat):
        for tree in trees:
            command = [sys.executable, "-c", MEASURE, str(tree), args.edition, str(args.players), args.bots]
            command += [str(args.games), ",".join(args.variant)]
            out = subprocess.run(command, capture_output=True, text=True, check=True, cwd=tree)
            games, turns, mean = map(float, out.stdout.split())
            runs[tree].append((games, turns, mean))
    print(
        f"{args.edition} {' '.join(args.variant)}, {args.players} players, {args.bots} bots, "
        f"{args.games} games x {args.repeat} repeats, Python {platform.python_version()}"
    )
    for tree in trees:
        games = [r[0] for r in runs[tree]]
        turns = [r[1] for r in runs[tree]]
        print(f"{tree}: mean turns per game {runs[tree][0][2]:.1f}")
        print(f"  best:   {max(games):7.0f} games/s {max(turns):9.0f} turns/s")
        print(f"  median: {statistics.median(games):7.0f} games/s {statistics.median(turns):9.0f} turns/s")


if __name__ == "__main__":
    main()
