"""The native engine (engine.native): the same games as the Python engine, decision for decision.

Every built-in edition and example house rule, at every player count, with both native bots: the
generated module (run by CPython here, so that no test waits for a compile) gives the same winner,
length and cities as the Python engine for the same seeds, and its games written as records replay
in the Python engine turn by turn. Two games are compiled to machine code for real (the cache kept
for the session), and ``mk simulate --engine native`` reports what ``--engine python`` reports.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.game import Game
from engine.load.loader import builtin_editions, new_game
from engine.native import mt
from engine.native import play as native
from engine.native.build import interpreted, result_arrays
from engine.native.effects import Unsupported
from engine.native.generate import MT_STAGE, MT_WORDS, source
from engine.native.template import work_array
from engine.services import lab
from engine.services.records import iter_replays
from engine.ui.cli import main

ROOT = Path(__file__).resolve().parent.parent
HOUSE_RULES = sorted(str(p) for p in (ROOT / "editions" / "house-rules").glob("*.yaml"))
EDITIONS = [*builtin_editions(), *HOUSE_RULES]
GAMES = 4


@pytest.fixture(scope="session")
def native_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One cache of compiled modules for the session (each test still has its own HOME)."""
    return tmp_path_factory.mktemp("native-cache")


@pytest.fixture
def compiled(native_cache: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("MK_NATIVE_CACHE", str(native_cache))
    yield


# -- the generator ------------------------------------------------------------------------------
@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**63 - 1 - mt.LANES), st.integers(0, mt.LANES - 1), st.integers(2, 60))
def test_the_generator_is_cpythons(first: int, lane: int, length: int) -> None:
    """Seeded from an integer (a game's dice: its seed; its bots: its seed + 2**64), ``random()`` and
    ``shuffle()`` give CPython's numbers bit for bit, whichever of the lanes seeded side by side."""
    stage = np.zeros(mt.STAGE, dtype=np.int64)
    ours = np.zeros(2 * MT_WORDS, dtype=np.int64)
    mt.seed_lanes(stage, 0, first)
    mt.take_lane(stage, 0, lane, ours, MT_WORDS)
    theirs = random.Random(first + lane // 2 + (lane % 2) * 2**64)
    assert [mt.random(ours, MT_WORDS) for _ in range(700)] == [theirs.random() for _ in range(700)]
    items = np.arange(length, dtype=np.int64)
    expected = list(range(length))
    theirs.shuffle(expected)
    mt.shuffle(ours, MT_WORDS, items, 0, length)
    assert items.tolist() == expected


def test_the_generator_sizes_are_the_modules() -> None:
    assert (mt.WORDS, mt.STAGE) == (MT_WORDS, MT_STAGE)


# -- the same games --------------------------------------------------------------------------------
def _games(edition: str) -> list[int]:
    game = new_game(edition, 2)
    ed = game.edition
    return list(range(ed.min_players, ed.max_players + 1))


CASES = [(e, n) for e in EDITIONS for n in _games(e)]


def _results(module: object, game: Game, bots: list[str], seed: int, games: int) -> list[tuple[object, ...]]:
    m = module
    work = work_array(m)
    work[m.LOGN] = -1  # type: ignore[attr-defined]
    winners, turns, bought = result_arrays(games, game.nplayers, game.ncards)
    seats = np.array([native.BOTS[b] for b in bots], dtype=np.int64)
    ends = np.zeros((1, 1), dtype=np.int64)
    m.run(work, ends, seed, 0, games, seats, False, 300, winners, turns, bought)  # type: ignore[attr-defined]
    return [
        (None if w < 0 else int(w), int(t), tuple(tuple(int(x) for x in row) for row in b))
        for w, t, b in zip(winners, turns, bought, strict=True)
    ]


@pytest.mark.parametrize(("edition", "players"), CASES, ids=[f"{Path(e).stem}-{n}" for e, n in CASES])
def test_the_native_games_are_the_python_games(edition: str, players: int) -> None:
    """Each native bot decides as its Python version: whole games come out the same."""
    bots = (["random", "basic"] * players)[:players]
    setup = lab.Setup(edition, players, tuple(bots), max_turns=300)
    game = setup.game()
    module = interpreted(game)
    seed = 1000 * players
    found = _results(module, game, bots, seed, GAMES)
    expected = []
    for i in range(GAMES):
        r = lab.play_one(setup, i, seed + i)
        expected.append((r.winner, r.turns, r.bought))
    assert found == expected


@pytest.mark.parametrize("edition", EDITIONS, ids=[Path(e).stem for e in EDITIONS])
def test_a_native_record_replays_in_the_python_engine(
    edition: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A native game's record holds the native state of every turn; the Python engine replays it."""
    players = new_game(edition, 2).edition.max_players
    setup = lab.Setup(edition, players, ("random",) * players, engine="native", max_turns=200)
    game = setup.game()
    monkeypatch.setitem(native._LOADED, id(game), _Interpreted(interpreted(game)))
    path = tmp_path / "games.jsonl"
    with path.open("w", encoding="utf-8") as out:
        for i in range(2):
            for line in lab.native_record(setup, i, 7 + i):
                out.write(json.dumps(line) + "\n")
    replayed = list(iter_replays(path))
    assert len(replayed) == 2
    assert all(state.is_over or state.turn > 200 for state, _names in replayed)


class _Interpreted:
    """An interpreted module in the place of a compiled one."""

    def __init__(self, module: object):
        self.module = module


def test_what_it_cannot_play_is_named_with_its_place() -> None:
    path = ROOT / "tests" / "editions" / "native_big_number.yaml"
    game = new_game(str(path), 2)
    with pytest.raises(Unsupported) as caught:
        source(game)
    assert "999,999,999,999" in str(caught.value) and "gold_mine, line 1 column 6" in str(caught.value)
    lines = path.read_text(encoding="utf-8").splitlines()
    line = next(i for i, text in enumerate(lines, 1) if "999999999999" in text)
    column = lines[line - 1].index("999999999999") + 1
    expected = f"{path}:{line}:{column}: the native engine cannot play the number 999,999,999,999 (at most"
    assert (native.why_not(game, ["basic", "basic"]) or "").startswith(expected)
    assert "no normal bot" in (native.why_not(new_game("base", 2), ["basic", "normal"]) or "")


def test_editions_shows_the_native_module() -> None:
    """``mk editions --show NAME --compiled --engine native``: the module's source (no numba needed),
    or what it cannot play, at its place."""
    runner = CliRunner()
    shown = runner.invoke(main, ["editions", "--show", "harbor", "--compiled", "--engine", "native", "--players", "3"])
    assert shown.exit_code == 0, shown.output
    assert shown.output.startswith('"""mk native engine: harbor, 3 players') and "\nNP = 3\n" in shown.output
    compile(shown.output, "harbor.py", "exec")  # Python, as the cache holds it
    path = ROOT / "tests" / "editions" / "native_big_number.yaml"
    refused = runner.invoke(main, ["editions", "--show", str(path), "--compiled", "--engine", "native"])
    assert refused.exit_code != 0 and f"{path}:12:18: the native engine cannot play" in refused.output
    alone = runner.invoke(main, ["editions", "--show", "base", "--engine", "native"])
    assert alone.exit_code != 0 and "--engine goes with --show NAME --compiled" in alone.output


# -- compiled ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("args", [["--edition", "base"], ["--edition", "harbor", "--players", "3", "--rotate"]])
def test_simulate_reports_the_same_on_either_engine(args: list[str], compiled: None) -> None:
    """Compiled to machine code: the figures of a run are the Python engine's, with --jobs too."""
    runner = CliRunner()
    common = [*args, "--games", "60", "--bots", "random", "--format", "json"]
    reports = []
    for extra in (["--engine", "python"], ["--engine", "native"], ["--engine", "native", "--jobs", "2"]):
        result = runner.invoke(main, ["simulate", *common, *extra])
        assert result.exit_code == 0, result.output
        data = json.loads(result.stdout)
        assert data.pop("engine") == extra[1]
        for key in ("games_per_s", "turns_per_s"):
            data.pop(key)
        reports.append(data)
    assert reports[0] == reports[1] == reports[2]


def test_auto_falls_back_to_python_and_says_why(compiled: None) -> None:
    result = CliRunner().invoke(
        main, ["simulate", "--games", "3", "--bots", "normal", "--format", "json", "--engine", "auto"]
    )
    assert result.exit_code == 0, result.output
    assert "no normal bot" in result.stderr and json.loads(result.stdout)["engine"] == "python"
    refused = CliRunner().invoke(main, ["simulate", "--games", "3", "--bots", "normal", "--engine", "native"])
    assert refused.exit_code != 0 and "--engine native: the native engine has no normal bot" in refused.output
