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
from engine.services.search import hard_policy
from engine.services.strategy import Builder, Valuer

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
    dice total (``add_to_roll``: yes); demolish the cheapest landmark; give the
    cheapest card, to the poorest opponent; close the kind the opponents own most
    of; activate the kind it has most copies of; always invest; a chosen-player effect picks
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
        if kind in DECISIONS:
            return DECISIONS[kind](state, state.legal_actions())
        if kind == "target":
            return _richest(state)
        raise ValueError(f"basic bot cannot answer {kind!r}")

    return act


def _richest(state: State) -> Action:
    """The opponent with the most coins (tie: the first after the roller in turn order)."""
    owner = state.current_player
    n = state.nplayers
    order = [(state.player + i) % n for i in range(1, n + 1)]
    return Action("target", max((q for q in order if q != owner), key=lambda q: state.coins[q]))


def _cheapest_landmark(state: State, acts: list[Action]) -> Action:
    return min(acts, key=lambda a: state.build_cost(a.choice))


def _cheapest_card_to_the_poorest(state: State, acts: list[Action]) -> Action:
    info = state.game.build_info
    return min(acts, key=lambda a: (info[a.choice[0]][2], state.coins[a.choice[1]]))


def _most_owned_by_the_others(state: State, acts: list[Action]) -> Action:
    g, owner = state.game, state.current_player
    return max(
        acts, key=lambda a: sum(city[g.card_index[a.choice]] for q, city in enumerate(state.cities) if q != owner)
    )


def _most_copies(state: State, acts: list[Action]) -> Action:
    g, city = state.game, state.cities[state.current_player]
    return max(acts, key=lambda a: -1 if a.choice is None else city[g.card_index[a.choice]])


def _yes(state: State, acts: list[Action]) -> Action:
    return next(a for a in acts if a.choice == "yes")


DECISIONS: dict[str, Callable[[State, list[Action]], Action]] = {
    "demolish": _cheapest_landmark,
    "give": _cheapest_card_to_the_poorest,
    "renovate": _most_owned_by_the_others,
    "activate": _most_copies,
    "invest": _yes,
}
"""The basic bot's answer to each decision of the expansions (docs/bots.md)."""


def normal_bot(rng: random.Random) -> Bot:
    """A fast heuristic (docs/bots.md): builds by expected income per round (engine.services.strategy),
    rolls the dice that pay it most, re-rolls a roll that pays nothing, swaps for a better card."""

    builder = Builder()

    def act(state: State) -> Action:
        phase = state.phase
        if phase == BUILD:
            return builder.choose(state, state.legal_actions())
        p = state.current_player
        if phase == DICE:
            return state.game.dice_actions[builder.dice(state, p)]
        if phase == REROLL:
            valuer = Valuer(state)
            k = len(state.dice)
            expected = builder.plan(state, p).own[k - 1]
            doubles = k > 1 and len(set(state.dice)) == 1 and state.extra_turn[p]
            if not doubles and valuer.roll_income(p, state.total) < expected / 2:
                return Action("reroll", k)
            return KEEP
        if phase == ADD:
            valuer = Valuer(state)
            amount, _source = state.pending_add()
            more = valuer.roll_income(p, state.total + amount) >= valuer.roll_income(p, state.total)
            return ADD_YES if more else Action("add_to_roll", "no")
        kind = state.kind
        if kind == "swap":
            return best_swap(state, state.legal_actions())
        if kind in DECISIONS:
            return DECISIONS[kind](state, state.legal_actions())
        if kind == "target":
            return _richest(state)
        raise ValueError(f"normal bot cannot answer {kind!r}")

    return act


def best_swap(state: State, acts: list[Action]) -> Action:
    """The swap that gains its owner the most expected income per round (one copy of each card,
    with the dice the owner rolls), or no swap."""
    valuer = Valuer(state)
    g = state.game
    owner = state.current_player
    dice = list(state.max_dice)
    worth: dict[int, float] = {}

    def value(c: int) -> float:
        if c not in worth:
            worth[c] = valuer.card_income(owner, c, 1, dice)
        return worth[c]

    best, best_gain = NO_SWAP, 0.0
    for a in acts:
        if a.choice is None:
            continue
        give, take, _other = a.choice
        gain = value(g.card_index[take]) - value(g.card_index[give])
        if gain > best_gain:
            best, best_gain = a, gain
    return best


def hard_bot(rng: random.Random) -> Bot:
    """The normal policy, with every build chosen by searching sampled futures (engine.services.search)."""
    return hard_policy(rng, normal_bot, playouts=HARD_PLAYOUTS, rounds=HARD_ROUNDS)


HARD_PLAYOUTS = 32
"""Sampled futures per build the hard bot weighs (its budget is futures, not time: seeds replay)."""
HARD_ROUNDS = 7
"""How many rounds ahead each sampled future is played before the position is estimated."""

BOTS: dict[str, BotFactory] = {"random": random_bot, "basic": basic_bot, "normal": normal_bot, "hard": hard_bot}
ALIASES = {"uniform": "random", "reference": "basic", "easy": "basic"}


def bot_names() -> list[str]:
    """The registered bots and their aliases, for help texts."""
    return [*BOTS, *ALIASES]


def bot_name(name: str) -> str:
    """The registered name of a bot or alias; :class:`UnknownName` with did-you-mean otherwise."""
    key = ALIASES.get(name, name)
    if key not in BOTS:
        raise UnknownName("bot", name, [*BOTS, *ALIASES])
    return key


def make_bot(name: str, rng: random.Random) -> Bot:
    return BOTS[bot_name(name)](rng)
