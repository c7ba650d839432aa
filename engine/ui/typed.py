"""What a player types at the terminal's prompt, matched to the choices of a decision.

A choice is found by the start of its name or id (else by any part of it), case and accents folded
("creme" finds "Crème"); before a card, the verbs players type (``build X``, ``buy X``) are read
past. A name that fits no choice is looked up among every card and landmark of the edition, so that a
card that cannot be built now is answered with the engine's reason ("X costs 6; you have 4"), and a
typo with the closest name.

>>> fold("Crème  Brûlée")
'creme  brulee'
>>> matching("t", [["Tea Room"], ["Toy Shop"], ["Kiosk"]])
[0, 1]
>>> matching("shop", [["Tea Room"], ["Toy Shop"]])
[1]
"""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Sequence

from engine.core.reasons import Refusal
from engine.core.state import State

VERBS = frozenset({"build", "buy"})
"""Words a player may type before the card of a build ("build X", "buy X")."""
NOTHING = frozenset({"nothing", "none", "pass", "skip"})
"""Words for building nothing."""
LISTED = 6
"""Choices an ambiguous answer names at most."""


def fold(text: str) -> str:
    """``text`` as answers are compared: case folded, accents dropped."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def without_verb(typed: str) -> str:
    """A build's answer without the verb before it ("build tea room" -> "tea room"); "build" alone stays."""
    word, _, rest = typed.partition(" ")
    return rest.strip() if fold(word) in VERBS and rest.strip() else typed


def matching(typed: str, keys: Sequence[Sequence[str]]) -> list[int]:
    """The entries one of whose ``keys`` starts with ``typed`` (else contains it), folded."""
    low = fold(typed)
    folded = [[fold(k) for k in ks] for ks in keys]
    starts = [i for i, ks in enumerate(folded) if any(k.startswith(low) for k in ks)]
    if starts:
        return starts
    return [i for i, ks in enumerate(folded) if any(low in k for k in ks)]


def names(state: State) -> list[tuple[str, str]]:
    """Every card and landmark of the game's edition: (id, name)."""
    ed = state.game.edition
    return [(c.id, c.name) for c in ed.cards] + [(lm.id, lm.name) for lm in ed.landmarks]


def refused(state: State, typed: str) -> list[tuple[str, Refusal]]:
    """The cards and landmarks that ``typed`` names and the player to decide cannot build now, each
    with the engine's reason: (name, refusal)."""
    every = names(state)
    out = []
    for i in matching(typed, [[ident.replace("_", " "), name] for ident, name in every]):
        ident, name = every[i]
        refusal = state.cannot_build(ident)
        if refusal is not None:
            out.append((name, refusal))
    return out


def closest(typed: str, candidates: Sequence[str]) -> str | None:
    """The one of ``candidates`` closest to ``typed`` (a typo: "tea rooom" -> "Tea Room"), or None."""
    folded = {fold(c): c for c in candidates}
    found = difflib.get_close_matches(fold(typed), list(folded), n=1, cutoff=0.6)
    return folded[found[0]] if found else None


def listed(items: Sequence[str]) -> str:
    """Items in a sentence, at most :data:`LISTED` of them ("a, b and 3 more")."""
    shown = list(items[:LISTED])
    if len(items) > LISTED:
        return f"{', '.join(shown)} and {len(items) - LISTED} more"
    return shown[0] if len(shown) == 1 else f"{', '.join(shown[:-1])} and {shown[-1]}"
