"""Bots: policies that answer a state's decision with one of its legal actions.

A bot is a callable ``bot(state) -> Action``, built for one seat by a factory
registered here under a name (``random``, ``basic``). Bots draw randomness from
their own seeded generator, never from the dice.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.core.errors import UnknownName
from engine.core.state import ADD, ADD_YES, BUILD, DICE, KEEP, NO_SWAP, REROLL, Action, State

Bot = Callable[[State], Action]
BotFactory = Callable[[random.Random], Bot]


def random_bot(rng: random.Random) -> Bot:
    """Uniform over the legal actions."""

    def act(state: State) -> Action:
        acts = state.legal_actions()
        return acts[int(rng.random() * len(acts))]

    return act


def basic_bot(rng: random.Random) -> Bot:
    """The reference policy for benchmarks (issue 2, item 6).

    Roll as many dice as allowed; never re-roll; always add an offered amount to the
    dice total (``add_to_roll``: yes); a chosen-player effect picks
    the opponent with the most coins (tie: the first after the roller in turn
    order); never swap; build the cheapest affordable unbuilt landmark, else a
    uniformly random affordable establishment, else nothing.
    """

    def act(state: State) -> Action:
        phase = state.phase
        if phase == BUILD:
            acts = state.legal_actions()
            if len(acts) == 1:
                return acts[0]
            first = acts[1]
            if first.choice in state.game.landmark_index:  # landmarks come first, cheapest first
                return first
            return acts[1 + int(rng.random() * (len(acts) - 1))]
        if phase == DICE:
            return state.game.dice_actions[state.max_dice[state.player]]
        if phase == REROLL:
            return KEEP
        if phase == ADD:
            return ADD_YES
        kind = state.kind
        if kind == "swap":
            return NO_SWAP
        if kind == "target":
            owner = state.current_player
            n = state.nplayers
            order = [(state.player + i) % n for i in range(1, n + 1)]
            best = max((q for q in order if q != owner), key=lambda q: state.coins[q])
            return Action("target", best)
        raise ValueError(f"basic bot cannot answer {kind!r}")

    return act


BOTS: dict[str, BotFactory] = {"random": random_bot, "basic": basic_bot}
ALIASES = {"uniform": "random", "reference": "basic"}


def bot_name(name: str) -> str:
    """The registered name of a bot or alias; :class:`UnknownName` with did-you-mean otherwise."""
    key = ALIASES.get(name, name)
    if key not in BOTS:
        raise UnknownName("bot", name, [*BOTS, *ALIASES])
    return key


def make_bot(name: str, rng: random.Random) -> Bot:
    return BOTS[bot_name(name)](rng)
