"""What an editor asks of an edition file as it is typed (``mk lsp``): its problems, what the id or
effect under the cursor is, what may be typed there, and where an id is defined. Positions are
0-based lines and columns, as the language server protocol counts them; every answer is made from
the buffer's text, saved or not, with the same checks as ``mk validate`` (without its games, which
run when the file is saved).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

import yaml

from dsl.parser import keywords
from engine.core.edition import Card, Edition, Landmark
from engine.core.errors import EditionError, Problem
from engine.core.limits import LIMITS, too_much
from engine.load.checker import Checker
from engine.load.loader import builtin_editions, locate_text
from engine.load.yamlpos import Located, load_located
from engine.services.check.changes import facts

WORD = re.compile(r"[a-z_][a-z0-9_]*")
EFFECT_KEYS = ("effect", "rules", "requires", "cost")
"""Keys whose values may be effect-language text."""


@dataclass(frozen=True)
class Item:
    """A completion: its text, its kind (``card``, ``landmark``, ``icon``, ``colour``, ``keyword``,
    ``edition``) and a line about it."""

    label: str
    kind: str
    detail: str = ""


@dataclass(frozen=True)
class Place:
    """A place in a file: its path, 0-based line and column."""

    file: str
    line: int
    column: int


class Document:
    """One edition file's text as the editor has it, read once (every question below reuses it)."""

    def __init__(self, text: str, file: str):
        self.text = text
        self.file = file
        self.lines = text.split("\n")

    # -- reading ---------------------------------------------------------------------------------------
    @cached_property
    def located(self) -> Located | None:
        """The merged data and its places (None when the text is no YAML mk can read)."""
        if len(self.text.encode("utf-8", "replace")) > LIMITS["file_bytes"].value:
            return None
        try:
            return locate_text(self.text, self.file)
        except EditionError:
            return None

    @cached_property
    def loaded(self) -> tuple[Edition | None, list[Problem]]:
        size = len(self.text.encode("utf-8", "replace"))
        if size > LIMITS["file_bytes"].value:
            return None, [Problem("MK106", too_much("file_bytes", f"{size:,}"), self.file, 1, 1)]
        try:
            located = locate_text(self.text, self.file)
            return Checker(located).run(), []
        except EditionError as exc:
            return None, list(exc.problems)

    @cached_property
    def parent(self) -> Located | None:
        """The merged data of what this file extends, with the parents' places."""
        try:  # the merged data has no 'extends': the file's own has
            data = load_located(self.text, self.file, strict=False).data if self.located is not None else None
        except EditionError:
            return None
        if not isinstance(data, dict) or not data.get("extends"):
            return None
        stub = yaml.safe_dump({"extends": data["extends"], "name": "parent"})
        try:
            return locate_text(stub, str(Path(self.file).with_name(f"parent-of-{Path(self.file).name}")))
        except EditionError:
            return None

    @property
    def edition(self) -> Edition | None:
        return self.loaded[0]

    @cached_property
    def kind(self) -> str:
        """``edition``, ``scenario`` (checked by running it, when saved) or ``other`` (a YAML file that is
        not mk's, such as a CI workflow: nothing is said of it), by its top-level keys."""
        head = self.text[:200_000]
        if re.search(r"^(steps|expect|expect_error)\s*:", head, re.M):
            return "scenario"
        if re.search(r"^(extends|cards|landmarks|edition)\s*:", head, re.M) or "edition.schema.json" in head[:500]:
            return "edition"
        return "other"

    # -- what the editor asks --------------------------------------------------------------------------
    def problems(self) -> list[Problem]:
        """This file's problems (a parent's are reported at this file's ``extends``, as validate does);
        none for a file that is no edition."""
        if self.kind != "edition":
            return []
        return [p for p in self.loaded[1] if Path(p.file).resolve() == Path(self.file).resolve()]

    def hover(self, line: int, column: int) -> str | None:
        """Markdown about the id under the cursor, else about the card or landmark whose entry it is in."""
        word = self.word_at(line, column)
        data = self._data()
        if word is not None:
            found = self._describe(word, data)
            if found:
                return found
        path = self.path_at(line, column)
        if len(path) >= 2 and path[0] in ("cards", "landmarks"):
            return self._describe(str(path[1]), data)
        return None

    def complete(self, line: int, column: int) -> list[Item]:
        """What may be typed at the cursor: the colours after ``colour:``, the icons after ``icon:``, the
        editions after ``extends:``, the effect language's words and the ids inside an effect, else ids."""
        before = self.lines[line][:column] if line < len(self.lines) else ""
        data = self._data()
        cards = [Item(c, "card", _name(v)) for c, v in _entries(data, "cards")]
        landmarks = [Item(lm, "landmark", _name(v)) for lm, v in _entries(data, "landmarks")]
        icons = [Item(i, "icon", _name(v)) for i, v in _entries(data, "icons")]
        colours = [Item(c, "colour", _name(v)) for c, v in _entries(data, "colours")]
        if re.search(r"\bcolour:\s*[a-z_]*$", before):
            return colours
        if re.search(r"\bicon:\s*[a-z_]*$", before):
            return icons
        if re.search(r"\bextends:\s*\[?[\w ,./-]*$", before):
            return [Item(e, "edition") for e in sorted(builtin_editions())]
        path = self.path_at(line, column)
        in_effect = bool(path) and str(path[-1]) in EFFECT_KEYS
        if in_effect or re.search(r"\b(effect|rules|requires):\s*[\"'|>]?", before):
            return [Item(k, "keyword") for k in keywords()] + cards + landmarks + icons + colours
        return cards + landmarks

    def definition(self, line: int, column: int) -> Place | None:
        """Where the id under the cursor is defined: an entry of this file that changes a parent's (its
        key) goes to the parent's; another id to its entry, here or in a parent."""
        word = self.word_at(line, column)
        if word is None or self.located is None:
            return None
        for section in ("cards", "landmarks"):
            key = self.located.keys.get((section, word))
            if key is None:
                continue
            start, end = (key.start_mark.line, key.start_mark.column), (key.end_mark.line, key.end_mark.column)
            if key.start_mark.name == self.file and start <= (line, column) <= end:
                return self._place(self.parent, section, word)
            return self._place(self.located, section, word)
        return None

    # -- helpers -------------------------------------------------------------------------------------
    def word_at(self, line: int, column: int) -> str | None:
        """The id-like word the cursor is on (or just after)."""
        if not 0 <= line < len(self.lines):
            return None
        for m in WORD.finditer(self.lines[line]):
            if m.start() <= column <= m.end():
                return m.group(0)
        return None

    def path_at(self, line: int, column: int) -> tuple[Any, ...]:
        """The deepest path of this file's data whose value holds the cursor (``()``: none)."""
        if self.located is None:
            return ()
        best: tuple[Any, ...] = ()
        for path, node in self.located.nodes.items():
            if node.start_mark.name != self.file or len(path) <= len(best):
                continue
            start = (node.start_mark.line, node.start_mark.column)
            end = (node.end_mark.line, node.end_mark.column)
            if start <= (line, column) <= end:
                best = path
        return best

    def _data(self) -> dict[str, Any]:
        """The merged data: the buffer's when it reads, else its parent's."""
        for located in (self.located, self.parent):
            if located is not None and isinstance(located.data, dict):
                return located.data
        return {}

    def _describe(self, ident: str, data: dict[str, Any]) -> str | None:
        ed = self.edition
        if ed is not None and ident in ed.card_index:
            return _markdown(ed.cards[ed.card_index[ident]], ed)
        if ed is not None and ident in ed.landmark_index:
            return _markdown(ed.landmarks[ed.landmark_index[ident]], ed)
        for section, what in (("cards", "card"), ("landmarks", "landmark"), ("icons", "icon"), ("colours", "colour")):
            entry = dict(_entries(data, section)).get(ident)
            if entry is not None:  # the file has problems: what its data says
                effect = entry.get("effect") if isinstance(entry, dict) else None
                lines = [f"**{_name(entry) or ident}** ({what} `{ident}`)"]
                if isinstance(effect, str):
                    lines.append(f"`{effect}`")
                return "\n\n".join(lines)
        return None

    @staticmethod
    def _place(located: Located | None, section: str, ident: str) -> Place | None:
        key = located.keys.get((section, ident)) if located is not None else None
        if key is None:
            return None
        return Place(key.start_mark.name, key.start_mark.line, key.start_mark.column)


def _entries(data: dict[str, Any], section: str) -> list[tuple[str, Any]]:
    value = data.get(section)
    return [(str(k), v) for k, v in value.items()] if isinstance(value, dict) else []


def _name(entry: Any) -> str:
    if isinstance(entry, dict):
        return str(entry.get("name", ""))
    return str(entry) if isinstance(entry, str) else ""


def _markdown(item: Card | Landmark, ed: Edition) -> str:
    what = "card" if isinstance(item, Card) else "landmark"
    return f"**{item.name}** ({what} `{item.id}`)\n\n{facts(item, ed)}"
