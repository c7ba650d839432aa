"""The native engine (engine.native): the same games as the Python engine, decision for decision.

Every built-in edition and example house rule, at every player count, with both native bots: the
generated module (run by CPython here, so that no test waits for a compile) gives the same winner,
length and cities as the Python engine for the same seeds, and its games written as records replay
in the Python engine turn by turn. Two games are compiled to machine code for real (the cache kept
for the session), and ``mk simulate --engine native`` reports what ``--engine python`` reports.
"""

from __future__ import annotations

import dataclasses
import json
import random
import tempfile
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import yaml
from click.testing import CliRunner
from examples import examples
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from engine.core.cardmodel import plain_sum
from engine.core.errors import EditionError
from engine.core.game import Game
from engine.core.options import ALL_PILES
from engine.load.loader import builtin_editions, load_edition, new_game
from engine.native import build, mt
from engine.native import play as native
from engine.native.build import Native, interpreted, result_arrays, work_array
from engine.native.effects import Unsupported
from engine.native.generate import MT_STAGE, MT_WORDS, source
from engine.native.uses import Use
from engine.services.lab import run as lab
from engine.services.play.records import iter_replays
from engine.ui.cli import main

ROOT = Path(__file__).resolve().parent.parent
HOUSE_RULES = sorted(str(p) for p in (ROOT / "editions" / "house-rules").glob("*.yaml"))
EDITIONS = [*builtin_editions(), *HOUSE_RULES]
GAMES = 4
BOTS = list(native.BOTS)
"""Every bot the native engine plays; the tests seat them in turn."""


# -- the generator ------------------------------------------------------------------------------
@settings(max_examples=examples(40), deadline=None)
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


def _results(
    module: object, game: Game, bots: list[str], seed: int, games: int, max_turns: int = 300
) -> list[tuple[object, ...]]:
    m = module
    work = work_array(m, game)
    work[m.LOGN] = -1  # type: ignore[attr-defined]
    winners, turns, bought, curves = result_arrays(games, game.nplayers, game.ncards)
    seats = np.array([native.BOTS[b] for b in bots], dtype=np.int64)
    ends = np.zeros((1, 1), dtype=np.int64)
    m.run(work, ends, seed, 0, games, seats, False, max_turns, winners, turns, bought, curves)  # type: ignore[attr-defined]
    return [
        (None if w < 0 else int(w), int(t), tuple(tuple(int(x) for x in row) for row in b))
        for w, t, b in zip(winners, turns, bought, strict=True)
    ]


@pytest.mark.parametrize(("edition", "players"), CASES, ids=[f"{Path(e).stem}-{n}" for e, n in CASES])
def test_the_native_games_are_the_python_games(edition: str, players: int) -> None:
    """Each native bot decides as its Python version: whole games come out the same."""
    bots = [BOTS[(i + players) % len(BOTS)] for i in range(players)]
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


def _markets(edition: str) -> list[str]:
    """The markets an edition takes besides the one it plays by default (``--option market=...``)."""
    ed = load_edition(edition)
    return [m for m in (ALL_PILES, *ed.markets) if m != ed.options.get("market", ALL_PILES)]


MARKET_CASES = [(e, m) for e in EDITIONS for m in _markets(e)]


@pytest.mark.parametrize(("edition", "market"), MARKET_CASES, ids=[f"{Path(e).stem}-{m}" for e, m in MARKET_CASES])
def test_every_market_plays_alike_on_both_engines(edition: str, market: str) -> None:
    """Each market an edition takes (the hybrid supply's three rows, every pile open ...), at its most
    players: whole seeded games of every bot come out the same on both engines."""
    players = load_edition(edition).max_players
    bots = [BOTS[(i + players) % len(BOTS)] for i in range(players)]
    setup = lab.Setup(edition, players, tuple(bots), options=(("market", market),), max_turns=300)
    game = setup.game()
    seed = 77 * players
    found = _results(interpreted(game), game, bots, seed, GAMES)
    assert found == [(r.winner, r.turns, r.bought) for r in (lab.play_one(setup, i, seed + i) for i in range(GAMES))]


@pytest.mark.parametrize("edition", EDITIONS, ids=[Path(e).stem for e in EDITIONS])
def test_a_native_record_replays_in_the_python_engine(
    edition: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A native game's record holds the native state of every turn; the Python engine replays it."""
    players = new_game(edition, 2).edition.max_players
    seats = ("normal",) + ("random",) * (players - 1)
    setup = lab.Setup(edition, players, seats, engine="native", max_turns=200)
    game = setup.game()
    monkeypatch.setitem(native._LOADED, (id(game), True), Native(interpreted(game), ROOT, "", 0.0, True, game))
    path = tmp_path / "games.jsonl"
    with path.open("w", encoding="utf-8") as out:
        for i in range(2):
            for line in lab.native_record(setup, i, 7 + i):
                out.write(json.dumps(line) + "\n")
    replayed = list(iter_replays(path))
    assert len(replayed) == 2
    assert all(state.is_over or state.turn > 200 for state, _names in replayed)


def test_editions_that_differ_only_in_costs_share_one_module(tmp_path: Path) -> None:
    """Card costs are set at run time (mk tune's candidates of a cost compile once): base's module
    plays a house rule with other costs as the Python engine plays it."""
    path = tmp_path / "dear.yaml"
    path.write_text("extends: base\nname: Dear\ncards:\n  wheat_field: {cost: 3}\n  bakery: {cost: 4}\n")
    base, dear = new_game("base", 3), new_game(str(path), 3)
    assert build.key(source(base)) == build.key(source(dear)) and source(base) != source(dear)
    bots = ["normal", "basic", "random"]
    setup = lab.Setup(str(path), 3, tuple(bots), max_turns=300)
    found = _results(interpreted(base), setup.game(), bots, 5, 3)
    expected = [lab.play_one(setup, i, 5 + i) for i in range(3)]
    assert found == [(r.winner, r.turns, r.bought) for r in expected]


def test_the_valuations_sums_round_at_each_addition() -> None:
    """The normal bot's sums are made left to right, one rounding per addition, as the native bot's
    loops make them (the builtin sum compensates from Python 3.12 on, and would give 1.0 here)."""
    assert plain_sum([1e16, 1.0, -1e16]) == 0.0
    assert plain_sum(x for x in (0.1, 0.2, 0.3)) == (0.1 + 0.2) + 0.3


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
    assert "no hard bot" in (native.why_not(new_game("base", 2), ["basic", "hard"]) or "")


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


def test_games_beyond_64_bits_are_played_by_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """Coins times coins, with coins in the billions: the native engine's integers would wrap, so it
    marks those games and the lab has the Python engine play them; figures and records are Python's."""
    edition = str(ROOT / "tests" / "editions" / "native_overflow.yaml")
    setup = lab.Setup(edition, 2, ("basic", "random"), engine="native", max_turns=200)
    game = setup.game()
    monkeypatch.setitem(native._LOADED, (id(game), False), Native(interpreted(game), ROOT, "", 0.0, True, game))
    winners, _turns, _bought, _curves = native.play_batch(game, ["basic", "random"], False, 200, 0, 0, 6)
    assert native.TOO_BIG in winners.tolist() and set(winners.tolist()) - {native.TOO_BIG}
    python = dataclasses.replace(setup, engine="python")
    assert lab.run(setup, 6).tally == lab.run(python, 6).tally
    first = winners.tolist().index(native.TOO_BIG)
    lines: list[dict[str, Any]] = []
    lab.play_one(python, first, first, lambda recorder: lines.extend(recorder.lines))
    assert lab.native_record(setup, first, first) == lines


@pytest.mark.slow
# -- compiled ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "args",
    [
        ["--edition", "base", "--bots", "random"],
        ["--edition", "harbor", "--players", "3", "--rotate", "--bots", "normal,random,basic"],
    ],
)
def test_simulate_reports_the_same_on_either_engine(args: list[str], compiled: None) -> None:
    """Compiled to machine code: the figures of a run are the Python engine's, with --jobs too (the
    normal bot's floats, worked out by the machine code, are Python's to the last bit)."""
    runner = CliRunner()
    common = [*args, "--games", "60", "--format", "json"]
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


@pytest.mark.slow
def test_auto_falls_back_to_python_and_says_why(compiled: None) -> None:
    result = CliRunner().invoke(
        main, ["simulate", "--games", "1", "--bots", "hard", "--format", "json", "--engine", "auto", "--max-turns", "3"]
    )
    assert result.exit_code == 0, result.output
    assert "no hard bot" in result.stderr and json.loads(result.stdout)["engine"] == "python"
    refused = CliRunner().invoke(main, ["simulate", "--games", "3", "--bots", "hard", "--engine", "native"])
    assert refused.exit_code != 0 and "--engine native: the native engine has no hard bot" in refused.output


def test_auto_plays_a_short_run_in_python_rather_than_compile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A few games cost less in Python than a first compile: auto says so and compiles nothing."""
    monkeypatch.setenv("MK_NATIVE_CACHE", str(tmp_path / "cold"))
    result = CliRunner().invoke(
        main, ["simulate", "--games", "30", "--bots", "basic", "--format", "json", "--engine", "auto"]
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["engine"] == "python"
    assert "less than compiling the native engine for them (about 30 s, once)" in result.stderr
    assert (
        "--engine native compiles it" in result.stderr and "compiling the native engine for this" not in result.stderr
    )
    assert not list((tmp_path / "cold").glob("**/*.nbi"))  # nothing was compiled


def test_tune_auto_weighs_compiling_as_simulate_does(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """mk tune --engine auto compiles a candidate only when it pays back (the trials counted for
    candidates that differ only by costs): a short search plays in Python, saying so once."""
    monkeypatch.setenv("MK_NATIVE_CACHE", str(tmp_path / "cold"))
    args = ["tune", "base", "--vary", "cards.cafe.cost=1..3", "--trials", "2", "--games", "10", "--players", "2"]
    result = CliRunner().invoke(main, [*args, "--bots", "basic", "--engine", "auto", "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    assert result.stderr.count("10 games a candidate: these games take under a second with the Python engine") == 1
    assert not list((tmp_path / "cold").glob("**/*.nbi"))  # nothing was compiled


def test_compiling_pays_back_by_the_last_compile_of_its_kind_measured(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """--engine auto weighs a first compile by the last one measured of a module like it (with or without
    the normal bot's code, twice the time), scaled by the module's lines: a short run plays in Python."""
    monkeypatch.setenv("MK_NATIVE_CACHE", str(tmp_path))
    game = new_game(load_edition("base"), 2)
    size = build.lines(game, False)
    assert build.compile_seconds(False, size) == build.COMPILE_SECONDS  # nothing measured yet
    assert native.pays_back(game, False, 29.0) is not None and native.pays_back(game, False, 31.0) is None
    for text, expected in (
        (f"4.5 {size}", 4.5),
        (f"4.5 {size // 2}", 4.5 * (size / (size // 2)) ** build.GROWTH),  # about twice the one measured
        ("4.5", build.COMPILE_SECONDS),
        ("not a number", build.COMPILE_SECONDS),
        (f"-3 {size}", build.COMPILE_SECONDS),
        ("4.5 0", build.COMPILE_SECONDS),
    ):
        build.measured_file(False).write_text(text)
        assert build.compile_seconds(False, size) == pytest.approx(expected)
    build.measured_file(False).write_text(f"6 {size}")
    assert "take about 2 s with the Python engine" in str(native.pays_back(game, False, 2.0))
    assert "(about 6 s, once)" in str(native.pays_back(game, False, 0.5))
    assert "take under a second" in str(native.pays_back(game, False, 0.5)) and native.pays_back(game, False, 6) is None
    # a module without the bot's code says nothing of one with it
    assert build.compile_seconds(True, size) == build.COMPILE_SECONDS
    assert native.pays_back(game, True, 6) is not None
    build.measured_file(True).write_text(f"14 {size}")
    assert native.pays_back(game, True, 13) is not None and native.pays_back(game, True, 15) is None
    monkeypatch.setattr(build, "cached", lambda game, normal, use=None, conditions=(): True)  # compiled: no pay back
    assert native.pays_back(game, False, 0.001) is None


def test_a_module_is_compiled_for_what_a_run_calls(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A lab run compiles the entry points that play games and no others: the expert's futures and the
    records' logged games compile when first loaded for them, once a process, each marked in the cache
    once kept; a first compile's seconds are kept only for the lab's (what --engine auto weighs)."""
    monkeypatch.setenv("MK_NATIVE_CACHE", str(tmp_path))
    monkeypatch.setattr(build, "_LOADED", {})
    monkeypatch.setattr(build, "_WARMED", set())
    warmed: list[Use] = []
    monkeypatch.setattr(build, "_warm", lambda module, game, use: warmed.append(use))
    game = new_game(load_edition("base"), 2)
    name = build.module_name(game, False)
    first = build.load(game, False)
    kept = build.measured_file(False)
    assert warmed == [Use.GAMES] and not first.cached and not build.measured_file(True).exists()
    seconds, size = kept.read_text().split()  # the compile's seconds and the module's lines
    assert 0 < float(seconds) < 3600 and int(size) == build.lines(game, False)
    assert build.in_cache(name, Use.GAMES) and not build.in_cache(name, Use.FUTURES)
    assert not build.cached(game, False, Use.RECORDS)
    kept.unlink()
    first.warm(Use.FUTURES)
    first.warm(Use.FUTURES)
    assert build.load(game, False, Use.FUTURES).cached and warmed == [Use.GAMES, Use.FUTURES]
    assert build.in_cache(name, Use.FUTURES) and not kept.exists()
    monkeypatch.setattr(build, "_LOADED", {})  # another process: the marks say what is kept
    monkeypatch.setattr(build, "_WARMED", set())
    assert build.load(game, False, Use.FUTURES).cached and not build.load(game, False, Use.RECORDS).cached
    assert warmed == [Use.GAMES, Use.FUTURES, Use.FUTURES, Use.RECORDS]
    assert build.load(game, False, Use.RECORDS).cached and len(warmed) == 4


# -- random house rules ----------------------------------------------------------------------------
ICONS = ["wheat", "cow", "bread", "cup", "gear", "factory", "fruit", "tower"]
COLOURS = ["red", "blue", "green", "purple"]
CARDS = ["wheat_field", "ranch", "bakery", "cafe", "mine", "cheese_factory", "stadium", "fuzz_0"]
LANDMARKS = ["train_station", "shopping_mall", "amusement_park", "radio_tower"]
TRIGGERS = ["after build", "before build", "after income", "at end of turn"]


class HouseRule:
    """A random house rule extending base, written from every construct of the effect language
    (docs/dsl.md): statements, conditions, amounts, abilities and triggers, in new cards, a new
    landmark and the edition's rules. Most load; the checker refuses the rest (a constant 0, nested
    activations), and those are left out."""

    def __init__(self, draw: st.DrawFn):
        self.draw = draw

    def pick(self, options: list[Any]) -> Any:
        return self.draw(st.sampled_from(options))

    def number(self, low: int, high: int) -> int:
        return self.draw(st.integers(low, high))

    def selector(self) -> str:
        kind = self.pick(["icon", "card", "colour"])
        names = {"icon": ICONS, "card": CARDS, "colour": COLOURS}[kind]
        return f"{kind}({', '.join(sorted(set(self.pick(names) for _ in range(self.number(1, 2)))))})"

    def whose(self, their: bool) -> str:
        return self.pick(["", "", "roller's ", "all ", *(["their "] if their else [])])

    def expr(self, depth: int, their: bool = False, card: bool = True) -> str:
        kinds = ["number", "number", "count", "coins", "landmarks", "total", "dice", "received", "effect_roll"]
        kinds += ["invested"] if card else []
        kinds += ["binop", "binop", "div", "players"] if depth > 0 else []
        kind = self.pick(kinds)
        if kind == "number":
            return str(self.number(0, 6))
        if kind == "count":
            return f"{self.whose(their)}count({self.selector()})"
        if kind in ("coins", "landmarks"):
            return f"{self.whose(their)}{kind}"
        if kind == "effect_roll":
            return f"effect_roll({self.number(1, 2)})"
        if kind == "binop":
            op = self.pick(["+", "-", "*"])
            return f"({self.expr(depth - 1, their, card)} {op} {self.expr(depth - 1, their, card)})"
        if kind == "div":
            rounding = self.pick(["up", "down"])
            return f"{self.expr(depth - 1, their, card)} / {self.number(1, 3)} rounded {rounding}"
        if kind == "players":
            return f"players({self.cond(depth - 1, True, card)})"
        return kind if kind != "dice" else "dice"

    def cond(self, depth: int, their: bool = False, card: bool = True) -> str:
        kinds = ["compare", "compare", "built", "built nothing", "doubles"]
        kinds += ["not", "and", "or", "group"] if depth > 0 else []
        kind = self.pick(kinds)
        if kind == "compare":
            op = self.pick(["==", "!=", "<=", ">=", "<", ">"])
            return f"{self.expr(depth, their, card)} {op} {self.expr(depth, their, card)}"
        if kind == "built":
            return f"{self.whose(their)}built({self.pick(LANDMARKS)})"
        if kind in ("built nothing", "doubles"):
            return kind
        if kind == "not":
            return f"not {self.cond(depth - 1, their, card)}"
        if kind == "group":  # brackets that change what 'not', 'and' and 'or' take
            return (
                f"({self.cond(depth - 1, their, card)} {self.pick(['and', 'or'])} {self.cond(depth - 1, their, card)})"
            )
        return f"{self.cond(depth - 1, their, card)} {kind} {self.cond(depth - 1, their, card)}"

    def simple(self, depth: int, card: bool) -> str:
        kinds = ["gain", "gain", "take", "take", "swap", "pay", "demolish", "give", "renovate", "activate"]
        kinds += ["pool", "another", *(["close", "return", "invest"] if card else [])]
        kind = self.pick(kinds)
        if kind == "gain":
            return f"gain {self.expr(depth, False, card)}"
        if kind == "take":
            payer = self.pick(["roller", "each other", "chosen other", "each other where"])
            if payer == "each other where":
                return f"take {self.expr(depth, True, card)} from each other where {self.cond(depth, True, card)}"
            return f"take {self.expr(depth, payer == 'each other', card)} from {payer}"
        if kind == "swap":
            return self.pick(["may swap", f"may swap excluding {self.selector()}"])
        if kind == "pay":
            return f"pay {self.expr(depth, False, card)}"
        if kind == "demolish":
            return "demolish landmark"
        if kind == "give":
            excluding = self.pick(["", f" excluding {self.selector()}"])
            return f"give card{excluding} to {self.pick(['chosen other', 'previous'])}"
        if kind == "renovate":
            return f"renovate kind{self.pick(['', ' excluding ' + self.selector()])}"
        if kind == "activate":
            return f"may activate kind {self.selector()}"
        if kind == "invest":
            return f"may invest {self.number(1, 2)}"
        return {"pool": "pool coins", "another": "another turn", "close": "close this", "return": "return this"}[kind]

    def chain(self, depth: int, card: bool) -> str:
        first = self.simple(depth, card)
        if first.startswith(("renovate", "may activate")) and self.pick([False, True]):
            return f"{first} then {self.pick(['take their count(it) from each other', 'gain count(it)'])}"
        if self.pick([False, False, True]):
            return f"{first} then {self.simple(depth, card)}"
        return first

    def statement(self, depth: int, card: bool) -> str:
        if depth > 0 and self.pick([False, False, True]):
            out = f"if {self.cond(depth - 1, False, card)} then {self.chain(depth - 1, card)}"
            return out + (f" else {self.chain(depth - 1, card)}" if self.pick([False, True]) else "")
        return self.chain(depth, card)

    def ability(self) -> str:
        return self.pick(
            [
                f"may roll {self.number(2, 3)} dice",
                "may reroll",
                "extra turn on doubles",
                f"bonus {self.number(1, 2)} for {self.selector()}",
                f"may add {self.number(1, 2)} to total" + self.pick(["", f" when {self.cond(1, False, False)}"]),
                f"discount {self.number(1, 2)} on landmarks",
                f"discount {self.number(1, 2)} on landmark({self.pick(LANDMARKS)})",
            ]
        )

    def landmark_effect(self, when_built: bool) -> str:
        lines = [self.ability() for _ in range(self.number(0, 2))]
        for _ in range(self.number(0 if lines else 1, 2)):
            trigger = self.pick([*TRIGGERS, *(["when built"] if when_built else [])])
            lines.append(f"{trigger}: {self.statement(1, False)}")
        return "\n".join(lines)

    def text(self) -> str:
        cards = {}
        for i in range(self.number(1, 3)):
            low = self.number(1, 12)
            effect = [self.statement(2, True) for _ in range(self.number(1, 2))]
            if self.pick([False, False, True]):
                effect.append(f"{self.pick(TRIGGERS)}: {self.statement(1, True)}")
            cards[f"fuzz_{i}"] = {
                "name": f"Fuzz {i}",
                "colour": self.pick(COLOURS),
                "roll": sorted({low, min(12, low + self.number(0, 2))}),
                "cost": self.number(1, 6),
                "copies": 4,
                "icon": self.pick(ICONS),
                "effect": "\n".join(effect),
            }
        data: dict[str, Any] = {"extends": "base", "name": "Random house rule", "cards": cards}
        if self.pick([False, True]):
            data["landmarks"] = {
                "fuzz_tower": {"name": "Fuzz Tower", "cost": self.number(2, 12), "effect": self.landmark_effect(True)}
            }
        if self.pick([False, True]):
            data["rules"] = self.landmark_effect(False)
        return yaml.safe_dump(data, sort_keys=False)


@st.composite
def house_rules(draw: st.DrawFn) -> str:
    return HouseRule(draw).text()


@pytest.mark.slow
@settings(
    max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]
)
@given(house_rules(), st.integers(2, 4), st.lists(st.sampled_from(BOTS), min_size=4, max_size=4))
def test_random_house_rules_play_the_same_and_replay(text: str, players: int, bots: list[str]) -> None:
    """Any house rule the checker accepts (built from every construct of the language) plays the same
    game natively as in the Python engine, and the native game's record replays in it turn by turn."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "house.yaml"
        path.write_text(text, encoding="utf-8")
        try:
            load_edition(str(path))
        except EditionError:
            assume(False)
        seats = tuple(bots[:players])
        setup = lab.Setup(str(path), players, seats, max_turns=80)
        game = setup.game()
        module = interpreted(game)
        found = _results(module, game, list(seats), 11, 1, max_turns=80)
        expected = lab.play_one(setup, 0, 11)
        assert found == [(expected.winner, expected.turns, expected.bought)]
        native_setup = dataclasses.replace(setup, engine="native")
        key = native.loaded_key(game, *native.needs(list(seats)))  # the module native.native loads for them
        native._LOADED[key] = Native(module, path, "", 0.0, True, game)
        try:
            lines = lab.native_record(native_setup, 0, 11)
        finally:
            del native._LOADED[key]
        record = Path(folder) / "game.jsonl"
        record.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
        replayed = list(iter_replays(record))
        assert len(replayed) == 1 and replayed[0][0].winner == expected.winner


TWIN = """extends: base
edition: twin
name: Twin Bakery
description: base with an exact twin of the Bakery
cards:
  bakery_twin: {name: Bakery Twin, colour: green, roll: [2, 3], cost: 1, copies: 6, icon: bread, effect: gain 1}
"""


@pytest.mark.parametrize("players", [2, 4])
def test_the_normal_bots_ties_are_broken_by_the_same_draws_in_both_engines(tmp_path: Path, players: int) -> None:
    """Twin cards are worth exactly as much: the normal bot picks one at random from the bots' generator,
    and the native bot draws the same numbers (whole games of normal bots alone come out the same)."""
    path = tmp_path / "twin.yaml"
    path.write_text(TWIN)
    bots = ["normal"] * players
    setup = lab.Setup(str(path), players, tuple(bots), max_turns=300)
    game = setup.game()
    found = _results(interpreted(game), game, bots, 77, 12)
    expected = [(r.winner, r.turns, r.bought) for r in (lab.play_one(setup, i, 77 + i) for i in range(12))]
    assert found == expected
    twin = game.edition.card_index["bakery_twin"]
    assert sum(b[twin] for _w, _t, bought in found for b in bought) > 0  # the twin is bought too


def test_a_look_in_the_cache_imports_nothing_of_numba() -> None:
    """``--engine auto`` checks the cache before it chooses: a check costs milliseconds, not numba's import
    (then the Python engine may play, and numba was never needed)."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from engine.load.loader import new_game\n"
        "from engine.native.build import cached, module_name\n"
        "game = new_game('base', 2)\n"
        "assert module_name(game, True).startswith('mk_native_')\n"
        "cached(game, True)\n"
        "assert 'numba' not in sys.modules and 'numpy' not in sys.modules, 'imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).resolve().parent.parent)
