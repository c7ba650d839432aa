"""The state machine: API contract, event log, errors, and generated code."""

from __future__ import annotations

import random

import pytest

from engine.core.errors import IllegalAction, MkError
from engine.core.events import Rolled, Swapped, Transfer
from engine.core.game import Game
from engine.core.reasons import Why
from engine.core.setup import set_player
from engine.core.state import CHANCE, TERMINAL, Action
from engine.load.loader import new_game
from engine.services.play.driver import play
from engine.services.players.bots import random_bot
from engine.services.players.seeding import bot_rng


def test_new_game_waits_for_one_die() -> None:
    state = new_game("base", players=3).new_state()
    assert state.current_player == CHANCE
    assert state.kind == "roll"
    assert state.legal_actions() == [Action("roll", (d,)) for d in range(1, 7)]
    assert [p for _, p in state.chance_outcomes()] == [pytest.approx(1 / 6)] * 6


def test_dice_decision_asked_with_train_station() -> None:
    state = new_game("base", players=2).new_state()
    set_player(state, 0, landmarks=["train_station"])
    assert state.kind == "dice"
    assert state.current_player == 0
    assert state.legal_actions() == [Action("dice", 1), Action("dice", 2)]
    state.apply(Action("dice", 2))
    assert len(state.chance_outcomes()) == 36


def test_build_is_always_asked_even_with_nothing_affordable() -> None:
    state = new_game("base", players=2).new_state()
    set_player(state, 0, coins=0, establishments={})
    state.apply(Action("roll", (6,)))
    assert state.kind == "build"
    assert state.legal_actions() == [Action("build", None)]


def test_build_actions_are_affordable_and_cheapest_first() -> None:
    state = new_game("base", players=2).new_state()
    state.apply(Action("roll", (5,)))
    choices = [a.choice for a in state.legal_actions()]
    assert choices == [
        None,
        "wheat_field",
        "ranch",
        "bakery",  # cost 1
        "cafe",
        "convenience_store",
        "fruit_and_vegetable_market",  # cost 2
        "forest",
        "furniture_factory",
        "family_restaurant",
        "apple_orchard",  # cost 3
    ]
    assert "train_station" not in choices  # costs 4, player has 3


def test_wrong_kind_of_action_is_refused_with_reason() -> None:
    state = new_game("base", players=2).new_state()
    with pytest.raises(IllegalAction, match="the game waits for roll, not build"):
        state.apply(Action("build", "cafe"))
    with pytest.raises(IllegalAction, match=r"expected 1 dice with values 1 to 6, got \[7\]"):
        state.apply(Action("roll", (7,)))
    state.apply(Action("roll", (2,)))
    with pytest.raises(IllegalAction, match="no card or landmark 'casino'"):
        state.apply(Action("build", "casino"))
    assert state.kind == "build"  # refused actions change nothing


def test_event_log_explains_partial_payment() -> None:
    state = new_game("base", players=2).new_state()
    set_player(state, 0, coins=1)
    set_player(state, 1, establishments={"cafe": 3})
    state.apply(Action("roll", (3,)))
    assert state.log is not None
    transfers = [e for e in state.log if isinstance(e, Transfer)]
    assert transfers == [Transfer("cafe", 0, 1, 3, 1), Transfer("bakery", None, 0, 1, 1)]


def test_purple_cards_resolve_in_card_order() -> None:
    state = new_game("base", players=3).new_state()
    set_player(
        state, 0, coins=0, establishments={"business_center": 1, "tv_station": 1, "stadium": 1, "wheat_field": 1}
    )
    state.apply(Action("roll", (6,)))
    assert state.log is not None
    stadium = [e for e in state.log if isinstance(e, Transfer)]
    assert [(e.source, e.payer) for e in stadium] == [("stadium", 1), ("stadium", 2)]
    assert state.kind == "target"  # TV Station after the Stadium
    state.apply(Action("target", 2))
    assert state.kind == "swap"  # Business Center last
    assert Action("swap", None) in state.legal_actions()
    state.apply(Action("swap", ("wheat_field", "bakery", 1)))
    assert isinstance(state.log[-1], Swapped)
    assert state.kind == "build"


def test_swap_options_exclude_purple_and_respect_limits() -> None:
    game = new_game("base", players=2, options={"max_copies": 2})
    state = game.new_state()
    set_player(state, 0, establishments={"business_center": 1, "wheat_field": 1})
    set_player(state, 1, establishments={"stadium": 1, "wheat_field": 2, "bakery": 1})
    state.apply(Action("roll", (6,)))
    choices = {a.choice for a in state.legal_actions()}
    # giving a wheat field to player 1 would make 3: over the limit of 2
    assert choices == {None, ("wheat_field", "wheat_field", 1)}


def test_clone_is_independent() -> None:
    state = new_game("base", players=2).new_state()
    copy = state.clone()
    copy.apply(Action("roll", (2,)))
    assert state.kind == "roll" and copy.kind == "build"
    assert state.coins == [3, 3] and copy.coins == [4, 3]


def test_clone_mid_decision_resumes_on_the_clone() -> None:
    state = new_game("base", players=2).new_state()
    set_player(state, 0, establishments={"tv_station": 1})
    state.apply(Action("roll", (6,)))
    copy = state.clone()
    copy.apply(Action("target", 1))
    assert copy.coins == [6, 0] and state.coins == [3, 3]


def test_player_count_is_checked() -> None:
    with pytest.raises(MkError, match="for 2 to 4 players, not 5"):
        new_game("base", players=5)


def test_game_over_is_terminal() -> None:
    state = new_game("base", players=2).new_state()
    set_player(state, 0, coins=30, landmarks=["train_station", "shopping_mall", "amusement_park"])
    state.apply(Action("dice", 1))
    state.apply(Action("roll", (1,)))
    state.apply(Action("build", "radio_tower"))
    assert state.is_over and state.winner == 0
    assert state.current_player == TERMINAL and state.kind is None and state.legal_actions() == []
    with pytest.raises(IllegalAction, match="the game is over") as refused:
        state.apply(Action("roll", (1,)))
    assert refused.value.refusal.why == Why.GAME_OVER and refused.value.code == "MK501"


def _random_game(game: Game, seed: int) -> tuple[list[Action], list[int], list[dict[str, int]]]:
    state = game.new_state(seed=seed)
    brng = bot_rng(seed)
    agents = [random_bot(brng) for p in range(game.nplayers)]
    play(state, agents, random.Random(seed))
    return state.history, state.coins, [state.city(p) for p in range(game.nplayers)]


@pytest.mark.parametrize(("edition", "players"), [("base", 2), ("base", 3), ("base", 4), ("mk2", 3)])
def test_generated_income_matches_the_general_loop(edition: str, players: int) -> None:
    fast = new_game(edition, players)
    slow = new_game(edition, players, codegen=False)
    for seed in range(40):
        assert _random_game(fast, seed) == _random_game(slow, seed)


def test_a_roll_is_logged_before_its_income() -> None:
    state = new_game("base", players=2).new_state()
    state.apply(Action("roll", (1,)))
    assert state.log is not None
    assert isinstance(state.log[1], Rolled) and isinstance(state.log[2], Transfer)


@pytest.mark.parametrize(
    "method", ["roll_random", "apply", "legal_actions", "_build_actions", "_build", "_end_turn", "_income", "pay"]
)
def test_hot_paths_keep_their_locals_fast(method: str) -> None:
    """A comprehension or lambda inside one of these makes its locals closure cells, created on every
    call and slower to read (measured: 2 to 4% more instructions per base game). Put it in a helper."""
    from engine.core.state import State

    assert getattr(State, method).__code__.co_cellvars == ()
