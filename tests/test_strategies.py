"""Strategy files (docs/strategies.md): read like editions (every problem at its line and column, with
did-you-mean), played exactly as written, usable wherever a bot name is."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.core.errors import EditionError
from engine.core.setup import set_player
from engine.core.state import Action, State
from engine.load.loader import new_game
from engine.load.strategies import load_strategy, panel, shipped
from engine.services.play.driver import play
from engine.services.players.bots import bot_name, make_bot
from engine.ui.cli import main

PLAN = """strategy: Test
editions: [base]
dice: two
wants:
  - ranch: 3
  - cheese_factory: 2
"""


def write(tmp_path: Path, text: str, name: str = "plan.yaml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def at_build(plan: str, coins: int, city: dict[str, int], landmarks: list[str] | None = None) -> tuple[State, Action]:
    """The plan's build in a 2-player base game, its seat holding ``coins`` and ``city``, after a roll of
    5 (which pays it nothing)."""
    state = new_game("base", 2).new_state()
    set_player(state, 0, coins=coins, establishments=city, landmarks=landmarks or [])
    if state.kind == "dice":
        state.apply(state.game.dice_actions[1])
    state.apply(Action("roll", (5,)))
    assert state.kind == "build" and state.coins[0] == coins
    return state, make_bot(plan, random.Random(0))(state)


def test_every_shipped_strategy_loads_cites_its_source_and_finishes_games() -> None:
    assert {"cheese_factory", "convenience_store", "one_die_spread", "bakery", "furniture_factory"} <= set(shipped())
    for name in shipped():
        s = load_strategy(name)
        published = s.source.startswith("Travis Archer") and "boardgamegeek.com" in s.source
        assert published if s.editions == ("base",) else s.source.startswith("This project's own panel"), name
        for seed in range(3):
            state = new_game(s.editions[0], 2).new_state(seed=seed)
            bots = [make_bot(name, random.Random(seed)), make_bot("normal", random.Random(seed + 1))]
            play(state, bots, random.Random(seed), max_turns=400)
            assert state.winner is not None, (name, seed)


def test_every_problem_of_a_strategy_file_is_said_at_its_place_with_did_you_mean(tmp_path: Path) -> None:
    text = """strategy: Broken
editions: [base]
wnats: 1
dice: {two_when: "coins >= 3 and built(train_staton)"}
wants:
  - ranch: 3
  - chese_factory: 2
landmark_order: [radio_tower, shoping_mall]
"""
    with pytest.raises(EditionError) as caught:
        load_strategy(write(tmp_path, text))
    said = {(p.code, p.line, p.column): p for p in caught.value.problems}
    assert said[("MK201", 3, 1)].hint == "did you mean 'wants'?"
    # the schema first: once the fields are right, the meaning against the edition
    with pytest.raises(EditionError) as caught:
        load_strategy(write(tmp_path, text.replace("wnats: 1\n", ""), "plan2.yaml"))
    said = {(p.code, p.line, p.column): p for p in caught.value.problems}
    assert "did you mean 'cheese_factory'?" in str(said[("MK414", 6, 5)].hint)
    assert "did you mean 'shopping_mall'?" in str(said[("MK414", 7, 31)].hint)
    dsl = [p for p in caught.value.problems if p.code == "MK302"]
    assert len(dsl) == 1 and dsl[0].line == 3 and dsl[0].column == 40 and "train_station" in str(dsl[0].hint)


def test_a_strategy_of_another_edition_is_refused_at_the_game_with_its_place(tmp_path: Path) -> None:
    plan = write(tmp_path, PLAN.replace("ranch: 3", "sushi_bar: 1").replace("[base]", "[harbor]"))
    bot = make_bot(plan, random.Random(0))
    state = new_game("base", 2).new_state()
    with pytest.raises(EditionError, match="MK414") as caught:
        bot(state)
    assert "base has no card 'sushi_bar'" in str(caught.value) or "no card 'sushi_bar'" in str(caught.value)


@pytest.mark.parametrize(
    ("extra", "coins", "city", "landmarks", "builds"),
    [
        ("", 6, {"ranch": 1}, [], "ranch"),  # the first want not yet met
        ("", 6, {"ranch": 3}, [], "cheese_factory"),  # then the next
        ("", 3, {"ranch": 3}, [], None),  # it cannot: nothing (otherwise: nothing)
        ("", 4, {"ranch": 3, "cheese_factory": 2}, [], "train_station"),  # every want met: a landmark
        ("", 30, {"ranch": 1}, [], "ranch"),  # landmarks after the wants
        ("landmarks: first\n", 30, {"ranch": 1}, [], "train_station"),  # the cheapest landmark first
        ("landmarks: first\nlandmark_order: dearest\n", 30, {}, [], "radio_tower"),
        ("landmarks: first\nlandmark_order: [amusement_park]\n", 30, {}, [], "amusement_park"),
        ("landmarks: {when: 'coins >= 20'}\n", 19, {}, [], "ranch"),
        ("landmarks: {when: 'coins >= 20'}\n", 20, {}, [], "train_station"),
        ("buy: dearest\n", 6, {}, [], "cheese_factory"),  # the dearest want that can be built
        ("buy: wait\n", 6, {"ranch": 3}, [], "cheese_factory"),
        ("buy: wait\n", 4, {"ranch": 3}, [], None),  # saves for the first want rather than buy another
        ("otherwise: normal\n", 8, {"ranch": 3, "cheese_factory": 2}, ["train_station", "shopping_mall"], "*"),
    ],
)
def test_a_strategy_builds_as_its_file_says(
    tmp_path: Path, extra: str, coins: int, city: dict[str, int], landmarks: list[str], builds: str | None
) -> None:
    plan = write(tmp_path, PLAN + extra)
    state, action = at_build(plan, coins, city, landmarks)
    assert action in state.legal_actions()
    if builds == "*":  # the other bot's choice: something, where the plan alone would build nothing
        assert action.choice is not None
    else:
        assert action == Action("build", builds), (extra, coins, city, action)


@pytest.mark.parametrize(("count", "builds"), [("owned", "cheese_factory"), ("bought", "bakery")])
def test_a_want_counts_the_city_or_the_copies_bought(tmp_path: Path, count: str, builds: str) -> None:
    """The starting Bakery counts towards `bakery: 2` when the number counts the city, not when it counts
    the copies bought."""
    plan = write(tmp_path, PLAN.replace("ranch: 3", "bakery: 2") + f"count: {count}\n")
    _state, action = at_build(plan, 6, {"wheat_field": 1, "bakery": 2})
    assert action == Action("build", builds)


def test_a_want_that_can_no_longer_be_had_is_passed_over(tmp_path: Path) -> None:
    plan = write(tmp_path, PLAN.replace("ranch: 3", "stadium: 2"))  # a purple card: one a city
    _state, action = at_build(plan, 8, {"stadium": 1})
    assert action == Action("build", "cheese_factory")


@pytest.mark.parametrize(("dice", "coins", "rolls"), [("two", 0, 2), ("one", 0, 1), ("{two_when: 'coins >= 5'}", 4, 1)])
def test_a_strategy_rolls_the_dice_its_file_says(tmp_path: Path, dice: str, coins: int, rolls: int) -> None:
    plan = write(tmp_path, PLAN.replace("dice: two", f"dice: {dice}"))
    state = new_game("base", 2).new_state()
    set_player(state, 0, coins=coins, landmarks=["train_station"])
    assert state.kind == "dice"
    assert make_bot(plan, random.Random(0))(state) == state.game.dice_actions[rolls]


def test_a_strategy_is_a_bot_name_in_every_command(tmp_path: Path) -> None:
    plan = write(tmp_path, PLAN)
    assert bot_name(plan) == plan and bot_name("cheese_factory") == "cheese_factory"
    result = CliRunner().invoke(
        main, ["simulate", "--games", "6", "--players", "2", "--bots", f"{plan},cheese_factory", "--jobs", "1"]
    )
    assert result.exit_code == 0, result.output
    assert "plan.yaml" in result.output and "cheese_factory" in result.output
    bad = CliRunner().invoke(main, ["simulate", "--games", "2", "--bots", "chese_factory"])
    assert bad.exit_code == 2 and "cheese_factory" in bad.output


def test_mk_validate_reads_a_strategy_file_and_says_every_problem(tmp_path: Path) -> None:
    good = write(tmp_path, PLAN, "good.yaml")
    bad = write(tmp_path, PLAN.replace("ranch: 3", "rnach: 3"), "bad.yaml")
    result = CliRunner().invoke(main, ["validate", good, *[str(p) for p in shipped().values()]])
    assert result.exit_code == 0, result.output
    result = CliRunner().invoke(main, ["validate", bad])
    assert result.exit_code == 1 and "bad.yaml:5:5: MK414" in result.output and "did you mean 'ranch'?" in result.output


def test_a_save_may_not_lead_a_strategy_seat_out_of_its_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A save is anyone's file: a seat it gives to a strategy file outside its folder and the current one
    is refused (MK107) before the file is read, as an edition it names would be."""
    import json

    from engine.services.play.session import GameSession

    outside, here = tmp_path / "outside", tmp_path / "here"
    outside.mkdir()
    here.mkdir()
    plan = write(outside, PLAN)
    monkeypatch.chdir(here)
    save = here / "s.jsonl"
    GameSession(new_game("base", 2), "base", ["A", "B"], [plan, "basic"], 1, save_path=save).save()
    head = json.loads(save.read_text().splitlines()[0])
    assert head["seats"][0] == plan
    with pytest.raises(EditionError, match="MK107"):
        GameSession.resume(save)
    local = write(here, PLAN, "local.yaml")
    save.write_text(save.read_text().replace(json.dumps(plan), json.dumps(local)))
    assert GameSession.resume(save).seats[0] == local  # in the save's folder: read


def test_a_seat_line_hands_a_seat_to_a_bot_or_a_shipped_strategy_only(tmp_path: Path) -> None:
    from engine.core.errors import RecordError
    from engine.services.play.records import SeatLines

    state = new_game("base", 2).new_state()
    SeatLines().read({"seat": 1, "plays": "bakery", "after": 0}, state, "s:2")
    with pytest.raises(RecordError, match="not a file"):
        SeatLines().read({"seat": 1, "plays": write(tmp_path, PLAN), "after": 0}, state, "s:2")


def test_the_lobby_offers_the_shipped_strategies_and_refuses_a_file(tmp_path: Path) -> None:
    from markupsafe import escape
    from starlette.testclient import TestClient

    from engine.services.play.room import Lobby, RoomError, TableSpec
    from engine.ui.web import create_app

    lobby = Lobby(None)
    with TestClient(create_app(lobby, pace=0), base_url="http://127.0.0.1:8000") as client:
        page = client.get("/").text
        for name in shipped():
            assert f"<option value='{name}'>{escape(load_strategy(name).name)} (strategy)</option>" in page
    room = lobby.create(TableSpec("base", ("human", "cheese_factory"), ("Ann", "")))
    assert room.session.names[1] == "Cheese Factory 2"
    with pytest.raises(RoomError, match="shipped strategy"):
        lobby.create(TableSpec("base", ("human", write(tmp_path, PLAN)), ("Ann", "")))
    with pytest.raises(RoomError, match=r"Bread \(Machi Koro 2\) is a strategy for mk2, not for Machi Koro"):
        lobby.create(TableSpec("base", ("human", "mk2_bread"), ("Ann", "")))


MODES = [
    "buy: dearest\nlandmarks: first\nlandmark_order: dearest\ncount: bought\notherwise: basic\ndice: two\n",
    "buy: wait\nlandmarks: {when: 'coins >= 12'}\nlandmark_order: [amusement_park, radio_tower]\n"
    "otherwise: random\ndice: {two_when: 'count(card(cheese_factory)) >= 1 or coins > 20'}\n",
    "otherwise: normal\ndice: one\n",
]
"""Every mode of every field, across three strategies (docs/strategies.md)."""
WANTS = [
    "wants:\n  - ranch: 3\n  - cheese_factory: 2\n  - mine: 2\n  - cafe: 2\n",
    "wants:\n  - wheat_field: 3\n  - cheese_factory: 2\n  - ranch: 4\n  - tv_station: 1\n",
    "wants:\n  - stadium: 1\n  - bakery: 4\n  - business_center: 1\n  - convenience_store: 3\n",
]


@pytest.mark.parametrize(("edition", "players"), [("base", 4), ("harbor", 3), ("base", 2)])
def test_the_native_engine_plays_a_strategy_as_the_python_engine_does(
    tmp_path: Path, edition: str, players: int
) -> None:
    """Every mode of a strategy file, and the shipped ones, with bots: whole games come out the same
    (the native module run uncompiled, the same code numba compiles)."""
    import numpy as np

    from engine.native import play as native
    from engine.native.build import interpreted, result_arrays, work_array
    from engine.services.lab import run as lab

    plans = [
        write(tmp_path, f"strategy: S{i}\neditions: [base]\n{mode}{wants}", f"s{i}.yaml")
        for i, (mode, wants) in enumerate(zip(MODES, WANTS, strict=True))
    ]
    pool = [*plans, "cheese_factory", "convenience_store", "normal", "basic", "random"]
    bots = [pool[(i * 3 + players) % len(pool)] for i in range(players)]
    setup = lab.Setup(edition, players, tuple(bots), max_turns=300, plans=tuple(pool))
    game = setup.game()
    _normal, conditions = native.needs(bots, pool)
    module = interpreted(game, conditions)
    work = work_array(module, game)
    work[module.LOGN] = -1  # type: ignore[attr-defined]
    native.write_plans(work, module, game, bots, conditions)
    games, seed = 6, 50
    winners, turns, bought, curves = result_arrays(games, players, game.ncards)
    ends = np.zeros((1, 1), dtype=np.int64)
    seats = native.seat_codes(bots)
    module.run(work, ends, seed, 0, games, seats, False, 300, winners, turns, bought, curves)  # type: ignore[attr-defined]
    for i in range(games):
        r = lab.play_one(setup, i, seed + i)
        assert (r.winner, r.turns) == (None if winners[i] < 0 else int(winners[i]), int(turns[i])), (bots, i)
        assert r.bought == tuple(tuple(int(x) for x in row) for row in bought[i])


def test_a_strategy_the_native_engine_cannot_play_is_named(tmp_path: Path) -> None:
    from engine.native import play as native

    plan = write(tmp_path, PLAN + "decisions: basic\n")
    game = new_game("base", 2)
    assert "normal bot only" in str(native.why_not(game, [plan, "normal"]))
    assert native.why_not(game, ["cheese_factory", "normal"]) is None


def test_the_shipped_panel_of_an_edition_is_the_strategies_written_for_it_or_what_it_extends() -> None:
    base = panel("shipped", "base")
    assert "cheese_factory" in base and not any(n.startswith("mk2_") for n in base)
    assert panel("shipped", "harbor") == panel("shipped", "deluxe") == base  # they extend base
    mk2 = panel("shipped", "mk2")
    assert len(mk2) >= 4 and all(load_strategy(n).editions == ("mk2",) for n in mk2)
    with pytest.raises(EditionError, match="the shipped strategies for fussball holds 0"):
        panel("shipped", "fussball")


def test_a_pool_with_bots_that_think_asks_the_native_engine_for_its_strategies_only() -> None:
    """A tournament's pool names every entrant; the bots the native engine lacks are not strategies."""
    from engine.native import play as native

    pool = ("hard", "expert", "cheese_factory", "normal")
    assert native.needs(["normal", "cheese_factory"], pool) == native.needs(["normal", "cheese_factory"], pool[2:])
    assert native.seats_all(("cheese_factory", "basic")) and not native.seats_all(("hard", "normal"))


SCENARIO = """name: a bot step
edition: base
players: 2
start:
  players:
    - {{coins: 4}}
    - {{coins: 0}}
steps:
  - roll: [6]
  - bot: {name}
"""


def test_a_scenario_lets_a_strategy_answer_and_follows_its_list(tmp_path: Path) -> None:
    from engine.services.check.scenario import run_file

    plan = "strategy: Ranches\neditions: [base]\nlandmarks: after_wants\nwants:\n  - ranch: 2\n"
    (tmp_path / "ranches.yaml").write_text(plan)
    expect = "expect:\n  players:\n    - {{establishments: {{wheat_field: 1, bakery: 1, {card}: 1}}}}\n"
    cases = {"ranches.yaml": "ranch", "cheese_factory": "train_station"}
    for name, built in cases.items():
        text = SCENARIO.format(name=name) + expect.format(card="ranch")
        if built == "train_station":  # the shipped plan builds its station first: a landmark, no card
            text = SCENARIO.format(name=name) + "expect:\n  players:\n    - {landmarks: [train_station]}\n"
        (tmp_path / "s.yaml").write_text(text)
        result = run_file(tmp_path / "s.yaml")
        assert result.ok, (name, result.failures)
    (tmp_path / "s.yaml").write_text(SCENARIO.format(name="cheese_factory") + expect.format(card="ranch"))
    assert not run_file(tmp_path / "s.yaml").ok  # the plan's station, not a Ranch: the scenario can fail


@pytest.mark.parametrize(
    ("name", "says"),
    [
        ("chese_factory", "s.yaml:10:10: MK505 step 2: unknown bot 'chese_factory' (did you mean 'cheese_factory'"),
        ("expert:lots", "s.yaml:10:10: MK507"),
        ("../out.yaml", "s.yaml:10:10: MK107"),
        ("rnach.yaml", "rnach.yaml:4:5: MK414 Machi Koro has no card 'rnach'"),
        ("mk2_bread", "MK414 written for mk2: not for Machi Koro, nor an edition it extends"),
    ],
)
def test_a_bot_step_that_cannot_be_played_is_said_at_its_place(tmp_path: Path, name: str, says: str) -> None:
    from engine.services.check.scenario import run_file

    (tmp_path / "rnach.yaml").write_text("strategy: R\neditions: [base]\nwants:\n  - rnach: 2\n")
    (tmp_path.parent / "out.yaml").write_text("strategy: O\neditions: [base]\nwants:\n  - ranch: 2\n")
    (tmp_path / "s.yaml").write_text(SCENARIO.format(name=name))
    result = run_file(tmp_path / "s.yaml")
    assert not result.ok and any(says in line for line in result.failures), result.failures


def test_a_bot_step_answers_a_players_decision_never_the_dice(tmp_path: Path) -> None:
    from engine.services.check.scenario import run_file

    (tmp_path / "s.yaml").write_text(SCENARIO.format(name="normal").replace("  - roll: [6]\n", ""))
    result = run_file(tmp_path / "s.yaml")
    assert not result.ok and "a bot answers a player's decision, and the game waits for a roll" in result.failures[0]


def test_an_agent_trains_against_a_strategy_that_builds_its_list() -> None:
    """The environment seats a strategy: an agent that never builds meets a rival whose city is its list."""
    pytest.importorskip("pettingzoo", reason="the agents extra is not installed")
    import numpy as np

    from engine.ui.environment import env

    game = env("base", players=2, bots={1: "convenience_store"})
    game.reset(seed=3)
    for _agent in game.agent_iter(max_iter=20_000):
        observation, _reward, terminated, truncated, _info = game.last()
        legal = np.flatnonzero(observation["action_mask"])
        game.step(None if terminated or truncated else int(legal[0]))  # the first legal answer: roll, or nothing
    state = game.game_state
    rival = state.cities[1]
    wanted = {state.game.card_ids.index(c) for c in ("convenience_store", "bakery")}
    bought = {c for c, k in enumerate(rival) if k > state.game.start_city[c]}
    assert bought and bought <= wanted, [state.game.card_ids[c] for c in bought]
