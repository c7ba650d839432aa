"""mk serve in a real browser: Debian's Chromium driven by Playwright through whole games, a second
screen watching, a reload mid-game and a hostile message. CI installs Chromium (.ci/run) and sets
MK_BROWSER=required, so that a missing browser fails there instead of skipping."""

from __future__ import annotations

import os
import re
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn

from engine.i18n import PSEUDO
from engine.load.strategies import load_strategy, shipped
from engine.services.play.room import Lobby
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

from playwright.sync_api import Browser, Locator, Page, sync_playwright  # noqa: E402

pytestmark = pytest.mark.slow  # a browser each: the full run's (CI's), not the quick one's

LOBBIES: dict[str, Lobby] = {}
"""The lobby behind each served address."""


@pytest.fixture(scope="module")
def address(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server on a free port of this machine, in a thread, saving into a temporary folder."""
    yield from serving(tmp_path_factory, undo=0)  # a test clicks faster than people do


@pytest.fixture(scope="module")
def paced(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The same with the moment to take back a build that ends a turn, as mk serve gives it (but longer)."""
    yield from serving(tmp_path_factory, undo=30)


def serving(tmp_path_factory: pytest.TempPathFactory, undo: float) -> Iterator[str]:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    lobby = Lobby(tmp_path_factory.mktemp("saves"), per_client=100)  # every test opens tables from here
    app = create_app(lobby, pace=0, rate=100, undo=undo)
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


def start(page: Page, address: str, seats: tuple[str, ...], options: str = "", reload: bool = True) -> None:
    if reload:
        page.goto(address + "/")
    page.fill("input[name=players]", str(len(seats)))
    page.fill("input[name=options]", options)
    for i, seat in enumerate(seats):
        page.locator("select[name=seat]").nth(i).select_option(seat)
    page.click("form[action='/tables'] button[type=submit]")
    page.wait_for_url("**/t/**")


def click_and_wait(page: Page, button: Locator) -> None:
    """Click ``button`` and wait until the table the click changed has come back."""
    version = page.get_attribute("#table", "data-version")
    button.click()
    page.wait_for_function("v => document.querySelector('#table').dataset.version !== v", arg=version, timeout=20_000)


def click_until_over(page: Page, most: int = 600) -> int:
    """Click the first real choice (a build when one is offered) until someone wins."""
    for clicks in range(most):
        page.wait_for_selector("button.choice, .decision.over", timeout=20_000)
        if page.locator(".decision.over").count():
            return clicks
        buttons = page.locator("button.choice")
        version = page.get_attribute("#table", "data-version")
        try:
            click_and_wait(page, buttons.nth(1) if buttons.count() > 1 else buttons.nth(0))
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
    before = page.locator("header .turn").inner_text()
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
    assert page.locator("header .turn").inner_text() == before
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


def test_the_bar_keeps_the_question_and_the_messages_in_sight(browser: Browser, address: str) -> None:
    """Scrolled down to the story, the question, its choices and the message line are still on the screen;
    a refusal (here: chatting too fast) shows there."""
    page, problems = new_page(browser, 1280, 800)
    start(page, address, ("human", "basic"))
    page.wait_for_selector("button.choice")
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    box = page.locator(".bar .decision.yours").bounding_box()
    assert box is not None and 0 <= box["y"] < 800 and box["y"] + box["height"] <= 800
    page.fill("#chat input", "one")
    page.press("#chat input", "Enter")
    page.fill("#chat input", "two")
    page.press("#chat input", "Enter")  # within a second of the first
    page.wait_for_function("() => document.querySelector('.bar #note').textContent.includes('slow down')")
    note = page.locator("#note").bounding_box()
    assert note is not None and 0 <= note["y"] < 800
    assert problems == []
    page.close()


def test_the_keyboard_plays_a_hot_seat_game_and_keeps_its_place(browser: Browser, address: str) -> None:
    """Tab reaches the first choice at once (the bar comes first); after Enter the table is drawn anew and
    the focus is on the next decision's choice, never lost to the page; the title says whose turn it is."""
    page, problems = new_page(browser)
    start(page, address, ("human", "human"))
    page.wait_for_selector("button.choice")
    assert page.title().startswith("\u25cf Your turn")
    tabs = 0
    while tabs < 12 and not page.evaluate("document.activeElement.matches('button.choice')"):
        page.keyboard.press("Tab")
        tabs += 1
    assert tabs <= 3, tabs  # past the lobby link at most: the choices are first
    for _ in range(4):
        version = page.get_attribute("#table", "data-version")
        page.keyboard.press("Enter")
        page.wait_for_function(
            "v => document.querySelector('#table').dataset.version !== v && document.querySelector('button.choice')",
            arg=version,
            timeout=20_000,
        )
        page.wait_for_timeout(50)
        assert page.evaluate("document.activeElement.matches('#table .choice, #table button')")
    assert problems == []
    page.close()


def test_what_changed_flashes_and_the_dice_show_their_faces(browser: Browser, address: str) -> None:
    """Seed 3, two players at one screen: Ann's second roll pays her a coin (+1 shows), then her build
    costs one: the table says -1 (a +1 and a -1 in a moment are two changes, not "0"), and her coins
    do not move again until the next choice, so no redraw the server leaves out can hide it."""
    page, problems = new_page(browser)
    page.goto(address + "/")
    page.fill("input[name=seed]", "3")
    start(page, address, ("human", "human"), "starting_coins=10", reload=False)

    def choose(text: str | None) -> None:
        page.wait_for_selector("button.choice", timeout=20_000)
        click_and_wait(page, page.locator("button.choice", has_text=text).first)

    face = page.locator(".dice .face").first.inner_text()
    assert face in "\u2680\u2681\u2682\u2683\u2684\u2685"
    choose("Ranch")  # Ann's first build
    choose(None)  # the second player's
    page.wait_for_function("() => document.querySelector('#player-0 .delta.up') !== null", timeout=20_000)
    assert page.locator("#player-0 .delta").inner_text() == "+1"  # her roll paid her
    page.evaluate(  # every change the next tables show on Ann's coins and cards
        """() => { window.seen = []; new MutationObserver(() => {
            for (const e of document.querySelectorAll("#player-0 .delta, #player-0 .card.flash")) window.seen.push(
                e.classList.contains("delta") ? e.className + " " + e.textContent : "flash " + e.dataset.card);
        }).observe(document.getElementById("table"), {childList: true, subtree: true}); }"""
    )
    choose("Ranch")  # a build: a coin goes, a second Ranch comes
    page.wait_for_function("() => window.seen.includes('flash ranch')", timeout=20_000)
    seen = page.evaluate("window.seen")
    assert "delta down -1" in seen
    assert problems == []
    page.close()


def test_players_chat_and_a_spectator_reads(browser: Browser, address: str) -> None:
    page, problems = new_page(browser)
    start(page, address, ("human", "basic"))
    watcher, watcher_problems = new_page(browser)
    watcher.goto(page.url.split("#")[0])
    watcher.wait_for_selector("#table .bar")
    assert watcher.locator("#chat form").count() == 0  # a spectator reads, and does not write
    page.fill("#chat input", "<img src=x onerror=alert(1)> good luck")
    page.press("#chat input", "Enter")
    for screen in (page, watcher):
        screen.wait_for_selector("#chat li", timeout=20_000)
        assert screen.locator("#chat li").inner_text() == "Player 1:<img src=x onerror=alert(1)> good luck"
        assert screen.locator("#chat img").count() == 0
    assert problems == [] and watcher_problems == []
    page.close()
    watcher.close()


def test_the_end_shows_standings_and_another_game_keeps_the_seats(browser: Browser, address: str) -> None:
    page, problems = new_page(browser)
    start(page, address, ("human", "human"), "starting_coins=40")
    first = page.url
    click_until_over(page)
    assert page.locator(".standings tr").count() == 3  # a header and a row a player
    page.click("button.rematch")
    page.wait_for_url(lambda url: url.split("#")[0] != first.split("#")[0], timeout=20_000)
    assert page.url.split("#")[1] == first.split("#")[1]  # the same keys, at the new table
    page.wait_for_selector("button.choice", timeout=20_000)  # and they hold its seats
    assert page.locator("header .turn").inner_text() in ("Turn 1", "Turn 2")
    assert problems == []
    page.close()


def test_an_invitation_link_is_copied_with_a_button(browser: Browser, address: str) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=address)
    page = context.new_page()
    start(page, address, ("human", "human"))
    link = page.locator("#invite a").nth(1).get_attribute("href")
    page.locator("#invite button.copy").nth(1).click()
    page.wait_for_function("() => document.querySelectorAll('#invite button.copy')[1].textContent === 'Copied'")
    assert page.evaluate("navigator.clipboard.readText()") == link
    context.close()


def test_a_player_who_leaves_is_replaced_and_the_host_changes_the_bot(browser: Browser, address: str) -> None:
    host, problems = new_page(browser)
    start(host, address, ("human", "human"))
    assert host.locator("#seating").is_visible() and host.locator("#leave-table").count() == 0
    guest, guest_problems = new_page(browser)
    guest.goto(host.locator("#invite a").nth(1).get_attribute("href") or "")
    guest.wait_for_selector("#chat form")
    assert guest.locator("#seating").is_hidden()  # only the host hands seats over
    guest.once("dialog", lambda dialog: dialog.accept())
    guest.click("#leave-table")
    guest.wait_for_function("() => !location.hash.includes('seats=')", timeout=20_000)
    assert "played by the normal bot" in guest.locator("#note").inner_text()
    assert guest.locator("#chat form").count() == 0 and guest.locator("#leave-table").count() == 0
    host.wait_for_selector("#player-1 .badge.bot", timeout=20_000)
    assert host.locator("#player-1 .badge.bot").inner_text() == "normal bot"
    host.click("#seating summary")
    host.select_option("#seat-to-hand", "1")
    host.select_option("#bot-to-play", "hard")
    host.click("#hand-over")
    host.wait_for_function(
        "() => document.querySelector('#player-1 .badge.bot').textContent === 'hard bot'", timeout=20_000
    )
    guest.reload()  # the old link holds nothing now
    guest.wait_for_selector("#table .bar")
    assert guest.locator("#chat form").count() == 0
    assert problems == [] and guest_problems == []
    host.close()
    guest.close()


def play_turns(page: Page, turns: int) -> None:
    """Build nothing ``turns`` times (the story grows by a round each), then wait for the next question
    (nothing changes while a person must decide)."""
    for _ in range(turns):
        page.wait_for_selector("button.choice", timeout=20_000)
        click_and_wait(page, page.locator("button.choice").first)
    page.wait_for_selector("button.choice", timeout=20_000)
    page.wait_for_timeout(300)  # the tables drawn before it, still on their way, come in


def test_the_story_stays_in_sight_on_a_wide_screen_and_on_a_phone(browser: Browser, address: str) -> None:
    """At 1280x800 the story is a column of its own at the right, in sight however far the page scrolls;
    on a phone it is a panel under the bar, on the first screen, folded with a tap and kept folded."""
    page, problems = new_page(browser, 1280, 800)
    start(page, address, ("human", "basic"))
    play_turns(page, 4)
    story = page.locator("details.story")
    newest = page.locator("details.story > ol > li").last
    for _ in range(2):  # at the top of the page, then down at the market's end: the story stays in sight
        box, last = story.bounding_box(), newest.bounding_box()
        assert box is not None and box["x"] > 640 and 0 <= box["y"] < 800, box
        assert last is not None and last["y"] >= 0 and last["y"] + last["height"] <= 800, last  # the newest turn
        page.mouse.wheel(0, 3000)
        page.wait_for_timeout(200)
    phone, phone_problems = new_page(browser, 390, 844)
    start(phone, address, ("human", "basic"))
    play_turns(phone, 2)
    panel = phone.locator("details.story")
    box = panel.bounding_box()
    assert box is not None and box["y"] < 844 / 2, box  # right under the bar
    phone.locator("details.story > summary").click()
    assert panel.evaluate("d => d.open") is False
    play_turns(phone, 1)  # a new table: the story stays folded
    assert panel.evaluate("d => d.open") is False
    assert problems == [] and phone_problems == []
    page.close()
    phone.close()


def test_a_card_you_cannot_build_says_why_when_clicked(browser: Browser, address: str) -> None:
    page, problems = new_page(browser)
    start(page, address, ("human", "basic"))
    page.wait_for_selector("button.choice")
    dear = page.locator(".market .card.refused").last  # the dearest card: more than the coins of a first turn
    name = dear.locator(".name").inner_text()
    coins = page.locator("#player-0").get_attribute("data-coins")
    dear.click()
    assert re.fullmatch(rf"{re.escape(name)} costs \d+; you have {coins}\.", page.locator("#note").inner_text())
    assert problems == []
    page.close()


def test_the_lobby_lists_the_tables_this_browser_opened_with_resume_and_close(browser: Browser, address: str) -> None:
    page, problems = new_page(browser)
    start(page, address, ("human", "basic"))
    table = page.url.split("#")[0]
    page.goto(address + "/")  # the seats' keys are no longer in the address
    mine = page.locator(".yours li", has=page.locator(f"a[href^='{table[len(address) :]}#']"))
    assert mine.count() == 1
    mine.locator("a.button").click()  # Resume: the table, holding its seat again
    page.wait_for_selector("button.choice", timeout=20_000)
    other, _ = new_page(browser)  # another browser does not see it as its own
    other.goto(address + "/")
    assert other.locator(".yours").count() == 0
    page.goto(address + "/")
    page.locator(".yours li", has=page.locator(f"a[href^='{table[len(address) :]}#']")).locator("button").click()
    page.wait_for_url(address + "/")
    assert page.locator(f"a[href^='{table[len(address) :]}']").count() == 0  # closed (its game saved)
    assert problems == []
    page.close()
    other.close()


def test_the_build_that_ends_your_turn_can_be_taken_back_before_the_next_roll(browser: Browser, paced: str) -> None:
    page, problems = new_page(browser)
    start(page, paced, ("human", "basic"))
    page.wait_for_selector("button.choice")
    turn = page.locator("header .turn").inner_text()
    click_and_wait(page, page.locator("button.choice").first)  # build nothing: the turn is over
    undo = page.locator(".undo-last button.undo")
    undo.wait_for(timeout=5_000)
    assert "until the next roll, in" in page.locator(".undo-last .countdown").inner_text()
    click_and_wait(page, undo)
    page.wait_for_selector("button.choice")  # the build question again, on the same turn
    assert page.locator("header .turn").inner_text() == turn
    assert problems == []
    page.close()


WORDS_IN_PAGE = """(() => {
  const body = document.body.cloneNode(true);
  body.querySelectorAll("form.language, #chat, script").forEach((e) => e.remove());
  return body.innerText;
})()"""
"""The page's text without its language picker (each language by its own name) and the chat."""


@pytest.mark.parametrize("lang", [PSEUDO, "de", "tr"])
def test_a_table_in_another_language_fits_a_wide_screen_and_a_phone(browser: Browser, address: str, lang: str) -> None:
    """German's long words and Turkish names fit the tiles, nothing is wider than the screen, and in the
    pseudo-language (accented, 40% longer) no English is left: every word came from the catalogs."""
    for width, height in ((1280, 800), (390, 844)):
        page, problems = new_page(browser, width, height)
        page.goto(f"{address}/?lang={lang}")
        assert page.get_attribute("html", "lang") == lang
        start(page, address, ("human", "basic"), reload=False)
        for _ in range(6):  # a few builds: cards in the cities
            page.wait_for_selector("button.choice")
            buttons = page.locator("button.choice")
            click_and_wait(page, buttons.nth(1) if buttons.count() > 1 else buttons.nth(0))
        page.wait_for_selector("button.choice")
        assert page.get_attribute("html", "lang") == lang  # the table page kept the language
        assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
        wide = "[...document.querySelectorAll('.card, .landmark')].filter(e => e.scrollWidth > e.clientWidth + 1)"
        assert page.evaluate(wide + ".map(e => e.textContent)") == []
        if lang == PSEUDO:
            assert english_left(page) == set()
            if width == 1280:  # and on to the end: the standings, the rematch button, the whole story
                click_until_over(page)
                assert english_left(page) == set()
        assert problems == []
        page.close()


def english_left(page: Page) -> set[str]:
    """Words of plain English on the page (a strategy's name is its file's: data, as a player's name is)."""
    text = page.evaluate(WORDS_IN_PAGE)
    for name in sorted((load_strategy(s).name for s in shipped()), key=len, reverse=True):
        text = text.replace(name, "")
    return set(re.findall(r"[A-Za-z]{4,}", text))
