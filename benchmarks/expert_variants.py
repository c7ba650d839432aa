"""Variants of the expert bot against hard, to reproduce the rows of docs/bots.md's strength table.

    MK_ENGINE=python python benchmarks/expert_variants.py default --games 200
    MK_ENGINE=python python benchmarks/expert_variants.py horizon:5 --games 200
    MK_ENGINE=python python benchmarks/expert_variants.py pairs --games 100 --seed 100
    MK_ENGINE=python python benchmarks/expert_variants.py tree --games 100
    python benchmarks/expert_variants.py normal-horizon:5 --games 4000   # normal over 5 rounds vs normal

Variants (each plays seat-rotated games of seeds SEED .. SEED+GAMES-1 through the lab, one core):

- ``default``: the expert as it is (384 Python futures with ``MK_ENGINE=python``);
- ``horizon:H``: its futures played by ``normal`` valuing cards over H rounds instead of 8;
- ``pairs``: 1024 futures over pairs (this build, the expert's own next build): the 6 builds alone,
  and the best 3 each followed by one of the 3 cards normal values most; the best pair's build;
- ``tree``: 1024 futures as open-loop UCT (c = 0.5) over the expert's own builds, 3 deep, each
  answered inside the futures from its shortlist there; the most visited build;
- ``learned`` (``learned:R``): the expert with its futures scored by the estimate learned from
  self-play (engine.services.players.learned), futures R rounds long (7, the default's);
- ``normal-horizon:H``: no expert: normal valuing cards over H rounds against normal.

The same seeds give the same games, so two variants are compared on equal luck; a run that is split
(``--seed``) adds up to the same games. Run with ``MK_ENGINE=python`` for the table's rows (the
variants search in Python; ``default`` would otherwise play native futures).
"""

from __future__ import annotations

import argparse
import math
import os
import random
from collections.abc import Callable
from typing import Any

from engine.core.cardmodel import HORIZON
from engine.core.state import BUILD, CHANCE, Action, State
from engine.services.lab.run import Setup, run
from engine.services.lab.stats import wilson
from engine.services.players import bots, strategy
from engine.services.players.expert import Expert, Think
from engine.services.players.learned import learned_chance
from engine.services.players.search import sample_future

Policy = Callable[[State], Action]


def horizon_normal(rounds: float) -> Callable[[random.Random], Policy]:
    """A factory of the normal bot valuing cards over ``rounds`` rounds."""

    def factory(rng: random.Random) -> Policy:
        normal = bots.normal_bot(rng)

        def act(state: State) -> Action:
            if state.phase != BUILD:
                return normal(state)
            names = vars(strategy)  # the module constant Builder.choose reads, for this decision
            saved, names["HORIZON"] = names["HORIZON"], rounds
            try:
                return normal(state)
            finally:
                names["HORIZON"] = saved

        return act

    return factory


class Pairs(Expert):
    """Weighs pairs (this build, its own next build) over the same futures."""

    def choose_among(self, state: State, options: list[Action], first: Action) -> Action:
        if len(options) == 1:
            return options[0]
        g = state.game
        plan = self.builder.plan(state, state.current_player)
        valuer = strategy.Valuer(state)
        order = sorted(range(g.ncards), key=lambda x: -(plan.score(x, valuer) * HORIZON - g.cards[x].cost))
        nexts = [g.card_ids[x] for x in order[:3]]
        pairs: list[Any] = [(o, None) for o in options] + [(o, y) for o in options[:3] for y in nexts]
        best: Any = self.weigh(state, pairs, (first, None))  # type: ignore[arg-type]
        return best[0]  # type: ignore[no-any-return]

    def playout(self, state: State, act: Any, seed: int, p: int, seat: Callable[[int], Policy] | None = None) -> float:
        build, then = act
        pending = [then]

        def own(s: State) -> Action:
            if pending[0] is not None and s.phase == BUILD:
                wanted, pending[0] = pending[0], None
                for a in s.legal_actions():
                    if a.choice == wanted:
                        return a
            return self.rollout(s)

        return super().playout(state, build, seed, p, lambda q: own if q == p else self.rollout)


class _Node:
    __slots__ = ("kids", "n", "w")

    def __init__(self) -> None:
        self.n = 0
        self.w = 0.0
        self.kids: dict[Any, _Node] = {}


class Tree(Expert):
    """Open-loop UCT over its own builds, ``DEPTH`` deep, inside the futures."""

    DEPTH = 3
    C = 0.5

    def pick(self, node: _Node, options: list[Action]) -> Action:
        best, value = options[0], -1.0
        log_n = math.log(node.n + 1)
        for a in options:
            kid = node.kids.get(a.choice)
            if kid is None or kid.n == 0:
                return a
            v = kid.w / kid.n + self.C * math.sqrt(log_n / kid.n)
            if v > value:
                best, value = a, v
        return best

    def choose_among(self, state: State, options: list[Action], first: Action) -> Action:
        if len(options) == 1:
            return options[0]
        p = state.current_player
        root = _Node()
        base = self.rng.getrandbits(62)
        for k in range(self.think.futures):
            sim, rng = sample_future(state, base + k)
            act = self.pick(root, options)
            path = [root, root.kids.setdefault(act.choice, _Node())]
            sim.apply(act)
            end = sim.turn + self.rounds * sim.nplayers
            while not sim.is_over and sim.turn <= end:
                q = sim.current_player
                if q == CHANCE:
                    sim.roll_random(rng)
                    continue
                if q == p and sim.phase == BUILD and len(path) <= self.DEPTH:
                    acts = sim.legal_actions()
                    if len(acts) > 1:
                        here = self.shortlist(sim, acts, self.builder.choose(sim, acts))
                        act = self.pick(path[-1], here)
                        path.append(path[-1].kids.setdefault(act.choice, _Node()))
                        sim.apply(act)
                        continue
                sim.apply(self.rollout(sim))
            score = (1.0 if sim.winner == p else 0.0) if sim.is_over else self.estimate(sim, p)
            for node in path:
                node.n += 1
                node.w += score
        return max(options, key=lambda a: (root.kids[a.choice].n if a.choice in root.kids else -1, a == first))


class Learned(Expert):
    """The expert with its futures scored by the estimate learned from self-play
    (engine.services.players.learned) instead of the hand-made race estimate."""

    def estimate(self, state: State, p: int) -> float:
        return learned_chance(state, p)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("variant")
    parser.add_argument("--edition", default="base")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    name, _, value = args.variant.partition(":")
    futures = os.environ.get("MK_ENGINE") or "auto"  # which engine plays the variants' futures (the edge reads it)
    against = "hard"
    if name == "default":
        make: Any = lambda rng, think=None: Expert(rng, bots.normal_bot, engine=futures)  # noqa: E731
    elif name == "horizon":
        make = lambda rng, think=None: Expert(rng, horizon_normal(float(value)), engine=futures)  # noqa: E731
    elif name == "pairs":
        make = lambda rng, think=None: Pairs(rng, bots.normal_bot, Think(futures=1024), engine=futures)  # noqa: E731
    elif name == "tree":
        make = lambda rng, think=None: Tree(rng, bots.normal_bot, Think(futures=1024), engine=futures)  # noqa: E731
    elif name == "learned":
        rounds = int(value or 7)
        make = lambda rng, think=None: Learned(rng, bots.normal_bot, rounds=rounds, engine=futures)  # noqa: E731
    elif name == "normal-horizon":
        make, against = horizon_normal(float(value)), "normal"
    else:
        parser.error(f"no variant {args.variant!r}")
    bots.BOTS["variant"] = make  # registered for this process only: the lab makes its seats by name
    lineup = ("variant",) + (against,) * (args.players - 1)
    done = run(Setup(args.edition, args.players, lineup, rotate=True), args.games, seed=args.seed, jobs=1)
    wins, seats = done.tally.bot_wins["variant"], done.tally.bot_seats["variant"]
    low, high = wilson(wins, seats)
    print(
        f"{args.edition}, {args.players} players, {args.variant} against {against}, seeds {args.seed}.."
        f"{args.seed + args.games - 1}: {wins}/{seats}, {100 * wins / seats:.1f}% ({100 * low:.1f}-{100 * high:.1f}%)"
    )


if __name__ == "__main__":
    main()
