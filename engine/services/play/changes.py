"""What a house rule changes against its parent, in English: the cards and landmarks it adds, changes
and removes, and the options it sets (``mk print``'s summary page, ``--only-new``)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from engine.core.edition import Card, Edition, Landmark
from engine.core.game import Game
from engine.core.show import roll_numbers
from engine.load import files
from engine.load.loader import load_text, resolve_ref
from engine.services.play.narrate import effect_text


@dataclass(frozen=True)
class Change:
    """One difference: ``kind`` is ``added``, ``changed`` or ``removed``; ``what`` a card, landmark or option."""

    kind: str
    what: str
    ident: str
    name: str
    details: tuple[str, ...] = ()


def parent_of(ref: str) -> Edition | None:
    """The edition that ``ref`` (a name or a file) extends, merged as the file sees it; ``None`` when it
    extends nothing."""
    path = resolve_ref(ref)
    text, problem = files.read_text(path)
    data = yaml.safe_load(text) if problem is None and text is not None else None
    if not isinstance(data, dict) or not data.get("extends"):
        return None
    # the parent as a file beside it would name it, so that relative paths resolve the same way
    stub = yaml.safe_dump({"extends": data["extends"], "name": "parent", "edition": "parent"})
    return load_text(stub, str(Path(path).with_name(f"parent-of-{Path(path).name}")))


def parent_name(ref: str) -> str:
    """What ``ref`` extends, as its file says it (an edition, or a list of them)."""
    text, _ = files.read_text(resolve_ref(ref))
    data = yaml.safe_load(text) if text else None
    extends = data.get("extends") if isinstance(data, dict) else None
    return ", ".join(map(str, extends)) if isinstance(extends, list) else str(extends)


def changes(ed: Edition, parent: Edition) -> list[Change]:
    """Every difference of ``ed`` from ``parent``: cards, then landmarks, then options."""
    out: list[Change] = []
    for what, new, old in (
        ("card", {c.id: c for c in ed.cards}, {c.id: c for c in parent.cards}),
        ("landmark", {lm.id: lm for lm in ed.landmarks}, {lm.id: lm for lm in parent.landmarks}),
    ):
        for ident, item in new.items():
            if ident not in old:
                out.append(Change("added", what, ident, item.name, (facts(item, ed),)))
            else:
                details = _differences(item, old[ident], ed, parent)
                if details:
                    out.append(Change("changed", what, ident, item.name, details))
        out += [Change("removed", what, i, t.name) for i, t in old.items() if i not in new]
    for key, value in ed.options.items():
        if parent.options.get(key) != value:
            was = parent.options.get(key)
            out.append(Change("changed", "option", key, key, (f"{_value(value)} (was {_value(was)})",)))
    return out


def rule_changes(b: Game, a: Game) -> list[Change]:
    """Every difference of the rules game ``b`` is played by from those of game ``a`` (the same number of
    players): its edition's cards and landmarks (:func:`changes`), then each rule option whose value
    differs once the editions', the variants' and the given options are resolved."""
    out = [c for c in changes(b.edition, a.edition) if c.what != "option"]
    now, was = b.options.as_dict(), a.options.as_dict()
    for key in sorted(set(now) | set(was)):
        if now.get(key) != was.get(key):
            out.append(Change("changed", "option", key, key, (f"{_value(now.get(key))} (was {_value(was.get(key))})",)))
    return out


def said(change: Change) -> str:
    """One change in a few words: "new card Sushi Bar", "Cafe: costs 1 (was 2)", "rule option X: 5 (was 3)"."""
    if change.kind == "added":
        return f"new {change.what} {change.name}"
    if change.kind == "removed":
        return f"no {change.what} {change.name}"
    if change.what == "option":
        return f"rule option {change.name}: {change.details[0]}"
    details = [re.sub(r"\.(?= \(was: )|\.(?=\)$)", "", d) for d in change.details]  # no sentence's full stop inside
    return f"{change.name}: {', '.join(details)}"


def new_or_changed(ed: Edition, parent: Edition | None) -> set[str]:
    """The ids of the cards and landmarks ``ed`` adds or changes (all of them without a parent)."""
    if parent is None:
        return {c.id for c in ed.cards} | {lm.id for lm in ed.landmarks}
    return {c.ident for c in changes(ed, parent) if c.kind != "removed" and c.what != "option"}


def rule_text(item: Card | Landmark, ed: Edition) -> str:
    """What a card or landmark does, in English."""
    return item.text or effect_text(item.effect.program, ed)


def summary(ed: Edition, parent: Edition, most: int | None = None, chars: int | None = None) -> list[str]:
    """The differences as sentences, one a line; with ``most``, that many lines at most (the last says
    how many more there are), and with ``chars``, each cut there with "…" (a printed page)."""
    lines = _sentences(ed, parent)
    if chars is not None:
        lines = [line if len(line) <= chars else line[: chars - 1] + "…" for line in lines]
    if most is not None and len(lines) > most:
        lines = [*lines[: most - 1], f"… and {len(lines) - most + 1:,} more changes (mk compare lists them all)."]
    return lines


def _sentences(ed: Edition, parent: Edition) -> list[str]:
    lines = []
    for c in changes(ed, parent):
        if c.kind == "removed":
            lines.append(f"Removed: the {c.what} {c.name}.")
        elif c.kind == "added":
            lines.append(f"New {c.what}: {c.name}: {c.details[0]}")
        elif c.what == "option":
            lines.append(f"Rule option {c.name}: {c.details[0]}.")
        else:
            lines.append(f"Changed {c.what}: {c.name}: {'; '.join(c.details)}.")
    return lines or ["It changes nothing of its parent."]


def copies(card: Card) -> str:
    """A card's copies in the supply: ``6``, or ``2 per player``."""
    return str(card.copies) if card.per_player is None else f"{card.per_player} per player"


def facts(item: Card | Landmark, ed: Edition) -> str:
    """A card's or landmark's facts and rule text, in a sentence or two."""
    if isinstance(item, Card):
        facts = f"{item.colour.name}, roll {roll_numbers(item.roll)}, costs {item.cost}, {copies(item)} in the supply"
        return f"{facts}. {rule_text(item, ed)}"
    return f"costs {item.cost}. {rule_text(item, ed)}"


def _differences(new: Card | Landmark, old: Card | Landmark, ed: Edition, parent: Edition) -> tuple[str, ...]:
    out = []
    if new.name != old.name:
        out.append(f"named {new.name} (was {old.name})")
    if new.cost != old.cost:
        out.append(f"costs {new.cost} (was {old.cost})")
    if isinstance(new, Card) and isinstance(old, Card):
        if new.roll != old.roll:
            out.append(f"roll {roll_numbers(new.roll)} (was {roll_numbers(old.roll)})")
        if new.colour.id != old.colour.id:
            out.append(f"{new.colour.name} (was {old.colour.name})")
        if copies(new) != copies(old):
            out.append(f"{copies(new)} in the supply (was {copies(old)})")
        if new.icon != old.icon:
            out.append(f"icon {new.icon} (was {old.icon})")
    if new.effect.text != old.effect.text or new.text != old.text:
        out.append(f"now: {rule_text(new, ed)} (was: {rule_text(old, parent)})")
    return tuple(out)


def _value(value: object) -> str:
    return "unset" if value is None else str(value).lower() if isinstance(value, bool) else str(value)
