"""Bot strength: win rates with 95% intervals, seats rotated, on every landed edition.

    python benchmarks/bots.py                        # the README's table: 400 games a match-up
    python benchmarks/bots.py --games 100 --editions base,mk2 --jobs 2

Match-ups (issue 10's and issue 34's targets in brackets):

- one ``hard`` against three ``basic``, 4 players (at least 60%; a fair share is 25%);
- one ``normal`` against three ``basic``, 4 players (at least 40%);
- ``hard`` against ``normal`` heads-up, seats alternated (at least 60%);
- one ``expert`` against three ``hard``, 4 players (at least 40%);
- ``expert`` against ``hard`` heads-up (at least 65%).

The expert plays at its default budget (``--think`` changes it: ``--think 0.5s``); its futures are played
by the native engine where numba is installed (compiled first, once per edition and player count), by
the Python engine with ``MK_ENGINE=python`` (the same futures, slower: the same table).

``--panel`` measures the bots against how people play instead (issue 51): the round-robin of each
edition's shipped panel of strategies (docs/strategies.md) with ``easy``, ``normal``, ``hard`` and
``expert``, every pair heads-up and every table of four, seats rotating, every table on the same seeds;
then each bot's rank and rating, its win rate against the panel heads-up with the weakest pairing, and
at four players::

    python benchmarks/bots.py --panel --editions base,harbor,mk2 --games 100 --games4 2 --jobs 2

Each match-up plays the same seeds (game i: seed i) through ``mk simulate``'s lab, so a table
can be reproduced exactly; ``--jobs`` only changes how long it takes. It also measures what a
``normal`` game costs against a ``basic`` one (all seats, 4 players, best of 5 runs).
"""

from __future__ import annotations

import argparse
import time

from engine.load.loader import new_game
from engine.load.strategies import panel
from engine.services.lab.run import Setup, run
from engine.services.lab.stats import wilson
from engine.services.lab.tournament import Tournament
from engine.services.players.bots import bot_name, with_think
from engine.ui.common import ready_expert

EDITIONS = ["base", "fussball", "harbor", "millionaires_row", "deluxe", "mk2"]
MATCHUPS = [
    ("hard vs 3 basic", 4, ("hard", "basic", "basic", "basic"), "hard", 0.60),
    ("normal vs 3 basic", 4, ("normal", "basic", "basic", "basic"), "normal", 0.40),
    ("hard vs normal", 2, ("hard", "normal"), "hard", 0.60),
    ("expert vs 3 hard", 4, ("expert", "hard", "hard", "hard"), "expert", 0.40),
    ("expert vs hard", 2, ("expert", "hard"), "expert", 0.65),
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


def decision_times(edition: str, bot: str = "hard", games: int = 3) -> list[float]:
    """The time of every build decision (with a choice) of ``bot`` in ``games`` 4-player games against ``hard``
    bots (seat 1 the bot), sorted."""
    import random

    from engine.core.state import BUILD, CHANCE
    from engine.load.loader import new_game
    from engine.services.players.bots import make_bot
    from engine.services.players.seeding import bot_rng

    game = new_game(edition, 4)
    times: list[float] = []
    for seed in range(games):
        state = game.new_state(seed=seed, log=False)
        rng = bot_rng(seed)
        bots = [make_bot(bot if p == 0 else "hard", rng) for p in range(4)]
        dice = random.Random(seed)
        while not state.is_over:
            if state.current_player == CHANCE:
                state.roll_random(dice)
                continue
            seat, phase = state.current_player, state.phase
            start = time.perf_counter()
            action = bots[seat](state)
            if seat == 0 and phase == BUILD and len(state.legal_actions()) > 1:
                times.append(time.perf_counter() - start)
            state.apply(action)
    return sorted(times)


def round_robin(edition: str, bots: list[str], games2: int, games4: int, jobs: int) -> Tournament:
    """The panel of ``edition`` and ``bots`` at every table of two (``games2`` games each) and of four
    (``games4``), seats rotating, seeds 0.. at every table; the tables a native engine seats on it."""
    from engine.services.lab.tournament import combinations, play
    from engine.ui.tournamentcli import Engines

    entrants = [*panel("shipped", edition), *bots]
    both = Tournament(tuple(entrants), (2, 4), games2, 0)
    for size, games in ((2, games2), (4, games4)):
        if games:
            runner = Engines("auto", combinations(entrants, (size,)), jobs, None)
            done = play(edition, entrants, (size,), games, 0, runner, 500)
            both.tables += done.tables
    both.sizes = tuple(n for n, g in ((2, games2), (4, games4)) if g)
    return both


def panel_rows(t: Tournament, edition: str, bots: list[str]) -> list[str]:
    """The markdown of a round-robin: the ranking, then each bot against the panel."""
    ranked = t.ranking()
    rates = {n: {r["player"]: r for r in t.rates(n)} for n in t.sizes}
    out = [
        f"{edition}: {len(t.entrants)} players, "
        + ", ".join(f"{sum(1 for x in t.tables if len(x.players) == n)} tables of {n}" for n in t.sizes),
        "",
        "| rank | player | rating (95% interval) | " + " | ".join(f"{n} players" for n in t.sizes) + " |",
        "|---|---|---|" + "---|" * len(t.sizes),
    ]
    for i, r in enumerate(ranked, 1):
        cells = " | ".join(_rate(rates[n][r["player"]]) for n in t.sizes)
        out.append(f"| {i} | {r['player']} | {r['rating']:+.0f} ({r['low']:+.0f} to {r['high']:+.0f}) | {cells} |")
    strategies = [p for p in t.entrants if p not in bots]
    notes: list[str] = []
    out += [
        "",
        "| bot | heads-up against the panel | weakest pairing | beats every strategy (lower end > 50%) |",
        "|---|---|---|---|",
    ]
    for bot in bots:
        pairs = []
        for x in t.tables:
            if len(x.players) == 2 and bot in x.players:
                other = next(p for p in x.players if p != bot)
                if other in strategies:
                    pairs.append((other, x.wins[bot], x.games))
        if not pairs:
            continue
        k, n = sum(p[1] for p in pairs), sum(p[2] for p in pairs)
        worst = min(pairs, key=lambda p: p[1] / p[2])
        beats = all(wilson(w, g)[0] > 0.5 for _o, w, g in pairs)
        short = [f"{o}" for o, w, g in pairs if wilson(w, g)[0] <= 0.5]
        out.append(
            f"| {bot} | {_rate({'wins': k, 'games': n})} | {worst[0]}: {_rate({'wins': worst[1], 'games': worst[2]})} "
            f"| {'yes' if beats else 'no: ' + ', '.join(short)} |"
        )
        each = ", ".join(f"{o} {w}/{g}" for o, w, g in pairs)
        notes.append(f"- {bot}, heads-up: {each}")
    return [*out, "", *notes]


def _rate(r: dict[str, int]) -> str:
    k, n = r["wins"], r["games"]
    lo, hi = wilson(k, n)
    return f"{k}/{n}, {100 * k / n:.1f}% ({100 * lo:.1f}-{100 * hi:.1f}%)"


def quantile(times: list[float], q: float) -> float:
    return times[min(len(times) - 1, int(q * len(times)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--editions", default=",".join(EDITIONS))
    parser.add_argument("--matchups", default="", help="comma-separated names (default: all)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--no-cost", action="store_true", help="skip measuring what normal costs against basic")
    parser.add_argument("--no-times", action="store_true", help="skip timing the hard and expert decisions")
    parser.add_argument("--think", help="the expert's budget: futures (384, the default) or a time (0.5s)")
    parser.add_argument("--panel", action="store_true", help="the round-robin of each edition's panel and the bots")
    parser.add_argument("--games4", type=int, default=2, help="with --panel: games at each table of four")
    parser.add_argument("--bots", default="easy,normal,hard,expert", help="with --panel: the bots in the round-robin")
    args = parser.parse_args()
    expert = with_think("expert", args.think)
    if args.panel:
        field = [expert if b == "expert" else bot_name(b) for b in args.bots.split(",")]
        for edition in args.editions.split(","):
            start = time.perf_counter()
            robin = round_robin(edition, field, args.games, args.games4, args.jobs)
            seconds = time.perf_counter() - start
            print("\n".join(panel_rows(robin, edition, field)), f"\n<!-- {seconds:.0f} s -->\n", flush=True)
        return
    wanted = [
        (name, players, tuple(expert if b == "expert" else b for b in bots), expert if hero == "expert" else hero, aim)
        for name, players, bots, hero, aim in MATCHUPS
        if not args.matchups or name in args.matchups.split(",")
    ]
    print(f"{args.games} games a match-up, seats rotated, seeds 0..{args.games - 1}")
    print("| edition | match-up | wins | win rate | 95% interval | target |")
    print("|---|---|---|---|---|---|")
    for edition in args.editions.split(","):
        for name, players, bots, hero, target in wanted:
            ready_expert(new_game(edition, players), list(bots))
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
    for edition in args.editions.split(","):
        line = []
        if not args.no_cost:
            line.append(f"{edition}: a normal game costs {cost(edition):.1f} times a basic one (4 players, all seats)")
        for bot in () if args.no_times else ("hard", expert):
            ready_expert(new_game(edition, 4), [bot])
            times = decision_times(edition, bot)
            line.append(
                f"{edition}: a {bot} build decision takes {1000 * quantile(times, 0.5):.0f} ms (median), "
                f"{1000 * quantile(times, 0.99):.0f} ms (99th percentile), {1000 * times[-1]:.0f} ms at most "
                f"({len(times)} decisions, 4 players against hard)"
            )
        if line:
            print("; ".join(line), flush=True)


if __name__ == "__main__":
    main()
