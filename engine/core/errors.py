"""Error taxonomy: every problem a user can cause has a stable code.

Every code is declared once, with its meaning, in :data:`CODES`, by family: MK1xx reading a file
(and mk's limits), MK2xx the schema, MK3xx the effect language, MK4xx what an edition means, MK5xx
games, scenarios and records. docs/errors.md's table is tested to be exactly :data:`CODES`, and a
test checks that every code the engine and the effect language use is declared there.

Every :class:`MkError` has a ``code``; an illegal action also carries the
:class:`engine.core.reasons.Refusal` that says why, as data.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dsl.errors import suggest
from engine.core.reasons import Refusal
from engine.core.show import PATH_MOST, brief, short, visible

CODES: dict[str, str] = {
    "MK100": "the file cannot be read",
    "MK101": "YAML syntax error",
    "MK102": "duplicate key (YAML would silently keep the last one; mk keeps the first and reports)",
    "MK103": "not a mapping where one is needed",
    "MK104": "no built-in edition with that name (did-you-mean), also as the target of `extends`",
    "MK105": "`extends` goes round in a circle",
    "MK106": "a file goes beyond one of mk's limits (size, values, nesting, extends, integers: docs/limits.md)",
    "MK107": "a path named in a file leads outside its folder and the current folder (`--allow-outside-paths`)",
    "MK108": (
        "mk will not write there: a symbolic link, a pipe or a device, a file the command reads, a name Windows "
        "reserves"
    ),
    "MK109": (
        "a language file of an edition (`locales/<lang>/<name>.ftl` beside it) cannot be used: a Fluent syntax "
        "error, a name given twice, a name of no card, landmark or word of the edition, or it lies outside the "
        "edition's folder"
    ),
    "MK201": "schema violation: unknown field (did-you-mean), missing field, wrong type or value",
    "MK301": "effect language syntax error",
    "MK302": "unknown card, icon, colour or landmark in an effect (did-you-mean)",
    "MK303": "an ability used where it cannot be (conditional, after build), or a bonus that is not a number",
    "MK401": "a card's colour is not declared",
    "MK402": "a card's icon is not declared",
    "MK403": (
        "unknown card or landmark in the starting city, or in `remove`; an entry of a house rule that is no card "
        "or landmark of its parent and lacks what a new one needs (a typo: did-you-mean), or a landmark under cards"
    ),
    "MK404": (
        "the same id is a card and a landmark, or a card or landmark uses `rules` (the name of the edition's rules)"
    ),
    "MK405": (
        "an activation number no dice of the edition can roll (the dice a broken effect grants are read from its words)"
    ),
    "MK406": "`players.min` is more than `players.max`",
    "MK407": "a rule option that does not exist, or a value it cannot take (did-you-mean)",
    "MK408": "the `market` option names a market the edition does not declare",
    "MK409": (
        "`mk validate`: the edition or one of its variants cannot set up a game, or some of its games of random "
        "moves or of the `basic` bot never end (the share that stalled and a seed)"
    ),
    "MK410": (
        "a market of rows: an establishment of the supply in no row, more than one landmark row, a "
        "landmark row with `rolls` or `colours`, an unknown colour, an empty range"
    ),
    "MK411": "a landmark with `scope: once` has an effect that is not only `when built:` clauses",
    "MK412": (
        "`mk validate` (a warning): the check of whether games end stopped at its budget of turns, each weighed "
        "by what the edition's effects do (`--turns`), before every game was played; how many were, and the "
        "confidence they give"
    ),
    "MK413": (
        "`mk validate`: the check of whether games end stopped at its safety net of CPU time (`--cpu-limit`): "
        "turns far slower than their weight says; the verdict is incomplete"
    ),
    "MK414": (
        "a strategy names a card or landmark an edition it is for lacks (did-you-mean), an edition that cannot be "
        "read, or is played in a game of an edition it is not written for"
    ),
    "MK415": (
        "`mk validate` (a warning): a row of a market that no card goes into, or that shows more kinds than go "
        "into it (the row shows them all from the start)"
    ),
    "MK501": "an illegal action: the game refused it (the refusal code below says why)",
    "MK502": "a scenario file that cannot be run as written",
    "MK503": "a game record or save that cannot be read (not JSON, wrong shape, unsupported version)",
    "MK504": "a game record that does not replay (a turn differs, the edition changed, a bot decided otherwise)",
    "MK505": "an unknown variant, bot or market name (did-you-mean)",
    "MK506": "a scenario's expectation does not hold (or `expect_error` expected a refusal that did not come)",
    "MK507": "a bot's thinking budget (`--think`, `expert:0.5s`) that is no number of futures or time, or too much",
    "MK508": "the native engine plays a scenario otherwise than the Python engine (`mk scenario --engine native`)",
}
"""Every error code and what it means (docs/errors.md shows this table; a test keeps them the same)."""


EXCERPT = 100
"""The most characters of a source line an excerpt shows."""


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
    echo: bool = False
    """Whether this repeats, at an ``extends:`` line, a problem of the edition it brings in."""

    def headline(self) -> str:
        text = f"{short(self.file, PATH_MOST)}:{self.line}:{self.column}: {self.code} {self.message}"
        return visible(f"{text} ({self.hint})" if self.hint else text)

    def excerpt(self, width: int = EXCERPT) -> str:
        """The offending source line with a caret under the column, or ''. A long line shows the
        ``width`` characters around the column, cut with "…"."""
        if self.source_line is None:
            return ""
        line = self.source_line.rstrip()
        column = max(self.column - 1, 0)
        start = max(0, min(column - width // 2, len(line) - width))
        shown = line[start : start + width]
        if start > 0:
            shown, column = "…" + shown[1:], column - start
        if start + width < len(line):
            shown = shown[:-1] + "…"
        gutter = f"{self.line:>4} | "
        caret = " " * (len(gutter) - 2) + "| " + " " * column + "^"
        return f"{gutter}{visible(shown)}\n{caret}"


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

    def __init__(
        self,
        message: str,
        code: str = "MK502",
        refusal: Refusal | None = None,
        path: tuple[object, ...] | None = None,
        hint: str | None = None,
    ):
        super().__init__(message)
        self.code = code
        self.refusal = refusal
        self.path = path
        """Where in the scenario file the problem is (a path of keys and indices), if known."""
        self.hint = hint


class RecordError(MkError):
    """A game record that cannot be read (MK503) or does not replay (MK504)."""

    def __init__(self, message: str, code: str = "MK504"):
        super().__init__(message)
        self.code = code


class UnknownName(MkError):
    """A variant, bot or market name that does not exist; the message suggests the closest."""

    code = "MK505"

    def __init__(self, what: str, name: str, known: Sequence[str], lead: str | None = None):
        self.what = what
        self.name = name
        self.known = list(known)
        hint = suggest(name, self.known, f"{what}s") or ("" if self.known else f"there are no {what}s")
        said = lead or f"unknown {what} {brief(name)}"
        super().__init__(f"{said} ({hint})" if hint else said)
