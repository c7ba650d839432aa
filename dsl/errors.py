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
    close = closest(name, names)
    parts = [f"did you mean {close!r}?"] if close else []
    if names and len(names) <= LISTED:
        parts.append(f"{what or 'known'}: {', '.join(names)}")
    return " ".join(parts) or None


def edits(a: str, b: str) -> int:
    """The edits that turn ``a`` into ``b``: a letter added, dropped, changed, or two side by side
    swapped (the optimal string alignment distance: a swap is one slip of the fingers, one edit).

    >>> edits("form", "from"), edits("form", "forum"), edits("form", "forms"), edits("form", "fame")
    (1, 1, 1, 3)
    """
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        row = [i]
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            best = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                best = min(best, previous2[j - 2] + 1)
            row.append(best)
        previous2, previous = previous, row
    return previous[-1]


def closest(name: object, known: Iterable[object]) -> str | None:
    """The known name ``name`` was most likely meant to be: the fewest :func:`edits` away (at most one
    edit for three letters), else the closest by :mod:`difflib`'s likeness (a long name typed in part).

    >>> closest("rgith", ["rights", "right"]), closest("lighthouse", ["lighthouse_keeper"]), closest("xyz", ["abc"])
    ('right', 'lighthouse_keeper', None)
    """
    text = str(name).lower()
    names = [str(k) for k in known]
    if len(text) > 64:  # bounded work: no name of an edition is that long
        return None
    limit = max(1, len(text) // 3)
    scored = [(edits(text, n.lower()), n) for n in names if abs(len(n) - len(text)) <= limit]
    near = [
        (d, -difflib.SequenceMatcher(None, text, n.lower()).ratio(), i, n)
        for i, (d, n) in enumerate(scored)
        if d <= limit
    ]
    if near:
        return min(near)[3]
    close = difflib.get_close_matches(text, [n.lower() for n in names], n=1)
    return next((n for n in names if n.lower() == close[0]), None) if close else None


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
