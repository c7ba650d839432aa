"""Take the screenshots of docs/serve.md: a table of the base game at 1280x800 and at a phone's
390x844, a few turns in, served by ``mk serve``'s application on a free port of this machine; and
the same in German and in Turkish (docs/languages.md).

    python docs/make_screenshots.py    # needs Chromium (apt-get install chromium) and the test extra
"""

from __future__ import annotations

import shutil
import socket
import tempfile
import threading
import time
from pathlib import Path

import uvicorn
from playwright.sync_api import sync_playwright

from engine.services.play.room import Lobby
from engine.ui.web import create_app

DOCS = Path(__file__).resolve().parent
SHOTS = (
    ("serve-table.png", (1280, 800), "en"),
    ("serve-phone.png", (390, 844), "en"),
    ("serve-table-de.png", (1280, 800), "de"),
    ("serve-phone-tr.png", (390, 844), "tr"),
)
"""Each screenshot: its file, the window's size, the page's language (docs/languages.md)."""
ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]


def main() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with tempfile.TemporaryDirectory() as folder:
        server = uvicorn.Server(
            uvicorn.Config(create_app(Lobby(Path(folder)), pace=0, undo=0), port=port, log_level="warning")
        )
        threading.Thread(target=server.run, daemon=True).start()
        while not server.started:
            time.sleep(0.05)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=ARGS)
            for name, size, lang in SHOTS:
                page = browser.new_page(viewport={"width": size[0], "height": size[1]})
                page.goto(f"http://127.0.0.1:{port}/?lang={lang}")
                page.fill("input[name=players]", "3")
                page.fill("input[name=seed]", "7")
                page.locator("select[name=seat]").nth(2).select_option("normal")
                page.click("form[action='/tables'] button[type=submit]")
                for _ in range(8):  # a few builds, so that the cities hold something
                    page.wait_for_selector("button.choice")
                    buttons = page.locator("button.choice")
                    (buttons.nth(1) if buttons.count() > 1 else buttons.first).click()
                    page.wait_for_timeout(150)
                page.wait_for_selector("button.choice")
                page.screenshot(path=str(DOCS / name))
                page.close()
            browser.close()
        server.should_exit = True


if __name__ == "__main__":
    main()
