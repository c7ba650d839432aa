"""The one error type of the effect language."""

from __future__ import annotations


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
