"""The bots: legal and deterministic on every edition; the normal bot's sense; the hard bot's search."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.core.cardmodel import BANK, Payment, card_model
from engine.core.setup import set_player
from engine.core.state import BUILD, CHANCE, Action, State
from engine.load.loader import builtin_editions, new_game
from engine.services.play.driver import play
from engine.services.players import strategy
from engine.services.players.bots import BOTS, make_bot
from engine.services.players.seeding import bot_rng
from engine.services.players.strategy import Builder, Plan, Valuer
from engine.ui.cli import main


def played(edition: str, players: int, bots: list[str], seed: int) -> State:
    state = new_game(edition, players).new_state(seed=seed, log=False)
    rng = bot_rng(seed)
    play(state, [make_bot(b, rng) for b in bots], random.Random(seed), max_turns=600)
    return state


@pytest.mark.slow
@pytest.mark.parametrize("edition", sorted(builtin_editions()))
def test_normal_and_hard_finish_every_edition_and_repeat_exactly(edition: str) -> None:
    g = new_game(edition, 2)
    for players, bots in ((g.edition.max_players, ["normal"] * g.edition.max_players), (2, ["hard", "normal"])):
        a = played(edition, players, bots, seed=3)
        assert a.winner is not None  # it ended, every action legal (apply refuses anything else)
        b = played(edition, players, bots, seed=3)
        assert a.history == b.history


def test_normal_rolls_the_dice_that_pay_it() -> None:
    """The basic bot rolls two dice with a Train Station even when only 1-6 cards pay it."""
    state = new_game("base", 2).new_state()
    set_player(state, 0, coins=0, establishments={"wheat_field": 2, "bakery": 1}, landmarks=["train_station"])
    assert state.kind == "dice"
    normal = make_bot("normal", random.Random(0))
    assert normal(state) == Action("dice", 1)
    set_player(state, 0, establishments={"mine": 2, "apple_orchard": 1}, landmarks=["train_station"])
    assert normal(state) == Action("dice", 2)


def test_normal_buys_what_pays_and_saves_for_a_landmark() -> None:
    state = new_game("base", 2).new_state()
    set_player(state, 0, coins=3)
    state.apply(Action("roll", (5,)))
    normal = make_bot("normal", random.Random(0))
    choice = normal(state)
    assert choice.choice != "tv_station" and choice.choice is not None
    # with 3 coins and the Train Station (4) one coin away, it does not spend on a card worth little
    state = new_game("base", 2).new_state()
    set_player(state, 0, coins=3, establishments={"wheat_field": 1, "bakery": 1, "ranch": 2})
    state.apply(Action("roll", (5,)))
    assert normal(state).choice in (None, "wheat_field", "ranch", "bakery")


def test_normal_swaps_its_worst_card_for_a_better_one() -> None:
    state = new_game("base", 2).new_state()
    set_player(state, 0, coins=0, establishments={"business_center": 1, "wheat_field": 1}, landmarks=["train_station"])
    set_player(state, 1, establishments={"mine": 1, "wheat_field": 1})
    state.apply(Action("dice", 1))
    state.apply(Action("roll", (6,)))
    assert state.kind == "swap"
    assert make_bot("normal", random.Random(0))(state) == Action("swap", ("wheat_field", "mine", 1))


def test_card_values_come_from_the_effects() -> None:
    game = new_game("millionaires_row", 2, options={"market": "all_piles"})
    model = card_model(game)
    corn = game.card_index["corn_field"]
    assert model.cards[corn].payments is None  # a condition: read by running the card's own code
    cheese = new_game("base", 2).card_index["cheese_factory"]
    base_model = card_model(new_game("base", 2))
    ranch = new_game("base", 2).card_index["ranch"]
    assert base_model.cards[cheese].single == Payment(BANK, 0.0, {ranch: 3.0})  # 3 per cow card
    state = game.new_state()
    set_player(state, 0, establishments={"corn_field": 2})
    assert Valuer(state).amount(corn, 0, 0, 2) == 2  # no landmarks yet: 1 each
    set_player(state, 0, landmarks=["train_station", "shopping_mall"])
    assert Valuer(state).amount(corn, 0, 0, 2) == 0


@pytest.mark.parametrize("edition", sorted(builtin_editions()))
def test_a_condition_on_landmarks_is_valued_as_the_cards_own_code_pays(edition: str) -> None:
    """``if built(harbor) then gain 3`` and the like are valued without running the card's code."""
    game = new_game(edition, 2)
    model = card_model(game)
    gated = [c for c, facts in enumerate(model.cards) if facts.gate is not None]
    for landmarks in ([], [lm.id for lm in game.edition.landmarks if not lm.wins]):
        state = game.new_state()
        set_player(state, 0, establishments={game.cards[c].id: 2 for c in gated}, landmarks=landmarks)
        set_player(state, 1, coins=4)
        valuer = Valuer(state)
        for c in gated:
            for roller in (0, 1):
                # the code rolls effect dice as their rounded expectation, the gate uses the expectation
                assert valuer.amount(c, 0, roller, 2) == pytest.approx(valuer.probe(c, 0, roller, 2), abs=1)
    if edition in ("harbor", "deluxe", "millionaires_row"):
        assert gated


def test_cards_that_pay_on_the_others_rolls_of_two_dice_count() -> None:
    state = new_game("base", 2).new_state()
    set_player(state, 0, establishments={"family_restaurant": 1})
    set_player(state, 1, coins=5)
    restaurant = state.game.card_index["family_restaurant"]
    valuer = Valuer(state)
    assert valuer.others_income(0, restaurant, 1, [1, 2]) == pytest.approx(7 / 36 * 2)  # a 9 or a 10
    assert valuer.others_income(0, restaurant, 1, [1, 1]) == 0


def test_the_plan_after_a_build_carries_on_from_the_one_before(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(strategy, "REFRESH", 3)
    game = new_game("base", 2)
    state = game.new_state(seed=0, log=False)
    rng = random.Random(0)
    builder = Builder(rng)
    ages = []
    for _ in range(6):
        while not (state.phase == BUILD and state.current_player == 0):
            if state.current_player == CHANCE:
                state.roll_random(rng)
            else:
                state.apply(state.legal_actions()[0])  # the other player builds nothing
        state.coins[0] = 1  # a card a turn (wheat fields), never a landmark
        plan = builder.plan(state, 0)
        ages.append(plan.age)
        fresh = Plan(state, 0, card_model(game))
        assert plan.own == pytest.approx(fresh.own) and plan.others == pytest.approx(fresh.others)
        action = builder.choose(state, state.legal_actions())
        assert action.choice is not None
        state.apply(action)
    assert ages == [0, 1, 2, 0, 1, 2]  # carried over twice, then worked out afresh


def test_hard_searches_only_among_legal_builds() -> None:
    state = new_game("base", 3).new_state(seed=1)
    set_player(state, 0, coins=8, establishments={"wheat_field": 1, "bakery": 1, "ranch": 1})
    state.apply(Action("roll", (2,)))
    legal = state.legal_actions()
    before = (list(state.coins), [list(c) for c in state.cities])
    choice = make_bot("hard", random.Random(5))(state)
    assert choice in legal
    assert (state.coins, state.cities) == before  # searching plays on copies


def test_the_bots_are_listed_in_the_help() -> None:
    for command in ("play", "simulate"):
        text = CliRunner().invoke(main, [command, "--help"]).output
        assert all(name in " ".join(text.split()) for name in BOTS)


def test_the_normal_bot_buys_twin_cards_alike(tmp_path: Path) -> None:
    """Two cards worth exactly as much (an exact twin of the Bakery) are tied in every valuation: the
    normal bot breaks the tie at random, so each is bought about as often (the first in the edition
    was bought every time: 5.97 copies a game against the twin's 4.33)."""
    from engine.services.lab.run import Setup, run

    path = tmp_path / "twin.yaml"
    path.write_text(
        "extends: base\nedition: twin\nname: Twin Bakery\ndescription: x\ncards:\n"
        "  bakery_twin: {name: Bakery Twin, colour: green, roll: [2, 3], cost: 1, copies: 6, icon: bread,\n"
        "                effect: gain 1}\n"
    )
    done = run(Setup(str(path), 2, ("normal", "normal"), rotate=True), 200, 0)
    cards = {c["card"]: c for c in done.tally.report()["cards"]}
    mine, twin = cards["bakery"]["copies_per_game"], cards["bakery_twin"]["copies_per_game"]
    assert abs(mine - twin) < 0.4, (mine, twin)
