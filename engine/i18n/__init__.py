"""The player's language: which languages mk speaks, how one is chosen, and where words come from.

Every player-facing sentence is a message of a Fluent catalog (``locales/<lang>/*.ftl``, checked in,
one folder per language); an edition's names (cards, landmarks, icons, colours, markets) are the
edition file's own in English and its locale files' in other languages (:mod:`engine.i18n.names`).
Words are made at the edge only: the engine and the simulations deal in ids and typed values.

>>> pick("de", {})
'de'
>>> pick(None, {"LANG": "tr_TR.UTF-8"})
'tr'
>>> pick(None, {"LC_ALL": "C", "LANG": "nl_NL.UTF-8"})
'en'
>>> pick(None, {"LANG": "pt_BR.UTF-8"})
'en'
>>> from_accept_language("nl-BE,nl;q=0.9,en;q=0.5")
'nl'
>>> from_accept_language("pt-BR, es;q=0.4, en;q=0.8")
'en'
"""

from __future__ import annotations

from collections.abc import Mapping

LANGUAGES: dict[str, str] = {
    "en": "English",
    "nl": "Nederlands",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "tr": "Türkçe",
}
"""The languages mk ships, each by its own name (the order of the pickers). Adding one is adding its
catalog folder and this line; the completeness test then names every message it lacks."""

SOURCE = "en"
"""The language developers write messages in; every other catalog is checked against it."""

PSEUDO = "qps-ploc"
"""The pseudo-language: English accented and made longer, built from the English catalog at load
(:mod:`engine.i18n.pseudo`), to find text that is not translated and text that does not fit."""

ENVIRONMENT = ("LC_ALL", "LC_MESSAGES", "LANG")
"""The variables that name the language when ``--lang`` does not, first set first (POSIX order)."""


def known(lang: str) -> bool:
    """Whether ``lang`` is a language mk speaks (the pseudo-language included)."""
    return lang in LANGUAGES or lang == PSEUDO


def normal(tag: str) -> str | None:
    """The language a locale tag names, if mk speaks it ("nl_BE.UTF-8", "nl-BE", "NL": ``nl``)."""
    text = tag.strip()
    if text.lower() == PSEUDO:
        return PSEUDO
    base = text.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return base if base in LANGUAGES else None


def pick(flag: str | None, environ: Mapping[str, str]) -> str:
    """The language of a command: ``--lang``, else the first of ``LC_ALL``, ``LC_MESSAGES``, ``LANG``
    that is set (a language mk does not speak, or the C locale, means English), else English."""
    if flag:
        return normal(flag) or SOURCE
    for name in ENVIRONMENT:
        value = environ.get(name, "")
        if value:
            return normal(value) or SOURCE
    return SOURCE


def from_accept_language(header: str) -> str:
    """The language a browser asks for first among those mk speaks (its ``Accept-Language``), else
    English."""
    ranked: list[tuple[float, int, str]] = []
    for i, part in enumerate(header.split(",")[:32]):  # a bounded header: the first 32 entries
        tag, _, params = part.partition(";")
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                q = 0.0
        lang = normal(tag) if tag.strip() != "*" else None
        if lang is not None and lang != PSEUDO and q > 0:
            ranked.append((-q, i, lang))
    return min(ranked)[2] if ranked else SOURCE
