"""Error taxonomy: every problem a user can cause has a stable code.

Codes (docs/errors.md has the full table):

- MK1xx: reading the file (MK100 cannot read, MK101 YAML syntax, MK102 duplicate key,
  MK103 not a mapping, MK104 unknown edition name)
- MK2xx: schema (MK201 schema violation)
- MK3xx: effect language (MK301 syntax, MK302 unknown name, MK303 misuse)
- MK4xx: meaning (MK401 unknown colour, MK402 unknown icon, MK403 unknown card or
  landmark, MK404 duplicate id, MK405 activation number no dice can roll,
  MK406 inconsistent player counts, MK407 bad option value)
- MK5xx: games, scenarios, records (MK501 illegal action, MK502 scenario format,
  MK503 record format, MK504 record does not replay, MK505 unknown name of a
  variant, bot or market)

Every :class:`MkError` has a ``code``; an illegal action also carries the
:class:`engine.core.reasons.Refusal` that says why, as data.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from engine.core.reasons import Refusal


@dataclass(frozen=True)
class Problem:
    code: str
    message: str
    file: str = "<input>"
    line: int = 1
    column: int = 1
    hint: str | None = None
    source_line: str | None = None
    level: str = "error"

    def headline(self) -> str:
        text = f"{self.file}:{self.line}:{self.column}: {self.code} {self.message}"
        return f"{text} ({self.hint})" if self.hint else text

    def excerpt(self) -> str:
        """The offending source line with a caret under the column, or ''."""
        if self.source_line is None:
            return ""
        gutter = f"{self.line:>4} | "
        caret = " " * (len(gutter) - 2) + "| " + " " * max(self.column - 1, 0) + "^"
        return f"{gutter}{self.source_line.rstrip()}\n{caret}"

    def github(self) -> str:
        msg = f"{self.code} {self.message}" + (f" ({self.hint})" if self.hint else "")
        return f"::{self.level} file={self.file},line={self.line},col={self.column}::{msg}"


class MkError(Exception):
    """Base class of every error the tool reports to a user (never a traceback)."""

    code = "MK000"


class EditionError(MkError):
    """An edition file (or a chain of them) has one or more problems."""

    code = "MK100"

    def __init__(self, problems: list[Problem]):
        unique = {(p.file, p.line, p.column, p.code, p.message): p for p in reversed(problems)}
        self.problems = sorted(unique.values(), key=lambda p: (p.file, p.line, p.column, p.code))
        super().__init__("\n".join(p.headline() for p in self.problems))


class IllegalAction(MkError):
    """An action that the game is not waiting for, or that the rules forbid; ``refusal`` says why."""

    code = "MK501"

    def __init__(self, refusal: Refusal):
        super().__init__(refusal.message())
        self.refusal = refusal


class ScenarioError(MkError):
    """A scenario file that cannot be run as written (MK502), or a step the game refused (MK501,
    with the ``refusal``)."""

    def __init__(self, message: str, code: str = "MK502", refusal: Refusal | None = None):
        super().__init__(message)
        self.code = code
        self.refusal = refusal


class RecordError(MkError):
    """A game record that cannot be read (MK503) or does not replay (MK504)."""

    def __init__(self, message: str, code: str = "MK504"):
        super().__init__(message)
        self.code = code


class UnknownName(MkError):
    """A variant, bot or market name that does not exist; the message suggests the closest."""

    code = "MK505"

    def __init__(self, what: str, name: str, known: list[str], lead: str | None = None):
        self.what = what
        self.name = name
        self.known = list(known)
        close = difflib.get_close_matches(str(name), self.known, n=1)
        hint = f"did you mean {close[0]!r}?" if close else f"{what}s: {', '.join(self.known) or 'none'}"
        super().__init__(f"{lead or f'unknown {what} {name!r}'} ({hint})")
