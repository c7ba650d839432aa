"""Where the built-in editions and the schema live.

In a source checkout (and an editable install) they are the top-level
``editions/`` and ``schema/`` folders; in a wheel they are packed inside the
``engine`` package as ``engine/_data/editions`` and ``engine/_data/schema``.
"""

from __future__ import annotations

from pathlib import Path

_ENGINE = Path(__file__).resolve().parent.parent  # engine/load/ -> engine/


def _data_root() -> Path:
    packed = _ENGINE / "_data"
    if (packed / "editions").is_dir():
        return packed
    return _ENGINE.parent


def editions_dir() -> Path:
    return _data_root() / "editions"


def schema_path() -> Path:
    return _data_root() / "schema" / "edition.schema.json"


def strategies_dir() -> Path:
    """The shipped strategies (docs/strategies.md)."""
    return _data_root() / "strategies"


def strategy_schema_path() -> Path:
    return _data_root() / "schema" / "strategy.schema.json"


def locales_dir() -> Path:
    """The message catalogs, a folder per language (docs/languages.md)."""
    return _data_root() / "locales"
