"""House-rule editions: `extends`, merging, removal, cycles, and errors in the right file."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.errors import EditionError
from engine.load.loader import load_edition

ROOT = Path(__file__).resolve().parent.parent


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text)
    return path


def problems(path: Path) -> list[str]:
    with pytest.raises(EditionError) as info:
        load_edition(path)
    return [f"{Path(p.file).name}:{p.line}:{p.column}: {p.code} {p.message}" for p in info.value.problems]


def test_child_states_only_differences(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "cheap.yaml",
        "extends: base\nname: Cheap\noptions: {extra_turns_max: 1}\n"
        "cards:\n  cafe: {cost: 1}\nlandmarks:\n  radio_tower: {cost: 18}\nremove: [business_center]\n",
    )
    ed = load_edition(path)
    base = load_edition("base")
    assert ed.id == "cheap" and ed.name == "Cheap"
    assert ed.options["extra_turns_max"] == 1 and ed.options["reroll_dice"] == "same"
    cafe = ed.cards[ed.card_index["cafe"]]
    assert cafe.cost == 1 and cafe.roll == (3,) and cafe.effect.const_take == 1
    assert ed.landmarks[ed.landmark_index["radio_tower"]].cost == 18
    assert "business_center" not in ed.card_index
    assert len(ed.cards) == len(base.cards) - 1
    assert ed.hash != base.hash
    assert "default" not in ed.data  # a house rule never becomes the default edition


def test_chains_resolve_recursively_and_relative_to_each_file(tmp_path: Path) -> None:
    sub = tmp_path / "rules"
    sub.mkdir()
    write(sub, "one.yaml", "extends: base\nname: One\ncards:\n  cafe: {cost: 1}\n")
    two = write(tmp_path, "two.yaml", "extends: rules/one.yaml\nname: Two\ncards:\n  mine: {cost: 5}\n")
    ed = load_edition(two)
    assert ed.cards[ed.card_index["cafe"]].cost == 1
    assert ed.cards[ed.card_index["mine"]].cost == 5


def test_cycles_are_reported_at_the_extends_line(tmp_path: Path) -> None:
    write(tmp_path, "a.yaml", "name: A\nextends: b.yaml\n")
    b = write(tmp_path, "b.yaml", "extends: a.yaml\nname: B\n")
    first, also = problems(b)
    assert first == "a.yaml:2:10: MK105 'extends' goes round in a circle: b.yaml -> a.yaml -> b.yaml"
    assert also.startswith("b.yaml:1:1: MK105 the edition it extends has problems: ")


def test_unknown_parent(tmp_path: Path) -> None:
    path = write(tmp_path, "x.yaml", "name: X\nextends: bsae\n")
    assert problems(path) == ["x.yaml:2:10: MK104 no edition named 'bsae'"]


def test_errors_point_at_the_file_that_caused_them(tmp_path: Path) -> None:
    write(
        tmp_path,
        "parent.yaml",
        (ROOT / "editions" / "base.yaml").read_text().replace("effect: gain 5", "effect: gian 5"),
    )
    child = write(
        tmp_path,
        "child.yaml",
        "extends: parent.yaml\nname: Child\ncards:\n  cafe: {copies: -1}\n"
        "  sushi:\n    name: Sushi\n    colour: red\n    roll: [1]\n    copies: 2\n    effect: take 2 form roller\n"
        "remove: [casino]\n",
    )
    found = problems(child)
    line = (ROOT / "editions" / "base.yaml").read_text().splitlines().index("    effect: gain 5") + 1
    assert any(p.startswith(f"parent.yaml:{line}:13: MK301 unexpected 'gian'") for p in found)
    assert "child.yaml:4:18: MK201 cards.cafe.copies: must be at least 0, got -1" in found
    assert "child.yaml:5:3: MK201 missing required field 'cost' in cards.sushi" in found
    assert "child.yaml:10:20: MK301 unexpected 'form'; expected 'from'" in found
    assert "child.yaml:11:10: MK403 cannot remove 'casino': the parent has no such card or landmark" in found


def test_shipped_house_rules_load() -> None:
    for path in sorted((ROOT / "editions" / "house-rules").glob("*.yaml")):
        ed = load_edition(path)
        assert ed.name and ed.id


def test_the_rules_id_is_reserved(tmp_path: Path) -> None:
    f = tmp_path / "r.yaml"
    base = Path(__file__).resolve().parent.parent / "editions" / "base.yaml"
    f.write_text(f"extends: {base}\nname: R\nlandmarks:\n  rules: {{name: Rules, cost: 1}}\n")
    with pytest.raises(EditionError) as err:
        load_edition(f)
    assert [(p.code, p.line) for p in err.value.problems] == [("MK404", 4)]
    assert "is the name of the edition's rules" in err.value.problems[0].message


def test_a_missing_parent_is_reported_at_the_extends_line(tmp_path: Path) -> None:
    child = write(tmp_path, "child.yaml", "name: Child\nextends: gone.yaml\n")
    assert problems(child) == ["child.yaml:2:10: MK100 gone.yaml: cannot read the file: No such file or directory"]


def test_a_problem_in_a_parent_is_also_reported_at_the_extends_line(tmp_path: Path) -> None:
    write(
        tmp_path,
        "parent.yaml",
        f"extends: {ROOT / 'editions' / 'base.yaml'}\nname: P\ncards:\n  cafe: {{cost: free}}\n",
    )
    child = write(tmp_path, "child.yaml", "name: Child\nextends: parent.yaml\n")
    found = problems(child)
    assert "parent.yaml:4:16: MK201 cards.cafe.cost: expected integer, got 'free'" in found
    (here,) = [p for p in found if p.startswith("child.yaml:")]
    assert here.startswith("child.yaml:2:1: MK201 the edition it extends has problems: ")
    assert here.endswith("parent.yaml:4:16: MK201 cards.cafe.cost: expected integer, got 'free'")
    write(tmp_path, "syntax.yaml", "name: [unclosed\n")
    bad = write(tmp_path, "c2.yaml", "name: C\nextends: syntax.yaml\n")
    codes = [p.split(": ")[1].split()[0] + "@" + p.split(":")[0] for p in problems(bad)]
    assert sorted(codes) == ["MK101@c2.yaml", "MK101@syntax.yaml"]


def test_a_card_reports_every_problem_at_once(tmp_path: Path) -> None:
    """A broken effect no longer hides an impossible roll number, nor a missing cost (issue: the roll
    was reported only once the rest was fixed): a broken effect's dice are read from its words, so the
    roll is checked against the dice the edition grants, said as when nothing is broken."""
    path = write(
        tmp_path,
        "card.yaml",
        "extends: base\nedition: card\nname: Card\ndescription: x\ncards:\n  thing:\n    name: Thing\n"
        "    colour: blue\n    roll: [99]\n    copies: 2\n    icon: gear\n    effect: gian 1\n",
    )
    found = problems(path)
    assert any(p.startswith("card.yaml:6:3: MK201 missing required field 'cost'") for p in found), found
    assert any(p.startswith("card.yaml:9:12: MK405 no roll of 1 to 2 dice with 6 sides makes 99") for p in found)
    assert any(p.startswith("card.yaml:12:13: MK301 unexpected 'gian'") for p in found), found


def test_what_remove_breaks_is_reported_at_the_remove(tmp_path: Path) -> None:
    """A removal that empties the cards, or takes away the second die that inherited cards need, is
    this file's problem: reported at its `remove:`, not at lines of the parent file."""
    every = ", ".join(c.id for c in load_edition("base").cards)
    path = write(tmp_path, "none.yaml", f"extends: base\nname: X\nremove: [{every}]\n")
    assert problems(path) == ["none.yaml:3:9: MK201 cards: {} should be non-empty"]
    path = write(tmp_path, "one_die.yaml", "extends: base\nname: X\nremove: [train_station]\n")
    (found,) = problems(path)
    assert found.startswith(
        "one_die.yaml:3:1: MK405 after 'remove', no roll of 1 die makes what inherited cards need: "
    )
    assert "cheese_factory 7" in found and "more" in found
