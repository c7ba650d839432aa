"""Standing rules of the design: content lives in editions, never in Python."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from engine.load.loader import builtin_editions

ROOT = Path(__file__).resolve().parent.parent


def content_ids() -> tuple[set[str], set[str]]:
    """(card, landmark and variant ids; edition ids) of every edition file we ship."""
    ids: set[str] = set()
    editions: set[str] = set()
    files = list(builtin_editions().values()) + list((ROOT / "editions").rglob("*.yaml"))
    for path in files:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for section in ("cards", "landmarks", "variants"):
            ids |= set(data.get(section) or {})
        if isinstance(data.get("edition"), str):
            editions.add(data["edition"])
    return ids, editions


def python_lines() -> list[tuple[str, int, str]]:
    out = []
    for folder in ("engine", "dsl"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                out.append((str(path.relative_to(ROOT)), n, line))
    return out


def test_engine_and_dsl_name_no_content() -> None:
    ids, editions = content_ids()
    assert {"wheat_field", "train_station"} <= ids and "base" in editions  # the lists are read correctly
    words = re.compile(r"\b(" + "|".join(sorted(map(re.escape, ids))) + r")\b")
    # edition ids are common words ("base"): what must not appear is the id as a string
    literals = re.compile(r"[\"'](" + "|".join(sorted(map(re.escape, editions))) + r")[\"']")
    offenders = [
        f"{file}:{n}: {line.strip()}" for file, n, line in python_lines() if words.search(line) or literals.search(line)
    ]
    assert offenders == []


def test_the_state_class_is_three_levels_at_most_its_jobs_side_by_side() -> None:
    # docs/architecture.md: State(Effects, Building), each a class on the board and neither knowing the other
    from engine.core.board import Board
    from engine.core.state import State

    assert State.__bases__ and all(base.__bases__ == (Board,) for base in State.__bases__)
    assert Board.__bases__ == (object,)
    assert len(State.__mro__) == len(State.__bases__) + 3  # State, its jobs, Board, object
