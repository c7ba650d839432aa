"""What the balance lab's tally costs a game, in this tree and in others, side by side in one run: the
same seeded games are played once, then folded into each tree's ``Tally`` in turn (Python games one by
one with ``Tally.add``, native batches with ``Tally.add_batch``, when numba is installed), round after
round, and the best round of each tree is kept (the machine is shared: a figure from one round alone
is no evidence).

    python benchmarks/tally.py                        # this tree
    python benchmarks/tally.py --tree /path/to/old    # and an older checkout, interleaved

Each tree is measured in a process of its own (its engine package is the one imported), with the same
games, pickled to it.
"""

from __future__ import annotations

import argparse
import pickle
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
MEASURE = r"""
import pickle, sys, time
sys.path.insert(0, sys.argv[1])
from engine.services.lab.run import Setup, Tally
results, batches = pickle.load(open(sys.argv[2], "rb"))
setup = Setup("base", 4, ("normal",) * 4, rotate=True)
game = setup.game()
out = []
folds = [(lambda t, r: t.add(r), results, len(results))]
folds.append((lambda t, b: t.add_batch(b, setup), batches, sum(len(b) for b in batches)))
for fold, items, games in folds:
    best = float("inf")
    for _ in range(int(sys.argv[3])):
        tally = Tally(4, game.card_ids, [c.name for c in game.cards])
        start = time.perf_counter()
        for item in items:
            fold(tally, item)
        best = min(best, time.perf_counter() - start)
    out.append(f"{1e6 * best / max(1, games):.3f}")
print(" ".join(out))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tree", action="append", default=[], help="another checkout to measure beside this one")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5, help="rounds; each tree's best is kept")
    args = parser.parse_args()
    sys.path.insert(0, str(HERE))
    from engine.native.play import available
    from engine.services.lab.run import Setup, native_results, play_one

    setup = Setup("base", 4, ("normal",) * 4, rotate=True)
    results = [play_one(setup, i, i) for i in range(args.games)]
    native = Setup("base", 4, ("normal",) * 4, rotate=True, engine="native")
    batches = [native_results(native, 0, first, 1000) for first in range(0, 50_000, 1000)] if available() else []
    trees = [HERE, *(Path(t).resolve() for t in args.tree)]
    with tempfile.TemporaryDirectory() as scratch:
        data = Path(scratch) / "results.pickle"
        data.write_bytes(pickle.dumps((results, batches)))
        best: dict[Path, list[float]] = {}
        for _ in range(args.rounds):  # interleaved: the trees share the machine's moods alike
            for tree in trees:
                out = subprocess.run(
                    [sys.executable, "-c", MEASURE, str(tree), str(data), "3"],
                    capture_output=True,
                    text=True,
                    check=True,
                    cwd=scratch,
                )
                figures = [float(x) for x in out.stdout.split()]
                best[tree] = [min(x, y) for x, y in zip(best.get(tree, [float("inf")] * 2), figures, strict=True)]
    print(f"base, 4 normal bots, best of {args.rounds} rounds, microseconds a game folded into the tally:")
    print(f"  Tally.add ({args.games} Python games), Tally.add_batch (50,000 native games in batches of 1,000)")
    for tree in trees:
        print(f"  {tree}: {best[tree][0]:.2f}, {best[tree][1]:.3f}")


if __name__ == "__main__":
    main()
