"""The expert bot: its budget (futures or time), its search, and its place everywhere a bot plays."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from engine.core.errors import MkError, RecordError, UnknownName
from engine.core.setup import set_player
from engine.core.state import Action, State
from engine.load.loader import builtin_editions, new_game
from engine.native.uses import Use
from engine.services.lab.compare import compare_data
from engine.services.lab.run import Setup, run
from engine.services.play.driver import play
from engine.services.play.feed import feed
from engine.services.play.room import Lobby, RoomError, TableSpec
from engine.services.play.session import GameSession, start_session
from engine.services.players import expert as expert_module
from engine.services.players.bots import bot_name, make_bot, normal_bot, with_think
from engine.services.players.expert import (
    DEFAULT_THINK,
    MAX_FUTURES,
    NATIVE_THINK,
    BadThink,
    Expert,
    Think,
    parse_think,
)
from engine.services.players.seeding import bot_rng
from engine.ui.cli import main


def played(edition: str, bots: list[str], seed: int) -> State:
    state = new_game(edition, len(bots)).new_state(seed=seed, log=False)
    rng = bot_rng(seed)
    play(state, [make_bot(b, rng) for b in bots], random.Random(seed), max_turns=600)
    return state


@pytest.mark.parametrize(
    ("text", "think"),
    [
        ("240", Think(futures=240)),
        ("12 futures", Think(futures=12)),
        ("1 future", Think(futures=1)),
        ("0.5s", Think(seconds=0.5)),
        (" 2 s ", Think(seconds=2.0)),
        ("500ms", Think(seconds=0.5)),
        (".25s", Think(seconds=0.25)),
    ],
)
def test_a_budget_is_futures_or_time(text: str, think: Think) -> None:
    assert parse_think(text) == think
    assert parse_think(str(think)) == think  # the canonical form reads back


@pytest.mark.parametrize("text", ["", "0", "0s", "1.5", "-3", "fast", "1e3", "61s", f"{MAX_FUTURES + 1}", "5 min"])
def test_a_budget_that_is_no_number_of_futures_or_time_is_refused_with_its_code(text: str) -> None:
    with pytest.raises(BadThink) as caught:
        parse_think(text)
    assert caught.value.code == "MK507"
    assert repr(text) in str(caught.value)


@given(st.text(max_size=30))
def test_any_text_is_a_budget_within_the_limits_or_mk507(text: str) -> None:
    try:
        think = parse_think(text)
    except BadThink:
        return
    assert (1 <= think.futures <= MAX_FUTURES) != (0 < think.seconds <= expert_module.MAX_SECONDS)


def test_a_bot_name_carries_its_budget_in_a_canonical_form() -> None:
    assert bot_name("expert") == "expert"
    assert bot_name("expert:0.50s") == "expert:0.5s"
    assert bot_name("expert:500ms") == "expert:0.5s"
    assert bot_name("expert:64 futures") == "expert:64"
    assert with_think("expert", "0.5s") == "expert:0.5s"
    assert with_think("expert:10", "0.5s") == "expert:10"  # a name's own budget stands
    assert with_think("easy", "0.5s") == "basic"  # a bot that does not think takes none
    with pytest.raises(UnknownName, match="takes no thinking budget"):
        bot_name("hard:30")
    with pytest.raises(UnknownName, match="did you mean 'expert'"):
        bot_name("exprt:30")
    with pytest.raises(BadThink):
        bot_name("expert:lots")


class Scripted(Expert):
    """An expert whose futures are scripted: option i wins future k with chance ``chances[i]`` (the
    same draw for every option: common random numbers)."""

    def __init__(self, chances: dict[Action, float], think: Think, clock: list[float] | None = None):
        super().__init__(random.Random(1), normal_bot, think)
        self.chances = chances
        self.played: dict[Action, int] = dict.fromkeys(chances, 0)
        self.clock = clock

    def sampler(self, state: State, options: list[Action], p: int) -> Callable[[int, int, int], float]:
        def sample(i: int, k: int, count: int) -> float:
            act = options[i]
            self.played[act] += count
            if self.clock is not None:
                self.clock[0] += 0.001 * count
            return sum(1.0 if random.Random(f).random() < self.chances[act] else 0.0 for f in range(k, k + count))

        return sample


def options(n: int) -> list[Action]:
    return [Action("build", f"card{i}") for i in range(n)]


def test_sequential_halving_finds_the_best_and_spends_most_on_the_close_calls() -> None:
    acts = options(8)
    chances = {a: 0.3 + 0.02 * i for i, a in enumerate(acts)}
    chances[acts[5]] = 0.8  # one clearly best
    bot = Scripted(chances, Think(futures=400))
    state = new_game("base", 2).new_state(seed=1)
    assert bot.weigh(state, acts, acts[0]) == acts[5]
    spent = sum(bot.played.values())
    assert spent <= 400
    assert bot.played[acts[5]] == max(bot.played.values())  # the winner was weighed in every stage
    assert min(bot.played.values()) < bot.played[acts[5]] / 2  # the worst were dropped early


def test_every_option_meets_the_same_futures_and_ties_go_to_the_normal_choice() -> None:
    acts = options(3)
    bot = Scripted(dict.fromkeys(acts, 0.5), Think(futures=60))
    state = new_game("base", 2).new_state(seed=1)
    assert bot.weigh(state, acts, acts[2]) == acts[2]  # same chance, same futures: equal scores


def test_a_time_budget_stops_on_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = [0.0]
    monkeypatch.setattr(expert_module, "clock", lambda: clock[0])
    acts = options(4)
    bot = Scripted({a: 0.5 for a in acts}, Think(seconds=0.1), clock)
    state = new_game("base", 2).new_state(seed=1)
    bot.weigh(state, acts, acts[0])
    assert 0.1 <= clock[0] < 0.1 + 0.001 * len(acts) + 1e-9  # every future costs 1 ms of the fake clock
    assert not bot.replayable


def test_the_expert_wins_now_when_it_can_and_searches_only_legal_builds() -> None:
    state = new_game("base", 2).new_state(seed=1)
    set_player(state, 0, coins=40, landmarks=["train_station", "shopping_mall", "amusement_park"])
    state.apply(state.legal_actions()[0])  # how many dice
    state.apply(Action("roll", (2,)))
    assert make_bot("expert:50", random.Random(2))(state) == Action("build", "radio_tower")
    state = new_game("base", 3).new_state(seed=1)
    set_player(state, 0, coins=8, establishments={"wheat_field": 1, "bakery": 1, "ranch": 1})
    state.apply(Action("roll", (2,)))
    before = (list(state.coins), [list(c) for c in state.cities], state.market)
    choice = make_bot("expert:40", random.Random(5))(state)
    assert choice in state.legal_actions()
    assert (state.coins, state.cities, state.market) == before  # searching plays on copies


def test_the_expert_keeps_the_other_bots_draws_as_they_were() -> None:
    """However many futures it samples, the generator it shares with the other seats is drawn once."""
    state = new_game("base", 2).new_state(seed=1)
    state.apply(Action("roll", (3,)))
    draws = []
    for think in ("10", "80"):
        rng = random.Random(9)
        make_bot(f"expert:{think}", rng)(state)
        draws.append(rng.random())
    assert draws[0] == draws[1]


@pytest.mark.slow
@pytest.mark.parametrize("edition", sorted(builtin_editions()))
def test_the_expert_finishes_every_edition_and_repeats_exactly(edition: str) -> None:
    a = played(edition, ["expert:24", "normal"], seed=4)
    assert a.winner is not None  # every action legal: apply refuses anything else
    b = played(edition, ["expert:24", "normal"], seed=4)
    assert a.history == b.history


def test_think_reaches_the_lab_and_is_refused_without_a_thinking_bot(tmp_path: Path) -> None:
    runner = CliRunner()
    out = runner.invoke(
        main,
        ["simulate", "--edition", "base", "--players", "2", "--games", "2", "--bots", "expert,normal", "--think", "8"],
    )
    assert out.exit_code == 0, out.output
    assert "expert:8" in out.output
    compared = ["compare", "base", "--independent", "--players", "2", "--games", "2"]
    compared += ["--bots", "expert", "--think", "4"]
    out = runner.invoke(main, compared)
    assert out.exit_code == 0, out.output
    assert "expert:4" in out.output
    out = runner.invoke(main, ["simulate", "--games", "2", "--bots", "normal", "--think", "8"])
    assert out.exit_code != 0
    assert "--think is for the bots that think (expert)" in out.output
    out = runner.invoke(main, ["simulate", "--games", "2", "--bots", "expert", "--think", "lots"])
    assert out.exit_code != 0
    assert "MK507" in out.output or "no thinking budget" in out.output


def test_a_game_against_the_expert_is_saved_and_resumes(tmp_path: Path) -> None:
    save = tmp_path / "game.jsonl"
    args = ["play", "--humans", "0", "--players", "2", "--bots", "expert,normal", "--think", "6", "--seed", "3"]
    out = CliRunner().invoke(main, [*args, "--save", str(save), "--max-turns", "12", "--no-color"])
    assert out.exit_code == 0, out.output
    head = json.loads(save.read_text().splitlines()[0])
    assert head["seats"][0] == "expert:6"


@pytest.mark.parametrize("think", ["6", "0.01s"])
def test_a_save_with_an_expert_resumes_with_either_budget(
    tmp_path: Path, think: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A budget of futures decides again as it did (the save checks it); a time budget's moves are taken
    as they were saved (it would decide otherwise on a machine that is busier or faster)."""
    save = tmp_path / "s.jsonl"
    session = start_session("base", 3, 0, [f"expert:{think}", "normal", f"expert:{think}"], [], 5, save_path=save)
    for _ in range(60):
        if not session.step():
            break
    session.save()
    asked = []
    decide = Expert.__call__

    def counted(self: Expert, state: State) -> Action:
        asked.append(len(state.history))
        return decide(self, state)

    monkeypatch.setattr(Expert, "__call__", counted)
    again = GameSession.resume(save)
    assert again.state.history == session.state.history
    assert again.seats == session.seats
    assert session.names == ["Expert bot 1", "Normal bot 2", "Expert bot 3"]  # the budget is no part of a name
    assert bool(asked) == (think == "6")  # checked against the save only where it would decide the same


def test_a_save_names_the_seats_whose_moves_may_not_repeat_and_a_resume_takes_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An expert whose futures the native engine played decides otherwise where Python plays them: the
    save's header names its seat, and a resume on any machine takes its moves as saved (it used to
    check them against the Python search and refuse the save)."""
    save = tmp_path / "s.jsonl"
    with monkeypatch.context() as m:  # as a native search does: not replayable, and not Python's choices
        m.setattr(Expert, "replayable", property(lambda self: False))
        m.setattr(Expert, "weigh", lambda self, state, options, first: options[-1])
        session = start_session("base", 2, 0, ["expert:6", "normal"], [], 5, save_path=save)
        for _ in range(80):
            if not session.step():
                break
        session.save()
    assert json.loads(save.read_text().splitlines()[0])["unchecked"] == [0]
    again = GameSession.resume(save)
    assert again.state.history == session.state.history
    assert again.save() and json.loads(save.read_text().splitlines()[0])["unchecked"] == [0]  # still said
    lines = save.read_text().splitlines()
    head = json.loads(lines[0])
    del head["unchecked"]  # the same save without it: the Python search's moves differ from the saved ones
    save.write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n")
    with pytest.raises(RecordError, match="decides otherwise than the record"):
        GameSession.resume(save)
    for bad in (["0"], [2], -1):
        head["unchecked"] = bad
        save.write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n")
        with pytest.raises(RecordError, match="unchecked seats are not seats"):
            GameSession.resume(save)


def test_a_server_sets_the_budget_and_a_screen_cannot(tmp_path: Path) -> None:
    lobby = Lobby(None, think="7")
    room = lobby.create(TableSpec("base", ("human", "expert"), ("Ann", "")))
    assert room.session.seats == ["human", "expert:7"]
    with pytest.raises(RoomError):
        lobby.create(TableSpec("base", ("human", "expert:60s"), ("Ann", "")))
    host = room.host_key
    with pytest.raises(RoomError):
        room.replace(host, 0, "expert:60s")
    room.replace(host, 0, "expert")
    assert room.session.seats[0] == "expert:7"


def test_the_environment_plays_against_the_expert() -> None:
    pytest.importorskip("pettingzoo")
    import numpy as np

    from engine.ui.environment import env

    game = env("base", players=2, bots={1: "expert:8"})
    game.reset(seed=3)
    state = game.game_state
    pick = random.Random(3)
    steps = 0
    for agent in game.agent_iter():
        observation, _reward, terminated, truncated, _info = game.last()
        if terminated or truncated:
            game.step(None)
            continue
        assert game.agent_seat[agent] == 0  # the expert's seat plays inside the environment
        game.step(int(pick.choice(np.flatnonzero(observation["action_mask"]).tolist())))
        steps += 1
    assert state.is_over
    decisions = [a for a in state.history if a.kind != "roll"]
    assert len(decisions) > steps  # the expert's decisions are in the game's history too


def test_the_docs_name_the_default_budget() -> None:
    text = " ".join((Path(__file__).parent.parent / "docs" / "bots.md").read_text().split())
    assert f"(`--think {DEFAULT_THINK}`, the default)" in text
    assert f"(`--think {NATIVE_THINK}` by default)" in text
    shown = " ".join(CliRunner().invoke(main, ["simulate", "--help"]).output.split())
    assert f"by default {DEFAULT_THINK}, or {NATIVE_THINK} where the native engine plays them" in shown


class Learns:
    """A bot that learns only when it decides that its decisions are not to be checked (the expert,
    finding the native engine searching for it), and decides otherwise than the record."""

    def __init__(self) -> None:
        self.replayable = True
        self.asked = 0

    def __call__(self, state: State) -> Action:
        self.asked += 1
        self.replayable = False
        return Action("build", "bakery")


def test_a_bot_that_learns_it_is_not_replayable_when_it_decides_is_not_checked() -> None:
    state = new_game("base", 2).new_state(seed=1)
    bot = Learns()
    feed(state, [[3]], [{"kind": "build", "choice": None}], agents=[bot])
    assert bot.asked == 1 and state.player == 1  # its move was taken as recorded
    state = new_game("base", 2).new_state(seed=1)
    with pytest.raises(RecordError, match="decides otherwise"):  # a bot that stays replayable is checked
        feed(state, [[3]], [{"kind": "build", "choice": "bakery"}], agents=[lambda s: Action("build", None)])


def test_the_front_ends_compile_the_experts_futures_first_and_say_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from engine.native import build as native_build
    from engine.native import play as native_play
    from engine.ui.common import ready_expert

    compiled: list[object] = []
    monkeypatch.setattr(native_play, "why_not", lambda game, bots, *a: None)
    monkeypatch.setattr(native_build, "cached", lambda game, normal, use: False)
    monkeypatch.setattr(native_play, "native", lambda game, normal, use: compiled.append((game, normal, use)))
    game = new_game("base", 2)
    assert not ready_expert(game, ["hard", "normal"], "auto")  # nobody thinks: nothing to compile
    assert ready_expert(game, ["expert:40", "hard"], "python") and compiled == []
    monkeypatch.setenv("MK_ENGINE", "python")
    assert ready_expert(game, ["expert"]) and compiled == []  # MK_ENGINE, as the lab's --engine
    assert ready_expert(game, ["expert"], "auto")
    assert compiled == [(game, True, Use.FUTURES)]  # the entry points of its futures, no others
    assert "compiling the native engine for the expert bot's futures" in capsys.readouterr().err
    monkeypatch.setattr(native_play, "why_not", lambda game, bots, *a: "numba is not installed")
    assert ready_expert(game, ["expert"], "auto")  # the Python engine plays them
    with pytest.raises(MkError, match="--engine native: the expert's futures: numba is not installed"):
        ready_expert(game, ["expert"], "native")


@pytest.mark.parametrize("compiled", [False, True])
def test_on_auto_the_expert_searches_natively_once_the_module_is_compiled(
    monkeypatch: pytest.MonkeyPatch, compiled: bool
) -> None:
    from types import SimpleNamespace

    from engine.native import build as native_build
    from engine.native import play as native_play
    from engine.native.build import interpreted

    game = new_game("base", 2)
    monkeypatch.setattr(native_build, "in_cache", lambda name, use: compiled)
    monkeypatch.setattr(native_play, "native", lambda g, normal, use: SimpleNamespace(module=interpreted(g)))
    bot = Expert(random.Random(1), normal_bot, engine="auto")
    state = game.new_state(seed=2, log=False)
    state.apply(Action("roll", (3,)))
    assert bot.replayable and bot.think == DEFAULT_THINK  # before its first look
    assert (bot.native_futures(state) is not None) is compiled
    assert bot.think == (expert_module.NATIVE_THINK if compiled else DEFAULT_THINK)
    assert bot.replayable is not compiled
    bot.given = Think(futures=8)
    assert bot(state) in state.legal_actions()
    monkeypatch.setattr(native_build, "in_cache", lambda name, use: True)  # a compile elsewhere lands (mk serve's)
    found = bot.native_futures(state) is not None
    assert found is compiled  # the lab's experts search as they began: their figures never hang on a compile's time
    bot.follows = True  # mk serve's
    assert bot.native_futures(state) is not None and not bot.replayable  # the next decision searches natively
    other = new_game("harbor", 2)  # the same bot seated in another game looks again
    monkeypatch.setattr(native_build, "in_cache", lambda name, use: False)
    assert bot.native_futures(other.new_state(seed=2, log=False)) is None


def test_engine_python_in_the_lab_keeps_the_experts_futures_in_python_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MK_ENGINE", raising=False)
    args = [
        "simulate",
        "--edition",
        "base",
        "--players",
        "2",
        "--bots",
        "expert:4,hard",
        "--games",
        "1",
        "--engine",
        "python",
    ]
    out = CliRunner().invoke(main, args)
    assert out.exit_code == 0, out.output
    assert "MK_ENGINE" not in os.environ  # nothing is said through the environment
    from engine.services.lab.run import Setup
    from engine.ui.labengine import choose_engine

    chosen = choose_engine(Setup("base", 2, ("expert:4", "hard")), "python", 0, 1)
    assert chosen.futures == "python"  # the experts' futures in Python too, carried to every worker
    assert "MK_ENGINE" not in os.environ


def test_the_lab_with_experts_sees_a_card_that_normal_players_pass_over() -> None:
    """docs/lab.md's house rule: a Cafe that costs 1 and takes 2. Normal bots hardly ever buy it (they
    value a card by what it brings its owner), so their lab calls it rarely bought; experts, who weigh
    what the rival loses as well, buy it in most cities, several copies a game."""
    rule = str(Path(__file__).resolve().parent / "editions" / "cafe_two.yaml")

    def cafe(bots: tuple[str, ...], games: int) -> tuple[str, float, float]:
        report = run(Setup(rule, 2, bots, rotate=True), games).tally.report()
        row = next(r for r in report["cards"] if r["card"] == "cafe")
        return row["verdict"], row["bought_rate"], row["copies_per_game"]

    verdict, share, _copies = cafe(("normal", "normal"), 400)
    assert verdict == "rarely bought", share
    base, house = (run(Setup(e, 2, ("normal", "normal"), rotate=True), 400, 0, keep=True) for e in ("base", rule))
    assert not compare_data(base, house, "base", "cafe_two")["differ"]  # normal players: the same game as base
    _verdict, share, copies = cafe(("expert:64", "expert:64"), 6)  # the Python engine's futures (conftest): seconds
    assert share >= 0.5 and copies >= 2, (share, copies)


def test_mk_serve_compiles_the_experts_futures_in_a_process_of_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A table with an expert starts one compile of its game's module beside the server (none while one
    runs, none for a module cached, none without an expert or with MK_ENGINE=python); the process
    compiles the game its header describes."""
    import subprocess
    from types import SimpleNamespace

    from engine.native import build as native_build
    from engine.native import play as native_play
    from engine.ui import common, warm

    started: list[list[str]] = []

    class Process:
        def __init__(self, args: list[str], **_: Any) -> None:
            started.append(args)

        def poll(self) -> int | None:
            return None  # still compiling

    monkeypatch.setattr(subprocess, "Popen", Process)
    monkeypatch.setattr(common, "_WARMING", {})
    monkeypatch.delenv("MK_ENGINE")
    cache = {"in": False}
    monkeypatch.setattr(native_build, "in_cache", lambda name, use: cache["in"])
    session = start_session("harbor", 3, 1, ["expert", "normal"], [], 4)
    head = session.recorder.lines[0]
    assert not common.warm_expert(session.game, ["normal", "normal"], head, tmp_path)
    assert common.warm_expert(session.game, ["expert", "normal"], head, tmp_path)
    assert not common.warm_expert(session.game, ["expert:7"], head, tmp_path)  # the same module, under way
    assert len(started) == 1 and started[0][1:3] == ["-m", "engine.ui.warm"]
    monkeypatch.setattr(common, "_WARMING", {})
    cache["in"] = True
    assert not common.warm_expert(session.game, ["expert"], head, tmp_path)
    cache["in"] = False
    assert not common.warm_expert(session.game, ["expert"], head, tmp_path, "python")  # mk serve with MK_ENGINE=python

    compiled: list[Any] = []

    def compile_it(game: Any, normal: bool, use: Use) -> SimpleNamespace:
        compiled.append((game, normal, use))
        return SimpleNamespace()

    monkeypatch.setattr(native_play, "native", compile_it)
    assert warm.main([started[0][3]]) == 0
    ((game, normal, use),) = compiled
    assert normal and use is Use.FUTURES and game.nplayers == 3 and game.edition.hash == session.game.edition.hash
    assert game.options.as_dict() == session.game.options.as_dict()
    assert warm.main(["{}"]) == 1 and warm.main(["not json"]) == 1 and warm.main([]) == 1


def test_the_engine_of_the_futures_is_passed_down_never_read_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The front end reads MK_ENGINE (engine.ui.common.engine_from_environment) and passes it down: to
    the session's and the lobby's bots, to a resumed game's, to a strategy's own bots."""
    from engine.services.play.room import Lobby, TableSpec
    from engine.services.play.session import GameSession, start_session
    from engine.services.players.bots import make_bot
    from engine.ui.common import engine_from_environment

    monkeypatch.setenv("MK_ENGINE", "native")  # what the front end would read: below it, nobody does
    assert engine_from_environment() == "native"
    monkeypatch.setenv("MK_ENGINE", "nonsense")
    assert engine_from_environment() == "auto"
    assert make_bot("expert:4", random.Random(0)).engine == "auto"  # type: ignore[attr-defined]
    assert make_bot("expert", random.Random(0), "python").engine == "python"  # type: ignore[attr-defined]
    save = tmp_path / "game.jsonl"
    session = start_session("base", 2, 1, ["expert:4"], [], 3, save_path=save, futures="python")
    assert session.agents[1].engine == "python"  # type: ignore[union-attr]
    session.save()
    assert GameSession.resume(save, futures="native").agents[1].engine == "native"  # type: ignore[union-attr]
    lobby = Lobby(None, futures="python")
    room = lobby.create(TableSpec("base", ("human", "expert"), ("Ann", "")))
    assert room.session.agents[1].engine == "python"  # type: ignore[union-attr]
