"""Strategy files: a plan a player follows, as data (schema/strategy.schema.json, docs/strategies.md).

A strategy is read like an edition file: YAML with every value's position, the schema's problems with
did-you-mean, then what the file means against each edition it names (every card and landmark id one
of its, every condition compiling in the effect language), all problems at once, each at its file,
line and column. The shipped set lives in ``strategies/`` beside ``editions/``; a strategy is named
by its file's stem there, or by a path.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import jsonschema

from dsl.compiler import compile_condition
from dsl.errors import DslError
from engine.core.edition import Edition, symbols
from engine.core.errors import EditionError, Problem
from engine.core.show import brief, short
from engine.load import files, resources
from engine.load.checker import _WholeNumbers, did_you_mean, schema_problems
from engine.load.loader import files_read, load_edition
from engine.load.yamlpos import Located, dsl_position, load_located

SUFFIXES = (".yaml", ".yml")
CONDITIONS = (("dice", "two_when"), ("landmarks", "when"))
"""Where a strategy holds a condition in the effect language's words."""


@dataclass(frozen=True)
class Strategy:
    """A strategy file, read and checked (its fields as the schema describes them, defaults filled)."""

    ref: str
    """How it was named: a shipped strategy's name, or the path given."""
    file: str
    name: str
    editions: tuple[str, ...]
    wants: tuple[tuple[str, int], ...]
    buy: str
    count: str
    """``owned`` or ``bought``: what a want's number counts."""
    dice: str
    """``one``, ``two``, ``best`` or ``when`` (then ``dice_when`` is the condition)."""
    dice_when: str | None
    landmarks: str
    """``first``, ``after_wants`` or ``when`` (then ``landmarks_when`` is the condition)."""
    landmarks_when: str | None
    landmark_order: str | tuple[str, ...]
    otherwise: str
    decisions: str
    source: str
    located: Located = field(compare=False, repr=False)


@lru_cache(maxsize=1)
def shipped() -> dict[str, Path]:
    """The shipped strategies by name (their file's stem; read once a process: every bot name asks)."""
    folder = resources.strategies_dir()
    return {p.stem: p for p in sorted(folder.glob("*.yaml"))}


PANEL_MOST = 24
"""Strategies a panel holds at most (a comparison plays every pair of them under both rule sets)."""


def panel(where: str, edition: str | None = None) -> list[str]:
    """The strategies of a panel: ``shipped`` (the shipped strategies written for ``edition`` or an edition
    it extends: that edition's panel), or every YAML file of a folder, each checked (:class:`EditionError`
    with every problem of the first that has any)."""
    if where == "shipped":
        names = [n for n in shipped() if edition is None or written_for(load_strategy(n), edition)]
    else:
        folder = Path(where)
        if not folder.is_dir():
            raise EditionError([Problem("MK100", "a panel is a folder of strategy files (or: shipped)", short(where))])
        names = [str(p) for p in sorted(folder.iterdir()) if p.suffix in SUFFIXES and p.is_file()]
    if len(names) < 2 or len(names) > PANEL_MOST:
        shown = f"the shipped strategies for {short(edition)}" if where == "shipped" and edition else short(where)
        message = f"a panel holds 2 to {PANEL_MOST} strategies, and {shown} holds {len(names)}"
        raise EditionError([Problem("MK100", message, short(where))])
    for name in names:
        load_strategy(name)
    return names


def written_for(strategy: Strategy, edition: str) -> bool:
    """Whether ``strategy`` names ``edition`` (a name or a file), or an edition it extends, among its
    editions (a file named from the strategy's folder)."""
    read = set(_lineage(edition))
    folder = Path(strategy.file).parent
    for ref in strategy.editions:
        own = _lineage(str(folder / ref) if ref.endswith(SUFFIXES) else ref)[:1]
        if own and own[0] in read:
            return True
    return False


@lru_cache(maxsize=256)
def _lineage(edition: str) -> tuple[str, ...]:
    """The real paths of the files an edition is read from: its own first, then those it extends."""
    return tuple(os.path.realpath(f) for f in files_read(edition))


def is_strategy(name: str) -> bool:
    """Whether ``name`` names a strategy (a shipped one, or a YAML file) rather than a bot."""
    return name in shipped() or name.endswith(SUFFIXES)


def strategy_path(name: str) -> Path:
    return shipped().get(name) or Path(name)


def named_in_file(name: str, folder: Path) -> None:
    """Refuse (MK107) a strategy a file names (a save's seat) by a path that leads out of that file's
    folder and the current one: whoever wrote the file chose it. A shipped strategy is always fine."""
    if name in shipped() or not name.endswith(SUFFIXES):
        return
    if not files.inside(Path(name), files.roots(folder)):
        message = files.outside_message("the strategy", name)
        raise EditionError([Problem("MK107", message, name if len(name) <= 40 else "<seat>", hint=files.OUTSIDE_HINT)])


def load_strategy(name: str) -> Strategy:
    """The strategy ``name`` names, checked against every edition it is written for (:class:`EditionError`
    with every problem of the file)."""
    path = strategy_path(name)
    try:
        stat = path.stat()
        key = (str(path.resolve()), stat.st_mtime_ns, stat.st_size)
    except OSError:
        key = (str(path), 0, 0)
    return _load(name, key)


@lru_cache(maxsize=64)
def _load(name: str, key: tuple[str, int, int]) -> Strategy:
    path = strategy_path(name)
    shown = name if name.endswith(SUFFIXES) else str(path)
    text, problem = files.read_text(path, shown)
    if problem is not None:
        raise EditionError([problem])
    assert text is not None
    located = load_located(text, shown)
    if not isinstance(located.data, dict):
        raise EditionError([located.problem("MK103", "a strategy file must be a YAML mapping (key: value pairs)", ())])
    problems = [located.problem(*p[:2], p[2], p[3], p[4]) for p in schema_problems(_validator(), located.data)]
    if problems:
        raise EditionError(problems)
    strategy = _strategy(name, located)
    for ref in strategy.editions:
        try:
            ed = load_edition(ref, Path(located.file).parent if ref.endswith(SUFFIXES) else None)
        except EditionError as exc:
            where = located.locate(("editions", strategy.editions.index(ref)))
            hint = exc.problems[0].headline() if exc.problems else None
            problems.append(Problem("MK414", f"edition {brief(ref)} cannot be read", *where, hint=hint))
            continue
        problems += list(_meaning(strategy, ed))
    if problems:
        raise EditionError(problems)
    return strategy


@lru_cache(maxsize=1)
def _validator() -> jsonschema.Draft7Validator:
    schema = json.loads(resources.strategy_schema_path().read_text(encoding="utf-8"))
    validator: jsonschema.Draft7Validator = _WholeNumbers(schema)
    return validator


def _strategy(name: str, located: Located) -> Strategy:
    data: dict[str, Any] = located.data
    dice, landmarks, order = data.get("dice", "best"), data.get("landmarks", "after_wants"), data.get("landmark_order")
    return Strategy(
        ref=name,
        file=located.file,
        name=data["strategy"],
        editions=tuple(data["editions"]),
        wants=tuple((cid, n) for want in data["wants"] for cid, n in want.items()),
        buy=data.get("buy", "in_order"),
        count=data.get("count", "owned"),
        dice="when" if isinstance(dice, dict) else dice,
        dice_when=dice["two_when"] if isinstance(dice, dict) else None,
        landmarks="when" if isinstance(landmarks, dict) else landmarks,
        landmarks_when=landmarks["when"] if isinstance(landmarks, dict) else None,
        landmark_order=tuple(order) if isinstance(order, list) else (order or "cheapest"),
        otherwise=data.get("otherwise", "nothing"),
        decisions=data.get("decisions", "normal"),
        source=data.get("source", ""),
        located=located,
    )


def problems_for(strategy: Strategy, ed: Edition) -> list[Problem]:
    """What ``strategy`` names that edition ``ed`` lacks (a game of ``ed`` cannot follow it): each at its
    place in the strategy file."""
    return list(_meaning(strategy, ed))


def _meaning(strategy: Strategy, ed: Edition) -> Iterator[Problem]:
    loc = strategy.located
    if ed.file and not written_for(strategy, ed.file):
        shown = ", ".join(short(e) for e in strategy.editions)
        why = f"written for {shown}: not for {ed.name}, nor an edition it extends"
        add = "add it to editions: each id the strategy names is then checked against it"
        yield loc.problem("MK414", why, ("editions",), hint=add)
    for i, (cid, _n) in enumerate(strategy.wants):
        if cid not in ed.card_index:
            hint = did_you_mean(cid, ed.card_index, "cards")
            yield loc.problem("MK414", f"{ed.name} has no card {cid!r}", ("wants", i, cid), True, hint)
    if isinstance(strategy.landmark_order, tuple):
        for i, lid in enumerate(strategy.landmark_order):
            if lid not in ed.landmark_index:
                hint = did_you_mean(lid, ed.landmark_index, "landmarks")
                yield loc.problem("MK414", f"{ed.name} has no landmark {lid!r}", ("landmark_order", i), hint=hint)
    for path in CONDITIONS:
        text = _at(loc.data, path)
        if isinstance(text, str):
            try:
                compile_condition(text, symbols(ed), f"{strategy.name} {path[0]}")
            except DslError as exc:
                for e in (exc, *getattr(exc, "others", ())):
                    file, line, column = dsl_position(loc, path, e.line, e.column)
                    yield Problem(e.code, e.message, file, line, column, e.hint, loc.source_line(line, file))


def _at(data: Any, path: tuple[str, ...]) -> Any:
    for part in path:
        data = data.get(part) if isinstance(data, dict) else None
    return data


def condition(strategy: Strategy, which: str, ed: Edition) -> Callable[[Any, int], bool] | None:
    """The compiled condition of ``which`` (``dice`` or ``landmarks``) for games of ``ed``, or None."""
    path = dict(CONDITIONS)
    text = _at(strategy.located.data, (which, path[which]))
    return compile_condition(text, symbols(ed), f"{strategy.name} {which}") if isinstance(text, str) else None
