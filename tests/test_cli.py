"""The command line, as a user sees it (syrupy snapshots)."""

from __future__ import annotations

import json
import subprocess
import sysconfig
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from engine.ui.cli import main

ROOT = Path(__file__).resolve().parent.parent
INVALID = sorted((ROOT / "tests" / "editions" / "invalid").glob("*.yaml"))


@pytest.fixture(autouse=True)
def in_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)


def mk(*args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=input, catch_exceptions=False)


def test_editions(snapshot) -> None:
    result = mk("editions")
    assert result.exit_code == 0
    assert result.stdout == snapshot


def test_editions_show_prints_yaml() -> None:
    result = mk("editions", "--show", "base")
    assert result.exit_code == 0
    assert "train_station:" in result.stdout and result.stdout.startswith("edition: base")


@pytest.mark.parametrize("path", INVALID, ids=lambda p: p.name)
def test_validate_invalid_files(path: Path, snapshot) -> None:
    result = mk("validate", str(path.relative_to(ROOT)))
    assert result.exit_code == 1
    assert result.stdout == snapshot


def test_validate_github_format(snapshot) -> None:
    result = mk("validate", "--format", "github", "tests/editions/invalid/several_mistakes.yaml")
    assert result.exit_code == 1
    assert result.stdout == snapshot


def test_validate_valid_files() -> None:
    result = mk("validate", "--format", "concise", *[str(p) for p in sorted(Path("editions").glob("*.yaml"))])
    assert result.exit_code == 0, result.stdout
    assert result.stdout == ""
    assert "files ok" in result.stderr


def test_validate_missing_file() -> None:
    result = mk("validate", "--format", "concise", "nope.yaml")
    assert result.exit_code == 1
    assert result.stdout.startswith("nope.yaml:1:1: MK100 cannot read the file")


def test_scenario_pass_and_fail(tmp_path: Path, snapshot) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("edition: base\nplayers: 2\nsteps:\n  - roll: [2]\n  - build: mine\n")
    result = mk("scenario", "tests/scenarios/base/ex1_cafe_roller_has_no_coins.yaml", str(bad))
    assert result.exit_code == 1
    assert result.stdout.replace(str(tmp_path), "<tmp>") == snapshot
    assert result.stderr == "1 passed, 1 failed\n"


def test_scenario_json() -> None:
    result = mk("scenario", "--json", "tests/scenarios/base/ex2_red_claims_counter_clockwise.yaml")
    assert result.exit_code == 0
    (entry,) = json.loads(result.stdout)
    assert entry["ok"] and entry["state"]["players"][2]["coins"] == 2


def test_simulate(snapshot) -> None:
    result = mk("simulate", "--games", "30", "--players", "3", "--seed", "5", "--bots", "basic,random,basic")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[-1].startswith("speed: ") and lines[-1].endswith(" turns/s")
    assert "\n".join(lines[:-1]) == snapshot


def test_simulate_record_replays(tmp_path: Path) -> None:
    out = tmp_path / "games.jsonl"
    assert mk("simulate", "--games", "5", "--players", "2", "--record", str(out)).exit_code == 0
    result = mk("replay", str(out))
    assert result.exit_code == 0
    assert result.stdout.endswith("5 games replayed, every turn matches\n")


def test_seeded_game_transcript(snapshot, tmp_path: Path) -> None:
    record = tmp_path / "g.jsonl"
    save = tmp_path / "save.jsonl"
    result = mk("play", "--players", "3", "--humans", "0", "--seed", "7", "--record", str(record), "--save", str(save))
    assert result.exit_code == 0
    assert result.stdout.replace(str(record), "<record>").replace(str(save), "<save>") == snapshot
    shown = mk("replay", "--show", str(record))
    assert shown.exit_code == 0
    assert "wins!" in shown.stdout


def test_human_input_is_forgiving(snapshot, tmp_path: Path) -> None:
    save = tmp_path / "save.jsonl"
    answers = "\n".join(["help", "9", "xyz", "show cafe", "city", "wheat", "quit"]) + "\n"
    result = mk("play", "--players", "2", "--seed", "1", "--names", "Ann,Bob", "--save", str(save), input=answers)
    assert result.exit_code == 0
    assert result.stdout.replace(str(save), "<save>") == snapshot


def test_end_of_input_saves_cleanly(tmp_path: Path) -> None:
    save = tmp_path / "save.jsonl"
    result = mk("play", "--players", "2", "--seed", "1", "--save", str(save), input="")
    assert result.exit_code == 0
    assert f"Game saved. Resume it with: mk play --resume {save}" in result.stdout
    assert save.exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["simulate", "--edition", "bsae"], "no edition named 'bsae' (did you mean 'base'?)"),
        (["simulate", "--bots", "genius"], "unknown bot 'genius'"),
        (["simulate", "--option", "extra_turns_max=lots"], "option extra_turns_max must be a whole number"),
        (["simulate", "--variant", "nope"], "has no variant 'nope'"),
        (["play", "--humans", "3", "--players", "2"], "--humans 3 is more than --players 2"),
        (["replay", "missing.jsonl"], "cannot read"),
    ],
)
def test_user_errors_are_messages_not_tracebacks(args: list[str], message: str) -> None:
    result = mk(*args)
    assert result.exit_code == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr + result.stdout


def test_console_script_is_installed() -> None:
    script = Path(sysconfig.get_path("scripts")) / "mk"
    done = subprocess.run([str(script), "simulate", "--games", "2", "--players", "2"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "2 games, 2 players" in done.stdout


@pytest.mark.parametrize(
    "args",
    [
        ["--edition", "editions/house-rules/sushi_and_cheap_cafe.yaml", "--players", "3"],
        ["--edition", "fussball", "--variant", "come_what_may", "--variant", "beginner", "--players", "4"],
        ["--edition", "editions/house-rules/come_what_may.yaml", "--players", "2", "--option", "extra_turns_max=0"],
    ],
)
def test_play_any_edition_variant_or_house_rule(args: list[str], tmp_path: Path) -> None:
    result = mk("play", "--humans", "0", "--seed", "3", "--save", str(tmp_path / "s.jsonl"), *args)
    assert result.exit_code == 0, result.output
    assert "wins after" in result.stdout


def test_editions_show_resolves_a_house_rule() -> None:
    result = mk("editions", "--show", "editions/house-rules/sushi_and_cheap_cafe.yaml")
    assert result.exit_code == 0
    assert "extends" not in result.stdout
    assert "sushi_bar:" in result.stdout and "wheat_field:" in result.stdout  # new and inherited


def test_validate_plays_every_variant(tmp_path: Path) -> None:
    bad = tmp_path / "stuck.yaml"
    bad.write_text(
        f"extends: {ROOT / 'editions' / 'base.yaml'}\nname: Stuck\nvariants:\n  poor: {{starting_coins: 0}}\n"
        "cards:\n  wheat_field: {effect: take 1 from each other}\n  bakery: {effect: take 1 from each other}\n"
    )
    result = mk("validate", "--format", "concise", str(bad))
    assert result.exit_code == 1
    lines = result.stdout.replace(str(tmp_path), "<tmp>").splitlines()
    why = "cannot be played: a game of random moves did not end within 5000 turns"
    assert lines == [
        f"<tmp>/stuck.yaml:1:1: MK409 the edition {why}",
        f"<tmp>/stuck.yaml:4:3: MK409 variant poor {why}",
    ]


def test_validate_house_rules_and_editions() -> None:
    files = [str(p) for p in sorted(Path("editions").rglob("*.yaml"))]
    result = mk("validate", *files)
    assert result.exit_code == 0, result.stdout


def test_saves_never_replace_a_device_or_folder(tmp_path: Path) -> None:
    result = mk("play", "--humans", "0", "--seed", "3", "--save", str(tmp_path))
    assert result.exit_code == 2
    assert f"cannot save to {tmp_path}: it is not a regular file" in result.stderr
