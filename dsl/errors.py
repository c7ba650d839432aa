"""The one error type of the effect language, and the did-you-mean every part of mk uses."""

from __future__ import annotations

import difflib
from collections.abc import Iterable

LISTED = 24
"""Up to this many valid names are listed after an unknown one."""


def suggest(name: object, known: Iterable[object], what: str = "") -> str | None:
    """The hint for an unknown ``name``: the closest known one, and the known ones when they are few.

    >>> suggest("dise", ["dice", "coins"], "words")
    "did you mean 'dice'? words: dice, coins"
    """
    names = [str(k) for k in known]
    close = difflib.get_close_matches(str(name), names, n=1)
    parts = [f"did you mean {close[0]!r}?"] if close else []
    if names and len(names) <= LISTED:
        parts.append(f"{what or 'known'}: {', '.join(names)}")
    return " ".join(parts) or None


class DslError(Exception):
    """A problem in DSL text, at a 1-based line and column of that text.

    ``code`` is stable (see docs/errors.md); ``hint`` is an optional
    did-you-mean or suggestion shown after the message.
    """

    def __init__(self, code: str, message: str, line: int, column: int, hint: str | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.line = line
        self.column = column
        self.hint = hint

    def __str__(self) -> str:
        text = f"{self.line}:{self.column}: {self.code} {self.message}"
        return f"{text} ({self.hint})" if self.hint else text
