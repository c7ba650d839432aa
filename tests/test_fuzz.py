"""Parsers never crash: mangled edition files and records give errors, not tracebacks."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import EditionError, RecordError
from engine.load.loader import load_text
from engine.services.records import replay_game, split_games

ROOT = Path(__file__).resolve().parent.parent
BASE = (ROOT / "editions" / "base.yaml").read_text(encoding="utf-8")
LINES = BASE.splitlines()


@st.composite
def mangled_edition(draw: st.DrawFn) -> str:
    lines = list(LINES)
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


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mangled_edition())
def test_mangled_editions_load_or_give_located_problems(text: str) -> None:
    try:
        load_text(text, "fuzz.yaml")
    except EditionError as exc:
        assert exc.problems
        for p in exc.problems:
            assert p.code.startswith("MK") and p.line >= 1 and p.column >= 1


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 40) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None)
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
def test_mangled_records_give_record_errors(body: list[dict[str, object]]) -> None:
    head = {"record": "mk-game", "version": 1, "edition": "base", "options": {}, "players": ["a", "b"], "seed": 1}
    from engine.load.loader import load_edition

    head["edition_hash"] = load_edition("base").hash
    lines = [json.loads(json.dumps(x)) for x in [head, *body]]
    try:
        for game in split_games(lines, "fuzz.jsonl"):
            replay_game(game, None, "fuzz.jsonl")
    except RecordError:
        pass


SCENARIO_KEYS = ["edition", "players", "options", "variants", "start", "steps", "expect", "expect_error"]


@settings(max_examples=200, deadline=None)
@given(
    st.dictionaries(st.sampled_from(SCENARIO_KEYS), JSON_VALUES, max_size=6),
    st.lists(
        st.dictionaries(
            st.sampled_from(["roll", "reroll", "build", "target", "swap"]), JSON_VALUES, min_size=1, max_size=1
        ),
        max_size=5,
    ),
)
def test_malformed_scenarios_fail_without_crashing(data: dict[str, object], steps: list[object]) -> None:
    import tempfile

    import yaml

    from engine.services.scenario import run_file

    data = {"edition": "base", **data}
    if "steps" not in data:
        data["steps"] = steps
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
        yaml.safe_dump(data, f)
    result = run_file(f.name)
    Path(f.name).unlink()
    assert result.ok or result.failures
