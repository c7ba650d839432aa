"""The command line, as a user sees it: snapshots for the output that is the product (listings,
validation errors, scenario reports), assertions of what must hold for everything else."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from engine.ui.cli import main

ROOT = Path(__file__).resolve().parent.parent
INVALID = sorted((ROOT / "tests" / "editions" / "invalid").glob("*.yaml"))


SCENARIOS = ROOT / "tests" / "scenarios"


def mk(*args: str | Path, input: str | None = None) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args], input=input, catch_exceptions=False)


def rooted(text: str) -> str:
    """Output with the checkout's absolute path shown as relative paths are."""
    return text.replace(f"{ROOT}/", "")


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
    result = mk("validate", path)
    assert result.exit_code == 1
    assert rooted(result.stdout) == snapshot


def test_validate_github_format(snapshot) -> None:
    result = mk("validate", "--format", "github", ROOT / "tests/editions/invalid/several_mistakes.yaml")
    assert result.exit_code == 1
    assert rooted(result.stdout) == snapshot


@pytest.mark.slow
def test_validate_valid_files() -> None:
    files = sorted((ROOT / "editions").rglob("*.yaml"))  # every edition and every example house rule
    assert any(f.parent.name == "house-rules" for f in files) and any(f.stem == "mk2" for f in files)
    result = mk("validate", "--format", "concise", ROOT / "editions")  # a folder: the YAML files under it
    assert result.exit_code == 0, result.stdout
    assert result.stdout == ""
    assert result.stderr == f"{len(files)} files ok\n"


def test_validate_and_scenario_take_folders_quiet_and_every_format(tmp_path: Path) -> None:
    (tmp_path / ".hidden").mkdir()
    (tmp_path / ".hidden" / "x.yaml").write_text("not: [an edition")  # hidden folders are left out
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "fine.yml").write_text("extends: base\nedition: fine\nname: Fine\ndescription: x\n")
    (tmp_path / "notes.txt").write_text("not YAML")
    result = mk("validate", "--games", "1", "--format", "github", tmp_path)
    assert (result.exit_code, result.stdout) == (0, "::notice title=mk::1 file ok\n")
    quiet = mk("validate", "-q", "--games", "1", tmp_path)
    assert (quiet.exit_code, quiet.stdout, quiet.stderr) == (0, "", "")
    empty = tmp_path / "empty"
    empty.mkdir()
    missing = mk("validate", empty)
    assert missing.exit_code == 2 and f"no .yaml or .yml files under {empty}" in missing.stderr
    scenarios = SCENARIOS / "base"
    count = len(list(scenarios.glob("*.yaml")))
    run = mk("scenario", "--format", "json", scenarios)
    assert run.exit_code == 0
    assert json.loads(run.stdout)["summary"] == {
        "checked": count,
        "failed": 0,
        "problems": 0,
        "text": f"{count} passed, 0 failed",
    }
    bad = tmp_path / "bad.yaml"
    bad.write_text("edition: base\nplayers: 2\nsteps:\n  - roll: [2]\n  - build: mine\n")
    run = mk("scenario", "--format", "concise", "-q", SCENARIOS / "base/ex1_cafe_roller_has_no_coins.yaml", bad)
    assert run.exit_code == 1 and run.stderr == ""
    assert run.stdout.startswith(f"{bad}:5:5: MK501 ") and run.stdout.count("\n") == 1
    run = mk("scenario", "-q", SCENARIOS / "base/ex1_cafe_roller_has_no_coins.yaml", bad)
    assert run.stdout.startswith(f"{bad}: FAILED") and ": ok" not in run.stdout
    run = mk("scenario", "--format", "github", bad)
    assert run.stdout.splitlines()[-1] == "::notice title=mk::0 passed, 1 failed"
    for flag in ("-V", "--version"):
        assert mk(flag).stdout.startswith("mk, version ")


def test_validate_missing_file(tmp_path: Path) -> None:
    result = mk("validate", "--format", "concise", tmp_path / "nope.yaml")
    assert result.exit_code == 1
    assert result.stdout.startswith(f"{tmp_path}/nope.yaml:1:1: MK100 cannot read the file")


def test_scenario_pass_and_fail(tmp_path: Path, snapshot) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("edition: base\nplayers: 2\nsteps:\n  - roll: [2]\n  - build: mine\n")
    result = mk("scenario", SCENARIOS / "base/ex1_cafe_roller_has_no_coins.yaml", bad)
    assert result.exit_code == 1
    assert rooted(result.stdout).replace(str(tmp_path), "<tmp>") == snapshot
    assert result.stderr == "1 passed, 1 failed\n"


def test_scenario_json() -> None:
    result = mk("scenario", "--json", SCENARIOS / "base/ex2_red_claims_counter_clockwise.yaml")
    assert result.exit_code == 0
    (entry,) = json.loads(result.stdout)
    assert entry["ok"] and entry["state"]["players"][2]["coins"] == 2


def test_simulate_reports_what_the_games_did(tmp_path: Path) -> None:
    args = ["simulate", "--games", "30", "--players", "3", "--seed", "5", "--bots", "basic,random,basic", "--no-rotate"]
    result = mk(*args, "--record", tmp_path / "games.jsonl")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "Machi Koro: 30 games, 3 players, bots basic,random,basic, seeds 5..34"
    assert lines[3].split() == ["seat", "bot", "wins", "games", "win", "rate", "95%", "interval", "verdict"]
    seats = [re.match(r"  seat (\d) +(\w+) +(\d+) +30 +(\d+\.\d)% +\d+\.\d%-\d+\.\d%", line) for line in lines[4:7]]
    assert all(seats)
    wins = [int(m.group(3)) for m in seats if m]
    assert [m.group(2) for m in seats if m] == ["basic", "random", "basic"]
    assert sum(wins) == 30
    # the wins and turns reported are those of the games recorded
    record = [json.loads(x) for x in (tmp_path / "games.jsonl").read_text().splitlines()]
    ends = [line for line in record if "winner" in line]
    assert [sum(1 for e in ends if e["winner"] == p) for p in range(3)] == wins
    mean = sum(e["turns"] for e in ends) / 30
    by_bot = lines.index("by bot:")
    assert lines[by_bot + 2].split()[:2] == ["basic", str(wins[0] + wins[2])]
    assert lines[by_bot + 3].split()[:3] == ["random", str(wins[1]), "30"]
    assert lines[by_bot + 4].startswith(f"mean turns: {mean:.1f} (median ")
    assert re.fullmatch(r"speed: \d+ games/s, \d+ turns/s \(python engine\)", lines[-1])
    again = mk(*args)  # the same seeds play the same games
    assert again.stdout.splitlines()[:-1] == lines[:-1]


def test_simulate_record_replays(tmp_path: Path) -> None:
    out = tmp_path / "games.jsonl"
    assert mk("simulate", "--games", "5", "--players", "2", "--record", str(out)).exit_code == 0
    result = mk("replay", str(out))
    assert result.exit_code == 0
    assert result.stdout.endswith("5 games replayed, every turn matches\n")


def test_a_bot_game_narrates_the_game_its_record_holds(tmp_path: Path) -> None:
    record = tmp_path / "g.jsonl"
    save = tmp_path / "save.jsonl"
    args = ["play", "--players", "3", "--humans", "0", "--seed", "7", "--record", record, "--save", save]
    result = mk(*args)
    assert result.exit_code == 0
    out = result.stdout
    assert out.startswith("Machi Koro for 3 players, seed 7 (--seed 7 deals this game again)\n")
    turns = [int(n) for n in re.findall(r"^Turn (\d+): ", out, re.M)]
    assert turns == list(range(1, len(turns) + 1))
    lines = [json.loads(x) for x in record.read_text().splitlines()]
    winner = lines[0]["players"][lines[-1]["winner"]]
    assert f"{winner} has built every landmark and wins!" in out
    assert f"{winner} wins after {lines[-1]['turns']} turns!" in out
    assert len(turns) == lines[-1]["turns"]
    # replaying the record narrates the very same events
    shown = mk("replay", "--show", record)
    assert shown.exit_code == 0
    played = [x for x in out.splitlines() if x.startswith("  ") and not x.startswith("    ")]
    replayed = [x for x in shown.stdout.splitlines() if x.startswith("  ") and not x.startswith("    ")]
    assert played[: len(replayed)] == replayed and len(replayed) >= 2 * len(turns)
    assert mk(*args).stdout == out  # the seed deals the same game again


def test_human_input_is_forgiving(tmp_path: Path) -> None:
    save = tmp_path / "save.jsonl"
    answers = ["help", "xyz", "show cafe", "city", "wheat", "", "99", "show casino", "", "quit"]
    result = mk("play", "--players", "2", "--seed", "1", "--names", "Ann,Bob", "--save", save, input="\n".join(answers))
    assert result.exit_code == 0
    out = result.stdout
    assert "Commands at any prompt:\n  help          this text" in out
    flat = " ".join(out.split())
    assert "'xyz' is not one of the choices. Type one of the numbers shown (0, 16, 1, 2, 3, 4, ...), or help." in flat
    assert "Cafe (Restaurants, roll 3 on others' rolls, cost 2, icon Cup): Take 1 coin from the roller." in flat
    assert re.search(r"> Ann  \d+ coins?\n.*\n.*\n  Bob  \d+ coins?\n", out)  # city: every player's
    assert "Ann buys Wheat Field for 1 coin" in out  # the start of a name chooses
    assert "There is no choice 99 now: type one of the numbers shown" in flat
    assert "No card or landmark called 'casino'." in out
    assert f"Game saved. Resume it with:\n  mk play --resume {save}\n" in out


def test_end_of_input_saves_cleanly(tmp_path: Path) -> None:
    save = tmp_path / "save.jsonl"
    result = mk("play", "--players", "2", "--seed", "1", "--save", str(save), input="")
    assert result.exit_code == 0
    assert f"Game saved. Resume it with:\n  mk play --resume {save}\n" in result.stdout
    assert save.exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["simulate", "--edition", "bsae"], "no edition named 'bsae' (did you mean 'base'? built-in editions: base, "),
        (["simulate", "--bots", "genius"], "unknown bot 'genius'"),
        (["simulate", "--option", "extra_turns_max=lots"], "option extra_turns_max must be a whole number"),
        (["simulate", "--variant", "nope"], "has no variant 'nope'"),
        (["play", "--humans", "3", "--players", "2"], "--humans 3 is more than --players 2"),
        (["replay", "/nonexistent/missing.jsonl"], "cannot read"),
        (
            ["simulate", "--bots", "basik"],
            "unknown bot 'basik' (did you mean 'basic'? bots: random, basic, normal, hard",
        ),
        (["play", "--edition", "fussball", "--variant", "begginer"], "did you mean 'beginner'?"),
        (["play", "--option", "market=bazaar"], "has no market 'bazaar' (markets: all_piles, hybrid)"),
        (["play", "--option", "reroll_dice=sme"], "did you mean 'same'?"),
        (["editions", "--compiled"], "--compiled goes with --show NAME"),
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
        ["--edition", str(ROOT / "editions/house-rules/sushi_and_cheap_cafe.yaml"), "--players", "3"],
        ["--edition", "fussball", "--variant", "come_what_may", "--variant", "beginner", "--players", "4"],
        [
            "--edition",
            str(ROOT / "editions/house-rules/come_what_may.yaml"),
            "--players",
            "2",
            "--option",
            "extra_turns_max=0",
        ],
    ],
)
def test_play_any_edition_variant_or_house_rule(args: list[str], tmp_path: Path) -> None:
    result = mk("play", "--humans", "0", "--seed", "3", "--save", str(tmp_path / "s.jsonl"), *args)
    assert result.exit_code == 0, result.output
    assert "wins after" in result.stdout


def test_editions_show_resolves_a_house_rule() -> None:
    result = mk("editions", "--show", ROOT / "editions/house-rules/sushi_and_cheap_cafe.yaml")
    assert result.exit_code == 0
    assert "extends" not in result.stdout
    assert "sushi_bar:" in result.stdout and "wheat_field:" in result.stdout  # new and inherited


def test_validate_plays_every_variant(tmp_path: Path) -> None:
    bad = tmp_path / "stuck.yaml"
    bad.write_text(
        f"extends: {ROOT / 'editions' / 'base.yaml'}\nname: Stuck\nvariants:\n  poor: {{starting_coins: 0}}\n"
        "cards:\n  wheat_field: {effect: take 1 from each other}\n  bakery: {effect: take 1 from each other}\n"
    )
    result = mk("validate", "--format", "concise", "--games", "1", str(bad))
    assert result.exit_code == 1
    lines = result.stdout.replace(str(tmp_path), "<tmp>").splitlines()
    why = (
        "cannot be played: games can stall: 1 of 1 games of random moves (100.0%){} reached turn 1000 without "
        "a winner; the first: 2 players, seed 0 (mk simulate --edition <tmp>/stuck.yaml{} --players 2 --bots "
        "random --seed 0 --games 1)"
    )
    basic = " and 1 of 1 games of the basic bot (100.0%)"  # with no coins, the basic bot never builds either
    assert lines == [
        f"<tmp>/stuck.yaml:1:1: MK409 the edition {why.format('', '')}",
        f"<tmp>/stuck.yaml:4:3: MK409 variant poor {why.format(basic, ' --variant poor')}",
    ]


def test_validate_finds_a_stall_rate_of_two_percent(root: Path) -> None:
    """2% of random games of this house rule never end (a 2-player game in which both players own the
    Money Pit): 4 games per player count cannot see it, 299 can (docs/house-rules.md)."""
    result = mk("validate", "--format", "concise", str(root / "tests" / "editions" / "money_pit.yaml"))
    assert result.exit_code == 1
    (line,) = result.stdout.splitlines()
    assert "MK409 the edition cannot be played: games can stall: 6 of 299 games of random moves (2.0%)" in line
    assert "the first: 2 players, seed 21 (mk simulate --edition " in line


def test_validate_gives_the_same_verdict_however_loaded_the_machine(root: Path, monkeypatch) -> None:
    """How many games the check plays is fixed by the file and the options, never by the clock: on a
    machine so loaded that every wall-clock reading is an hour later than the last, the same 299 games
    and the same verdict (a check that stopped after a time budget played one round here)."""
    import time

    clock = iter(range(0, 10**9, 3600))
    monkeypatch.setattr(time, "monotonic", lambda: float(next(clock)))
    monkeypatch.setattr(time, "perf_counter", lambda: float(next(clock)))
    monkeypatch.setattr(time, "time", lambda: float(next(clock)))
    result = mk("validate", "--format", "concise", str(root / "tests" / "editions" / "money_pit.yaml"))
    assert result.exit_code == 1
    assert "MK409 the edition cannot be played: games can stall: 6 of 299 games of random moves" in result.stdout


def test_validate_stops_at_a_budget_of_turns_the_same_on_every_run(root: Path) -> None:
    """Past ``--turns`` the check ends after the round under way, says how many games it played and what
    they can see (a warning, MK412: exit 0), and says the same every time."""
    money_pit = str(root / "tests" / "editions" / "money_pit.yaml")
    runs = [mk("validate", "--format", "json", "--turns", "3000", money_pit) for _ in range(2)]
    assert runs[0].stdout == runs[1].stdout
    data = json.loads(runs[0].stdout)
    assert runs[0].exit_code == 0 and data["summary"]["warnings"] == 1 and data["summary"]["problems"] == 0
    (warning,) = data["problems"]
    assert (warning["code"], warning["level"]) == ("MK412", "warning")
    played = re.search(r"budget of 3,000 turns \(each weighing 1\.0 here\): (\d+) of 299 games", warning["message"])
    assert played is not None and 10 < int(played[1]) < 100, warning["message"]
    seen = 1 - 0.99 ** int(played[1])
    assert f"games a bot and variant, {seen:.0%} sure to see a 1% stall rate (--turns N)" in warning["message"]
    text = mk("validate", "--format", "concise", "--turns", "3000", money_pit)
    assert text.stderr == "1 file ok (1 warning)\n"
    assert "money_pit.yaml:6:1: MK412 warning: stall check stopped at its budget" in text.stdout  # at edition:


def test_a_turn_weighs_what_its_editions_effects_do(tmp_path: Path) -> None:
    """The budget counts turns weighed by the edition's effects, from the file alone: a card that counts
    the cards of an icon weighs as many as there are, so 40 such cards that count 40 kinds make a turn
    weigh far more than a plain one, and the check stops sooner (the same on every machine)."""
    from engine.load.loader import load_edition
    from engine.services.check.validate import turn_weight

    lines = ["extends: base", "name: Gears", "cards:"]
    lines += [
        f"  g{i}: {{name: G{i}, colour: blue, roll: [12], cost: 9, icon: gear, copies: 1, "
        f"effect: 'gain count(icon(gear)) + count(icon(gear))'}}"
        for i in range(40)
    ]
    gears = tmp_path / "gears.yaml"
    gears.write_text("\n".join(lines) + "\n")
    plain = turn_weight(load_edition("base"))
    heavy = turn_weight(load_edition(gears))
    assert plain == 1.0 and heavy > 20  # 40 cards x 2 counts of the 42 kinds of gear: over 3,400, a plain turn 150
    data = json.loads(mk("validate", "--format", "json", "--turns", "20000", gears).stdout)
    (warning,) = data["problems"]
    played = int(re.search(r"(\d+) of 299 games", warning["message"])[1])  # type: ignore[index]
    base = json.loads(mk("validate", "--format", "json", "--turns", "20000", ROOT / "editions" / "base.yaml").stdout)
    assert played < int(re.search(r"(\d+) of 299 games", base["problems"][0]["message"])[1])  # type: ignore[index]


def test_validate_fails_saying_so_when_its_cpu_safety_net_stops_it(root: Path, monkeypatch) -> None:
    """CPU time bounds a file whose turns are far slower than any edition's; when that net cuts the check
    short, the verdict depends on the machine, so the check fails (MK413) and says that."""
    import time

    clock = iter(range(0, 10**9, 7))
    monkeypatch.setattr(time, "process_time", lambda: float(next(clock)))
    result = mk("validate", "--format", "concise", "--cpu-limit", "60", str(root / "editions" / "base.yaml"))
    assert result.exit_code == 1
    assert "MK413 stall check stopped at its CPU safety net of 60 s: 4 of 299 games a bot and variant" in result.stdout
    assert "the verdict depends on this machine (--cpu-limit S)" in result.stdout


def test_saves_never_replace_a_device_or_folder(tmp_path: Path) -> None:
    result = mk("play", "--humans", "0", "--seed", "3", "--save", str(tmp_path))
    assert result.exit_code == 2
    assert f"MK108 cannot save to {tmp_path}: it is not a regular file" in result.stderr
    result = mk("play", "--humans", "0", "--seed", "3", "--save", "/dev/null")
    assert result.exit_code == 2 and "/dev/null: it is not a regular file" in result.stderr


def test_editions_show_compiled_prints_the_generated_python() -> None:
    result = mk("editions", "--show", "base", "--compiled", "--players", "3")
    assert result.exit_code == 0
    text = result.stdout
    assert "# cafe: take 1 from roller\ndef cafe_activate(rt, o, roller, n, bonus):" in text
    assert "def income_roll12_roller2(st):" in text and "income_roll2_roller3" not in text
    docs = (ROOT / "docs" / "dsl.md").read_text(encoding="utf-8")
    example = docs.split("```python\n", 1)[1].split("```", 1)[0]
    assert example in text  # docs/dsl.md shows real output
    compile(text, "<compiled>", "exec")  # it is Python, as printed


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("mk pl", ["plain,play"]),
        ("mk play --edition fu", ["plain,fussball"]),
        ("mk play --edition editions/my", ["file,editions/my"]),  # not a built-in name: a file
        ("mk simulate --bots normal,ha", ["plain,normal,hard"]),
        ("mk play --edition fussball --variant ", ["plain,beginner", "plain,come_what_may"]),
        ("mk compare fussball --variant-b be", ["plain,beginner"]),
        ("mk play --edition no_such_file.yaml --variant ", []),
    ],
)
def test_shell_completion_offers_commands_editions_bots_and_variants(words: str, expected: list[str]) -> None:
    cword = len(words.split()) - (0 if words.endswith(" ") else 1)
    env = {"_MK_COMPLETE": "bash_complete", "COMP_WORDS": words, "COMP_CWORD": str(cword)}
    result = CliRunner().invoke(main, [], env=env, prog_name="mk")
    assert result.output.split() == expected


def test_the_documented_completion_scripts_are_produced() -> None:
    for shell in ("bash", "zsh", "fish"):
        result = CliRunner().invoke(main, [], env={"_MK_COMPLETE": f"{shell}_source"}, prog_name="mk")
        assert "_MK_COMPLETE" in result.output
    assert "_MK_COMPLETE=bash_source mk" in (Path(__file__).parent.parent / "docs" / "play.md").read_text()


@pytest.mark.parametrize(
    "args",
    [
        ["--edition", "fussball", "--variant", "begginer"],
        ["--players", "5"],
        ["--bots", "genius"],
        ["--option", "reroll_dice=sme"],
        ["--edition", "nowhere.yaml"],
    ],
)
def test_a_mistyped_option_never_touches_the_unfinished_game(args: list[str]) -> None:
    """Every option is checked before the save is locked or moved aside (the default save, in this test's
    own state folder: tests never touch the real one)."""
    from engine.ui.common import default_save_path

    save = default_save_path()
    assert Path(tempfile.gettempdir()) in save.parents  # the hermetic home of tests/conftest.py
    save.parent.mkdir(parents=True)
    mk("play", "--players", "2", "--seed", "1", "--save", str(save), input="")  # leaves an unfinished game
    before = save.read_text()
    result = mk("play", *args)
    assert result.exit_code == 2 and "Traceback" not in result.stderr
    assert sorted(p.name for p in save.parent.iterdir()) == ["last-game.jsonl"]
    assert save.read_text() == before


def test_a_file_that_is_not_a_save_is_refused_as_a_save(tmp_path: Path) -> None:
    edition = tmp_path / "my.yaml"
    edition.write_text("extends: base\nedition: my\nname: My\ndescription: x\n")
    result = mk("play", "--players", "2", "--save", str(edition), input="")
    assert result.exit_code == 2
    assert f"cannot save to {edition}: it is not a save of mk play (give --save another file)" in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["my.yaml"]
    assert edition.read_text().startswith("extends: base")
    folder = mk("play", "--players", "2", "--save", str(tmp_path), input="")
    assert folder.exit_code == 2 and "it is not a regular file" in folder.stderr


def test_saves_are_listed_resumed_without_a_path_and_removed() -> None:
    """mk saves lists the saves of mk's state folder (here the test's own), newest first; mk play --resume
    alone resumes the newest unfinished one; old and finished saves are removed, never one in use."""
    import os
    import time

    from engine.ui.common import default_save_path

    folder = default_save_path().parent
    assert mk("saves").stderr.startswith(f"no saved games in {folder}")
    folder.mkdir(parents=True)
    older = folder / "last-game-20200101-000000.jsonl"
    mk("play", "--players", "3", "--edition", "harbor", "--seed", "2", "--save", str(older), input="")
    os.utime(older, (time.time() - 40 * 86400,) * 2)
    finished = folder / "last-game-20200102-000000.jsonl"
    mk("play", "--players", "2", "--humans", "0", "--seed", "4", "--save", str(finished), "--pace", "0")
    os.utime(finished, (time.time() - 86400,) * 2)
    mk("play", "--players", "2", "--names", "Ann", "--seed", "1", input="1\n")  # the default save, unfinished
    (folder / "last-game-notes.jsonl").write_text("not a save\n")  # left out
    listed = mk("saves")
    assert listed.exit_code == 0
    rows = listed.stdout.splitlines()
    assert [row.split()[0] for row in rows] == ["last-game.jsonl", finished.name, older.name]
    row = {r.split()[0]: r for r in rows}
    assert "harbor  3 players  turn 1  unfinished" in row[older.name]
    assert re.search(r"base  2 players  turn \d+  Basic bot \d won", row[finished.name]), row[finished.name]
    turn = re.search(r"base  2 players  turn (\d+)  unfinished", row["last-game.jsonl"])
    assert turn is not None and int(turn[1]) > 1
    resumed = mk("play", "--resume", input="")
    assert resumed.exit_code == 0 and f"Resuming turn {turn[1]} of Machi Koro." in resumed.stdout
    removed = mk("saves", "--remove-older-than", "30", "--remove-finished")
    assert (removed.exit_code, removed.stdout) == (0, f"removed {finished}\nremoved {older}\n")
    assert sorted(p.name for p in folder.iterdir()) == ["last-game-notes.jsonl", "last-game.jsonl"]


def test_bots_alone_stop_at_the_turn_cap(tmp_path: Path) -> None:
    """mk play with bots only on an edition nobody can win stops at --max-turns, saved, with what to do."""
    stuck = tmp_path / "stuck.yaml"
    stuck.write_text(
        "extends: base\nname: Stuck\noptions: {starting_coins: 0}\n"
        "cards:\n  wheat_field: {effect: pay 1}\n  bakery: {effect: pay 1}\n"  # no coin, ever
    )
    save = tmp_path / "s.jsonl"
    args = ["play", "--edition", stuck, "--players", "2", "--humans", "0", "--bots", "random", "--pace", "0"]
    result = mk(*args, "--seed", "3", "--max-turns", "40", "--save", save)
    assert result.exit_code == 0
    assert "The bots played 40 turns without a winner: the game stops here" in " ".join(result.stdout.split())
    assert f"mk replay --show {save}" in result.stdout
    assert sum(1 for line in save.read_text().splitlines() if '"turn"' in line) == 40


@pytest.mark.parametrize("value", ["١٢", "9" * 5000, "-" + "9" * 40])
def test_an_option_value_that_is_not_a_plain_number_is_refused(value: str) -> None:
    result = mk("simulate", "--games", "1", "--option", f"extra_turns_max={value}")
    assert result.exit_code == 2 and "internal error" not in result.stderr
    assert "option extra_turns_max must be a whole number >= 0 or 'unlimited', not " in result.stderr
    assert max(len(line) for line in result.stderr.splitlines()) < 200


def test_a_closed_standard_stream_is_no_error(tmp_path: Path) -> None:
    """``mk simulate 2>&-``: Python sees no stderr at all; the run still works (and says nothing there)."""
    for closed in ("2>&-", ">&-"):
        done = subprocess.run(
            f"{sys.executable} -m engine.ui.cli simulate --games 2 {closed}",
            shell=True,
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0, done.stderr


def test_a_save_on_a_fifo_or_a_device_is_refused_at_once(tmp_path: Path) -> None:
    import os

    fifo = tmp_path / "fifo.jsonl"
    os.mkfifo(fifo)
    for target in (fifo, Path("/dev/null")):
        result = mk("play", "--players", "2", "--save", target, input="")
        assert result.exit_code == 2 and "it is not a regular file" in result.stderr, result.output
