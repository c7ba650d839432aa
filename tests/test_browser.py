"""mk serve in a real browser: Debian's Chromium driven by Playwright through whole games, a second
screen watching, a reload mid-game and a hostile message. CI installs Chromium (.ci/run) and sets
MK_BROWSER=required, so that a missing browser fails there instead of skipping."""

from __future__ import annotations

import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn

from engine.services.room import Lobby
from engine.ui.web import create_app

CHROMIUM = os.environ.get("MK_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

if CHROMIUM is None:
    if os.environ.get("MK_BROWSER") == "required":
        raise RuntimeError("MK_BROWSER=required, but Chromium is not installed (apt-get install chromium)")
    pytest.skip("Chromium is not installed (apt-get install chromium; CI installs it)", allow_module_level=True)

from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402

LOBBIES: dict[str, Lobby] = {}
"""The lobby behind each served address."""


@pytest.fixture(scope="module")
def address(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server on a free port of this machine, in a thread, saving into a temporary folder."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    lobby = Lobby(tmp_path_factory.mktemp("saves"))
    app = create_app(lobby, pace=0, rate=100)  # a test clicks faster than people do
    LOBBIES[f"http://127.0.0.1:{port}"] = lobby
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


def new_page(browser: Browser, width: int = 1280, height: int = 800) -> tuple[Page, list[str]]:
    page = browser.new_page(viewport={"width": width, "height": height})
    problems: list[str] = []
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    return page, problems


def start(page: Page, address: str, seats: tuple[str, ...], options: str = "") -> None:
    page.goto(address + "/")
    page.fill("input[name=players]", str(len(seats)))
    page.fill("input[name=options]", options)
    for i, seat in enumerate(seats):
        page.locator("select[name=seat]").nth(i).select_option(seat)
    page.click("button[type=submit]")
    page.wait_for_url("**/t/**")


def click_until_over(page: Page, most: int = 600) -> int:
    """Click the first real choice (a build when one is offered) until someone wins."""
    for clicks in range(most):
        page.wait_for_selector("button.choice, .decision.over", timeout=20_000)
        if page.locator(".decision.over").count():
            return clicks
        buttons = page.locator("button.choice")
        version = page.get_attribute("#table", "data-version")
        (buttons.nth(1) if buttons.count() > 1 else buttons.nth(0)).click()
        try:
            page.wait_for_function(  # the table the click changed has come back
                "v => document.querySelector('#table').dataset.version !== v", arg=version, timeout=20_000
            )
        except Exception as exc:
            note = page.locator("#note").inner_text()
            raise AssertionError(f"no new table after a click on version {version}: {note!r}") from exc
    raise AssertionError("the game did not end")


def test_a_whole_game_against_a_bot_with_a_spectator(browser: Browser, address: str) -> None:
    page, problems = new_page(browser)
    start(page, address, ("human", "basic"))
    table = page.url.split("#")[0]
    watcher, watcher_problems = new_page(browser, 390, 844)  # a phone, without a seat
    watcher.goto(table)
    clicks = click_until_over(page)
    assert clicks > 5
    watcher.wait_for_selector(".decision.over", timeout=20_000)
    assert watcher.locator("button.choice").count() == 0
    winner = page.locator(".decision.over h2").inner_text()
    assert watcher.locator(".decision.over h2").inner_text() == winner
    assert problems == [] and watcher_problems == []
    page.close()
    watcher.close()


def test_a_whole_hot_seat_game_with_a_reload_mid_game(browser: Browser, address: str) -> None:
    page, problems = new_page(browser)
    start(page, address, ("human", "human"), "starting_coins=40")  # a short game: landmarks at once
    assert page.locator("#invite a").count() == 2  # a link for each seat, to hand one to a friend
    for _ in range(3):  # both seats play from this one page
        page.wait_for_selector("button.choice")
        page.locator("button.choice").first.click()
        page.wait_for_timeout(100)
    page.reload()
    page.wait_for_selector("button.choice", timeout=20_000)  # the seats are still this page's
    friend, _ = new_page(browser)
    second = page.locator("#invite a").nth(1).get_attribute("href")
    assert second is not None
    friend.goto(second)
    friend.wait_for_selector("header p")
    assert friend.locator("#invite a").count() == 0  # the friend holds one seat
    assert click_until_over(page) > 5  # the whole game, both seats from the one page
    assert problems == []
    page.close()
    friend.close()


def test_a_hostile_message_from_the_page_is_answered_and_changes_nothing(browser: Browser, address: str) -> None:
    page, problems = new_page(browser)
    start(page, address, ("human", "basic"))
    page.wait_for_selector("button.choice")
    before = page.locator("header p").inner_text()
    answer: Any = page.evaluate(
        """room => new Promise(done => {
            const ws = new WebSocket("ws://" + location.host + "/ws/" + room);
            const seen = [];
            ws.onmessage = e => { seen.push(JSON.parse(e.data)); if (seen.length === 3) done(seen); };
            ws.onopen = () => {
                ws.send(JSON.stringify({type: "act", seat: 0, token: "guess", choice: 1, version: 0}));
                ws.send("<script>alert(1)</script>");
            };
        })""",
        page.url.split("/t/")[1].split("#")[0],
    )
    assert [m["type"] for m in answer] == ["table", "error", "error"]
    assert page.locator("header p").inner_text() == before
    assert problems == []
    page.close()


def test_screenshots_for_the_docs_can_be_made(browser: Browser, address: str, tmp_path: Path) -> None:
    """What docs/make_screenshots.py does, into a temporary folder: the table at 1280x800 and 390x844."""
    for width, height in ((1280, 800), (390, 844)):
        page, problems = new_page(browser, width, height)
        start(page, address, ("human", "basic"))
        page.wait_for_selector("button.choice")
        shot = tmp_path / f"table-{width}.png"
        page.screenshot(path=str(shot))
        assert shot.stat().st_size > 10_000 and problems == []
        page.close()


def test_a_card_of_the_market_is_built_by_clicking_it(browser: Browser, address: str) -> None:
    page, problems = new_page(browser)
    start(page, address, ("human", "basic"))
    page.wait_for_selector(".market .card.choice")
    card = page.locator(".market .card.choice").last  # the dearest one Ann can afford
    name = card.locator(".name").inner_text()
    before = page.locator("#player-0 .card .name").all_inner_texts()
    assert name not in before
    card.click()
    page.wait_for_function(
        "name => [...document.querySelectorAll('#player-0 .card .name')].some(e => e.textContent === name)",
        arg=name,
        timeout=20_000,
    )
    assert page.locator("#player-1 .card.choice").count() == 0  # only what the deciding seat may build
    assert problems == []
    page.close()


EVIL = """<!doctype html><html><body><script>
const target = decodeURIComponent(location.hash.slice(1));
const form = "edition=base&players=2&seat=human&seat=basic&name=&name=";
const kind = {"content-type": "application/x-www-form-urlencoded"};
const done = [];
const after = what => [() => done.push(what), () => done.push(what)];
fetch(target + "/tables", {method: "POST", mode: "no-cors", body: form, headers: kind}).then(...after("tables"));
fetch(target + "/resume", {method: "POST", mode: "no-cors", body: "save=x", headers: kind}).then(...after("resume"));
const ws = new WebSocket(target.replace("http", "ws") + "/ws/anything");
ws.onerror = () => done.push("socket refused");
ws.onopen = () => done.push("socket open");
window.done = done;
</script></body></html>"""


def test_a_page_of_another_site_cannot_act_on_the_server(browser: Browser, address: str) -> None:
    """The attack of the issue, in a real browser: a page served from another origin (another port of
    this machine) sends the lobby's forms with fetch(no-cors) and opens a websocket. No table opens,
    and the socket is refused."""
    import http.server

    class Evil(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = EVIL.encode()
            self.send_response(200)
            self.send_header("content-type", "text/html")
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *_: Any) -> None:
            pass

    evil = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Evil)
    threading.Thread(target=evil.serve_forever, daemon=True).start()
    lobby = LOBBIES[address]
    before = set(lobby.rooms)
    page, _problems = new_page(browser)
    try:
        page.goto(f"http://127.0.0.1:{evil.server_address[1]}/#{address}")
        page.wait_for_function("window.done && window.done.length === 3", timeout=20_000)
        assert sorted(page.evaluate("window.done")) == ["resume", "socket refused", "tables"]
        assert set(lobby.rooms) == before
    finally:
        page.close()
        evil.shutdown()
