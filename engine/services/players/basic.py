"""The ``basic`` bot: the reference policy for benchmarks, one answer for each kind of decision a player
answers (engine.core.decisions), and the answers the ``normal`` bot takes where it has none of its own.
docs/bots.md has them as a table; tests/test_decisions.py checks that every kind has one and that it is
legal. The native engine's basic bot (engine.native.kernel.decisions) answers the same.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.core.actions import ADD_YES, KEEP, NO_SWAP, Action
from engine.core.state import State

Answer = Callable[[State, random.Random], Action]
BASIC: dict[str, Answer] = {}
"""The basic bot's answer to each kind of decision, by kind."""


def answers(kind: str) -> Callable[[Answer], Answer]:
    """Register the function as the basic answer to ``kind``."""

    def register(fn: Answer) -> Answer:
        BASIC[kind] = fn
        return fn

    return register


@answers("build")
def build(state: State, rng: random.Random) -> Action:
    """The cheapest affordable landmark not built, else a random affordable establishment, else nothing."""
    acts = state._build_actions()
    if len(acts) == 1:
        return acts[0]
    first = acts[1]
    if first.choice in state.game.landmark_index:  # landmarks come first, cheapest first
        return first
    return acts[1 + int(rng.random() * (len(acts) - 1))]


@answers("dice")
def dice(state: State, rng: random.Random) -> Action:
    """As many dice as allowed."""
    return state.game.dice_actions[state.max_dice[state.player]]


@answers("reroll")
def reroll(state: State, rng: random.Random) -> Action:
    """Never re-roll."""
    return KEEP


@answers("add_to_roll")
def add_to_roll(state: State, rng: random.Random) -> Action:
    """Always add."""
    return ADD_YES


@answers("target")
def target(state: State, rng: random.Random) -> Action:
    """The opponent with the most coins (tie: the first after the roller in turn order)."""
    owner = state.current_player
    n = state.nplayers
    order = [(state.player + i) % n for i in range(1, n + 1)]
    return Action("target", max((q for q in order if q != owner), key=lambda q: state.coins[q]))


@answers("swap")
def swap(state: State, rng: random.Random) -> Action:
    """Never swap."""
    return NO_SWAP


@answers("demolish")
def demolish(state: State, rng: random.Random) -> Action:
    """The cheapest landmark."""
    return min(state.legal_actions(), key=lambda a: state.build_cost(a.choice))


@answers("invest")
def invest(state: State, rng: random.Random) -> Action:
    """Always invest."""
    return Action("invest", "yes")


@answers("give")
def give(state: State, rng: random.Random) -> Action:
    """The cheapest card, to the poorest opponent."""
    info = state.game.build_info
    return min(state.legal_actions(), key=lambda a: (info[a.choice[0]][2], state.coins[a.choice[1]]))


@answers("renovate")
def renovate(state: State, rng: random.Random) -> Action:
    """The kind the opponents own most of."""
    g, owner = state.game, state.current_player
    cities = state.cities
    return max(
        state.legal_actions(),
        key=lambda a: sum(city[g.card_index[a.choice]] for q, city in enumerate(cities) if q != owner),
    )


@answers("activate")
def activate(state: State, rng: random.Random) -> Action:
    """The kind it has most copies of."""
    g, city = state.game, state.cities[state.current_player]
    return max(state.legal_actions(), key=lambda a: -1 if a.choice is None else city[g.card_index[a.choice]])
