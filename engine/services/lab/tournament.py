"""A tournament of players (bots and strategy files): every combination of them at each table size,
seats rotating, every combination on the same seeds; then each player's win rate per table size, the
pairwise verdicts, the head-to-head matrix of the two-player games and a ranking (docs/lab.md).

The ranking fits one strength per player to every game someone won: the winner of a table is each
player with probability proportional to their strength (Luce's choice model; at two players, Bradley
and Terry's). Strengths are shown as rating points on the Elo scale (400 points: ten times the odds),
centred on 0, each with its 95% interval from the fit's information.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.services.lab.run import Run, Setup
from engine.services.lab.stats import Z95, holm, mcnemar_p, paired_difference_interval, proportion_p, rate, wilson

ELO = 400 / math.log(10)
"""Rating points per unit of log-strength: 400 points are ten times the odds of winning."""
MOST_COMBINATIONS = 2000
"""Tables a tournament plays at most (every combination of its players at each size): said before a game."""


@dataclass(frozen=True)
class Table:
    """One combination of players at one table size, and who won each of its games."""

    players: tuple[str, ...]
    wins: Counter[str]
    """Games each of its players won."""
    games: int
    stalled: int
    winners: tuple[str | None, ...] = ()
    """Who won each game, in game order (None: stalled): the games of two rule sets are paired by it."""


@dataclass
class Tournament:
    entrants: tuple[str, ...]
    sizes: tuple[int, ...]
    games: int
    seed: int
    tables: list[Table] = field(default_factory=list)
    interrupted: bool = False

    # -- win rates ---------------------------------------------------------------------------------------
    def rates(self, size: int) -> list[dict[str, Any]]:
        """Each player's wins, seat-games and win rate at ``size`` players, with its 95% interval and a
        verdict against the fair share (1/size), Holm-corrected over the players."""
        wins: Counter[str] = Counter()
        games: Counter[str] = Counter()
        for t in self.tables:
            if len(t.players) == size:
                for p in t.players:
                    wins[p] += t.wins[p]
                    games[p] += t.games
        rows: list[dict[str, Any]] = []
        for p in self.entrants:
            k, n = wins[p], games[p]
            lo, hi = wilson(k, n)
            rows.append({"player": p, "wins": k, "games": n, "rate": rate(k, n), "low": lo, "high": hi})
        fair = 1 / size
        found = holm([proportion_p(r["wins"], r["games"], fair) for r in rows])
        for r, yes in zip(rows, found, strict=True):
            r["verdict"] = ("above" if r["rate"] > fair else "below") + " its fair share" if yes else ""
        return rows

    def pairs(self, size: int) -> list[dict[str, Any]]:
        """Every pair of players at ``size``: of the games they sat at together that one of the two won,
        each one's share (a sign test against even, Holm-corrected over the pairs)."""
        rows: list[dict[str, Any]] = []
        for a, b in itertools.combinations(self.entrants, 2):
            wa = wb = together = 0
            for t in self.tables:
                if len(t.players) == size and a in t.players and b in t.players:
                    wa, wb, together = wa + t.wins[a], wb + t.wins[b], together + t.games
            lo, hi = wilson(wa, wa + wb)
            rows.append({"a": a, "b": b, "games": together, "a_wins": wa, "b_wins": wb, "share": rate(wa, wa + wb)})
            rows[-1].update(low=lo, high=hi, p=proportion_p(wa, wa + wb, 0.5))
        found = holm([r["p"] for r in rows])
        for r, yes in zip(rows, found, strict=True):
            r["verdict"] = (f"{r['a']} ahead" if r["share"] > 0.5 else f"{r['b']} ahead") if yes else ""
        return rows

    def head_to_head(self) -> dict[str, dict[str, float | None]]:
        """The two-player games: the row player's win rate against the column player's (None on the
        diagonal, or for a pair that did not meet)."""
        out: dict[str, dict[str, float | None]] = {a: dict.fromkeys(self.entrants) for a in self.entrants}
        for t in self.tables:
            if len(t.players) == 2 and t.games:
                a, b = t.players
                out[a][b], out[b][a] = t.wins[a] / t.games, t.wins[b] / t.games
        return out

    # -- the ranking -------------------------------------------------------------------------------------
    def ranking(self) -> list[dict[str, Any]]:
        """The players by rating (Elo points, centred on 0) with 95% intervals."""
        beta, se = luce_fit(self.entrants, [(t.players, t.wins) for t in self.tables])
        rows = []
        for i, p in enumerate(self.entrants):
            rows.append(
                {
                    "player": p,
                    "rating": ELO * beta[i],
                    "low": ELO * (beta[i] - Z95 * se[i]),
                    "high": ELO * (beta[i] + Z95 * se[i]),
                }
            )
        return sorted(rows, key=lambda r: -r["rating"])


def luce_fit(
    players: Sequence[str], tables: Sequence[tuple[tuple[str, ...], Counter[str]]], rounds: int = 2000
) -> tuple[list[float], list[float]]:
    """Log-strengths (centred on 0) and their standard errors, by maximum likelihood of Luce's model
    over ``tables`` (each: who sat, and how many games each won), fitted with Hunter's MM steps. Each
    player also has one game against an even player that it half wins: a weak prior that keeps the
    strength of a player who never (or always) won finite."""
    index = {p: i for i, p in enumerate(players)}
    k = len(players)
    seated = [[index[p] for p in t] for t, _w in tables]
    won = [[w[p] for p in t] for t, w in tables]
    decided = [sum(w) for w in won]
    wins = [0.5] * k  # half a win and half a loss each (a weak prior that keeps every strength finite)
    for seats, w in zip(seated, won, strict=True):
        for i, n in zip(seats, w, strict=True):
            wins[i] += n
    strength = [1.0] * k
    for _ in range(rounds):
        denominators = [1.0 / (strength[i] + 1.0) for i in range(k)]  # the prior's game against an even player
        for seats, n in zip(seated, decided, strict=True):
            if n:
                total = sum(strength[i] for i in seats)
                for i in seats:
                    denominators[i] += n / total
        new = [wins[i] / denominators[i] for i in range(k)]
        done = max(abs(math.log(a / b)) for a, b in zip(new, strength, strict=True)) < 1e-10
        strength = new
        if done:
            break
    beta = [math.log(s) for s in strength]
    mean = sum(beta) / k
    return [b - mean for b in beta], _standard_errors(strength, seated, decided)


def _standard_errors(strength: list[float], seated: list[list[int]], decided: list[int]) -> list[float]:
    """From the observed information of the log-strengths, their sum held at 0: the inverse of the
    information with one constraint row (a bordered matrix), solved by Gaussian elimination."""
    k = len(strength)
    info = [[0.0] * k for _ in range(k)]
    for i in range(k):
        q = strength[i] / (strength[i] + 1.0)
        info[i][i] += q * (1 - q)  # the prior's game against an even player
    for seats, n in zip(seated, decided, strict=True):
        if not n:
            continue
        total = sum(strength[i] for i in seats)
        p = {i: strength[i] / total for i in seats}
        for i in seats:
            info[i][i] += n * p[i]
            for j in seats:
                info[i][j] -= n * p[i] * p[j]
    bordered = [[*row, 1.0] for row in info] + [[1.0] * k + [0.0]]
    inverse = _invert(bordered)
    return [math.sqrt(max(inverse[i][i], 0.0)) for i in range(k)]


def _invert(matrix: list[list[float]]) -> list[list[float]]:
    n = len(matrix)
    a = [[*row, *(1.0 if i == j else 0.0 for j in range(n))] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        lead = a[col][col]
        if abs(lead) < 1e-300:
            raise ZeroDivisionError("a singular information matrix")
        a[col] = [x / lead for x in a[col]]
        for r in range(n):
            if r != col and a[r][col]:
                factor = a[r][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col], strict=True)]
    return [row[n:] for row in a]


def combinations(entrants: Sequence[str], sizes: Sequence[int]) -> list[tuple[str, ...]]:
    """Every table a tournament plays: each combination of ``entrants`` at each size they fill."""
    return [c for n in sizes for c in itertools.combinations(entrants, n)]


def play(
    edition: str,
    entrants: Sequence[str],
    sizes: Sequence[int],
    games: int,
    seed: int,
    runner: Callable[[Setup, int, int], Run],
    max_turns: int,
    options: tuple[tuple[str, Any], ...] = (),
    variants: tuple[str, ...] = (),
    progress: Callable[[int, int, tuple[str, ...]], None] | None = None,
) -> Tournament:
    """Every combination of ``entrants`` at each of ``sizes``, ``games`` games each on seeds ``seed`` ...
    (the same for every table), seats rotating; ``runner`` plays a setup (the lab's run, on the engine it
    chooses). Ctrl-C: the tables played so far."""
    out = Tournament(tuple(entrants), tuple(sizes), games, seed)
    tables = combinations(entrants, sizes)
    for number, players in enumerate(tables, 1):
        if progress is not None:
            progress(number, len(tables), players)
        setup = Setup(edition, len(players), players, options, variants, True, max_turns, plans=tuple(entrants))
        try:
            done = runner(setup, games, seed)
        except KeyboardInterrupt:
            out.interrupted = True
            break
        winners = tuple(setup.seats(i)[code] if code >= 0 else None for i, code in enumerate(done.tally.winners))
        wins = Counter(w for w in winners if w is not None)
        out.tables.append(Table(players, wins, done.tally.games, done.tally.stalled, winners))
        if done.interrupted:
            out.interrupted = True
            break
    return out


def shifts(a: Tournament, b: Tournament) -> list[dict[str, Any]]:
    """Each player's win rate in tournament ``a`` and in ``b`` (the same tables on the same seeds under
    two rule sets), paired game by game: the difference in points with its 95% interval, and whether it
    moved (McNemar's test, Holm-corrected over the players)."""
    tables_b = {t.players: t for t in b.tables}
    rows: list[dict[str, Any]] = []
    for p in a.entrants:
        both = a_only = b_only = neither = 0
        for t in a.tables:
            other = tables_b.get(t.players)
            if p not in t.players or other is None:
                continue
            for wa, wb in zip(t.winners, other.winners, strict=False):
                won_a, won_b = wa == p, wb == p
                both += won_a and won_b
                a_only += won_a and not won_b
                b_only += won_b and not won_a
                neither += not won_a and not won_b
        n = both + a_only + b_only + neither
        d, lo, hi = paired_difference_interval(both, a_only, b_only, neither)
        rows.append(
            {
                "player": p,
                "games": n,
                "rate_a": rate(both + a_only, n),
                "rate_b": rate(both + b_only, n),
                "difference": d,
                "low": lo,
                "high": hi,
                "p": mcnemar_p(a_only, b_only),
            }
        )
    found = holm([r["p"] for r in rows])
    for r, yes in zip(rows, found, strict=True):
        r["moved"] = ("up" if r["difference"] > 0 else "down") if yes else ""
    return rows


def shift_sentence(rows: Sequence[dict[str, Any]], label_b: str) -> str:
    """The panel in one sentence: which strategies win more or less under B, and how many did not move."""

    def said(r: dict[str, Any]) -> str:
        return (
            f"{r['player']} {'more' if r['moved'] == 'up' else 'less'} "
            f"({100 * r['rate_a']:.1f}% -> {100 * r['rate_b']:.1f}%, {100 * r['difference']:+.1f} points, "
            f"{100 * r['low']:+.1f} to {100 * r['high']:+.1f})"
        )

    moved = sorted((r for r in rows if r["moved"]), key=lambda r: -abs(r["difference"]))
    still = len(rows) - len(moved)
    if not moved:
        return f"Under {label_b}, no strategy of the panel wins more or less: all {len(rows)} are within chance."
    rest = "" if not still else "; the other one did not move" if still == 1 else f"; the other {still} did not move"
    return f"Under {label_b}, {'; '.join(said(r) for r in moved)}{rest}."
