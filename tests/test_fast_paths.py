"""The state machine's hand-inlined fast paths play as the rules they copy.

engine.core.state copies three rules inline for speed: ``roll_random`` holds the body of
``_rolled`` (and income's end without ``_income_done``), the end of a turn holds ``_start_turn`` for
turns without a log or delayed landmarks, and ``apply`` holds the dice-count check of
engine.core.decisions' ``Dice``. Each is pinned here to the code it copies: the same seeded games
of every edition are played through the fast paths and through the general ones (the dice applied
as actions, the plain-turn shortcut off), and the two states are compared, every slot, after every
action; and the inline dice check accepts exactly what the registry's check accepts.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core.actions import Action
from engine.core.board import Board
from engine.core.decisions import DECISIONS
from engine.core.errors import IllegalAction
from engine.core.state import CHANCE, DICE, OVER, ROLL, State, _roll
from engine.load.loader import builtin_editions, load_edition, new_game
from engine.services.players.bots import make_bot
from engine.services.players.seeding import bot_rng

EDITIONS = builtin_editions()
GAMES = 3
BOTS = ("basic", "normal", "random", "basic")


def slots(state: State) -> dict[str, Any]:
    """Everything a state holds but its log and the per-game callables (compared by what they are)."""
    out: dict[str, Any] = {}
    for name in Board.__slots__:
        value = getattr(state, name, None)
        if name in ("log", "on_turn_end", "_plain_turns", "market"):
            continue
        if callable(value) or name.startswith(("_income", "_hook")):
            continue
        out[name] = value
    pend = state.pending
    out["pending"] = (
        None if pend is None else (pend.kind, pend.player, pend.source, pend.excluded, pend.dice, pend.extra)
    )
    out["market"] = state.market_summary()
    return out


def general_roll(state: State, rng: random.Random) -> None:
    """The chance node resolved as a roll action through ``apply`` (its general path, ``_rolled``),
    with the dice ``roll_random`` would draw."""
    if state.phase != ROLL:  # effect dice: roll_random applies these as an action itself
        state.roll_random(rng)
        return
    state.apply(Action("roll", _roll(rng.random, state._sides, state.ndice)))


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_fast_paths_play_the_general_paths_game(edition: str) -> None:
    ed = load_edition(edition)
    for players in sorted({ed.min_players, min(ed.max_players, 4)}):
        game = new_game(edition, players)
        for seed in range(GAMES):
            fast = game.new_state(log=False, seed=seed)
            slow = game.new_state(log=False, seed=seed)
            slow._plain_turns = False  # every turn starts through _start_turn
            dice = {id(fast): random.Random(seed), id(slow): random.Random(seed)}
            agents = {}
            for state in (fast, slow):
                rng = bot_rng(seed)
                agents[id(state)] = [make_bot(BOTS[p % len(BOTS)], rng) for p in range(players)]
            steps = 0
            while fast.phase != OVER and steps < 20_000:
                for state in (fast, slow):
                    if state.current_player == CHANCE:
                        roll = state.roll_random if state is fast else None
                        if roll is not None:
                            roll(dice[id(state)])
                        else:
                            general_roll(state, dice[id(state)])
                    else:
                        state.apply(agents[id(state)][state.current_player](state))
                assert slots(fast) == slots(slow), (edition, players, seed, steps)
                steps += 1
            assert fast.phase == slow.phase == OVER and fast.winner == slow.winner


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_inline_dice_check_is_the_registrys(edition: str) -> None:
    game = new_game(edition, 2)
    dice = DECISIONS["dice"]
    for most in (1, 2, 3):
        for choice in (-1, 0, 1, 2, 3, 4, 1.0, True, "1", None, (1,)):
            state = game.new_state(log=False, seed=0)
            state.phase = DICE
            state.max_dice[state.player] = most
            expected = dice.check(state, None, choice)
            try:
                state.apply(Action("dice", choice))
                accepted = True
            except IllegalAction:
                accepted = False
            assert accepted == expected, (edition, most, choice)
