"""Rule options, each declared once: name, kind, choices, default and a one-line doc.

Resolution and validation (:class:`Options`), the schema fragment in
``schema/edition.schema.json`` and the table in ``docs/editions.md`` all come
from :data:`SPECS` (``python docs/make_options.py`` rewrites the last two, and
a test checks they are in step).

>>> Options.resolve({"max_copies": 2}).max_copies
2
>>> Options.resolve().extra_turns_max is None    # unlimited
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from typing import Any

from dsl.errors import closest
from dsl.limits import NUMBER_DIGITS
from engine.core.errors import MkError
from engine.core.show import brief

UNLIMITED = "unlimited"
ALL_PILES = "all_piles"
"""The ``market`` option's built-in value; any other value names a market the edition declares."""


class OptionError(MkError):
    """A rule option that does not exist or has a value it cannot take."""

    code = "MK407"


@dataclass(frozen=True)
class OptionSpec:
    name: str
    doc: str
    default: Any
    kind: str
    """``count`` (a whole number, maybe ``unlimited``), ``choice`` (one of ``choices``) or ``market``."""
    choices: tuple[str, ...] = ()
    minimum: int = 0
    unlimited: bool = False

    def check(self, value: Any) -> Any:
        """``value`` if this option can take it (what the schema accepts); OptionError otherwise."""
        if self.kind == "market":
            if not isinstance(value, str) or not value.replace("_", "a").isalnum():
                raise OptionError(
                    f"option market must be {ALL_PILES} or the id of a market of the edition, not {brief(value)}"
                )
            return value
        if self.kind == "choice":
            if not isinstance(value, str) or value not in self.choices:
                close = closest(value, self.choices)
                hint = f" (did you mean {close!r}?)" if close else ""
                choices = ", ".join(self.choices)
                raise OptionError(f"option {self.name} must be one of {choices}, not {brief(value)}{hint}")
            return value
        if self.unlimited and value == UNLIMITED:
            return UNLIMITED
        if isinstance(value, bool) or not isinstance(value, int) or value < self.minimum:
            extra = " or 'unlimited'" if self.unlimited else ""
            raise OptionError(f"option {self.name} must be a whole number >= {self.minimum}{extra}, not {brief(value)}")
        return value

    def schema(self) -> dict[str, Any]:
        """This option's JSON Schema."""
        out: dict[str, Any] = {"description": self.doc}
        if self.kind == "market":
            out["$ref"] = "#/definitions/id"
        elif self.kind == "choice":
            out["enum"] = list(self.choices)
        elif self.unlimited:
            out["oneOf"] = [{"type": "integer", "minimum": self.minimum}, {"const": UNLIMITED}]
        else:
            out.update(type="integer", minimum=self.minimum)
        return out

    def values(self) -> str:
        """The values it takes, for the docs table."""
        if self.kind == "market":
            return f"`{ALL_PILES}` or a market id"
        if self.kind == "choice":
            return ", ".join(f"`{c}`" for c in self.choices)
        number = "whole number" if self.minimum == 0 else f"whole number >= {self.minimum}"
        return f"{number} or `{UNLIMITED}`" if self.unlimited else number


SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "extra_turns_max",
        "Extra turns in a row from 'extra turn on doubles'.",
        UNLIMITED,
        "count",
        unlimited=True,
    ),
    OptionSpec(
        "reroll_dice",
        "A re-roll uses the same number of dice, or the player chooses again.",
        "same",
        "choice",
        choices=("same", "choose"),
    ),
    OptionSpec(
        "landmarks_active",
        "When a built landmark's ability starts to act: at once, or from its owner's next turn.",
        "immediately",
        "choice",
        choices=("immediately", "next_turn"),
    ),
    OptionSpec(
        "max_copies",
        "Cards of one kind per city, starting cards included (a colour's max_per_city still applies).",
        UNLIMITED,
        "count",
        minimum=1,
        unlimited=True,
    ),
    OptionSpec(
        "market",
        "Every pile on the table (all_piles), or a market declared under 'markets'.",
        ALL_PILES,
        "market",
    ),
    OptionSpec("starting_coins", "Coins each player starts with.", 3, "count"),
    OptionSpec(
        "build_rounds",
        "Opening rounds in which each player only builds or passes: no dice, no income (Machi Koro 2: 3).",
        0,
        "count",
    ),
)
BY_NAME = {spec.name: spec for spec in SPECS}


def check_option(key: str, value: Any) -> Any:
    """Validate (and normalise) one rule option value; raise :class:`OptionError`."""
    spec = BY_NAME.get(key)
    if spec is None:
        close = closest(key, BY_NAME)
        hint = f"did you mean {close!r}?" if close else f"known: {', '.join(BY_NAME)}"
        raise OptionError(f"unknown rule option {brief(key)} ({hint})")
    return spec.check(value)


def parse_option_value(text: str) -> Any:
    """Turn a command-line VALUE of ``--option KEY=VALUE`` into a YAML-like value: a whole number when
    it is one written in ASCII digits, at most as many as a YAML integer (``١٢`` or 5,000 digits stay
    text, which the option then refuses), else the text.

    >>> parse_option_value("12"), parse_option_value("١٢"), parse_option_value("unlimited")
    (12, '١٢', 'unlimited')
    """
    return int(text) if re.fullmatch(f"-?[0-9]{{1,{NUMBER_DIGITS}}}", text) else text


def schema_fragment() -> dict[str, Any]:
    """``definitions.options`` of the edition schema."""
    return {
        "description": "Rule options (RULES.md \u00a74); each one is declared in engine/core/options.py.",
        "type": "object",
        "additionalProperties": False,
        "properties": {spec.name: spec.schema() for spec in SPECS},
    }


def options_table() -> str:
    """The Markdown table of docs/editions.md."""
    rows = ["| option | values | default | meaning |", "|---|---|---|---|"]
    rows += [f"| `{s.name}` | {s.values()} | `{s.default}` | {s.doc} |" for s in SPECS]
    return "\n".join(rows) + "\n"


@dataclass(frozen=True)
class Options:
    """Resolved rule options; ``None`` stands for ``unlimited``."""

    extra_turns_max: int | None
    reroll_dice: str
    landmarks_active: str
    max_copies: int | None
    market: str
    starting_coins: int
    build_rounds: int

    @classmethod
    def resolve(cls, *layers: dict[str, Any]) -> Options:
        """Defaults, then each layer in order (edition, variants, overrides)."""
        merged = {spec.name: spec.default for spec in SPECS}
        for layer in layers:
            for key, value in layer.items():
                merged[key] = check_option(key, value)
        resolved: dict[str, Any] = {key: None if value == UNLIMITED else value for key, value in merged.items()}
        return cls(**resolved)

    def as_dict(self) -> dict[str, Any]:
        """The options in file form (``unlimited`` for None)."""
        out = {}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = UNLIMITED if value is None else value
        return out
