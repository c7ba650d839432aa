"""mk validate's output formats: relative paths, JSON, SARIF for code scanning, escaped GitHub commands."""

from __future__ import annotations

import json
import os
from pathlib import Path
from urllib.parse import quote, unquote

import jsonschema
from click.testing import CliRunner

from engine.core.errors import CODES, Problem
from engine.services.check.formats import escape_data, escape_property, github, render, shown_path
from engine.ui.cli import main

ROOT = Path(__file__).resolve().parent.parent
BAD = ROOT / "tests" / "editions" / "invalid" / "several_mistakes.yaml"


def validate(*args: str, cwd: Path = ROOT) -> tuple[int, str]:
    here = os.getcwd()
    os.chdir(cwd)
    try:
        result = CliRunner().invoke(main, ["validate", *args])
    finally:
        os.chdir(here)
    return result.exit_code, result.stdout


def test_paths_are_relative_to_the_working_directory_in_every_format() -> None:
    for fmt in ("full", "concise", "github", "json", "sarif"):
        code, out = validate("--format", fmt, str(BAD))  # given as an absolute path
        assert code == 1
        assert "tests/editions/invalid/several_mistakes.yaml" in out and str(ROOT) not in out, fmt
    code, out = validate("--format", "concise", str(BAD), cwd=ROOT / "tests")
    assert out.startswith("editions/invalid/several_mistakes.yaml:")


def test_json_lists_every_problem_with_its_place_and_meaning() -> None:
    code, out = validate("--format", "json", str(BAD))
    data = json.loads(out)
    problems = data["problems"]
    assert code == 1 and len(problems) > 3
    assert data["summary"] == {
        "checked": 1,
        "failed": 1,
        "problems": len(problems),
        "text": f"{len(problems)} problems in 1 of 1 file",
    }
    for p in problems:
        assert set(p) == {"file", "line", "column", "code", "level", "message", "hint", "meaning"}
        assert p["meaning"] == CODES[p["code"]] and p["line"] >= 1 and p["column"] >= 1
    ok = json.loads(validate("--format", "json", "--games", "1", str(ROOT / "editions" / "base.yaml"))[1])
    assert ok == {"summary": {"checked": 1, "failed": 0, "problems": 0, "text": "1 file ok"}, "problems": []}


def test_sarif_is_a_code_scanning_log() -> None:
    code, out = validate("--format", "sarif", str(BAD))
    assert code == 1
    log = json.loads(out)
    assert log["version"] == "2.1.0" and log["$schema"].endswith("sarif-2.1.0.json")
    (run,) = log["runs"]
    rules = run["tool"]["driver"]["rules"]
    assert run["tool"]["driver"]["name"] == "mk"
    for result in run["results"]:
        rule = rules[result["ruleIndex"]]
        assert rule["id"] == result["ruleId"] and rule["shortDescription"]["text"] == CODES[result["ruleId"]]
        (loc,) = result["locations"]
        assert loc["physicalLocation"]["artifactLocation"]["uri"] == "tests/editions/invalid/several_mistakes.yaml"
        assert loc["physicalLocation"]["region"]["startLine"] >= 1
    empty = json.loads(validate("--format", "sarif", str(ROOT / "editions" / "base.yaml"))[1])
    assert empty["runs"][0]["results"] == []


def test_sarif_validates_against_the_specifications_schema(tmp_path: Path) -> None:
    """Every object mk writes, checked against the SARIF 2.1.0 definitions it uses (tests/data: the
    specification's required properties, types, enumerations and minimums; nothing else allowed)."""
    schema = json.loads((ROOT / "tests" / "data" / "sarif-2.1.0-subset.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    odd = tmp_path / "my rules #1 é.yaml"  # a file name a URI must escape
    odd.write_text(BAD.read_text(encoding="utf-8"), encoding="utf-8")
    for path, cwd in ((BAD, ROOT), (odd, tmp_path)):
        code, out = validate("--format", "sarif", str(path), cwd=cwd)
        log = json.loads(out)
        errors = sorted(jsonschema.Draft7Validator(schema).iter_errors(log), key=str)
        assert code == 1 and not errors, errors
        for result in log["runs"][0]["results"]:
            uri = result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            assert quote(unquote(uri), safe="/") == uri and " " not in uri  # a URI reference
    assert uri == "my%20rules%20%231%20%C3%A9.yaml"
    missing = json.loads(validate("--format", "sarif", str(BAD))[1])
    del missing["runs"][0]["tool"]["driver"]["name"]
    assert list(jsonschema.Draft7Validator(schema).iter_errors(missing))  # the schema does check


def test_github_commands_cannot_be_injected() -> None:
    evil = Problem("MK201", "unknown field 'x\n::warning file=a.yaml::owned 100%'", "dir,a:b.yaml", 3, 4)
    line = github(evil)
    assert "\n" not in line and "\r" not in line  # one line: no second command can start
    assert line.startswith("::error file=")
    assert "%0A::warning file=a.yaml::owned 100%25" in line  # the message escapes what GitHub asks
    assert "file=dir%2Ca%3Ab.yaml," in line
    assert escape_data("50%\r\n") == "50%25%0D%0A" and escape_property("a:b,c") == "a%3Ab%2Cc"
    assert render([evil], "github") == line


def test_shown_path_keeps_outside_paths_whole() -> None:
    assert shown_path("<input>") == "<input>"
    assert shown_path("/definitely/elsewhere.yaml") == "/definitely/elsewhere.yaml"


def test_mk_schema_prints_the_edition_schema(tmp_path: Path) -> None:
    out = CliRunner().invoke(main, ["schema"]).stdout
    schema = json.loads(out)
    assert schema == json.loads((ROOT / "schema" / "edition.schema.json").read_text(encoding="utf-8"))
    assert CliRunner().invoke(main, ["schema", "-o", str(tmp_path / "s.json")]).exit_code == 0
    assert json.loads((tmp_path / "s.json").read_text(encoding="utf-8")) == schema


def test_validate_checks_a_scenario_file_as_a_scenario(tmp_path: Path) -> None:
    good = ROOT / "tests" / "scenarios" / "mk2" / "temple_doubles_take_two_each.yaml"
    assert validate("--format", "concise", str(good))[0] == 0
    bad = tmp_path / "bad.yaml"
    bad.write_text("edition: base\nplayers: 2\nsteps:\n  - rol: [3]\nexpect: {winner: 1}\n")
    code, out = validate("--format", "concise", str(bad))
    assert code == 1
    assert "bad.yaml:4:5: MK502 step 1: unknown step 'rol' (did you mean 'roll'? steps: roll, build, reroll, " in out


def test_the_pre_commit_hook_runs_on_a_sample_repository(tmp_path: Path) -> None:
    """What pre-commit does with the hook: pick the files its filters match, run its entry on them."""
    import re
    import subprocess
    import sys

    import yaml

    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    repo = tmp_path / "repo"
    (repo / "editions").mkdir(parents=True)
    (repo / "scenarios").mkdir()
    (repo / ".github").mkdir()
    (repo / "editions" / "mine.yaml").write_text(f"extends: {ROOT / 'editions' / 'base.yaml'}\nname: Mine\n")
    (repo / "editions" / "broken.yaml").write_text("extends: base\nname: Broken\ncards:\n  cafe: {cost: free}\n")
    (repo / "scenarios" / "s.yaml").write_text("edition: base\nplayers: 2\nsteps:\n  - roll: [3]\n  - build: none\n")
    (repo / ".github" / "ci.yaml").write_text("on: push\n")  # not an edition: the filters leave it out
    files = sorted(
        str(p.relative_to(repo))
        for p in repo.rglob("*")
        if p.is_file() and p.suffix in (".yaml", ".yml") and re.search(hook["files"], str(p.relative_to(repo)))
    )
    assert files == ["editions/broken.yaml", "editions/mine.yaml", "scenarios/s.yaml"]
    program, *args = hook["entry"].split()
    assert program == "mk"
    done = subprocess.run(
        [sys.executable, "-m", "engine.ui.cli", *args, *files], cwd=repo, capture_output=True, text=True, check=False
    )
    assert done.returncode == 1
    assert done.stdout.startswith("editions/broken.yaml:4:")
    assert "mine.yaml" not in done.stdout and "s.yaml" not in done.stdout
