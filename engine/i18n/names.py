"""An edition's names in a language: cards, landmarks, icons, colours, markets and the edition's own.

English names are the edition file's (``name:`` fields). Another language's are in locale files next
to it: for ``editions/NAME.yaml``, ``editions/locales/nl/NAME.ftl``, and so for a house rule in any
folder. An edition reads the locale files of every file it extends, parent first; a name a file gives
in English is translated only by that file's locale files or a later one's (a house rule that renames
a card is not shown the parent's translation of the old name). What no locale file names is shown in
English.

A locale file holds Fluent messages: ``tea_room = Theesalon`` for a card or landmark by its id;
``edition-name``, ``edition-description``, ``colour-<id>``, ``icon-<id>``, ``market-<id>`` (with a
``.description``), ``market-<id>-<row>``. Attributes: ``.unofficial = yes`` marks a name nobody
has seen printed (to be replaced when the printed one is found), ``.text`` translates a card's written ``text``,
and any other attribute is grammar the language's messages may select on (``.gender``, ``.article``,
Turkish case forms): it reaches them as ``$card_gender`` beside ``$card``.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.syntax import ast as ftl

from dsl.errors import suggest
from engine.core.edition import RULES, Edition
from engine.core.errors import EditionError, Problem
from engine.i18n import LANGUAGES, PSEUDO, SOURCE
from engine.i18n.catalog import CatalogError, catalog, check, read
from engine.i18n.pseudo import accent
from engine.load import files as loadfiles
from engine.load.loader import files_read
from engine.load.yamlpos import load_located

RESERVED = frozenset({"unofficial", "text", "description"})
"""Attributes of a name that are not grammar."""


def locale_file(edition_file: str | Path, lang: str) -> Path:
    """Where an edition file's names in ``lang`` are."""
    path = Path(edition_file)
    return path.parent / "locales" / lang / f"{path.stem}.ftl"


def own_data(edition_file: str | Path) -> dict[str, Any]:
    """An edition file's own data, read within mk's limits ({} for one that cannot be read: its edition
    was loaded, so this only happens when it changed since)."""
    text, problem = loadfiles.read_text(edition_file)
    if problem is not None or text is None:
        return {}
    try:
        data = load_located(text, str(edition_file), strict=False).data
    except EditionError:
        return {}
    return data if isinstance(data, dict) else {}


def beside(edition_file: str | Path, where: Path) -> bool:
    """Whether a language file lies in its edition file's folder (its links followed)."""
    return loadfiles.inside(where, (os.path.realpath(Path(edition_file).parent),))


def named(data: dict[str, Any]) -> Iterator[str]:
    """The message ids of the names an edition file gives in English (its own, not its parents')."""
    if "name" in data:
        yield "edition-name"
    if "description" in data:
        yield "edition-description"
    for section, prefix in (("cards", ""), ("landmarks", ""), ("colours", "colour-"), ("icons", "icon-")):
        for ident, item in (data.get(section) or {}).items():
            if isinstance(item, dict) and ("name" in item or "text" in item):
                yield prefix + str(ident)
    for ident, market in (data.get("markets") or {}).items():
        if isinstance(market, dict):
            if "name" in market or "description" in market:
                yield f"market-{ident}"
            for row, spec in (market.get("rows") or {}).items():
                if isinstance(spec, dict) and "name" in spec:
                    yield f"market-{ident}-{row}"


def chain(edition: Edition) -> list[str]:
    """The files an edition is read from, the first parent first, the edition's own last."""
    return list(dict.fromkeys(files_read(edition.file or edition.id)[1:])) or [edition.file]


class Names:
    """The names of one edition in one language."""

    def __init__(self, edition: Edition, lang: str):
        self.edition = edition
        self.lang = lang
        self.messages: dict[str, ftl.Message] = {}
        """The translated names, by message id."""
        self.sources: dict[str, Path] = {}
        """The locale file each translated name comes from."""
        if lang not in (SOURCE, PSEUDO):
            for file in chain(edition):
                for msg_id in named(own_data(file)):  # renamed here: a parent's translation no longer fits
                    self.messages.pop(msg_id, None)
                where = locale_file(file, lang)
                if where.is_file() and beside(file, where):
                    for item in read(where).body:
                        if isinstance(item, ftl.Message):
                            self.messages[item.id.name] = item
                            self.sources[item.id.name] = where
        self._bundle = FluentBundle([SOURCE if lang == PSEUDO else lang], use_isolating=False)
        self._bundle.add_resource(ftl.Resource(list(self.messages.values())))

    def _text(self, msg_id: str, english: str, attr: str | None = None) -> str:
        if self.lang == PSEUDO:
            return accent(english)
        if msg_id not in self.messages:
            return english
        message = self._bundle.get_message(msg_id)
        pattern = message.value if attr is None else message.attributes.get(attr)
        if pattern is None:
            return english
        text, errors = self._bundle.format_pattern(pattern, {})
        if errors:
            raise CatalogError(f"{self.sources[msg_id]}: {msg_id}: {'; '.join(map(str, errors))}")
        return str(text)

    def name(self, ident: str) -> str:
        """A card's or landmark's name (what ``Edition.name_of`` says in English)."""
        if ident == RULES:
            return catalog(self.lang).t("the-rules")
        return self._text(ident, self.edition.name_of(ident))

    def grammar(self, ident: str) -> dict[str, str]:
        """The grammar attributes of a card's or landmark's name (``gender``: ``feminine``)."""
        message = self.messages.get(ident)
        if message is None or self.lang == PSEUDO:
            return {}
        out = {}
        for attribute in message.attributes:
            if attribute.id.name not in RESERVED:
                out[attribute.id.name] = self._text(ident, "", attribute.id.name)
        return out

    def args(self, key: str, ident: str) -> dict[str, str]:
        """A name as a message's arguments: ``{key: name, key_<attr>: value, ...}``."""
        return {key: self.name(ident), **{f"{key}_{a}": v for a, v in self.grammar(ident).items()}}

    def unofficial(self, msg_id: str) -> bool:
        """Whether a translated name is marked as not printed (made by this project)."""
        message = self.messages.get(msg_id)
        return message is not None and _attribute(message, "unofficial") is not None

    def text(self, ident: str) -> str | None:
        """A card's or landmark's written rule text (its ``text``), if it has one."""
        ed = self.edition
        item = ed.cards[ed.card_index[ident]] if ident in ed.card_index else ed.landmarks[ed.landmark_index[ident]]
        return None if item.text is None else self._text(ident, item.text, "text")

    def edition_name(self) -> str:
        return self._text("edition-name", self.edition.name)

    def description(self) -> str:
        return self._text("edition-description", self.edition.description)

    def icon(self, icon: str) -> str:
        return self._text(f"icon-{icon}", self.edition.icons.get(icon, icon))

    def colour(self, colour: str) -> str:
        found = self.edition.colours.get(colour)
        return self._text(f"colour-{colour}", found.name if found is not None else colour)

    def market(self, market: str, english: str) -> str:
        return self._text(f"market-{market}", english)

    def market_description(self, market: str, english: str) -> str:
        return self._text(f"market-{market}", english, "description")

    def row(self, market: str, row: str, english: str) -> str:
        return self._text(f"market-{market}-{row}", english)


def _attribute(message: ftl.Message, name: str) -> ftl.Pattern | None:
    return next((a.value for a in message.attributes if a.id.name == name), None)


_CACHE: dict[tuple[int, str], Names] = {}


def names(edition: Edition, lang: str) -> Names:
    """An edition's names in ``lang`` (read once per loaded edition and language)."""
    key = (id(edition), lang)
    found = _CACHE.get(key)
    if found is None or found.edition is not edition:
        if len(_CACHE) >= 64:
            _CACHE.clear()
        found = _CACHE[key] = Names(edition, lang)
    return found


def problems(edition: Edition, edition_file: str | Path) -> list[Problem]:
    """What is wrong with the language files of one edition file (``mk validate``): a file that is not
    Fluent or names a thing twice, one that lies outside the edition's folder (MK109, errors), and a name
    of no card, landmark or word of the edition (MK109, a warning, with the closest)."""
    known = {c.id for c in edition.cards} | {lm.id for lm in edition.landmarks}
    for file in chain(edition):
        known |= set(named(own_data(file)))
    known |= {f"colour-{c}" for c in edition.colours} | {f"icon-{i}" for i in edition.icons}
    known |= {f"market-{m}" for m in edition.markets} | {"edition-name", "edition-description"}
    known |= {f"market-{m}-{row.name}" for m, rule in edition.markets.items() for row in rule.rows if row.name}
    found: list[Problem] = []
    for lang in LANGUAGES:
        where = locale_file(edition_file, lang)
        if not where.is_file():
            continue
        if not beside(edition_file, where):
            found.append(Problem("MK109", "a language file leads outside its edition's folder", str(where)))
            continue
        said, resource = check(where)
        found += said
        text = (loadfiles.read_text(where)[0] or "") if resource is not None else ""  # read once, for the lines
        for item in resource.body if resource is not None else ():
            if isinstance(item, ftl.Message) and item.id.name not in known:
                near = suggest(item.id.name, sorted(known))
                line = 1 + (text[: item.span.start].count("\n") if item.span else 0)
                message = f"{item.id.name} names nothing of the edition"
                found.append(Problem("MK109", message, str(where), line, 1, near, level="warning"))
    return found
