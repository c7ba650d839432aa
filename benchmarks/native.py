"""The native engine's speed against the Python engine's, in the same run, on one core.

    python benchmarks/native.py                    # the README's table
    python benchmarks/native.py --quick            # fewer games (a minute)
    python benchmarks/native.py --compile          # and each edition's compile time, first and cached
    python benchmarks/native.py --whole-process    # mk simulate as a user runs it: start to end, both engines
    python benchmarks/native.py --tree ../old-tree  # the native engine of this tree and another, side by side

Every row plays the same seeded games on both engines through ``mk simulate``'s code path
(engine.services.lab.run.run), best of ``--repeat`` runs each, the two engines' runs interleaved so
that the machine's load weighs on both alike. Issue 23's targets: base with basic bots at least 30
times the Python engine (and 55,000 games a second); Machi Koro 2 with random bots at least as fast
as the Rust simulator dario-wat/machi-koro-sim (a build is at ``../shared/peers``, run pinned to the
same core with one thread; skipped when it is missing); Deluxe at least 20 times Python; normal bots
at least 10 times their Python speed.

Whole process (``--whole-process``): ``mk simulate --games 60000`` (base, 4 players, basic bots) run as
a command, once with each engine, from the process's start to its end (the start included: Python,
numba's import, the cached module's load), interleaved, best of ``--repeat``; the ratio a user sees.

Side by side (``--tree``, a checkout of another commit: ``git worktree add ../old-tree COMMIT``): each
row's native games in a process of each tree (its module compiled or loaded before the clock starts), the
trees taking turns repeat after repeat, best of ``--repeat``: a change to the kernel measured against the
commit before it in one run.

Compile times: each built-in edition (4 players) is compiled into an empty cache in a fresh
process, then loaded from that cache in another.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from engine.services.lab.run import Setup, run

PEER = Path(__file__).resolve().parents[1] / ".." / "shared" / "peers" / "machi-koro-sim"
ROWS = [
    # label, edition, players, bot, Python games, native games, target ratio
    ("base, 4 players, basic bots", "base", 4, "basic", 1000, 200_000, 30.0),
    ("base, 4 players, random bots", "base", 4, "random", 500, 100_000, None),
    ("mk2, 4 players, random bots", "mk2", 4, "random", 300, 60_000, None),
    ("mk2, 4 players, basic bots", "mk2", 4, "basic", 300, 60_000, None),
    ("deluxe, 4 players, basic bots", "deluxe", 4, "basic", 300, 60_000, 20.0),
    ("deluxe, 4 players, random bots", "deluxe", 4, "random", 100, 20_000, 20.0),
    ("harbor, 4 players, basic bots", "harbor", 4, "basic", 300, 60_000, None),
    ("millionaires_row, 4 players, basic bots", "millionaires_row", 4, "basic", 300, 60_000, None),
    ("fussball, 4 players, basic bots", "fussball", 4, "basic", 500, 100_000, None),
    ("base, 4 players, normal bots", "base", 4, "normal", 300, 60_000, 10.0),
    ("fussball, 4 players, normal bots", "fussball", 4, "normal", 300, 60_000, 10.0),
    ("harbor, 4 players, normal bots", "harbor", 4, "normal", 200, 30_000, 10.0),
    ("millionaires_row, 4 players, normal bots", "millionaires_row", 4, "normal", 200, 30_000, 10.0),
    ("deluxe, 4 players, normal bots", "deluxe", 4, "normal", 100, 20_000, 10.0),
    ("mk2, 4 players, normal bots", "mk2", 4, "normal", 100, 20_000, 10.0),
]
EDITIONS = ["base", "fussball", "harbor", "millionaires_row", "deluxe", "mk2"]


def rate(setup: Setup, games: int) -> float:
    start = time.perf_counter()
    run(setup, games)
    return games / (time.perf_counter() - start)


def peer_rate(games: int) -> float | None:
    """Games a second of the Rust Machi Koro 2 simulator, one thread, on this core; None without it."""
    if not PEER.exists():
        return None
    env = {**os.environ, "RAYON_NUM_THREADS": "1"}
    out = subprocess.run([str(PEER), str(games)], capture_output=True, text=True, env=env, check=True).stdout
    found = re.search(r"completed in ([0-9.]+)(ms|s)", out)
    if found is None:
        raise SystemExit(f"cannot read the peer's time from: {out!r}")
    seconds = float(found.group(1)) / (1000 if found.group(2) == "ms" else 1)
    return games / seconds


def compile_times() -> None:
    print(
        "\n| edition (4 players) | first compile | cached load | first compile with the normal bot | cached load |"
        "\n|---|---|---|---|---|"
    )
    code = (
        "import sys; from engine.load.loader import new_game; from engine.native.build import load;"
        "n = load(new_game(sys.argv[1], 4), sys.argv[2] == 'normal'); print(n.seconds, n.cached)"
    )
    for edition in EDITIONS:
        times = []
        for bots in ("basic", "normal"):
            with tempfile.TemporaryDirectory() as cache:
                env = {**os.environ, "MK_NATIVE_CACHE": cache}
                for _ in range(2):
                    out = subprocess.run(
                        [sys.executable, "-c", code, edition, bots], capture_output=True, text=True, env=env, check=True
                    )
                    seconds, _cached = out.stdout.split()
                    times.append(float(seconds))
        print(
            f"| `{edition}` | {times[0]:.1f} s | {times[1]:.2f} s | {times[2]:.1f} s | {times[3]:.2f} s |", flush=True
        )


TREE_RATE = r"""
import os, sys, time
sys.path.insert(0, sys.argv[1])
if hasattr(os, "sched_setaffinity"):
    os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
from engine.services.lab.run import Setup, run
edition, players, bot, games = sys.argv[2], int(sys.argv[3]), sys.argv[4], int(sys.argv[5])
setup = Setup(edition, players, (bot,) * players, engine="native")
run(setup, 10)  # compiled, or loaded from the cache
start = time.perf_counter()
run(setup, games)
print(games / (time.perf_counter() - start))
"""


def side_by_side(trees: list[Path], only: str, repeat: int, scale: int) -> None:
    """Each row's native games a second in each tree, the trees taking turns, best of ``repeat``."""
    here = Path(__file__).resolve().parents[1]
    trees = [here, *trees]
    print(f"native games/s, best of {repeat}, trees taking turns: " + ", ".join(str(t) for t in trees) + "\n")
    print("| benchmark | " + " | ".join(t.name for t in trees) + " |\n|---|" + "---|" * len(trees))
    for label, edition, players, bot, _py_games, nat_games, _target in ROWS:
        if only not in label:
            continue
        best = dict.fromkeys(trees, 0.0)
        for _ in range(repeat):
            for tree in trees:
                command = [sys.executable, "-c", TREE_RATE, str(tree), edition, str(players), bot]
                out = subprocess.run([*command, str(nat_games // scale)], capture_output=True, text=True, check=True)
                best[tree] = max(best[tree], float(out.stdout.split()[-1]))
        print(f"| {label} | " + " | ".join(f"{best[t]:,.0f}" for t in trees) + " |", flush=True)


def whole_process(games: int, repeat: int) -> None:
    """``mk simulate`` as a command, each engine, start to end: the seconds and the ratio."""
    best: dict[str, float] = {}
    base = [sys.executable, "-m", "engine.ui.cli", "simulate", "--players", "4", "--bots", "basic", "--seed", "1"]
    subprocess.run([*base, "--games", "10", "--engine", "native"], check=True, capture_output=True)  # compiled
    command = [*base, "--games", str(games), "--format", "json"]
    for _ in range(repeat):  # interleaved: both engines share the machine's moods
        for engine in ("python", "native"):
            start = time.perf_counter()
            subprocess.run([*command, "--engine", engine], check=True, capture_output=True)
            best[engine] = min(best.get(engine, float("inf")), time.perf_counter() - start)
    py, nat = best["python"], best["native"]
    print(f"mk simulate --games {games:,} (base, 4 players, basic bots), whole process, best of {repeat}:")
    print(f"  python {py:.2f} s ({games / py:,.0f} games/s), native {nat:.2f} s ({games / nat:,.0f} games/s)")
    print(f"  native / Python: {py / nat:.1f}x (issue 53's goal: at least 30x)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="a tenth of the games")
    parser.add_argument("--compile", action="store_true", help="also each edition's compile time")
    parser.add_argument("--only", default="", help="rows whose label contains this")
    parser.add_argument("--whole-process", action="store_true", help="mk simulate as a command, start to end")
    parser.add_argument("--games", type=int, default=60_000, help="the whole-process run's games")
    parser.add_argument("--tree", action="append", default=[], help="another checkout to measure beside this one")
    args = parser.parse_args()
    if args.tree:
        side_by_side([Path(t).resolve() for t in args.tree], args.only, args.repeat, 10 if args.quick else 1)
        return
    if args.whole_process:
        whole_process(args.games, args.repeat)
        return
    if hasattr(os, "sched_setaffinity"):
        core = min(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {core})  # one core (the peer inherits it)
    scale = 10 if args.quick else 1
    print(f"Python {sys.version.split()[0]}, best of {args.repeat} runs each, one core\n")
    print("| benchmark | Python games/s | native games/s | native / Python | target |\n|---|---|---|---|---|")
    for label, edition, players, bot, py_games, nat_games, target in ROWS:
        if args.only not in label:
            continue
        python = Setup(edition, players, (bot,) * players)
        native = Setup(edition, players, (bot,) * players, engine="native")
        rate(native, 10)  # compiled (or loaded from the cache) before the clock starts
        py, nat = 0.0, 0.0
        for _ in range(args.repeat):
            py = max(py, rate(python, max(20, py_games // scale)))
            nat = max(nat, rate(native, nat_games // scale))
        note = "" if target is None else f"at least {target:.0f}x: {'met' if nat / py >= target else 'NOT MET'}"
        print(f"| {label} | {py:,.0f} | {nat:,.0f} | {nat / py:.1f}x | {note} |", flush=True)
        if edition == "mk2" and bot == "random":
            peers = [peer_rate(20_000 // scale) for _ in range(args.repeat)]
            if peers[0] is not None:
                best = max(p for p in peers if p is not None)
                verdict = "met" if nat >= best else "NOT MET"
                label = "mk2, 4 players, random players: the Rust simulator (peer)"
                print(f"| {label} | | {best:,.0f} | native {nat / best:.2f}x | {verdict} |")
    if args.compile:
        compile_times()


if __name__ == "__main__":
    main()
