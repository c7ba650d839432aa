"""The table as rich text: every player's line and city, the market, landmarks with their prices,
whose turn it is; and the layout helpers the terminal's menus use."""

from __future__ import annotations

import textwrap

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from engine.core.show import roll_numbers
from engine.core.state import State
from engine.i18n import SOURCE
from engine.i18n.catalog import catalog
from engine.services.play.narrate import Words, dice, words
from engine.services.play.session import GameSession

COLOURS = {
    "red": "#c0392b",
    "blue": "#2e6fb7",
    "green": "#2f8f46",
    "magenta": "#8e44ad",
    "purple": "#8e44ad",
    "yellow": "#c9a227",
    "cyan": "#1b9aaa",
    "white": "#8a8a8a",
    "black": "#333333",
    "orange": "#d9822b",
}
"""The colours a card's ``style`` may name (the terminal's style words), as CSS colours: the web
table's and the printed cards'."""
GREY = "#777777"
"""The colour of a card whose style names none of :data:`COLOURS`."""


def when(active: str, lang: str = SOURCE) -> str:
    """Whose rolls a card works on, in words ("anyone's roll"); its colour says it with colours too."""
    return catalog(lang).t(f"when-{active}")


def colour_word(style: str | None) -> str | None:
    """The colour word of a card's style ("bold blue": ``blue``), the last one that names a colour."""
    return next((w for w in reversed((style or "").split()) if w in COLOURS), None)


def style_colour(style: str | None) -> str:
    """A card's colour as ``#rrggbb``, from its style words; grey for a style that names none."""
    word = colour_word(style)
    return COLOURS[word] if word else GREY


class TableView:
    """What is on the table of a :class:`GameSession`, drawn for a console of its width."""

    def __init__(self, session: GameSession, names: list[str], console: Console, lang: str = SOURCE):
        self.session = session
        self.edition = session.edition
        self.names = names
        self.console = console
        self.w: Words = words(session.edition, lang)
        """The edition's words in the player's language."""
        self.activated: set[tuple[int, str]] = set()
        """(player, card) that paid on the latest roll."""

    @property
    def state(self) -> State:
        return self.session.state

    def status_lines(self, compact: bool) -> list[Text]:
        """Every player in a line (``compact``: two players a line, without landmark names)."""
        state = self.state
        g = state.game
        width = self.console.width
        cells = []
        for p in range(state.nplayers):
            marker = "> " if p == state.player else "  "
            text = Text(marker)
            text.append(self.names[p], style="bold")
            w = self.w
            landmarks = w.t("view-landmarks-count", built=state.constructed(p), needed=g.win_count)
            money, cards = w.coins(state.coins[p]), sum(state.cities[p])
            if compact:
                text.append(w.t("view-status-compact", coins=money, cards=cards, landmarks=landmarks))
                text.truncate(width // 2 - 1, overflow="ellipsis", pad=True)
            else:
                text.append(w.t("view-status", coins=money, cards=cards, landmarks=landmarks))
                built = [w.name(g.landmark_ids[j]) for j in g.counting if state.built[p][j]]  # what n/m counts
                if built:
                    text.append(w.t("sep-colon") + ", ".join(built), style="dim")
                text.truncate(width, overflow="ellipsis")
            cells.append(text)
        if not compact:
            return cells
        lines = []
        for i in range(0, len(cells), 2):
            line = cells[i].copy()
            if i + 1 < len(cells):
                line.append(" ")
                line.append_text(cells[i + 1])
            line.rstrip()
            lines.append(line)
        return lines

    def style(self, card_id: str) -> str:
        card = self.edition.cards[self.edition.card_index[card_id]]
        return card.colour.style or ""

    def market(self) -> Table | Group:
        """The cards for sale: every pile, the showing piles of a one-deck market, or each row of a
        market of rows; landmarks sold from a row or as a shared supply with the current player's price."""
        state = self.state
        m = state.market
        if m is None or m.rule.flat:
            deck = (state.market_summary() or {}).get("deck", 0)
            caption = self.w.t("view-deck", n=deck) if m is not None else ""
            cards = [c.index for c in self.edition.cards if state.game.in_supply[c.index]]
            table = self.card_table(self.w.t("view-market"), cards, caption)
            if not self.shared_landmarks():
                return table
            landmarks = self.landmark_table(self.w.t("view-landmarks"), self.unbuilt_landmarks(), "")
            return Group(table, Text(""), landmarks)
        card_rows: list[Table] = []
        parts: list[Table | Text] = []
        market = str(state.game.options.market)
        for r, row in enumerate(m.rule.rows):
            caption = self.w.t("view-row-deck", n=len(m.deck_left(r)))
            title = self.w.names.row(market, row.name, row.title or row.name)
            if row.landmarks:
                shown = [j for j, k in enumerate(m.lm_showing or []) if k]
                parts += [Text(""), self.landmark_table(title, shown, caption)]
            else:
                card_rows.append(self.card_table(title, list(m.members[r]), caption))
        grid = Table.grid(padding=(0, 3))
        for pair in (card_rows[i : i + 2] for i in range(0, len(card_rows), 2)):
            grid.add_row(*pair)
        return Group(grid, *parts)

    def card_table(self, title: str, cards: list[int], caption: str) -> Table:
        state = self.state
        table = Table(title=Text(title), title_justify="left", box=None, padding=(0, 1), show_edge=False)
        t = self.w.t
        table.add_column(t("view-column-roll"), justify="right")
        table.add_column(t("view-column-card"))
        table.add_column(t("view-column-cost"), justify="right")
        table.add_column(t("view-column-left"), justify="right")
        wide = self.console.width >= 80 and (state.market is None or state.market.rule.flat)
        if wide:
            table.add_column(t("view-column-on"))
            table.add_column(t("view-column-icon"))
        for c in cards:
            card = self.edition.cards[c]
            left = state.supply[c]
            if state.market is not None and left == 0:
                continue
            rolls = roll_numbers(card.roll)
            row: list[str | Text] = [
                rolls,
                Text(self.w.name(card.id), style=card.colour.style or ""),
                str(card.cost),
                str(left or "-"),
            ]
            if wide:
                row += [t(f"when-short-{card.colour.active}"), self.w.names.icon(card.icon) if card.icon else ""]
            table.add_row(*row)
        if wide:
            legend = t("view-on-legend")
            caption = f"{caption}. {legend}" if caption else legend
        if caption:
            table.caption = caption
            table.caption_justify = "left"
        return table

    def shared_landmarks(self) -> bool:
        """Whether landmarks are a shared affair (a landmark row, or landmarks with a copy count): they are
        then shown once, with the current player's prices, and cities list only what is built."""
        g = self.state.game
        return g.landmark_market or any(k is not None for k in g.landmark_copies)

    def unbuilt_landmarks(self) -> list[int]:
        """Landmarks some copy of which is left to build."""
        state = self.state
        g = state.game
        out = []
        for j, copies in enumerate(g.landmark_copies):
            built = sum(b[j] for b in state.built)
            if (copies is None and not state.built[state.player][j]) or (copies is not None and built < copies):
                out.append(j)
        return out

    def landmark_table(self, title: str, landmarks: list[int], caption: str) -> Table:
        """Landmarks for sale with what they cost the player whose turn it is."""
        state = self.state
        p = state.player
        t = self.w.t
        heading = Text(t("view-prices-for", title=title, name=self.names[p]))
        table = Table(title=heading, title_justify="left", box=None, padding=(0, 1))
        table.add_column(t("view-column-landmark"))
        table.add_column(t("view-column-price"), justify="right")
        table.add_column(t("view-column-works"))
        for j in landmarks:
            lm = self.edition.landmarks[j]
            if lm.wins:
                scope = t("view-works-wins")
            elif lm.scope == "everyone":
                scope = t("view-works-everyone")
            elif lm.scope == "once":
                scope = t("view-works-once")
            else:
                scope = t("view-works-owner")
            table.add_row(Text(self.w.name(lm.id)), str(state.build_cost(lm.id, p)), scope)
        if caption:
            table.caption = caption
            table.caption_justify = "left"
        return table

    def city(self, p: int) -> Text:
        state = self.state
        marker = "> " if p == state.player and not state.is_over else "  "
        text = Text(marker)
        text.append(self.names[p], style="bold")
        text.append(f"  {self.w.coins(state.coins[p])}")
        width = self.console.width
        cards = []
        for ident, k in state.city(p).items():
            paid = (p, ident) in self.activated
            card = self.edition.cards[self.edition.card_index[ident]]
            item = Text(self.w.name(ident), style=self.style(ident) + (" reverse" if paid else ""))
            item.append(f" [{roll_numbers(card.roll)}]" if card.roll else "", style="dim")  # who is paid on a 3?
            item.append(f" x{k}" if k > 1 else "")
            item.append(" " + self.w.t("view-paid") if paid else "", style="dim")
            cards.append(item)
        text.append_text(flow(cards or [Text(self.w.t("view-no-establishments"), style="dim")], ", ", width))
        built = set(state.landmarks(p))
        if self.shared_landmarks():
            g = state.game
            names = ", ".join(self.w.name(lm.id) for lm in self.edition.landmarks if lm.id in built)
            names = names or self.w.t("view-none")
            line = Text(self.w.t("view-landmarks-of", built=state.constructed(p), needed=g.win_count), style="dim")
            line.append(names, style="bold")
            text.append_text(flow([line], "", width))
            return text
        landmarks = [
            Text(f"{self.w.name(lm.id)} *", style="bold")
            if lm.id in built
            else Text(f"{self.w.name(lm.id)} ({state.build_cost(lm.id, p)})", style="dim")
            for lm in self.edition.landmarks
        ]
        text.append_text(flow(landmarks, "  ", width))
        return text

    def cities(self) -> Group:
        return Group(*[self.city(p) for p in range(self.state.nplayers)])

    def table(self) -> Group:
        return Group(self.market(), Text(""), self.cities(), Text(self.head()))

    def head(self) -> str:
        """Whose turn it is, and the roll so far."""
        state = self.state
        return self.w.t(
            "view-head",
            turn=str(state.turn),
            name=self.names[state.player],
            extra="yes" if state.extra else "no",
            opening="yes" if state.turn <= state.opening_turns else "no",
            dice=dice(state.dice) if state.dice else "none",
        )


def wrap(head: str, text: str, width: int, indent: int, style: str = "") -> list[Text]:
    """``head`` then ``text`` wrapped at spaces to ``width``, the lines after the first indented by
    ``indent``: nothing is cut (a card's rule text is never cut where the rule lives)."""
    lines = textwrap.wrap(
        text,
        width,
        initial_indent=head,
        subsequent_indent=" " * indent,
        break_long_words=False,
        break_on_hyphens=False,
    )
    return [Text(line, style=style) for line in lines or [head]]


def flow(items: list[Text], sep: str, width: int, indent: int = 4) -> Text:
    """Items on new lines indented by ``indent``, as many on a line as fit in ``width``, separated by
    ``sep``: a line breaks between items, never inside one."""
    out = Text()
    used = width  # start a line before the first item
    for item in items:
        if used + len(sep) + len(item) > width and used > indent:
            out.append("\n" + " " * indent)
            used = indent
        elif used > indent:
            out.append(sep)
            used += len(sep)
        out.append_text(item)
        used += len(item)
    return out


def fit(line: str, width: int) -> str:
    """``line`` cut to ``width`` columns, with an ellipsis when cut."""
    return line if len(line) <= width else line[: width - 1] + "…"


def in_columns(cells: list[str], width: int) -> list[str]:
    """Cells in as many columns as fit (numbers running down each column); a tab in a cell splits
    the part cut to fit (a name) from the part kept whole (cost, roll, timing)."""
    columns = 2 if width >= 64 else 1
    size = width // columns - 1
    rows = -(-len(cells) // columns)
    lines = []
    for r in range(rows):
        parts = []
        for col in range(columns):
            i = col * rows + r
            if i < len(cells):
                name, _, rest = cells[i].partition("\t")
                room = size - len(rest) - 1 if rest else size
                cell = f"{fit(name, room):<{room}} {rest}" if rest else fit(name, size)
                parts.append(f"{cell:<{size}}")
        lines.append(" ".join(parts).rstrip())
    return lines
