"""Values from files and users, made safe to print: every control character visible, long values
cut with their size said. The one escaping function every message goes through."""

from __future__ import annotations

import re
import unicodedata
from typing import Any


def visible(text: str, keep: str = "") -> str:
    """``text`` with every character a terminal would act on instead of show (control characters,
    escape, bidirectional overrides) written as a Python escape: ``\\x1b``, ``\\n``, ``\\u202e``
    (but the characters in ``keep``). A space of another width (a no-break space, which French puts
    before a colon) is a space: shown as it is.

    >>> visible("name\\n\\x1b[2J")
    'name\\\\n\\\\x1b[2J'
    >>> visible("avec\\u00a0:") == "avec\\u00a0:"
    True
    """
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() or c in keep or _space(c) else repr(c)[1:-1] for c in text)


def _space(c: str) -> bool:
    """Whether ``c`` is a space separator (Unicode's Zs: the no-break spaces, the thin ones), never a
    control or a line break."""
    return unicodedata.category(c) == "Zs"


def brief(value: Any, most: int = 40) -> str:
    """A value read from a file, for a message: as Python writes it, every control character visible,
    at most ``most`` characters, and when cut, its size said (a 5,000-digit number or a 50,000-item
    list is never pasted whole).

    >>> print(brief("\\x1b]0;pwned\\x07"))
    '\\x1b]0;pwned\\x07'
    >>> brief(list(range(50_000)), 20)
    '[0, 1, 2, 3, 4, 5, … (50,000 items)'
    """
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 4 * most:
        return f"a number of about {int(value.bit_length() * 0.30103):,} digits"
    text = visible(repr(value))
    if len(text) <= most:
        return text
    if isinstance(value, (list, dict, tuple)):
        size = f"{len(value):,} items"
    else:
        size = f"{len(value) if isinstance(value, str) else len(text):,} characters"
    return f"{text[: most - 1]}… ({size})"


PATH_MOST = 200
"""The most characters of a path a message shows (the path of a file that does not exist can be as long
as a command line)."""


def short(text: str, most: int = 40) -> str:
    """A name or path from a file or a user, as it is when it is short and printable, else as
    :func:`brief` shows it.

    >>> short("a name"), short("x" * 100, 20)
    ('a name', "'xxxxxxxxxxxxxxxxxx… (100 characters)")
    """
    return text if len(text) <= most and text.isprintable() else brief(text, most)


def cut_words(text: str, most: int = 60) -> str:
    """A message made by another library (click's usage errors) that may quote a user's argument: each
    run of more than ``most`` characters without a space cut, with its size said.

    >>> cut_words("'" + "9" * 5000 + "' is not a valid integer.", 12)
    "'9999999999… (5,002 characters) is not a valid integer."
    """
    return re.sub(rf"\S{{{most + 1},}}", lambda m: f"{m[0][: most - 1]}… ({len(m[0]):,} characters)", text)


def price(cost: int) -> str:
    """What building something costs, in words; a negative cost is what it pays its builder.

    >>> price(3), price(-5)
    ('3 coins', 'pays you 5 coins')
    """
    return coins(cost) if cost >= 0 else f"pays you {coins(-cost)}"


def coins(n: int) -> str:
    """An amount of coins in words.

    >>> coins(1), coins(3)
    ('1 coin', '3 coins')
    """
    return f"{n} coin" if n == 1 else f"{n} coins"


def roll_numbers(roll: tuple[int, ...]) -> str:
    """A card's activation numbers: ``7``, each run as ``2-3``, listed with commas (``1,3``, ``9-10,12``);
    "" for none (the terminal and the browser both show them so)."""
    runs: list[list[int]] = []
    for n in sorted(set(roll)):
        if runs and runs[-1][-1] == n - 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ",".join(f"{r[0]}-{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs)
