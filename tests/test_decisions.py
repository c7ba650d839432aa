"""The registry of decision kinds (engine.core.decisions): every kind, in every position random games
reach, answers the same as the state machine, and round-trips through a record, a scenario step and
the agents' numbering and the native engine's form, with words for each answer and a basic bot's answer
among them."""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from engine.core.decisions import DECISIONS
from engine.core.setup import set_player
from engine.core.state import Action, State
from engine.load.loader import builtin_editions, new_game
from engine.services.play.feed import decision_action, decision_choice, feed
from engine.services.play.narrate import action_label, ask, question
from engine.services.players.agents import Codec, decision_kinds
from engine.services.players.basic import BASIC

ROOT = Path(__file__).resolve().parent.parent
EDITIONS: list[str | Path] = [*builtin_editions(), ROOT / "editions/house-rules/convention_center.yaml"]
SEEN: Counter[str] = Counter()


def positions(edition: str | Path, players: int, games: int) -> list[State]:
    """Every position of a few random games: the state before each action."""
    game = new_game(edition, players)
    out = []
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new_state(seed=seed)
        while not state.is_over and state.turn < 150:
            out.append(state.clone())
            acts = state.legal_actions()
            state.apply(acts[int(rng.random() * len(acts))])
    return out


def check_position(state: State, codec: Codec) -> None:
    kind = state.kind
    assert kind is not None
    decision = DECISIONS[kind]
    SEEN[kind] += 1
    legal = state.legal_actions()
    assert decision.actions(state) == legal
    assert all(decision.check(state, state.pending, a.choice) for a in legal)
    assert question(kind) and decision.chance == (state.current_player < 0)
    if decision.chance:
        return
    assert kind in codec.kinds
    names = [f"P{q}" for q in range(state.nplayers)]
    assert ask(state)
    for action in legal[:40]:
        assert action_label(action, state, names)
        assert codec.action(state.current_player, codec.encode(state.current_player, action)) == action
        after = state.clone()
        after.apply(action)
        roll = after.chance_outcomes()[0][0].choice if after.current_player < 0 and kind == "reroll" else None
        written = decision_choice(action, roll)
        assert decision_action(kind, written) == action
        # as a scenario step: what the file would say, fed to a copy of the position
        step = decision.entries(list(roll) if roll is not None else _as_step(written), state.clone())
        replay = state.clone()
        feed(replay, *step)
        assert replay.history[len(state.history)] == action
    assert BASIC[kind](state, random.Random(0)) in legal
    for action in legal:  # the native engine's form of each answer reads back as the answer
        assert decision.from_native(decision.to_native(action.choice, state.game), state.game) == action.choice


def _as_step(written: object) -> object:
    return "none" if written is None else written


def convention(players: int) -> list[State]:
    """The one ``activate`` decision of the shipped files, which random games rarely reach."""
    state = new_game(EDITIONS[-1], players).new_state()
    set_player(state, 0, establishments={"convention_center": 1, "wheat_field": 2, "ranch": 1})
    set_player(state, 0, landmarks=["train_station"])
    state.apply(Action("dice", 2))
    state.apply(Action("roll", (4, 6)))
    assert state.kind == "activate"
    return [state]


@pytest.mark.parametrize("edition", EDITIONS, ids=lambda e: Path(e).stem)
def test_every_kind_agrees_with_the_state_machine(edition: str | Path) -> None:
    for players in (2, 4):
        codec = Codec(new_game(edition, players))
        extra = convention(players) if edition == EDITIONS[-1] else []
        for state in positions(edition, players, 3) + extra:
            check_position(state, codec)


def test_every_kind_was_seen_and_every_edition_numbers_what_it_asks() -> None:
    # after the parametrised test (pytest runs tests in file order)
    assert set(SEEN) == set(DECISIONS), f"never reached: {set(DECISIONS) - set(SEEN)}"
    for edition in EDITIONS:
        game = new_game(edition, 3)
        asked = {k for e in game.edition.effects for k in e.asks} - {"effect_roll"}
        assert asked <= set(decision_kinds(game))


def test_a_record_of_a_shape_no_decision_has_is_mk503() -> None:
    from engine.core.errors import RecordError

    for kind, bad in [("swap", {"give": "x"}), ("give", "x"), ("reroll", [])]:
        with pytest.raises(RecordError) as err:
            decision_action(kind, bad)
        assert err.value.code == "MK503"


def test_an_answer_of_any_value_is_refused_never_an_error() -> None:
    weird: list[object] = [None, [], {}, "x", 10**40, (1, 2, 3), ("a", "b", 1), [[1]], float("nan")]
    for state in positions("deluxe", 3, 1)[:400]:
        kind = state.kind
        assert kind is not None
        for value in weird:
            ok = DECISIONS[kind].check(state, state.pending, value)
            assert ok == (Action(kind, value) in state.legal_actions()) or kind == "roll"


def test_the_kinds_statements_ask_are_the_kinds_declared_as_asked_by_effects() -> None:
    from dsl.analysis import ASKED

    assert {k for k, d in DECISIONS.items() if d.effect and not d.chance} == ASKED


def test_the_native_log_codes_are_the_registrys_and_each_is_one_kind() -> None:
    """engine.core.decisions declares each kind's code in the native engine's log; the generated module
    reads them from there (no number of its own), and a roll's dice (the code less one) meet no other."""
    from engine.core.decisions import TURN_LOG
    from engine.load.loader import load_edition, new_game
    from engine.native.generate import source

    codes = [d.log_code for d in DECISIONS.values()]
    dice = [d.log_code - 1 for d in DECISIONS.values() if d.chance]
    assert len(set(codes + dice + [TURN_LOG])) == len(codes) + len(dice) + 1
    text = source(new_game(load_edition("harbor"), 3))
    for kind, d in DECISIONS.items():
        assert f"\nLOG_{kind.upper()} = {d.log_code}\n" in text
    assert f"\nLOG_TURN = {TURN_LOG}\n" in text
    assert not re.search(r"log2\(S, -?\d", text) and not re.search(r"roll_into\([^)]*, -?\d+\)", text)


def test_the_basic_bot_answers_every_kind_a_player_answers() -> None:
    """engine.services.players.basic has an answer for each kind of decision nobody rolls, and no other."""
    assert set(BASIC) == {kind for kind, d in DECISIONS.items() if not d.chance}
