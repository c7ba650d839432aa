"""The pseudo-language ``qps-ploc``: the English catalog with its letters accented and its text made
at least 40% longer, built at load and never checked in.

Played through, it shows what a translation would not reach: text still made in code stays plain
(a test looks for it), and text that does not fit a card tile or a column shows its overflow. Only
the catalog's own words change; values (numbers, player names) stay as they are.

>>> accent("Get 1 coin")
'Ɠḗḗŧ 1 ƈǿǿīīƞ~'
"""

from __future__ import annotations

import math

from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Transformer

_PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_ACCENTED = "ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ"
_MAP = str.maketrans(_PLAIN, _ACCENTED)
GROWTH = 1.4
"""The pseudo-language's text is at least this many times as long as the English."""


def accent(text: str) -> str:
    """``text`` with every ASCII letter accented, each vowel doubled, and padded with ``~`` to at
    least :data:`GROWTH` times its length (a whole text: a message's literal parts are padded once,
    at the end)."""
    return _pad(_double(text), len(text))


def _double(text: str) -> str:
    return "".join(c + c if c in "aeiouyAEIOUY" else c for c in text).translate(_MAP)


def _pad(text: str, was: int) -> str:
    return text + "~" * max(0, math.ceil(was * GROWTH) - len(text))


class Pseudo(Transformer):
    """Rewrites the literal text of every message and attribute of a catalog (never a variant's key,
    a variable, or a message id)."""

    def visit_Pattern(self, node: ftl.Pattern) -> ftl.Pattern:
        was = sum(len(e.value) for e in node.elements if isinstance(e, ftl.TextElement))
        self.generic_visit(node)
        now = sum(len(e.value) for e in node.elements if isinstance(e, ftl.TextElement))
        if was:
            node.elements.append(ftl.TextElement("~" * max(0, math.ceil(was * GROWTH) - now)))
        return node

    def visit_TextElement(self, node: ftl.TextElement) -> ftl.TextElement:
        node.value = _double(node.value)
        return node
