"""Generated documentation stays in step with the edition files."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from dataclasses import fields
from pathlib import Path

import jsonschema
import pytest
import yaml

from engine.core.errors import CODES
from engine.core.options import SPECS, OptionError, Options, OptionSpec
from engine.core.reasons import Why
from engine.services.check.scenario import run_file

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


def test_rule_options_schema_and_docs_come_from_their_declaration() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "docs" / "make_options.py"), "--check"], capture_output=True)
    assert done.returncode == 0, done.stdout.decode()


def test_every_declared_option_is_a_field_of_the_resolved_options() -> None:
    assert [f.name for f in fields(Options)] == [spec.name for spec in SPECS]
    defaults = Options.resolve().as_dict()
    assert defaults == {spec.name: spec.default for spec in SPECS}


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.name)
def test_each_option_accepts_what_its_schema_accepts(spec: OptionSpec) -> None:
    validator = jsonschema.Draft7Validator({"definitions": {"id": {"type": "string"}}, **spec.schema()})
    samples = [spec.default, -1, 0, 1, 7, "unlimited", "same", "next_turn", "bazaar", True, None, [1]]
    for value in samples:
        try:
            spec.check(value)
            accepted = True
        except OptionError:
            accepted = False
        # the schema is looser only for market names, which need the edition to check
        if spec.kind != "market":
            assert accepted == validator.is_valid(value), value


def test_every_refusal_code_is_documented() -> None:
    text = (ROOT / "docs" / "errors.md").read_text(encoding="utf-8")
    missing = [why.value for why in Why if f"| `{why.value}` |" not in text]
    assert missing == []


def test_every_code_the_code_uses_is_declared() -> None:
    used = {
        code
        for folder in ("engine", "dsl")
        for path in (ROOT / folder).rglob("*.py")
        for code in re.findall(r"\bMK\d{3}\b", path.read_text(encoding="utf-8"))
    }
    assert used - {"MK000"} <= set(CODES) and "MK303" in used  # MK000: a bug's own code, never printed as a problem


def test_the_error_code_table_is_the_declared_one() -> None:
    text = (ROOT / "docs" / "errors.md").read_text(encoding="utf-8")
    table = dict(re.findall(r"^\| (MK\d{3}) \| (.*) \|$", text, re.M))
    assert table == CODES


def runnable_examples(page: Path) -> tuple[dict[str, str], list[str]]:
    """The ``# edition: NAME`` and ``# scenario`` YAML blocks of a docs page."""
    blocks = re.findall(r"```yaml\n(.*?)```", page.read_text(encoding="utf-8"), re.S)
    editions = {b.split("\n", 1)[0].split(":", 1)[1].strip(): b for b in blocks if b.startswith("# edition:")}
    scenarios = [b for b in blocks if b.startswith("# scenario")]
    return editions, scenarios


def test_the_effect_language_examples_run(tmp_path: Path) -> None:
    editions, scenarios = runnable_examples(ROOT / "docs" / "dsl.md")
    assert len(editions) >= 2 and len(scenarios) >= len(editions)
    for name, text in editions.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    for i, text in enumerate(scenarios):
        path = tmp_path / f"example{i}.yaml"
        path.write_text(text, encoding="utf-8")
        result = run_file(path)
        assert result.ok, f"docs/dsl.md example {i + 1}:\n{result.report()}"


def test_the_limits_page_lists_every_declared_limit() -> None:
    from engine.core.limits import LIMITS

    text = (ROOT / "docs" / "limits.md").read_text(encoding="utf-8")
    rows = {
        line.split("|")[1].strip(" `"): line.split("|")[2].strip()
        for line in text.splitlines()
        if line.startswith("| `")
    }
    assert {name: f"{limit.value:,} {limit.unit.split()[0]}" for name, limit in LIMITS.items()} == {
        name: " ".join(value.split()[:2]) for name, value in rows.items()
    }
