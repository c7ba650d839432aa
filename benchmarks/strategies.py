"""Strategy files on the native engine against the Python engine, in the same run, on one core.

    python benchmarks/strategies.py            # the README's table
    python benchmarks/strategies.py --quick    # a tenth of the games

Each row plays the same seeded games on both engines through ``mk simulate``'s code path
(engine.services.lab.run.run), best of ``--repeat`` runs each, the engines' runs interleaved so that
the machine's load weighs on both alike, and checks that both engines' games are the same (winner and
length, game by game). Issue 51's target: a tournament of strategies at native speed, at least 20 times
the Python engine. The last row is a whole tournament: the published panel with the basic and normal
bots, every pair heads-up (``mk tournament``'s code path).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import time

from engine.load.strategies import shipped
from engine.services.lab.run import Run, Setup, run
from engine.services.lab.tournament import play as play_tournament

ROWS = [
    # label, edition, bots, Python games, native games
    ("base, 2 players: cheese_factory against bakery", "base", ("cheese_factory", "bakery"), 2000, 200_000),
    (
        "base, 4 players: convenience_store, one_die_spread, furniture_factory, fruit_and_vegetable_market",
        "base",
        ("convenience_store", "one_die_spread", "furniture_factory", "fruit_and_vegetable_market"),
        1000,
        100_000,
    ),
    (
        "harbor, 4 players: cheese_factory, bakery and two normal bots",
        "harbor",
        ("cheese_factory", "bakery", "normal", "normal"),
        300,
        30_000,
    ),
]
TARGET = 20.0


def timed(setup: Setup, games: int) -> tuple[float, Run]:
    start = time.perf_counter()
    done = run(setup, games, keep=True)
    return games / (time.perf_counter() - start), done


def tournament_seconds(engine: str, games: int) -> tuple[float, list[object]]:
    entrants = [*shipped(), "basic", "normal"]

    def runner(setup: Setup, n: int, first: int) -> Run:
        return run(dataclasses.replace(setup, engine=engine), n, first, keep=True)

    start = time.perf_counter()
    done = play_tournament("base", entrants, (2,), games, 0, runner, 300)
    return time.perf_counter() - start, [t.winners for t in done.tables]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="a tenth of the games")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    scale = 10 if args.quick else 1
    print(f"Python {sys.version.split()[0]}, best of {args.repeat} runs each, one core\n")
    print("| benchmark | Python games/s | native games/s | native / Python | same games |\n|---|---|---|---|---|")
    for label, edition, bots, py_games, nat_games in ROWS:
        python = Setup(edition, len(bots), bots, rotate=True, max_turns=300)
        native = dataclasses.replace(python, engine="native")
        timed(native, 10)  # compiled (or loaded from the cache) before the clock starts
        py = nat = 0.0
        same = True
        for _ in range(args.repeat):
            py_rate, py_run = timed(python, max(20, py_games // scale))
            nat_rate, nat_run = timed(native, nat_games // scale)
            py, nat = max(py, py_rate), max(nat, nat_rate)
            n = py_run.tally.games
            same = same and list(py_run.tally.winners) == list(nat_run.tally.winners[:n])
            same = same and list(py_run.tally.turns) == list(nat_run.tally.turns[:n])
        verdict = f"{nat / py:.1f}x ({'met' if nat / py >= TARGET else 'NOT MET'}: at least {TARGET:.0f}x)"
        print(f"| {label} | {py:,.0f} | {nat:,.0f} | {verdict} | {'yes' if same else 'NO'} |", flush=True)
    games = max(20, 200 // scale)
    tournament_seconds("native", 2)  # compiled before the clock starts
    py_s = nat_s = float("inf")
    same = True
    for _ in range(args.repeat):
        s, py_winners = tournament_seconds("python", games)
        py_s = min(py_s, s)
        s, nat_winners = tournament_seconds("native", games)
        nat_s = min(nat_s, s)
        same = same and py_winners == nat_winners
    total = games * 36
    label = f"mk tournament: the panel, basic and normal, 36 pairs x {games} games"
    rates = f"{total / py_s:,.0f} ({py_s:.1f} s) | {total / nat_s:,.0f} ({nat_s:.2f} s)"
    print(f"| {label} | {rates} | {py_s / nat_s:.1f}x | {'yes' if same else 'NO'} |")


if __name__ == "__main__":
    main()
