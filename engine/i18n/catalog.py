"""A language's messages: the Fluent files of ``locales/<lang>/``, with English behind them.

>>> en = catalog("en")
>>> en.t("coins", n=1), en.t("coins", n=3)
('1 coin', '3 coins')
>>> catalog("nl").t("coins", n=2)
'2 munten'
>>> catalog("tr").t("coins", n=2)
'2 altın'
"""

from __future__ import annotations

import copy
from functools import lru_cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from engine.core.errors import MkError, Problem
from engine.i18n import PSEUDO, SOURCE, known
from engine.i18n.pseudo import Pseudo
from engine.load import files as loadfiles
from engine.load.resources import locales_dir

LONG = 500
"""A value longer than this is put into a message after Fluent made it: Fluent refuses a placeable of
more than 1,000 characters (its guard against messages that grow without bound), and a name from a file
may be longer (it is the file's, and shown cut where it is shown)."""


class CatalogError(MkError):
    """A catalog or a language file that cannot be read (a syntax error, a message twice), or a message
    that cannot be made (an unknown id, a variable the call does not give): in mk's own catalogs, a fault
    tests find; in an edition's language file, the file's (MK109)."""

    code = "MK109"


def read(path: Path) -> ftl.Resource:
    """A Fluent file (within mk's limits on a file's size), refusing what the Fluent runtime would skip
    without a word (a syntax error, a message or term given twice): :class:`CatalogError`."""
    problems, resource = check(path)
    if problems:
        raise CatalogError(problems[0].headline())
    assert resource is not None
    return resource


def check(path: Path) -> tuple[list[Problem], ftl.Resource | None]:
    """The problems of a Fluent file (MK109; MK100 or MK106 when it cannot be read), and what it holds."""
    text, problem = loadfiles.read_text(path)
    if problem is not None or text is None:
        return [problem or Problem("MK100", "cannot read the file", str(path))], None
    resource = FluentParser().parse(text)
    found: list[Problem] = []
    seen: set[str] = set()
    for item in resource.body:
        line = text[: item.span.start].count("\n") + 1 if item.span else 1
        if isinstance(item, ftl.Junk):
            notes = "; ".join(str(a.message) for a in item.annotations)
            found.append(Problem("MK109", f"not Fluent: {notes}", str(path), line, 1))
        elif isinstance(item, (ftl.Message, ftl.Term)):
            name = ("-" if isinstance(item, ftl.Term) else "") + item.id.name
            if name in seen:
                found.append(
                    Problem("MK109", f"{name} is given twice (Fluent would keep the first)", str(path), line, 1)
                )
            seen.add(name)
    return found, resource


def files(lang: str, root: Path | None = None) -> list[Path]:
    """A language's catalog files, in name order."""
    return sorted(((root or locales_dir()) / lang).glob("*.ftl"))


class Catalog:
    """The messages of one language, English where it has none."""

    def __init__(self, lang: str, root: Path | None = None):
        if not known(lang):
            raise CatalogError(f"mk does not speak {lang!r}")
        self.lang = lang
        self.root = root or locales_dir()
        self._bundles: list[FluentBundle] = []
        for tongue in dict.fromkeys([lang, SOURCE]):  # the language, then English behind it
            bundle = FluentBundle(["en" if tongue == PSEUDO else tongue], use_isolating=False)
            for resource in self.resources(tongue):
                bundle.add_resource(resource)
            self._bundles.append(bundle)

    def resources(self, lang: str) -> list[ftl.Resource]:
        if lang == PSEUDO:
            return [Pseudo().visit(copy.deepcopy(r)) for r in self.resources(SOURCE)]
        return [read(path) for path in files(lang, self.root)]

    def has(self, msg_id: str) -> bool:
        return any(b.has_message(msg_id) for b in self._bundles)

    def t(self, msg_id: str, /, **args: Any) -> str:
        """Message ``msg_id`` made with ``args`` (numbers are formatted and pluralised by the
        language's rules: give them as ``int``; give an id or a seed as ``str``)."""
        return self._format(msg_id, args)

    def _format(self, msg_id: str, args: dict[str, Any]) -> str:
        long = {k: v for k, v in args.items() if isinstance(v, str) and len(v) > LONG}
        if long:  # a value longer than Fluent takes in a placeable (a house rule's 10,000-letter name)
            marks = {k: f"\ue000{i}\ue001" for i, k in enumerate(long)}
            text = self._format(msg_id, {**args, **marks})
            for k, mark in marks.items():
                text = text.replace(mark, long[k])
            return text
        for bundle in self._bundles:
            if not bundle.has_message(msg_id):
                continue
            pattern = bundle.get_message(msg_id).value
            if pattern is None:
                continue
            said, errors = bundle.format_pattern(pattern, args)
            if errors:
                raise CatalogError(f"{self.lang}: {msg_id}: {'; '.join(map(str, errors))}")
            return str(said)
        raise CatalogError(f"{self.lang}: no message {msg_id}")


@lru_cache(maxsize=16)
def catalog(lang: str) -> Catalog:
    """The shipped catalog of ``lang`` (read once per process)."""
    return Catalog(lang)
