"""Every scenario file under tests/scenarios is a rules test."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from examples import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import CODES
from engine.core.setup import set_player
from engine.load.loader import new_game
from engine.services.check.scenario import run_file

SCENARIOS = sorted((Path(__file__).parent / "scenarios").rglob("*.yaml"))


NOT_NATIVE: dict[str, str] = {}
"""Scenarios the native engine does not play, each with the start of the reason it gives (none now: keep
it so, or say here why one cannot be)."""


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: str(p.relative_to(p.parents[1])))
def test_scenario(path: Path) -> None:
    """Each scenario holds in the Python engine, and the native engine plays it alike (the conformance
    suite of both engines: engine.services.check.conformance; the native module run by CPython here,
    mk scenario --engine native compiles it)."""
    result = run_file(path, engine="native", compiled=False)
    assert result.ok, result.report()
    assert result.native is not None
    name = path.relative_to(path.parents[1]).as_posix()
    if name in NOT_NATIVE:
        assert (result.native.reason or "").startswith(NOT_NATIVE[name]), result.native.reason
    else:
        assert result.native.played, f"{name}: not played natively: {result.native.reason}"


def test_scenarios_exist() -> None:
    assert len(SCENARIOS) >= 25


def test_a_wrong_expectation_fails_with_a_readable_diff(tmp_path: Path) -> None:
    f = tmp_path / "wrong.yaml"
    f.write_text(
        "edition: base\nplayers: 2\nsteps:\n  - roll: [2]\n  - build: none\n"
        "expect:\n  players:\n    - {coins: 9, establishments: {bakery: 1}}\n  current_player: 0\n"
    )
    result = run_file(f)
    assert not result.ok
    assert [(p.code, p.line, p.column, p.message) for p in result.problems] == [
        ("MK506", 8, 15, "players[0].coins: expected 9, got 4"),
        (
            "MK506",
            8,
            34,
            "players[0].establishments: expected {'bakery': 1}, got {'wheat_field': 1, 'bakery': 1}; "
            "unexpected: wheat_field 1",
        ),
        ("MK506", 9, 19, "current_player: expected 0, got 1"),
    ]
    assert result.failures[0] == f"{f}:8:15: MK506 players[0].coins: expected 9, got 4"


def test_a_step_that_does_not_fit_names_what_was_legal(tmp_path: Path) -> None:
    f = tmp_path / "bad_step.yaml"
    f.write_text("edition: base\nplayers: 2\nsteps:\n  - roll: [2]\n  - target: 1\n")
    result = run_file(f)
    assert not result.ok
    (problem,) = result.problems
    assert (problem.code, problem.line, problem.column) == ("MK502", 5, 5)
    assert problem.message.startswith("step 2 target: 1: the game waits for build by player 0; legal: none, ")


def test_an_illegal_build_says_why(tmp_path: Path) -> None:
    f = tmp_path / "poor.yaml"
    f.write_text("edition: base\nplayers: 2\nsteps:\n  - roll: [5]\n  - build: mine\n")
    (msg,) = run_file(f).failures
    assert "cannot build mine: it costs 6 and the player has 3" in msg


def test_unknown_ids_get_suggestions(tmp_path: Path) -> None:
    f = tmp_path / "typo.yaml"
    f.write_text("edition: base\nplayers: 2\nstart:\n  players:\n    - {establishments: {bakry: 1}}\n")
    (problem,) = run_file(f).problems
    assert (problem.line, problem.column, problem.message) == (5, 25, "unknown card 'bakry'")
    assert problem.hint is not None and problem.hint.startswith("did you mean 'bakery'? cards: wheat_field, ranch, ")


def test_expect_error_must_happen(tmp_path: Path) -> None:
    f = tmp_path / "noerr.yaml"
    f.write_text("edition: base\nplayers: 2\nsteps:\n  - roll: [2]\nexpect_error: nope\n")
    (msg,) = run_file(f).failures
    assert "every step was legal" in msg


def test_edition_path_relative_to_scenario(tmp_path: Path, root: Path) -> None:
    (tmp_path / "ed.yaml").write_text((root / "editions" / "base.yaml").read_text())
    f = tmp_path / "rel.yaml"
    f.write_text("edition: ed.yaml\nplayers: 2\nsteps:\n  - roll: [1]\nexpect: {players: [{coins: 4}]}\n")
    assert run_file(f).ok


@pytest.mark.parametrize(
    ("want", "ok", "failure"),
    [
        ("too_dear", True, None),
        ("MK501", True, None),
        ("it costs 6", True, None),
        ("copy_limit", False, "expected an error with code copy_limit, got: step 2 build: mine: cannot build"),
        ("MK502", False, "expected an error with code MK502, got: "),
        ("{code: too_dear, cost: 6, coins: 3}", True, None),
        ("{code: too_dear, coins: 4}", False, "expected an error with code too_dear, coins 4, got: "),
    ],
)
def test_expect_error_names_a_refusal_code_an_error_code_or_words(
    tmp_path: Path, want: str, ok: bool, failure: str | None
) -> None:
    f = tmp_path / "poor.yaml"
    f.write_text(f"edition: base\nplayers: 2\nsteps:\n  - roll: [5]\n  - build: mine\nexpect_error: {want}\n")
    result = run_file(f)
    assert result.ok == ok, result.failures
    if failure is not None:
        (problem,) = result.problems
        assert problem.code == "MK506" and problem.line == 5 and problem.message.startswith(failure)


def test_every_problem_of_a_file_at_once(tmp_path: Path) -> None:
    f = tmp_path / "many.yaml"
    f.write_text(
        "edition: base\nplayrs: 2\nstart:\n  players:\n    - {coinz: 3, establishments: {bakry: 1}}\n"
        "steps:\n  - rol: [2]\n  - build: none\n  - 7\n  - build: cafee\nexpect:\n  winnner: 0\n"
        "  players:\n    - {establishments: {wheat_feld: 1}}\n"
    )
    problems = run_file(f).problems
    found = {(p.line, p.message, (p.hint or "").split("?")[0] + "?") for p in problems}
    assert (2, "unknown key 'playrs'", "did you mean 'players'?") in found
    assert (5, "unknown player field 'coinz'", "did you mean 'coins'?") in found
    assert (7, "step 1: unknown step 'rol'", "did you mean 'roll'?") in found
    assert any(line == 9 and message.startswith("step 3: a step is one of") for line, message, _ in found)
    assert (12, "unknown expectation 'winnner'", "did you mean 'winner'?") in found
    # the names too, though the file's shape is wrong (docs/scenarios.md: every problem in one run)
    assert (5, "unknown card 'bakry'", "did you mean 'bakery'?") in found
    assert (10, "step 4: unknown card or landmark 'cafee'", "did you mean 'cafe'?") in found
    assert (14, "unknown card 'wheat_feld'", "did you mean 'wheat_field'?") in found
    assert all(p.code == "MK502" for p in problems) and len(problems) == 8
    assert [p.line for p in problems] == sorted(p.line for p in problems)


VALUE = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**20), 10**20)
    | st.floats()
    | st.sampled_from(["wheat_field", "bakery", "train_station", "cafe", "x", "", "1"]),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.sampled_from(["wheat_field", "cafe", "coins", "x"]), inner, max_size=3)
    ),
    max_leaves=8,
)
PLAYER = st.fixed_dictionaries(
    {}, optional={"coins": VALUE, "establishments": VALUE, "landmarks": VALUE, "closed": VALUE}
)
START = st.fixed_dictionaries(
    {},
    optional={"players": st.lists(PLAYER, max_size=3) | VALUE, "first_player": VALUE, "seed": VALUE, "supply": VALUE},
)


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(START, st.lists(st.fixed_dictionaries({"roll": VALUE}) | st.fixed_dictionaries({"build": VALUE}), max_size=3))
def test_a_scenario_setup_of_any_shape_runs_or_gets_a_located_code(
    start: dict[str, object], steps: list[object]
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzzed.yaml"
        path.write_text(json.dumps({"name": "fuzzed", "edition": "base", "players": 2, "start": start, "steps": steps}))
        result = run_file(path)  # never raises
    for problem in result.problems:
        assert problem.code in CODES and problem.code != "MK000", problem
        assert problem.line >= 1 and problem.column >= 1


@pytest.mark.parametrize("edition", ["base", "fussball", "harbor", "millionaires_row", "deluxe", "mk2"])
@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_cards_placed_in_start_cities_come_out_of_the_supply(edition: str, data: st.DataObject) -> None:
    """docs/scenarios.md: a start's cities take their cards (beyond the starting ones) out of the supply,
    from a market's deck first, never below 0; every copy is then in a city, a pile, a deck or the box."""
    game = new_game(edition, players=data.draw(st.integers(2, 4), label="players"))
    state = game.new_state(seed=data.draw(st.integers(0, 3), label="seed"))
    ids = game.card_ids
    for p in range(state.nplayers):
        city = data.draw(st.dictionaries(st.sampled_from(ids), st.integers(0, 8), max_size=6), label=f"city {p}")
        set_player(state, p, establishments=city)
    market = state.market
    for c, ident in enumerate(ids):
        bought = sum(max(city[c] - game.start_city[c], 0) for city in state.cities)
        decked = market.deck_left(market.row_of[c]).count(c) if market and market.row_of[c] >= 0 else 0
        boxed = market.boxed[c] if market else 0
        assert state.supply[c] >= 0
        if bought <= game.supply[c]:
            assert state.supply[c] + decked + boxed + bought == game.supply[c], ident
        else:  # more than the edition has: no copy is left on a pile or in a deck
            assert state.supply[c] == decked == 0, ident
