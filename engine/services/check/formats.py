"""How problems are printed, in one place: ``full``, ``concise``, ``github``, ``json`` and ``sarif``.

Paths are shown relative to the working directory when the file is under it, in every format
(GitHub annotations and code-scanning uploads attach to repository paths). GitHub workflow
commands are escaped as GitHub specifies, so a message can never start a command of its own.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from typing import Any
from urllib.parse import quote

from engine import DISTRIBUTION
from engine.core.errors import CODES, Problem
from engine.core.show import PATH_MOST, short, visible

FORMATS = ("full", "concise", "github", "json", "sarif")
HELP = (
    "full: with source excerpts; concise: one line each; github: workflow annotations; "
    "json: a list of problems; sarif: SARIF 2.1.0 for code scanning."
)
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def shown_path(path: str) -> str:
    """``path`` relative to the working directory when it lies under it, else as it is."""
    if path.startswith("<"):
        return path
    try:
        rel = os.path.relpath(path)
    except ValueError:  # another drive (Windows)
        return path
    return path if rel.startswith("..") else rel.replace(os.sep, "/")


def escape_data(text: str) -> str:
    """A GitHub workflow command's message: ``%``, CR and LF escaped."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    """A GitHub workflow command's property value: also ``:`` and ``,`` escaped."""
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def _message(p: Problem, keep: str = "") -> str:
    """The problem's words, every control character in them made visible (but those in ``keep``)."""
    level = "" if p.level == "error" else f"{p.level}: "
    return visible(f"{p.code} {level}{p.message}" + (f" ({p.hint})" if p.hint else ""), keep)


def github(p: Problem) -> str:
    lines = "\r\n"  # GitHub's own escapes (%0D, %0A) keep those
    file = escape_property(visible(shown_path(p.file), lines))
    props = f"file={file},line={p.line},col={p.column},title={escape_property(p.code)}"
    return f"::{p.level} {props}::{escape_data(_message(p, lines))}"


def headline(p: Problem) -> str:
    return visible(f"{short(shown_path(p.file), PATH_MOST)}:{p.line}:{p.column}: ") + _message(p)


def as_dict(p: Problem) -> dict[str, Any]:
    return {
        "file": shown_path(p.file),
        "line": p.line,
        "column": p.column,
        "code": p.code,
        "level": p.level,
        "message": p.message,
        "hint": p.hint,
        "meaning": CODES.get(p.code, ""),
    }


def sarif(problems: Sequence[Problem]) -> dict[str, Any]:
    """A SARIF 2.1.0 log of one run of ``mk validate``."""
    used = sorted({p.code for p in problems})
    rules = [{"id": code, "shortDescription": {"text": CODES.get(code, code)}} for code in used]
    index = {code: i for i, code in enumerate(used)}
    results = [
        {
            "ruleId": p.code,
            "ruleIndex": index[p.code],
            "level": "error" if p.level == "error" else "warning",
            "message": {"text": p.message + (f" ({p.hint})" if p.hint else "")},
            "locations": [
                {
                    "physicalLocation": {
                        "artifactLocation": {"uri": _uri(shown_path(p.file))},
                        "region": {"startLine": p.line, "startColumn": p.column},
                    }
                }
            ],
        }
        for p in problems
    ]
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "mk",
                        "version": _version(),
                        "rules": rules,
                    }
                },
                "results": results,
            }
        ],
    }


def _uri(path: str) -> str:
    """A path as a relative URI reference: forward slashes, and what a URI cannot hold %-escaped."""
    return quote(path.replace("\\", "/"), safe="/")


def _version() -> str:
    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return "0"


@dataclass(frozen=True)
class Summary:
    """What a run checked: its closing line (``full``, ``concise``: on standard error), a notice
    (``github``), the ``summary`` object (``json``)."""

    checked: int
    """Files checked."""
    failed: int
    """Files with a problem."""
    problems: int
    """Problems that fail the run (errors)."""
    text: str
    """In words: "3 files ok", "2 problems in 1 of 3 files", "5 passed, 1 failed"."""
    warnings: int = 0
    """Problems that do not fail it."""

    def as_dict(self) -> dict[str, Any]:
        out = {"checked": self.checked, "failed": self.failed, "problems": self.problems, "text": self.text}
        return {**out, "warnings": self.warnings} if self.warnings else out


def render(problems: Sequence[Problem], fmt: str, summary: Summary | None = None) -> str:
    """Every problem in a format ("" when there is nothing to print); with ``summary``, ``json`` is
    ``{"summary": {...}, "problems": [...]}`` and ``github`` ends with a notice saying it."""
    if fmt == "json":
        listed = [as_dict(p) for p in problems]
        return json.dumps(listed if summary is None else {"summary": summary.as_dict(), "problems": listed}, indent=2)
    if fmt == "sarif":
        return json.dumps(sarif(problems), indent=2)
    if fmt == "github":
        lines = [github(p) for p in problems]
        if summary is not None:
            lines.append(f"::notice title=mk::{escape_data(visible(summary.text))}")
        return "\n".join(lines)
    lines = []
    for p in problems:
        lines.append(headline(p))
        if fmt == "full" and p.excerpt():
            lines.append(p.excerpt())
    return "\n".join(lines)
