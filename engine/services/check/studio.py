"""What an editor asks of an edition file as it is typed (``mk lsp``): its problems, what the id or
effect under the cursor is, what may be typed there, and where an id is defined. Positions are
0-based lines and columns, as the language server protocol counts them; every answer is made from
the buffer's text, saved or not, with the same checks as ``mk validate`` (without its games, which
run when the file is saved).

A file being typed has problems most of the time, so hover and completion do not wait for the whole
file to load: a buffer YAML cannot read is read without the lines YAML stops at (a few at most), and
a card or landmark is told in English from its own effect, compiled on its own with the names the
rest of the file gives (:attr:`Document.sketch`). Inside an effect, completion offers first what the
effect language's grammar accepts at the cursor (:func:`dsl.parser.accepted_after`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

import yaml

from dsl import ast
from dsl.compiler import Symbols, compile_effect
from dsl.errors import DslError
from dsl.parser import accepted_after, keywords
from dsl.runtime import CompiledEffect
from engine.core.edition import Card, Colour, Edition, Landmark
from engine.core.errors import EditionError, Problem
from engine.core.limits import LIMITS, too_much
from engine.load.checker import Checker
from engine.load.loader import builtin_editions, locate_text
from engine.load.yamlpos import Located, dsl_position, load_located
from engine.services.play.changes import facts
from engine.services.play.narrate import effect_text

WORD = re.compile(r"[a-z_][a-z0-9_]*")
STARTS = {"effect": "program", "rules": "program", "requires": "cond", "cost": "expr"}
"""The keys whose values may be effect-language text, and the grammar rule each is read from: an
effect, a condition, an amount."""
_KEYS = "|".join(STARTS)
KEY = re.compile(rf"(?:^|[\s{{,])({_KEYS})[ \t]*:[ \t]*")
"""One of those keys, and the blanks after it, where its value starts on the line."""
KEY_LINE = re.compile(rf"[ \t]*(?:-[ \t]+)?({_KEYS})[ \t]*:[ \t]*(.*)")
BLOCK = re.compile(r"[|>][-+0-9]*[ \t]*(#.*)?")
"""A block scalar's indicator (``|``, ``>-``): the value starts on the next line."""
NAMED = {"card": "card", "icon": "icon", "colour": "colour", "built": "landmark", "landmark": "landmark"}
"""What a name stands for after each word the grammar puts before ``(`` and a name: ``card(...)``
names cards, ``built(...)`` and ``landmark(...)`` landmarks."""
SALVAGE = 3
"""Lines a buffer YAML cannot read may lose (blanked one at a time, where YAML stops) for hover and
completion to have the rest of it."""
BLOCK_LINES = 200
"""Lines looked back over for the key of a block being typed (an effect is far shorter)."""


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


@dataclass(frozen=True)
class Sketch:
    """A file read entry by entry, for when it does not load as a whole: what its effects may name (as
    the loader resolves names), and an edition of its entries' names, icons and colours for the
    narrator (its cards' other facts are blank)."""

    symbols: Symbols
    edition: Edition


class Document:
    """One edition file's text as the editor has it, read once (every question below reuses it)."""

    def __init__(self, text: str, file: str):
        self.text = text
        self.file = file
        self.lines = text.split("\n")
        self._told: dict[str, str | None] = {}
        """What hover says of each id (each entry's effect is compiled once, however often it is asked)."""

    # -- reading ---------------------------------------------------------------------------------------
    @cached_property
    def own(self) -> Located | None:
        """This file's own data (its ``extends`` not merged) as far as it reads: a buffer YAML cannot read
        is read again with the line YAML stops at blanked (or the last one written before it), SALVAGE
        times at most (None when it still does not read). Lines keep their numbers."""
        if len(self.text.encode("utf-8", "replace")) > LIMITS["file_bytes"].value:
            return None
        lines = list(self.lines)
        for _ in range(SALVAGE + 1):
            try:
                return load_located("\n".join(lines), self.file, strict=False)
            except EditionError as exc:
                stop = exc.problems[0]
                at = min(stop.line, len(lines)) - 1  # the line, or the last one written before it (at the end)
                while at >= 0 and not lines[at].strip():
                    at -= 1
                if stop.code != "MK101" or at < 0:
                    return None
                lines[at] = ""
        return None

    @cached_property
    def located(self) -> Located | None:
        """The merged data and its places, of the text as far as it reads (None when it does not, or
        when what it extends cannot be read)."""
        if self.own is None:
            return None
        try:
            return locate_text(self.own.text, self.file)
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
        data = self.own.data if self.own is not None else None
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
    def sketch(self) -> Sketch | None:
        """The merged data read entry by entry (None when it is no mapping)."""
        located = self.located
        if located is None or not isinstance(located.data, dict):
            return None
        data = located.data
        checker = Checker(located)  # its problems are the whole file's check's: only its tables are used
        colours = {str(k): v for k, v in checker.colours(data).items()}
        icons = {i: _name(v) or i for i, v in _entries(data, "icons")}
        card_data = {cid: c for cid, c in _entries(data, "cards") if isinstance(c, dict)}
        landmark_data = {lid: lm for lid, lm in _entries(data, "landmarks") if isinstance(lm, dict)}
        symbols = checker.symbols(card_data, landmark_data, colours, icons)
        nothing, blank = CompiledEffect("", ast.Program(())), Colour("", "", "own", 1, None, None)
        edition = Edition(
            id=str(data.get("edition", "")),
            name=_name(data),
            description="",
            min_players=2,
            max_players=4,
            dice_sides=6,
            options={},
            colours=colours,
            icons=icons,
            cards=tuple(
                Card(cid, i, _name(c) or cid, blank, (), 0, 0, None, nothing)
                for i, (cid, c) in enumerate(card_data.items())
            ),
            landmarks=tuple(
                Landmark(lid, j, _name(lm) or lid, 0, nothing) for j, (lid, lm) in enumerate(landmark_data.items())
            ),
            start_establishments={},
            start_landmarks=(),
            data={},
        )
        return Sketch(symbols, edition)

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
        editions after ``extends:``; inside an effect what the grammar accepts there, then the rest of
        the effect language's words and the ids; else ids."""
        before = self.lines[line][:column] if 0 <= line < len(self.lines) else ""
        ids = self._ids()
        if re.search(r"\bcolour:\s*[\"']?[a-z_]*$", before):
            return ids["colour"]
        if re.search(r"\bicon:\s*[\"']?[a-z_]*$", before):
            return ids["icon"]
        if re.search(r"\bextends:\s*\[?[\w ,./-]*$", before):
            return [Item(e, "edition") for e in sorted(builtin_editions())]
        effect = self.effect_at(line, column)
        if effect is not None:
            return _ranked(*effect, ids)
        return ids["card"] + ids["landmark"]

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

    def effect_at(self, line: int, column: int) -> tuple[str, str] | None:
        """The effect-language text before the cursor when it is in an effect (a condition, a landmark's
        price), and the grammar rule it is read from; None elsewhere. Read from the lines, so that it is
        found while the YAML does not read."""
        if not 0 <= line < len(self.lines):
            return None
        before = self.lines[line][:column]
        keys = [m for m in KEY.finditer(before) if "#" not in before[: m.start()]]  # none in a YAML comment
        if keys:
            rest = before[keys[-1].end() :]
            return None if BLOCK.fullmatch(rest) else self._start(keys[-1].group(1), line, column, rest.lstrip("\"'"))
        indent = len(before) - len(before.lstrip(" ")) if before.strip() else len(before)
        for k in range(line - 1, max(line - BLOCK_LINES, 0) - 1, -1):
            text = self.lines[k]
            if not text.strip() or len(text) - len(text.lstrip(" ")) >= indent:
                continue  # a line of the block, or a blank one
            found = KEY_LINE.fullmatch(text)
            if found is None:
                return None
            head, body = found.group(2), [*self.lines[k + 1 : line], before]
            if BLOCK.fullmatch(head):  # a literal (or folded) block: its lines, less their indentation
                cut = min(len(b) - len(b.lstrip(" ")) for b in body if b.strip()) if any(b.strip() for b in body) else 0
                joined = ("\n" if head.startswith("|") else " ").join(b[cut:] for b in body)
            else:  # a plain value going on over lines
                joined = " ".join([head.lstrip("\"'"), *(b.strip() for b in body[:-1]), before.lstrip()])
            return self._start(found.group(1), line, column, joined)
        return None

    def _start(self, key: str, line: int, column: int, text: str) -> tuple[str, str] | None:
        """``text`` and the rule it is read from, by its key (a cost is an amount only a landmark's)."""
        if key == "cost" and self.path_at(line, column)[:1] != ("landmarks",):
            return None
        return text, STARTS[key]

    def _data(self) -> dict[str, Any]:
        """The merged data as far as the buffer reads, else the file's own."""
        for located in (self.located, self.own):
            if located is not None and isinstance(located.data, dict):
                return located.data
        return {}

    def _ids(self) -> dict[str, list[Item]]:
        """The ids of the merged data, by kind (``card``, ``landmark``, ``icon``, ``colour``)."""
        data = self._data()
        return {kind: [Item(i, kind, _name(v)) for i, v in _entries(data, f"{kind}s")] for kind in NAMED.values()}

    def _describe(self, ident: str, data: dict[str, Any]) -> str | None:
        if ident not in self._told:
            self._told[ident] = self._describing(ident, data)
        return self._told[ident]

    def _describing(self, ident: str, data: dict[str, Any]) -> str | None:
        ed = self.edition
        if ed is not None and ident in ed.card_index:
            return _markdown(ed.cards[ed.card_index[ident]], ed)
        if ed is not None and ident in ed.landmark_index:
            return _markdown(ed.landmarks[ed.landmark_index[ident]], ed)
        for section, what in (("cards", "card"), ("landmarks", "landmark"), ("icons", "icon"), ("colours", "colour")):
            entry = dict(_entries(data, section)).get(ident)
            if entry is not None and section in ("cards", "landmarks"):
                return self._entry(section, ident, entry)
            if entry is not None:
                return f"**{_md(_name(entry) or ident)}** ({what} {_code(ident)})"
        return None

    def _entry(self, section: str, ident: str, entry: Any) -> str:
        """Markdown about a card or landmark of a file that does not load as a whole: its facts and rule
        text when its effect compiles on its own (with the names the rest of the file gives), else its
        effect as written; then its own problems, if it has any."""
        lines = [f"**{_md(_name(entry) or ident)}** ({section[:-1]} {_code(ident)})"]
        effect = entry.get("effect") if isinstance(entry, dict) else None
        own = self._own_problems(section, ident)
        sketch = self.sketch
        if sketch is not None and isinstance(entry, dict) and (isinstance(effect, str) or section == "landmarks"):
            try:
                compiled = (
                    compile_effect(effect, sketch.symbols, ident, section == "landmarks")
                    if isinstance(effect, str)
                    else CompiledEffect("", ast.Program(()))
                )
            except DslError as exc:
                lines.append(_code(str(effect)))
                why = self._dsl_problem(exc, (section, ident, "effect"))
                if all((p.code, p.line, p.column) != (why.code, why.line, why.column) for p in own):
                    own.append(why)
            else:
                lines.append(_md(_told(section, ident, entry, compiled, sketch.edition)))
        elif isinstance(effect, str):
            lines.append(_code(effect))
        if own:
            said = (f"{p.message} ({p.hint})" if p.hint else p.message for p in own)
            listed = (f"- line {p.line}, column {p.column}: {p.code} {_md(s)}" for p, s in zip(own, said, strict=True))
            lines.append("Its problems:\n\n" + "\n".join(listed))
        return "\n\n".join(lines)

    def _own_problems(self, section: str, ident: str) -> list[Problem]:
        """This file's problems inside its entry ``ident`` of ``section`` (none for a parent's entry)."""
        located = self.located
        if located is None or (section, ident) not in located.keys or (section, ident) not in located.nodes:
            return []
        key, node = located.keys[section, ident], located.nodes[section, ident]
        if key.start_mark.name != self.file:
            return []
        written, end = located.lines(self.file), node.end_mark  # the end: where the next entry starts, or in its line
        last = end.line if end.line < len(written) and written[end.line][: end.column].strip() else end.line - 1
        while last > key.start_mark.line and (last >= len(written) or not written[last].strip()):
            last -= 1  # blank lines (and lines YAML could not read) after it are not its
        return [p for p in self.problems() if key.start_mark.line <= p.line - 1 <= last]

    def _dsl_problem(self, exc: DslError, path: tuple[Any, ...]) -> Problem:
        """An effect's error at its place in the file."""
        assert self.located is not None
        file, line, column = dsl_position(self.located, path, exc.line, exc.column)
        return Problem(exc.code, exc.message, file, line, column, exc.hint)

    @staticmethod
    def _place(located: Located | None, section: str, ident: str) -> Place | None:
        key = located.keys.get((section, ident)) if located is not None else None
        if key is None:
            return None
        return Place(key.start_mark.name, key.start_mark.line, key.start_mark.column)


def _ranked(text: str, start: str, ids: dict[str, list[Item]]) -> list[Item]:
    """The effect language's words and the ids, what the grammar accepts after ``text`` (less the word
    being typed) first: the words, and the ids a name there stands for; then the rest."""
    every = [Item(k, "keyword") for k in keywords()] + [i for kind in NAMED.values() for i in ids[kind]]
    typed = re.search(r"[A-Za-z0-9_']*$", text)
    head = text[: typed.start()] if typed is not None else text
    accepted = accepted_after(head, start)
    if accepted is None:  # the effect breaks the grammar before the cursor: every word
        return every
    words, name = accepted
    first = [Item(w, "keyword", "may come next") for w in words]
    if name:
        kind = NAMED.get(_opened_by(head) or "")
        first += ids[kind] if kind is not None else [i for i in every if i.kind != "keyword"]
    shown = {i.label for i in first}
    return first + [i for i in every if i.label not in shown]


def _opened_by(text: str) -> str | None:
    """The word before the last ``(`` still open in ``text`` (``card`` in ``count(card(``)."""
    opened: list[int] = []
    for i, ch in enumerate(text):
        if ch == "(":
            opened.append(i)
        elif ch == ")" and opened:
            opened.pop()
    found = re.search(r"([a-z_']+)\s*$", text[: opened[-1]]) if opened else None
    return found.group(1) if found else None


def _told(section: str, ident: str, entry: dict[str, Any], effect: CompiledEffect, ed: Edition) -> str:
    """An entry's facts and rule text when its fields are sound, else its rule text."""
    item = _whole(section, ident, entry, effect, ed)
    if item is not None:
        return facts(item, ed)
    text = entry.get("text")
    return text if isinstance(text, str) else effect_text(effect.program, ed)


def _whole(
    section: str, ident: str, entry: dict[str, Any], effect: CompiledEffect, ed: Edition
) -> Card | Landmark | None:
    """The entry as a loaded edition would have it, when its own fields are sound (else None)."""
    name, text, icon, cost = (entry.get(k) for k in ("name", "text", "icon", "cost"))
    if not isinstance(name, str) or not all(v is None or isinstance(v, str) for v in (text, icon)):
        return None
    if section == "landmarks":
        given = [0] if isinstance(cost, str) else cost if isinstance(cost, list) else [cost]
        prices = [p for p in given if type(p) is int]
        if not prices or len(prices) != len(given):
            return None
        return Landmark(ident, ed.landmark_index.get(ident, 0), name, prices[0], effect, icon, text)
    roll, copies, colour = entry.get("roll"), entry.get("copies"), entry.get("colour")
    per_player = copies.get("per_player") if isinstance(copies, dict) else None
    rolls = tuple(roll) if isinstance(roll, list) and roll and all(type(n) is int for n in roll) else ()
    counted = type(copies) is int or type(per_player) is int
    if type(cost) is not int or not rolls or not counted or not isinstance(colour, str) or colour not in ed.colours:
        return None
    number = copies if type(copies) is int else 0
    index = ed.card_index.get(ident, 0)
    return Card(ident, index, name, ed.colours[colour], rolls, cost, number, icon, effect, text, per_player=per_player)


def _entries(data: dict[str, Any], section: str) -> list[tuple[str, Any]]:
    value = data.get(section)
    return [(str(k), v) for k, v in value.items()] if isinstance(value, dict) else []


def _name(entry: Any) -> str:
    """An entry's name as written ("" for none, an empty ``name:`` too)."""
    if isinstance(entry, dict):
        return "" if entry.get("name") is None else str(entry["name"])
    return str(entry) if isinstance(entry, str) else ""


def _markdown(item: Card | Landmark, ed: Edition) -> str:
    what = "card" if isinstance(item, Card) else "landmark"
    return f"**{_md(item.name)}** ({what} {_code(item.id)})\n\n{_md(facts(item, ed))}"


def _md(text: str) -> str:
    """Text from the file, as Markdown shows it: every character Markdown would act on (emphasis, a link,
    HTML, a heading) escaped, so a name or a rule text is shown as written and never made a link."""
    inline = re.sub(r"([\\`*_\[\]<>|~&])", r"\\\1", text)
    headed = re.sub(r"^(\s*)([#+=-])", r"\1\\\2", inline, flags=re.MULTILINE)  # a heading, a list
    return re.sub(r"^(\s*\d+)([.)])", r"\1\\\2", headed, flags=re.MULTILINE)  # a numbered list


def _code(text: str) -> str:
    """Text from the file as a Markdown code span: a fence of one backtick more than the text holds in a
    row, so that nothing in it ends the span."""
    fence = "`" * (max((len(run) for run in re.findall("`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""  # a space each side is not shown
    return f"{fence}{pad}{text}{pad}{fence}"
