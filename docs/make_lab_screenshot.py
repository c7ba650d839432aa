"""Take the screenshot of docs/lab.md: the top of the report of 20,000 games of base with normal bots,
seats rotating (``mk simulate --report``), at 1000x2200 in Chromium.

    python docs/make_lab_screenshot.py    # needs Chromium (apt-get install chromium), the lab and test extras
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from engine.services.lab.charts import run_report
from engine.services.lab.run import Setup, run

DOCS = Path(__file__).resolve().parent
ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]


def main() -> None:
    setup = Setup("base", 4, ("normal",) * 4, rotate=True, engine="native", curves=True)
    done = run(setup, 20_000, 0)
    with tempfile.TemporaryDirectory() as folder:
        page_file = Path(folder) / "report.html"
        run_report(done, "Machi Koro", page_file, None)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=ARGS)
            page = browser.new_page(viewport={"width": 1000, "height": 2200})
            page.goto(page_file.as_uri())
            page.screenshot(path=str(DOCS / "lab-report.png"))
            browser.close()


if __name__ == "__main__":
    main()
