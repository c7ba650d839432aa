"""An icon's symbol (``icons: {ID: {symbol: ...}}``): a small picture for printed cards, as the outline
of an SVG path in a box of :data:`BOX` x :data:`BOX` units (x to the right, y down).

A symbol takes the path commands ``M``, ``L``, ``H``, ``V``, ``C``, ``Q``, ``A`` and ``Z`` (upper case:
absolute; lower case: relative to the current point), numbers separated by spaces or commas, and
nothing else. It is filled as SVG fills a path by default (the nonzero rule): subpaths that overlap
add up, and a subpath drawn the other way round inside another cuts a hole. Every point it draws
stays inside the box.

:func:`read` gives the path as absolute moves, lines and cubic curves (a quadratic curve and an arc
become cubic curves), which every renderer draws alike; a malformed path raises :class:`SymbolError`
with the place in the text where it goes wrong.

>>> [s.kind for s in read("M2 2 h20 v20 H2 z")]
['M', 'L', 'L', 'L', 'Z']
>>> read("M2 2 L30 2")
Traceback (most recent call last):
    ...
engine.load.pictogram.SymbolError: the point (30, 2) is outside the 24 x 24 box
"""

from __future__ import annotations

import functools
import math
import re
from typing import NamedTuple

BOX = 24.0
"""The size of a symbol's box, in the path's units."""
COMMANDS = "MLHVCQAZ"
ARGUMENTS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "Q": 4, "A": 7, "Z": 0}
"""How many numbers each command takes (it may repeat them: ``L 1 1 2 2`` is two lines)."""
SLACK = 0.01
"""How far outside the box a drawn point may go (rounding)."""
STEPS = 12
"""Straight pieces a curve is cut into where a symbol is drawn as a polygon."""
FLAT = 1e6
"""The largest radius an arc is drawn with (a larger one is as good as a straight line in the box)."""

Point = tuple[float, float]
_NUMBER = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
_SPACE = re.compile(r"[\s,]*")
_LETTERS = COMMANDS + COMMANDS.lower()


class SymbolError(ValueError):
    """A symbol that is no path :func:`read` can draw; ``offset``: where in its text (from 0)."""

    def __init__(self, message: str, offset: int):
        super().__init__(message)
        self.offset = offset


class Segment(NamedTuple):
    """One piece of a path, absolute: ``M`` (a point), ``L`` (its end), ``C`` (two control points and
    its end) or ``Z`` (no points); ``at``: where its command is in the text."""

    kind: str
    points: tuple[Point, ...]
    at: int


@functools.lru_cache(maxsize=256)
def read(text: str) -> tuple[Segment, ...]:
    """The path of a symbol as absolute moves, lines, cubic curves and closes; :class:`SymbolError`.
    (Read once a text: the loader checks it, and every card of its icon draws it.)"""
    scan = _Scanner(text)
    out: list[Segment] = []
    here = start = (0.0, 0.0)
    command = ""
    while not scan.done():
        at = scan.pos
        letter = scan.letter()
        if letter is None and not command:
            raise SymbolError(f"a symbol begins with M, not {_shown(text, at)}", at)
        if letter is not None:
            command = letter
            if not out and command.upper() != "M":
                raise SymbolError(f"a symbol begins with M, not {command}", at)
        elif command.upper() == "Z":
            raise SymbolError("a number after Z: a new subpath begins with M", at)
        args = scan.numbers(command, at)
        pieces, here, start = _pieces(command, args, here, start, out, at)
        for piece in pieces:
            _inside(piece, out[-1].points[-1] if out and out[-1].points else start)
            out.append(piece)
        if command in "Mm":
            command = "L" if command == "M" else "l"  # more pairs after a move are lines
    if not any(s.kind in "LC" for s in out):
        raise SymbolError("a symbol draws nothing: it needs a line or a curve after its M", 0)
    return tuple(out)


class _Scanner:
    """The text of a path, read from left to right."""

    def __init__(self, text: str):
        self.text = text
        self.pos = 0
        self.skip()

    def skip(self) -> None:
        match = _SPACE.match(self.text, self.pos)
        self.pos = match.end() if match else self.pos

    def done(self) -> bool:
        return self.pos >= len(self.text)

    def letter(self) -> str | None:
        """The command letter here (and past it), or None when a number is here."""
        char = self.text[self.pos]
        if char in _LETTERS:
            self.pos += 1
            self.skip()
            return char
        if char.isalpha():
            raise SymbolError(f"{char} is no command of a symbol (they are {', '.join(COMMANDS)})", self.pos)
        if _NUMBER.match(self.text, self.pos) is None:
            raise SymbolError(f"unexpected {_shown(self.text, self.pos)}", self.pos)
        return None

    def numbers(self, command: str, at: int) -> list[float]:
        """The numbers of one use of ``command`` (an arc's flags are single digits, as SVG reads them)."""
        values: list[float] = []
        need = ARGUMENTS[command.upper()]
        for i in range(need):
            if self.done() or self.text[self.pos].isalpha():
                got = f"got {len(values)}" if values else "got none"
                raise SymbolError(f"{command} takes {need} numbers, {got}", at)
            if command.upper() == "A" and i in (3, 4):
                flag = self.text[self.pos]
                if flag not in "01":
                    raise SymbolError(f"an arc's flags are 0 or 1, not {_shown(self.text, self.pos)}", self.pos)
                self.pos += 1
                values.append(float(flag))
            else:
                match = _NUMBER.match(self.text, self.pos)
                if match is None:
                    raise SymbolError(f"unexpected {_shown(self.text, self.pos)}", self.pos)
                self.pos = match.end()
                values.append(float(match.group()))
            self.skip()
        return values


def _pieces(
    command: str, args: list[float], here: Point, start: Point, out: list[Segment], at: int
) -> tuple[list[Segment], Point, Point]:
    """The absolute segments of one use of ``command``, the new current point and subpath start."""
    kind, relative = command.upper(), command.islower()
    dx, dy = here if relative else (0.0, 0.0)
    pieces: list[Segment] = []
    if out and out[-1].kind == "Z" and kind not in "MZ":  # a subpath after Z begins where the last began
        pieces.append(Segment("M", (start,), at))
    if kind == "Z":
        return [Segment("Z", (), at)], start, start
    if kind in "ML":
        end = (args[0] + dx, args[1] + dy)
        if kind == "M":
            return [Segment("M", (end,), at)], end, end
        return [*pieces, Segment("L", (end,), at)], end, start
    if kind in "HV":
        end = (args[0] + dx, here[1]) if kind == "H" else (here[0], args[0] + dy)
        return [*pieces, Segment("L", (end,), at)], end, start
    if kind == "C":
        c1, c2, end = ((args[i] + dx, args[i + 1] + dy) for i in (0, 2, 4))
        return [*pieces, Segment("C", (c1, c2, end), at)], end, start
    if kind == "Q":  # the cubic curve that is this quadratic one
        q, end = (args[0] + dx, args[1] + dy), (args[2] + dx, args[3] + dy)
        c1 = (here[0] + 2 / 3 * (q[0] - here[0]), here[1] + 2 / 3 * (q[1] - here[1]))
        c2 = (end[0] + 2 / 3 * (q[0] - end[0]), end[1] + 2 / 3 * (q[1] - end[1]))
        return [*pieces, Segment("C", (c1, c2, end), at)], end, start
    end = (args[5] + dx, args[6] + dy)
    curves = _arc(here, args[0], args[1], args[2], bool(args[3]), bool(args[4]), end)
    return [*pieces, *(Segment(curve, points, at) for curve, points in curves)], end, start


def _arc(
    p1: Point, rx: float, ry: float, rotation: float, large: bool, sweep: bool, p2: Point
) -> list[tuple[str, tuple[Point, ...]]]:
    """An elliptical arc as SVG draws it (its centre found from its ends), as cubic curves of a
    quarter turn at most; a line when a radius is 0, nothing when its ends are one point."""
    if p1 == p2:
        return []
    rx, ry = min(abs(rx), FLAT), min(abs(ry), FLAT)  # a radius that large draws the arc straight anyway
    if rx < 1e-9 or ry < 1e-9:  # SVG draws an arc of radius 0 as a line (and so, near enough, one of 1e-9)
        return [("L", (p2,))]
    cos, sin = math.cos(math.radians(rotation)), math.sin(math.radians(rotation))
    hx, hy = (p1[0] - p2[0]) / 2, (p1[1] - p2[1]) / 2
    x1, y1 = cos * hx + sin * hy, -sin * hx + cos * hy
    grow = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
    if grow > 1:  # radii too small to join the ends: scaled up until they do
        rx, ry = rx * math.sqrt(grow), ry * math.sqrt(grow)
    over = rx * rx * y1 * y1 + ry * ry * x1 * x1
    root = math.sqrt(max(0.0, (rx * rx * ry * ry - over) / over)) * (-1 if large == sweep else 1)
    cx1, cy1 = root * rx * y1 / ry, -root * ry * x1 / rx
    cx = cos * cx1 - sin * cy1 + (p1[0] + p2[0]) / 2
    cy = sin * cx1 + cos * cy1 + (p1[1] + p2[1]) / 2
    first = math.atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
    turn = math.atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - first
    if sweep and turn < 0:
        turn += 2 * math.pi
    elif not sweep and turn > 0:
        turn -= 2 * math.pi
    parts = max(1, math.ceil(abs(turn) / (math.pi / 2) - 1e-9))
    step = turn / parts
    k = 4 / 3 * math.tan(step / 4)

    def at(t: float) -> tuple[Point, Point]:  # the point at angle t and its derivative
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        dx, dy = -rx * math.sin(t), ry * math.cos(t)
        return (cx + cos * ex - sin * ey, cy + sin * ex + cos * ey), (cos * dx - sin * dy, sin * dx + cos * dy)

    curves: list[tuple[str, tuple[Point, ...]]] = []
    for i in range(parts):
        (ax, ay), (adx, ady) = at(first + i * step)
        (bx, by), (bdx, bdy) = at(first + (i + 1) * step)
        end = p2 if i == parts - 1 else (bx, by)
        curves.append(("C", ((ax + k * adx, ay + k * ady), (bx - k * bdx, by - k * bdy), end)))
    return curves


def _inside(piece: Segment, here: Point) -> None:
    """Every point ``piece`` draws is inside the box."""
    points = [*piece.points] if piece.kind in "ML" else _curve(here, piece.points) if piece.kind == "C" else []
    for x, y in points:
        if not (-SLACK <= x <= BOX + SLACK and -SLACK <= y <= BOX + SLACK):
            raise SymbolError(f"the point ({x:g}, {y:g}) is outside the {BOX:g} x {BOX:g} box", piece.at)


def _curve(p0: Point, controls: tuple[Point, ...], steps: int = STEPS) -> list[Point]:
    """Points along a cubic curve from ``p0`` (not ``p0`` itself), ``steps`` of them."""
    (x1, y1), (x2, y2), (x3, y3) = controls
    out = []
    for i in range(1, steps + 1):
        t = i / steps
        a, b, c, d = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t**3
        out.append((a * p0[0] + b * x1 + c * x2 + d * x3, a * p0[1] + b * y1 + c * y2 + d * y3))
    return out


def outlines(segments: tuple[Segment, ...]) -> list[list[Point]]:
    """Each subpath as a closed polygon (curves cut into :data:`STEPS` straight pieces)."""
    polygons: list[list[Point]] = []
    here = (0.0, 0.0)
    for s in segments:
        if s.kind == "M":
            polygons.append([s.points[0]])
        elif s.kind == "L":
            polygons[-1].append(s.points[0])
        elif s.kind == "C":
            polygons[-1] += _curve(here, s.points)
        elif polygons:
            here = polygons[-1][0]
            continue
        here = polygons[-1][-1]
    return [p for p in polygons if len(p) > 2]


def spans(polygons: list[list[Point]], y: float) -> list[tuple[float, float]]:
    """Where the row at height ``y`` is inside the filled symbol (the nonzero rule), left to right."""
    crossings: list[tuple[float, int]] = []
    for polygon in polygons:
        for (xa, ya), (xb, yb) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
            if (ya <= y < yb) or (yb <= y < ya):
                crossings.append((xa + (y - ya) * (xb - xa) / (yb - ya), 1 if yb > ya else -1))
    crossings.sort()
    out: list[tuple[float, float]] = []
    winding = 0
    for i, (x, turn) in enumerate(crossings):
        winding += turn
        if winding != 0 and i + 1 < len(crossings):
            out.append((x, crossings[i + 1][0]))
    return out


def key(segments: tuple[Segment, ...]) -> tuple[tuple[str, tuple[Point, ...]], ...]:
    """What a path draws, without where its text says it: two symbols with the same key are the same."""
    return tuple((s.kind, tuple((round(x, 3), round(y, 3)) for x, y in s.points)) for s in segments)


def _shown(text: str, at: int) -> str:
    return repr(text[at]) if at < len(text) else "the end"
