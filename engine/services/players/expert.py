"""The ``expert`` bot: flat Monte Carlo over determinized futures, with the budget spent where it tells.

At each build the bot samples futures it cannot see (the dice, the order of the cards still face
down in a market), plays every build it weighs into the same futures (common random numbers) with
the ``normal`` policy in every seat, to the end of the game or to a horizon where a calibrated
position estimate takes over, and keeps the build that won most often. Where the native engine is
installed and the game's module compiled, it plays ten times the futures, each to the end of the
game, natively (engine.native.position): a search of its own, as strong in a tenth of the time.
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
from typing import Any

from engine.core.errors import MkError
from engine.core.game import Game
from engine.core.outcome import Termination
from engine.core.show import brief
from engine.core.state import BUILD, Action, State
from engine.native.uses import Use
from engine.services.players.search import Searcher, coins_needed, play_on, reshuffle
from engine.services.players.seeding import bot_rng
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
"""The expert's budget when none is given and the Python engine plays its futures (7 rounds each):
deterministic, under a second a build here (benchmarks/bots.py)."""
NATIVE_THINK = Think(futures=4096)
"""The same where the native engine plays them (each to the end of the game): a tenth of a second or
two a build here (benchmarks/bots.py)."""
SHARPNESS = 1.5
"""How strongly :func:`race_chance` trusts a lead, fitted to normal bots' games (benchmarks/estimate.py)."""
FUTURE_TURNS = 2000
"""The turn a future played to the end stops at (no game of a playable edition comes near it)."""
TOO_BIG = Termination.OVERFLOW.code
MAX_FUTURES = 100_000
MAX_SECONDS = 60.0
_THINK = re.compile(r"^\s*(\d+(?:\.\d*)?|\.\d+)\s*(s|ms|futures?)?\s*$")


class BadThink(MkError):
    """A budget that is no number of futures or time."""

    code = "MK507"

    def __init__(self, text: str):
        super().__init__(
            f"{brief(text)} is no thinking budget: give a number of sampled futures ({DEFAULT_THINK}) or a time "
            f"('0.5s', '500ms'), at most {MAX_FUTURES:,} futures or {MAX_SECONDS:g} s"
        )


def parse_think(text: str) -> Think:
    """``'384'`` or ``'384 futures'`` (sampled futures), ``'0.5s'`` or ``'500ms'`` (time)."""
    m = _THINK.match(text) if len(text) <= 40 else None  # no budget is written with more
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
    by sequential halving); everything else as ``normal``. Where the native engine plays the game's
    futures (``engine``: auto, native or python, as the front end chose; auto: native once the
    game's module is compiled), they are played to the end of the game (:data:`NATIVE_THINK` of them
    unless ``think`` says otherwise); in Python they stop ``rounds`` rounds on, where a calibrated
    estimate scores them (:data:`DEFAULT_THINK`)."""

    def __init__(
        self,
        rng: random.Random,
        make_normal: Callable[[random.Random], Policy],
        think: Think | None = None,
        rounds: int = 7,
        candidates: int = 6,
        sharpness: float = SHARPNESS,
        engine: str | None = None,
    ):
        own = random.Random(rng.getrandbits(64))
        # its own generator (one draw from the seat's): however many futures a time budget lets it
        # sample, the other bots' draws stay as they were
        super().__init__(own, lambda: make_normal(own), rounds=rounds, candidates=candidates)
        self.given = think
        self.sharpness = sharpness
        self.normal = make_normal(rng)
        self.make_normal = make_normal
        self.engine = engine
        self._futures: Any = None
        """The native engine's futures of the game, once the first decision has looked (False: the
        Python engine plays them)."""
        self._game: object = None
        """The game they are of."""
        self._awaited: str | None = None
        """The name of the game's native module while the Python engine plays the futures for want of it
        (engine auto)."""
        self.follows = False
        """Whether, searching in Python for want of the game's module, it looks for the module at every
        decision and searches natively once it lands: mk serve's experts, whose module compiles beside the
        server (engine.ui.common.warm_expert); never the lab's, whose figures must not depend on when a
        compile lands."""

    @property
    def think(self) -> Think:
        """The budget: the one given, else the default of the engine that plays the futures."""
        if self.given is not None:
            return self.given
        return NATIVE_THINK if self._futures else DEFAULT_THINK

    @property
    def replayable(self) -> bool:
        """Whether it decides the same again from the same position on any machine (a budget of futures,
        played by the Python engine): a record or save checks its decisions only then. With the native
        engine it searches otherwise (to the end of the game), so a save made there resumes with its
        moves taken as saved, as with a budget of time."""
        return not self.think.seconds and not self._futures

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
        self.native_futures(state)  # which engine plays the futures (and so the default budget)
        sample = self.sampler(state, options, p)
        stages = halvings(len(options))
        seconds = self.think.seconds
        futures = max(stages * len(options), self.think.futures)
        chunk = 16 if seconds and self._futures else 1
        start = clock()
        totals = dict.fromkeys(range(len(options)), 0.0)
        done = 0  # futures k < done are sampled for every option still in
        alive = list(range(len(options)))
        spent = 0
        for stage in range(stages):
            if len(alive) == 1:
                break
            # this stage's futures: an equal share of what is left for every option still in
            per = max(1, (futures - spent) // ((stages - stage) * len(alive))) if not seconds else chunk
            while True:
                for i in alive:
                    totals[i] += sample(i, done, per)
                spent += len(alive) * per
                done += per
                if not seconds or clock() - start >= seconds * (stage + 1) / stages:
                    break
            alive.sort(key=lambda i: (-totals[i], options[i] != first))
            alive = alive[: max(1, len(alive) // 2)]
        best = max(alive, key=lambda i: (totals[i], options[i] == first))
        return options[best]

    def sampler(self, state: State, options: list[Action], p: int) -> Callable[[int, int, int], float]:
        """``sample(i, k, count)``: p's wins in futures k ... k + count - 1 of option i (the same futures
        for every option: common random numbers)."""
        base = self.rng.getrandbits(62)  # future k's seed is base + k (the native engine takes 63 bits)
        native = self.native_futures(state)
        if native is None:
            return lambda i, k, count: sum(self.playout(state, options[i], base + k + f, p) for f in range(count))
        starts = [self.turn_over(state, act, base, p, native) for act in options]

        def sample(i: int, k: int, count: int) -> float:
            start = starts[i]
            if isinstance(start, float):
                return start * count
            return self.futures(start, base + k, count, p, native)

        return sample

    def turn_over(self, state: State, act: Action, seed: int, p: int, native: Any) -> tuple[State, Any] | float:
        """Where the turn of ``act`` (a build) is over: the state once the next turn has started and the
        native position of the turn's end; p's result once the game is won. The rest of the turn is
        played by normal bots (dice and draws from ``seed``), the same for every option."""
        sim, rng, agents = self.fresh(state, seed)
        sim.apply(act)
        at_end: list[Any] = [None]
        sim.on_turn_end = lambda s: at_end.__setitem__(0, native.position(s))
        turn = sim.turn
        play_on(sim, rng, agents.__getitem__, lambda s: s.turn == turn)
        sim.on_turn_end = None
        if sim.is_over:
            return 1.0 if sim.winner == p else 0.0
        return sim, at_end[0]

    def futures(self, start: tuple[State, Any], first_seed: int, count: int, p: int, native: Any) -> float:
        """p's wins in the native engine's futures of seeds ``first_seed`` ... ``first_seed + count - 1``
        from ``start`` (a stalled one counts a share)."""
        state, position = start
        winners, _turns = native.play(position, first_seed, count, FUTURE_TURNS)
        total = 0.0
        for k, w in enumerate(winners.tolist()):
            if w == TOO_BIG:
                total += self.future(state, first_seed + k, p)  # numbers beyond 64 bits: Python plays it
            elif w == p:
                total += 1.0
            elif w < 0:
                total += 1.0 / state.nplayers
        return total

    def future(self, start: State, seed: int, p: int) -> float:
        """One future of ``start`` played to the end by new normal bots in Python, as the native engine
        plays it (engine.native.kernel.futures): the market rows reshuffled and the dice drawn from
        ``Random(seed)``, the bots' draws from the game's bot generator of ``seed``. For a future whose
        numbers outgrow the native engine's 64 bits."""
        sim, rng, agents = self.fresh(start, seed)
        reshuffle(sim, rng)
        play_on(sim, rng, agents.__getitem__, lambda s: s.turn <= FUTURE_TURNS)
        if not sim.is_over:
            return 1.0 / sim.nplayers
        return 1.0 if sim.winner == p else 0.0

    def fresh(self, state: State, seed: int) -> tuple[State, random.Random, list[Policy]]:
        """A copy of ``state`` to play on, the dice of ``Random(seed)`` and new normal bots in every seat,
        drawing from the game's bot generator of ``seed``."""
        sim = state.clone()
        sim.log = None
        sim.history = []
        bots = bot_rng(seed)
        return sim, random.Random(seed), [self.make_normal(bots) for _ in range(sim.nplayers)]

    def native_futures(self, state: State) -> Any:  # a Futures, or None
        """The native engine's :class:`~engine.native.position.Futures` of the game, or None where the
        Python engine plays the futures: ``engine`` python, or auto with the game's module not compiled
        (a decision never waits for a compile: the front ends compile it first, saying so, and mk serve in
        a process of its own, its experts :attr:`follows`); native compiles it, or refuses where it cannot
        play the game."""
        game = state.game
        if self._futures is None or self._game is not game:
            self._futures, self._game, self._awaited = False, game, None
            engine = self.engine or "auto"
            if engine != "python" and isinstance(game, Game):
                from engine.native.build import in_cache, module_name
                from engine.native.play import why_not

                why = why_not(game, ["normal"] * game.nplayers)
                if why is None and engine != "native" and not in_cache(name := module_name(game, True), Use.FUTURES):
                    self._awaited = name  # what one that follows looks for at every decision
                elif why is None:
                    self._futures = self._native(game)
                elif engine == "native":
                    raise MkError(f"the expert cannot play its futures natively: {why}")
        elif self.follows and self._awaited is not None and isinstance(game, Game):
            from engine.native.build import in_cache

            if in_cache(self._awaited, Use.FUTURES):
                self._awaited = None
                self._futures = self._native(game)
        return self._futures or None

    @staticmethod
    def _native(game: Game) -> Any:
        from engine.native.play import native
        from engine.native.position import Futures

        return Futures(native(game, True, Use.FUTURES).module, game, ["normal"] * game.nplayers)

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
