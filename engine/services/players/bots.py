"""Bots: policies that answer a state's decision with one of its legal actions.

A bot is a callable ``bot(state) -> Action``, built for one seat by a factory
registered here under a name (``random``, ``basic``). Bots draw randomness from
their own seeded generator, never from the dice.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.core.botnames import ALIASES
from engine.core.errors import UnknownName
from engine.core.show import brief
from engine.core.state import ADD, ADD_YES, BUILD, DICE, KEEP, NO_SWAP, REROLL, Action, State
from engine.load.strategies import is_strategy, load_strategy, shipped
from engine.services.players.basic import BASIC
from engine.services.players.expert import Expert, parse_think
from engine.services.players.plans import plan_bot
from engine.services.players.search import hard_policy
from engine.services.players.strategy import Builder, Valuer

Bot = Callable[[State], Action]
BotFactory = Callable[[random.Random], Bot]


def random_bot(rng: random.Random) -> Bot:
    """Uniform over the legal actions."""

    def act(state: State) -> Action:
        acts = state.legal_actions()
        return acts[int(rng.random() * len(acts))]

    return act


def basic_bot(rng: random.Random) -> Bot:
    """The reference policy for benchmarks: each kind of decision's ``basic`` answer
    (:mod:`engine.services.players.basic`; docs/bots.md has them as a table)."""

    answer = BASIC
    build, dice = answer["build"], answer["dice"]

    def act(state: State) -> Action:
        phase = state.phase
        if phase == BUILD:  # the hot path of a simulation: no look-up
            return build(state, rng)
        if phase == DICE:
            return dice(state, rng)
        kind = state.kind
        if kind is None or kind not in answer:
            raise ValueError(f"basic bot cannot answer {kind!r}")
        return answer[kind](state, rng)

    return act


def normal_bot(rng: random.Random) -> Bot:
    """A fast heuristic (docs/bots.md): builds by expected income per round (engine.services.players.strategy),
    rolls the dice that pay it most, re-rolls a roll that pays nothing, swaps for a better card."""

    builder = Builder(rng)

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
        if kind is None or kind not in BASIC:
            raise ValueError(f"normal bot cannot answer {kind!r}")
        return BASIC[kind](state, rng)  # as the basic bot

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
    """The normal policy, with every build chosen by searching sampled futures (engine.services.players.search)."""
    return hard_policy(rng, normal_bot, playouts=HARD_PLAYOUTS, rounds=HARD_ROUNDS)


HARD_PLAYOUTS = 32
"""Sampled futures per build the hard bot weighs (its budget is futures, not time: seeds replay)."""
HARD_ROUNDS = 7
"""How many rounds ahead each sampled future is played before the position is estimated."""


def expert_bot(rng: random.Random, think: str | None = None, futures: str = "auto") -> Bot:
    """Every build weighed over sampled futures (engine.services.players.expert), within ``think`` (a
    number of futures, or a time such as ``0.5s``; by default the engine's: see the module), played by
    the ``futures`` engine (auto, native or python)."""
    return Expert(rng, normal_bot, parse_think(think) if think is not None else None, engine=futures)


BOTS: dict[str, BotFactory] = {
    "random": random_bot,
    "basic": basic_bot,
    "normal": normal_bot,
    "hard": hard_bot,
    "expert": expert_bot,
}
BUYS_AT_RANDOM = frozenset({"random", "basic"})
"""The bots that choose among the builds they can afford at random: a dear card is bought only by a
seat already ahead, so the card verdicts of their games say little (the lab withholds them)."""
THINKING: dict[str, Callable[[random.Random, str | None, str], Bot]] = {"expert": expert_bot}
"""The bots that take a thinking budget, written after the name: ``expert:0.5s``, ``expert:400``; each
made with its budget (None: its own) and the engine that plays its futures."""


def bot_names() -> list[str]:
    """The registered bots and their aliases, and the shipped strategies, for help texts."""
    return [*BOTS, *ALIASES, *shipped()]


def bot_name(name: str) -> str:
    """The registered name of a bot or alias (with its budget, ``expert:0.5s``, in a canonical form);
    :class:`UnknownName` with did-you-mean, or :class:`BadThink`, otherwise."""
    if is_strategy(name):
        load_strategy(name)  # every problem of the file said now, before a game
        return name
    base, colon, think = name.partition(":")
    key = ALIASES.get(base, base)
    if key not in BOTS:
        raise UnknownName("bot", base, [*BOTS, *ALIASES, *shipped()])
    if not colon:
        return key
    if key not in THINKING:
        raise UnknownName("bot", name, list(THINKING), lead=f"the {key} bot takes no thinking budget ({brief(name)})")
    return f"{key}:{parse_think(think)}"


def with_think(name: str, think: str | None) -> str:
    """``name`` with the budget ``think`` when it is a bot that thinks and names none of its own."""
    key = bot_name(name)
    if think is None or key not in THINKING:
        return key
    return bot_name(f"{key}:{think}")


def make_bot(name: str, rng: random.Random, futures: str = "auto") -> Bot:
    """The bot (or strategy) ``name``, drawing from ``rng``; a bot that thinks plays its futures on the
    ``futures`` engine (auto: native where its module is compiled, else Python; native; python), which
    the front end chooses and passes down (docs/bots.md)."""
    key = bot_name(name)
    if is_strategy(key):
        return plan_bot(load_strategy(key), rng, lambda other, r: make_bot(other, r, futures))
    base, colon, think = key.partition(":")
    if base in THINKING:
        return THINKING[base](rng, think if colon else None, futures)
    return BOTS[key](rng)
