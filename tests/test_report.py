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
from engine.services import lab
from engine.services.report import COMPARE_CHARTS, RUN_CHARTS
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
