"""The ``expert`` bot: flat Monte Carlo over determinized futures, with the budget spent where it tells.

At each build the bot samples futures it cannot see (the dice, the order of the cards still face
down in a market), plays every build it weighs into the same futures (common random numbers) with
the ``normal`` policy in every seat, to the end of the game or to a horizon where a calibrated
position estimate takes over, and keeps the build that won most often.
Moves are weighed by sequential halving: every move gets the first share of the budget, the worse
half is dropped, the rest share the next part, until one is left or the budget is spent, so the
close calls get the most futures (Monte Carlo evaluation of this kind beats UCT on short luck-driven
games like Kingdomino; Machi Koro's hidden information is only the dice and the face-down cards).

The budget (:class:`Think`) is a number of sampled futures per decision, so a seed replays a game
exactly, or a time in seconds, which plays as well as the machine allows but replays only as fast
as it ran. Only the state machine's API is used, so every edition and house rule works.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from time import perf_counter as clock

from engine.core.errors import MkError
from engine.core.state import BUILD, Action, State
from engine.services.players.search import Searcher, coins_needed
from engine.services.players.strategy import Valuer

Policy = Callable[[State], Action]


@dataclass(frozen=True)
class Think:
    """How much an expert decision may spend: ``futures`` sampled futures, or ``seconds`` of time."""

    futures: int = 0
    seconds: float = 0.0

    def __str__(self) -> str:
        if self.seconds:
            return f"{self.seconds:g}s"
        return str(self.futures)


DEFAULT_THINK = Think(futures=384)
"""The expert's budget when none is given: deterministic, under a second a build here (benchmarks/bots.py)."""
SHARPNESS = 1.5
"""How strongly :func:`race_chance` trusts a lead, fitted to normal bots' games (benchmarks/estimate.py)."""
MAX_FUTURES = 100_000
MAX_SECONDS = 60.0
_THINK = re.compile(r"^\s*(\d+(?:\.\d*)?|\.\d+)\s*(s|ms|futures?)?\s*$")


class BadThink(MkError):
    """A budget that is no number of futures or time."""

    code = "MK507"

    def __init__(self, text: str):
        super().__init__(
            f"{text!r} is no thinking budget: give a number of sampled futures ({DEFAULT_THINK}) or a time "
            f"('0.5s', '500ms'), at most {MAX_FUTURES:,} futures or {MAX_SECONDS:g} s"
        )


def parse_think(text: str) -> Think:
    """``'384'`` or ``'384 futures'`` (sampled futures), ``'0.5s'`` or ``'500ms'`` (time)."""
    m = _THINK.match(text)
    if m is None:
        raise BadThink(text)
    number, unit = float(m.group(1)), m.group(2) or ""
    if unit in ("s", "ms"):
        seconds = number / 1000 if unit == "ms" else number
        if not 0 < seconds <= MAX_SECONDS:
            raise BadThink(text)
        return Think(seconds=seconds)
    if number != int(number) or not 1 <= number <= MAX_FUTURES:
        raise BadThink(text)
    return Think(futures=int(number))


class Expert(Searcher):
    """Decides builds by sampled futures within ``think`` (the hard bot's search, with its budget spent
    by sequential halving and a calibrated estimate); everything else as ``normal``."""

    def __init__(
        self,
        rng: random.Random,
        make_normal: Callable[[random.Random], Policy],
        think: Think = DEFAULT_THINK,
        rounds: int = 7,
        candidates: int = 6,
        sharpness: float = SHARPNESS,
    ):
        own = random.Random(rng.getrandbits(64))
        # its own generator (one draw from the seat's): however many futures a time budget lets it
        # sample, the other bots' draws stay as they were
        super().__init__(own, lambda: make_normal(own), rounds=rounds, candidates=candidates)
        self.think = think
        self.replayable = not think.seconds
        """Whether it decides the same again from the same position (a budget of futures): a record or
        save replays its decisions only then."""
        self.sharpness = sharpness
        self.normal = make_normal(rng)

    def __call__(self, state: State) -> Action:
        if state.phase == BUILD:
            return self.choose(state, state.legal_actions())
        return self.normal(state)

    def choose_among(self, state: State, options: list[Action], first: Action) -> Action:
        return self.weigh(state, options, first)

    def weigh(self, state: State, options: list[Action], first: Action) -> Action:
        """The option that wins most of the sampled futures, found by sequential halving within the
        budget; ``first`` (the normal policy's choice) wins ties."""
        if len(options) == 1:
            return options[0]
        p = state.current_player
        stages = halvings(len(options))
        seconds = self.think.seconds
        futures = max(stages * len(options), self.think.futures)
        start = clock()
        totals = dict.fromkeys(range(len(options)), 0.0)
        counts = dict.fromkeys(range(len(options)), 0)
        alive = list(range(len(options)))
        spent = 0
        for stage in range(stages):
            if len(alive) == 1:
                break
            # this stage's futures: an equal share of what is left for every option still in
            per = max(1, (futures - spent) // ((stages - stage) * len(alive))) if not seconds else 0
            n = 0
            while True:
                seed = self.rng.getrandbits(64)
                for i in alive:
                    totals[i] += self.playout(state, options[i], seed, p)
                    counts[i] += 1
                spent += len(alive)
                n += 1
                if seconds:
                    if clock() - start >= seconds * (stage + 1) / stages:
                        break
                elif n >= per:
                    break
            alive.sort(key=lambda i: (-totals[i] / counts[i], options[i] != first))
            alive = alive[: max(1, len(alive) // 2)]
        best = max(alive, key=lambda i: (totals[i] / counts[i], options[i] == first))
        return options[best]

    def estimate(self, state: State, p: int) -> float:
        return race_chance(state, p, self.sharpness)


def race_chance(state: State, p: int, sharpness: float = SHARPNESS) -> float:
    """p's chance of winning, read from the race: each player's rounds to go (the coins their missing
    landmarks still need, over their expected income a round), each weighed ``exp(-sharpness *
    rounds / (mean rounds + 1))``, so a lead of 2 rounds counts for much when everyone is near the end
    and for little at the start (the search bot's estimate, which weighs rounds alone, is
    overconfident: worse than a coin toss at predicting normal bots' games)."""
    valuer = Valuer(state)
    dice = list(state.max_dice)
    rounds = []
    for q in range(state.nplayers):
        income = max(valuer.income(q, dice), 0.0) + 0.5
        rounds.append(max(0.0, coins_needed(state, q) - state.coins[q]) / income)
    scale = sharpness / (sum(rounds) / len(rounds) + 1)
    fastest = min(rounds)
    weights = [math.exp(-scale * (r - fastest)) for r in rounds]
    return weights[p] / sum(weights)


def halvings(n: int) -> int:
    """How many times ``n`` options are halved (rounding down) until one is left."""
    stages = 0
    while n > 1:
        n //= 2
        stages += 1
    return stages
