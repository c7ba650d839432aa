"""Letter case and matching in the player's language.

Python's ``lower``, ``upper`` and ``casefold`` follow Unicode's default rules, which are wrong for
Turkish and Azeri: there, ``I`` is the capital of dotless ``ı`` and ``İ`` the capital of ``i``. These
functions apply the Turkic rule (Unicode's CaseFolding.txt status T, CLDR's ``tr-Lower``) where the
language needs it.

>>> upper("bira fabrikası", "tr")
'BİRA FABRİKASI'
>>> lower("IĞDIR İZMİR", "tr")
'ığdır izmir'
>>> key("FIRIN", "tr") == key("Fırın", "tr") == key("firin", "tr")
True
>>> key("creme", "fr") == key("Crème", "fr")
True
>>> key("İş Merkezi", "tr").startswith(key("is", "tr"))
True
"""

from __future__ import annotations

import unicodedata

TURKIC = frozenset({"tr", "az"})
"""Languages whose i has a dotless partner."""


def lower(text: str, lang: str) -> str:
    """``text`` in lower case, by the language's rule."""
    if lang in TURKIC:
        text = text.replace("I", "ı").replace("İ", "i")
    return text.lower()


def upper(text: str, lang: str) -> str:
    """``text`` in capitals, by the language's rule."""
    if lang in TURKIC:
        text = text.replace("i", "İ")
    return text.upper()


def capital(text: str, lang: str) -> str:
    """``text`` with its first letter a capital (the rest as it is)."""
    return upper(text[:1], lang) + text[1:]


def key(text: str, lang: str) -> str:
    """``text`` as typed answers are compared: case folded by the language's rule, accents dropped,
    and dotless ``ı`` read as ``i`` (a keyboard without Turkish letters still finds "Fırın")."""
    folded = lower(text, lang).casefold()
    decomposed = unicodedata.normalize("NFKD", folded)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).replace("ı", "i")
