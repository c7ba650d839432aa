"""What a player types at the terminal's prompt, matched to the choices of a decision.

A choice is found by the start of its name or id (else by any part of it), in the player's language:
case folded by the language's rule (Turkish ``I``/``ı``, ``İ``/``i``), accents dropped ("creme" finds
"Crème"), and dotless ``ı`` read as ``i``; before a card, the verbs players type (``build X``,
``buy X``, and the language's own) are read past. A name that fits no choice is looked up among every
card and landmark of the edition, by its name in the player's language and by its id, so that a card
that cannot be built now is answered with the engine's reason ("X costs 6; you have 4"), and a typo
with the closest name.

>>> matching("t", [["Tea Room"], ["Toy Shop"], ["Kiosk"]])
[0, 1]
>>> matching("shop", [["Tea Room"], ["Toy Shop"]])
[1]
>>> matching("firin", [["Fırın"], ["Fabrika"]], "tr")
[0]
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence

from engine.core.reasons import Refusal
from engine.core.state import State
from engine.i18n import SOURCE
from engine.i18n.text import key as fold
from engine.services.play.narrate import Words

VERBS = frozenset({"build", "buy"})
"""Words a player may type before the card of a build ("build X", "buy X") in any language."""
NOTHING = frozenset({"nothing", "none", "pass", "skip"})
"""Words for building nothing, in any language."""
LISTED = 6
"""Choices an ambiguous answer names at most."""


class Typed:
    """Answers typed in one language, for one edition."""

    def __init__(self, w: Words):
        self.w = w
        self.lang = w.lang
        self.verbs = VERBS | self._words(w.t("play-build-verbs"))
        self.nothing_words = NOTHING | self._words(w.t("play-nothing-words"))

    def _words(self, listed: str) -> frozenset[str]:
        """The words of a comma-separated list, as answers are compared."""
        return frozenset(self.key(word) for word in listed.split(",") if word.strip())

    def key(self, text: str) -> str:
        """``text`` as answers are compared in this language."""
        return fold(text.strip(), self.lang)

    def verb(self, typed: str) -> bool:
        """Whether ``typed`` is a build's verb alone ("build")."""
        return self.key(typed) in self.verbs

    def nothing(self, typed: str) -> bool:
        """Whether ``typed`` says to build nothing."""
        return self.key(typed) in self.nothing_words

    def without_verb(self, typed: str) -> str:
        """A build's answer without the verb before it ("build tea room" -> "tea room"); "build" alone stays."""
        word, _, rest = typed.partition(" ")
        return rest.strip() if self.key(word) in self.verbs and rest.strip() else typed

    def names(self) -> list[tuple[str, str]]:
        """Every card and landmark of the edition: (id, name in this language)."""
        ed = self.w.edition
        return [(c.id, self.w.name(c.id)) for c in ed.cards] + [(lm.id, self.w.name(lm.id)) for lm in ed.landmarks]


def matching(typed: str, keys: Sequence[Sequence[str]], lang: str = SOURCE) -> list[int]:
    """The entries one of whose ``keys`` starts with ``typed`` (else contains it), folded by ``lang``'s rule."""
    low = fold(typed, lang)
    folded = [[fold(k, lang) for k in ks] for ks in keys]
    starts = [i for i, ks in enumerate(folded) if any(k.startswith(low) for k in ks)]
    if starts:
        return starts
    return [i for i, ks in enumerate(folded) if any(low in k for k in ks)]


def refused(state: State, typed: str, w: Words) -> list[tuple[str, Refusal]]:
    """The cards and landmarks that ``typed`` names (by name in the player's language, or id) and the
    player to decide cannot build now, each with the engine's reason: (name, refusal)."""
    every = Typed(w).names()
    out = []
    for i in matching(typed, [[ident.replace("_", " "), name] for ident, name in every], w.lang):
        ident, name = every[i]
        refusal = state.cannot_build(ident)
        if refusal is not None:
            out.append((name, refusal))
    return out


def closest(typed: str, candidates: Sequence[str], lang: str = SOURCE) -> str | None:
    """The one of ``candidates`` closest to ``typed`` (a typo: "tea rooom" -> "Tea Room"), or None."""
    folded = {fold(c, lang): c for c in candidates}
    found = difflib.get_close_matches(fold(typed, lang), list(folded), n=1, cutoff=0.6)
    return folded[found[0]] if found else None


def listed(items: Sequence[str], w: Words) -> str:
    """Items in a sentence, at most :data:`LISTED` of them ("a, b and 3 more")."""
    shown = list(items[:LISTED])
    if len(items) > LISTED:
        return w.t("list-more", items=", ".join(shown), n=len(items) - LISTED)
    return shown[0] if len(shown) == 1 else w.t("list-and", items=", ".join(shown[:-1]), last=shown[-1])
