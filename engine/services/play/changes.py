"""What a house rule changes against its parent: the cards and landmarks it adds, changes and removes,
and the options it sets (``mk print``'s summary page, in the sheets' language; ``--only-new``; ``mk
compare``'s and the editor's words, in English)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from engine.core.edition import Card, Edition, Landmark
from engine.core.game import Game
from engine.core.show import roll_numbers
from engine.i18n import SOURCE
from engine.i18n.catalog import catalog
from engine.load import files
from engine.load.loader import load_text, resolve_ref
from engine.services.play.narrate import Words, effect_text, words


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


def changes(ed: Edition, parent: Edition, lang: str = SOURCE) -> list[Change]:
    """Every difference of ``ed`` from ``parent``: cards, then landmarks, then options (names and details
    in ``lang``)."""
    out: list[Change] = []
    w, was_w = words(ed, lang), words(parent, lang)
    for what, new, old in (
        ("card", {c.id: c for c in ed.cards}, {c.id: c for c in parent.cards}),
        ("landmark", {lm.id: lm for lm in ed.landmarks}, {lm.id: lm for lm in parent.landmarks}),
    ):
        for ident, item in new.items():
            if ident not in old:
                out.append(Change("added", what, ident, w.name(ident), (facts(item, ed, lang),)))
            else:
                details = _differences(item, old[ident], w, was_w)
                if details:
                    out.append(Change("changed", what, ident, w.name(ident), details))
        out += [Change("removed", what, i, was_w.name(i)) for i in old if i not in new]
    for key, value in ed.options.items():
        if parent.options.get(key) != value:
            said = w.t("change-was", now=_value(value), was=_value(parent.options.get(key)))
            out.append(Change("changed", "option", key, key, (said,)))
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
    return f"{change.name}: {', '.join(_inside(d) for d in change.details)}"


def _inside(detail: str) -> str:
    """A detail said inside a sentence: without the full stops of the rule texts it quotes."""
    return re.sub(r"\.(?= \()|\.(?=\)$)", "", detail)


def new_or_changed(ed: Edition, parent: Edition | None) -> set[str]:
    """The ids of the cards and landmarks ``ed`` adds or changes (all of them without a parent)."""
    if parent is None:
        return {c.id for c in ed.cards} | {lm.id for lm in ed.landmarks}
    return {c.ident for c in changes(ed, parent) if c.kind != "removed" and c.what != "option"}


def rule_text(item: Card | Landmark, ed: Edition, lang: str = SOURCE) -> str:
    """What a card or landmark does (its written text, else its effect's), in ``lang``."""
    if lang == SOURCE:
        return item.text or effect_text(item.effect.program, ed)
    return words(ed, lang).names.text(item.id) or effect_text(item.effect.program, ed, lang)


def summary(
    ed: Edition, parent: Edition, most: int | None = None, chars: int | None = None, lang: str = SOURCE
) -> list[str]:
    """The differences as sentences, one a line, in ``lang``; with ``most``, that many lines at most (the
    last says how many more there are), and with ``chars``, each cut there with "…" (a printed page)."""
    w = words(ed, lang)
    lines = _sentences(ed, parent, w)
    if chars is not None:
        lines = [line if len(line) <= chars else line[: chars - 1] + "…" for line in lines]
    if most is not None and len(lines) > most:
        lines = [*lines[: most - 1], w.t("summary-more", n=len(lines) - most + 1)]
    return lines


def _sentences(ed: Edition, parent: Edition, w: Words) -> list[str]:
    lines = []
    for c in changes(ed, parent, w.lang):
        if c.kind == "removed":
            lines.append(w.t("summary-removed", what=c.what, name=c.name))
        elif c.kind == "added":
            lines.append(w.t("summary-new", what=c.what, name=c.name, details=c.details[0]))
        elif c.what == "option":
            lines.append(w.t("summary-option", name=c.name, details=c.details[0]))
        else:
            details = w.t("sep-semicolon").join(_inside(d) for d in c.details)
            lines.append(w.t("summary-changed", what=c.what, name=c.name, details=details))
    return lines or [w.t("summary-nothing")]


def copies(card: Card, lang: str = SOURCE) -> str:
    """A card's copies in the supply: ``6``, or ``2 per player``."""
    return str(card.copies) if card.per_player is None else catalog(lang).t("change-per-player", n=card.per_player)


def facts(item: Card | Landmark, ed: Edition, lang: str = SOURCE) -> str:
    """A card's or landmark's facts and rule text, in a sentence or two."""
    w = words(ed, lang)
    text = rule_text(item, ed, lang)
    if isinstance(item, Card):
        colour = w.names.colour(item.colour.id)
        roll = roll_numbers(item.roll)
        return w.t("change-facts-card", colour=colour, roll=roll, cost=item.cost, copies=copies(item, lang), text=text)
    return w.t("change-facts-landmark", cost=item.cost, text=text)


def _differences(new: Card | Landmark, old: Card | Landmark, w: Words, was_w: Words) -> tuple[str, ...]:
    out = []
    t = w.t
    if new.name != old.name:
        out.append(t("change-named", now=w.name(new.id), was=was_w.name(old.id)))
    if new.cost != old.cost:
        out.append(t("change-cost", now=new.cost, was=old.cost))
    if isinstance(new, Card) and isinstance(old, Card):
        if new.roll != old.roll:
            out.append(t("change-roll", now=roll_numbers(new.roll), was=roll_numbers(old.roll)))
        if new.colour.id != old.colour.id:
            out.append(t("change-was", now=w.names.colour(new.colour.id), was=was_w.names.colour(old.colour.id)))
        if copies(new) != copies(old):
            out.append(t("change-supply", now=copies(new, w.lang), was=copies(old, w.lang)))
        if new.icon != old.icon:  # by id in English (mk compare's words), by name in another language
            icon, was_icon = (str(new.icon), str(old.icon)) if w.lang == SOURCE else (_icon(w, new), _icon(was_w, old))
            out.append(t("change-icon", now=icon, was=was_icon))
    if new.effect.text != old.effect.text or new.text != old.text:
        now, was = rule_text(new, w.edition, w.lang), rule_text(old, was_w.edition, w.lang)
        out.append(t("change-text", now=now, was=was))
    return tuple(out)


def _icon(w: Words, card: Card) -> str:
    return w.names.icon(card.icon) if card.icon else "-"


def _value(value: object) -> str:
    return "unset" if value is None else str(value).lower() if isinstance(value, bool) else str(value)
