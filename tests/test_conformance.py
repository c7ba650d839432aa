"""One conformance suite for both engines (engine.services.check.conformance, engine.native.script): a
scenario's game played again by the native engine must end where the Python engine's does; the native
engine takes its answers in the form its log gives them (engine.core.decisions' native forms).

tests/test_scenarios.py plays every scenario file on both engines; these tests show that the check
catches an engine that plays otherwise, and names what it does not play."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import yaml
from click.testing import CliRunner

from engine.core.decisions import DECISIONS
from engine.load.loader import builtin_editions, new_game
from engine.native import play as native_play
from engine.native.build import interpreted, work_array
from engine.native.script import script
from engine.services.check import conformance
from engine.services.check.scenario import run_file
from engine.ui.cli import main

ROOT = Path(__file__).parent
SCENARIO = """\
edition: base
players: 3
start:
  players:
    - {coins: 10, establishments: {ranch: 2}}
    - {coins: 5, establishments: {cafe: 2}}
steps:
  - roll: [3]
  - build: none
  - roll: [2]
  - build: bakery
expect:
  current_player: 2
"""


@pytest.fixture
def scenario_file(tmp_path: Path) -> Path:
    path = tmp_path / "cafe.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    return path


def broken(change: Any) -> Iterator[None]:
    """conformance's native module, with ``change(module)`` done to it."""
    real = conformance.native_module

    def module(game: Any, compiled: bool) -> Any:
        m = real(game, False)
        change(m)
        return m

    conformance.native_module = module  # type: ignore[assignment]
    try:
        yield
    finally:
        conformance.native_module = real  # type: ignore[assignment]


def test_a_native_engine_that_pays_otherwise_is_caught(scenario_file: Path) -> None:
    """A cafe that takes one coin more, natively only: the scenario still holds in Python, and MK508
    names the coins each engine holds."""

    def greedy(m: Any) -> None:
        pay = m.pay
        m.pay = lambda S, payer, receiver, amount: pay(S, payer, receiver, amount + (payer >= 0))

    assert run_file(scenario_file, engine="native", compiled=False).ok
    for _ in broken(greedy):
        result = run_file(scenario_file, engine="native", compiled=False)
    assert not result.ok
    (problem,) = result.problems
    assert problem.code == "MK508"
    assert problem.message.startswith("coins: the Python engine has [")
    assert "the native engine [" in problem.message


def test_a_native_engine_that_asks_otherwise_is_caught(scenario_file: Path) -> None:
    """A turn that ends after the roll, natively only: the native engine stops where the scenario's next
    answer is a build, and says how many it left (that build, the next roll and its build)."""

    def no_build(m: Any) -> None:
        m.choose_build = lambda S, p: 0

    for _ in broken(no_build):
        result = run_file(scenario_file, engine="native", compiled=False)
    messages = [p.message for p in result.problems if p.code == "MK508"]
    assert messages and messages[0].startswith("the native engine did not take the last 3 answers or rolls")
    assert "it asked for roll, the scenario's next is build" in messages[0]


def test_a_native_engine_that_offers_otherwise_is_caught(scenario_file: Path) -> None:
    """A build list without the bakery, natively only: the scenario's build of one is an answer the
    native engine does not offer, and MK508 says so where it stopped."""

    def no_bakery(m: Any) -> None:
        build_list = m.build_list
        bakery = 1 + m.NL + 2  # the third establishment of base: engine.core.decisions' build numbers

        def without(S: Any, p: int) -> int:
            k = build_list(S, p)
            kept = [int(S[m.ACTS + i]) for i in range(k) if S[m.ACTS + i] != bakery]
            S[m.ACTS : m.ACTS + len(kept)] = kept
            return len(kept)

        m.build_list = without

    for _ in broken(no_bakery):
        result = run_file(scenario_file, engine="native", compiled=False)
    messages = [p.message for p in result.problems if p.code == "MK508"]
    assert messages[0] == "the native engine does not offer the build answer the Python engine took there"


def test_a_swap_the_native_engine_would_refuse_is_caught() -> None:
    """A swap rule that allows none, natively only: the Business Center's swap of a starting card is an
    answer the native engine does not offer."""
    path = ROOT / "scenarios" / "base" / "business_center_swap_starting_card.yaml"
    assert run_file(path, engine="native", compiled=False).ok

    def no_swaps(m: Any) -> None:
        m.swap_ok = lambda S, o, q, give, take: False

    for _ in broken(no_swaps):
        result = run_file(path, engine="native", compiled=False)
    messages = [p.message for p in result.problems if p.code == "MK508"]
    assert messages[0] == "the native engine does not offer the swap answer the Python engine took there"


def test_the_python_engine_alone_runs_no_native_game(scenario_file: Path) -> None:
    result = run_file(scenario_file)
    assert result.ok and result.native is None


@pytest.mark.parametrize("edition", builtin_editions())
def test_the_native_answers_read_back_as_the_log_wrote_them(edition: str) -> None:
    """A native game's log read as actions (its decisions' ``from_native``) and written again as a script
    (``to_native``) is the log, entry for entry, on every edition (every kind it asks)."""
    game = new_game(edition, 3)
    m = interpreted(game)
    kinds: set[str] = set()
    for seed in range(3):
        work = work_array(m, game, native_play.LOG_CELLS // 64)
        work[m.LOGN] = 0
        seats = np.array([0, 1, 2], dtype=np.int64)  # random, basic, normal: every kind of answer
        m.run_logged(work, seed, seats, 200, np.zeros((2, m.ENDSTATE), dtype=np.int64))
        log = work[m.SIZE : m.SIZE + int(work[m.LOGN])].reshape(-1, 2)
        turns = native_play._turns(game, log)
        actions = [a for _turn, _p, _extra, acts in turns for a in acts]
        kinds |= {a.kind for a in actions}
        written = [int(x) for code, value in log if code != native_play.TURN_LOG for x in (code, value)]
        assert script(game, actions) == written
    assert {"build", "roll"} <= kinds <= set(DECISIONS)


def test_a_scenario_the_native_engine_cannot_play_is_named_and_counted(tmp_path: Path) -> None:
    """A house rule beyond the native engine's 64-bit numbers: the scenario passes in Python, and mk
    scenario --engine native says it did not play it natively, and why, without failing."""
    edition = tmp_path / "big.yaml"
    edition.write_text((ROOT / "editions" / "native_big_number.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    path = tmp_path / "big_scenario.yaml"
    path.write_text(
        "edition: big.yaml\nplayers: 2\nsteps:\n  - roll: [1]\n  - build: none\nexpect:\n  current_player: 1\n",
        encoding="utf-8",
    )
    out = CliRunner().invoke(main, ["scenario", "--engine", "native", str(path)])
    assert out.exit_code == 0, out.output
    assert f"{path}: not played natively: the number 999,999,999,999" in out.output
    assert "1 passed, 0 failed; the native engine played 0 of 1" in out.output
    shown = CliRunner().invoke(main, ["scenario", "--engine", "native", "--json", str(path)])
    (entry,) = json.loads(shown.stdout)
    assert entry["native"]["played"] is False and entry["native"]["reason"].startswith("the number 999,999,999,999")


@pytest.mark.slow
def test_mk_scenario_engine_native_compiles_and_plays_alike(compiled: None) -> None:
    """Compiled to machine code: the native engine stops at the script's end (EOFError through numba's
    code) where the Python engine waits, on the base scenarios of one module (two players, no options)."""
    files = [
        str(f)
        for f in sorted((ROOT / "scenarios" / "base").glob("*.yaml"))
        if (data := yaml.safe_load(f.read_text(encoding="utf-8"))).get("players", 2) == 2
        and not data.get("options")
        and not data.get("variants")
    ]
    count = len(files)
    assert count >= 15
    out = CliRunner().invoke(main, ["scenario", "--engine", "native", *files])
    assert out.exit_code == 0, out.output
    assert f"{count} passed, 0 failed; the native engine played {count} of {count}" in out.output


JUGGLER = """\
extends: base
name: Juggler rules
cards:
  juggler:
    name: Juggler
    colour: green
    roll: [4]
    cost: 1
    copies: 6
    icon: bread
    effect: |
      renovate kind then give card to previous then gain 1
      gain 1
"""

JUGGLER_SCENARIO = """\
edition: juggler.yaml
players: 2
start:
  players:
    - {coins: 0, establishments: {juggler: 2, wheat_field: 1, bakery: 1}}
steps:
  - roll: [4]
  - renovate: wheat_field
  - give: {card: bakery, to: 1}
  - renovate: wheat_field
  - give: {card: wheat_field, to: 1}
  - build: none
expect:
  players:
    - {coins: 4, establishments: {juggler: 2}}
"""


def test_a_question_asked_in_what_follows_another_keeps_the_copies_of_the_statements_after_it(
    tmp_path: Path,
) -> None:
    """``renovate kind then give card to previous then gain 1`` asks twice a copy, one question inside
    the other's answer; the clause after it still counts every copy (2 coins for 2 jugglers, and 1 for
    each card given) in both engines."""
    (tmp_path / "juggler.yaml").write_text(JUGGLER, encoding="utf-8")
    path = tmp_path / "juggler_scenario.yaml"
    path.write_text(JUGGLER_SCENARIO, encoding="utf-8")
    result = run_file(path, engine="native", compiled=False)
    assert result.ok, result.report()


def test_without_numba_the_native_engine_is_named_with_its_install(
    scenario_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """mk scenario --engine native where the native extra is missing: a message with the install command,
    exit 2, no traceback."""
    from engine.native import play as native_play

    monkeypatch.setattr(native_play, "available", lambda: False)
    out = CliRunner().invoke(main, ["scenario", "--engine", "native", str(scenario_file)])
    assert out.exit_code == 2
    assert "the native engine needs numba: " in out.output and "pip install" in out.output
    assert "Traceback" not in out.output
