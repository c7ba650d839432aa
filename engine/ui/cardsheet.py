"""``mk print``: an edition's cards and landmarks as print-and-play sheets (PDF), and one SVG a card.

Each card is laid out once, as shapes and lines of text in millimetres on a 63 x 88 mm poker-size
card (:func:`layout`); the PDF (fpdf2, the ``print`` extra) and the SVG draw the same shapes. A page
holds 3 x 3 cards edge to edge, centred, with crop marks in the margins where the cuts go. The first
page says what the sheets hold and how many cards; a house rule's also says what it changes against
its parent, in English.

The sheets hold every card a game at the edition's most players needs (:func:`copies_printed`): of
an establishment, its copies in the supply (``copies``, or ``per_player`` times the players) and the
copies every player starts with (``start.establishments``); of a landmark, one a player (each player
may build it, or starts with it), or its ``copies`` when the players share that many. With
``one_each``, one card of each kind.

A card shows its colour as a band with its roll numbers and the rolls it works on, its name, its
icon and the icon's name, its rule text (the narrator's words, or the card's own ``text``), its cost
on a coin and its copies. An icon with a ``symbol`` (a path in a 24 x 24 box, engine.load.pictogram)
is that picture on a disc of the card's colour; one without (a house rule's own icon) is a shape by
the icon's place in the edition with a label no other icon of the edition has: the shortest start of
its name that begins no other icon's name (:func:`icon_labels`). Fonts: DejaVu Sans when the system
has it (any text), else the PDF's Helvetica (Latin-1: other letters print as "?").
Each text is fitted into its box in bounded steps (:func:`fit`), past its smallest size cut with an
ellipsis, never leaving its box; the face says so (:attr:`Face.cut`, in words: :func:`cut_note`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal
from xml.sax.saxutils import escape

from engine import install_hint
from engine.core.edition import Card, Edition, Landmark
from engine.core.errors import MkError
from engine.core.show import roll_numbers, short
from engine.i18n import SOURCE
from engine.load import pictogram, writes
from engine.services.play.narrate import Words, rule_text, words
from engine.ui.cardwords import band as kind_said
from engine.ui.cardwords import supply as supply_said
from engine.ui.cardwords import tally as said_tally
from engine.ui.cardwords import title
from engine.ui.views import style_colour

WIDTH, HEIGHT = 63.0, 88.0
"""A card, in millimetres (poker size)."""
ACROSS, DOWN = 3, 3
PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
MARK = 5.0
"""The length of a crop mark, in the margin, in mm."""
LANDMARK = "#b08d2e"
"""A landmark's band."""
COIN = "#e0b43c"
INK = "#222222"
SHAPES = ("circle", "square", "diamond", "triangle", "hexagon", "star", "pentagon", "octagon")
"""The shapes icons without a symbol are drawn as, by the icon's place among the edition's icons."""
INNER = {"circle": 1.6, "square": 1.3, "diamond": 1.1, "triangle": 0.9, "hexagon": 1.6, "star": 0.8, "pentagon": 1.3}
"""How wide a label may be across the middle of each shape, in radii (the rest: 1.6)."""
PICTURE = 7.4
"""How wide an icon's symbol is drawn on its disc, in mm."""
FONTS = Path("/usr/share/fonts/truetype/dejavu")
PT = 25.4 / 72
"""A point, in mm."""
INSTALL = install_hint("print", "fpdf2")
ELLIPSIS = "\u2026"
"""What ends a text cut to fit ("..." in the PDF's Helvetica, which has no ellipsis)."""
LINE_CHARS = 200
"""The most letters a line holds, none longer measured (a card's line holds 113 of DejaVu Sans at most)."""
TEXT = ((9.0, 9), (8.0, 11), (7.0, 12), (6.0, 14), (5.0, 17))
"""The rule text's sizes in points, each with the lines its box (38 mm high, above the coin) holds at it,
1.2 times the size apart: the largest size at which the text fits is chosen; the last is its floor."""
CUT_NAMES = 6
"""The most cards :func:`cut_note` names, by id (then how many more): its line stays under 400 letters."""
SUMMARY_LINES, SUMMARY_CHARS = 60, 400  # a house rule's changes on the first page: sentences, letters each


@dataclass(frozen=True)
class Box:
    """A filled or outlined rectangle (mm from the card's top left corner)."""

    x: float
    y: float
    w: float
    h: float
    fill: str | None = None
    stroke: str | None = None


@dataclass(frozen=True)
class Symbol:
    """A filled ``shape`` centred at ``x``, ``y`` with radius ``r``, and a label of ``size`` points in it
    (an icon without a symbol, or the coin)."""

    shape: str
    x: float
    y: float
    r: float
    fill: str
    letter: str
    size: float = 11.0


@dataclass(frozen=True)
class Picture:
    """An icon's symbol: its ``path`` (in a box of :data:`engine.load.pictogram.BOX` units, read into
    ``segments``) drawn ``size`` mm wide from the top left ``x``, ``y``, filled with ``fill``."""

    x: float
    y: float
    size: float
    fill: str
    path: str
    segments: tuple[pictogram.Segment, ...]

    def at(self, point: tuple[float, float]) -> tuple[float, float]:
        """A point of the path, in mm on the card."""
        k = self.size / pictogram.BOX
        return self.x + point[0] * k, self.y + point[1] * k


@dataclass(frozen=True)
class Lines:
    """Lines of text from the top left ``x``, ``y``, ``size`` points, each ``step`` mm below the last."""

    x: float
    y: float
    w: float
    size: float
    lines: tuple[str, ...]
    bold: bool = False
    colour: str = INK
    align: str = "left"
    """``left`` or ``center`` (within ``w``)."""

    @property
    def step(self) -> float:
        return self.size * PT * 1.2


Shape = Box | Symbol | Picture | Lines


Part = Literal["roll numbers", "colour", "icon name", "icon label", "name", "text", "cost", "copies"]
"""A part of a card with text of its own."""


@dataclass
class Face:
    """One card's face, laid out; ``cut``: its parts whose text did not fit (cut with an ellipsis)."""

    ident: str
    name: str
    shapes: list[Shape] = field(default_factory=list)
    cut: tuple[Part, ...] = ()


@dataclass(frozen=True)
class Fitted:
    """A text fitted into a box: its ``size`` in points, its ``lines``, and whether it was ``cut``."""

    size: float
    lines: tuple[str, ...]
    cut: bool = False


Measure = Callable[[str, float, bool], float]
"""The width in mm of a text at a size in points, bold or not."""


def faces(ed: Edition, measure: Measure, only: set[str] | None = None, lang: str = SOURCE) -> list[Face]:
    """The faces of the edition's cards (each kind once) then its landmarks; ``only``: these ids; their
    words in ``lang``."""
    w = words(ed, lang)
    labels = icon_labels(ed, w)
    return [layout(item, w, labels, measure) for item in kinds(ed, only)]


def kinds(ed: Edition, only: set[str] | None = None) -> list[Card | Landmark]:
    """The edition's cards then its landmarks, in its order; ``only``: these ids."""
    items: list[Card | Landmark] = [*ed.cards, *ed.landmarks]
    return [item for item in items if only is None or item.id in only]


def copies_printed(item: Card | Landmark, ed: Edition) -> int:
    """How many cards of ``item`` a game of the edition's most players needs: an establishment's
    copies in the supply and those its players start with; a landmark's ``copies`` when its players
    share that many (and do not start with it), else one a player."""
    players = ed.max_players
    if isinstance(item, Card):
        return item.copies_for(players) + ed.start_establishments.get(item.id, 0) * players
    if item.copies is not None and item.id not in ed.start_landmarks:
        return item.copies
    return players


def printed(ed: Edition, only: set[str] | None = None, one_each: bool = False) -> list[int]:
    """How many cards of each of :func:`kinds` the sheets print: :func:`copies_printed`, or one each."""
    return [1 if one_each else copies_printed(item, ed) for item in kinds(ed, only)]


def sheet(
    ed: Edition, measure: Measure, only: set[str] | None = None, one_each: bool = False, lang: str = SOURCE
) -> list[Face]:
    """The faces the sheets print, in order: each kind as often as :func:`printed` says, the copies of a
    kind side by side."""
    counts = printed(ed, only, one_each)
    return [face for face, n in zip(faces(ed, measure, only, lang), counts, strict=True) for _ in range(n)]


def icon_labels(ed: Edition, w: Words | None = None) -> dict[str, str]:
    """Each icon's label where it has no symbol: the shortest start of its name (in ``w``'s language)
    that starts no other icon's name (case aside), else its whole name; icons of one name are told
    apart by their ids."""
    sources = {iid: w.names.icon(iid) if w else name for iid, name in ed.icons.items()}
    for _ in range(len(sources)):  # names that two icons share: each gets its id after it
        seen: dict[str, list[str]] = {}
        for iid, name in sources.items():
            seen.setdefault(name.casefold(), []).append(iid)
        shared = [iid for same in seen.values() if len(same) > 1 for iid in same]
        if not shared:
            break
        sources.update({iid: f"{sources[iid]} {iid}" for iid in shared})
    folded = {iid: name.casefold() for iid, name in sources.items()}
    labels = {}
    for iid, name in sources.items():
        label = _start(name, [n for i, n in folded.items() if i != iid])
        labels[iid] = label[:1].upper() + label[1:]
    return labels


def _start(name: str, others: list[str]) -> str:
    """The shortest start of ``name`` that starts none of ``others`` (casefolded), else ``name``: a binary
    search, since the starts of ``name`` that start another are its shortest."""
    k = _most(len(name) - 1, lambda k: any(o.startswith(name[:k].casefold()) for o in others)) + 1
    return name[:k] if k < len(name) else name


def layout(item: Card | Landmark, w: Words, labels: Mapping[str, str], measure: Measure) -> Face:
    """A card's or landmark's face: band, icon, name, text, cost, copies (``labels``: :func:`icon_labels`),
    each text as large as fits its box and cut where it does not (:func:`fit`), in ``w``'s language."""
    ed, name_said = w.edition, w.name(item.id)
    face = Face(item.id, name_said)
    card = item if isinstance(item, Card) else None
    band = style_colour(card.colour.style) if card else LANDMARK
    face.shapes += [Box(0, 0, WIDTH, HEIGHT, fill="#ffffff", stroke="#999999"), Box(0, 0, WIDTH, 15, fill=band)]
    top = roll_numbers(card.roll) if card else w.t("print-landmark")
    over = ((16, 1), (12, 1), (9, 1), (7, 1)) if card else ((13, 1),)
    _put(face, "roll numbers", Lines(0, 2.2, WIDTH, 0, (), True, "#ffffff", "center"), top, over, measure)
    under = Lines(2, 10.2, WIDTH - 4, 0, (), colour="#ffffff", align="center")
    _put(face, "colour", under, kind_said(item, w), ((7, 1), (6, 1), (5, 1), (4.5, 2)), measure)
    icon = item.icon
    x_name = 4.0
    if icon:
        _icon(face, icon, ed, band, labels, measure)
        named = w.names.icon(icon)
        _put(face, "icon name", Lines(2, 29.5, 15, 0, (), align="center"), named, ((5.5, 1),), measure)
        x_name = 17.0
    name = Lines(x_name, 18.5, WIDTH - x_name - 3, 0, (), bold=True)
    _put(face, "name", name, name_said, ((11.0, 2), (9.0, 3)), measure)  # 11 points on two lines, or 9 on three
    _put(face, "text", Lines(4, 35, WIDTH - 8, 0, ()), rule_text(item.id, ed, w.lang), TEXT, measure)
    face.shapes.append(Symbol("circle", 9, 80, 5.2, COIN, ""))
    cost = ((12, 1), (9, 1), (7, 1), (5, 1))
    _put(face, "cost", Lines(3.8, 77.6, 10.4, 0, (), bold=True, align="center"), _cost(item), cost, measure)
    if card is not None:
        supply = Lines(16, 79, WIDTH - 19, 0, (), colour="#555555", align="right")
        _put(face, "copies", supply, supply_said(card, w), ((7, 1), (6, 1), (5, 1)), measure)
    return face


def _put(face: Face, part: Part, box: Lines, text: str, sizes: Sequence[tuple[float, int]], measure: Measure) -> None:
    """``text`` in ``box`` (its place, width and look) as :func:`fit` fits it; when cut, ``part`` says so."""
    fitted = fit(text, box.w, sizes, box.bold, measure)
    face.shapes.append(replace(box, size=fitted.size, lines=fitted.lines))
    if fitted.cut:
        face.cut += (part,)


def _icon(face: Face, icon: str, ed: Edition, band: str, labels: Mapping[str, str], measure: Measure) -> None:
    """An icon: its symbol in white on a disc of the card's colour; without one, a shape by its place
    among the edition's icons with its label, as large as fits (cut at 4 points where it does not)."""
    x, y, r = 9.5, 23.5, 5.0
    path = ed.icon_symbols.get(icon)
    if path is not None:
        disc = Symbol("circle", x, y, r, band, "")
        face.shapes += [disc, Picture(x - PICTURE / 2, y - PICTURE / 2, PICTURE, "#ffffff", path, pictogram.read(path))]
        return
    icons = list(ed.icons)
    place = icons.index(icon) if icon in icons else len(icons)
    label, shape = labels.get(icon, icon), SHAPES[place % len(SHAPES)]
    sizes = [(pt, 1) for pt in (11.0, 9.0, 8.0, 7.0, 6.0, 5.0, 4.5, 4.0)]
    fitted = fit(label, INNER.get(shape, 1.6) * r, sizes, True, measure)
    face.shapes.append(Symbol(shape, x, y, r, band, fitted.lines[0], fitted.size))
    if fitted.cut:
        face.cut += ("icon label",)


def _label(s: Symbol) -> Lines:
    """The label in a symbol, centred."""
    step = s.size * PT * 1.2
    return Lines(s.x - s.r, s.y - step / 2, 2 * s.r, s.size, (s.letter,), True, "#ffffff", "center")


def _cost(item: Card | Landmark) -> str:
    if isinstance(item, Landmark) and item.price_text:
        return "*"
    if isinstance(item, Landmark) and len(set(item.prices)) > 1:
        return f"{min(item.prices)}+"
    return str(item.cost)


def fit(text: str, width: float, sizes: Sequence[tuple[float, int]], bold: bool, measure: Measure) -> Fitted:
    """``text`` at the first of ``sizes`` (points, each with the most lines it may take; the largest first)
    at which it fits in lines no wider than ``width`` mm; where not even at the last (the floor), that
    size's lines, the last ended with an ellipsis, and ``cut``. In bounded steps: tried at the floor
    first (a text too long is wrapped once), no more lines made than the box holds, each line's end
    found by binary searches (a measure grows with the text) of at most :data:`LINE_CHARS` letters. A
    no-break space (French puts one before a colon) joins what it stands between."""
    words = [w for w in re.split(r"[^\S\u00a0]+", text) if w]  # every space but the no-break one

    def wrap(size: float, most: int) -> tuple[list[str], bool]:
        return _wrap(words, most, lambda line: len(line) <= LINE_CHARS and measure(line, size, bold) <= width)

    floor, rows = sizes[-1]
    lines, rest = wrap(floor, rows)
    if rest:  # the last line: its longest start that fits with an ellipsis after it (or not even that)
        last = lines[-1][:LINE_CHARS] if lines else ""
        k = _most(len(last), lambda k: measure(last[:k].rstrip() + ELLIPSIS, floor, bold) <= width)
        end = last[:k].rstrip() + ELLIPSIS if k or measure(ELLIPSIS, floor, bold) <= width else ""
        return Fitted(floor, (*lines[:-1], end), True)
    for size, most in sizes[:-1]:
        larger, over = wrap(size, most)
        if not over:
            return Fitted(size, tuple(larger) or ("",))
    return Fitted(floor, tuple(lines) or ("",))


def _wrap(words: list[str], most: int, fits: Callable[[str], bool]) -> tuple[list[str], bool]:
    """The first ``most`` lines of ``words`` that ``fits``, and whether words are left over: on each line as
    many words as fit (the lines of adding a word at a time), or, when its first does not fit alone, as
    many of its letters as fit (one at least)."""
    lines: list[str] = []
    i, head = 0, words[0] if words else ""  # head: what is left of words[i]
    while i < len(words) and len(lines) < most:
        line, i, head = _line(words, i, head, fits)
        lines.append(line)
    return lines, i < len(words)


def _line(words: list[str], i: int, head: str, fits: Callable[[str], bool]) -> tuple[str, int, str]:
    """The line that starts with ``head``, what is left of ``words[i]``; then where the next one starts."""
    if fits(head):
        n = _most(len(words) - i, lambda k: fits(" ".join([head, *words[i + 1 : i + k]])), 1)
        line, i, head = " ".join([head, *words[i + 1 : i + n]]), i + n - 1, ""
    else:
        cut = max(1, _most(min(len(head), LINE_CHARS), lambda k: fits(head[:k])))
        line, head = head[:cut], head[cut:]
    if not head:
        i += 1
        head = words[i] if i < len(words) else ""
    return line, i, head


def _most(n: int, holds: Callable[[int], bool], low: int = 0) -> int:
    """The largest ``k`` up to ``n`` (or ``low``) with ``holds(k)``, true from ``low`` up to some ``k`` and
    false after it: by doubling, then halving, about 2 log2(k) calls, none past 2 k."""
    high = max(1, 2 * low)
    while high <= n and holds(high):
        low, high = high, 2 * high
    high = min(high, n + 1)
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (middle, high) if holds(middle) else (low, middle)
    return low


# -- PDF -----------------------------------------------------------------------------------------------
class _Pdf:
    """An fpdf2 document with the fonts chosen and a measure of text that matches them."""

    def __init__(self, paper: str):
        try:
            from fpdf import FPDF
        except ImportError:
            raise MkError(f"mk print needs fpdf2: {INSTALL}") from None
        if paper not in PAPERS:
            raise MkError(f"paper {paper!r}: one of {', '.join(PAPERS)}")
        self.size = PAPERS[paper]
        self.pdf = FPDF(unit="mm", format=self.size)
        self.pdf.set_auto_page_break(False)
        self.pdf.set_creation_date(datetime(2000, 1, 1, tzinfo=UTC))  # the same edition, the same bytes
        self.pdf.set_title("mk print")
        self.family = "helvetica"
        self.unicode = (FONTS / "DejaVuSans.ttf").is_file() and (FONTS / "DejaVuSans-Bold.ttf").is_file()
        if self.unicode:
            self.pdf.add_font("dejavu", "", str(FONTS / "DejaVuSans.ttf"))
            self.pdf.add_font("dejavu", "B", str(FONTS / "DejaVuSans-Bold.ttf"))
            self.family = "dejavu"

    def text(self, text: str) -> str:
        return text if self.unicode else text.replace(ELLIPSIS, "...").encode("latin-1", "replace").decode("latin-1")

    def measure(self, text: str, size: float, bold: bool) -> float:
        self.pdf.set_font(self.family, "B" if bold else "", size)
        return float(self.pdf.get_string_width(self.text(text)))

    def colour(self, hex_colour: str) -> tuple[int, int, int]:
        h = hex_colour.lstrip("#")
        return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)

    def draw(self, face: Face, ox: float, oy: float) -> None:
        pdf = self.pdf
        for s in face.shapes:
            if isinstance(s, Box):
                style = ("F" if s.fill else "") + ("D" if s.stroke else "")
                if s.fill:
                    pdf.set_fill_color(*self.colour(s.fill))
                if s.stroke:
                    pdf.set_draw_color(*self.colour(s.stroke))
                    pdf.set_line_width(0.2)
                pdf.rect(ox + s.x, oy + s.y, s.w, s.h, style=style)
            elif isinstance(s, Symbol):
                pdf.set_fill_color(*self.colour(s.fill))
                pdf.polygon([(ox + x, oy + y) for x, y in _points(s)], style="F")
                if s.letter:
                    self.lines(_label(s), ox, oy)
            elif isinstance(s, Picture):
                self.picture(s, ox, oy)
            else:
                self.lines(s, ox, oy)

    def picture(self, s: Picture, ox: float, oy: float) -> None:
        """An icon's symbol as a PDF path, filled by the nonzero rule as SVG fills it."""
        from fpdf.enums import PathPaintRule

        with self.pdf.new_path(paint_rule=PathPaintRule.FILL_NONZERO) as path:
            path.style.fill_color = s.fill
            for segment in s.segments:
                points = [c for p in segment.points for c in s.at(p)]
                points = [c + (ox if i % 2 == 0 else oy) for i, c in enumerate(points)]
                if segment.kind == "M":
                    path.move_to(*points)
                elif segment.kind == "L":
                    path.line_to(*points)
                elif segment.kind == "C":
                    path.curve_to(*points)
                else:
                    path.close()

    def lines(self, s: Lines, ox: float, oy: float) -> None:
        pdf = self.pdf
        pdf.set_font(self.family, "B" if s.bold else "", s.size)
        pdf.set_text_color(*self.colour(s.colour))
        for i, line in enumerate(s.lines):
            pdf.set_xy(ox + s.x, oy + s.y + i * s.step)
            align = {"left": "L", "center": "C", "right": "R"}[s.align]
            pdf.cell(s.w, s.step, self.text(line), align=align)

    def page_of_cards(self, page: Sequence[Face]) -> None:
        self.pdf.add_page()
        w, h = self.size
        x0, y0 = (w - ACROSS * WIDTH) / 2, (h - DOWN * HEIGHT) / 2
        for i, face in enumerate(page):
            self.draw(face, x0 + (i % ACROSS) * WIDTH, y0 + (i // ACROSS) * HEIGHT)
        self.pdf.set_draw_color(0, 0, 0)
        self.pdf.set_line_width(0.25)
        for x, y, dx, dy in crop_marks(w, h):
            self.pdf.line(x, y, x + dx, y + dy)

    def summary(self, title: str, lines: Sequence[str]) -> None:
        pdf = self.pdf
        pdf.add_page()
        pdf.set_text_color(34, 34, 34)
        pdf.set_font(self.family, "B", 16)
        pdf.set_xy(20, 20)
        pdf.multi_cell(self.size[0] - 40, 8, self.text(title), align="L")
        pdf.set_font(self.family, "", 10.5)
        pdf.set_y(pdf.get_y() + 4)
        for line in lines:
            pdf.set_x(20)
            pdf.multi_cell(self.size[0] - 40, 5.5, self.text(line), align="L")
            pdf.set_y(pdf.get_y() + 2)
            if pdf.get_y() > self.size[1] - 20:  # a long summary goes on over pages
                pdf.add_page()
                pdf.set_y(20)


def crop_marks(w: float, h: float) -> list[tuple[float, float, float, float]]:
    """The crop marks of a page ``w`` x ``h`` mm: (x, y, dx, dy) lines in the margins, one at each cut."""
    x0, y0 = (w - ACROSS * WIDTH) / 2, (h - DOWN * HEIGHT) / 2
    x1, y1 = x0 + ACROSS * WIDTH, y0 + DOWN * HEIGHT
    gap = 1.0
    marks = []
    for i in range(ACROSS + 1):
        x = x0 + i * WIDTH
        marks += [(x, y0 - gap - MARK, 0.0, MARK), (x, y1 + gap, 0.0, MARK)]
    for j in range(DOWN + 1):
        y = y0 + j * HEIGHT
        marks += [(x0 - gap - MARK, y, MARK, 0.0), (x1 + gap, y, MARK, 0.0)]
    return marks


def _points(s: Symbol) -> list[tuple[float, float]]:
    """The outline of a symbol as a polygon (a circle as 36 sides)."""
    sides, turn, star = {
        "circle": (36, 0.0, False),
        "square": (4, 45.0, False),
        "diamond": (4, 0.0, False),
        "triangle": (3, 0.0, False),
        "hexagon": (6, 30.0, False),
        "star": (10, 0.0, True),
        "pentagon": (5, 0.0, False),
        "octagon": (8, 22.5, False),
    }[s.shape]
    points = []
    for k in range(sides):
        a = math.radians(turn + 360 * k / sides) - math.pi / 2
        r = s.r * (0.5 if star and k % 2 else 1.0)
        points.append((s.x + r * math.cos(a), s.y + r * math.sin(a)))
    return points


def pdf_bytes(
    ed: Edition,
    paper: str = "a4",
    only: set[str] | None = None,
    summary: tuple[str, Sequence[str]] | None = None,
    one_each: bool = False,
    lang: str = SOURCE,
) -> bytes:
    """The sheets of ``ed`` as a PDF: a first page with the ``summary`` (title, sentences) when given
    and what the sheets hold (:func:`tally`), then the cards (``only``: these ids; as many of each as
    :func:`copies_printed` says, or one with ``one_each``), nine a page."""
    doc = _Pdf(paper)
    w = words(ed, lang)
    heading, said = summary if summary is not None else (title(ed, w), ())
    lines = [*said, *tally(ed, only, one_each, lang)]
    if not doc.unicode and any(doc.text(t) != t for t in [heading, *lines, *(w.name(i.id) for i in kinds(ed, only))]):
        raise MkError(f"printing in {lang} needs the DejaVu fonts in {FONTS} (Debian: fonts-dejavu-core)")
    doc.summary(heading, lines)
    laid = sheet(ed, doc.measure, only, one_each, lang)
    for k in range(0, len(laid), ACROSS * DOWN):
        doc.page_of_cards(laid[k : k + ACROSS * DOWN])
    return bytes(doc.pdf.output())


def tally(ed: Edition, only: set[str] | None = None, one_each: bool = False, lang: str = SOURCE) -> list[str]:
    """What the sheets hold, in sentences for their first page (:func:`engine.ui.cardwords.tally`)."""
    items, counts = kinds(ed, only), printed(ed, only, one_each)
    pages = -(-sum(counts) // (ACROSS * DOWN))
    return said_tally(ed, items, counts, pages, one_each, words(ed, lang))


def cut_note(ed: Edition, only: set[str] | None = None) -> str:
    """What ``mk print`` says when the text of some cards (``only``: of these) did not fit and was cut:
    "Cut to fit: c1's text, c2's name and text." (by the ids the file spells, at most
    :data:`CUT_NAMES` cards, then how many more); "" when every text fits."""
    cut = [face for face in faces(ed, measure_for_svg(), only) if face.cut]
    said = [f"{short(face.ident, 32)}'s {' and '.join(face.cut)}" for face in cut]
    more = f", and {len(said) - CUT_NAMES:,} more" if len(said) > CUT_NAMES else ""
    return f"Cut to fit: {', '.join(said[:CUT_NAMES])}{more}." if said else ""


def measure_for_svg() -> Measure:
    """The PDF's measure of text, so that an SVG breaks lines where the PDF does."""
    return _Pdf("a4").measure


# -- SVG -----------------------------------------------------------------------------------------------
def svg(face: Face, family: str = "DejaVu Sans, Helvetica, Arial, sans-serif") -> str:
    """A card's face as an SVG document of 63 x 88 mm."""
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}mm" height="{HEIGHT}mm" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="{escape(family)}">',
        f"<title>{escape(face.name)}</title>",
    ]
    for s in face.shapes:
        if isinstance(s, Box):
            paint = f'fill="{s.fill or "none"}"' + (f' stroke="{s.stroke}" stroke-width="0.2"' if s.stroke else "")
            out.append(f'<rect x="{s.x:g}" y="{s.y:g}" width="{s.w:g}" height="{s.h:g}" {paint}/>')
        elif isinstance(s, Symbol):
            points = " ".join(f"{x:.2f},{y:.2f}" for x, y in _points(s))
            out.append(f'<polygon points="{points}" fill="{s.fill}"/>')
            if s.letter:
                out.append(_svg_lines(_label(s)))
        elif isinstance(s, Picture):  # the symbol's own path, moved and scaled onto the card
            move = f"translate({s.x:.3f} {s.y:.3f}) scale({s.size / pictogram.BOX:.5f})"
            d = escape(" ".join(s.path.split()))  # on one line: an attribute's line breaks are spaces anyway
            out.append(f'<path d="{d}" transform="{move}" fill="{s.fill}" fill-rule="nonzero"/>')
        else:
            out.append(_svg_lines(s))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _svg_lines(s: Lines) -> str:
    anchor, x = {"left": ("start", s.x), "center": ("middle", s.x + s.w / 2), "right": ("end", s.x + s.w)}[s.align]
    size = s.size * PT
    weight = ' font-weight="bold"' if s.bold else ""
    rows = []
    for i, line in enumerate(s.lines):  # a cell's text sits on a baseline near its bottom, as in the PDF
        y = s.y + i * s.step + s.step / 2 + size * 0.35
        rows.append(
            f'<text x="{x:.2f}" y="{y:.2f}" font-size="{size:.2f}" text-anchor="{anchor}" fill="{s.colour}"{weight}>'
            f"{escape(line)}</text>"
        )
    return "\n".join(rows)


def write_faces(
    ed: Edition, folder: Path, kind: str, only: set[str] | None = None, inputs: Any = (), lang: str = SOURCE
) -> list[Path]:
    """One file a card and landmark into ``folder``, named by its id: ``kind`` ``svg`` or ``png`` (each
    written whole, never through a link: engine.load.writes), its words in ``lang``."""
    writes.folder(folder)
    written = []
    for face in faces(ed, measure_for_svg(), only, lang):
        path = folder / f"{face.ident}.{kind}"
        writes.replace(path, svg(face) if kind == "svg" else png(face), inputs)
        written.append(path)
    return written


# -- PNG -----------------------------------------------------------------------------------------------
def png(face: Face, dpi: int = 300) -> bytes:
    """A card's face as a PNG image at ``dpi`` (Pillow, which fpdf2 brings)."""
    import io

    from PIL import Image, ImageDraw

    scale = dpi / 25.4
    image = Image.new("RGB", (round(WIDTH * scale), round(HEIGHT * scale)), "#ffffff")
    draw = ImageDraw.Draw(image)
    for s in face.shapes:
        if isinstance(s, Box):
            box = (s.x * scale, s.y * scale, (s.x + s.w) * scale - 1, (s.y + s.h) * scale - 1)
            draw.rectangle(box, fill=s.fill, outline=s.stroke, width=max(1, round(0.2 * scale)) if s.stroke else 0)
        elif isinstance(s, Symbol):
            draw.polygon([(x * scale, y * scale) for x, y in _points(s)], fill=s.fill)
            if s.letter:
                _png_lines(draw, _label(s), scale)
        elif isinstance(s, Picture):
            _png_picture(draw, s, scale)
        else:
            _png_lines(draw, s, scale)
    out = io.BytesIO()
    image.save(out, format="PNG", dpi=(dpi, dpi))
    return out.getvalue()


def _png_picture(draw: Any, s: Picture, scale: float) -> None:
    """An icon's symbol, row by row of pixels: where each row is inside it (the nonzero rule)."""
    polygons = pictogram.outlines(s.segments)
    k = s.size / pictogram.BOX
    for row in range(math.floor(s.y * scale), math.ceil((s.y + s.size) * scale)):
        for a, b in pictogram.spans(polygons, ((row + 0.5) / scale - s.y) / k):
            left, right = round((s.x + a * k) * scale), round((s.x + b * k) * scale) - 1
            if right >= left:
                draw.line((left, row, right, row), fill=s.fill)


def _png_lines(draw: Any, s: Lines, scale: float) -> None:
    font = _font(s.size * PT * scale, s.bold)
    for i, line in enumerate(s.lines):
        y = (s.y + i * s.step + s.step / 2) * scale
        x = {"left": s.x, "center": s.x + s.w / 2, "right": s.x + s.w}[s.align] * scale
        anchor = {"left": "lm", "center": "mm", "right": "rm"}[s.align]
        draw.text((x, y), line, fill=s.colour, font=font, anchor=anchor)


def _font(pixels: float, bold: bool) -> Any:
    from PIL import ImageFont

    path = FONTS / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")
    if path.is_file():
        return ImageFont.truetype(str(path), max(1, round(pixels)))
    return ImageFont.load_default(max(1.0, pixels))
