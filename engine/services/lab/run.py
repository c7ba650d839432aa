"""The balance lab behind ``mk simulate`` and ``mk compare``: many bot games, and what they say.

Game i of a run always uses seed ``seed + i`` (its dice, its market, its bots' choices), so a run
gives the same figures whatever the number of worker processes. Each game is reduced at once to a
:class:`GameResult` (who won, how long it took, which cards each seat had) and folded into a
:class:`Tally` of fixed size, so memory stays flat however long the run. A game that reaches the
turn cap is counted as *stalled* instead of running forever.
"""

from __future__ import annotations

import functools
import itertools
import math
import operator
import os
import random
import time
from array import array
from collections import Counter, deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any, Concatenate, ParamSpec, TypeVar

from engine.core.game import Game
from engine.core.outcome import Outcome, Termination
from engine.load import files
from engine.load.loader import new_game
from engine.native import play as native
from engine.native.generate import CURVE_TURNS
from engine.services.lab.cards import CardCounts, cell, cells
from engine.services.lab.cards import rows as card_rows
from engine.services.lab.processes import no_interrupt, quiet_worker, workers
from engine.services.lab.stats import ALPHA, holm, proportion_p, rate, wilson
from engine.services.play.driver import MAX_TURNS, play
from engine.services.play.feed import split_turn
from engine.services.play.records import Recorder, header
from engine.services.players.bots import bot_name, make_bot
from engine.services.players.seeding import bot_rng


@dataclass(frozen=True)
class Setup:
    """What to play: an edition (a built-in name or a file), players, options and variants, the bot
    of each seat, whether seats rotate, and the turn cap."""

    edition: str
    players: int
    bots: tuple[str, ...]
    options: tuple[tuple[str, Any], ...] = ()
    variants: tuple[str, ...] = ()
    rotate: bool = False
    max_turns: int = MAX_TURNS
    engine: str = "python"
    """``python``, or ``native`` (engine.native: the same games, compiled to machine code)."""
    curves: bool = False
    """Whether to keep everyone's coins at each turn's end (the report's coins-over-turns chart)."""
    plans: tuple[str, ...] = ()
    """Strategies whose conditions the native module holds beyond those of ``bots`` (a tournament's
    entrants: one module for all its tables)."""
    futures: str = "auto"
    """The engine that plays the futures of the bots that think (``expert``): auto, native or python
    (``--engine python`` makes it python: the whole run, worker processes too, in Python)."""
    outside_paths: bool = field(default_factory=files.trusted)
    """Whether paths named inside its files may lead anywhere (engine.load.files.anywhere): the trust
    where the setup is made (``--allow-outside-paths``), carried to every worker process."""

    def game(self) -> Game:
        with files.anywhere(self.outside_paths):
            return _game(self.edition, self.players, self.options, self.variants, files.trusted())

    def seats(self, i: int) -> tuple[str, ...]:
        """The bot in each seat in game i: with ``rotate``, the line-up moves one seat every game."""
        if not self.rotate:
            return self.bots
        n = len(self.bots)
        shift = i % n
        return tuple(self.bots[(q - shift) % n] for q in range(n))


P = ParamSpec("P")
R = TypeVar("R")
_GAMES: dict[Any, Game] = {}


def trusting(fn: Callable[Concatenate[Setup, P], R]) -> Callable[Concatenate[Setup, P], R]:
    """``fn`` (of a setup) run with the setup's trust (``outside_paths``): its edition and its strategies'
    files load alike in this process and in a worker."""

    @functools.wraps(fn)
    def run_trusting(setup: Setup, /, *args: P.args, **kwargs: P.kwargs) -> R:
        with files.anywhere(setup.outside_paths):
            return fn(setup, *args, **kwargs)

    return run_trusting


def _game(
    edition: str, players: int, options: tuple[tuple[str, Any], ...], variants: tuple[str, ...], trusted: bool
) -> Game:
    key = (edition, players, options, variants, trusted)
    if key not in _GAMES:
        _GAMES[key] = new_game(edition, players, dict(options), variants)
    return _GAMES[key]


def _seat_sum(has: Any) -> Any:
    """(game, seat, kind) yes/no summed over the seats (game, kind), a seat at a time (numpy's own sum of
    booleans over a middle axis costs twice as much)."""
    out = has[:, 0].astype("int64")
    for q in range(1, has.shape[1]):
        out += has[:, q]
    return out


@dataclass(frozen=True)
class GameResult:
    seed: int
    seats: tuple[str, ...]
    winner: int | None
    """The winning seat; None when the game stalled at the turn cap."""
    turns: int
    bought: tuple[tuple[int, ...], ...]
    """Per seat, per card kind: copies in the city at the end beyond the starting city."""
    coins: tuple[tuple[int, ...], ...] = ()
    """With the setup's ``curves``: everyone's coins at the end of each turn (the first CURVE_TURNS)."""

    @property
    def outcome(self) -> Outcome:
        """How the game ended: won, or by the run's turn cap."""
        return Outcome.of(self.winner, self.turns)


@trusting
def play_one(setup: Setup, i: int, seed: int, record: Callable[[Recorder], None] | None = None) -> GameResult:
    """Game i of a run, with seed ``seed``; ``record`` receives its recorder when given."""
    game = setup.game()
    seats = setup.seats(i)
    state = game.new_state(log=False, seed=seed)
    rng = bot_rng(seed)
    agents = [make_bot(name, rng, setup.futures) for name in seats]
    recorder = None
    if record is not None:
        recorder = Recorder(state, setup.edition, [f"{b} {q + 1}" for q, b in enumerate(seats)], seed)
    coins: list[tuple[int, ...]] = []
    if setup.curves:
        _keep_coins(state, coins)
    play(state, agents, random.Random(seed), recorder, max_turns=setup.max_turns)
    if recorder is not None and record is not None:
        if not state.is_over:  # the run's turn cap came first: the record says so
            recorder.end(Outcome(Termination.TURN_CAP, None, setup.max_turns))
        record(recorder)
    start = game.start_city
    bought = tuple(tuple(max(0, k - s) for k, s in zip(city, start, strict=True)) for city in state.cities)
    return GameResult(seed, seats, state.winner, min(state.turn, setup.max_turns), bought, tuple(coins))


def _keep_coins(state: Any, coins: list[tuple[int, ...]]) -> None:
    """Everyone's coins at each turn's end into ``coins`` (after what else watches the turn's end)."""
    before = state.on_turn_end

    def ended(s: Any) -> None:
        if before is not None:
            before(s)
        if len(coins) < CURVE_TURNS:
            coins.append(tuple(s.coins))

    state.on_turn_end = ended


@dataclass(frozen=True)
class Batch:
    """Consecutive games of a run played by the native engine, as arrays (folded without a Python
    object per game): games ``first`` ... of seeds ``seed`` ..., winners (an outcome's code: the seat,
    or the turn cap's), turns, and cards bought per game, seat and kind."""

    seed: int
    first: int
    winners: Any
    turns: Any
    bought: Any
    curves: Any = None
    """With the setup's ``curves``: the won games' coins over turns, summed (build.result_arrays)."""

    def __len__(self) -> int:
        return len(self.winners)


@dataclass
class Tally:
    """Everything a run reports, folded game by game (fixed size)."""

    players: int
    cards: Sequence[str]
    names: Sequence[str] = ()
    """The cards' names (their ids when not given)."""
    games: int = 0
    stalled: int = 0
    stalled_seeds: list[int] = field(default_factory=list)
    """The first few stalled games' seeds, to replay them."""
    seat_wins: list[int] = field(default_factory=list)
    bot_wins: Counter[str] = field(default_factory=Counter)
    bot_seats: Counter[str] = field(default_factory=Counter)
    """Seat-games each bot played."""
    lengths: Counter[int] = field(default_factory=Counter)
    copies: list[int] = field(default_factory=list)
    """Per card kind: copies bought in all games."""
    owned: list[int] = field(default_factory=list)
    """Per card kind: seat-games in which the seat bought at least one."""
    owned_won: list[int] = field(default_factory=list)
    """Per card kind: of those, the ones the seat won."""
    bought_games: list[int] = field(default_factory=list)
    """Per card kind: games in which some seat bought it."""
    split: list[list[int]] = field(default_factory=list)
    """Per card kind, of the games someone won: ``split[c][cardstats.cell(players, k, m, y)]`` games had k
    seats of the winner's bot, m of them owning one, and a winner who did (y) or did not: the owners
    against the non-owners of the same games and bot (engine.services.lab.cards). The games in which
    none of them owned one are not counted (they hold no contrast)."""
    supply: Sequence[int] = ()
    """The copies of each card kind in the supply."""
    keep: bool = False
    """Whether to keep every game's winner and length (``mk compare`` pairs the games of A and B)."""
    winners: array[int] = field(default_factory=lambda: array("b"))
    """With ``keep``: each game's outcome as its code (engine.core.outcome: the winning seat, or the turn
    cap's negative code), in game order."""
    turns: array[int] = field(default_factory=lambda: array("i"))
    """With ``keep``: each game's length in turns, in game order."""
    curve: list[list[int]] = field(default_factory=list)
    """Per turn (the first CURVE_TURNS), of the won games that lasted so long: the winners' coins at the
    turn's end, summed; the others' coins, summed; how many games."""

    def __post_init__(self) -> None:
        n, k = self.players, len(self.cards)
        self.names = self.names or list(self.cards)
        self.seat_wins = self.seat_wins or [0] * n
        self.copies = self.copies or [0] * k
        self.owned = self.owned or [0] * k
        self.owned_won = self.owned_won or [0] * k
        self.bought_games = self.bought_games or [0] * k
        self.split = self.split or [[0] * cells(n) for _ in range(k)]
        self.supply = self.supply or [0] * k
        self.curve = self.curve or [[0] * CURVE_TURNS for _ in range(3)]

    def add(self, r: GameResult) -> None:
        self.games += 1
        self.lengths[r.turns] += 1
        for bot in r.seats:
            self.bot_seats[bot] += 1
        outcome = r.outcome
        if outcome.winner is None:  # the run's turn cap came first
            self.stalled += 1
            if len(self.stalled_seeds) < 5:
                self.stalled_seeds.append(r.seed)
        else:
            self.seat_wins[outcome.winner] += 1
            self.bot_wins[r.seats[outcome.winner]] += 1
        if self.keep:
            self.winners.append(outcome.code)
            self.turns.append(r.turns)
        self._add_cards(r)
        if r.winner is not None:
            w = r.winner
            for t, coins in enumerate(r.coins):
                self.curve[0][t] += coins[w]
                self.curve[1][t] += sum(coins) - coins[w]
                self.curve[2][t] += 1

    def _add_cards(self, r: GameResult) -> None:
        """What :meth:`add` counts of the game's cards (the hot part of a Python run's tally)."""
        copies, owned, owned_won = self.copies, self.owned, self.owned_won
        winner = r.winner
        owners: dict[int, int] = {}  # per card kind: the seats that own one
        for q, row in enumerate(r.bought):
            won = q == winner
            for c, k in enumerate(row):
                if k:
                    copies[c] += k
                    owned[c] += 1
                    owners[c] = owners.get(c, 0) + 1
                    if won:
                        owned_won[c] += 1
        bought_games = self.bought_games
        for c in owners:
            bought_games[c] += 1
        if winner is None:
            return
        bot = r.seats[winner]
        rows = [row for row, b in zip(r.bought, r.seats, strict=True) if b == bot]  # the winner's bot's seats
        kin = owners
        if len(rows) < len(r.seats):
            kin = {}
            for row in rows:
                for c, k in enumerate(row):
                    if k:
                        kin[c] = kin.get(c, 0) + 1
        at = cell(self.players, len(rows), 0, False)  # + 2 * owners + whether the winner owns one
        held, split = r.bought[winner], self.split
        for c, m in kin.items():
            split[c][at + 2 * m + (held[c] > 0)] += 1

    def add_batch(self, b: Batch, setup: Setup) -> None:
        """:meth:`add` for every game of a native batch, with array operations."""
        import numpy as np

        count = len(b)
        n = self.players
        self.games += count
        won = b.winners >= 0
        self.lengths.update(dict(zip(*(x.tolist() for x in np.unique(b.turns, return_counts=True)), strict=True)))
        stalled = np.flatnonzero(~won)
        self.stalled += len(stalled)
        for k in stalled[: max(0, 5 - len(self.stalled_seeds))].tolist():
            self.stalled_seeds.append(b.seed + k)
        if self.keep:
            self.winners.extend(b.winners.tolist())
            self.turns.extend(b.turns.tolist())
        for q, k in enumerate(np.bincount(b.winners[won], minlength=n).tolist()):
            self.seat_wins[q] += k
        for shift in range(n if setup.rotate else 1):  # the line-up of game i depends on i % n only
            games = np.arange(count)
            these = ((b.first + games) % n == shift) if setup.rotate else np.ones(count, dtype=bool)
            seats = setup.seats(shift)
            for q, bot in enumerate(seats):
                self.bot_seats[bot] += int(these.sum())
                self.bot_wins[bot] += int((these & (b.winners == q)).sum())
        has = b.bought > 0
        owners = _seat_sum(has)  # game, kind: the seats that own one
        copies = b.bought.sum(axis=(0, 1)).tolist()
        owned = owners.sum(axis=0).tolist()
        winners = np.flatnonzero(won)
        winner_has = has[winners, b.winners[winners]]  # won game, kind
        owned_won = winner_has.sum(axis=0).tolist()
        bought_games = (owners > 0).sum(axis=0).tolist()
        for c in range(len(copies)):
            self.copies[c] += copies[c]
            self.owned[c] += owned[c]
            self.owned_won[c] += owned_won[c]
            self.bought_games[c] += bought_games[c]
        kin: Any = owners[winners]  # won game, kind: the owners among the winner's bot's seats
        kin_seats: Any = n
        if len(set(setup.bots)) > 1:
            line_ups = self._line_ups(b, setup)[winners]
            same = line_ups == line_ups[np.arange(len(winners)), b.winners[winners]][:, None]  # the winner's bot
            kin, kin_seats = _seat_sum(has[winners] & same[:, :, None]), same.sum(axis=1)[:, None]
        self._split_batch(kin, kin_seats, winner_has)
        if b.curves is not None and b.curves.shape[1] > 1:
            for row, sums in zip(self.curve, b.curves.tolist(), strict=True):
                for t, x in enumerate(sums):
                    row[t] += x

    def _line_ups(self, b: Batch, setup: Setup) -> Any:
        """The bot in each seat of each game of a batch, as numbers (game, seat)."""
        import numpy as np

        names = sorted(set(setup.bots))
        shifts = len(setup.bots) if setup.rotate else 1
        table = np.array([[names.index(bot) for bot in setup.seats(i)] for i in range(shifts)], dtype=np.int64)
        return table[(b.first + np.arange(len(b))) % shifts]

    def _split_batch(self, kin: Any, seats: Any, winner_has: Any) -> None:
        """:attr:`split` of won games from their owners among the winner's bot's seats (game, kind), those
        seats (per game, or one number for all) and whether the winner owned one (game, kind)."""
        import numpy as np

        if not len(kin):
            return
        n, k = self.players, kin.shape[1]
        width = cells(n)
        index = ((seats * (n + 1)) + kin) * 2 + winner_has + width * np.arange(k)
        counts = np.bincount(index[kin > 0], minlength=k * width).reshape(k, width).tolist()
        for row, more in zip(self.split, counts, strict=True):
            row[:] = map(operator.add, row, more)

    @property
    def decided(self) -> int:
        return self.games - self.stalled

    def length_stats(self) -> dict[str, float]:
        """Mean, median, 10th and 90th percentile of the game lengths in turns; mean and median in
        rounds (:meth:`rounds`)."""
        if not self.games:
            return dict.fromkeys(("mean", "median", "p10", "p90", "rounds_mean", "rounds_median"), 0.0)
        mean = sum(t * k for t, k in self.lengths.items()) / self.games
        rounds = self.rounds()
        return {
            "mean": mean,
            "median": percentile(self.lengths, 0.5),
            "p10": percentile(self.lengths, 0.1),
            "p90": percentile(self.lengths, 0.9),
            "rounds_mean": sum(t * k for t, k in rounds.items()) / self.games,
            "rounds_median": percentile(rounds, 0.5),
        }

    def rounds(self) -> Counter[int]:
        """How many games lasted so many rounds: turns divided by the players, rounded up (an extra turn
        counts as a turn). A game ends on its winner's turn, so lengths in turns follow the seats in a
        sawtooth; in rounds they do not."""
        out: Counter[int] = Counter()
        for t, k in self.lengths.items():
            out[-(-t // self.players)] += k
        return out

    def length_sd(self) -> float:
        if self.games < 2:
            return 0.0
        mean = self.length_stats()["mean"]
        var = sum(k * (t - mean) ** 2 for t, k in self.lengths.items()) / (self.games - 1)
        return math.sqrt(var)

    @property
    def fair(self) -> float:
        """A seat's fair share of the games: the games won by someone, split evenly."""
        return self.decided / self.games / self.players if self.games else 0.0

    def report(self) -> dict[str, Any]:
        """The figures as plain data (the JSON format): every rate with its count and 95% interval;
        a verdict per seat and per bot against the fair share, corrected within each family for the
        number of questions asked (Holm); each card's word and evidence (engine.services.lab.cards)."""
        fair = self.fair
        seats = [_rated({"seat": q + 1}, self.seat_wins[q], self.games, fair) for q in range(self.players)]
        bots = [
            _rated({"bot": bot, "seat_games": self.bot_seats[bot]}, self.bot_wins[bot], self.bot_seats[bot], fair)
            for bot in sorted(self.bot_seats)
        ]
        for family in (seats, bots):
            _verdicts(family, fair)
        return {
            "games": self.games,
            "stalled": self.stalled,
            "stalled_seeds": list(self.stalled_seeds),
            "fair_share": fair,
            "alpha": ALPHA,
            "seats": seats,
            "bots": bots,
            "length": self.length_stats(),
            "cards": card_rows(self.card_counts(), self.players, self.games, self.decided),
            "coins": self.coins_curve(),
        }

    def card_counts(self) -> list[CardCounts]:
        """Each card kind's counts (engine.services.lab.cards)."""
        return [
            CardCounts(
                ident,
                self.names[c],
                self.supply[c],
                self.copies[c],
                self.owned[c],
                self.owned_won[c],
                self.bought_games[c],
                self.split[c],
            )
            for c, ident in enumerate(self.cards)
        ]

    def coins_curve(self) -> dict[str, list[float]]:
        """Mean coins at each turn's end of the won games that lasted so long: the winner's, and the
        other players' (each); the turns where at least 20 games count."""
        winners, others, games = self.curve
        turns = [t for t in range(CURVE_TURNS) if games[t] >= 20]
        n = max(1, self.players - 1)
        return {
            "turn": [t + 1 for t in turns],
            "winner": [winners[t] / games[t] for t in turns],
            "others": [others[t] / games[t] / n for t in turns],
            "games": [games[t] for t in turns],
        }


def _rated(row: dict[str, Any], k: int, n: int, fair: float) -> dict[str, Any]:
    """A row with a rate: wins, games, the rate, its 95% interval and its p-value against ``fair``."""
    lo, hi = wilson(k, n)
    row.update({"wins": k, "of": n, "rate": rate(k, n), "ci95": [lo, hi], "p": proportion_p(k, n, fair)})
    return row


def _verdicts(family: list[dict[str, Any]], fair: float) -> None:
    """Each row's verdict against the fair share: "above", "below" or "fair" (no evidence either way)."""
    flags = holm([row["p"] for row in family])
    for row, flagged in zip(family, flags, strict=True):
        row["verdict"] = ("above" if row["rate"] > fair else "below") if flagged else "fair"


def percentile(hist: Counter[int], q: float) -> float:
    """The q-quantile of a histogram of whole numbers (nearest rank)."""
    total = sum(hist.values())
    if not total:
        return 0.0
    rank = max(1, math.ceil(q * total))
    seen = 0
    for value in sorted(hist):
        seen += hist[value]
        if seen >= rank:
            return float(value)
    return float(max(hist))


# -- running ----------------------------------------------------------------------------
class WorkerDied(Exception):
    """A worker process ended in the middle of a run (killed, out of memory)."""


def _play_chunk(args: tuple[Setup, int, int, int]) -> list[GameResult] | Batch:
    """Games ``first`` ... ``first + count - 1`` of a run (in a worker process, or on a cluster)."""
    setup, seed, first, count = args
    if setup.engine == "native":
        return native_results(setup, seed, first, count)
    return [play_one(setup, i, seed + i) for i in range(first, first + count)]


@trusting
def native_results(setup: Setup, seed: int, first: int, count: int) -> Batch:
    """Games ``first`` ... ``first + count - 1`` of a run, played by the native engine."""
    bots = [bot_name(b) for b in setup.bots]
    game = setup.game()
    played = native.play_batch(game, bots, setup.rotate, setup.max_turns, seed, first, count, setup.curves, setup.plans)
    winners, turns, bought, curves = played
    for k in (winners == native.TOO_BIG).nonzero()[0]:  # numbers beyond 64 bits: Python plays the game
        r = play_one(setup, first + int(k), seed + first + int(k))
        winners[k], turns[k], bought[k] = r.outcome.code, r.turns, r.bought
        if setup.curves and r.winner is not None:
            for t, coins in enumerate(r.coins):
                curves[0, t] += coins[r.winner]
                curves[1, t] += sum(coins) - coins[r.winner]
                curves[2, t] += 1
    return Batch(seed + first, first, winners, turns, bought, curves if setup.curves else None)


@trusting
def native_record(setup: Setup, i: int, seed: int) -> list[dict[str, Any]]:
    """Game i of a run, played by the native engine, as the lines of a game record."""
    game = setup.game()
    seats = setup.seats(i)
    played = native.logged(game, [bot_name(b) for b in seats], seed, setup.max_turns, setup.plans)
    if played is None:  # numbers beyond 64 bits: the Python engine plays and records the game
        lines: list[dict[str, Any]] = []
        play_one(setup, i, seed, lambda recorder: lines.extend(recorder.lines))
        return lines
    turns, winner = played
    names = [f"{b} {q + 1}" for q, b in enumerate(seats)]
    lines = [header(game.new_state(log=False, seed=seed), setup.edition, names, seed)]
    for turn, player, extra, actions, state in turns:
        rolls, decisions = split_turn(actions)
        lines.append({"turn": turn, "player": player, "extra": extra, "rolls": rolls, "decisions": decisions, **state})
    ended = Outcome.of(winner, turns[-1][0] if winner is not None else setup.max_turns)
    lines.append({"winner": ended.winner, "turns": ended.turns, "end": ended.termination.value})
    return lines


NATIVE_CHUNK = 1000
"""Games the native engine plays between two looks at the progress bar (and at Ctrl-C)."""


def results(
    setup: Setup,
    games: int,
    seed: int,
    jobs: int = 1,
    record: Callable[[Recorder], None] | None = None,
    record_lines: Callable[[list[dict[str, Any]]], None] | None = None,
    cluster: str | None = None,
) -> Iterator[GameResult | Batch]:
    """Every game's result, in game order (game i: seed ``seed + i``), from ``jobs`` processes or
    the Dask cluster whose scheduler is at ``cluster`` (records are written in this process only:
    ``record`` takes a Python game's recorder, ``record_lines`` a native game's lines)."""
    native = setup.engine == "native"
    if cluster is not None and record is None and record_lines is None:
        yield from _cluster_results(setup, games, seed, cluster)
        return
    if native and (record is not None or record_lines is not None):
        for i in range(games):
            if record_lines is not None:
                record_lines(native_record(setup, i, seed + i))
            yield native_results(setup, seed, i, 1)
        return
    if jobs <= 1 or record is not None:
        if native:
            for first in range(0, games, NATIVE_CHUNK):
                yield native_results(setup, seed, first, min(NATIVE_CHUNK, games - first))
            return
        for i in range(games):
            yield play_one(setup, i, seed + i, record)
        return
    jobs = workers(jobs)
    most = NATIVE_CHUNK if native else 50
    chunk = max(1, min(most, games // (jobs * 8) or 1))
    tasks = ((setup, seed, first, min(chunk, games - first)) for first in range(0, games, chunk))
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=quiet_worker, initargs=(os.getpid(),))
    pending: deque[Future[list[GameResult] | Batch]] = deque()
    try:  # a few chunks ahead of the one awaited: memory does not grow with the number of games
        with no_interrupt():
            for task in itertools.islice(tasks, jobs * 4):
                pending.append(pool.submit(_play_chunk, task))
        while pending:
            batch = pending.popleft().result()
            with no_interrupt():
                for task in itertools.islice(tasks, 1):
                    pending.append(pool.submit(_play_chunk, task))
            if isinstance(batch, Batch):
                yield batch
            else:
                yield from batch
    except BrokenProcessPool:  # from a result or from a submit, whichever notices first
        pool.shutdown(wait=True, cancel_futures=True)  # its manager thread ends before the process does
        raise WorkerDied from None
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


CLUSTER_CHUNK = 200
"""At most so many Python games in a chunk sent to a cluster (native: :data:`NATIVE_CHUNK`)."""


def _cluster_results(setup: Setup, games: int, seed: int, address: str) -> Iterator[GameResult | Batch]:
    """The run's chunks played on the Dask cluster at ``address``, taken back in game order."""
    from engine.services.lab import cluster

    client = cluster.connect(address)
    try:
        slots = cluster.slots(client)
        most = NATIVE_CHUNK if setup.engine == "native" else CLUSTER_CHUNK
        chunk = max(1, min(most, games // (slots * 8) or 1))
        tasks = ((setup, seed, first, min(chunk, games - first)) for first in range(0, games, chunk))
        for batch in cluster.ordered_map(client, _play_chunk, tasks, slots * 4):
            if isinstance(batch, Batch):
                yield batch
            else:
                yield from batch
    finally:
        client.close()


@dataclass
class Run:
    setup: Setup
    tally: Tally
    seed: int
    requested: int
    interrupted: bool = False
    why: str = ""
    """Why the run stopped early, in words ("" for Ctrl-C)."""
    seconds: float = 0.0


def run(
    setup: Setup,
    games: int,
    seed: int = 0,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
    record: Callable[[Recorder], None] | None = None,
    record_lines: Callable[[list[dict[str, Any]]], None] | None = None,
    cluster: str | None = None,
    keep: bool = False,
) -> Run:
    """Play a run and tally it (with ``keep``, every game's winner and length too); Ctrl-C stops it and
    keeps what was played."""
    game = setup.game()
    names = [c.name for c in game.cards]
    supply = [c.copies_for(game.nplayers) for c in game.cards]
    tally = Tally(game.nplayers, game.card_ids, names, supply=supply, keep=keep)
    out = Run(setup, tally, seed, games)
    start = time.perf_counter()
    try:
        for r in results(setup, games, seed, jobs, record, record_lines, cluster):
            if isinstance(r, Batch):
                tally.add_batch(r, setup)
            else:
                tally.add(r)
            if progress is not None:
                progress(len(r) if isinstance(r, Batch) else 1)
    except KeyboardInterrupt:
        out.interrupted = True
    except WorkerDied as died:
        out.interrupted = True
        out.why = str(died) or "a worker process ended in the middle of the run (killed, or out of memory)"
    out.seconds = time.perf_counter() - start
    return out
