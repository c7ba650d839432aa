"""Typed outcomes: refusals are codes with parameters, bad input is the project's error,
and a loaded edition cannot be changed by one game for another."""

from __future__ import annotations

import dataclasses
import random

import pytest
from examples import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.errors import IllegalAction, MkError, UnknownName
from engine.core.game import Game
from engine.core.reasons import Refusal, Why
from engine.core.setup import set_player, set_supply
from engine.core.state import Action, State
from engine.load.loader import load_edition, new_game
from engine.services.players.bots import make_bot


def at_build(coins: int = 3, **setup: object) -> State:
    state = new_game("base", players=2).new_state()
    set_player(state, 0, coins=coins, **setup)  # type: ignore[arg-type]
    if state.kind == "dice":
        state.apply(Action("dice", 1))
    state.apply(Action("roll", (6,)))  # nothing pays player 0 on a 6 in the starting city
    assert state.kind == "build"
    return state


@pytest.mark.parametrize(
    ("setup", "build", "why", "message"),
    [
        ({}, "mine", Why.TOO_DEAR, "cannot build mine: it costs 6 and the player has 3"),
        ({"coins": 20, "landmarks": ["train_station"]}, "train_station", Why.ALREADY_BUILT, "it is already built"),
        ({"coins": 20, "establishments": {"stadium": 1}}, "stadium", Why.COPY_LIMIT, "at most 1 of it"),
        ({}, "casino", Why.UNKNOWN_CARD, "no card or landmark 'casino' in this edition"),
        ({}, ["cafe"], Why.UNKNOWN_CARD, "no card or landmark ['cafe']"),
    ],
)
def test_a_refused_build_says_why_as_a_code(setup: dict[str, object], build: object, why: Why, message: str) -> None:
    state = at_build(**setup)  # type: ignore[arg-type]
    ident = build if isinstance(build, str) else None
    if ident is not None and why != Why.UNKNOWN_CARD:
        assert state.cannot_build(ident) == Refusal(why, state.cannot_build(ident).params)  # type: ignore[union-attr]
    with pytest.raises(IllegalAction, match=message.replace("[", r"\[").replace("]", r"\]")) as refused:
        state.apply(Action("build", build))
    assert refused.value.refusal.why == why and refused.value.code == "MK501"
    assert state.kind == "build" and state.history[-1].kind == "roll"  # nothing happened


def test_an_empty_pile_and_a_market_card_not_showing_have_their_own_codes() -> None:
    state = at_build(coins=10)
    set_supply(state, "cafe", 0)
    assert state.cannot_build("cafe") == Refusal(Why.PILE_EMPTY, {"ident": "cafe"})
    market = new_game("fussball", 2, variants=("come_what_may",)).new_state(seed=1)
    hidden = [c for c, k in enumerate(market.supply) if k == 0 and market.game.in_supply[c]]
    assert market.cannot_build(market.game.card_ids[hidden[0]]).why == Why.NOT_SHOWING  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("action", "why"),
    [
        (Action("build", "cafe"), Why.WRONG_KIND),
        (Action("roll", (7,)), Why.BAD_ROLL),
        (Action("roll", (1, 1)), Why.BAD_ROLL),
        (Action("roll", (True,)), Why.BAD_ROLL),
        ("roll", Why.MALFORMED),
        (("roll",), Why.MALFORMED),
        ((["roll"], 1), Why.WRONG_KIND),
    ],
)
def test_every_malformed_action_is_refused_with_a_code(action: object, why: Why) -> None:
    state = new_game("base", players=2).new_state()
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)  # type: ignore[arg-type]
    assert refused.value.refusal.why == why


ANY = st.recursive(
    st.none() | st.booleans() | st.integers(-2, 15) | st.text(max_size=12) | st.sampled_from(["keep", "cafe", "mine"]),
    lambda inner: (
        st.lists(inner, max_size=3) | st.tuples(inner, inner, inner) | st.dictionaries(st.text(max_size=3), inner)
    ),
    max_leaves=6,
)
KINDS = st.sampled_from(["dice", "roll", "reroll", "target", "swap", "build"]) | ANY


def question_pool() -> list[State]:
    """States waiting for each kind of question (dice, roll, reroll, target, swap, build) and one that is over."""
    game = new_game("base", players=3, options={"starting_coins": 30})
    pool: dict[str | None, list[State]] = {}
    for seed in range(6):
        state = game.new_state()
        for p in range(3):
            set_player(
                state,
                p,
                landmarks=["train_station", "radio_tower"],
                establishments={"tv_station": 1, "business_center": 1},
            )
        rng = random.Random(seed)
        bot = make_bot("random", rng)
        while True:
            found = pool.setdefault(state.kind, [])
            if len(found) < 4:
                found.append(state.clone())
            if state.is_over:
                break
            state.roll_random(rng) if state.current_player < 0 else state.apply(bot(state))
    assert set(pool) == {"dice", "roll", "reroll", "target", "swap", "build", None}
    return [s for states in pool.values() for s in states]


POOL = question_pool()


@settings(max_examples=examples(400), deadline=None)
@given(st.sampled_from(range(len(POOL))), st.lists(st.tuples(KINDS, ANY), min_size=1, max_size=3))
def test_apply_takes_anything_and_refuses_or_advances(which: int, attempts: list[tuple[object, object]]) -> None:
    """Whatever is passed to ``apply``, the answer is an advance or an IllegalAction, never a crash."""
    state = POOL[which].clone()
    for kind, choice in attempts:
        before = (len(state.history), list(state.coins), state.kind)
        try:
            state.apply(Action(kind, choice))  # type: ignore[arg-type]
        except IllegalAction as exc:
            assert isinstance(exc.refusal.why, Why) and exc.refusal.message()
            assert (len(state.history), state.coins, state.kind) == before  # a refusal changes nothing
        else:
            assert len(state.history) == before[0] + 1


def test_unknown_names_are_project_errors_with_suggestions() -> None:
    ed = load_edition("fussball")
    with pytest.raises(
        UnknownName, match=r"has no variant 'begginer' \(did you mean 'beginner'\? variants: beginner, come_what_may\)"
    ):
        ed.variant("begginer")
    with pytest.raises(
        UnknownName, match=r"unknown bot 'basik' \(did you mean 'basic'\? bots: random, basic, normal, hard"
    ):
        make_bot("basik", random.Random(0))
    with pytest.raises(
        UnknownName,
        match=r"has no market 'come_what_mai' \(did you mean 'come_what_may'\? markets: all_piles, come_what_may\)",
    ):
        new_game("fussball", 2, options={"market": "come_what_mai"})
    with pytest.raises(UnknownName, match=r"unknown card 'cafee' \(did you mean 'cafe'\? cards: wheat_field, "):
        set_player(new_game("base", 2).new_state(), 0, establishments={"cafee": 1})
    with pytest.raises(MkError, match="the first player is a seat from 0 to 1"):
        new_game("base", 2).new_state(first_player=2)


def test_a_loaded_edition_is_read_only() -> None:
    ed = load_edition("base")
    with pytest.raises(TypeError):
        ed.options["starting_coins"] = 10  # type: ignore[index]
    with pytest.raises(TypeError):
        ed.data["cards"]["cafe"]["cost"] = 0  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        ed.cards[0].cost = 0  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        ed.name = "changed"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        ed.cards.append(ed.cards[0])  # type: ignore[attr-defined]


def test_one_games_options_never_reach_the_next_game() -> None:
    ed = load_edition("fussball")
    rich = Game.create(ed, 2, options={"starting_coins": 9}, variants=("beginner",))
    plain = Game.create(ed, 2)
    assert rich.options.starting_coins == 9 and rich.options.max_copies == 2
    assert plain.options.starting_coins == 3 and plain.options.max_copies is None
    assert load_edition("fussball") is ed  # the same cached edition served both
