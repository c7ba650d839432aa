"""``mk play``: a game at the terminal, human seats against bots or hot-seat.

This module is the user interface: it reads input and prints. The rules stay
in :mod:`engine.core.state`, which this module drives through its public API.
Saves are game records (docs/records.md) written atomically; resuming one
replays it with the same seeded dice and bots, so the game goes on exactly as
it would have.
"""

from __future__ import annotations

import difflib
import json
import os
import random
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from engine.core.errors import IllegalAction, MkError, RecordError
from engine.core.game import Game
from engine.core.state import CHANCE, Action, State
from engine.services.bots import Bot, make_bot
from engine.services.driver import bot_rng
from engine.services.narrate import coins, describe, effect_text
from engine.services.records import Recorder, decision_action, read_lines, split_games, start_from_header, turn_body

HUMAN = "human"
HELP = """Answer with the number of a choice, or type the start of its name.
Commands at any prompt:
  help          this text
  show CARD     what a card or landmark does
  city [PLAYER] a player's city (all players without a name)
  market        the cards for sale
  table         the whole table
  log [N]       the last N lines of the game (default 20)
  save [FILE]   save the game (it is also saved after every turn)
  undo          take back your last decision since the dice were rolled
  quit          save and leave; resume later with mk play --resume FILE"""


def default_save_path() -> Path:
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return Path(base) / "mk" / "last-game.jsonl"


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old or the new file.

    Only a regular file is ever replaced: a device or a folder at ``path`` is an error.
    """
    if path.exists() and not path.is_file():
        raise MkError(f"cannot save to {path}: it is not a regular file")
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


class Quit(Exception):
    pass


class Session:
    """One game at the terminal."""

    def __init__(
        self,
        game: Game,
        edition_ref: str,
        names: list[str],
        seats: list[str],
        seed: int,
        console: Console,
        save_path: Path,
        first_player: int = 0,
        read: Callable[[str], str] | None = None,
    ):
        self.game = game
        self.edition = game.edition
        self.edition_ref = edition_ref
        self.names = names
        self.seats = seats
        self.seed = seed
        self.first_player = first_player
        self.console = console
        self.save_path = save_path
        self.read = read or (lambda prompt: console.input(prompt))
        self.rng = random.Random(seed)
        self.bots_rng = bot_rng(seed)
        self.agents: list[Bot | None] = [None if s == HUMAN else make_bot(s, self.bots_rng) for s in seats]
        self.state = game.new_state(first_player=first_player, seed=seed)
        self.recorder = self.new_recorder(self.state)
        self.shown = 0
        self._table_shown: tuple[int, int] | None = None

    def new_recorder(self, state: State) -> Recorder:
        rec = Recorder(state, self.edition_ref, self.names, self.seed)
        rec.lines[0]["seats"] = self.seats
        return rec

    # -- the game loop ----------------------------------------------------------------
    def run(self) -> State:
        c = self.console
        c.print(
            f"[bold]{self.edition.name}[/] for {self.game.nplayers} players, seed {self.seed} "
            f"(--seed {self.seed} deals this game again)"
        )
        c.print(f"Saved after every turn to {self.save_path}. Type [bold]help[/] at any prompt.", soft_wrap=True)
        try:
            while not self.state.is_over:
                self.step()
        except (Quit, EOFError, KeyboardInterrupt):
            self.save()
            c.print(f"\nGame saved. Resume it with: mk play --resume {self.save_path}", soft_wrap=True)
            return self.state
        self.narrate()
        self.summary()
        self.save()
        return self.state

    def step(self) -> None:
        state = self.state
        who = state.current_player
        if who == CHANCE:
            state.roll_random(self.rng)
        else:
            agent = self.agents[who]
            if agent is None:
                self.narrate()
                action = self.ask()
                if action is None:  # undone: ask again on the rebuilt state
                    return
            else:
                action = agent(state)
            state.apply(action)
        before = len(self.recorder.lines)
        self.recorder.observe(state)
        if len(self.recorder.lines) != before:
            self.narrate()
            self.save()

    # -- narration and views ------------------------------------------------------------
    def narrate(self) -> None:
        state = self.state
        assert state.log is not None
        for event in state.log[self.shown :]:
            text = describe(event, self.edition, self.names)
            if text.startswith("Turn "):
                self.console.print()
                self.console.print(Text(text, style="bold"))
            else:
                self.console.print("  " + text, highlight=False)
        self.shown = len(state.log)

    def summary(self) -> None:
        state = self.state
        assert state.winner is not None
        self.console.print()
        self.console.print(Text(f"{self.names[state.winner]} wins after {state.turn} turns!", style="bold green"))
        self.console.print(self.cities())

    def style(self, card_id: str) -> str:
        card = self.edition.cards[self.edition.card_index[card_id]]
        return card.colour.style or ""

    def market(self) -> Table:
        state = self.state
        table = Table(title="Market", title_justify="left", box=None, padding=(0, 1), show_edge=False)
        table.add_column("Roll", justify="right")
        table.add_column("Card")
        table.add_column("Cost", justify="right")
        table.add_column("Left", justify="right")
        for card in self.edition.cards:
            left = state.supply[card.index]
            if card.copies == 0 or (state.market is not None and left == 0):
                continue
            rolls = "-".join(str(r) for r in (card.roll[0], card.roll[-1])) if len(card.roll) > 1 else str(card.roll[0])
            table.add_row(rolls, Text(card.name, style=card.colour.style or ""), str(card.cost), str(left or "-"))
        if state.market is not None:
            table.caption = f"{state.market.summary(state)['deck']} cards in the deck"
            table.caption_justify = "left"
        return table

    def city(self, p: int) -> Text:
        state = self.state
        marker = "> " if p == state.player and not state.is_over else "  "
        text = Text(marker)
        text.append(self.names[p], style="bold")
        text.append(f"  {coins(state.coins[p])}\n")
        text.append("    ")
        for i, (ident, k) in enumerate(state.city(p).items()):
            if i:
                text.append(", ")
            text.append(self.edition.name_of(ident), style=self.style(ident))
            if k > 1:
                text.append(f" x{k}")
        text.append("\n    ")
        built = set(state.landmarks(p))
        for i, lm in enumerate(self.edition.landmarks):
            if i:
                text.append("  ")
            if lm.id in built:
                text.append(f"{lm.name} *", style="bold")
            else:
                text.append(f"{lm.name} ({lm.cost})", style="dim")
        return text

    def cities(self) -> Group:
        return Group(*[self.city(p) for p in range(self.state.nplayers)])

    def table(self) -> Group:
        state = self.state
        last = ""
        if state.dice:
            last = f", last roll {' + '.join(map(str, state.dice))}" + (
                f" = {sum(state.dice)}" if len(state.dice) > 1 else ""
            )
        head = Text(f"Turn {state.turn}: {self.names[state.player]}{' (extra turn)' if state.extra else ''}{last}")
        return Group(self.market(), Text(""), self.cities(), head)

    # -- decisions ----------------------------------------------------------------------
    def label(self, action: Action) -> str:
        ed = self.edition
        kind, choice = action
        if kind == "build":
            if choice is None:
                return "build nothing"
            return f"{ed.name_of(choice)} ({coins(self.game.build_info[choice][2])})"
        if kind == "dice":
            return f"roll {choice} {'die' if choice == 1 else 'dice'}"
        if kind == "reroll":
            return "keep the roll" if choice == "keep" else f"re-roll {choice} {'die' if choice == 1 else 'dice'}"
        if kind == "target":
            return f"{self.names[choice]} ({coins(self.state.coins[choice])})"
        if choice is None:
            return "no swap"
        give, take, other = choice
        return f"give {ed.name_of(give)}, take {self.names[other]}'s {ed.name_of(take)}"

    def unavailable(self) -> list[str]:
        """Builds the player cannot make now, grouped by the reason (shown under the menu)."""
        state = self.state
        offered = {a.choice for a in state.legal_actions()}
        money = state.coins[state.player]
        groups: dict[str, list[str]] = {}
        for ident, info in self.game.build_info.items():
            landmark, i, cost = info
            if ident in offered or (not landmark and not self.game.in_supply[i]):
                continue
            if landmark and state.built[state.player][i]:
                continue
            if not landmark and state.market is not None and state.supply[i] == 0:
                continue  # not showing: not on the table at all
            why = state.cannot_build(info) or ""
            if why.startswith("it costs"):
                groups.setdefault(f"too dear with {coins(money)}", []).append(f"{self.edition.name_of(ident)} {cost}")
            else:
                groups.setdefault(why.removeprefix("it is ").removeprefix("its "), []).append(
                    self.edition.name_of(ident)
                )
        return [f"{why}: {', '.join(items)}" for why, items in groups.items()]

    QUESTIONS: ClassVar[dict[str, str]] = {
        "dice": "How many dice do you roll?",
        "reroll": "Keep the roll or re-roll?",
        "target": "Which player pays you?",
        "swap": "Swap establishments?",
        "build": "What do you build?",
    }

    def ask(self) -> Action | None:
        state = self.state
        c = self.console
        acts = state.legal_actions()
        labels = [self.label(a) for a in acts]
        player = state.current_player
        if self._table_shown != (state.turn, player):
            # the whole table once per turn, at the player's first decision
            self._table_shown = (state.turn, player)
            c.print()
            c.print(self.table())
        c.print(Text(f"{self.names[player]}: {self.QUESTIONS.get(state.kind or '', 'Choose:')}", style="bold"))
        for i, text in enumerate(labels, 1):
            c.print(f"  {i:>2}. {text}", highlight=False)
        if state.kind == "build":
            for line in self.unavailable():
                c.print(Text(f"  not now, {line}", style="dim"), highlight=False)
        while True:
            answer = self.read("> ").strip()
            chosen = self.interpret(answer, acts, labels)
            if chosen == "undo":
                if self.undo():
                    return None
                continue
            if isinstance(chosen, Action):
                return chosen

    def interpret(self, answer: str, acts: list[Action], labels: list[str]) -> Action | str | None:
        """An action, "undo", or None after handling a command or a bad answer."""
        c = self.console
        low = answer.lower()
        word, _, rest = low.partition(" ")
        if not low:
            c.print(f"Type a number from 1 to {len(acts)}, or help.")
            return None
        if word in ("quit", "exit"):
            raise Quit
        if word in ("help", "?"):
            c.print(HELP, highlight=False)
            return None
        if word == "show":
            c.print(self.show(rest.strip()), highlight=False)
            return None
        if word == "city":
            if not rest.strip():
                c.print(self.cities())
            else:
                p = self.find_player(rest.strip())
                c.print(self.city(p) if p is not None else f"No player called '{rest.strip()}'.")
            return None
        if word == "market":
            c.print(self.market())
            return None
        if word == "table":
            c.print(self.table())
            return None
        if word == "log":
            self.show_log(int(rest) if rest.strip().isdigit() else 20)
            return None
        if word == "save":
            path = Path(answer.split(None, 1)[1]) if rest.strip() else None
            saved = self.save(path)
            c.print(f"Saved to {saved}.", soft_wrap=True)
            return None
        if word == "undo":
            return "undo"
        if low.isdigit():
            n = int(low)
            if 1 <= n <= len(acts):
                return acts[n - 1]
            c.print(f"There is no choice {n}: type a number from 1 to {len(acts)}.")
            return None
        matches = self.match(low, acts, labels)
        if len(matches) == 1:
            return matches[0]
        if matches:
            c.print(f"'{answer}' fits {len(matches)} choices; type more of the name, or a number.")
            return None
        hint = ""
        close = difflib.get_close_matches(low, [lab.lower() for lab in labels], n=1, cutoff=0.5)
        if close:
            hint = f" Did you mean '{close[0]}'?"
        c.print(f"'{answer}' is not one of the choices.{hint} Type a number from 1 to {len(acts)}, or help.")
        return None

    def match(self, low: str, acts: list[Action], labels: list[str]) -> list[Action]:
        """Choices whose label or id starts with the answer (else contains it)."""

        def keys(action: Action, label: str) -> list[str]:
            out = [label.lower()]
            if isinstance(action.choice, str):
                out.append(action.choice.lower())
            return out

        starts = [a for a, lab in zip(acts, labels, strict=True) if any(k.startswith(low) for k in keys(a, lab))]
        if starts:
            return starts
        return [a for a, lab in zip(acts, labels, strict=True) if any(low in k for k in keys(a, lab))]

    def find_player(self, name: str) -> int | None:
        low = name.lower()
        if low.isdigit() and 1 <= int(low) <= len(self.names):
            return int(low) - 1
        hits = [i for i, n in enumerate(self.names) if n.lower().startswith(low)]
        return hits[0] if len(hits) == 1 else None

    def show(self, query: str) -> str:
        ed = self.edition
        low = query.lower()
        if not low:
            return "show what? Give a card or landmark name, for example: show " + self.edition.cards[0].name.lower()
        for card in ed.cards:
            if low in (card.id, card.name.lower()) or card.name.lower().startswith(low) or card.id.startswith(low):
                rolls = "-".join(str(r) for r in card.roll) or "never"
                text = card.text or effect_text(card.effect.program, ed)
                return f"{card.name} ({card.colour.name}, roll {rolls}, cost {card.cost}): {text}"
        for lm in ed.landmarks:
            if low in (lm.id, lm.name.lower()) or lm.name.lower().startswith(low) or lm.id.startswith(low):
                return f"{lm.name} (landmark, cost {lm.cost}): {lm.text or effect_text(lm.effect.program, ed)}"
        names = [c.name.lower() for c in ed.cards] + [lm.name.lower() for lm in ed.landmarks]
        close = difflib.get_close_matches(low, names, n=1)
        return f"No card or landmark called '{query}'." + (f" Did you mean '{close[0]}'?" if close else "")

    def show_log(self, n: int) -> None:
        assert self.state.log is not None
        lines = [describe(e, self.edition, self.names) for e in self.state.log]
        for line in lines[-n:]:
            self.console.print(line if line.startswith("Turn ") else "  " + line, highlight=False)

    # -- undo, save, resume -------------------------------------------------------------
    def undo(self) -> bool:
        """Take back the current player's last decision, never past a dice roll."""
        state = self.state
        history = state.history
        player = state.current_player
        last_roll = max((i for i, a in enumerate(history) if a.kind == "roll"), default=-1)
        deciders = self._deciders()
        own = [i for i in range(last_roll + 1, len(history)) if deciders[i] == player]
        if not own or any(deciders[i] != player for i in range(own[-1], len(history))):
            self.console.print("Nothing to undo: the dice have been rolled since your last decision.")
            return False
        cut = own[-1]
        undone = history[cut]
        self.rebuild(history[:cut])
        self.console.print(f"Undone: {self.label(undone)}.")
        return True

    def _deciders(self) -> list[int | None]:
        """Who made each action of the history (None: the dice)."""
        probe = self.game.new_state(first_player=self.first_player, seed=self.seed)
        out: list[int | None] = []
        for action in self.state.history:
            out.append(None if action.kind == "roll" else probe.current_player)
            probe.apply(action)
        return out

    def rebuild(self, actions: list[Action]) -> None:
        state = self.game.new_state(first_player=self.first_player, seed=self.seed)
        recorder = self.new_recorder(state)
        for action in actions:
            state.apply(action)
            recorder.observe(state)
        self.state = state
        self.recorder = recorder
        assert state.log is not None
        self.shown = len(state.log)

    def save(self, path: Path | None = None) -> Path:
        path = path or self.save_path
        lines = list(self.recorder.lines)
        partial = self.recorder.partial(self.state)
        text = "".join(json.dumps(line, separators=(",", ":")) + "\n" for line in lines)
        if partial is not None:
            text += json.dumps(partial, separators=(",", ":")) + "\n"
        atomic_write(path, text)
        return path

    @classmethod
    def resume(cls, path: Path, console: Console, read: Callable[[str], str] | None = None) -> Session:
        """Continue a saved game: its dice and bots are replayed from the seed and checked."""
        lines = read_lines(path)
        if not lines:
            raise RecordError(f"{path}: the save is empty")
        games = list(split_games(lines, path))
        if len(games) != 1:
            raise RecordError(f"{path}: a save holds one game, this file has {len(games)}")
        head, *rest = games[0]
        probe = start_from_header(head, path.parent)
        seats = head.get("seats")
        names = head.get("players")
        if not isinstance(seats, list) or len(seats) != probe.nplayers or not isinstance(names, list):
            raise RecordError(f"{path}: not a save of mk play (its header has no seats)")
        seed = head.get("seed")
        if not isinstance(seed, int):
            raise RecordError(f"{path}: the save has no seed")
        session = cls(
            probe.game, str(head["edition"]), names, seats, seed, console, path, int(head.get("first_player", 0)), read
        )
        session.fast_forward(rest, path)
        return session

    def fast_forward(self, lines: list[dict[str, Any]], path: Path) -> None:
        """Re-play saved turns: dice from the seed, bots deciding again, humans from the save."""
        for n, line in enumerate(lines, 2):
            where = f"{path}: line {n}"
            if "winner" in line:
                continue
            rolls, decisions = turn_body(line.get("partial", line), where)
            while rolls or decisions:
                state = self.state
                if state.is_over:
                    raise RecordError(f"{where}: the game is over, but the save goes on")
                who = state.current_player
                try:
                    if who == CHANCE:
                        if not rolls:
                            raise RecordError(f"{where}: the save is missing a roll")
                        expected = rolls.pop(0)
                        state.roll_random(self.rng)
                        if state.history[-1].choice != expected:
                            raise RecordError(f"{where}: the dice do not follow the save's seed")
                    else:
                        if not decisions:
                            break  # the turn goes on from here
                        d = decisions.pop(0)
                        action = decision_action(d["kind"], d.get("choice"))
                        agent = self.agents[who]
                        if agent is not None and agent(state) != action:
                            raise RecordError(f"{where}: a bot's decision differs from the save")
                        state.apply(action)
                except (IllegalAction, KeyError, TypeError, ValueError, AttributeError) as exc:
                    raise RecordError(f"{where}: the save does not fit the game ({exc})") from None
                self.recorder.observe(state)
        assert self.state.log is not None
        self.shown = len(self.state.log)


def play_terminal(
    game: Game,
    edition_ref: str,
    names: list[str],
    seats: list[str],
    seed: int,
    record: str | None,
    console: Console,
    save_path: Path,
) -> State:
    if save_path.exists() and not save_path.is_file():
        raise MkError(f"cannot save to {save_path}: it is not a regular file")
    session = Session(game, edition_ref, names, seats, seed, console, save_path)
    state = session.run()
    if record:
        session.save(Path(record))
        console.print(f"Record written to {record}", soft_wrap=True)
    return state


def resume_terminal(path: Path, console: Console) -> State:
    session = Session.resume(path, console)
    if session.state.is_over:
        raise MkError(f"that game is over: {session.names[session.state.winner or 0]} won")
    console.print(f"Resuming turn {session.state.turn} of {session.edition.name}.")
    session.narrate()
    return session.run()


def show_replay(
    states: list[State],
    names_by_game: list[list[str]],
    console: Console,
    step: bool,
    read: Callable[[str], str] | None = None,
) -> None:
    """Narrate replayed games as ``mk play`` does; with ``step``, wait for Enter after every turn."""
    ask = read or (lambda prompt: console.input(prompt))
    for state, names in zip(states, names_by_game, strict=True):
        assert state.log is not None
        edition = state.game.edition
        first = True
        for event in state.log:
            text = describe(event, edition, names)
            if text.startswith("Turn "):
                if step and not first:
                    ask("[Enter] ")
                first = False
                console.print()
                console.print(Text(text, style="bold"))
            else:
                console.print("  " + text, highlight=False)
        if state.winner is not None:
            console.print(Text(f"{names[state.winner]} wins after {state.turn} turns.", style="bold green"))
