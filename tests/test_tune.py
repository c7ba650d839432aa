"""``mk tune``: candidates written as extends: files that state only what changed, played on the same
seeds, searched with a seeded sampler (the same run twice gives the same answer), the best written
with their figures; paths and targets checked with did-you-mean."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.errors import MkError
from engine.load.loader import load_edition
from engine.services import tune
from engine.services.lab import Run, Setup, Tally, run
from engine.ui.cli import main

pytest.importorskip("optuna", reason="the lab extra (optuna) is not installed")

FVM = "cards.fruit_and_vegetable_market.cost"


def _tune(tmp_path: Path, *extra: str) -> tuple[str, Path]:
    out = tmp_path / "tuned"
    args = ["tune", "base", "--vary", f"{FVM}=1..5", "--target", "card:fruit_and_vegetable_market"]
    args += ["--trials", "6", "--games", "40", "--players", "2", "--bots", "basic", "--out", str(out), *extra]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    return result.stdout, out


def test_tune_writes_the_best_candidates_as_extends_files(tmp_path: Path) -> None:
    output, out = _tune(tmp_path)
    best = yaml.safe_load((out / "best-1.yaml").read_text(encoding="utf-8"))
    assert best["extends"] == "base" and set(best) == {"extends", "name", "cards"}
    cost = best["cards"]["fruit_and_vegetable_market"]["cost"]
    assert 1 <= cost <= 5 and best["cards"] == {"fruit_and_vegetable_market": {"cost": cost}}
    assert load_edition(out / "best-1.yaml").card_index["fruit_and_vegetable_market"] is not None
    assert (out / "best-1.yaml").read_text(encoding="utf-8").startswith(f"# {FVM}={cost}: score ")
    assert f"1. {out / 'best-1.yaml'}: {FVM}={cost}: score " in output
    assert "Fruit and Vegetable Market: owners win " in output and f"every value of {FVM} tried:" in output
    assert "No candidate meets the targets" in output or "Candidates that meet the targets" in output
    assert len(list((out / "candidates").glob("trial-*.yaml"))) >= 2
    again, _ = _tune(tmp_path / "again")
    assert again.replace(str(tmp_path / "again"), str(tmp_path)) == output  # seeded: the same search


def test_a_candidate_changes_only_its_numbers() -> None:
    data = load_edition("base").data
    made = tune.candidate(
        "base",
        data,
        {"cards.cheese_factory.effect#1": 4, "cards.bakery.roll": 3, "landmarks.train_station.cost": 6},
        "trial",
    )
    assert made["cards"]["cheese_factory"] == {"effect": "gain 4 * count(icon(cow))"}
    assert made["cards"]["bakery"] == {"roll": [3, 4]}  # a roll of two numbers moves as a whole
    assert made["landmarks"] == {"train_station": {"cost": 6}}
    assert tune.current(data, "cards.cheese_factory.effect#1") == 3 and tune.current(data, "cards.bakery.roll") == 2


def test_a_range_the_edition_cannot_take_is_said_before_a_game(tmp_path: Path) -> None:
    args = ["tune", "base", "--vary", "cards.bakery.roll=10..12", "--games", "5", "--out", str(tmp_path)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2 and "--vary cards.bakery.roll=10..12: at 12 the edition is refused: " in result.output
    assert not list((tmp_path / "candidates").glob("trial-*.yaml"))


def test_paths_and_targets_are_checked() -> None:
    data = load_edition("base").data
    with pytest.raises(MkError, match="did you mean 'bakery'"):
        tune.parse_knob("cards.bakry.cost=1..3", data)
    with pytest.raises(MkError, match=re.escape("write PATH=LOW..HIGH")):
        tune.parse_knob("cards.bakery.cost=3", data)
    with pytest.raises(MkError, match="has 1 number"):
        tune.parse_knob("cards.bakery.effect#2=1..3", data)
    with pytest.raises(MkError, match=re.escape("one of seats, card:ID, length:MIN..MAX")):
        tune.parse_target("length:9..3", data)
    assert tune.parse_target("length:40..80", data) == tune.Target("length", low=40.0, high=80.0)


def test_the_score_grows_away_from_the_target_and_with_uncertainty() -> None:
    setup = Setup("base", 4, ("basic",) * 4)
    tally = Tally(4, ["a"], ["A"])
    tally.games = 400
    tally.seat_wins = [100, 100, 100, 100]
    tally.lengths.update({70: 400})
    fair = Run(setup, tally, 0, 400)
    on_target = tune.score(fair, [tune.Target("seats")])
    assert 0 < on_target < 0.0005  # only what 400 games cannot tell
    assert tune.score(fair, [tune.Target("length", low=60, high=80)]) == 0.0
    assert tune.score(fair, [tune.Target("length", low=80, high=100)]) == pytest.approx((10 / 100) ** 2)
    tally.seat_wins = [160, 80, 80, 80]
    assert tune.score(fair, [tune.Target("seats")]) > 10 * on_target
    # a rate known from few games is further, on average, than the same rate known from many
    assert tune.expected_distance(5, 20, 0.25) > tune.expected_distance(250, 1000, 0.25)
    assert tune.expected_distance(0, 0, 0.25) > tune.expected_distance(100, 1000, 0.25)  # never seen: far


def test_tune_in_json_and_csv(tmp_path: Path) -> None:
    output, out = _tune(tmp_path, "--format", "json")
    rows = json.loads(output)
    assert rows[0]["file"] == str(out / "best-1.yaml") and rows[0]["score"] <= rows[-1]["score"]
    assert {"trial", FVM, "score", "meets_targets", "games", "fruit_and_vegetable_market ci95"} <= set(rows[0])
    table = list(csv.reader(io.StringIO(_tune(tmp_path / "csv", "--format", "csv")[0])))
    assert table[0][:3] == ["trial", FVM, "score"] and "fruit_and_vegetable_market ci95 low" in table[0]
    assert len(table) == len(rows) + 1


SHAPED = st.builds(
    "{}.{}.{}={}..{}".format,
    st.sampled_from(["cards", "landmarks", "options", "rules", ""]),
    st.sampled_from(["bakery", "cheese_factory", "train_station", "starting_coins", "nope", ""]) | st.text(max_size=8),
    st.sampled_from(["cost", "roll", "copies", "effect#1", "effect#0", "effect#9", "effect#", "name"])
    | st.text(max_size=8),
    st.integers(-5, 20),
    st.integers(-5, 20),
)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60) | SHAPED)
def test_any_vary_text_is_a_knob_or_a_sentence(text: str) -> None:
    """--vary reads what a user types: a knob, or an MkError saying what is wrong, never a traceback."""
    data = load_edition("base").data
    try:
        knob = tune.parse_knob(text, data)
    except MkError as exc:
        assert str(exc)
    else:
        assert knob.low <= knob.high and tune.current(data, knob.path) is not None


def test_ctrl_c_keeps_the_trials_played(tmp_path: Path) -> None:
    """Stopped in the third trial, a search answers with the two played (and says it was stopped)."""
    setup = Setup("base", 2, ("basic", "basic"), max_turns=300)
    calls: list[str] = []

    def play(candidate: Setup, games: int, first: int) -> Run:
        calls.append(candidate.edition)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return run(candidate, games, first)

    knob = tune.Knob(FVM, 1, 5)
    found = tune.search(setup, [knob], [tune.Target("seats")], 6, 20, 0, tmp_path, play)
    assert found.interrupted and found.trials >= 2 and 1 <= len(found.ranked) <= found.trials
    assert all(1 <= t.values[FVM] <= 5 for t in found.ranked)
