"""``mk new``: a house rule to start from, one that works. A small commented edition file that extends
a parent (a changed price and a new card), a scenario that passes on it, and the JSON Schema beside
them for editors (the edition file's first line points the YAML language server at it).

The new card is made from what the parent has (a colour active on any roll, its first icon), so the
house rule is valid over any edition, built-in or a file.
"""

from __future__ import annotations

import os
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from engine.core.edition import Edition
from engine.core.errors import MkError
from engine.load import files, writes
from engine.load.loader import builtin_editions, load_edition, resolve_ref
from engine.load.resources import schema_path

SCHEMA = "edition.schema.json"
"""The schema's file name beside a new house rule."""
ROLLS = {"any": "anyone's roll activates it", "own": "its owner's roll", "others": "the others' rolls"}
GAIN = 2
"""What the new card pays: its scenario expects it."""


@dataclass(frozen=True)
class Starter:
    """A new house rule's files: path (relative to its folder) -> text."""

    folder: Path
    files: dict[str, str]
    edition: str
    """The edition file's path, relative to the folder."""
    scenario: str


LETTERS = {"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ı": "i", "đ": "d", "ð": "d", "ł": "l", "þ": "th"}
"""Letters that have no accent to drop, spelt in the letters an id may hold."""


def slug(name: str) -> str:
    """An id made of ``name``: lower case letters, digits and ``_``, starting with a letter; a letter
    with an accent keeps its letter ("Über Café!" gives ``uber_cafe``).

    >>> slug("Über Café!"), slug("Şehir Kuralı"), slug("Straße")
    ('uber_cafe', 'sehir_kurali', 'strasse')
    """
    folded = "".join(LETTERS.get(c, c) for c in name.strip().lower())
    plain = "".join(c for c in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(c))
    text = re.sub(r"[^a-z0-9]+", "_", plain).strip("_")
    text = text.lstrip("0123456789_")
    if not text:
        raise MkError(f"{name!r} gives no id: name the house rule with letters (such as 'cheap_cafe')")
    return text[:40]


def starter(name: str, parent: str, folder: Path) -> Starter:
    """The files of house rule ``name`` over ``parent`` (an edition name or file), to be written into
    ``folder`` (:func:`write`)."""
    if not name.isprintable() or len(name) > 80:
        raise MkError("the name of a house rule is one line of up to 80 printable characters")
    ed = load_edition(parent)
    ident = slug(name)
    if parent in builtin_editions():
        extends = parent
    else:
        target = resolve_ref(parent)
        if not files.inside(target, files.roots(folder)):  # mk would refuse to read it (docs/limits.md)
            raise MkError(
                f"{parent} is outside the new folder and the current one, where a house rule's 'extends' may lead: "
                "run mk new from a folder that holds both (or choose --dir beside it)"
            )
        extends = _relative(target, folder)
    edition_file = f"{ident}.yaml"
    scenario_file = f"{ident}.scenario.yaml"  # beside it: a file may name editions only inside its folder
    texts = {
        edition_file: _edition_text(ed, ident, name, extends),
        scenario_file: _scenario_text(ed, ident, edition_file),
        SCHEMA: schema_path().read_text(encoding="utf-8"),
    }
    return Starter(folder, texts, edition_file, scenario_file)


def write(new: Starter) -> tuple[list[Path], list[Path]]:
    """Write the files, each created exclusively (:func:`engine.load.writes.create`: no file is written
    over, no link followed); every path is checked before anything is written (:class:`MkError` names
    what is there already). Returns the files written, and the schema files kept as they were (one
    beside other house rules that differs from this mk's, or a link: it is the user's)."""
    paths = {rel: new.folder / rel for rel in new.files}
    for rel, path in paths.items():
        if rel != SCHEMA:
            writes.check(path, new=True)
    kept = []
    schema = paths.get(SCHEMA)
    if schema is not None and os.path.lexists(schema):
        text, _problem = files.read_text(schema) if not schema.is_symlink() else (None, None)
        if text != new.files[SCHEMA]:
            kept.append(schema)
        paths.pop(SCHEMA)  # the same schema: nothing to write
    writes.folder(new.folder)
    written = []
    for rel, path in paths.items():
        writes.create(path, new.files[rel])
        written.append(path)
    return written, kept


def _relative(target: Path, folder: Path) -> str:
    return Path(os.path.relpath(target.resolve(), folder.resolve())).as_posix()


def _card_id(ed: Edition, ident: str) -> str:
    card = f"{ident}_card"
    while card in ed.card_index or card in ed.landmark_index:
        card += "_2"
    return card


def _edition_text(ed: Edition, ident: str, name: str, extends: str) -> str:
    colour = next((c for c in ed.colours.values() if c.active == "any"), next(iter(ed.colours.values())))
    icon = next(iter(ed.icons), None)
    cheaper = next((c for c in ed.cards if c.cost >= 2), None)
    lines = [
        f"# yaml-language-server: $schema={SCHEMA}",
        f"# {name}: a house rule over {ed.name}. It states only what it changes; the rest is {extends}'s.",
        "# Check it and its scenarios with `mk validate .`, play it with",
        f"# `mk play --edition {ident}.yaml`, measure it with `mk simulate` and `mk compare` (docs/house-rules.md).",
        f"extends: {_quoted(extends)}",
        f"name: {_quoted(name)}",
        "cards:",
    ]
    if cheaper is not None:
        lines.append(
            _noted(f"  {cheaper.id}: {{cost: {cheaper.cost - 1}}}", "a change: merged into the inherited card")
        )
    lines += [
        _noted(f"  {_card_id(ed, ident)}:", "a new card: every field a card needs"),
        f"    name: {_quoted(name + ' Card')}",
        _noted(f"    colour: {colour.id}", f"{colour.name}: {ROLLS.get(colour.active, colour.active)}"),
        _noted("    roll: [1]", "the numbers rolled that activate it"),
        "    cost: 1",
        _noted("    copies: 6", "in the supply"),
        *([f"    icon: {icon}"] if icon else []),
        _noted(f"    effect: gain {GAIN}", "the effect language: docs/dsl.md"),
        _noted("# landmarks:", "landmarks change the same way"),
        _noted("# remove: [some_card]", "cards or landmarks dropped from the parent"),
    ]
    return "\n".join(lines) + "\n"


def _noted(code: str, note: str) -> str:
    """A line of YAML with its comment, the comments of a file lined up."""
    return f"{code.ljust(38)} # {note}"


def _scenario_text(ed: Edition, ident: str, edition: str) -> str:
    card = _card_id(ed, ident)
    return (
        "\n".join(
            [
                f"# A scenario of {ident}.yaml: a set-up, the steps played, what must hold after (docs/scenarios.md).",
                f"# Run it with `mk scenario {ident}.scenario.yaml`; add one for every rule you change.",
                f"name: the new card pays {GAIN} coins on a roll of 1",
                f"edition: {_quoted(edition)}",
                "players: 2",
                "start:",
                *(
                    ["  build_rounds: 0                 # straight to the first roll"]
                    if ed.options.get("build_rounds")
                    else []
                ),
                "  players:",
                f"    - {{coins: 0, establishments: {{{card}: 1}}}}   # the city replaces the starting one",
                "    - {coins: 0, establishments: {}}",
                "steps:",
                "  - roll: [1]",
                "expect:",
                "  players:",
                f"    - {{coins: {GAIN}}}",
                "    - {coins: 0}",
            ]
        )
        + "\n"
    )


def _quoted(text: str) -> str:
    """``text`` as a YAML string that reads back as itself."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
