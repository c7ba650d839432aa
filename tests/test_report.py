"""The balance lab's report: ``--report FILE.html`` holds every chart inline and needs nothing else
(it opens in Chromium offline, without an error); ``--charts FOLDER`` writes each chart as SVG and
PNG; the coins-over-turns figures are the same on either engine."""

from __future__ import annotations

import dataclasses
import html
import itertools
import os
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.native import play as native
from engine.native.build import Native, interpreted
from engine.services.lab import run as lab
from engine.services.lab.charts import COMPARE_CHARTS, RUN_CHARTS, close_all, compare_charts, run_charts
from engine.services.lab.compare import compare_data
from engine.services.lab.words import run_data
from engine.ui.cli import main

pytest.importorskip("matplotlib", reason="the lab extra (matplotlib) is not installed")
ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("MK_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")


def _simulate_report(tmp_path: Path) -> Path:
    path = tmp_path / "report.html"
    args = ["simulate", "--games", "120", "--players", "3", "--bots", "normal,basic,basic", "--rotate"]
    result = CliRunner().invoke(main, [*args, "--report", str(path), "--charts", str(tmp_path / "charts")])
    assert result.exit_code == 0, result.output
    assert f"wrote {path}" in result.stderr
    return path


def test_the_report_holds_every_chart_and_needs_nothing_else(tmp_path: Path) -> None:
    text = _simulate_report(tmp_path).read_text(encoding="utf-8")
    assert text.startswith("<!DOCTYPE html>") and text.rstrip().endswith("</html>")
    for name, caption in RUN_CHARTS.items():
        assert re.search(f'<figure id="{name}"><svg ', text), name
        assert html.escape(caption) in text
    assert "seat advantage: " in text and "Wheat Field" in text  # the verdict and the tables
    assert "<script" not in text and not re.search(r'(src|href)="(https?:)?//', text)
    for name in RUN_CHARTS:
        assert (tmp_path / "charts" / f"{name}.svg").read_text(encoding="utf-8").lstrip().startswith("<?xml")
        assert (tmp_path / "charts" / f"{name}.png").read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


def test_compare_writes_its_report(tmp_path: Path) -> None:
    path = tmp_path / "compare.html"
    args = ["compare", "base", "--option-b", "starting_coins=8", "--games", "60", "--players", "2", "--bots", "basic"]
    result = CliRunner().invoke(main, [*args, "--report", str(path)])
    assert result.exit_code == 0, result.output
    text = path.read_text(encoding="utf-8")
    for name in COMPARE_CHARTS:
        assert re.search(f'<figure id="{name}"><svg ', text), name
    assert "A and B differ" in text or "No difference found" in text


def test_the_coins_over_turns_are_the_same_on_either_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    setup = lab.Setup("harbor", 3, ("normal", "basic", "random"), rotate=True, max_turns=300, curves=True)
    game = setup.game()
    monkeypatch.setitem(native._LOADED, (id(game), True), Native(interpreted(game), ROOT, "", 0.0, True, game))
    python = lab.run(setup, 6).tally
    natively = lab.run(dataclasses.replace(setup, engine="native"), 6).tally
    assert python.curve == natively.curve and python.curve[2][0] == python.decided > 0
    assert python == natively


GOLD = str(ROOT / "tests" / "editions" / "gold_rush.yaml")


def _gold(games: int = 300) -> tuple[lab.Run, lab.Run]:
    """Base and the fixture's house rule with a must-buy card, normal bots, seats rotating, paired."""
    runs = []
    for edition in ("base", GOLD):
        runs.append(lab.run(lab.Setup(edition, 4, ("normal",) * 4, rotate=True), games, 0, keep=True))
    return runs[0], runs[1]


def _texts(fig: object) -> list[str]:
    return [t.get_text() for t in fig.findobj(lambda o: hasattr(o, "get_text"))]  # type: ignore[attr-defined]


def test_the_charts_label_what_they_draw_and_never_overprint_a_card() -> None:
    """The cards' names are the rows of their chart, so two never overprint (the old scatter put them at
    their dots); the fair share and the balanced band are named in legends; the length is in rounds,
    with its mean and median; a comparison's legends name A and B, and B - A has a chart of its own."""
    base, gold = _gold()
    d = run_data(gold, "Gold Rush")
    figures = run_charts(d)
    try:
        seats_text = " ".join(_texts(figures["seats"]))
        assert "fair share (25.0%)" in seats_text
        length_text = " ".join(_texts(figures["length"]))
        assert (
            "rounds (turns divided by the players" in length_text
            and "mean " in length_text
            and "median " in length_text
        )
        cards = figures["cards"]
        cards.canvas.draw()
        left = cards.axes[0]
        labels = [t for t in left.get_yticklabels() if t.get_text()]
        assert len(labels) == len(d["cards"]) and "Gold Mine (must-buy)" in [t.get_text() for t in labels]
        boxes = [t.get_window_extent() for t in labels]
        assert not any(a.overlaps(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])
        assert any("balanced (0.67-1.5)" in t for t in _texts(cards))
    finally:
        close_all(figures)
    c = compare_data(base, gold, "base", "gold_rush.yaml")
    figures = compare_charts(c, run_data(base, "base"), d)
    try:
        assert set(figures) == set(COMPARE_CHARTS)
        for name in ("compare_seats", "compare_cards", "compare_length"):
            texts = _texts(figures[name])
            assert "A: base" in texts and "B: gold_rush.yaml" in texts, name
        assert "Gold Mine (only in B)" in _texts(figures["compare_cards"])
        difference = " ".join(_texts(figures["compare_difference"]))
        assert "B - A in win rate" in difference and "B - A in mean length" in difference
    finally:
        close_all(figures)


def test_the_report_says_a_must_buy_card_is_one(tmp_path: Path) -> None:
    path = tmp_path / "gold.html"
    args = ["simulate", "--edition", GOLD, "--games", "300", "--bots", "normal", "--rotate"]
    result = CliRunner().invoke(main, [*args, "--report", str(path)])
    assert result.exit_code == 0, result.output
    text = path.read_text(encoding="utf-8")
    assert re.search(
        r"The cards to look at:</p><ul><li>Gold Mine is a must-buy: in 9\d\.\d% of the winners&#x27; cities", text
    )
    assert "<table>" in text and "<pre>" not in text  # the figures as tables, whose text wraps


@pytest.mark.slow
@pytest.mark.skipif(CHROMIUM is None and os.environ.get("MK_BROWSER") != "required", reason="Chromium is not installed")
def test_the_reports_fit_a_700_pixel_screen(tmp_path: Path) -> None:
    """At 700 pixels wide, the text wraps: the page never scrolls sideways (a wide table scrolls in its box)."""
    assert CHROMIUM is not None, "MK_BROWSER=required, but Chromium is not installed (apt-get install chromium)"
    from playwright.sync_api import sync_playwright

    run_page = _simulate_report(tmp_path / "run")
    compare_page = tmp_path / "compare.html"
    args = ["compare", "base", GOLD, "--games", "60", "--players", "2", "--report", str(compare_page)]
    assert CliRunner().invoke(main, args).exit_code == 0
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--headless=new", "--no-sandbox"])
        page = browser.new_page(viewport={"width": 700, "height": 900})
        for path in (run_page, compare_page):
            page.goto(path.as_uri())
            wide = page.evaluate("document.documentElement.scrollWidth")
            paragraphs = page.evaluate("[...document.querySelectorAll('p')].map(p => p.scrollWidth - p.clientWidth)")
            assert wide <= 700 and max(paragraphs) <= 0, (path.name, wide, paragraphs)
        browser.close()


@pytest.mark.slow
@pytest.mark.skipif(CHROMIUM is None and os.environ.get("MK_BROWSER") != "required", reason="Chromium is not installed")
def test_the_report_opens_in_chromium_offline_without_an_error(tmp_path: Path) -> None:
    assert CHROMIUM is not None, "MK_BROWSER=required, but Chromium is not installed (apt-get install chromium)"
    from playwright.sync_api import sync_playwright

    path = _simulate_report(tmp_path)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--headless=new", "--no-sandbox"])
        page = browser.new_page()
        problems: list[str] = []
        requests: list[str] = []
        page.on("pageerror", lambda e: problems.append(str(e)))
        page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
        page.on("request", lambda r: requests.append(r.url))
        page.goto(path.as_uri())
        shown = page.evaluate("[...document.querySelectorAll('figure svg')].map(s => s.getBoundingClientRect().width)")
        browser.close()
    assert problems == []
    assert requests == [path.as_uri()]  # the page asks for nothing else
    assert len(shown) == len(RUN_CHARTS) and all(width > 100 for width in shown)


def _pair(edition_b: str = GOLD, games: int = 60) -> tuple[lab.Run, lab.Run]:
    """Base and another rule set, 2 players, normal bots, seats rotating, on the same seeds (paired)."""
    setup = [lab.Setup(edition, 2, ("normal", "normal"), rotate=True) for edition in ("base", edition_b)]
    return lab.run(setup[0], games, 0, keep=True), lab.run(setup[1], games, 0, keep=True)


def _played(text: str) -> dict[str, str]:
    """The page's header: what was played, as (what, how) pairs, before the first verdict."""
    head = text[: text.index('class="verdict"')]
    return {html.unescape(k): html.unescape(v) for k, v in re.findall(r"<dt>(.*?)</dt><dd>(.*?)</dd>", head)}


def test_the_header_names_both_rule_sets_and_what_was_played(tmp_path: Path) -> None:
    """The user's names of A and B, their editions' names, the games, players, bots and seeds."""
    path = tmp_path / "compare.html"
    args = ["compare", "base", GOLD, "--games", "40", "--players", "2", "--bots", "normal", "--seed", "7"]
    result = CliRunner().invoke(main, [*args, "--report", str(path)])
    assert result.exit_code == 0, result.output
    played = _played(path.read_text(encoding="utf-8"))
    assert played["A"] == "base (Machi Koro)" and played["B"] == f"{GOLD} (Gold Rush)"
    assert "Gold Mine" in played["B changes"]
    assert played["games"].startswith("40 of each, on the same seeds 7..46 (paired")
    assert played["players"] == "2" and played["bots"] == "normal,normal (seats rotate)"
    path = tmp_path / "run.html"
    args = ["simulate", "--edition", GOLD, "--games", "30", "--players", "3", "--option", "starting_coins=4"]
    result = CliRunner().invoke(main, [*args, "--report", str(path)])
    assert result.exit_code == 0, result.output
    played = _played(path.read_text(encoding="utf-8"))
    assert played == {
        "rules": f"{GOLD} --option starting_coins=4 (Gold Rush)",
        "games": "30, seeds 0..29",
        "players": "3",
        "bots": "normal,normal,normal (seats rotate)",  # the lab's default line-up
    }


def _difference_axes(fig: object) -> tuple[object, object | None]:
    """The B - A chart's axes: the seats' (and bots') win rates, and the mean length's (None without one)."""
    fig.canvas.draw()  # type: ignore[attr-defined]
    axes = fig.axes  # type: ignore[attr-defined]
    seats = next(ax for ax in axes if "seat 1" in [t.get_text() for t in ax.get_yticklabels()])
    others = [ax for ax in axes if ax is not seats]
    assert len(others) <= 1
    return seats, others[0] if others else None


def _exact_whole_ticks(ax: object) -> list[float]:
    """The axis' visible ticks, checked: whole numbers at one round step, each labelled with its exact
    value, 0 without a sign."""
    lo, hi = ax.get_xlim()  # type: ignore[attr-defined]
    ticks = [
        (x, t.get_text())
        for x, t in zip(ax.get_xticks(), ax.get_xticklabels(), strict=True)  # type: ignore[attr-defined]
        if lo <= x <= hi
    ]
    assert len(ticks) >= 3, ticks
    for x, label in ticks:
        assert x == round(x) and float(label.replace("\u2212", "-")) == x, ticks
        assert label == "0" if x == 0 else label[0] in "+-\u2212", ticks
    values = [x for x, _ in ticks]
    steps = {b - a for a, b in itertools.pairwise(values)}
    assert len(steps) == 1 and steps.pop() in (1, 2, 5, 10, 20, 50), ticks
    return values


def test_the_difference_chart_says_what_it_draws_at_whole_ticks_labelled_exactly() -> None:
    """The title says what the chart draws (not the length's figures); the length has its own axis, in
    turns; every tick is a whole number of points (or turns) at a round step, its label its value."""
    base, gold = _pair()
    c = compare_data(base, gold, "base", "gold_rush.yaml")
    figures = compare_charts(c, run_data(base, "base"), run_data(gold, "gold_rush.yaml"))
    try:
        seats, length = _difference_axes(figures["compare_difference"])
        values = _exact_whole_ticks(seats)
        assert min(values) < 0 < max(values)  # around 0
        lows = [100 * r["ci95"][0] for r in c["seats"]]
        assert seats.get_xlim()[0] <= min(lows)  # type: ignore[attr-defined]  # no whisker is cut
        title = seats.get_title()  # type: ignore[attr-defined]
        assert "B - A" in title and "length" not in title and "turns" not in title
        assert length is not None and "turns" in length.get_xlabel()  # type: ignore[attr-defined]
        values = _exact_whole_ticks(length)
        assert min(values) < 0 < max(values)
        dots = [line.get_xdata()[0] for line in length.lines if line.get_marker() == "o"]  # type: ignore[attr-defined]
        assert dots == [pytest.approx(c["length"]["difference"])]
    finally:
        close_all(figures)


def test_identical_runs_read_as_no_difference() -> None:
    """Every pair of games alike: 'No difference' in the title, axes around 0 past the whiskers (the
    seats' intervals, what so few pairs cannot rule out), at whole ticks, no signed zero anywhere, and
    the length's interval of no width drawn as the dot alone."""
    base, same = _pair("base", 30)
    c = compare_data(base, same, "base", "base")
    assert c["identical"]
    figures = compare_charts(c, run_data(base, "base"), run_data(same, "base"))
    try:
        seats, length = _difference_axes(figures["compare_difference"])
        texts = _texts(figures["compare_difference"])
        assert not [t for t in texts if re.search(r"(^|[\s(])[-+\u2212]0(\.0+)?(?![\d.])", t)], texts
        assert seats.get_title().startswith("No difference")  # type: ignore[attr-defined]
        assert length is not None
        for ax, widest in ((seats, max(100 * r["ci95"][1] for r in c["seats"])), (length, 0.0)):
            _exact_whole_ticks(ax)
            lo, hi = ax.get_xlim()  # type: ignore[attr-defined]
            assert lo == -hi and hi > widest and hi >= 1
        assert not length.collections  # type: ignore[attr-defined]  # no whiskers: the interval is 0 to 0
    finally:
        close_all(figures)


def test_the_length_legend_groups_a_then_b_each_entry_named() -> None:
    """A's entries in one column, B's in the next, each saying whose it is."""
    base, gold = _pair()
    c = compare_data(base, gold, "base", "gold_rush.yaml")
    figures = compare_charts(c, run_data(base, "base"), run_data(gold, "gold_rush.yaml"))
    try:
        fig = figures["compare_length"]
        fig.canvas.draw()
        legend = fig.axes[0].get_legend()
        texts = legend.get_texts()
        labels = [t.get_text() for t in texts]
        assert len(labels) == 6 and all(label[:3] in ("A: ", "B: ") for label in labels), labels
        assert any(label.startswith("A: mean ") for label in labels) and "B: gold_rush.yaml" in labels
        columns = {
            label[0]: {round(t.get_window_extent().x0) for t in texts if t.get_text()[0] == label[0]}
            for label in labels
        }
        assert len(columns["A"]) == len(columns["B"]) == 1 and min(columns["A"]) < min(columns["B"]), columns
    finally:
        close_all(figures)


def test_a_card_only_one_rule_set_has_is_marked_in_the_charts_and_tables(tmp_path: Path) -> None:
    """In the page's cards' table its row marked and its name followed by "only in B"; its row shaded
    across both halves of the cards' chart (named in the legend)."""
    path = tmp_path / "compare.html"
    args = ["compare", "base", GOLD, "--games", "40", "--players", "2", "--report", str(path)]
    assert CliRunner().invoke(main, args).exit_code == 0
    marked = re.findall(r'<tr class="only"><td>(.*?)</td>', path.read_text(encoding="utf-8"))
    assert marked == ['Gold Mine <span class="only">only in B</span>']
    from matplotlib.colors import to_rgb

    from engine.services.lab.charts import ONLY_COLOUR, ONLY_LABEL

    base, gold = _pair()
    c = compare_data(base, gold, "base", "gold_rush.yaml")
    figures = compare_charts(c, run_data(base, "base"), run_data(gold, "gold_rush.yaml"))
    try:
        fig = figures["compare_cards"]
        left = fig.axes[0]
        rows = {t.get_text(): y for t, y in zip(left.get_yticklabels(), left.get_yticks(), strict=True)}
        colour = to_rgb(ONLY_COLOUR)
        shaded = [
            {round(p.get_y() + p.get_height() / 2, 6) for p in ax.patches if p.get_facecolor()[:3] == colour}
            for ax in fig.axes
        ]
        assert shaded[0] == shaded[1] == {round(rows["Gold Mine (only in B)"], 6)}
        assert ONLY_LABEL in _texts(fig)
    finally:
        close_all(figures)


def test_the_page_says_the_verdicts_are_corrected_and_the_intervals_not(tmp_path: Path) -> None:
    """Beside the cards' chart and above their table, and beside B - A: the verdicts corrected for the
    number tested (Holm), the intervals each one's own; the words are cards.WORDS, read when the page is
    made; a card withheld says so beside its name, and the note says why."""
    from engine.services.lab import cards as lab_cards

    text = _simulate_report(tmp_path).read_text(encoding="utf-8")
    played = lab.run(lab.Setup("base", 3, ("normal", "basic", "basic"), rotate=True), 120, 0)  # the page's games
    d = run_data(played, "Machi Koro")
    tested = sum(1 for c in d["cards"] if c["p"] is not None)
    said = f"corrected for the {tested} cards tested (Holm); intervals: 95% for each card on its own, uncorrected"
    words = ", ".join(lab_cards.WORDS)
    caption = re.search(r'<figure id="cards">.*?<figcaption>(.*?)</figcaption>', text, re.S)
    above = re.search(r'<p class="note">([^<]*)</p><div class="table"><table><thead><tr><th>card</th>', text)
    assert caption and above
    for note in (html.unescape(caption.group(1)), html.unescape(above.group(1))):
        assert said in note and "an interval may leave out 1 beside an 'unclear'" in note and words in note
    from engine.services.lab.reportpage import card_note

    d["cards"][0]["withheld"] = "the bots here buy at random"
    figures = run_charts(d)
    try:
        assert f"{d['cards'][0]['name']} (withheld)" in _texts(figures["cards"])
    finally:
        close_all(figures)
    monkeypatched = (*lab_cards.WORDS, "a word added later")
    with pytest.MonkeyPatch.context() as m:
        m.setattr(lab_cards, "WORDS", monkeypatched)
        note = card_note(d["cards"])
    assert ", ".join(monkeypatched) in note and note.endswith("has no word: the bots here buy at random.")
    path = tmp_path / "compare.html"
    args = ["compare", "base", GOLD, "--games", "40", "--players", "2", "--report", str(path)]
    assert CliRunner().invoke(main, args).exit_code == 0
    text = html.unescape(path.read_text(encoding="utf-8"))
    difference = "verdicts: 'a real difference' (red in the chart) corrected for the 3 questions"
    caption = re.search(r'<figure id="compare_difference">.*?<figcaption>(.*?)</figcaption>', text, re.S)
    assert caption and f'<span class="note">{difference}' in caption.group(1)
    assert re.search(f'<p class="note">{re.escape(difference)}[^<]*</p><div class="table">', text)
    cards = "verdicts: the words in A and in B each corrected for the cards tested in its run"
    assert re.search(f'<p class="note">{re.escape(cards)}[^<]*{re.escape(words)}[^<]*</p><div class="table">', text)


def test_a_ratio_of_0_is_an_arrow_at_the_left_end() -> None:
    """A card whose owners never won (an odds ratio of 0, tested) is drawn, as an infinite one is."""
    from engine.services.lab.charts import RATIO_ENDS

    d = run_data(_pair()[0], "base")
    next(c for c in d["cards"] if c["p"] is not None and c["odds_ratio"]).update(
        {"odds_ratio": 0.0, "odds_ratio_ci95": [0.0, None]}
    )
    zero = {c["name"] for c in d["cards"] if c["p"] is not None and c["odds_ratio"] == 0}
    figures = run_charts(d)
    try:
        left, right = figures["cards"].axes
        rows = {t.get_text().split(" (")[0]: y for t, y in zip(left.get_yticklabels(), left.get_yticks(), strict=True)}
        arrows = [
            (x, y) for line in right.lines if line.get_marker() == "<" for x, y in zip(*line.get_data(), strict=True)
        ]
        assert sorted(y for _, y in arrows) == sorted(rows[name] for name in zero)
        assert all(x == pytest.approx(RATIO_ENDS[0] * 1.25) for x, _ in arrows)
    finally:
        close_all(figures)
