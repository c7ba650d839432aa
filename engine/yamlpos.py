"""Safe YAML reading that remembers where every value came from.

PyYAML's composer gives nodes with marks; we build plain Python data from
them ourselves so that (a) duplicate keys are errors instead of silently
keeping the last one, and (b) every value and key can be traced back to its
line and column, for schema and semantic errors.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml

from engine.errors import EditionError, Problem

Path = tuple[Any, ...]


@dataclass
class Located:
    """Parsed YAML data plus a map from paths to the nodes they came from."""

    data: Any
    file: str
    text: str
    nodes: dict[Path, yaml.Node] = field(default_factory=dict)
    keys: dict[Path, yaml.Node] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    """Problems that did not stop reading (duplicate keys: the first value is kept)."""

    def lines(self) -> list[str]:
        return self.text.splitlines()

    def source_line(self, line: int) -> str | None:
        lines = self.lines()
        return lines[line - 1] if 0 < line <= len(lines) else None

    def position(self, path: Path, key: bool = False) -> tuple[int, int]:
        """1-based (line, column) of the value (or key) at ``path``; its nearest ancestor if unknown."""
        table = self.keys if key and path in self.keys else self.nodes
        p = tuple(path)
        while p not in table and p:
            p = p[:-1]
            table = self.nodes
        node = table.get(p)
        if node is None:
            return 1, 1
        return node.start_mark.line + 1, node.start_mark.column + 1

    def problem(self, code: str, message: str, path: Path, key: bool = False, hint: str | None = None) -> Problem:
        line, col = self.position(path, key)
        return Problem(code, message, self.file, line, col, hint, self.source_line(line))


class _Builder:
    def __init__(self, located: Located):
        self.loc = located
        self.problems: list[Problem] = []
        self._constructor = yaml.SafeLoader("")

    def build(self, node: yaml.Node, path: Path) -> Any:
        self.loc.nodes[path] = node
        if isinstance(node, yaml.MappingNode):
            out: dict[Any, Any] = {}
            first: dict[Any, yaml.Node] = {}
            for key_node, value_node in node.value:
                key = self.build_scalar(key_node)
                if isinstance(key, (list, dict)):
                    self.problems.append(self._at(key_node, "MK103", "a mapping key must be a plain value"))
                    continue
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
        if isinstance(node, yaml.SequenceNode):
            return [self.build(item, (*path, i)) for i, item in enumerate(node.value)]
        return self.build_scalar(node)

    def build_scalar(self, node: yaml.Node) -> Any:
        if isinstance(node, yaml.ScalarNode):
            return self._constructor.construct_object(node, deep=True)
        return self.build(node, ("<key>",))

    def _at(self, node: yaml.Node, code: str, message: str) -> Problem:
        line, col = node.start_mark.line + 1, node.start_mark.column + 1
        return Problem(code, message, self.loc.file, line, col, None, self.loc.source_line(line))


def load_located(text: str, file: str, strict: bool = True) -> Located:
    """Parse ``text``; raise :class:`EditionError` for syntax errors.

    Duplicate keys are collected in ``located.problems``; with ``strict`` they
    are raised too.
    """
    located = Located(None, file, text)
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        message = f"YAML syntax error: {exc.problem or exc.context}"
        raise EditionError([Problem("MK101", message, file, line, col, None, located.source_line(line))]) from None
    except yaml.YAMLError as exc:
        raise EditionError([Problem("MK101", f"YAML error: {exc}", file)]) from None
    if node is None:
        located.data = None
        return located
    builder = _Builder(located)
    located.data = builder.build(node, ())
    located.problems = builder.problems
    if builder.problems and strict:
        raise EditionError(builder.problems)
    return located


def dsl_position(located: Located, path: Path, line: int, column: int) -> tuple[int, int]:
    """Map a (line, column) inside the string at ``path`` to a position in the file.

    Plain and quoted one-line scalars map by offset; literal and folded block
    scalars map line by line, using the block's indentation.
    """
    node = located.nodes.get(tuple(path))
    if not isinstance(node, yaml.ScalarNode):
        return located.position(path)
    start = node.start_mark
    style = node.style
    if style in ("|", ">"):
        # content starts on the line after the indicator
        first = start.line + 1
        lines = located.lines()
        indent = 0
        for raw in lines[first:]:
            if raw.strip():
                indent = len(raw) - len(raw.lstrip(" "))
                break
        return first + line, indent + column
    offset = 1 if style in ("'", '"') else 0
    if line == 1:
        return start.line + 1, start.column + 1 + offset + column - 1
    # multi-line plain or quoted scalar: continuation lines are re-indented by YAML
    raw_lines = located.lines()
    idx = start.line + line - 1
    if idx < len(raw_lines):
        raw = raw_lines[idx]
        indent = len(raw) - len(raw.lstrip(" "))
        return idx + 1, indent + column
    return start.line + 1, start.column + 1
