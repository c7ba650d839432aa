"""Messages that point at the fix: the common slips of a house-rule author, each answered once, at
its place, with what was meant."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from examples import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from dsl.errors import closest, edits
from dsl.parser import SYNONYMS
from engine.core.errors import EditionError, Problem
from engine.load.loader import load_edition

ROOT = Path(__file__).resolve().parent.parent


def found(tmp_path: Path, text: str) -> list[Problem]:
    path = tmp_path / "house.yaml"
    path.write_text("extends: base\nname: House\n" + text)
    with pytest.raises(EditionError) as info:
        load_edition(path)
    return info.value.problems


def said(problem: Problem) -> str:
    return f"{problem.line}:{problem.column}: {problem.code} {problem.message} ({problem.hint})"


def test_a_mistyped_override_is_said_once_with_the_card_meant(tmp_path: Path) -> None:
    """`cafee: {cost: 1}` was five 'missing required field' errors and no did-you-mean."""
    (only,) = found(tmp_path, "cards:\n  cafee: {cost: 1}\n")
    assert said(only) == (
        "4:3: MK403 'cafee' is not a card of base (a new card would need name, colour, roll, copies, effect) "
        "(did you mean 'cafe'?)"
    )


def test_a_mistyped_override_is_no_candidate_of_other_suggestions(tmp_path: Path) -> None:
    problems = found(tmp_path, "cards:\n  cafee: {cost: 1}\nstart: {establishments: {bakeri: 1}}\n")
    (start,) = [p for p in problems if p.message == "unknown card 'bakeri'"]
    assert start.hint is not None and start.hint.startswith("did you mean 'bakery'?")
    assert "cafee" not in start.hint and "cafe," in start.hint


def test_a_landmark_under_cards_is_said_to_belong_under_landmarks(tmp_path: Path) -> None:
    (only,) = found(tmp_path, "cards:\n  radio_tower: {cost: 18}\n")
    assert only.code == "MK403" and only.line == 4
    assert only.message == "'radio_tower' is a landmark of base, not a card: a change to it goes under landmarks"


def test_a_new_card_lacking_fields_is_told_them_all_at_once(tmp_path: Path) -> None:
    (only,) = found(tmp_path, "cards:\n  sushi_bar: {cost: 2, copies: 6}\n")
    assert only.message == "missing required fields 'name', 'colour', 'roll', 'effect' in cards.sushi_bar"
    assert (only.code, only.line, only.column) == ("MK201", 4, 3)


def test_a_swap_of_two_letters_is_one_edit(tmp_path: Path) -> None:
    """`cots` is `cost` with two letters swapped (one slip), not `counts` (two letters left out)."""
    assert edits("cots", "cost") == 1 and edits("cots", "counts") == 2
    assert closest("cots", ["counts", "cost"]) == "cost"
    (only,) = found(tmp_path, "landmarks:\n  radio_tower: {cots: 18}\n")
    assert only.message == "unknown field 'cots'" and only.hint == "did you mean 'cost'?"


def test_closest_keeps_far_names_out_and_still_finds_a_long_name_typed_in_part() -> None:
    assert closest("frob", ["gain", "take", "pay"]) is None
    assert closest("convenience", ["cafe", "convenience_store"]) == "convenience_store"
    assert closest("x" * 10_000, ["x"]) is None


@pytest.mark.parametrize(
    ("effect", "meant"),
    [
        ("get 2", "gain"),
        ("earn 2", "gain"),
        ("receive 1", "gain"),
        ("steal 2 from roller", "take"),
        ("rob 1 from roller", "take"),
    ],
)
def test_a_word_of_another_game_is_answered_with_mks_word(tmp_path: Path, effect: str, meant: str) -> None:
    (only,) = found(tmp_path, f'cards:\n  cafe: {{effect: "{effect}"}}\n')
    assert only.code == "MK301" and only.hint == f"did you mean {meant!r}?"


def test_the_synonyms_are_the_table_of_the_docs() -> None:
    """docs/dsl.md states the synonyms the messages answer, as a table of the same words."""
    text = (ROOT / "docs" / "dsl.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `([a-z_]+)` \| `([a-z]+)` \|$", text, flags=re.M))
    assert rows == SYNONYMS


@pytest.mark.parametrize(
    ("effect", "opened", "column"),
    [
        ("gain count(icon(cup)", "'count('", 41),
        ("gain count(icon(cup) * 2", "'count('", 42),
        ("take (2 + 3 from roller", "the '(' after 'take'", 33),
        ("if built(harbor then gain 1", "'built('", 37),
    ],
)
def test_an_unclosed_bracket_is_reported_where_its_close_is_missing(
    tmp_path: Path, effect: str, opened: str, column: int
) -> None:
    (only,) = found(tmp_path, f'cards:\n  bakery: {{effect: "{effect}"}}\n')
    assert only.message.startswith(f"{opened} is not closed: ')' is missing here (")
    assert (only.line, only.column) == (4, column)


def test_a_roll_no_dice_make_is_reported_beside_a_broken_effect(tmp_path: Path) -> None:
    """`roll: [13]` in base (two dice at most) was hidden by any effect that failed to parse."""
    problems = found(tmp_path, 'cards:\n  forest: {roll: [13]}\n  cafe: {effect: "gian 1"}\n')
    assert sorted(p.code for p in problems) == ["MK301", "MK405"]
    (roll,) = [p for p in problems if p.code == "MK405"]
    assert roll.message == "no roll of 1 to 2 dice with 6 sides makes 13"
    assert roll.hint == "possible rolls: 1 to 12"


def test_the_dice_a_broken_effect_grants_are_read_from_its_words(tmp_path: Path) -> None:
    """A broken effect that grants a third die makes 13 a possible roll: only its error is said."""
    problems = found(tmp_path, 'cards:\n  forest: {roll: [13], effect: "roll 3 dice; gian 1"}\n')
    assert [p.code for p in problems] == ["MK301"]
    problems = found(tmp_path, 'cards:\n  forest: {roll: [15], effect: "may add 3 to total; gian 1"}\n')
    assert [p.code for p in problems] == ["MK301"]


WORDS = st.text(alphabet="abcdef_", max_size=12)


@settings(max_examples=examples(200), deadline=None)
@given(WORDS, WORDS, st.integers(0, 10))
def test_edits_is_a_distance_that_counts_a_swap_as_one(a: str, b: str, at: int) -> None:
    d = edits(a, b)
    assert d == edits(b, a) and (d == 0) == (a == b)
    assert abs(len(a) - len(b)) <= d <= max(len(a), len(b))
    if at + 1 < len(a) and a[at] != a[at + 1]:
        assert edits(a, a[:at] + a[at + 1] + a[at] + a[at + 2 :]) == 1
    found = closest(a, [b])
    assert found is None or found == b


@pytest.mark.parametrize(
    ("text", "message", "place"),
    [
        (
            "cards:\n  cafe:\n    roll: [3, 4\n    cost: 2\n",
            "the '[' at line 5, column 11 is not closed: ']' is missing here",
            (5, 16),
        ),
        ("cards: {cafe: {cost: 1}\n", "the '{' at line 3, column 8 is not closed: '}' is missing here", (3, 24)),
        (
            'cards:\n  cafe:\n    effect: "gain (2\n    cost: 2\n',
            "the quote at line 5, column 13 is not closed",
            (5, 13),
        ),
    ],
)
def test_a_yaml_bracket_left_open_is_reported_where_it_is_missing(
    tmp_path: Path, text: str, message: str, place: tuple[int, int]
) -> None:
    """The parser gives up at the next key, a line or more later: the report is where the bracket's
    close should be, and says where it was opened."""
    (only,) = found(tmp_path, text)
    assert (only.code, only.message, (only.line, only.column)) == ("MK101", f"YAML syntax error: {message}", place)
