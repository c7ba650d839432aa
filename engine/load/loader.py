"""Load edition files: YAML, then schema, then effect compilation, then meaning.

Every stage collects all of its problems; a file with several mistakes gets
every one reported, each at its line and column. Built-in editions are
looked up by name in the package's ``editions`` folder.
"""

from __future__ import annotations

import copy
import dataclasses
import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from dsl.errors import closest, suggest
from engine.core.edition import Edition
from engine.core.errors import EditionError, Problem
from engine.core.game import Game
from engine.core.limits import LIMITS, too_much
from engine.core.show import brief, short
from engine.load import files, resources
from engine.load.checker import Checker, as_dict, did_you_mean, required_fields, valid_id
from engine.load.yamlpos import Located, dsl_position, load_located


def builtin_editions() -> dict[str, Path]:
    """Names of the built-in editions and their files."""
    folder = resources.editions_dir()
    return {p.stem: p for p in sorted(folder.glob("*.yaml"))}


def default_edition() -> str:
    """The built-in edition marked ``default: true`` (else the first by name)."""
    builtins = builtin_editions()
    for name, path in builtins.items():
        if load_edition(path).data.get("default") is True:
            return name
    return next(iter(builtins))


def resolve_ref(ref: str | Path, base: Path | None = None) -> Path:
    """A built-in edition name, or a path (relative to ``base`` when given)."""
    text = str(ref)
    builtins = builtin_editions()
    if text in builtins:
        return builtins[text]
    path = Path(text)
    if base is not None and not path.is_absolute():
        path = base / path
    if path.suffix in (".yaml", ".yml") or _exists(path):
        return path
    hint = suggest(text, builtins, "built-in editions")
    where = text if len(text) <= 40 else "<name>"  # not a file: a long name is said once, cut
    raise EditionError([Problem("MK104", f"no edition named {brief(text)}", where, hint=hint)])


def load_edition(ref: str | Path, base: Path | None = None) -> Edition:
    """Load and compile an edition by built-in name or path; raise :class:`EditionError`.

    ``base`` is the folder of the file that names ``ref`` (a record, a scenario): a path there, and
    every path in the ``extends`` chain, must stay under that folder or the current one (see
    :func:`engine.load.files.roots`). A path the user typed may lead anywhere, but its own
    ``extends`` paths stay under its folder or the current one.
    """
    path = resolve_ref(ref, base)
    allowed = files.roots(base if base is not None else path.parent)
    named_in_a_file = base is not None and str(ref) not in builtin_editions()
    if named_in_a_file and not files.inside(path, allowed):
        message = files.outside_message("the edition", str(ref))
        raise EditionError([Problem("MK107", message, str(ref), hint=files.OUTSIDE_HINT)])
    return _load_path(str(path.resolve()) if _exists(path) else str(path), str(path), allowed)


def position_in_file(ed: Edition, path: tuple[Any, ...], line: int = 0, column: int = 0) -> tuple[str, int, int] | None:
    """Where the value at ``path`` of a loaded edition's data is in its files (file, line, column), or a
    position inside it (``line`` and ``column`` of an effect's text, from 1); None when the files can no
    longer be read as they were."""
    try:
        located = _read(ed.file, ed.file)
        merged = _resolve(located, Path(ed.file), (ed.file,), files.roots(Path(ed.file).parent))
    except EditionError:
        return None
    if line <= 0:
        return merged.locate(path)
    return dsl_position(merged, path, line, column)


def files_read(ref: str | Path) -> list[str]:
    """The files edition ``ref`` is read from: its own and every one it extends (a command that writes
    never writes over them; none for a name that is no edition)."""
    try:
        path = resolve_ref(ref)
    except EditionError:
        return []
    try:
        merged = _resolve(_read(str(path), str(path)), path, (str(path.resolve()),), None)
    except (EditionError, OSError):
        return [str(path)]
    return [str(path), *merged.sources]


def recorded_ref(ref: str) -> str:
    """How a record names an edition: a built-in name as it is, a file by its absolute path (a save
    lives elsewhere than the folder the game was started from)."""
    if ref in builtin_editions():
        return ref
    return str(Path(ref).expanduser().resolve())


def _exists(path: Path) -> bool:
    """Whether ``path`` exists; a name the system refuses (too long, a NUL) does not."""
    try:
        return path.exists()
    except (OSError, ValueError):
        return False


@lru_cache(maxsize=32)
def _load_path(resolved: str, shown: str, allowed: tuple[str, ...] | None) -> Edition:
    located = _read(resolved, shown)
    merged = _resolve(located, Path(resolved), (resolved,), allowed)
    try:
        return Checker(merged).run()
    except EditionError as exc:
        raise EditionError(_also_at_extends(located, exc.problems)) from None


def _also_at_extends(located: Located, problems: list[Problem]) -> list[Problem]:
    """Problems found in an edition this file extends are also reported at its ``extends:`` line
    (once per file), so a tool that shows only this file's problems still sees them."""
    out = list(problems)
    seen: set[str] = set()
    for p in problems:
        if (
            not p.echo
            and p.file != located.file
            and p.file not in seen
            and isinstance(located.data, dict)
            and "extends" in located.data
        ):
            seen.add(p.file)
            message = f"the edition it extends has problems: {_near(p.file)}:{p.line}:{p.column}: {p.code} {p.message}"
            out.append(dataclasses.replace(located.problem(p.code, message, ("extends",), key=True), echo=True))
    return out


def _read(resolved: str, shown: str) -> Located:
    text, problem = files.read_text(resolved, shown)
    if problem is not None:
        raise EditionError([problem])
    assert text is not None
    return load_located(text, shown, strict=False)


def new_game(
    edition: str | Path | Edition,
    players: int = 4,
    options: dict[str, Any] | None = None,
    variants: tuple[str, ...] = (),
    codegen: bool = True,
) -> Game:
    """A game of a built-in edition (by name), an edition file, or a loaded edition.

    >>> new_game(default_edition(), players=2).new_state().coins
    [3, 3]
    """
    ed = edition if isinstance(edition, Edition) else load_edition(edition)
    return Game.create(ed, players, options, variants, codegen)


def load_text(text: str, file: str = "<input>") -> Edition:
    """Load an edition from text (``extends`` is resolved relative to the current folder)."""
    return Checker(locate_text(text, file)).run()


def locate_text(text: str, file: str = "<input>") -> Located:
    """An edition's text read as ``file`` would be, its ``extends`` resolved: the merged data and where
    each value came from (an editor's buffer, before it is saved); :class:`EditionError` when it cannot
    be read."""
    return _resolve(load_located(text, file, strict=False), Path(file), (file,), files.roots(Path(file).parent))


# -- extends: a house-rule file states only its differences ----------------------
MERGED_BY_ID = ("cards", "landmarks", "colours", "icons", "variants", "markets")


@dataclasses.dataclass
class _Graph:
    """One file's ``extends`` graph as it is resolved: each file read and resolved once, however often
    it is named, and the values merged counted against a bound (``extends_values``)."""

    resolved: dict[str, Located] = dataclasses.field(default_factory=dict)
    merged: int = 0


def _resolve(
    located: Located,
    path: Path,
    chain: tuple[str, ...],
    allowed: tuple[str, ...] | None,
    graph: _Graph | None = None,
) -> Located:
    """Resolve ``extends`` recursively; the result merges data and positions.

    ``extends`` names one edition, or a list of editions merged in order (each
    later one over the earlier ones), before this file's own differences. A path
    must lead into one of the ``allowed`` folder trees (``None``: anywhere).
    """
    data = located.data
    if not isinstance(data, dict) or "extends" not in data:
        return located
    graph = graph if graph is not None else _Graph()
    refs = data["extends"]
    many = isinstance(refs, list)
    if not many:
        refs = [refs]
    if not refs or not all(isinstance(ref, str) for ref in refs):
        message = "'extends' takes an edition name or a file path, or a list of them"
        raise EditionError([located.problem("MK201", message, ("extends",))])
    cap = LIMITS["extends_chain"].value
    if len(chain) + len(refs) - 1 > cap:
        found = f"more than {cap}" if len(refs) <= cap else len(refs)
        raise EditionError([located.problem("MK106", too_much("extends_chain", found), ("extends",))])
    parent: Located | None = None
    for i, ref in enumerate(refs):
        where = ("extends", i) if many else ("extends",)
        try:
            parent_path = resolve_ref(ref, path.parent)
        except EditionError as exc:
            first = exc.problems[0]
            raise EditionError([located.problem("MK104", first.message, where, hint=first.hint)]) from None
        if allowed is not None and ref not in builtin_editions() and not files.inside(parent_path, allowed):
            message = files.outside_message("'extends'", ref)
            raise EditionError([located.problem("MK107", message, where, hint=files.OUTSIDE_HINT)])
        key = str(parent_path.resolve())
        if key in chain:
            names = " -> ".join(Path(c).name for c in (*chain, key))
            raise EditionError([located.problem("MK105", f"'extends' goes round in a circle: {names}", where)])
        resolved = graph.resolved.get(key)
        if resolved is None:
            try:
                parent_located = _read(key, str(parent_path))
            except EditionError as exc:  # reported where the file is named (too, when it can be read)
                first = exc.problems[0]
                here = located.problem(first.code, f"{short(ref, 60)}: {first.message}", where)
                raise EditionError([here] if first.code == "MK100" else [*exc.problems, here]) from None
            try:
                resolved = _resolve(parent_located, Path(key), (*chain, key), allowed, graph)
            except EditionError as exc:
                raise EditionError(_also_at_extends(located, exc.problems)) from None
            graph.resolved[key] = resolved
        graph.merged += len(resolved.nodes)
        if graph.merged > LIMITS["extends_values"].value:
            found = f"more than {LIMITS['extends_values'].value:,}"
            raise EditionError([located.problem("MK106", too_much("extends_values", found), where)])
        parent = resolved if parent is None else _merge(parent, resolved)
    assert parent is not None
    return _merge(parent, located)


def _merge(parent: Located, child: Located) -> Located:
    out: dict[str, Any] = copy.deepcopy(parent.data) if isinstance(parent.data, dict) else {}
    out.pop("default", None)  # a house rule never becomes the default edition
    nodes = dict(parent.nodes)
    keys = dict(parent.keys)
    problems = [*parent.problems, *child.problems]
    data = child.data
    for key, value in data.items():
        if key in ("extends", "remove"):
            continue
        if key in MERGED_BY_ID and isinstance(value, dict) and isinstance(out.get(key), dict):
            for ident, entry in value.items():
                old = out[key].get(ident)
                if old is None and key in ("cards", "landmarks") and _mistyped(out, key, ident, entry, child, problems):
                    continue
                out[key][ident] = {**old, **entry} if isinstance(old, dict) and isinstance(entry, dict) else entry
        elif key in ("options", "start") and isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = {**out[key], **value}
        else:
            out[key] = value
    nodes.update(child.nodes)
    keys.update(child.keys)
    removed = data.get("remove") or []
    if not isinstance(removed, list):
        problems.append(child.problem("MK201", "'remove' takes a list of card and landmark ids", ("remove",)))
        removed = []
    for i, ident in enumerate(removed):
        hit = False
        for section in ("cards", "landmarks"):
            if isinstance(out.get(section), dict) and ident in out[section]:
                del out[section][ident]
                hit = True
        start = as_dict(out.get("start"))
        if isinstance(start.get("establishments"), dict):
            start["establishments"].pop(ident, None)
        if isinstance(start.get("landmarks"), list) and ident in start["landmarks"]:
            start["landmarks"] = [x for x in start["landmarks"] if x != ident]
        if not hit:
            known = [*(out.get("cards") or {}), *(out.get("landmarks") or {})]
            problems.append(
                child.problem(
                    "MK403",
                    f"cannot remove {ident!r}: the parent has no such card or landmark",
                    ("remove", i),
                    hint=did_you_mean(ident, known, "cards and landmarks"),
                )
            )
    remove_node = child.nodes.get(("remove",))
    for section in ("cards", "landmarks"):  # a section that the removal emptied is the removal's problem
        if removed and remove_node is not None and isinstance(out.get(section), dict) and not out[section]:
            nodes[(section,)] = keys[(section,)] = remove_node
    if "edition" not in data:
        out["edition"] = re.sub(r"[^a-z0-9_]", "_", Path(child.file).stem.lower()).lstrip("_0123456789") or "house_rule"
    merged = Located(out, child.file, child.text, nodes, keys, problems, {**parent.sources, **child.sources})
    return merged


def _mistyped(
    parent: dict[str, Any], section: str, ident: str, entry: Any, child: Located, problems: list[Problem]
) -> bool:
    """Whether the new entry ``ident`` of ``section`` is a slip for one of the parent's: it lacks what
    a new card (or landmark) needs and its id is a parent's mistyped, or a landmark under cards (and
    the other way round). Said once, in ``problems``, and the entry left out (so that it is no
    candidate of other suggestions)."""
    if not valid_id(ident) or not isinstance(entry, dict) or all(f in entry for f in required_fields(section)):
        return False
    kind, other = ("card", "landmark") if section == "cards" else ("landmark", "card")
    of = parent.get("edition") or "the edition it extends"
    if ident in as_dict(parent.get(f"{other}s")):
        message = f"{ident!r} is a {other} of {of}, not a {kind}: a change to it goes under {other}s"
        problems.append(child.problem("MK403", message, (section, ident), key=True))
        return True
    close = closest(ident, as_dict(parent.get(section)))
    if close is None:
        return False
    missing = ", ".join(f for f in required_fields(section) if f not in entry)
    message = f"{ident!r} is not a {kind} of {of} (a new {kind} would need {missing})"
    problems.append(child.problem("MK403", message, (section, ident), key=True, hint=f"did you mean {close!r}?"))
    return True


def _near(path: str) -> str:
    """A path as a person reads it: relative to the working directory when it lies under it."""
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return path
    return path if rel.startswith("..") else rel
