"""Paths named inside files (``extends``, a record's, a save's or a scenario's ``edition``) stay
under the naming file's folder or the current folder, unless the user trusts the file."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.core.errors import EditionError
from engine.load import files
from engine.load.loader import load_edition
from engine.services.check.scenario import run_file
from engine.services.play.records import replay_file
from engine.ui.cli import main

HOUSE = "extends: base\nname: House\nvariants:\n  rich: {starting_coins: 10}\n"


@pytest.fixture
def elsewhere(tmp_path: Path) -> Iterator[Path]:
    """A working folder apart from the files: only the files' own folders count."""
    here = Path.cwd()
    (tmp_path / "cwd").mkdir()
    os.chdir(tmp_path / "cwd")
    try:
        yield tmp_path
    finally:
        os.chdir(here)


def codes(exc: pytest.ExceptionInfo[EditionError]) -> list[str]:
    return [p.code for p in exc.value.problems]


def test_extends_may_go_down_but_not_up_out_of_the_folder(elsewhere: Path) -> None:
    (elsewhere / "house.yaml").write_text(HOUSE)
    (elsewhere / "rules").mkdir()
    (elsewhere / "rules" / "down.yaml").write_text("extends: ../house.yaml\nname: Down\n")
    (elsewhere / "top.yaml").write_text("extends: rules/../house.yaml\nname: Top\n")
    assert load_edition(elsewhere / "top.yaml").name == "Top"  # stays inside its folder
    with pytest.raises(EditionError) as exc:
        load_edition(elsewhere / "rules" / "down.yaml")
    assert codes(exc) == ["MK107"]
    problem = exc.value.problems[0]
    assert (problem.line, problem.column) == (1, 10) and "--allow-outside-paths" in (problem.hint or "")
    with files.anywhere():
        assert load_edition(elsewhere / "rules" / "down.yaml").name == "Down"
    assert not files.trusted()  # the trust ends with the block
    with pytest.raises(EditionError):
        load_edition(elsewhere / "rules" / "down.yaml")


def test_a_trust_reaches_no_other_thread_and_no_environment(elsewhere: Path) -> None:
    """The trust of one block (a command's --allow-outside-paths, a resumed save of mk's own) is not
    the process's: a thread working meanwhile (another browser's request in mk serve) is still refused,
    and nothing is written into the environment a child process would inherit."""
    (elsewhere / "house.yaml").write_text(HOUSE)
    (elsewhere / "rules").mkdir()
    (elsewhere / "rules" / "down.yaml").write_text("extends: ../house.yaml\nname: Down\n")
    before = dict(os.environ)
    seen: list[object] = []

    def other() -> None:
        try:
            seen.append(load_edition(elsewhere / "rules" / "down.yaml").name)
        except EditionError as exc:
            seen.append([p.code for p in exc.problems])

    with files.anywhere():
        assert load_edition(elsewhere / "rules" / "down.yaml").name == "Down"
        thread = threading.Thread(target=other)
        thread.start()
        thread.join()
        assert dict(os.environ) == before
    assert seen == [["MK107"]]


def test_the_current_folder_is_trusted_like_the_files_own(elsewhere: Path) -> None:
    (elsewhere / "house.yaml").write_text(HOUSE)
    (elsewhere / "rules").mkdir()
    (elsewhere / "rules" / "down.yaml").write_text("extends: ../house.yaml\nname: Down\n")
    os.chdir(elsewhere)
    assert load_edition("rules/down.yaml").name == "Down"


def test_a_link_is_judged_by_where_it_leads(elsewhere: Path) -> None:
    (elsewhere / "outside.yaml").write_text(HOUSE)
    (elsewhere / "rules").mkdir()
    (elsewhere / "rules" / "inside.yaml").symlink_to(elsewhere / "outside.yaml")
    (elsewhere / "rules" / "top.yaml").write_text("extends: inside.yaml\nname: Top\n")
    with pytest.raises(EditionError) as exc:
        load_edition(elsewhere / "rules" / "top.yaml")
    assert codes(exc) == ["MK107"]


def test_built_in_names_and_mk_s_own_house_rules_are_always_allowed(elsewhere: Path) -> None:
    (elsewhere / "top.yaml").write_text("extends: [base, harbor]\nname: Top\n")
    assert load_edition(elsewhere / "top.yaml").name == "Top"
    root = Path(__file__).resolve().parent.parent
    house_rule = root / "editions" / "house-rules" / "come_what_may.yaml"
    (elsewhere / "scenario.yaml").write_text(f"edition: {house_rule}\nplayers: 2\nsteps: []\n")
    assert run_file(elsewhere / "scenario.yaml").ok


def test_a_scenario_s_edition_outside_its_folder_is_refused_at_its_line(elsewhere: Path) -> None:
    (elsewhere / "house.yaml").write_text(HOUSE)
    (elsewhere / "tests").mkdir()
    scenario = elsewhere / "tests" / "rich.yaml"
    scenario.write_text("players: 2\nedition: ../house.yaml\nsteps: []\n")
    result = run_file(scenario)
    assert not result.ok and [(p.code, p.line, p.file) for p in result.problems] == [("MK107", 2, str(scenario))]
    with files.anywhere():
        assert run_file(scenario).ok


def record_of(edition: Path, folder: Path, cwd: Path) -> Path:
    """A game of ``edition`` recorded by ``mk simulate`` started in ``cwd`` with a relative path."""
    os.chdir(cwd)
    out = folder / "games.jsonl"
    ref = os.path.relpath(edition, cwd)
    result = CliRunner().invoke(main, ["simulate", "--edition", ref, "--games", "1", "--record", str(out)])
    assert result.exit_code == 0, result.output
    return out


def test_a_record_names_a_file_edition_by_its_absolute_path(elsewhere: Path) -> None:
    (elsewhere / "house.yaml").write_text(HOUSE)
    record = record_of(elsewhere / "house.yaml", elsewhere, elsewhere / "cwd")
    assert json.loads(record.read_text().splitlines()[0])["edition"] == str((elsewhere / "house.yaml").resolve())
    (state,) = replay_file(record)  # the record lies beside the edition
    assert state.is_over


def test_a_record_naming_an_edition_elsewhere_needs_trust(elsewhere: Path) -> None:
    (elsewhere / "house.yaml").write_text(HOUSE)
    (elsewhere / "records").mkdir()
    record = record_of(elsewhere / "house.yaml", elsewhere / "records", elsewhere / "cwd")
    with pytest.raises(EditionError) as exc:
        replay_file(record)
    assert codes(exc) == ["MK107"]
    refused = CliRunner().invoke(main, ["replay", str(record)])
    assert refused.exit_code == 2 and "MK107" in refused.output
    trusted = CliRunner().invoke(main, ["replay", "--allow-outside-paths", str(record)])
    assert trusted.exit_code == 0, trusted.output


def test_a_save_in_mk_s_own_folder_is_trusted(elsewhere: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (elsewhere / "house.yaml").write_text(HOUSE)
    monkeypatch.setenv("XDG_STATE_HOME", str(elsewhere / "state"))
    runner = CliRunner()
    started = runner.invoke(main, ["play", "--edition", "../house.yaml", "--players", "2", "--seed", "1"], input="")
    assert started.exit_code == 0, started.output
    save = elsewhere / "state" / "mk" / "last-game.jsonl"
    os.chdir(elsewhere / "state")  # neither the save's folder nor this one holds the edition
    resumed = runner.invoke(main, ["play", "--resume", str(save)], input="")
    assert resumed.exit_code == 0 and "Game saved" in resumed.output, resumed.output
    copy = elsewhere / "cwd" / "sent.jsonl"  # the same save, sent by someone else
    copy.write_text(save.read_text())
    refused = runner.invoke(main, ["play", "--resume", str(copy)], input="")
    assert refused.exit_code == 2 and "MK107" in refused.output


@pytest.mark.parametrize("target", ["/dev/zero", "/proc/self/status", "../../../../../../etc/passwd"])
def test_a_record_or_scenario_naming_a_special_file_is_refused(elsewhere: Path, target: str) -> None:
    header = {"record": "mk-game", "version": 1, "edition": target, "edition_hash": "0" * 64, "options": {}}
    record = elsewhere / "cwd" / "game.jsonl"
    record.write_text(json.dumps({**header, "players": ["A", "B"]}) + "\n" + json.dumps({"winner": 0}) + "\n")
    refused = CliRunner().invoke(main, ["replay", str(record)])
    assert refused.exit_code == 2 and "MK107" in refused.output and "root:" not in refused.output
    scenario = elsewhere / "cwd" / "scenario.yaml"
    scenario.write_text(f"edition: {target}\nplayers: 2\nsteps: []\n")
    result = run_file(scenario)
    assert [p.code for p in result.problems] == ["MK107"]
    if target == "/dev/zero":  # trusted, it is still no regular file
        with files.anywhere():
            assert [p.code for p in run_file(scenario).problems] == ["MK100"]


def test_the_file_system_root_as_current_folder_allows_nothing_more(
    elsewhere: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (elsewhere / "house.yaml").write_text(HOUSE)
    (elsewhere / "rules").mkdir()
    (elsewhere / "rules" / "down.yaml").write_text("extends: ../house.yaml\nname: Down\n")
    monkeypatch.chdir("/")
    with pytest.raises(EditionError) as exc:
        load_edition(elsewhere / "rules" / "down.yaml")
    assert codes(exc) == ["MK107"]


def test_worker_processes_are_told_the_trust(elsewhere: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """mk simulate --jobs 2 of a file that extends one outside its folder: refused, then played by both
    workers with MK_ALLOW_OUTSIDE_PATHS=1 (read at the command line, carried by the run's setup)."""
    (elsewhere / "house.yaml").write_text(HOUSE)
    (elsewhere / "rules").mkdir()
    (elsewhere / "rules" / "down.yaml").write_text("extends: ../house.yaml\nname: Down\n")
    os.chdir(elsewhere / "cwd")
    args = ["simulate", "--edition", "../rules/down.yaml", "--games", "8", "--jobs", "2", "--format", "json"]
    refused = CliRunner().invoke(main, args)
    assert refused.exit_code == 2 and "MK107" in refused.output
    monkeypatch.setenv("MK_ALLOW_OUTSIDE_PATHS", "1")
    played = CliRunner().invoke(main, args)
    assert played.exit_code == 0, played.output
    assert json.loads(played.stdout)["games"] == 8
    assert not files.trusted()


def test_the_editor_s_worker_threads_keep_the_command_s_trust() -> None:
    """mk lsp --allow-outside-paths (or MK_ALLOW_OUTSIDE_PATHS=1): its checks run on worker threads
    (engine.ui.lspwork), which start in the command's context; another one does not."""
    from engine.ui.lspwork import Lane

    with files.anywhere():
        trusting = Lane("trusting")
    plain = Lane("plain")
    assert trusting.ask(files.trusted, False).result(timeout=10) is True
    assert plain.ask(files.trusted, True).result(timeout=10) is False
