"""``mk tournament``: every combination at each table size on the same seeds, and what it reports
checked against a hand computation (counts, Wilson intervals, the sign test, Luce's fit)."""

from __future__ import annotations

import html
import json
import math
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.services.lab.stats import mcnemar_p, paired_difference_interval, proportion_p, wilson
from engine.services.lab.tournament import ELO, Table, Tournament, luce_fit, shifts
from engine.ui.cli import main


def made(tables: list[tuple[tuple[str, ...], dict[str, int], int]]) -> Tournament:
    entrants = tuple(dict.fromkeys(p for players, _w, _n in tables for p in players))
    sizes = tuple(sorted({len(players) for players, _w, _n in tables}))
    t = Tournament(entrants, sizes, tables[0][2], 0)
    t.tables = [Table(players, Counter(w), n, n - sum(w.values())) for players, w, n in tables]
    return t


def test_win_rates_pairs_and_head_to_head_are_the_hand_computed_ones() -> None:
    t = made(
        [
            (("a", "b"), {"a": 70, "b": 30}, 100),
            (("a", "c"), {"a": 55, "c": 44}, 100),  # one game stalled
            (("b", "c"), {"b": 50, "c": 50}, 100),
            (("a", "b", "c"), {"a": 50, "b": 30, "c": 20}, 100),
        ]
    )
    two = {r["player"]: r for r in t.rates(2)}
    assert (two["a"]["wins"], two["a"]["games"]) == (125, 200)
    assert (two["a"]["low"], two["a"]["high"]) == pytest.approx(wilson(125, 200))
    assert two["a"]["verdict"] == "above its fair share" and two["c"]["verdict"] == ""
    pairs = {(r["a"], r["b"]): r for r in t.pairs(2)}
    ab = pairs[("a", "b")]
    assert (ab["a_wins"], ab["b_wins"], ab["games"]) == (70, 30, 100)
    assert ab["p"] == pytest.approx(proportion_p(70, 100, 0.5)) and ab["verdict"] == "a ahead"
    assert pairs[("b", "c")]["verdict"] == ""
    three = {(r["a"], r["b"]): r for r in t.pairs(3)}
    assert (three[("a", "c")]["a_wins"], three[("a", "c")]["b_wins"]) == (50, 20)
    h2h = t.head_to_head()
    assert h2h["a"]["b"] == 0.7 and h2h["b"]["a"] == 0.3 and h2h["c"]["a"] == 0.44 and h2h["a"]["a"] is None


def test_the_ranking_of_two_players_is_their_log_odds_with_its_textbook_error() -> None:
    """At two players Luce's model is Bradley and Terry's: the fitted difference is the log-odds of
    the games (shrunk a little by the prior), its standard error sqrt(1 / (n p q))."""
    beta, se = luce_fit(["a", "b"], [(("a", "b"), Counter(a=750, b=250))])
    assert beta[0] - beta[1] == pytest.approx(math.log(3), rel=0.01)
    assert 2 * se[0] == pytest.approx(math.sqrt(1 / (1000 * 0.75 * 0.25)), rel=0.02)
    rows = made([(("a", "b"), {"a": 750, "b": 250}, 1000)]).ranking()
    assert [r["player"] for r in rows] == ["a", "b"]
    assert rows[0]["rating"] - rows[1]["rating"] == pytest.approx(ELO * math.log(3), rel=0.01)  # 191 points
    assert rows[0]["low"] < rows[0]["rating"] < rows[0]["high"]


def test_luce_recovers_the_strengths_that_made_the_games() -> None:
    """Expected win counts of known strengths, at every table of 2 and 3: the fit gives them back."""
    strength = {"a": 4.0, "b": 2.0, "c": 1.0, "d": 1.0}
    tables = []
    for n in (2, 3):
        for players in combinations(strength, n):
            total = sum(strength[p] for p in players)
            tables.append((players, Counter({p: round(100_000 * strength[p] / total) for p in players})))
    beta, _se = luce_fit(list(strength), tables)
    logs = [math.log(s) for s in strength.values()]
    mean = sum(logs) / len(logs)
    assert beta == pytest.approx([x - mean for x in logs], abs=0.01)


def test_mk_tournament_plays_every_combination_on_the_same_seeds() -> None:
    players = ["cheese_factory", "bakery", "basic"]
    result = CliRunner().invoke(
        main, ["tournament", *players, "--games", "6", "--engine", "python", "--format", "json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["sizes"] == [2, 3] and data["seeds"] == [0, 5]
    assert sorted(tuple(sorted(x["players"])) for x in data["tables"]) == sorted(
        tuple(sorted(c)) for n in (2, 3) for c in combinations(players, n)
    )
    for x in data["tables"]:
        assert x["games"] == 6 and sum(x["wins"].values()) + x["stalled"] == 6
    assert {r["player"]: r["games"] for r in data["rates"]["2"]} == dict.fromkeys(players, 12)
    assert [r["player"] for r in data["ranking"]] and set(data["head_to_head"]) == set(players)
    text = CliRunner().invoke(main, ["tournament", *players, "--games", "6", "--engine", "python"])
    assert text.exit_code == 0 and "head to head" in text.output and "ranking" in text.output


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["normal"], "two players at least"),
        (["normal", "normal"], "named twice"),
        (["normal", "basic", "--players", "3"], "no table of 3"),
        (["normal", "basic", "--players", "2,x"], "table sizes"),
        (["normal", "chese_factory"], "cheese_factory"),
    ],
)
def test_a_tournament_that_cannot_be_played_says_why(args: list[str], says: str) -> None:
    result = CliRunner().invoke(main, ["tournament", *args, "--games", "2"])
    assert result.exit_code == 2 and says in result.output, result.output


def test_a_panel_shift_pairs_the_games_and_is_the_hand_computed_one() -> None:
    """The same table under A and B, game by game: a's wins in A only, in B only and in both."""
    a = Tournament(("a", "b"), (2,), 6, 0, [Table(("a", "b"), Counter(a=4, b=2), 6, 0, ("a", "a", "a", "a", "b", "b"))])
    b = Tournament(("a", "b"), (2,), 6, 0, [Table(("a", "b"), Counter(a=2, b=4), 6, 0, ("a", "b", "a", "b", "b", "b"))])
    rows = {r["player"]: r for r in shifts(a, b)}
    assert (rows["a"]["rate_a"], rows["a"]["rate_b"], rows["a"]["games"]) == (4 / 6, 2 / 6, 6)
    d, lo, hi = paired_difference_interval(2, 2, 0, 2)  # both 2, A only 2, B only 0, neither 2
    assert (rows["a"]["difference"], rows["a"]["low"], rows["a"]["high"]) == pytest.approx((d, lo, hi))
    assert rows["a"]["p"] == pytest.approx(mcnemar_p(2, 0)) and rows["a"]["moved"] == ""  # too few games


def test_mk_compare_panel_names_the_strategy_a_house_rule_breaks(tmp_path: Path) -> None:
    rule = tmp_path / "dear.yaml"
    rule.write_text("extends: base\nname: Dear stores\ncards:\n  convenience_store: {cost: 7}\n")
    args = ["compare", "base", str(rule), "--panel", "shipped", "--players", "2", "--games", "40"]
    result = CliRunner().invoke(main, [*args, "--format", "json"])
    assert result.exit_code == 0, result.output
    rows = {r["player"]: r for r in json.loads(result.stdout)["strategies"]}
    assert rows["convenience_store"]["moved"] == "down" and rows["convenience_store"]["games"] == 6 * 40
    text = CliRunner().invoke(main, args).output
    assert "Under B, convenience_store less" in text


def test_a_panel_is_checked_before_a_game(tmp_path: Path) -> None:
    (tmp_path / "good.yaml").write_text("strategy: Good\neditions: [base]\nwants:\n  - ranch: 2\n")
    (tmp_path / "bad.yaml").write_text("strategy: Bad\neditions: [base]\nwants:\n  - rnach: 2\n")
    result = CliRunner().invoke(main, ["compare", "base", "--option-b", "starting_coins=5", "--panel", str(tmp_path)])
    assert result.exit_code == 2 and "bad.yaml:4:5: MK414" in result.output
    same = CliRunner().invoke(main, ["compare", "base", "--panel", "shipped"])
    assert same.exit_code == 2 and "the same rules" in same.output


def test_the_report_draws_the_ranking_the_rates_and_the_head_to_head_of_the_text(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib", reason="the lab extra (matplotlib) is not installed")
    from engine.services.lab.tournamentreport import CHARTS

    page, folder = tmp_path / "t.html", tmp_path / "charts"
    args = ["tournament", "bakery", "basic", "normal", "--games", "4", "--engine", "python"]
    result = CliRunner().invoke(main, [*args, "--report", str(page), "--charts", str(folder)])
    assert result.exit_code == 0, result.output
    text = page.read_text(encoding="utf-8")
    for name, caption in CHARTS.items():
        assert f'<figure id="{name}"><svg ' in text and html.escape(caption) in text
        assert (folder / f"{name}.png").read_bytes().startswith(b"\x89PNG")
    for line in result.stdout.splitlines():  # every sentence of the text is on the page, every table cell
        assert all(html.escape(cell.strip()) in text for cell in line.split("  ") if cell.strip()), line


def test_the_heatmap_writes_each_pairs_rate_where_it_belongs() -> None:
    pytest.importorskip("matplotlib", reason="the lab extra (matplotlib) is not installed")
    from engine.services.lab.charts import close_all
    from engine.services.lab.tournamentreport import chart_names, figures

    t = made([(("a", "b"), {"a": 70, "b": 30}, 100), (("a", "c"), {"a": 55, "c": 44}, 100)])
    drawn = figures(t)
    try:
        assert list(drawn) == chart_names((2,)) == ["ranking", "rates", "head_to_head"]
        ax = drawn["head_to_head"].axes[0]
        cells = {(round(x.get_position()[1]), round(x.get_position()[0])): x.get_text() for x in ax.texts}
        # rows and columns in the entrants' order a, b, c; the diagonal and b-c (never met) left blank
        assert cells == {(0, 1): "70", (1, 0): "30", (0, 2): "55", (2, 0): "44"}
    finally:
        close_all(drawn)
    assert chart_names((3, 4)) == ["ranking", "rates"]


def test_a_report_that_cannot_be_written_is_refused_before_a_game(tmp_path: Path) -> None:
    (tmp_path / "real.html").write_text("keep")
    (tmp_path / "link.html").symlink_to(tmp_path / "real.html")
    args = ["tournament", "bakery", "basic", "--games", "4", "--engine", "python"]
    result = CliRunner().invoke(main, [*args, "--report", str(tmp_path / "link.html")])
    assert result.exit_code == 2 and "MK108" in result.output and "ranking" not in result.output
    assert (tmp_path / "real.html").read_text() == "keep"


@pytest.mark.parametrize(("k", "n"), [(k, n) for n in (1, 3, 4, 7, 10, 99, 1000) for k in (0, 1, n - 1, n)])
def test_a_wilson_interval_always_holds_its_rate(k: int, n: int) -> None:
    """At 4 wins of 4 the textbook formula's top is 0.9999999999999999: a chart's whisker went negative."""
    lo, hi = wilson(k, n)
    assert 0 <= lo <= k / n <= hi <= 1


def test_a_table_of_a_bot_the_native_engine_lacks_is_the_python_engines_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """--engine native: the tables it can seat play natively, whichever table comes first; a table of
    `hard` is asked for as auto (the Python engine, with a note), and never makes the others Python."""
    import dataclasses

    from engine.native import play as native
    from engine.services.lab import run as lab
    from engine.ui import tournamentcli

    asked: dict[tuple[str, ...], str] = {}
    played: dict[tuple[str, ...], str] = {}

    def choose(setup: lab.Setup, engine: str, *_args: object) -> lab.Setup:
        asked[setup.bots] = engine
        return dataclasses.replace(setup, engine="native" if native.seats_all(setup.bots) else "python")

    def run(setup: lab.Setup, n: int, first: int, *_args: object, **_kw: object) -> lab.Run:
        played[setup.bots] = setup.engine
        return lab.run(dataclasses.replace(setup, engine="python", bots=("basic",) * len(setup.bots)), n, first, 1)

    monkeypatch.setattr(tournamentcli, "choose_engine", choose)
    monkeypatch.setattr(tournamentcli, "lab_run", run)
    result = CliRunner().invoke(
        main, ["tournament", "hard", "cheese_factory", "basic", "normal", "--players", "2", "--engine", "native"]
    )
    assert result.exit_code == 0, result.output
    assert all(e == ("python" if "hard" in table else "native") for table, e in played.items()) and len(played) == 6
    assert {e for table, e in asked.items() if "hard" in table} == {"auto"}
    assert [e for table, e in asked.items() if "hard" not in table] == ["native"]  # once for the tables it seats
