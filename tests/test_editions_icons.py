"""An icon's ``symbol``: its picture on printed cards, an SVG path in a 24 x 24 box, declared in the
edition files (content in YAML), read and checked when an edition loads (engine.load.pictogram), every
problem at its line and column, inherited through ``extends`` like the rest of an icon."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
import yaml
from examples import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.errors import EditionError
from engine.load import pictogram
from engine.load.loader import builtin_editions, load_edition

GRID = 48
"""Pixels across a symbol when two are compared as pictures."""


def picture(path: str) -> set[tuple[int, int]]:
    """The pixels of a GRID x GRID raster that ``path`` fills."""
    polygons = pictogram.outlines(pictogram.read(path))
    unit = pictogram.BOX / GRID
    filled = set()
    for row in range(GRID):
        for a, b in pictogram.spans(polygons, (row + 0.5) * unit):
            filled |= {(col, row) for col in range(GRID) if a <= (col + 0.5) * unit <= b}
    return filled


@pytest.mark.parametrize("name", sorted(builtin_editions()))
def test_every_icon_of_a_built_in_edition_has_a_symbol_of_its_own(name: str) -> None:
    ed = load_edition(name)
    assert ed.icons and set(ed.icon_symbols) == set(ed.icons)
    drawn = {icon: picture(path) for icon, path in ed.icon_symbols.items()}
    for icon, filled in drawn.items():  # a picture, neither empty nor the whole box
        assert 0.1 * GRID**2 < len(filled) < 0.8 * GRID**2, icon
    for (a, pa), (b, pb) in itertools.combinations(drawn.items(), 2):  # told apart by a good part of them
        assert len(pa ^ pb) > 0.15 * len(pa | pb), (a, b)


def test_an_edition_that_extends_another_keeps_its_icons_symbols_unless_it_draws_its_own(tmp_path: Path) -> None:
    base, deluxe = load_edition("base"), load_edition("deluxe")
    assert all(deluxe.icon_symbols[icon] == path for icon, path in base.icon_symbols.items())
    rule = tmp_path / "rule.yaml"
    rule.write_text(
        "extends: base\nname: R\nicons:\n  cow: {name: Moo}\n  cup: {symbol: 'M2 2 H22 V22 Z'}\n  new: {name: New}\n"
    )
    ed = load_edition(rule)
    assert ed.icons["cow"] == "Moo" and ed.icon_symbols["cow"] == base.icon_symbols["cow"]
    assert ed.icons["cup"] == "Cup" and ed.icon_symbols["cup"] == "M2 2 H22 V22 Z"
    assert "new" in ed.icons and "new" not in ed.icon_symbols


def test_a_symbol_is_how_a_card_looks_so_it_leaves_the_editions_hash_as_it_is(tmp_path: Path) -> None:
    data = yaml.safe_load(builtin_editions()["base"].read_text(encoding="utf-8"))
    for icon in data["icons"].values():
        del icon["symbol"]
    plain = tmp_path / "base.yaml"
    plain.write_text(yaml.safe_dump(data, sort_keys=False))
    ed = load_edition(plain)
    assert ed.icon_symbols == {} and ed.hash == load_edition("base").hash
    data["rules"] = "may roll 2 dice"  # what the game plays still counts
    other = tmp_path / "other" / "base.yaml"
    other.parent.mkdir()
    other.write_text(yaml.safe_dump(data, sort_keys=False))
    assert load_edition(other).hash != ed.hash


BAD = [
    ("M2 2 L30 2 Z", "L30", "the point (30, 2) is outside the 24 x 24 box"),
    ("M2 2 L4 4 S 6 6 8 8", "S ", "S is no command of a symbol (they are M, L, H, V, C, Q, A, Z)"),
    ("M2 2 C 4 4 6", "C ", "C takes 6 numbers, got 3"),
    ("L 4 4 H 8", "L", "a symbol begins with M, not L"),
    ("M2 2 L4 4 Z 5 5", "5 5", "a number after Z: a new subpath begins with M"),
    ("M2 2 A 2 2 0 2 1 6 6", "2 1 6", "an arc's flags are 0 or 1, not '2'"),
    ("M2 2 L4 # 4", "#", "unexpected '#'"),
    ("M2 2 m3 3", "M", "a symbol draws nothing: it needs a line or a curve after its M"),
    ("M2 2 h20 v20 h-20 v-20 z M1 1 l22 0 l0 30", "l0 30", "the point (23, 31) is outside the 24 x 24 box"),
]


@pytest.mark.parametrize(("path", "where", "message"), BAD)
def test_a_malformed_symbol_is_refused_where_it_goes_wrong(tmp_path: Path, path: str, where: str, message: str) -> None:
    rule = tmp_path / "rule.yaml"
    line = f"  cow: {{symbol: '{path}'}}"
    rule.write_text(f"extends: base\nname: R\nicons:\n{line}\n")
    with pytest.raises(EditionError) as caught:
        load_edition(rule)
    (problem,) = caught.value.problems
    column = line.index("'") + 2 + path.index(where)
    assert problem.headline().startswith(f"{rule}:4:{column}: MK201 icons.cow.symbol: {message}")
    assert problem.source_line == line


def test_a_symbol_over_several_lines_is_located_on_its_line_and_two_icons_may_not_share_one(tmp_path: Path) -> None:
    rule = tmp_path / "rule.yaml"
    rule.write_text(
        "extends: base\nname: R\nicons:\n"
        "  cod:\n    name: Cod\n    symbol: |-\n      M2 2 H22 V22 H2 Z\n      M4 4 Q 6\n"
        "  eel:\n    name: Eel\n    symbol: 'M2,2 h20 v20 H2 z'\n"
        "  ray:\n    name: Ray\n    symbol: 'M2 2 H22 V22 H2 Z'\n"
    )
    with pytest.raises(EditionError) as caught:
        load_edition(rule)
    found = [p.headline() for p in caught.value.problems]
    assert found[0].startswith(f"{rule}:8:12: MK201 icons.cod.symbol: Q takes 4 numbers, got 1")
    assert found[1].startswith(f"{rule}:14:13: MK201 icons.ray.symbol: the same symbol as icon 'eel'")
    assert len(found) == 2


def test_relative_commands_arcs_and_quadratic_curves_draw_what_their_absolute_forms_draw() -> None:
    square = "M4 4 L20 4 L20 20 L4 20 Z"
    assert pictogram.key(pictogram.read("m4 4 h16 v16 h-16 z")) == pictogram.key(pictogram.read(square))
    assert pictogram.key(pictogram.read("M4 4 20 4 20 20 4 20 Z")) == pictogram.key(pictogram.read(square))
    disc = picture("M2 12 A10 10 0 1 1 22 12 A10 10 0 1 1 2 12 Z")  # a circle of radius 10 round the middle
    assert abs(len(disc) - 3.14159 * (GRID * 10 / 24) ** 2) < 0.02 * len(disc)
    ring = picture("M2 12 A10 10 0 1 1 22 12 A10 10 0 1 1 2 12 Z M7 12 A5 5 0 1 0 17 12 A5 5 0 1 0 7 12 Z")
    assert (GRID // 2, GRID // 2) in disc and (GRID // 2, GRID // 2) not in ring  # drawn the other way: a hole
    assert abs(len(ring) - 0.75 * len(disc)) < 0.03 * len(disc)
    bump = pictogram.read("M2 20 Q12 0 22 20 Z")  # a quadratic curve as the cubic curve that is the same
    assert [s.kind for s in bump] == ["M", "C", "Z"]
    third = 2 / 3 * 10, 2 / 3 * 20
    expected = [(2 + third[0], 20 - third[1]), (22 - third[0], 20 - third[1]), (22, 20)]
    assert [c for p in bump[1].points for c in p] == pytest.approx([c for p in expected for c in p])


@settings(max_examples=examples(400), deadline=None)
@given(st.text(alphabet="MLHVCQAZmlhvcqazST0123456789.-+e, \n", max_size=60), st.booleans())
def test_any_text_is_a_symbol_inside_the_box_or_a_symbol_error(text: str, moved: bool) -> None:
    text = f"M12 12 {text}" if moved else text
    try:
        segments = pictogram.read(text)
    except pictogram.SymbolError as err:
        assert 0 <= err.offset <= len(text)
        return
    for polygon in pictogram.outlines(segments):
        assert all(-0.02 <= c <= pictogram.BOX + 0.02 for point in polygon for c in point)
