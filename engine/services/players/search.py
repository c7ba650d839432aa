"""The ``hard`` bot's search: Monte Carlo over the state machine at every build decision.

For each build it may make, the bot plays the same sampled futures (the same dice, the same
shuffles of the cards still face down: common random numbers, so the builds are compared on
equal luck) a few rounds ahead with the ``normal`` policy in every seat, and scores where each
future ends: 1 for a win, else the chance of winning that a position estimate gives. The build
with the best mean wins. Its budget is a number of sampled futures (not time), so a seed always
gives the same game and a saved game resumes exactly. Only the state machine's API
is used (``clone``, ``legal_actions``, ``apply``, ``roll_random``), so every edition works.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from engine.core.cardmodel import HORIZON
from engine.core.state import BUILD, CHANCE, Action, State
from engine.services.players.strategy import Builder, Valuer

Policy = Callable[[State], Action]


class Searcher:
    """Chooses builds by ``playouts`` sampled futures of ``rounds`` rounds each, among at most
    ``candidates`` builds."""

    def __init__(
        self,
        rng: random.Random,
        policy: Callable[[], Policy],
        playouts: int = 16,
        rounds: int = 3,
        candidates: int = 6,
    ):
        self.rng = rng
        self.playouts = playouts
        self.rounds = rounds
        self.candidates = candidates
        self.builder = Builder(rng)
        self.rollout = policy()  # one normal policy plays every seat of every playout (its plans are kept)

    def choose(self, state: State, acts: list[Action]) -> Action:
        if len(acts) == 1:
            return acts[0]
        p = state.player
        g = state.game
        first = self.builder.choose(state, acts)
        if first.choice is not None and first.choice in g.landmark_index:
            j = g.landmark_index[first.choice]
            if j in g.winning or (j in g.counting and state.constructed(p) + 1 >= g.win_count):
                return first  # it wins now
        return self.choose_among(state, self.shortlist(state, acts, first), first)

    def choose_among(self, state: State, options: list[Action], first: Action) -> Action:
        """The best of ``options`` by sampled futures (``first``, the normal policy's, wins ties)."""
        if len(options) == 1:
            return options[0]
        p = state.current_player
        seeds = [self.rng.getrandbits(64) for _ in range(self.playouts)]
        totals = [0.0] * len(options)
        for seed in seeds:
            for i, act in enumerate(options):
                totals[i] += self.playout(state, act, seed, p)
        return options[max(range(len(options)), key=lambda i: (totals[i], options[i] == first))]

    def shortlist(self, state: State, acts: list[Action], first: Action) -> list[Action]:
        """The builds worth searching: the normal policy's choice, building nothing, the landmarks,
        and the cards it values most."""
        g = state.game
        plan = self.builder.plan(state, state.player)
        valuer = Valuer(state)
        info = g.build_info
        landmarks = [a for a in acts if a.choice in g.landmark_index]
        cards = [a for a in acts[1:] if a.choice not in g.landmark_index]
        cards.sort(key=lambda a: -(plan.score(info[a.choice][1], valuer) * HORIZON - info[a.choice][2]))
        out: list[Action] = [first]
        for a in [acts[0], *landmarks, *cards]:
            if a not in out:
                out.append(a)
            if len(out) >= self.candidates:
                break
        return out

    def playout(
        self, state: State, act: Action, seed: int, p: int, seat: Callable[[int], Policy] | None = None
    ) -> float:
        """p's result in the future ``seed`` of ``act``, ``rounds`` rounds on, each seat played by the
        rollout policy (or by ``seat(player)``)."""
        sim, rng = sample_future(state, seed)
        sim.apply(act)
        end = sim.turn + self.rounds * sim.nplayers
        play_on(sim, rng, seat or (lambda q: self.rollout), lambda s: s.turn <= end)
        if sim.is_over:
            return 1.0 if sim.winner == p else 0.0
        return self.estimate(sim, p)

    def estimate(self, state: State, p: int) -> float:
        """p's chance of winning where a future stops short of the end."""
        return win_chance(state, p)


def play_on(sim: State, dice: random.Random, seat: Callable[[int], Policy], more: Callable[[State], bool]) -> None:
    """Play ``sim`` on while ``more`` holds and the game is not over: dice from ``dice``, each decision
    by the policy ``seat(player)``."""
    while not sim.is_over and more(sim):
        if sim.current_player == CHANCE:
            sim.roll_random(dice)
        else:
            sim.apply(seat(sim.current_player)(sim))


def sample_future(state: State, seed: int) -> tuple[State, random.Random]:
    """A copy of ``state`` to play one sampled future on (no log, no history), the cards still face
    down reshuffled, and the future's dice: ``Random(seed)``."""
    sim = state.clone()
    sim.log = None
    sim.history = []
    rng = random.Random(seed)
    reshuffle(sim, rng)
    return sim, rng


def reshuffle(state: State, rng: random.Random) -> None:
    """Shuffle the cards still face down in every market row: the searcher does not know their order."""
    market = state.market
    if market is None:
        return
    for r in range(len(market.decks)):
        pos = market.pos[r]
        rest = market.decks[r][pos:]
        rng.shuffle(rest)
        market.decks[r] = market.decks[r][:pos] + rest


def win_chance(state: State, p: int) -> float:
    """A position estimate: each player's rounds to go (coins still needed for the landmarks they
    lack, over their expected income per round), turned into p's chance of finishing first."""
    valuer = Valuer(state)
    rounds = []
    for q in range(state.nplayers):
        need = coins_needed(state, q)
        dice = list(state.max_dice)
        income = max(valuer.income(q, dice), 0.0) + 0.5
        rounds.append(max(0.0, need - state.coins[q]) / income)
    fastest = min(rounds)
    weights = [math.exp((fastest - r) / 2) for r in rounds]  # the fastest weighs 1
    return weights[p] / sum(weights)


def coins_needed(state: State, q: int) -> float:
    """What the landmarks player q still needs would cost them: the cheapest ones, as many as they lack."""
    g = state.game
    lack = g.win_count - state.constructed(q)
    prices = sorted(state.price(q, j) for j in g.counting if not state.built[q][j])
    winning = [state.price(q, j) for j in g.winning if not state.built[q][j]]
    need = float(sum(prices[:lack]))
    return min([need, *winning]) if winning else need


def hard_policy(rng: random.Random, make_normal: Callable[[random.Random], Policy], **budget: Any) -> Policy:
    """The normal policy, with its builds chosen by :class:`Searcher`."""
    normal = make_normal(rng)
    searcher = Searcher(rng, lambda: make_normal(rng), **budget)

    def act(state: State) -> Action:
        if state.phase == BUILD:
            return searcher.choose(state, state.legal_actions())
        return normal(state)

    return act
