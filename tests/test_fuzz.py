"""Parsers never crash: mangled edition files and records give errors, not tracebacks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from examples import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import EditionError, RecordError
from engine.load.loader import load_edition, load_text, new_game
from engine.services.check.scenario import run_file
from engine.services.play.records import replay_game, split_games

ROOT = Path(__file__).resolve().parent.parent
SOURCES = {
    name: (ROOT / "editions" / f"{name}.yaml").read_text(encoding="utf-8").splitlines()
    # whole editions (mk2 with market rows, price lists, scopes); two that extend base with newer fields
    for name in ("base", "mk2", "millionaires_row", "harbor")
}


@st.composite
def mangled_edition(draw: st.DrawFn) -> str:
    lines = list(SOURCES[draw(st.sampled_from(sorted(SOURCES)))])
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(["drop", "dup", "cut", "insert", "indent"]))
        if how == "drop":
            del lines[i]
        elif how == "dup":
            lines.insert(i, lines[i])
        elif how == "cut":
            lines[i] = lines[i][: draw(st.integers(0, len(lines[i])))]
        elif how == "insert":
            lines[i] = lines[i] + draw(st.text(alphabet=" :{}[],-#'\"abc1", max_size=6))
        else:
            lines[i] = "  " + lines[i]
        if not lines:
            break
    return "\n".join(lines)


@settings(max_examples=examples(250), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mangled_edition())
def test_mangled_editions_load_or_give_located_problems(text: str) -> None:
    try:
        edition = load_text(text, str(ROOT / "editions" / "fuzz.yaml"))
    except EditionError as exc:
        assert exc.problems
        for p in exc.problems:
            assert p.code.startswith("MK") and p.line >= 1 and p.column >= 1
    else:  # what loads can set up a game
        assert new_game(edition, edition.min_players).new_state().coins


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 40) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=examples(150), deadline=None)
@given(
    st.lists(
        st.dictionaries(
            st.sampled_from(
                ["turn", "player", "extra", "rolls", "decisions", "coins", "winner", "partial", "establishments"]
            ),
            JSON_VALUES,
            max_size=6,
        ),
        max_size=4,
    )
)
def test_mangled_records_replay_or_give_located_record_errors(body: list[dict[str, object]]) -> None:
    head = {"record": "mk-game", "version": 1, "edition": "base", "options": {}, "players": ["a", "b"], "seed": 1}
    head["edition_hash"] = load_edition("base").hash
    lines = [json.loads(json.dumps(x)) for x in [head, *body]]
    try:
        states = [replay_game(game, None, "fuzz.jsonl") for game in split_games(lines, "fuzz.jsonl")]
    except RecordError as exc:
        assert exc.code in ("MK503", "MK504")
        assert str(exc).startswith("fuzz.jsonl: line "), str(exc)
        line = int(str(exc).split("line ")[1].split(":")[0])
        assert 1 <= line <= len(lines)
        return
    # accepted: every complete turn line was played as one turn, and matched it
    (state,) = states
    complete = [line for line in body if "winner" not in line and "partial" not in line]
    assert state.turn == 1 + len(complete)
    assert all(c >= 0 for c in state.coins)


SCENARIO_KEYS = ["edition", "players", "options", "variants", "start", "steps", "expect", "expect_error"]
LEAKS = ("TypeError", "KeyError", "AttributeError", "ValueError", "IndexError", "Traceback")


@settings(max_examples=examples(200), deadline=None)
@given(
    st.dictionaries(st.sampled_from(SCENARIO_KEYS), JSON_VALUES, max_size=6),
    st.lists(
        st.dictionaries(
            st.sampled_from(["roll", "reroll", "build", "target", "swap"]), JSON_VALUES, min_size=1, max_size=1
        ),
        max_size=5,
    ),
)
def test_malformed_scenarios_fail_with_a_message_not_a_crash(
    tmp_path_factory: pytest.TempPathFactory, data: dict[str, object], steps: list[object]
) -> None:
    data = {"edition": "base", **data}
    if "steps" not in data:
        data["steps"] = steps
    path = tmp_path_factory.mktemp("fuzz") / "scenario.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    result = run_file(path)  # raises nothing: a crash fails this test
    again = run_file(path)
    assert (result.ok, result.failures) == (again.ok, again.failures)  # deterministic
    if result.ok:
        assert result.failures == []
        return
    assert result.failures and all(isinstance(f, str) and f.strip() for f in result.failures)
    for failure in result.failures:
        assert not any(leak in failure for leak in LEAKS), failure
