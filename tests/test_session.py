"""The UI-neutral game session: what any front end gets without rendering anything."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from examples import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import IllegalAction, MkError, RecordError, UnknownName
from engine.core.events import Built, Rolled, Transfer, TurnStarted
from engine.core.reasons import Why
from engine.core.setup import set_build_rounds, set_player
from engine.core.state import Action, State
from engine.load.loader import new_game
from engine.services.play.narrate import describe, paragraph
from engine.services.play.session import GameSession, start_session


def hot_seat(tmp_path: Path, seed: int = 4) -> GameSession:
    return start_session("base", 3, 2, ["basic"], ["Ann", "Ben"], seed, save_path=tmp_path / "s.jsonl")


def test_advance_stops_at_a_human_and_events_are_typed(tmp_path: Path) -> None:
    s = hot_seat(tmp_path)
    assert s.names == ["Ann", "Ben", "Basic bot 1"] and s.seats == ["human", "human", "basic"]
    s.advance()
    assert s.human_to_move() and s.state.current_player == 0
    events = s.events()
    assert isinstance(events[0], TurnStarted) and isinstance(events[1], Rolled)
    assert s.events() == []  # each event is handed out once


def test_the_menu_labels_every_choice_and_says_why_the_rest_is_not_allowed(tmp_path: Path) -> None:
    s = hot_seat(tmp_path)
    s.advance()
    menu = s.menu()
    assert menu.kind == "build" and menu.question == "What do you build? You have 4 coins." and menu.player == 0
    assert [c.action for c in menu.choices] == s.state.legal_actions()
    assert menu.choices[0].label == "build nothing"
    assert all(c.label.endswith(("coin)", "coins)")) for c in menu.choices[1:])
    dear = {u.ident: u for u in menu.unavailable}
    assert dear["radio_tower"].refusal.why == Why.TOO_DEAR and dear["radio_tower"].cost == 22
    assert all(u.refusal.why != Why.ALREADY_BUILT for u in menu.unavailable)


def test_choose_refuses_what_the_rules_refuse_and_only_when_a_human_decides(tmp_path: Path) -> None:
    s = hot_seat(tmp_path)
    with pytest.raises(MkError, match="no human decision is due"):
        s.choose(Action("build", None))  # the dice are due first
    s.advance()
    with pytest.raises(IllegalAction) as refused:
        s.choose(Action("build", "radio_tower"))
    assert refused.value.refusal.why == Why.TOO_DEAR
    s.choose(Action("build", None))
    s.advance()
    assert s.state.current_player == 1 and s.human_to_move()  # hot-seat: Ben's turn


def test_every_turn_is_saved_and_a_save_resumes_to_the_same_game(tmp_path: Path) -> None:
    s = hot_seat(tmp_path)
    for _ in range(12):  # both humans build the cheapest thing they can, or nothing
        s.advance()
        menu = s.menu()
        s.choose(menu.choices[1].action if len(menu.choices) > 1 else menu.choices[0].action)
    s.advance()
    saved = [json.loads(x) for x in (tmp_path / "s.jsonl").read_text().splitlines()]
    assert saved[0]["seats"] == ["human", "human", "basic"]
    assert saved[-1]["turn"] == s.state.turn - 1  # saved after every completed turn
    s.save()
    again = GameSession.resume(tmp_path / "s.jsonl")
    assert again.state.history == s.state.history
    assert (again.state.coins, again.state.cities) == (s.state.coins, s.state.cities)
    assert again.events() == []  # what happened before the save is not news
    before = len(again.state.history)
    again.choose(again.menu().choices[0].action)  # and the game goes on from there
    assert len(again.state.history) == before + 1


def test_a_save_whose_bot_decided_otherwise_is_refused(tmp_path: Path) -> None:
    s = start_session("base", 2, 1, ["basic"], ["Ann"], 2, save_path=tmp_path / "s.jsonl")
    while s.state.turn < 6:
        s.advance()
        s.choose(Action("build", None))
    s.advance()
    lines = [json.loads(x) for x in (tmp_path / "s.jsonl").read_text().splitlines()]
    # a turn in which the bot built something; the save says it built nothing
    bot_turn = next(
        i for i, line in enumerate(lines) if line.get("player") == 1 and line["decisions"][-1]["choice"] is not None
    )
    lines[bot_turn]["decisions"][-1] = {"kind": "build", "choice": None}
    (tmp_path / "bad.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
    with pytest.raises(RecordError, match=f"line {bot_turn + 1}: the bot in seat 2 decides otherwise than the record"):
        GameSession.resume(tmp_path / "bad.jsonl")


def test_seats_are_checked_when_the_session_starts(tmp_path: Path) -> None:
    game = new_game("base", 2)
    with pytest.raises(UnknownName, match="did you mean 'random'"):
        GameSession(game, "base", ["a", "b"], ["human", "randon"], 1)
    with pytest.raises(MkError, match="needs 2 names and seats"):
        GameSession(game, "base", ["a"], ["human", "basic"], 1)
    with pytest.raises(MkError, match="not a regular file"):
        GameSession(game, "base", ["a", "b"], ["human", "basic"], 1, save_path=tmp_path)


@pytest.mark.parametrize("edition", ["millionaires_row", "deluxe"])
def test_a_hot_seat_expansion_game_saves_and_resumes(tmp_path: Path, edition: str) -> None:
    save = tmp_path / "s.jsonl"
    s = start_session(edition, 3, 3, [], ["A", "B", "C"], 7, options={"market": "all_piles"}, save_path=save)
    asked: set[str] = set()
    for i in range(150):
        s.advance()
        if s.over:
            break
        menu = s.menu()
        asked.add(menu.kind)
        assert all(c.label for c in menu.choices)
        s.choose(menu.choices[i % len(menu.choices)].action)  # every choice gets its turn
    s.save()
    again = GameSession.resume(save)
    assert again.state.history == s.state.history
    assert (again.state.coins, again.state.closed, again.state.invested) == (
        s.state.coins,
        s.state.closed,
        s.state.invested,
    )
    assert {"build", "dice"} <= asked


def test_a_card_that_pays_its_builder_says_so() -> None:
    s = GameSession(
        new_game("millionaires_row", 2, options={"market": "all_piles"}), "mr", ["A", "B"], ["human"] * 2, 1
    )
    s.advance()
    labels = {c.action.choice: c.label for c in s.menu().choices}
    assert labels["loan_office"] == "Loan Office (pays you 5 coins)"
    s.choose(Action("build", "loan_office"))
    assert "A buys Loan Office and gets 5 coins" in [describe(e, s.edition, s.names) for e in s.events()]


def test_narration_says_whose_landmark_pays_and_why(tmp_path: Path) -> None:
    edition = tmp_path / "plaza.yaml"
    base = Path(__file__).resolve().parent.parent / "editions" / "base.yaml"
    edition.write_text(
        f"extends: {base}\nname: Plaza\nrules: 'before build: if coins == 0 then gain 1'\n"
        "landmarks:\n  plaza: {name: Plaza, cost: 2, scope: everyone, "
        "effect: 'after build: if built nothing then gain 2'}\n"
    )
    game = new_game(edition, 2)
    state = game.new_state()
    set_player(state, 0, coins=0, establishments={}, landmarks=["plaza"])
    for _ in range(2):
        state.apply(Action("roll", (6,)))
        state.apply(Action("build", None))
    assert state.log is not None
    said = [describe(e, game.edition, ["Ann", "Bob"]) for e in state.log]
    assert "Ann earns 1 coin from the bank by the rules" in said
    assert "Ann earns 2 coins from the bank with the Plaza, which works for everyone" in said
    assert "Bob earns 2 coins from the bank with the Plaza, which works for everyone" in said  # Bob owns none


def mk2_state(players: int = 2) -> State:
    state = new_game("mk2", players, options={"market": "all_piles"}).new_state()
    set_build_rounds(state, 0)
    return state


def said(state: State, names: tuple[str, ...] = ("Ann", "Bob", "Cy")) -> list[str]:
    assert state.log is not None
    return [describe(e, state.game.edition, list(names[: state.nplayers])) for e in state.log]


def test_mk2_narration_names_the_way_a_game_is_won() -> None:
    three = mk2_state()
    set_player(three, 0, coins=22, landmarks=["forge", "temple"])
    three.apply(Action("dice", 1))
    three.apply(Action("roll", (3,)))
    three.apply(Action("build", "airport"))
    assert said(three)[-1] == "Ann has built 3 landmarks and wins!"
    pad = mk2_state()
    set_player(pad, 0, coins=45)
    pad.apply(Action("dice", 1))
    pad.apply(Action("roll", (3,)))
    pad.apply(Action("build", "launch_pad"))
    assert said(pad)[-1] == "Ann has built the Launch Pad and wins!"
    base = new_game("base", 2).new_state()
    set_player(base, 0, coins=30, landmarks=["train_station", "shopping_mall", "amusement_park"])
    base.apply(Action("dice", 1))
    base.apply(Action("roll", (3,)))
    base.apply(Action("build", "radio_tower"))
    assert said(base)[-1] == "Ann has built every landmark and wins!"


def test_mk2_narration_of_a_given_turn_and_an_everyone_give() -> None:
    state = mk2_state(3)
    set_player(state, 0, coins=12, establishments={"wheat_field": 1})
    set_player(state, 2, landmarks=["moving_company"])
    state.apply(Action("dice", 2))
    state.apply(Action("roll", (1, 1)))
    state.apply(Action("give", ("wheat_field", 2)))
    state.apply(Action("build", "radio_tower"))
    lines = said(state)
    assert "Ann gives Wheat Field to Cy with the Moving Company, which works for everyone" in lines
    assert lines[-2:] == ["Ann takes another turn", "Turn 2: Ann (extra turn)"]


def test_a_hot_seat_mk2_game_with_its_rows_saves_and_resumes(tmp_path: Path) -> None:
    save = tmp_path / "s.jsonl"
    s = start_session("mk2", 3, 3, [], ["A", "B", "C"], 11, save_path=save)
    for i in range(120):
        s.advance()
        if s.over:
            break
        menu = s.menu()
        # a landmark when there is one, else the last choice: the rows move
        landmarks = [c for c in menu.choices if c.action.choice in s.state.game.landmark_index]
        s.choose((landmarks or menu.choices)[-1 if i % 3 else 0].action)
    s.save()
    again = GameSession.resume(save)
    assert again.state.history == s.state.history and again.state.coins == s.state.coins
    assert again.state.market_summary() == s.state.market_summary()
    assert any(s.state.landmarks(p) for p in range(3))


def test_a_build_keeps_its_number_all_game_and_prompts_name_the_card_and_the_stake() -> None:
    s = GameSession(new_game("base", 2), "base", ["Ann", "Bob"], ["human"] * 2, 1)
    numbers: dict[object, set[int]] = {}
    for _ in range(12):
        s.advance()
        menu = s.menu()
        if menu.kind == "build":
            for c in menu.choices:
                numbers.setdefault(c.action.choice, set()).add(c.number)
        s.choose(menu.choices[-1].action)
    assert all(len(found) == 1 for found in numbers.values()) and numbers[None] == {0}
    tv = GameSession(new_game("base", 2), "base", ["Ann", "Bob"], ["human"] * 2, 1)
    set_player(tv.state, 0, establishments={"tv_station": 1})
    tv.state.apply(Action("roll", (6,)))
    assert tv.menu().question == "TV Station: who pays you 5 coins?"
    swap = GameSession(new_game("base", 2), "base", ["Ann", "Bob"], ["human"] * 2, 1)
    set_player(swap.state, 0, establishments={"business_center": 1, "wheat_field": 1})
    swap.state.apply(Action("roll", (6,)))
    question = swap.menu().question
    assert question.startswith("Business Center: you may swap one of your establishments with one of another player's")


def test_a_turn_is_told_in_one_brief_paragraph_its_player_the_subject() -> None:
    edition = new_game("base", 3).edition
    names = ["Ann", "Bob", "Cem"]
    turn = [
        TurnStarted(7, 1, False),
        Rolled(1, (6,), False),
        Transfer("stadium", 0, 1, 2, 2),
        Transfer("stadium", 2, 1, 2, 2),
        Transfer("cafe", 1, 0, 2, 1),
        Transfer("bakery", None, 1, 1, 1),
        Built(1, "forest", 3, False),
    ]
    told = paragraph(turn, edition, names)
    assert told == (
        "Turn 7: Bob: rolls 6; their Stadium takes 2 coins each from Ann and Cem; "
        "Ann's Cafe takes 1 coin from them (all they had); their Bakery earns 1 coin; buys Forest for 3 coins"
    )
    short = [
        TurnStarted(8, 0, False),
        Rolled(0, (6,), False),
        Transfer("stadium", 1, 0, 2, 2),
        Transfer("stadium", 2, 0, 2, 0),
    ]
    assert paragraph(short, edition, names, you=True) == (
        "Turn 8: Ann: rolls 6; your Stadium takes 2 coins from Bob; your Stadium takes nothing from Cem (none left)"
    )
    # the same events one a line, in full, as mk replay tells them
    assert describe(turn[4], edition, names) == "Ann's Cafe takes 1 coin from Bob (Bob had 1, 1 forgiven)"


def _saved_game(folder: Path) -> Path:
    session = start_session("base", 2, 1, ["basic"], ["Ann"], seed=3, save_path=folder / "s.jsonl")
    for _ in range(6):
        session.advance()
        session.choose(session.menu().choices[0].action)
    return session.save()


JSON_VALUE = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**20), 10**20) | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


@settings(max_examples=examples(120), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 20), st.text(max_size=12), JSON_VALUE)
def test_a_mangled_save_resumes_or_gets_an_mk_error(line: int, key: str, value: object) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = _saved_game(Path(folder))
        lines = path.read_text().splitlines()
        n = line % len(lines)
        data = json.loads(lines[n])
        data[key if key or not data else next(iter(data))] = value
        lines[n] = json.dumps(data)
        path.write_text("\n".join(lines) + "\n")
        try:
            session = GameSession.resume(path)
        except MkError as exc:
            assert str(exc)
        else:
            assert session.state.nplayers == 2


def test_a_save_sweeps_the_temporary_files_of_dead_processes(tmp_path: Path) -> None:
    """A process killed between writing and renaming leaves ``.SAVE.PID.XXXX.tmp``: the next save of
    that file removes it, but never one of a process still running."""
    import os
    import subprocess
    import sys

    from engine.services.play.saves import atomic_write

    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead = int(gone.stdout)
    save = tmp_path / "game.jsonl"
    left = tmp_path / f".game.jsonl.{dead}.abcd1234.tmp"
    left.write_text("half a save")
    running = tmp_path / f".game.jsonl.{os.getpid()}.efgh5678.tmp"
    running.write_text("being written")
    other = tmp_path / f".other.jsonl.{dead}.ijkl.tmp"
    other.write_text("another file's")
    atomic_write(save, "{}\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([save.name, running.name, other.name])
