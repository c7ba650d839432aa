"""Generated documentation stays in step with the edition files."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent


def test_fussball_page_matches_the_edition() -> None:
    spec = importlib.util.spec_from_file_location("make_fussball", ROOT / "docs" / "make_fussball.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert (ROOT / "docs" / "fussball.md").read_text(encoding="utf-8") == module.render(), (
        "run: python docs/make_fussball.py"
    )


def test_every_fussball_card_says_where_its_values_come_from() -> None:
    data = yaml.safe_load((ROOT / "editions" / "fussball.yaml").read_text(encoding="utf-8"))
    for section in ("cards", "landmarks"):
        for ident, entry in data[section].items():
            assert entry.get("note"), f"{ident} has no note on its sources"
    reconstructed_costs = [i for i, e in data["landmarks"].items() if "cost" in e.get("reconstructed", [])]
    assert len(reconstructed_costs) == 4  # RULES.md: the Major Projects' costs are reconstructed
