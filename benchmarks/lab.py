"""The balance lab's throughput: one process, ``--jobs 2``, and a local Dask cluster of two worker
processes (one thread each), on the same seeded games; the figures of every run are checked equal.

    python benchmarks/lab.py            # the table in docs/lab.md
    python benchmarks/lab.py --quick    # a tenth of the games

A cluster on this machine shows what the cluster costs over ``--jobs`` (scheduling, sending chunks
and results); a cluster of several machines adds their cores.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time

from engine.native.play import available
from engine.services.lab.run import Setup, run

ROWS = [
    # label, edition, bots, engine, games
    ("base, 4 players, basic bots, Python engine", "base", "basic", "python", 6000),
    ("base, 4 players, normal bots, Python engine", "base", "normal", "python", 2000),
    ("base, 4 players, normal bots, native engine", "base", "normal", "native", 400_000),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="a tenth of the games")
    args = parser.parse_args()
    from distributed import LocalCluster

    scale = 10 if args.quick else 1
    print(f"Python {sys.version.split()[0]}, games a second (best of 2)\n")
    print("| run | one process | --jobs 2 | cluster, 2 workers |\n|---|---:|---:|---:|")
    with (
        tempfile.TemporaryDirectory() as scratch,
        LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None, local_directory=scratch
        ) as cluster,
    ):
        address = cluster.scheduler_address
        for label, edition, bot, engine, games in ROWS:
            if engine == "native" and not available():
                continue
            setup = Setup(edition, 4, (bot,) * 4, engine=engine)
            games //= scale
            run(setup, 20, 0, jobs=2)  # compiled, loaded, warmed
            run(setup, 20, 0, cluster=address)
            rates, tallies = [], []
            for kind in ({"jobs": 1}, {"jobs": 2}, {"cluster": address}):
                best = 0.0
                for _ in range(2):
                    start = time.perf_counter()
                    done = run(setup, games, 0, **kind)
                    best = max(best, games / (time.perf_counter() - start))
                rates.append(best)
                tallies.append(done.tally)
            assert tallies[0] == tallies[1] == tallies[2], "the figures differ"
            print(f"| {label}, {games:,} games | {rates[0]:,.0f} | {rates[1]:,.0f} | {rates[2]:,.0f} |", flush=True)


if __name__ == "__main__":
    main()
