"""Safe YAML reading that remembers where every value came from.

PyYAML's composer gives nodes with marks; we build plain Python data from
them ourselves so that (a) duplicate keys are errors instead of silently
keeping the last one, and (b) every value and key can be traced back to its
line and column, for schema and semantic errors.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Any

import yaml

from engine.core.errors import EditionError, Problem
from engine.core.limits import LIMITS, too_much

Path = tuple[Any, ...]


@dataclass
class Located:
    """Parsed YAML data plus a map from paths to the nodes they came from.

    After ``extends`` is resolved the data comes from several files: each node
    knows its file (``node.start_mark.name``) and ``sources`` holds every file's lines.
    """

    data: Any
    file: str
    text: str
    nodes: dict[Path, yaml.Node] = field(default_factory=dict)
    keys: dict[Path, yaml.Node] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    """Problems that did not stop reading (duplicate keys: the first value is kept)."""
    sources: dict[str, list[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.sources.setdefault(self.file, self.text.splitlines())

    def lines(self, file: str | None = None) -> list[str]:
        return self.sources.get(file or self.file, [])

    def source_line(self, line: int, file: str | None = None) -> str | None:
        lines = self.lines(file)
        return lines[line - 1] if 0 < line <= len(lines) else None

    def node(self, path: Path, key: bool = False) -> yaml.Node | None:
        """The node at ``path`` (its key node with ``key``), else the nearest ancestor's."""
        p = tuple(path)
        if key and p in self.keys:
            return self.keys[p]
        while p not in self.nodes and p:
            p = p[:-1]
        return self.nodes.get(p)

    def locate(self, path: Path, key: bool = False) -> tuple[str, int, int]:
        """(file, line, column), 1-based, of the value (or key) at ``path``."""
        node = self.node(path, key)
        if node is None:
            return self.file, 1, 1
        return node.start_mark.name, node.start_mark.line + 1, node.start_mark.column + 1

    def position(self, path: Path, key: bool = False) -> tuple[int, int]:
        _, line, col = self.locate(path, key)
        return line, col

    def problem(self, code: str, message: str, path: Path, key: bool = False, hint: str | None = None) -> Problem:
        file, line, col = self.locate(path, key)
        return Problem(code, message, file, line, col, hint, self.source_line(line, file))


class _TooMuch(Exception):
    """A limit broken while building (see engine.core.limits): the problem stops the file."""

    def __init__(self, problem: Problem):
        self.problem = problem


MERGE = "tag:yaml.org,2002:merge"
STANDARD_TAGS = frozenset(
    f"tag:yaml.org,2002:{t}" for t in ("str", "int", "float", "bool", "null", "map", "seq", "timestamp")
)


class _Builder:
    def __init__(self, located: Located):
        self.loc = located
        self.problems: list[Problem] = []
        self._constructor = yaml.SafeLoader("")
        self._values = 0
        self._cap = LIMITS["yaml_values"].value
        self._open: set[int] = set()
        """The nodes being built (an alias to one of them is a loop)."""

    def build(self, node: yaml.Node, path: Path) -> Any:
        self._values += 1
        if self._values > self._cap:
            raise _TooMuch(self._at(node, "MK106", too_much("yaml_values", f"more than {self._cap:,}")))
        if id(node) in self._open:
            raise _TooMuch(self._at(node, "MK101", "an alias refers to a value that contains it (a loop)"))
        self.loc.nodes[path] = node
        if isinstance(node, yaml.MappingNode):
            self._open.add(id(node))
            try:
                return self.mapping(node, path)
            finally:
                self._open.discard(id(node))
        if isinstance(node, yaml.SequenceNode):
            self._open.add(id(node))
            try:
                return [self.build(item, (*path, i)) for i, item in enumerate(node.value)]
            finally:
                self._open.discard(id(node))
        return self.build_scalar(node)

    def mapping(self, node: yaml.MappingNode, path: Path) -> dict[Any, Any]:
        out: dict[Any, Any] = {}
        first: dict[Any, yaml.Node] = {}
        for key_node, value_node in node.value:
            if key_node.tag == MERGE:
                message = "YAML merge keys (<<) are not read by mk: write the values out"
                raise _TooMuch(self._at(key_node, "MK101", message))
            key = self.build_scalar(key_node)
            if isinstance(key, (list, dict)):
                self.problems.append(self._at(key_node, "MK103", "a mapping key must be a plain value"))
                continue
            if not isinstance(key, str):  # `true:`, `1:`, `~:`, `2024-01-01:` are not names
                raw = str(key_node.value)
                message = f"{raw!r} as a key is read as {_KINDS.get(type(key).__name__, 'a value')}, not a name"
                self.problems.append(self._at(key_node, "MK201", message, hint=f"quote it: '{raw}'"))
                key = raw
            if key in first:
                prev = first[key]
                self.problems.append(
                    self._at(
                        key_node,
                        "MK102",
                        f"duplicate key {key!r} (first defined at line {prev.start_mark.line + 1})",
                    )
                )
                continue
            first[key] = key_node
            self.loc.keys[(*path, key)] = key_node
            out[key] = self.build(value_node, (*path, key))
        return out

    def build_scalar(self, node: yaml.Node) -> Any:
        if not isinstance(node, yaml.ScalarNode):
            return self.build(node, ("<key>",))
        if node.tag not in STANDARD_TAGS:
            raise _TooMuch(self._at(node, "MK101", f"a YAML tag mk does not read: {node.tag}"))
        if node.tag == "tag:yaml.org,2002:int":
            digits = len(node.value.lstrip("+-").replace("_", ""))
            if digits > LIMITS["integer_digits"].value:
                raise _TooMuch(self._at(node, "MK106", too_much("integer_digits", digits)))
        try:
            return self._constructor.construct_object(node, deep=True)
        except (yaml.YAMLError, ValueError) as exc:
            raise _TooMuch(self._at(node, "MK101", f"a value YAML cannot read: {exc}")) from None

    def _at(self, node: yaml.Node, code: str, message: str, hint: str | None = None) -> Problem:
        line, col = node.start_mark.line + 1, node.start_mark.column + 1
        return Problem(code, message, self.loc.file, line, col, hint, self.loc.source_line(line))


_KINDS = {
    "bool": "true or false",
    "int": "a number",
    "float": "a number",
    "NoneType": "nothing (null)",
    "date": "a date",
    "datetime": "a date and time",
}
"""What YAML reads an unquoted key as, in words."""


_OPENERS = {"while parsing a flow sequence": ("[", "]"), "while parsing a flow mapping": ("{", "}")}


def _unclosed(exc: yaml.MarkedYAMLError, text: str) -> tuple[str, int, int] | None:
    """A bracket or quote left open, said where the closing one is missing (just after the last thing
    written before the parser gave up), naming where it opened: (message, line, column), 1-based."""
    opened, found = exc.context_mark, exc.problem_mark
    if opened is None or found is None:
        return None
    where = f"line {opened.line + 1}, column {opened.column + 1}"
    if exc.context == "while scanning a quoted scalar":
        return f"YAML syntax error: the quote at {where} is not closed", opened.line + 1, opened.column + 1
    if exc.context not in _OPENERS:
        return None
    bracket, closer = _OPENERS[exc.context]
    lines = text.split("\n")
    line = found.line
    before = lines[line][: found.column] if line < len(lines) else ""
    if line > opened.line:  # the next line's key was read on as a value: the end of the line before it
        line -= 1
        before = lines[line]
        while not before.split("#")[0].strip() and line > opened.line:
            line -= 1
            before = lines[line]
    column = len(before.rstrip())
    message = f"YAML syntax error: the '{bracket}' at {where} is not closed: '{closer}' is missing here"
    return message, line + 1, column + 1


def load_located(text: str, file: str, strict: bool = True) -> Located:
    """Parse ``text``; raise :class:`EditionError` for syntax errors.

    Duplicate keys are collected in ``located.problems``; with ``strict`` they
    are raised too.
    """
    located = Located(None, file, text)
    try:
        _check_depth(text, file)
        loader = _loader(text, file)
        try:
            node = loader.get_single_node()
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        message = f"YAML syntax error: {exc.problem or exc.context}"
        unclosed = _unclosed(exc, text)
        if unclosed is not None:
            message, line, col = unclosed
        raise EditionError([Problem("MK101", message, file, line, col, None, located.source_line(line))]) from None
    except yaml.YAMLError as exc:
        raise EditionError([Problem("MK101", f"YAML error: {exc}", file)]) from None
    except _TooMuch as exc:
        raise EditionError([exc.problem]) from None
    if node is None:
        located.data = None
        return located
    builder = _Builder(located)
    try:
        located.data = builder.build(node, ())
    except _TooMuch as exc:
        raise EditionError([exc.problem]) from None
    located.problems = builder.problems
    if builder.problems and strict:
        raise EditionError(builder.problems)
    return located


def _loader(text: str, file: str) -> Any:
    """A YAML loader of ``text`` whose marks carry ``file``: LibYAML's when PyYAML has it (five times
    as fast on a large file), else PyYAML's own."""
    stream = io.StringIO(text)
    stream.name = file
    return (yaml.CSafeLoader if yaml.__with_libyaml__ else yaml.SafeLoader)(stream)


def _check_depth(text: str, file: str) -> None:
    """Nesting deeper than ``yaml_depth`` stops the file before PyYAML's recursive composer sees it."""
    cap = LIMITS["yaml_depth"].value
    depth = 0
    loader = _loader(text, file)
    try:
        while loader.check_event():
            event = loader.get_event()
            if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                depth += 1
                if depth > cap:
                    mark = event.start_mark
                    line, column = (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
                    lines = text.splitlines()
                    source = lines[line - 1] if 0 < line <= len(lines) else None
                    problem = Problem("MK106", too_much("yaml_depth", depth), file, line, column, None, source)
                    raise _TooMuch(problem)
            elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                depth -= 1
    finally:
        loader.dispose()


def dsl_position(located: Located, path: Path, line: int, column: int) -> tuple[str, int, int]:
    """Map a (line, column) inside the string at ``path`` to (file, line, column) in its file.

    Plain and quoted one-line scalars map by offset; literal and folded block
    scalars map line by line, using the block's indentation.
    """
    node = located.nodes.get(tuple(path))
    if not isinstance(node, yaml.ScalarNode):
        return located.locate(path)
    start = node.start_mark
    file = start.name
    raw_lines = located.lines(file)
    style = node.style
    if style in ("|", ">"):
        # content starts on the line after the indicator
        first = start.line + 1
        indent = 0
        for raw in raw_lines[first:]:
            if raw.strip():
                indent = len(raw) - len(raw.lstrip(" "))
                break
        return file, first + line, indent + column
    offset = 1 if style in ("'", '"') else 0
    if line == 1:
        return file, start.line + 1, start.column + 1 + offset + column - 1
    # multi-line plain or quoted scalar: continuation lines are re-indented by YAML
    idx = start.line + line - 1
    if idx < len(raw_lines):
        raw = raw_lines[idx]
        indent = len(raw) - len(raw.lstrip(" "))
        return file, idx + 1, indent + column
    return file, start.line + 1, start.column + 1
