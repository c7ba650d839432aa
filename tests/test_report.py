"""The balance lab's report: ``--report FILE.html`` holds every chart inline and needs nothing else
(it opens in Chromium offline, without an error); ``--charts FOLDER`` writes each chart as SVG and
PNG; the coins-over-turns figures are the same on either engine."""

from __future__ import annotations

import dataclasses
import html
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
