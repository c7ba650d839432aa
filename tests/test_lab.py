"""The balance lab: intervals, rotation, workers, stalled games, Ctrl-C, and its three formats."""

from __future__ import annotations

import csv
import io
import json
import os
import re
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pexpect
import pytest
from click.testing import CliRunner

from engine.services.lab.cards import WORDS
from engine.services.lab.compare import outcomes
from engine.services.lab.run import GameResult, Run, Setup, Tally, percentile, results, run
from engine.services.lab.stats import difference_interval, wilson
from engine.ui.cli import main

ROOT = Path(__file__).resolve().parent.parent
STUCK = """extends: {base}
name: Stuck
options: {{starting_coins: 0}}
cards:
  wheat_field: {{copies: 0}}
  ranch: {{copies: 0}}
start:
  establishments: {{}}
"""


def stuck_edition(tmp_path: Path) -> Path:
    path = tmp_path / "stuck.yaml"
    path.write_text(STUCK.format(base=ROOT / "editions" / "base.yaml"))
    return path


def test_wilson_and_friends() -> None:
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and 0.27 < hi < 0.28
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(1 - hi) and 0.40 < lo < 0.41
    assert wilson(0, 0) == (0.0, 1.0)
    d, lo, hi = difference_interval(50, 100, 50, 100)
    assert d == 0 and lo == pytest.approx(-hi) and lo < 0
    d, lo, hi = difference_interval(10, 100, 60, 100)
    assert d == pytest.approx(0.5) and lo > 0
    hist = Counter({10: 1, 20: 8, 30: 1})
    assert (percentile(hist, 0.1), percentile(hist, 0.5), percentile(hist, 0.9), percentile(hist, 1.0)) == (
        10,
        20,
        20,
        30,
    )


def test_rotation_moves_the_line_up_one_seat_a_game() -> None:
    setup = Setup("base", 3, ("normal", "basic", "random"), rotate=True)
    assert [setup.seats(i) for i in range(4)] == [
        ("normal", "basic", "random"),
        ("random", "normal", "basic"),
        ("basic", "random", "normal"),
        ("normal", "basic", "random"),
    ]
    done = run(setup, 30, seed=1)
    t = done.tally
    assert t.bot_seats == {"normal": 30, "basic": 30, "random": 30}
    assert sum(t.seat_wins) == sum(t.bot_wins.values()) == t.games - t.stalled == 30
    assert t.bot_wins["normal"] > t.bot_wins["random"]


def test_results_do_not_depend_on_the_number_of_workers() -> None:
    setup = Setup("base", 3, ("basic", "random", "basic"), rotate=True)
    one = run(setup, 40, seed=7, jobs=1).tally.report()
    two = run(setup, 40, seed=7, jobs=2).tally.report()
    assert one == two and one["games"] == 40


def test_a_game_that_cannot_end_is_counted_as_stalled(tmp_path: Path) -> None:
    setup = Setup(str(stuck_edition(tmp_path)), 2, ("basic", "basic"), max_turns=150)
    done = run(setup, 5, seed=0)  # each game stops at the cap: 150 turns (work counted, not timed)
    t = done.tally
    assert t.stalled == 5 and t.stalled_seeds == [0, 1, 2, 3, 4] and t.seat_wins == [0, 0]
    assert t.length_stats()["median"] == 150
    result = CliRunner().invoke(
        main,
        ["simulate", "--edition", str(tmp_path / "stuck.yaml"), "--games", "3", "--players", "2", "--max-turns", "100"],
    )
    assert result.exit_code == 0
    assert "stalled: 3 games played 100 turns without a winner (seeds 0, 1, 2)" in result.output


def test_validate_names_a_stalling_seed(tmp_path: Path) -> None:
    path = stuck_edition(tmp_path)
    result = CliRunner().invoke(main, ["validate", "--format", "concise", "--games", "3", str(path)])
    assert result.exit_code == 1
    why = "games can stall: (\\d+) of \\1 games of random moves \\(100.0%\\) and (\\d+) of \\2 games of the basic bot"
    assert re.search(f"MK409 the edition cannot be played: {why}", result.output), result.output
    hint = f"the first: 2 players, seed 0 (mk simulate --edition {path} --players 2 --bots random --seed 0"
    assert hint in result.output


def test_simulate_reports_cards_lengths_and_bots_in_three_formats() -> None:
    args = ["simulate", "--games", "24", "--players", "3", "--bots", "basic,normal,random", "--rotate", "--seed", "2"]
    text = CliRunner().invoke(main, args).output
    assert "(seats rotate)" in text and "by bot:" in text and re.search(r"\n  normal +\d+ +24 ", text), text
    assert "mean turns: " in text and "(median " in text and "10% " in text and "90% " in text
    assert re.search(r"\n  seat +bot +wins +games +win rate +95% interval +verdict\n", text), text
    assert "\n  card " in text and "Wheat Field" in text and "wheat_field" not in text  # names, not ids
    assert "seat advantage: " in text and "fair share: " in text
    data = json.loads(CliRunner().invoke(main, [*args, "--format", "json"]).output)
    assert data["games"] == 24 and data["rotate"] and {b["bot"] for b in data["bots"]} == {"basic", "normal", "random"}
    for row in [*data["seats"], *data["bots"]]:
        lo, hi = row["ci95"]
        assert lo <= row["rate"] <= hi and 0 <= row["p"] <= 1 and row["verdict"] in ("above", "below", "fair")
        assert row["wins"] <= row["of"]
    assert [c["card"] for c in data["cards"]] == list(Setup("base", 3, ("basic",) * 3).game().card_ids)  # every card
    for card in data["cards"]:
        assert card["verdict"] in WORDS and card["name"] and card["evidence"].startswith(card["name"])
        assert 0 <= card["winner_owned"] <= 1 and card["owners_won"] <= card["owners"] <= 24 * 3
        assert card["bought_rate"] == card["bought_games"] / 24 and card["owned_by"] == card["owners"] / 72
        if card["owners"]:
            assert card["copies_per_game"] > 0 and card["verdict"] != "never bought"
        else:
            assert card["verdict"] == "never bought" and card["p"] is None
    rows = list(csv.reader(io.StringIO(CliRunner().invoke(main, [*args, "--format", "csv"]).output)))
    common = ["section", "item", "name", "wins", "games", "rate", "ci95_low", "ci95_high", "p", "verdict", "extra"]
    assert rows[0][:11] == common
    assert rows[0][11:] == [
        "owned_by",
        "winner_owned",
        "others_rate",
        "odds_ratio",
        "odds_ratio_low",
        "odds_ratio_high",
    ]
    assert {len(r) for r in rows} == {len(rows[0])}
    assert rows[1][:4] == ["run", "games", "Machi Koro", "24"]
    assert {r[0] for r in rows[1:]} == {"run", "seat", "bot", "length", "card"}
    assert ["card", "wheat_field", "Wheat Field"] in [r[:3] for r in rows]


def test_a_card_or_seat_far_from_its_fair_share_gets_a_verdict() -> None:
    """A seat that wins far more than its share is named as a seat advantage (corrected for the seats
    asked about); one that does not, is not."""
    tally = Tally(4, ["a", "b"], ["Card A", "Card B"])
    tally.games = 400
    tally.seat_wins = [160, 80, 80, 80]
    data = tally.report()
    assert [s["verdict"] for s in data["seats"]] == ["above", "fair", "fair", "fair"]
    assert data["fair_share"] == 0.25
    tally.seat_wins = [112, 96, 96, 96]  # 28%: within chance of 25% at 400 games
    assert [s["verdict"] for s in tally.report()["seats"]] == ["fair"] * 4


def test_compare_says_whether_a_difference_is_real() -> None:
    richer = CliRunner().invoke(
        main, ["compare", "base", "--option-b", "starting_coins=12", "--games", "300", "--players", "2"]
    )
    assert richer.exit_code == 0, richer.output
    assert "A and B differ: the game length (beyond chance" in richer.output
    assert (
        "games each, on the same seeds (paired: game i of A against game i of B), bots normal,normal (seats "
        "rotate)" in richer.output
    )  # the defaults
    assert re.search(r"\n  mean turns .* a real difference\n", richer.output)
    assert "cards: the share of cities that had one, and the odds ratio" in richer.output
    assert "Wheat Field" in richer.output
    same = CliRunner().invoke(
        main,
        [
            "compare",
            "base",
            "--option-b",
            "extra_turns_max=unlimited",
            "--games",
            "60",
            "--players",
            "2",
            "--format",
            "json",
        ],
    )
    data = json.loads(same.output)
    assert all(not s["significant"] and s["difference"] == 0 for s in data["seats"])
    assert not data["length"]["significant"] and data["length"]["difference"] == 0 and not data["differ"]
    assert data["bots"] == []  # the recommended bot in every seat: no bot to compare with another
    again = CliRunner().invoke(main, ["compare", "base", "base"])
    assert again.exit_code == 2 and "A and B are the same" in again.output
    rows = list(
        csv.reader(
            io.StringIO(
                CliRunner()
                .invoke(
                    main,
                    [
                        "compare",
                        "base",
                        "base",
                        "--independent",
                        "--games",
                        "20",
                        "--players",
                        "2",
                        "--bots",
                        "basic",
                        "--format",
                        "csv",
                    ],
                )
                .output
            )
        )
    )
    assert rows[0][:3] == ["what", "name", "a"] and rows[0][-1] == "status"
    assert {r[0] for r in rows[1:]} == {"seat win rate", "mean turns", "card in cities", "card odds ratio"}


@pytest.mark.slow
def test_an_edition_against_itself_differs_in_at_most_5_percent_of_comparisons() -> None:
    """400 comparisons of base with itself on independent seeds, 30 games each (4 players): the
    verdict "A and B differ" comes in at most 5% of them. Without the correction for the five
    questions asked (four seats and the length), it would come in far more."""
    setup = Setup("base", 4, ("basic",) * 4, max_turns=300)
    game = setup.game()
    runs, games = 400, 30
    played = list(results(setup, runs * 2 * games, 0))
    differ = uncorrected = paired = 0
    for k in range(runs):
        pair = []
        for part in range(2):
            tally = Tally(4, game.card_ids, keep=True)
            for r in played[(2 * k + part) * games : (2 * k + part + 1) * games]:
                assert isinstance(r, GameResult)
                tally.add(r)
            pair.append(Run(setup, tally, (2 * k + part) * games, games))
        data = outcomes(pair[0], pair[1], independent=True)
        differ += data["differ"]
        uncorrected += any(q["p"] < 0.05 for q in [*data["seats"], data["length"]])
        # the paired tests on games that happen to be independent: the pairs carry no link, and the
        # tests must then flag as rarely as the unpaired ones
        as_paired = outcomes(pair[0], pair[1])
        assert as_paired["paired"] and not data["paired"]
        paired += as_paired["differ"]
    assert differ <= 0.05 * runs and paired <= 0.05 * runs
    assert uncorrected > 0.05 * runs


@pytest.mark.slow
def test_ctrl_c_stops_and_reports_the_games_played() -> None:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "engine.ui.cli", "simulate", "--games", "1000000", "--players", "2", "--jobs", "2"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    time.sleep(3)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "interrupted: " in out and "of 1000000 games played" in out
    assert "Traceback" not in err


def test_sigterm_stops_and_reports_the_games_played_as_ctrl_c_does() -> None:
    """A batch scheduler's time limit sends SIGTERM, to the process or its whole group: the results so
    far are written, the workers end, and the exit code says SIGTERM (128 + 15)."""
    proc = _simulate("--games", "1000000", group=True)
    workers = _workers(proc.pid)
    time.sleep(1)
    os.killpg(proc.pid, signal.SIGTERM)  # the parent and its workers alike
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 143, err
    assert "interrupted: " in out and "of 1000000 games played" in out and "\n  seat 1 " in out
    assert "Traceback" not in err
    deadline = time.monotonic() + 60  # generous: the machine is shared
    while any(Path(f"/proc/{w}").exists() for w in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not [w for w in workers if Path(f"/proc/{w}").exists()]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_sigterm_stops_a_run_started_with_ctrl_c_ignored(jobs: str) -> None:
    """``mk simulate ... &`` in a script starts with SIGINT ignored: SIGTERM still stops it, with the
    games played reported (it ran on before)."""
    proc = _simulate("--games", "1000000", "--jobs", jobs, deaf=True)
    time.sleep(2)
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 143, err
    assert "interrupted: " in out and "of 1000000 games played" in out
    assert "Traceback" not in err


def test_a_progress_bar_on_a_terminal_and_none_when_piped() -> None:
    piped = CliRunner().invoke(main, ["simulate", "--games", "5", "--players", "2"])
    assert "playing" not in piped.output
    child = pexpect.spawn(
        sys.executable,
        ["-m", "engine.ui.cli", "simulate", "--games", "400", "--players", "4", "--bots", "normal"],
        cwd=str(ROOT),
        encoding="utf-8",
        timeout=60,
        dimensions=(24, 80),
    )
    child.expect(r"playing\s+\[")
    child.expect(pexpect.EOF)
    assert "speed:" in child.before


def _simulate(*args: str, group: bool = False, deaf: bool = False) -> subprocess.Popen[str]:
    """``mk simulate`` in its own process, limited to 400 MB (its work must stream, not be listed); with
    ``group``, in a process group of its own (its pid is the group's); with ``deaf``, started with
    SIGINT ignored, as a shell starts ``cmd &``."""
    import resource

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (400 * 2**20, 400 * 2**20))
        if deaf:
            signal.signal(signal.SIGINT, signal.SIG_IGN)

    return subprocess.Popen(
        [sys.executable, "-m", "engine.ui.cli", "simulate", "--players", "2", "--jobs", "2", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
        preexec_fn=limit,
        start_new_session=group,
    )


def _workers(pid: int) -> list[int]:
    """The worker processes of ``pid`` (Linux: /proc), once they have started; never multiprocessing's
    resource tracker, a child too (killing it instead of a worker leaves the run going)."""
    for _ in range(100):
        children = [  # each thread's: the pool may start a worker from a thread of its own
            int(c) for task in Path(f"/proc/{pid}/task").iterdir() for c in _read(task / "children").split()
        ]
        workers = [c for c in children if b"resource_tracker" not in _cmdline(c)]
        if len(workers) >= 2:
            return workers
        time.sleep(0.1)
    raise AssertionError("no workers started")


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:  # it has ended
        return b"resource_tracker"


def _read(path: Path) -> str:
    try:
        return path.read_text()
    except OSError:  # a thread that has ended
        return ""


@pytest.mark.slow
def test_a_trillion_games_stream_in_bounded_memory() -> None:
    proc = _simulate("--games", str(10**12))
    time.sleep(4)
    assert proc.poll() is None  # still playing: the work was not listed up front
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert f"of {10**12} games played" in out and "Traceback" not in err


@pytest.mark.slow
def test_workers_end_with_their_parent() -> None:
    proc = _simulate("--games", "1000000")
    workers = _workers(proc.pid)
    proc.send_signal(signal.SIGKILL)  # the parent cannot clean up: its workers notice it is gone
    proc.communicate(timeout=60)
    deadline = time.monotonic() + 60  # generous: the machine is shared
    while any(Path(f"/proc/{w}").exists() for w in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not [w for w in workers if Path(f"/proc/{w}").exists()]


@pytest.mark.slow
def test_a_worker_killed_mid_run_gives_the_results_so_far() -> None:
    proc = _simulate("--games", "1000000")
    workers = _workers(proc.pid)
    time.sleep(2)
    os.kill(workers[0], signal.SIGKILL)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "of 1000000 games played (a worker process ended in the middle of the run" in out
    assert re.search(r"\n  seat 1 +rotating +\d+ ", out) and "Traceback" not in err


def test_a_broken_pool_noticed_at_submit_ends_the_run_cleanly(monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker's death may show first when the next chunk is submitted, not when one is awaited."""
    from concurrent.futures.process import BrokenProcessPool

    import engine.services.lab.run as lab

    class Pool(lab.ProcessPoolExecutor):
        submitted = 0

        def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def]
            Pool.submitted += 1
            if Pool.submitted > 9:
                raise BrokenProcessPool("a child process terminated abruptly")
            return super().submit(fn, *args, **kwargs)

    monkeypatch.setattr(lab, "ProcessPoolExecutor", Pool)
    out = run(Setup("base", 2, ("basic", "basic")), 10_000, jobs=2)
    assert out.interrupted and "worker process ended" in out.why
    assert 0 < out.tally.games < 10_000


def test_the_lab_says_what_a_thinking_bots_games_depend_on_beyond_their_seeds() -> None:
    """A budget of time depends on the machine and its load, and which engine plays the expert's futures
    changes its games: the lab says both, so no figure seems to depend on its seeds alone when it does not."""
    args = ["simulate", "--games", "1", "--players", "2", "--bots", "expert:0.02s,basic", "--engine", "python"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert "note: expert:0.02s thinks for a time: how far it searches depends on this machine and its load" in (
        result.stderr
    )
    plain = CliRunner().invoke(main, [*args[:6], "expert,basic", "--engine", "python", "--think", "8"])
    assert plain.exit_code == 0, plain.output
    assert "thinks for a time" not in plain.stderr
    assert "note: the Python engine plays the expert's futures, a few rounds on" in plain.stderr
    quiet = CliRunner().invoke(main, [*args[:6], "normal,basic"])
    assert "note:" not in quiet.stderr
    both = ["compare", "base", "--option-b", "starting_coins=4", "--games", "1", "--players", "2", "--bots"]
    compared = CliRunner().invoke(main, [*both, "expert:4,normal", "--engine", "python"])
    assert compared.exit_code == 0, compared.output
    assert compared.stderr.count("note: the Python engine plays the expert's futures") == 1  # said once


def test_simulate_compare_and_tune_share_one_default_normal_bots_rotating(tmp_path: Path) -> None:
    """One default line-up for the whole lab: the normal bot in every seat, the seats rotating (basic
    bots buy at random among what they can afford, which makes every dear card look strong)."""
    simulated = CliRunner().invoke(main, ["simulate", "--games", "4", "--players", "3"])
    assert simulated.exit_code == 0, simulated.output
    assert "bots normal,normal,normal (seats rotate)" in simulated.output
    compared = CliRunner().invoke(main, ["compare", "base", "--option-b", "starting_coins=4", "--games", "4"])
    assert compared.exit_code == 0, compared.output
    assert "bots normal,normal,normal,normal (seats rotate)" in compared.output
    defaults = {
        name: {p.name: p.default for p in command.params if p.name in ("bots", "rotate")}  # type: ignore[attr-defined]
        for name, command in main.commands.items()  # type: ignore[attr-defined]
        if name in ("simulate", "compare", "tune")
    }
    assert set(defaults) == {"simulate", "compare", "tune"}
    assert all(d == {"bots": "normal", "rotate": True} for d in defaults.values()), defaults
