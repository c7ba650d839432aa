"""The native engine's first compile and its speed, this tree against another, side by side in one run.

    python benchmarks/compile.py --against ../old-tree              # base, basic and normal bots
    python benchmarks/compile.py --against ../old-tree --editions base,mk2 --repeat 3

Each measurement is a fresh process with an empty cache folder: it compiles the game's module (4
players; with the ``normal`` bot's code or without), then plays games with it (best of 3 runs) and
prints both figures. The two trees' processes alternate, so that the machine's load weighs on both
alike (a figure from one run alone is no evidence on a shared machine). ``--against`` is a checkout
of another commit (``git worktree add ../old-tree COMMIT``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
CODE = """
import sys, time
from engine.load.loader import new_game
from engine.native.build import load
from engine.services.lab.run import Setup, run
edition, bots, games = sys.argv[1], sys.argv[2], int(sys.argv[3])
native = load(new_game(edition, 4), bots == "normal")
setup = Setup(edition, 4, (bots,) * 4, engine="native")
run(setup, 10)
best = 0.0
for _ in range(3):
    start = time.perf_counter()
    run(setup, games)
    best = max(best, games / (time.perf_counter() - start))
print(native.seconds, native.cached, best)
"""


def measure(tree: Path, edition: str, bots: str, games: int) -> tuple[float, float]:
    """(first compile seconds, games a second) of ``edition`` in ``tree``, from an empty cache."""
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "MK_NATIVE_CACHE": cache, "PYTHONPATH": str(tree), "PYTHONWARNINGS": "ignore"}
        out = subprocess.run(
            [sys.executable, "-c", CODE, edition, bots, str(games)],
            capture_output=True,
            text=True,
            env=env,
            cwd=tree,
            check=True,
        ).stdout.split()
    seconds, cached, rate = out[-3:]
    assert cached == "False", "the cache was not empty"
    return float(seconds), float(rate)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--against", type=Path, required=True, help="another checkout to compare with")
    parser.add_argument("--editions", default="base")
    parser.add_argument("--bots", default="basic,normal")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--games", type=int, default=20_000)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core, inherited by the processes
    trees = {"this tree": HERE, "other tree": args.against.resolve()}
    print(f"Python {sys.version.split()[0]}, one core, {args.repeat} fresh processes each, alternating\n")
    print("| edition, bots | tree | first compile (each run) | games/s (each run) |\n|---|---|---|---|")
    for edition in args.editions.split(","):
        for bots in args.bots.split(","):
            figures: dict[str, list[tuple[float, float]]] = {name: [] for name in trees}
            for _ in range(args.repeat):
                for name, tree in trees.items():
                    games = args.games if bots != "normal" else args.games // 5
                    figures[name].append(measure(tree, edition, bots, games))
            for name, runs in figures.items():
                compiles = ", ".join(f"{s:.1f} s" for s, _ in runs)
                rates = ", ".join(f"{r:,.0f}" for _, r in runs)
                median = statistics.median(s for s, _ in runs)
                print(f"| {edition}, {bots} | {name} | {compiles} (median {median:.1f} s) | {rates} |", flush=True)


if __name__ == "__main__":
    main()
