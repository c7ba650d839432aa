"""``mk play``: a game at the terminal, human seats against bots or hot-seat.

This module is rendering and input only: a rich table view, menus that take
numbers or partial names, and the commands at the prompt. The game itself,
bots, undo, saves and resume are :class:`engine.services.play.session.GameSession`'s.
"""

from __future__ import annotations

import re
import textwrap
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from engine.core.edition import Edition
from engine.core.errors import MkError
from engine.core.events import Event, Transfer, TurnStarted
from engine.core.outcome import Outcome
from engine.core.reasons import Why
from engine.core.show import roll_numbers, visible
from engine.core.state import NO_SWAP, Action, State
from engine.i18n import SOURCE
from engine.i18n.text import capital
from engine.services.play.narrate import (
    condition_text,
    describe,
    ending,
    paragraph,
    refusal_short,
    refusal_told,
    rule_text,
    words,
)
from engine.services.play.saves import HUMAN, check_writable
from engine.services.play.session import GameSession, Menu
from engine.ui.typed import LISTED, Typed, closest, listed, matching, refused
from engine.ui.views import TableView, fit, in_columns, wrap

UNDO = "undo"
MENU = "menu"
"""What :meth:`Terminal.interpret` returns after a view that scrolls the menu away (table, city, market)."""
TABLE, STATUS = "table", "status"
"""What :meth:`Terminal.show_table_once` says is due above a decision."""
SWAP_STEPS_FROM = 8
"""A swap with more choices than this is asked in steps."""


class Quit(Exception):
    pass


class Terminal:
    """Renders a :class:`GameSession` and reads the human seats' answers."""

    def __init__(
        self,
        session: GameSession,
        console: Console,
        read: Callable[[str], str] | None = None,
        pace: float = 0.0,
        confirm: bool = True,
        lang: str = SOURCE,
    ):
        self.session = session
        self.edition = session.edition
        self.lang = lang
        """The player's language (docs/languages.md)."""
        self.w = words(session.edition, lang)
        self.t = self.w.t
        self.typed = Typed(self.w)
        self.names = [visible(name) for name in session.names]  # no escape sequence reaches the terminal
        self.console = console
        self.read = read or (lambda prompt: console.input(prompt))
        self._table_shown: tuple[int, int] | None = None
        self.pace = pace
        """Seconds to wait after each bot turn, so a person can follow (0: none)."""
        self.confirm = confirm
        """Whether a turn ends on a confirming Enter (a build can be taken back until then)."""
        self._held: list[Event] = []
        self.view = TableView(session, self.names, console, lang)
        self._full_table_shown = False
        self._used = 0
        """Screen lines printed since the last answer: the story so far (see :meth:`ask`)."""

    @property
    def state(self) -> State:
        return self.session.state

    # -- the game loop ----------------------------------------------------------------
    def run(self) -> State:
        c = self.console
        s = self.session
        edition = self.w.names.edition_name()
        title = Text(self.t("play-title", edition=edition, n=s.game.nplayers, seed=str(s.seed)))
        at = title.plain.find(edition)
        if at >= 0:  # the edition's name in bold, wherever the language puts it
            title.stylize("bold", at, at + len(edition))
        c.print(title)
        tell(c, self.t("play-saved-every-turn", path=str(s.save_path)))
        try:
            while True:
                s.advance()
                self.narrate(s.events())
                if s.over:
                    break
                ended = s.outcome()
                if ended is not None:  # stalled: bots alone at the turn cap
                    tell(
                        c,
                        self.t("play-stalled", ending=ending(ended, s.names, self.lang)),
                        f"mk replay --show {s.save_path}",
                    )
                    s.save()
                    return self.state
                menu = s.menu(self.lang)
                action = self.ask(menu)
                if action is not None:
                    s.choose(action)
                    if action.kind == "build" and self.confirm and not s.over:
                        self.narrate(s.events(), complete=False)  # what the build did, before the turn ends
                        self.end_of_turn(menu.player)
        except (Quit, EOFError, KeyboardInterrupt):
            s.save()
            c.print()
            tell(c, self.t("play-resume-with"), f"mk play --resume {s.save_path}")
            return self.state
        self.summary()
        s.save()
        return self.state

    # -- narration and views ------------------------------------------------------------
    def narrate(self, events: list[Event], complete: bool = True) -> None:
        """What happened since the last decision. In a game with a person at the table, a bot's turn
        is one short paragraph (the story stays on screen), followed by a pause of ``pace``. Unless
        ``complete``, a turn that has only begun is kept for the next call."""
        humans = [seat == HUMAN for seat in self.session.seats]
        events = [*self._held, *events]
        self._held = []
        for seen in events:  # the cards that paid on the latest roll, highlighted in the cities
            if isinstance(seen, TurnStarted):
                self.view.activated = set()
            elif isinstance(seen, Transfer) and seen.receiver is not None and seen.source in self.edition.card_index:
                self.view.activated.add((seen.receiver, seen.source))
        if not complete and events:  # a turn that has begun (a bot's or a person's) waits for this one's end
            starts = [i for i, e in enumerate(events) if isinstance(e, TurnStarted)]
            if starts:
                events, self._held = events[: starts[-1]], events[starts[-1] :]
        turn: list[Event] = []
        for event in [*events, None]:
            if event is None or isinstance(event, TurnStarted):
                if turn:
                    first = turn[0]
                    if any(humans) and isinstance(first, TurnStarted):
                        self.paragraph(turn)
                        if not humans[first.player] and self.pace:
                            time.sleep(self.pace)
                    elif any(humans):  # the rest of a person's turn: what their decisions did
                        for e in turn:
                            self.say(Text("  " + describe(e, self.edition, self.names, lang=self.lang)))
                    else:
                        for e in turn:
                            print_event(self.console, e, self.edition, self.names, self.lang)
                turn = []
            if event is not None:
                turn.append(event)

    def paragraph(self, events: list[Event]) -> None:
        """A turn (so far) as one paragraph, its player the subject: the story stays short."""
        head = events[0]
        you = isinstance(head, TurnStarted) and self.session.seats[head.player] == HUMAN
        line = Text(paragraph(events, self.edition, self.names, you=you, lang=self.lang))
        line.stylize("bold", 0, len(describe(head, self.edition, self.names, lang=self.lang)))  # "Turn 5: Bob"
        self.say(line)

    def say(self, renderable: Text | Group | Table) -> None:
        """Print, counting the screen lines it takes (the menu fits itself in what is left)."""
        self._used += len(self.console.render_lines(renderable, pad=False))
        self.console.print(renderable)

    def answer(self, prompt: str) -> str:
        """A line typed at ``prompt``; the story starts again from here."""
        text = self.read(prompt)
        self._used = 0
        return text

    def status(self) -> Group:
        """Every player in one line: coins, establishments, landmarks (``table`` shows it all)."""
        return Group(*self.view.status_lines(compact=False))

    def summary(self) -> None:
        ended = self.session.outcome()
        assert ended is not None and ended.won
        self.console.print()
        self.console.print(Text(ending(ended, self.names, self.lang), style="bold green"))
        self.console.print(self.view.cities())
        if self.session.save_path is not None:
            tell(self.console, self.t("play-record"), str(self.session.save_path))

    # -- decisions ----------------------------------------------------------------------
    def unavailable_groups(self, menu: Menu) -> dict[str, list[str]]:
        """Builds not allowed now by the reason, in words (cards not for sale left out: the market
        and the cities show them)."""
        groups: dict[str, list[str]] = {}
        for u in menu.unavailable:
            if u.refusal.why in (Why.NOT_SHOWING, Why.NONE_LEFT):
                continue
            text = f"{u.name} {u.cost}" if u.refusal.why == Why.TOO_DEAR else u.name
            groups.setdefault(refusal_short(u.refusal, self.lang), []).append(text)
        return groups

    def unavailable(self, menu: Menu) -> list[str]:
        """Builds not allowed now, a line for each reason (shown under the menu)."""
        groups = self.unavailable_groups(menu).items()
        return [self.t("play-not-now-reason", why=why, cards=", ".join(items)) for why, items in groups]

    def ask(self, menu: Menu) -> Action | None:
        """The human's answer; None when they took a decision back instead."""
        c = self.console
        if menu.kind == "swap" and len(menu.choices) > SWAP_STEPS_FROM:
            if self.show_table_once(menu) == STATUS:
                for line in self.view.status_lines(compact=False):
                    self.say(line)
            return self.ask_swap(menu)
        acts = [choice.action for choice in menu.choices]
        labels = [choice.label for choice in menu.choices]
        numbers = [choice.number for choice in menu.choices]
        shown = self.show_table_once(menu)
        for line in self.screen(menu, shown):
            self.say(line)
        while True:
            chosen = self.interpret(self.answer("> ").strip(), acts, labels, numbers, menu.kind)
            if chosen == MENU:  # the view scrolled the menu away: ask again under it
                for line in self.screen(menu, None):
                    self.say(line)
                continue
            if chosen == UNDO:
                undone = self.session.undo()
                if undone is not None:
                    self._held = []  # a turn begun after the decision taken back is no longer news
                    c.print(self.t("play-undone", label=self.session.label(undone, self.lang)), markup=False)
                    return None
                c.print(self.t("play-nothing-to-undo"), markup=False)
                continue
            if isinstance(chosen, Action):
                return chosen

    def screen(self, menu: Menu, shown: str | None) -> list[Text]:
        """What goes under the story: every player in a line (when ``shown`` is STATUS), the question
        and the choices, in the richest form that fits on the screen with the story since the last
        answer (the story comes first): choices one a line (a build with its card's facts) and a
        line for each reason a build is not allowed; else choices in columns (a build with its cost,
        roll and timing: ``show`` tells the rest) and the reasons in one line; else two players a
        line; else without the legend and the reasons; else without the players. Under the whole
        table (``shown`` is TABLE: the first decision of a game, and of a resumed one), the richest form
        that leaves the table's end in sight (every city, the turn and its roll): the compact one on a
        small screen."""
        status = shown == STATUS
        width = self.console.width
        question = [Text(self.t("play-question", name=self.names[menu.player], question=menu.question), style="bold")]
        full: list[Text] = []
        for choice in menu.choices:
            line = f"  {choice.number:>2}. {choice.label}"
            if menu.kind == "build" and choice.action.choice is not None:  # the rule text wrapped, never cut
                full += wrap(f"{line:<34} ", self.card_facts(choice.action.choice), width, 8)
            else:
                full.append(Text(fit(line, width)))
        not_now = f"  {self.t('play-not-now')} "
        reasons = [line for text in self.unavailable(menu) for line in wrap(not_now, text, width, 4, "dim")]
        columns = [Text(line) for line in in_columns([self.cell(menu, c) for c in menu.choices], width)]
        groups = self.unavailable_groups(menu)
        if len(groups) > 1:
            counts = ", ".join(self.t("play-not-now-count", n=len(items), why=why) for why, items in groups.items())
            reasons_line = [Text(fit("  " + self.t("play-not-now-counts", counts=counts), width), style="dim")]
        else:
            reasons_line = reasons
        legend = [Text(fit("  " + self.t("play-build-legend"), width), style="dim")] if menu.kind == "build" else []
        players = self.view.status_lines(compact=False) if status else []
        paired = self.view.status_lines(compact=True) if status else []
        layouts = [
            players + question + full + reasons,
            players + question + columns + legend + reasons_line,
            paired + question + columns + legend + reasons_line,
            paired + question + columns,
            question + columns,  # the story first: every player's line is a command away
        ]
        room = self.console.height - self._used - 1  # the prompt's line
        if shown == TABLE:  # under the whole table: keep its end (every city, the turn and its roll) in sight
            end = Group(self.view.cities(), Text(self.view.head()))
            room = self.console.height - len(self.console.render_lines(end, pad=False)) - 1
            layouts = [question + full + reasons, question + columns + legend + reasons_line, question + columns]
        return next((lines for lines in layouts if len(lines) <= room), layouts[-1])

    def cell(self, menu: Menu, choice: Any) -> str:
        """A choice in a column of the compact menu: a build with its cost, roll and timing."""
        ident = choice.action.choice
        if menu.kind != "build" or ident is None:
            return f"{choice.number:>2}. {choice.label}"
        ed = self.edition
        cost = self.state.build_cost(ident, menu.player)
        if ident in ed.landmark_index:
            return f"{choice.number:>2}. {self.w.name(ident)}\t{cost:>3} {self.t('play-landmark'):<12}"
        card = ed.cards[ed.card_index[ident]]
        when = self.t(f"when-short-{card.colour.active}")
        return f"{choice.number:>2}. {self.w.name(ident)}\t{cost:>3} {roll_numbers(card.roll):>5} {when:<6}"

    def card_facts(self, ident: str) -> str:
        """A card in one line: its roll, whose rolls it works on, its icon, what it does."""
        ed = self.edition
        text = rule_text(ident, ed, self.lang)
        if ident in ed.landmark_index:
            return self.t("play-facts-landmark", text=text)
        card = ed.cards[ed.card_index[ident]]
        when = self.t(f"when-{card.colour.active}")
        if card.icon:
            icon = self.w.names.icon(card.icon)
            return self.t("play-facts-icon", rolls=roll_numbers(card.roll), when=when, icon=icon, text=text)
        return self.t("play-facts", rolls=roll_numbers(card.roll), when=when, text=text)

    def end_of_turn(self, player: int) -> None:
        """The turn ends on a confirming Enter: until then (before any dice are rolled) the build can
        be taken back."""
        answer = self.answer(self.t("play-end-of-turn", name=self.names[player]) + " > ")
        word = answer.strip().lower()
        if word in ("quit", "exit"):
            raise Quit
        if word == "undo":
            undone = self.session.undo(player)
            if undone is not None:
                self._held = []  # the next turn had begun: taken back with the build
                self.console.print(self.t("play-undone", label=self.session.label(undone, self.lang)), markup=False)

    def show_table_once(self, menu: Menu) -> str | None:
        """At a player's first decision of a turn: the whole table the first time in the game (TABLE);
        later, STATUS: every player's line is due (:meth:`screen` prints it with the menu); None at
        a later decision of the turn. The market, cities and log are a command away."""
        state = self.state
        if self._table_shown == (state.turn, menu.player):
            return None
        self._table_shown = (state.turn, menu.player)
        if self._full_table_shown:
            return STATUS
        self._full_table_shown = True
        self.say(Text(""))
        self.say(self.view.table())
        return TABLE

    def ask_swap(self, menu: Menu) -> Action | None:
        """A swap asked in steps: which of your cards, with whom, which of theirs (0: no swap)."""
        name = self.w.name
        swaps = [c.action.choice for c in menu.choices if c.action.choice is not None]
        head = menu.question.split(". ")[0]
        give = self.pick(
            self.t("play-swap-give", head=head),
            [(g, name(g)) for g in dict.fromkeys(s[0] for s in swaps)],
        )
        if give is None or give == UNDO:
            return self.after_pick(give, NO_SWAP)
        other = self.pick(
            self.t("play-swap-to-whom", **self.w.card("card", give)),
            [(q, self.names[q]) for q in dict.fromkeys(s[2] for s in swaps if s[0] == give)],
        )
        if other is None or other == UNDO:
            return self.after_pick(other, NO_SWAP)
        take = self.pick(
            self.t("play-swap-take", name=self.names[other], **self.w.card("card", give)),
            [(t, name(t)) for t in dict.fromkeys(s[1] for s in swaps if s[0] == give and s[2] == other)],
        )
        if take is None or take == UNDO:
            return self.after_pick(take, NO_SWAP)
        return Action("swap", (give, take, other))

    def after_pick(self, picked: Any, none: Action) -> Action | None:
        """What "no swap" (None) or "undo" during a step means."""
        if picked == UNDO:
            undone = self.session.undo()
            if undone is not None:
                self._held = []
                self.console.print(self.t("play-undone", label=self.session.label(undone, self.lang)), markup=False)
            else:
                self.console.print(self.t("play-nothing-to-undo"), markup=False)
            return None
        return none

    def pick(self, question: str, options: list[tuple[Any, str]]) -> Any:
        """One step of a decision: an option's value, None for "none" (0), or UNDO."""
        c = self.console
        acts = [Action("pick", None)] + [Action("pick", value) for value, _label in options]
        labels = [self.t("play-swap-none")] + [label for _value, label in options]
        chosen: Action | str | None = MENU
        while True:
            if chosen == MENU:
                c.print(Text(question, style="bold"))
                for n, label in enumerate(labels):
                    c.print(f"  {n:>2}. {label}", highlight=False, markup=False)
            chosen = self.interpret(self.answer("> ").strip(), acts, labels, list(range(len(acts))))
            if chosen == UNDO:
                return UNDO
            if isinstance(chosen, Action):
                return chosen.choice

    def interpret(
        self, answer: str, acts: list[Action], labels: list[str], numbers: list[int] | None = None, kind: str = ""
    ) -> Action | str | None:
        """An action, "undo", "menu" after a view that scrolled the menu away, or None after handling
        another command or a bad answer (``kind``: the decision's; a build's answer may start with a verb,
        and a card that cannot be built is answered with why: engine.ui.typed)."""
        c = self.console
        low = answer.lower()
        word, _, rest = low.partition(" ")
        numbers = numbers or list(range(1, len(acts) + 1))
        first = ", ".join(map(str, numbers[:6])) + (", ..." if len(numbers) > 6 else "")
        shown = self.t("play-numbers-shown", numbers=first)
        if not low:
            c.print(self.t("play-type", shown=shown), markup=False)
            return None
        if word in ("quit", "exit"):
            raise Quit
        if word in ("help", "?"):
            c.print(self.t("play-help"), highlight=False, markup=False)
            return None
        if word == "show":
            c.print(self.show(rest.strip()), highlight=False, markup=False)
            return None
        if word == "city":
            if not rest.strip():
                c.print(self.view.cities())
            else:
                p = self.find_player(rest.strip())
                if p is None:
                    c.print(self.t("play-no-player", name=rest.strip()), markup=False)
                    return None
                c.print(self.view.city(p))
            return MENU
        if word == "market":
            c.print(self.view.market())
            return MENU
        if word == "table":
            c.print(self.view.table())
            return MENU
        if word == "log":
            self.show_log(int(rest) if _number(rest.strip()) else 20)
            return None
        if word == "save":
            path = Path(answer.split(None, 1)[1]).expanduser() if rest.strip() else None
            try:
                saved = self.session.save(path)
            except MkError as exc:  # the game goes on; it is still saved where it was
                tell(c, self.t("play-not-saved", why=str(exc)))
                return None
            tell(c, self.t("play-saved-to", path=str(saved)))
            return None
        if word == "undo":
            return UNDO
        build = kind == "build"
        if build:
            if self.typed.verb(low):
                c.print(self.t("play-build-what", verb=capital(answer, self.lang)), markup=False)
                return None
            answer = self.typed.without_verb(answer)
            low = answer.lower()
            nothing = [a for a in acts if a.choice is None]
            if self.typed.nothing(low) and nothing:
                return nothing[0]
        if _number(low):
            n = int(low)
            if n in numbers:
                return acts[numbers.index(n)]
            c.print(self.t("play-no-choice", n=str(n), shown=shown), markup=False)
            return None
        return self.by_name(answer, acts, labels, numbers, shown, build)

    def by_name(
        self, answer: str, acts: list[Action], labels: list[str], numbers: list[int], shown: str, build: bool
    ) -> Action | None:
        """The one choice whose name or id ``answer`` starts (or has in it); else None, saying why: the
        choices it fits, the engine's reason a card it names cannot be built (``build``), the closest name."""
        c = self.console
        keys = [
            [lab, *([a.choice, a.choice.replace("_", " ")] if isinstance(a.choice, str) else [])]
            for a, lab in zip(acts, labels, strict=True)
        ]
        found = matching(answer, keys, self.lang)
        if len(found) == 1:
            return acts[found[0]]
        if found:
            fits = listed([f"{numbers[i]}. {labels[i]}" for i in found], self.w)
            c.print(self.t("play-fits", answer=answer, fits=fits), markup=False)
            return None
        if build:
            why = [refusal_told(r, name, self.edition, self.lang) for name, r in refused(self.state, answer, self.w)]
            if why:
                told = self.t("sep-semicolon").join(why[:LISTED])
                c.print(f"{capital(told, self.lang)}.", markup=False)
                return None
        near = closest(answer, [name for _ident, name in self.typed.names()] if build else labels, self.lang)
        hint = self.t("play-did-you-mean", name=near) if near else ""
        c.print(self.t("play-not-a-choice", answer=answer, hint=hint, shown=shown), markup=False)
        return None

    def find_player(self, name: str) -> int | None:
        low = name.lower()
        if _number(low) and 1 <= int(low) <= len(self.names):
            return int(low) - 1
        hits = [i for i, n in enumerate(self.names) if n.lower().startswith(low)]
        return hits[0] if len(hits) == 1 else None

    def show(self, query: str) -> str:
        """What a card or landmark does, found by the start of its name or id (case and accents folded)."""
        ed, t, name = self.edition, self.t, self.w.name
        if not query:
            return t("show-what", example=self.typed.key(name(ed.cards[0].id)))
        every = self.typed.names()
        found = matching(query, [[ident, ident.replace("_", " "), shown] for ident, shown in every], self.lang)
        key = self.typed.key
        exact = [i for i in found if key(query) in (key(every[i][0]), key(every[i][1]))]
        if not found:
            near = closest(query, [shown for _ident, shown in every], self.lang)
            return t("show-none", query=query, hint=t("play-did-you-mean", name=near) if near else "")
        ident = every[(exact or found)[0]][0]
        text = rule_text(ident, ed, self.lang)
        if ident in ed.card_index:
            card = ed.cards[ed.card_index[ident]]
            rolls = "-".join(str(r) for r in card.roll) or t("show-never")
            when = t(f"when-{card.colour.active}")
            args: dict[str, Any] = {**self.w.card("card", ident), "colour": self.w.names.colour(card.colour.id)}
            args.update(rolls=rolls, when=when, cost=card.cost, text=text)
            if card.icon:
                return t("show-card-icon", **args, icon=self.w.names.icon(card.icon))
            return t("show-card", **args)
        lm = ed.landmarks[ed.landmark_index[ident]]
        cost = lm.price_text or ("/".join(str(c) for c in lm.prices) if len(lm.prices) > 1 else str(lm.cost))
        p = self.state.player
        now = self.state.build_cost(lm.id, p)
        if str(now) != cost:
            cost = t("show-cost-now", cost=cost, now=now, name=self.names[p])
        scope = t("show-everyone") if lm.scope == "everyone" else ""
        if lm.wins:
            scope += t("show-wins")
        if lm.requires_text:
            scope += t("show-only-when", cond=condition_text(lm.requires_text, ed, self.lang))
        return t("show-landmark", **self.w.card("card", ident), cost=cost, text=text, scope=scope)

    def show_log(self, n: int) -> None:
        assert self.state.log is not None
        for event in self.state.log[-n:] if n else []:
            print_event(self.console, event, self.edition, self.names, self.lang)


def print_event(console: Console, event: Event, edition: Edition, names: list[str], lang: str = SOURCE) -> None:
    """One event as a line of the game's narration; a new turn is a bold heading."""
    text = describe(event, edition, names, lang=lang)
    if isinstance(event, TurnStarted):
        console.print()
        console.print(Text(text, style="bold"))
    else:
        console.print("  " + text, highlight=False, markup=False)


def play_terminal(
    session: GameSession, console: Console, record: str | None = None, pace: float = 0.0, lang: str = SOURCE
) -> State:
    if record:
        check_writable(Path(record).expanduser(), session.inputs)  # refused now, not after the game
    terminal = Terminal(session, console, pace=pace, lang=lang)
    state = terminal.run()
    if record:
        session.save(Path(record).expanduser())
        tell(console, terminal.t("play-record-written", path=record))
    return state


def resume_terminal(
    path: Path, console: Console, pace: float = 0.0, lang: str = SOURCE, futures: str = "auto"
) -> State:
    session = GameSession.resume(path, futures=futures)
    terminal = Terminal(session, console, pace=pace, lang=lang)
    if session.over:
        raise MkError(terminal.t("play-over", name=session.names[session.state.winner or 0]))
    edition = terminal.w.names.edition_name()
    console.print(terminal.t("play-resuming", turn=str(session.state.turn), edition=edition), markup=False)
    return terminal.run()


def show_replay(
    states: list[State],
    names_by_game: list[list[str]],
    console: Console,
    step: bool,
    read: Callable[[str], str] | None = None,
    lang: str = SOURCE,
) -> None:
    """Narrate replayed games as ``mk play`` does; with ``step``, wait for Enter after every turn."""
    ask = read or (lambda prompt: console.input(prompt))
    for state, given in zip(states, names_by_game, strict=True):
        names = [visible(name) for name in given]
        assert state.log is not None
        edition = state.game.edition
        first = True
        for event in state.log:
            if isinstance(event, TurnStarted):
                if step and not first:
                    ask(words(edition, lang).t("replay-enter") + " ")
                first = False
            print_event(console, event, edition, names, lang)
        if state.winner is not None:
            console.print(Text(ending(Outcome.of(state.winner, state.turn), names, lang), style="bold green"))


def _number(text: str) -> bool:
    """Whether an answer is a choice's number: ASCII digits, at most 6 (not ``١٢``, not 5,000 digits)."""
    return re.fullmatch("[0-9]{1,6}", text) is not None


def tell(console: Console, text: str, command: str | None = None) -> None:
    """Print a message wrapped at spaces only, so a word (a path) is never broken: one longer than
    the screen stands whole on a line of its own (the terminal folds it; copy and paste keep it).
    A ``command`` to type follows on a line of its own, whole."""
    for line in textwrap.wrap(visible(text), console.width, break_long_words=False, break_on_hyphens=False) or [""]:
        console.print(line, soft_wrap=True, markup=False, highlight=False)
    if command is not None:
        console.print(f"  {visible(command)}", soft_wrap=True, markup=False, highlight=False)
