"""What ``mk tune`` may change and what it aims at, as the command line says them: ``--vary PATH=LOW..HIGH``
(a :class:`Knob`: a number of the edition's data named by its path) and ``--target`` (a :class:`Target`),
each checked against the edition (did-you-mean), bounded (:data:`KNOBS`, :data:`TARGETS_MOST`,
:data:`DIGITS`) and deduplicated; and a candidate's file made of their values (:func:`candidate`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.errors import MkError, UnknownName
from engine.core.show import brief
from engine.load.loader import load_edition

NUMBER = re.compile(r"(?<![\w.#])\d+(?![\w.])")
"""A number written in an effect (not part of a name such as ``fuzz_0``)."""


@dataclass(frozen=True)
class Knob:
    """A number that may change: its path and its range (both ends included)."""

    path: str
    low: int
    high: int


TARGETS = "seats, card:ID, pick:ID=LOW..HIGH, length:MIN..MAX, like:EDITION"
"""The targets ``--target`` takes, as its help and its errors say them."""


@dataclass(frozen=True)
class Target:
    """What the games should do: ``seats``; ``card`` or ``pick`` (with the card's id, and for ``pick``
    a band of shares of cities, 0 to 1); ``length`` (a range of mean turns); ``like`` (an edition)."""

    kind: str
    card: str = ""
    low: float = 0.0
    high: float = 0.0
    edition: str = ""


DIGITS = 12
"""The most digits of a number in ``--vary`` or ``--target`` (as in an edition: ``integer_digits``)."""
KNOBS = 64
"""The most numbers ``mk tune`` varies at once (the search grows with each, and no question needs more)."""
TARGETS_MOST = 16
"""The most ``--target`` aims of one search."""


def parse_knobs(texts: Sequence[str], data: Any) -> list[Knob]:
    """Every ``--vary``, checked (:func:`parse_knob`): a path named twice is one knob when its ranges
    agree, an error when they do not; at most :data:`KNOBS` of them."""
    unique = list(dict.fromkeys(texts))
    if len(unique) > KNOBS * 4:  # not even read one by one
        raise MkError(f"--vary: {len(unique):,} numbers to vary; mk tune varies at most {KNOBS} at once")
    knobs: dict[str, Knob] = {}
    for text in unique:
        knob = parse_knob(text, data)
        if knobs.setdefault(knob.path, knob) != knob:
            raise MkError(f"--vary {brief(knob.path)} is given twice, with different ranges")
    if len(knobs) > KNOBS:
        raise MkError(f"--vary: {len(knobs):,} numbers to vary; mk tune varies at most {KNOBS} at once")
    return list(knobs.values())


def parse_targets(texts: Sequence[str], data: Any) -> list[Target]:
    """Every ``--target`` (:func:`parse_target`), each once; at most :data:`TARGETS_MOST`."""
    unique = list(dict.fromkeys(texts))
    if len(unique) > TARGETS_MOST:
        raise MkError(f"--target: {len(unique):,} targets; a search aims at most at {TARGETS_MOST}")
    return [parse_target(t, data) for t in unique]


def parse_knob(text: str, data: Any) -> Knob:
    """``PATH=LOW..HIGH``, checked against the edition's data (did-you-mean for a wrong name)."""
    number = f"(-?[0-9]{{1,{DIGITS}}})"
    found = re.fullmatch(rf"\s*([\w.#-]{{1,200}})\s*=\s*{number}\s*\.\.\s*{number}\s*", text)
    if found is None:
        raise MkError(
            f"--vary {brief(text)}: write PATH=LOW..HIGH, such as cards.ID.cost=1..4 (numbers of up to {DIGITS} digits)"
        )
    path, low, high = found.group(1), int(found.group(2)), int(found.group(3))
    if low > high:
        raise MkError(f"--vary {brief(text)}: the range goes from low to high")
    current(data, path)  # the path names a number of the edition
    return Knob(path, low, high)


def parse_target(text: str, data: Any) -> Target:
    """A target as ``--target`` writes it (:data:`TARGETS`), its card or edition checked (did-you-mean)."""
    if text == "seats":
        return Target("seats")
    if text.startswith("card:"):
        return Target("card", card=_card(text[5:], data))
    number = f"([0-9]{{1,{DIGITS}}})"
    found = re.fullmatch(rf"pick:([^=]+)={number}\.\.{number}%?", text)
    if found is not None and int(found.group(2)) <= int(found.group(3)) <= 100:
        return Target(
            "pick", card=_card(found.group(1), data), low=int(found.group(2)) / 100, high=int(found.group(3)) / 100
        )
    found = re.fullmatch(rf"length:{number}\.\.{number}", text)
    if found is not None and int(found.group(1)) <= int(found.group(2)):
        return Target("length", low=float(found.group(1)), high=float(found.group(2)))
    if text.startswith("like:") and text[5:]:
        load_edition(text[5:])  # a name or a file mk can read, or its error
        return Target("like", edition=text[5:])
    raise MkError(f"--target {brief(text)}: one of {TARGETS} (pick: percent of cities, such as pick:ID=20..80)")


def _card(card: str, data: Any) -> str:
    if card not in data["cards"]:
        raise UnknownName("card", card, list(data["cards"]))
    return card


def _parts(path: str) -> tuple[str, str, str, int]:
    """(section, name, field, N) of ``section.name.field`` (N: the number of ``effect#N``, else 0)."""
    if path.startswith("options."):
        return "options", path[8:], "", 0
    bits = path.split(".")
    if len(bits) != 3 or bits[0] not in ("cards", "landmarks"):
        raise MkError(f"--vary {brief(path)}: a path is cards.ID.FIELD, landmarks.ID.FIELD or options.NAME")
    section, name, field = bits
    n = 0
    if field.startswith("effect#"):
        digits = field[7:]
        field, n = "effect", int(digits) if re.fullmatch(f"[0-9]{{1,{DIGITS}}}", digits) else 0
        if n < 1:
            raise MkError(f"--vary {brief(path)}: effect#N counts the numbers of the effect from 1")
    return section, name, field, n


def current(data: Any, path: str) -> int:
    """The number at ``path`` in the edition's data now."""
    section, name, field, n = _parts(path)
    if section == "options":
        value = data.get("options", {}).get(name)
        if not isinstance(value, int) or isinstance(value, bool):
            raise MkError(f"--vary {path}: the edition has no number option {name!r}")
        return value
    entries = data[section]
    if name not in entries:
        raise UnknownName(section[:-1], name, list(entries))
    entry = entries[name]
    if field == "effect":
        numbers = NUMBER.findall(str(entry.get("effect", "")))
        if n > len(numbers):
            raise MkError(f"--vary {path}: the effect of {name} has {len(numbers)} number(s)")
        return int(numbers[n - 1])
    if field == "roll" and entry.get("roll"):
        return int(entry["roll"][0])
    value = entry.get(field)
    if not isinstance(value, int) or isinstance(value, bool):
        raise MkError(f"--vary {path}: {name} has no number {field!r} (cost, roll, copies, effect#N)")
    return value


def candidate(parent: str, data: Any, values: dict[str, int], name: str) -> dict[str, Any]:
    """An edition file's data: ``parent`` extended with ``values`` at their paths, and nothing else."""
    out: dict[str, Any] = {"extends": parent, "name": name}
    for path, value in values.items():
        section, ident, field, n = _parts(path)
        if section == "options":
            out.setdefault("options", {})[ident] = value
            continue
        entry = out.setdefault(section, {}).setdefault(ident, {})
        if field == "effect":
            text = str(entry.get("effect", data[section][ident]["effect"]))
            spans = list(NUMBER.finditer(text))
            at = spans[n - 1]
            entry["effect"] = text[: at.start()] + str(value) + text[at.end() :]
        elif field == "roll":
            roll = list(data[section][ident]["roll"])
            entry["roll"] = [value + (r - roll[0]) for r in roll]
        else:
            entry[field] = value
    return out
