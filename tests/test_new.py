"""`mk new`: a house rule to start from that works, over any edition, with editor support beside it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from engine.load.loader import builtin_editions, load_edition
from engine.services.check.scenario import run_file
from engine.services.check.starter import SCHEMA, slug
from engine.ui.cli import main

ROOT = Path(__file__).resolve().parent.parent


def new(tmp_path: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["new", *args], catch_exceptions=False)
    return result.exit_code, result.output


@pytest.fixture(autouse=True)
def _here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # mk new writes where it is run (and reads only below it)


@pytest.mark.parametrize("parent", sorted(builtin_editions()))
def test_a_new_house_rule_loads_and_its_scenario_passes(tmp_path: Path, parent: str) -> None:
    folder = tmp_path / "rules"
    code, out = new(tmp_path, f"Cheap {parent}", "--extends", parent, "--dir", str(folder))
    assert code == 0, out
    edition = folder / f"{slug('Cheap ' + parent)}.yaml"
    ed = load_edition(edition)
    parent_ed = load_edition(parent)
    added = [c for c in ed.cards if c.id not in parent_ed.card_index]
    assert len(added) == 1 and ed.name == f"Cheap {parent}"
    changed = [
        c
        for c in ed.cards
        if c.id in parent_ed.card_index and c.cost != parent_ed.cards[parent_ed.card_index[c.id]].cost
    ]
    assert len(changed) == 1
    (scenario,) = folder.glob("*.scenario.yaml")
    assert run_file(str(scenario)).ok
    assert "its scenario passes" in out


def test_the_new_file_points_the_editor_at_the_schema_beside_it(tmp_path: Path) -> None:
    code, _ = new(tmp_path, "Sushi night", "--dir", str(tmp_path / "s"))
    assert code == 0
    text = (tmp_path / "s" / "sushi_night.yaml").read_text(encoding="utf-8")
    first = text.splitlines()[0]
    assert first == f"# yaml-language-server: $schema={SCHEMA}"
    schema = json.loads((tmp_path / "s" / SCHEMA).read_text(encoding="utf-8"))
    assert schema == json.loads((ROOT / "schema" / "edition.schema.json").read_text(encoding="utf-8"))
    assert schema["$id"].startswith("urn:")  # stable: names no server
    assert yaml.safe_load(text)["extends"] == "base"


def test_mk_new_writes_over_nothing_and_extends_a_file_by_its_relative_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, _ = new(tmp_path, "first", "--dir", str(tmp_path / "a"))
    assert code == 0
    edition = tmp_path / "a" / "first.yaml"
    before = edition.read_text(encoding="utf-8")
    code, out = new(tmp_path, "first", "--dir", str(tmp_path / "a"))
    assert code == 2 and "exists already" in out and edition.read_text(encoding="utf-8") == before
    code, out = new(tmp_path, "second", "--extends", str(edition), "--dir", str(tmp_path / "b"))
    assert code == 0, out
    child = tmp_path / "b" / "second.yaml"
    assert yaml.safe_load(child.read_text(encoding="utf-8"))["extends"] == "../a/first.yaml"
    assert len(load_edition(child).cards) == len(load_edition(edition).cards) + 1
    elsewhere = tmp_path / "c"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)  # a parent mk would refuse to read from the new file: said before writing
    code, out = new(tmp_path, "third", "--extends", str(edition), "--dir", str(elsewhere / "d"))
    assert code == 2 and "outside the new folder and the current one" in out and not (elsewhere / "d").exists()


@pytest.mark.parametrize("name", ["", "123", "a\nb", "x" * 81])
def test_a_name_that_makes_no_house_rule_is_refused_clearly(tmp_path: Path, name: str) -> None:
    code, out = new(tmp_path, name, "--dir", str(tmp_path / "n"))
    assert code == 2 and out.startswith("mk: error: ") and not (tmp_path / "n").exists()


def test_a_name_in_any_language_keeps_its_letters_in_the_id(tmp_path: Path) -> None:
    """The id keeps a name's letters without their accents ("Über Café!" makes uber_cafe, not ber_caf),
    and the house rule made of it loads under that id."""
    from engine.load.loader import load_edition

    assert [slug(n) for n in ("Über Café!", "Şehir Kuralı", "Große Straße", "Ærø")] == [
        "uber_cafe",
        "sehir_kurali",
        "grosse_strasse",
        "aero",
    ]
    code, out = new(tmp_path, "Über Café!")
    assert code == 0 and "wrote uber_cafe/uber_cafe.yaml" in out, out
    made = load_edition(tmp_path / "uber_cafe" / "uber_cafe.yaml")
    assert (made.id, made.name) == ("uber_cafe", "Über Café!")


# -- hostile folders: nothing written through a link, over a file, into a FIFO (issue 50) ----------------
def test_a_schema_that_is_a_link_is_not_written_through(tmp_path: Path) -> None:
    """A link named like the schema, leading out of the folder: its target stays as it was."""
    outside = tmp_path / "outside.txt"
    outside.write_text("precious", encoding="utf-8")
    folder = tmp_path / "r"
    folder.mkdir()
    (folder / SCHEMA).symlink_to(outside)
    code, out = new(tmp_path, "linked", "--dir", str(folder))
    assert code == 0, out
    assert outside.read_text(encoding="utf-8") == "precious" and (folder / SCHEMA).is_symlink()
    assert "kept" in out and (folder / "linked.yaml").is_file()


def test_a_schema_of_the_users_is_kept_as_it_is(tmp_path: Path) -> None:
    folder = tmp_path / "r"
    folder.mkdir()
    (folder / SCHEMA).write_text('{"mine": true}', encoding="utf-8")
    code, out = new(tmp_path, "mine", "--dir", str(folder))
    assert code == 0 and "kept" in out, out
    assert (folder / SCHEMA).read_text(encoding="utf-8") == '{"mine": true}'


def test_a_dangling_link_where_the_rule_goes_is_refused_and_nothing_is_created(tmp_path: Path) -> None:
    folder = tmp_path / "r"
    folder.mkdir()
    target = tmp_path / "elsewhere" / "created.yaml"
    target.parent.mkdir()
    (folder / "dangle.yaml").symlink_to(target)
    code, out = new(tmp_path, "dangle", "--dir", str(folder))
    assert code == 2 and "MK108" in out and "exists already" in out, out
    assert not target.exists() and sorted(p.name for p in folder.iterdir()) == ["dangle.yaml"]


def test_a_fifo_where_the_scenario_goes_is_refused_at_once(tmp_path: Path) -> None:
    """A FIFO with no reader would hang a writer: mk refuses it before writing anything at all."""
    import os
    import subprocess
    import sys

    folder = tmp_path / "r"
    folder.mkdir()
    os.mkfifo(folder / "piped.scenario.yaml")
    run = subprocess.run(
        [sys.executable, "-m", "engine.ui.cli", "new", "piped", "--dir", str(folder)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert run.returncode == 2 and "MK108" in run.stderr, run.stderr
    assert sorted(p.name for p in folder.iterdir()) == ["piped.scenario.yaml"]  # not even the rule


@pytest.mark.parametrize("name", ["CON", "aux", "Lpt1", "nul"])
def test_a_name_windows_keeps_for_a_device_is_refused(tmp_path: Path, name: str) -> None:
    code, out = new(tmp_path, name)
    assert code == 2 and "MK108" in out and "device on Windows" in out, out
    assert list(tmp_path.iterdir()) == []
