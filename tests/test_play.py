"""`mk play` driven as a user would: through a pseudo-terminal (pexpect)."""

from __future__ import annotations

import io
import itertools
import json
import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pexpect
import pyte
import pytest
from click.testing import CliRunner
from rich.console import Console

from engine.core.errors import MkError
from engine.core.setup import set_player, settle_market
from engine.core.show import brief
from engine.core.state import Action
from engine.load.loader import new_game
from engine.services.play.saves import save_lock
from engine.services.play.session import GameSession, start_session
from engine.ui.cli import main
from engine.ui.terminal import Terminal

ROOT = Path(__file__).resolve().parent.parent
PROMPT = "\r\n> "
ASKS = r"\r\n> $"
"""The prompt waiting for an answer (the current player's line in the table starts with "> " too)."""


ROWS, COLUMNS = 24, 80
"""Every terminal test plays on the screen the issue names: 80 columns, 24 lines."""


def spawn(*args: str, save: Path, color: bool = False) -> pexpect.spawn:
    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": str(COLUMNS), "LINES": str(ROWS)}
    env.pop("MK_DEBUG", None)
    if color:
        env.pop("NO_COLOR", None)
    else:
        env["NO_COLOR"] = "1"
    child = pexpect.spawn(
        sys.executable,
        ["-m", "engine.ui.cli", "play", "--save", str(save), *args],
        cwd=str(ROOT),
        env=env,
        encoding="utf-8",
        timeout=30,
        dimensions=(ROWS, COLUMNS),
    )
    return child


ANSI = re.compile(r"\x1b\[[0-9;]*m")
COLOUR = re.compile(r"\x1b\[(?:[0-9;]*;)?(?:3[0-7]|9[0-7]|38;5;\d+)m")


def screen(text: str, save: Path) -> str:
    """The terminal output as plain text (styles stripped), stable across runs."""
    return ANSI.sub("", text.replace("\r\n", "\n").replace(str(save), "<save>"))


@pytest.mark.slow
def test_a_full_game_against_a_bot_to_the_end(tmp_path: Path) -> None:
    save = tmp_path / "game.jsonl"
    child = spawn("--seed", "12", "--names", "Ann", save=save)
    prompts = 0
    while True:
        hit = child.expect([PROMPT, r"wins after \d+ turns!"])
        if hit == 1:
            break
        prompts += 1
        # a simple plan: the second choice listed (the cheapest landmark, else a card), else the first
        menu = child.before.split("What do you build?")[-1] if "What do you build?" in child.before else child.before
        listed = re.findall(r"^ +(\d+)\. ", menu, re.M)
        child.sendline(listed[1] if len(listed) > 1 else listed[0] if listed else "1")
    child.expect(pexpect.EOF)
    out = screen(child.before, save)
    assert prompts > 10
    assert child.wait() == 0
    lines = [json.loads(x) for x in save.read_text().splitlines()]
    assert "winner" in lines[-1]
    assert "Traceback" not in out


def test_the_screen_answers_every_command_within_80_columns(tmp_path: Path) -> None:
    save = tmp_path / "game.jsonl"
    child = spawn("--seed", "3", "--names", "Ann", save=save)
    seen: list[str] = []

    def answer(text: str | None, last: str) -> str:
        """Send ``text``; return the screen up to the prompt that follows the output ending in ``last``."""
        if text is not None:
            child.sendline(text)
        child.expect(last)
        shown = child.before + child.after
        child.expect(PROMPT)
        seen.append(shown + child.before)
        return screen(seen[-1], save)

    first = answer(None, r"What do you build\?")
    assert "Market" in first and " 0. build nothing" in first
    assert "not now, too dear with 4 coins: " in first  # the Bakery paid 1 on the first roll
    child.sendline("train st")  # a partial name
    child.expect(r"Ann, end of your turn: Enter to go on, or undo to take it back\. > ")
    built = screen(child.before, save)
    assert "Ann completes Train Station for 4 coins" in built
    child.sendline("undo")  # until the next roll, a build can be taken back
    child.expect("Undone: Train Station")
    child.expect(PROMPT)
    child.sendline("train st")
    child.expect(r"end of your turn")
    dice = answer("", r"How many dice do you roll\?")
    assert "Commands at any prompt:" in answer("help", r"save and leave[^\r\n]*")
    shown = " ".join(answer("show mine", r"from the bank\.").split())
    assert "Mine (Primary Industry, roll 9 on anyone's roll, cost 6, icon Gear): Get 5 coins from the bank." in shown
    assert "Apple Orchard" in answer("market", r"Fruit and Vegetable Market[^\r\n]*")
    assert "Basic bot 1" in answer("city bas", r"Radio Tower \(22\)")
    assert "2. roll 2 dice" in dice
    rolled = answer("2", r"What do you build\?")
    assert re.search(r"Ann rolls \d \+ \d = \d+", rolled)
    child.sendline("quit")
    child.expect("Game saved")
    child.expect(pexpect.EOF)
    assert child.wait() == 0
    widths = [len(line) for text in seen for line in screen(text, save).splitlines()]
    assert max(widths) <= 80


def test_bad_input_is_explained_and_asked_again(tmp_path: Path) -> None:
    save = tmp_path / "g.jsonl"
    child = spawn("--seed", "3", "--names", "Ann", save=save)
    child.expect(PROMPT)
    child.sendline("xyzzy")
    child.expect("'xyzzy' is not one of the choices. Type one of the numbers shown")
    child.sendline("99")
    child.expect("There is no choice 99")
    child.sendline("show casino")
    child.expect("No card or landmark called 'casino'.")
    child.sendline("")
    child.expect("Type one of the numbers shown")
    child.sendline("quit")
    child.expect("Game saved")
    child.expect(pexpect.EOF)


@pytest.mark.slow
def test_save_quit_and_resume(tmp_path: Path) -> None:
    save = tmp_path / "g.jsonl"
    child = spawn("--seed", "8", "--names", "Ann", save=save)
    for _ in range(4):
        child.expect(PROMPT)
        child.sendline("1")
    child.expect(PROMPT)
    other = tmp_path / "copy.jsonl"
    child.sendline(f"save {other}")
    child.expect(f"Saved to\\s+{re.escape(str(other))}.")  # the screen may wrap a long path onto a line of its own
    child.sendline("quit")
    child.expect(f"Game saved. Resume it with:\r\n  mk play --resume {re.escape(str(save))}\r\n")
    child.expect(pexpect.EOF)
    turns = [json.loads(x).get("turn") for x in save.read_text().splitlines()]
    turn = max(t for t in turns if t is not None)
    resumed = spawn("--resume", str(other), save=save)
    resumed.expect(r"Resuming turn (\d+) of Machi Koro")
    assert int(resumed.match.group(1)) >= turn
    resumed.expect(PROMPT)
    resumed.sendline("quit")
    resumed.expect(pexpect.EOF)


@pytest.mark.parametrize("signal", ["intr", "eof"])
def test_ctrl_c_and_end_of_input_save(tmp_path: Path, signal: str) -> None:
    save = tmp_path / "g.jsonl"
    child = spawn("--seed", "5", "--names", "Ann", save=save)
    child.expect(PROMPT)
    child.sendline("1")
    child.expect(PROMPT)
    if signal == "intr":
        child.sendintr()
    else:
        child.sendeof()
    child.expect(f"Game saved. Resume it with:\r\n  mk play --resume {re.escape(str(save))}\r\n")
    child.expect(pexpect.EOF)
    assert child.wait() == 0
    assert "Traceback" not in child.before
    resumed = spawn("--resume", str(save), save=save)
    resumed.expect("Resuming turn")
    resumed.expect(PROMPT)
    resumed.sendline("quit")
    resumed.expect(pexpect.EOF)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("not json at all\n", "not valid JSON"),
        ('{"record": "mk-game", "version": 7}\n', "record version 7 is not supported"),
        ("", "the save is empty"),
    ],
)
def test_damaged_saves_get_a_clear_error(tmp_path: Path, content: str, message: str) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text(content)
    child = spawn("--resume", str(bad), save=tmp_path / "x.jsonl")
    child.expect(pexpect.EOF)
    assert message in child.before
    assert "Traceback" not in child.before
    child.close()
    assert child.exitstatus == 2


def test_a_save_of_a_changed_edition_is_refused(tmp_path: Path) -> None:
    edition = tmp_path / "mine.yaml"
    edition.write_text("extends: base\nname: Mine\n")
    save = tmp_path / "g.jsonl"
    child = spawn("--edition", str(edition), "--seed", "1", save=save)
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    edition.write_text("extends: base\nname: Mine, changed\n")
    child = spawn("--resume", str(save), save=save)
    child.expect(pexpect.EOF)
    said = " ".join(child.before.split())  # as one line, however the terminal wrapped it
    assert f"the edition file {brief(str(edition), 80)} has changed since this game was recorded" in said
    assert "put the edition file back as it was" in said and f"start again with mk play --edition {edition}" in said


# -- undo, driven through the session directly ----------------------------------------
def radio_tower_session(tmp_path: Path) -> GameSession:
    """A game where everyone starts with the Radio Tower, after the first roll."""
    edition = tmp_path / "towers.yaml"
    edition.write_text(
        f"extends: {ROOT / 'editions' / 'base.yaml'}\nname: Towers\nstart: {{landmarks: [radio_tower]}}\n"
    )
    game = new_game(edition, 2)
    session = GameSession(game, str(edition), ["Ann", "Bot"], ["human", "basic"], 1, save_path=tmp_path / "s.jsonl")
    session.state.apply(Action("roll", (2,)))  # the first roll (Bakery: 3 + 1); the re-roll question is next
    return session


def test_undo_takes_back_the_last_decision_since_the_roll(tmp_path: Path) -> None:
    session = radio_tower_session(tmp_path)
    session.choose(Action("reroll", "keep"))  # income follows
    assert session.state.kind == "build" and session.state.coins == [4, 3]
    assert session.undo() == Action("reroll", "keep")  # back to the re-roll question, before income
    assert session.state.kind == "reroll" and session.state.coins == [3, 3]
    assert session.undo() is None  # and never past the roll


def test_undo_never_goes_past_the_dice(tmp_path: Path) -> None:
    session = radio_tower_session(tmp_path)
    session.choose(Action("reroll", "keep"))
    session.choose(Action("build", None))  # the bot's turn follows: its dice and decisions
    session.advance()
    assert session.state.current_player == 0 and session.state.turn == 3
    assert session.undo() is None


def test_undo_in_the_terminal_says_what_was_taken_back(tmp_path: Path) -> None:
    session = radio_tower_session(tmp_path)
    out = io.StringIO()
    answers = iter(["undo", "keep", "undo", "quit"])
    terminal = Terminal(session, Console(file=out, width=80), read=lambda prompt: next(answers))
    terminal.run()
    text = out.getvalue()
    assert "Nothing to undo: the dice have been rolled since your last decision." in text
    assert "Undone: keep the roll." in text
    assert session.state.kind == "reroll"


@pytest.mark.parametrize(
    ("color", "flag", "coloured"), [(True, [], True), (False, [], False), (True, ["--no-color"], False)]
)
def test_colours_carry_meaning_and_can_be_turned_off(
    tmp_path: Path, color: bool, flag: list[str], coloured: bool
) -> None:
    save = tmp_path / "g.jsonl"
    child = spawn("--seed", "3", *flag, save=save, color=color)
    child.logfile_read = seen = io.StringIO()
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert "Wheat Field" in seen.getvalue()
    assert bool(COLOUR.search(seen.getvalue())) == coloured


def test_mk2_shows_the_three_rows_and_the_players_landmark_prices(tmp_path: Path) -> None:
    session = start_session("mk2", 4, 1, ["basic"] * 3, ["Ann"], seed=5, save_path=tmp_path / "s.jsonl")
    state = session.state
    set_player(state, 0, landmarks=["forge"])  # Ann's prices are the second tier
    settle_market(state)
    out = io.StringIO()
    answers = iter(["show temple", "show loan", "1", "market", "quit"])
    Terminal(session, Console(file=out, width=80), read=lambda prompt: next(answers)).run()
    text = out.getvalue()
    flat = " ".join(text.split())
    assert "Temple (landmark, cost 12/16/22; 16 for Ann now)" in flat
    assert "It works for every player once anyone has built it." in flat
    assert "Only when you have 0 constructed landmarks and the number of players for whom they have 0" in flat
    assert "Establishments 1-6" in text and "Establishments 7-12" in text
    assert "Landmarks: prices for Ann" in text and "(opening round: build only)" in text
    summary = state.market_summary()
    assert summary is not None
    for lm in state.game.landmarks:
        if lm.id in summary["landmarks"]["showing"]:
            price = lm.prices[1] if lm.prices else lm.cost  # the second tier: Ann has one landmark
            assert re.search(rf"{lm.name} +{price} ", text), lm.name
    assert "landmarks 1 of 3: Forge" in text
    assert max(len(line) for line in screen(text, tmp_path / "s.jsonl").splitlines()) <= 80


def test_a_save_location_that_cannot_be_written_is_refused_before_the_game(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    with pytest.raises(MkError, match=r"cannot save to .*a-file/game.jsonl"):
        start_session("base", 2, 1, ["basic"], ["Ann"], seed=1, save_path=blocker / "game.jsonl")
    result = CliRunner().invoke(main, ["play", "--save", str(blocker / "game.jsonl"), "--seed", "1"], input="quit\n")
    assert result.exit_code == 2 and "cannot save to" in result.output and ".tmp" not in result.output


def test_save_expands_the_home_folder_and_a_bad_save_keeps_the_game_going(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    session = start_session("base", 2, 1, ["basic"], ["Ann"], seed=1, save_path=tmp_path / "auto.jsonl")
    (tmp_path / "a-file").write_text("")
    answers = iter(["save ~/mine.jsonl", "save a-file/x.jsonl", "quit"])
    out = io.StringIO()
    Terminal(session, Console(file=out, width=80), read=lambda prompt: next(answers)).run()
    assert (tmp_path / "mine.jsonl").is_file() and not (tmp_path / "~").exists()
    assert "Not saved: cannot save to a-file/x.jsonl" in out.getvalue()


def test_a_new_game_keeps_an_unfinished_one_under_another_name(tmp_path: Path) -> None:
    save = tmp_path / "last.jsonl"
    first = CliRunner().invoke(main, ["play", "--save", str(save), "--seed", "3"], input="quit\n")
    assert first.exit_code == 0 and save.is_file()
    again = CliRunner().invoke(main, ["play", "--save", str(save), "--seed", "4"], input="quit\n")
    assert again.exit_code == 0, again.output
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("last-")]
    assert len(kept) == 1 and f"Your unfinished game is kept as {kept[0]}" in " ".join(again.output.split())
    assert '"seed":3,' in kept[0].read_text()


def test_a_swap_is_asked_in_steps(tmp_path: Path) -> None:
    session = start_session("base", 3, 1, ["basic", "basic"], ["Ann"], seed=2, save_path=tmp_path / "s.jsonl")
    state = session.state
    set_player(state, 0, coins=0, establishments={"business_center": 1, "wheat_field": 1, "bakery": 1})
    set_player(state, 1, establishments={"mine": 1, "ranch": 1, "cafe": 1})
    set_player(state, 2, establishments={"forest": 1, "cafe": 1})
    state.apply(Action("roll", (6,)))
    assert state.kind == "swap" and len(state.legal_actions()) > 8
    out = io.StringIO()
    answers = iter(["wheat", "1", "mine", "quit"])  # names or numbers at each step
    Terminal(session, Console(file=out, width=80), read=lambda prompt: next(answers)).run()
    text = " ".join(out.getvalue().split())
    assert "Business Center: you may swap one of your establishments with one of another player's" in text
    assert "Which of your establishments do you give?" in text and "Give Wheat Field to whom?" in text
    assert "Which of Basic bot 1's establishments do you take for your Wheat Field?" in text
    assert state.city(0).get("mine") == 1 and state.city(1).get("wheat_field") == 1


def test_cards_carry_their_roll_timing_icon_and_effect_without_colour(tmp_path: Path) -> None:
    session = start_session("base", 2, 1, ["basic"], ["Ann"], seed=1, save_path=tmp_path / "s.jsonl")
    out = io.StringIO()
    answers = iter(["market", "quit"])
    console = Console(file=out, width=80, height=60, no_color=True)  # tall enough for the one-a-line menu
    Terminal(session, console, read=lambda prompt: next(answers)).run()
    text = out.getvalue()
    assert re.search(r"Cafe \(2 coins\) +3 others' rolls, Cup: Take 1 coin", text)
    assert re.search(r"Wheat Field \(1 coin\) +1 anyone's roll, Wheat: Get 1 coin", text)
    assert re.search(r"Bakery +1 +6 +you +Bread", text) and "On: any = anyone's roll, you = your roll" in text
    assert max(len(line) for line in screen(text, tmp_path / "s.jsonl").splitlines()) <= 80


def test_bot_turns_are_one_paragraph_each_paced_and_the_table_is_a_command_away(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    slept: list[float] = []
    monkeypatch.setattr("engine.ui.terminal.time.sleep", slept.append)
    session = start_session("base", 3, 1, ["basic", "basic"], ["Ann"], seed=4, save_path=tmp_path / "s.jsonl")
    out = io.StringIO()
    answers = iter(["0", "", "0", "", "table", "quit"])
    Terminal(session, Console(file=out, width=80), read=lambda prompt: next(answers), pace=0.25).run()
    text = out.getvalue()
    assert len(re.findall(r"^Market", text, re.M)) == 2  # the first turn, and the table command
    assert re.search(r"^> Ann  \d+ coins?, \d+ establishments, landmarks 0/4$", text, re.M)  # later turns
    paragraphs = re.findall(r"^Turn \d+: Basic bot \d: rolls .*$", text, re.M)
    assert len(paragraphs) >= 4 and slept.count(0.25) == len(paragraphs)
    assert not re.search(r"^  Basic bot \d rolls", text, re.M)  # no bot line on its own


def test_the_cards_that_just_paid_are_marked_in_the_cities(tmp_path: Path) -> None:
    session = start_session("base", 2, 1, ["basic"], ["Ann"], seed=1, save_path=tmp_path / "s.jsonl")
    session.state.apply(Action("roll", (2,)))  # Ann's Bakery pays on a 2
    out = io.StringIO()
    answers = iter(["city ann", "quit"])
    Terminal(session, Console(file=out, width=80, no_color=True), read=lambda prompt: next(answers)).run()
    assert re.search(r"Bakery \[2-3\] \(paid\)", out.getvalue()) and "Wheat Field [1] (paid)" not in out.getvalue()


def test_names_are_never_read_as_markup(tmp_path: Path) -> None:
    session = start_session("mk2", 2, 1, ["basic"], ["[/]"], seed=1, save_path=tmp_path / "s.jsonl")
    out = io.StringIO()
    answers = iter(["city [/]", "show temple", "[bold]x[/bold]", "0", "", "quit"])
    Terminal(session, Console(file=out, width=80), read=lambda prompt: next(answers)).run()
    text = out.getvalue()
    assert "Landmarks: prices for [/]" in text and "> [/]  5 coins" in text
    assert "'[bold]x[/bold]' is not one of the choices" in " ".join(text.split())


class Screen:
    """What a person sees: the output of ``child`` on an 80x24 terminal (pyte emulates it)."""

    def __init__(self, child: pexpect.spawn):
        self.child = child
        self.screen = pyte.Screen(COLUMNS, ROWS)
        self.stream = pyte.Stream(self.screen)
        self.since = ""
        """The output since the last answer (the story a decision follows)."""

    def expect(self, pattern: str | list[Any]) -> int:
        hit: int = self.child.expect(pattern)
        for text in (self.child.before, self.child.after):
            if isinstance(text, str):
                self.stream.feed(text)
                self.since += ANSI.sub("", text)
        return hit

    def send(self, line: str) -> None:
        self.since = ""
        self.child.sendline(line)

    @property
    def text(self) -> str:
        return "\n".join(self.screen.display)


@pytest.mark.slow
def test_the_story_since_your_last_decision_stays_on_an_80x24_screen(tmp_path: Path) -> None:
    """Four players: after every answer, each turn played since (your roll and income, every bot's
    turn) is still on the screen at the next build question, above the players' lines and the menu."""
    child = spawn(
        "--seed", "1", "--players", "4", "--bots", "basic", "--pace", "0", "--names", "Ann", save=tmp_path / "s.jsonl"
    )
    view = Screen(child)
    builds = stories = 0
    while builds < 25:
        if view.expect([ASKS, r"end of your turn[^\r\n]*> $", r"wins after"]) == 2:
            break
        if "end of your turn" in view.screen.display[-1]:
            view.send("")
            continue
        shown = view.text
        if "What do you build?" in shown:
            builds += 1
            turns = re.findall(r"Turn \d+: [^:\r\n]+", view.since)
            assert all(turn in shown for turn in turns), shown
            stories += len(turns) >= 4  # a round since the last build: three bots' turns and yours
            assert view.screen.display[-1].startswith("> ")  # the prompt is the last line
            menu = shown.split("What do you build?")[-1]
            numbers = re.findall(r"(?:^| )\s?(\d+)\. ", menu, re.M)
            view.send(numbers[-1])  # the last choice listed: a card (or nothing)
        else:
            view.send("1")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert builds == 25 and stories >= 15


def test_bot_turns_arrive_paced_on_a_terminal(tmp_path: Path) -> None:
    child = spawn(
        "--seed", "4", "--players", "4", "--bots", "basic", "--pace", "0.3", "--names", "Ann", save=tmp_path / "s.jsonl"
    )
    child.expect(PROMPT)
    child.sendline("0")  # build nothing
    child.expect("end of your turn")
    child.sendline("")
    times = []
    for _ in range(3):
        child.expect(r"Turn \d+: Basic bot \d")
        times.append(time.monotonic())
    child.expect(PROMPT)
    times.append(time.monotonic())
    gaps = [b - a for a, b in itertools.pairwise(times)]
    assert min(gaps) >= 0.25, gaps  # each bot turn is followed by its pause
    child.sendline("quit")
    child.expect(pexpect.EOF)


SWAP_EVERY_ROLL = """
extends: base
name: A swap on every roll
cards:
  business_center: {roll: [1, 2, 3, 4, 5, 6]}
start:
  establishments: {wheat_field: 1, bakery: 1, ranch: 1, business_center: 1}
"""


def test_a_swap_is_asked_in_steps_on_a_terminal(tmp_path: Path) -> None:
    edition = tmp_path / "swap.yaml"
    edition.write_text(SWAP_EVERY_ROLL)
    child = spawn(
        "--edition",
        str(edition),
        "--players",
        "3",
        "--seed",
        "1",
        "--pace",
        "0",
        "--names",
        "Ann",
        save=tmp_path / "s.jsonl",
    )
    view = Screen(child)
    view.expect(r"Which of your establishments do you give\?[^>]*> ")
    assert "Business Center" in view.text
    view.send("wheat")
    view.expect(r"Give Wheat Field to whom\?[^>]*> ")
    view.send("1")
    view.expect(r"do you take for your Wheat Field\?[^>]*> ")
    view.send("ranch")
    view.expect(r"What do you build\?")
    view.expect(ASKS)
    assert "swaps Wheat Field for" in " ".join(view.text.split())
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_a_build_is_taken_back_on_a_terminal(tmp_path: Path) -> None:
    child = spawn("--seed", "3", "--players", "4", "--pace", "0", "--names", "Ann", save=tmp_path / "s.jsonl")
    view = Screen(child)
    view.expect(r"What do you build\?")
    view.expect(ASKS)
    view.send("wheat")
    view.expect(r"end of your turn: Enter to go on, or undo to take it back\. > ")
    assert "Ann buys Wheat Field" in view.text
    view.send("undo")
    view.expect("Undone: Wheat Field")
    view.expect(ASKS)
    assert "What do you build?" in view.text  # asked again, on the same screen
    view.send("0")
    view.expect("end of your turn")
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_escape_sequences_in_names_are_shown_not_sent_to_the_terminal(tmp_path: Path) -> None:
    evil = "Ann\x1b]0;owned\x07\x1b[2J"  # would set the window title and clear the screen
    session = start_session("base", 2, 1, ["basic"], [evil], seed=1, save_path=tmp_path / "s.jsonl")
    out = io.StringIO()
    answers = iter(["0", "", "quit"])
    Terminal(session, Console(file=out, width=80, no_color=True), read=lambda prompt: next(answers)).run()
    text = out.getvalue()
    assert "\x1b" not in text and "\x07" not in text
    assert "Ann\\x1b]0;owned\\x07\\x1b[2J" in text


def test_a_save_in_use_by_another_game_is_refused_and_a_dead_ones_lock_taken_over(tmp_path: Path) -> None:
    save = tmp_path / "game.jsonl"
    with save_lock(save):
        result = CliRunner().invoke(main, ["play", "--save", str(save), "--humans", "0", "--pace", "0"])
        assert result.exit_code == 2
        assert f"is in use by another mk play (process {os.getpid()} on " in " ".join(result.output.split())
        assert not save.exists()  # nothing written by the refused game
    assert not (tmp_path / "game.jsonl.lock").exists()  # released
    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    lock = tmp_path / "game.jsonl.lock"
    lock.write_text(json.dumps({"pid": int(ended.stdout), "host": socket.gethostname(), "since": "yesterday"}))
    with save_lock(save):  # its process has ended: the lock is taken over
        assert json.loads(lock.read_text())["pid"] == os.getpid()


# -- the terminal as a newcomer met it (issue 19) ---------------------------------------
def run_terminal(session: GameSession, answers: list[str], width: int = 80, height: int = 200) -> str:
    out = io.StringIO()
    given = iter(answers)

    def read(prompt: str) -> str:  # the prompt and the answer, echoed as a terminal does
        answer = next(given)
        print(prompt + answer, file=out)
        return answer

    Terminal(session, Console(file=out, width=width, height=height, no_color=True), read=read).run()
    return out.getvalue()


def test_a_cards_rule_text_is_never_cut_and_cities_show_roll_numbers(tmp_path: Path) -> None:
    """Under the whole table (the first decision) every build shows its rule text whole, wrapped at
    spaces; a city lists each card with its activation numbers."""
    from engine.services.play.narrate import effect_text

    session = start_session("harbor", 2, 1, ["basic"], ["Ann"], seed=3, save_path=tmp_path / "s.jsonl")
    text = run_terminal(session, ["quit"])
    flat = " ".join(text.split())
    ed = session.edition
    menu = session.menu()
    for choice in menu.choices:
        ident = choice.action.choice
        if ident in ed.card_index:
            card = ed.cards[ed.card_index[ident]]
            assert (card.text or effect_text(card.effect.program, ed)) in flat, card.name
    assert "…" not in text.split("What do you build?")[1].split("not now")[0]
    assert "Wheat Field [1], Bakery [2-3]" in text


def test_the_menu_comes_back_after_a_view(tmp_path: Path) -> None:
    session = start_session("base", 2, 1, ["basic"], ["Ann"], seed=3, save_path=tmp_path / "s.jsonl")
    text = run_terminal(session, ["table", "city", "market", "city ann", "quit"])
    assert text.count("Ann: What do you build?") == 5  # first, then after each view


def test_landmarks_count_what_they_list(tmp_path: Path) -> None:
    """Harbor's City Hall is built but does not count: the status line neither counts nor lists it."""
    session = start_session("harbor", 2, 1, ["basic"], ["Ann"], seed=3, save_path=tmp_path / "s.jsonl")
    text = run_terminal(session, ["0", "", "quit"])
    lines = re.findall(r"^> Ann .*landmarks.*$", text, re.M)
    assert lines and all(line.endswith("landmarks 0/6") for line in lines), lines


def test_an_undone_build_leaves_no_stale_turn_header(tmp_path: Path) -> None:
    """The next turn had begun when the build was taken back: its header is not printed from then."""
    session = start_session("base", 2, 1, ["basic"], ["Ann"], seed=3, save_path=tmp_path / "s.jsonl")
    text = run_terminal(session, ["1", "undo", "0", "", "quit"])
    assert "Undone: " in text
    assert len(re.findall(r"^Turn 2: ", text, re.M)) == 1
    after_undo = text.split("Undone: ")[1]
    assert after_undo.index("What do you build?") < after_undo.index("Turn 2: ")


def test_hot_seat_the_next_turn_follows_the_end_of_this_one(tmp_path: Path) -> None:
    session = start_session("base", 2, 2, [], ["Ann", "Bob"], seed=3, save_path=tmp_path / "s.jsonl")
    text = run_terminal(session, ["0", "", "quit"])
    assert text.index("Ann, end of your turn") < text.index("Turn 2: Bob")


def test_long_messages_break_between_words_only() -> None:
    from engine.ui.terminal import tell

    out = io.StringIO()
    path = "/home/someone/.local/state/mk/last-game-20261201-120000.jsonl"
    tell(Console(file=out, width=40), "Your unfinished game is kept as " + path + ". Resume it later with:", "mk x")
    lines = out.getvalue().splitlines()
    assert f"{path}." in lines and lines[-1] == "  mk x"
    assert all(len(line) <= 40 or line == f"{path}." for line in lines)


def test_rule_words_people_say() -> None:
    from engine.load.loader import load_edition
    from engine.services.play.narrate import effect_text

    mk2 = load_edition("mk2")
    assert mk2.rules is not None
    said = effect_text(mk2.rules.program, mk2)
    assert said == "You may roll 1 or 2 dice. Just before you build, if you have 0 coins, get 1 coin from the bank."
    harbor = load_edition("harbor")
    texts = {c.id: effect_text(c.effect.program, harbor) for c in harbor.cards}
    assert texts["tax_office"].startswith("Take half of their coins (rounded down) from each other player for whom")
    assert texts["cafe"] == "Take 1 coin from the roller."


def test_a_build_is_found_by_the_words_players_type_and_a_refusal_says_why(tmp_path: Path) -> None:
    """The verbs players type before a card (build, buy) are read past; an answer that fits several
    choices names them; a typo gets the closest card's name; a card that cannot be built is answered
    with the engine's reason, naming it ("Mine costs 6; you have 4"), never "not one of the choices"."""
    session = start_session("base", 2, 1, ["basic"], ["Ann"], seed=3, save_path=tmp_path / "a.jsonl")
    text = run_terminal(session, ["c", "cafee", "mine", "build", "build nothing", "", "quit"])
    flat = " ".join(text.split())
    assert "'c' fits 4. Cafe (2 coins) and 5. Convenience Store (2 coins): type more of the name" in flat
    assert "'cafee' is not one of the choices. Did you mean 'Cafe'?" in flat
    assert "\nMine costs 6; you have 4.\n" in text
    assert "\nBuild what? Type a card's name or number (0: build nothing).\n" in text
    assert re.search(r"\n> build nothing\n[^\n]*\nAnn, end of your turn", text), text
    bought = start_session("base", 2, 1, ["basic"], ["Ann"], seed=3, save_path=tmp_path / "b.jsonl")
    text = run_terminal(bought, ["buy café", "quit"])
    assert "Ann buys Cafe for 2 coins" in text  # accents and case folded, the verb read past
    built = start_session("base", 2, 1, ["basic"], ["Ann"], seed=3, save_path=tmp_path / "c.jsonl")
    text = run_terminal(built, ["build train station", "", "1", "train", "show TRAIN", "quit"])
    assert "Ann completes Train Station for 4 coins" in text
    assert "\nTrain Station is built already.\n" in text
    assert "Train Station (landmark, cost 4): You may roll 1 or 2 dice." in text


def test_under_the_whole_table_an_80x24_screen_keeps_the_cities_and_the_roll_in_sight(tmp_path: Path) -> None:
    """The first decision of a game (and of a resumed one) comes under the whole table: on 80x24 the
    menu is the compact one, so every city, the turn and its roll stay on the screen above it."""
    session = start_session("base", 2, 1, ["basic"], ["Ann"], seed=3, save_path=tmp_path / "s.jsonl")
    text = run_terminal(session, ["quit"], height=24)
    lines = text.split("> quit")[0].splitlines()
    cities = max(i for i, line in enumerate(lines) if line.startswith("> Ann"))
    assert len(lines) - cities <= 23, "\n".join(lines[cities:])  # the cities' first line is still on the screen
    assert any(line.startswith("Turn 1: Ann, last roll 2") for line in lines[cities:])
    assert any(re.search(r"\d+\. \S.*  \d+\. \S", line) for line in lines[cities:])  # choices in columns
