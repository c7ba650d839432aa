"""Bot strength: win rates with 95% intervals, seats rotated, on every landed edition.

    python benchmarks/bots.py                        # the README's table: 400 games a match-up
    python benchmarks/bots.py --games 100 --editions base,mk2 --jobs 2

Match-ups (issue 10's targets in brackets):

- one ``hard`` against three ``basic``, 4 players (at least 60%; a fair share is 25%);
- one ``normal`` against three ``basic``, 4 players (at least 40%);
- ``hard`` against ``normal`` heads-up, seats alternated (at least 60%).

Each match-up plays the same seeds (game i: seed i) through ``mk simulate``'s lab, so a table
can be reproduced exactly; ``--jobs`` only changes how long it takes. It also measures what a
``normal`` game costs against a ``basic`` one (all seats, 4 players, best of 5 runs).
"""

from __future__ import annotations

import argparse
import time

from engine.services.lab.run import Setup, run, wilson

EDITIONS = ["base", "fussball", "harbor", "millionaires_row", "deluxe", "mk2"]
MATCHUPS = [
    ("hard vs 3 basic", 4, ("hard", "basic", "basic", "basic"), "hard", 0.60),
    ("normal vs 3 basic", 4, ("normal", "basic", "basic", "basic"), "normal", 0.40),
    ("hard vs normal", 2, ("hard", "normal"), "hard", 0.60),
]


def cost(edition: str, games: int = 200) -> float:
    """Seconds per 4-player game with normal bots over seconds with basic bots (best of 5 each)."""
    best = {}
    for bot in ("basic", "normal"):
        setup = Setup(edition, 4, (bot,) * 4)
        times = []
        for _ in range(5):
            start = time.perf_counter()
            run(setup, games)
            times.append(time.perf_counter() - start)
        best[bot] = min(times)
    return best["normal"] / best["basic"]


def decision_times(edition: str, games: int = 3) -> tuple[float, float]:
    """The longest and the mean time of a ``hard`` decision, 4 players, hard in every seat."""
    import random

    from engine.core.state import CHANCE
    from engine.load.loader import new_game
    from engine.services.play.driver import bot_rng
    from engine.services.players.bots import make_bot

    game = new_game(edition, 4)
    times: list[float] = []
    for seed in range(games):
        state = game.new_state(seed=seed, log=False)
        rng = bot_rng(seed)
        bots = [make_bot("hard", rng) for _ in range(4)]
        dice = random.Random(seed)
        while not state.is_over:
            if state.current_player == CHANCE:
                state.roll_random(dice)
                continue
            start = time.perf_counter()
            action = bots[state.current_player](state)
            times.append(time.perf_counter() - start)
            state.apply(action)
    return max(times), sum(times) / len(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--editions", default=",".join(EDITIONS))
    parser.add_argument("--matchups", default="", help="comma-separated names (default: all)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--no-cost", action="store_true", help="skip measuring what normal costs against basic")
    args = parser.parse_args()
    wanted = [m for m in MATCHUPS if not args.matchups or m[0] in args.matchups.split(",")]
    print(f"{args.games} games a match-up, seats rotated, seeds 0..{args.games - 1}")
    print("| edition | match-up | wins | win rate | 95% interval | target |")
    print("|---|---|---|---|---|---|")
    for edition in args.editions.split(","):
        for name, players, bots, hero, target in wanted:
            start = time.perf_counter()
            done = run(Setup(edition, players, bots, rotate=True), args.games, seed=0, jobs=args.jobs)
            t = done.tally
            k, n = t.bot_wins[hero], t.bot_seats[hero]
            lo, hi = wilson(k, n)
            ok = "met" if k / n >= target else "NOT met"
            print(
                f"| {edition} | {name} | {k}/{n} | {100 * k / n:.1f}% | {100 * lo:.1f}-{100 * hi:.1f}% "
                f"| {100 * target:.0f}% {ok} |  <!-- {time.perf_counter() - start:.0f} s -->",
                flush=True,
            )
    if not args.no_cost:
        for edition in args.editions.split(","):
            longest, mean = decision_times(edition)
            print(
                f"{edition}: a normal game costs {cost(edition):.1f} times a basic one (4 players, all seats); "
                f"a hard decision takes {1000 * mean:.0f} ms on average, {1000 * longest:.0f} ms at most",
                flush=True,
            )


if __name__ == "__main__":
    main()
