"""The loaded, compiled form of an edition: what the engine plays."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dsl.runtime import CompiledEffect
from engine.core.errors import MkError
from engine.core.market import MarketRule

UNLIMITED = "unlimited"

OPTION_DEFAULTS: dict[str, Any] = {
    "extra_turns_max": UNLIMITED,
    "reroll_dice": "same",
    "landmarks_active": "immediately",
    "max_copies": UNLIMITED,
    "market": "all_piles",
    "starting_coins": 3,
}
OPTION_CHOICES: dict[str, tuple[str, ...]] = {
    "reroll_dice": ("same", "choose"),
    "landmarks_active": ("immediately", "next_turn"),
}
ALL_PILES = "all_piles"
"""The ``market`` option's built-in value; any other value names a market the edition declares."""
# option -> (minimum, allows "unlimited")
OPTION_NUMBERS: dict[str, tuple[int, bool]] = {
    "extra_turns_max": (0, True),
    "max_copies": (1, True),
    "starting_coins": (0, False),
}


class OptionError(MkError):
    pass


def check_option(key: str, value: Any) -> Any:
    """Validate (and normalise) one rule option value; raise :class:`OptionError`."""
    if key not in OPTION_DEFAULTS:
        known = ", ".join(sorted(OPTION_DEFAULTS))
        raise OptionError(f"unknown rule option {key!r} (known: {known})")
    if key == "market":
        if not isinstance(value, str) or not value.replace("_", "a").isalnum():
            raise OptionError(f"option market must be {ALL_PILES} or the id of a market of the edition, not {value!r}")
        return value
    if key in OPTION_CHOICES:
        if value not in OPTION_CHOICES[key]:
            raise OptionError(f"option {key} must be one of {', '.join(OPTION_CHOICES[key])}, not {value!r}")
        return value
    minimum, unlimited = OPTION_NUMBERS[key]
    if unlimited and value in (UNLIMITED, None):
        return UNLIMITED
    if isinstance(value, str) and value.isdigit():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        extra = " or 'unlimited'" if unlimited else ""
        raise OptionError(f"option {key} must be a whole number >= {minimum}{extra}, not {value!r}")
    return value


def parse_option_value(text: str) -> Any:
    """Turn a command-line VALUE of ``--option KEY=VALUE`` into a YAML-like value."""
    return int(text) if text.lstrip("-").isdigit() else text


@dataclass(frozen=True)
class Options:
    extra_turns_max: int | None
    reroll_dice: str
    landmarks_active: str
    max_copies: int | None
    market: str
    starting_coins: int

    @classmethod
    def resolve(cls, *layers: dict[str, Any]) -> Options:
        merged = dict(OPTION_DEFAULTS)
        for layer in layers:
            for key, value in layer.items():
                merged[key] = check_option(key, value)
        return cls(
            extra_turns_max=None if merged["extra_turns_max"] == UNLIMITED else merged["extra_turns_max"],
            reroll_dice=merged["reroll_dice"],
            landmarks_active=merged["landmarks_active"],
            max_copies=None if merged["max_copies"] == UNLIMITED else merged["max_copies"],
            market=merged["market"],
            starting_coins=merged["starting_coins"],
        )

    def as_dict(self) -> dict[str, Any]:
        return {
            "extra_turns_max": UNLIMITED if self.extra_turns_max is None else self.extra_turns_max,
            "reroll_dice": self.reroll_dice,
            "landmarks_active": self.landmarks_active,
            "max_copies": UNLIMITED if self.max_copies is None else self.max_copies,
            "market": self.market,
            "starting_coins": self.starting_coins,
        }


@dataclass(frozen=True)
class Colour:
    id: str
    name: str
    active: str  # "own" | "others" | "any"
    order: int
    max_per_city: int | None
    style: str | None


@dataclass
class Card:
    id: str
    index: int
    name: str
    colour: Colour
    roll: tuple[int, ...]
    cost: int
    copies: int
    icon: str | None
    effect: CompiledEffect
    text: str | None = None
    reconstructed: tuple[str, ...] = ()


@dataclass
class Landmark:
    id: str
    index: int
    name: str
    cost: int
    effect: CompiledEffect
    icon: str | None = None
    text: str | None = None
    reconstructed: tuple[str, ...] = ()


@dataclass
class Edition:
    id: str
    name: str
    description: str
    min_players: int
    max_players: int
    dice_sides: int
    options: dict[str, Any]
    colours: dict[str, Colour]
    icons: dict[str, str]
    cards: list[Card]
    landmarks: list[Landmark]
    start_establishments: dict[str, int]
    start_landmarks: list[str]
    data: dict[str, Any] = field(repr=False)
    variants: dict[str, dict[str, Any]] = field(default_factory=dict)
    markets: dict[str, MarketRule] = field(default_factory=dict)
    hash: str = ""
    file: str = ""

    def __post_init__(self) -> None:
        self.card_index = {c.id: c.index for c in self.cards}
        self.landmark_index = {lm.id: lm.index for lm in self.landmarks}

    @property
    def max_dice(self) -> int:
        effects = [c.effect for c in self.cards] + [lm.effect for lm in self.landmarks]
        return max([1] + [e.max_dice for e in effects])

    def variant(self, name: str) -> dict[str, Any]:
        """The option overrides of a named variant; KeyError with the known names."""
        if name not in self.variants:
            known = ", ".join(self.variants) or "none"
            raise KeyError(f"{self.name} has no variant {name!r} (variants: {known})")
        return self.variants[name]

    def name_of(self, ident: str) -> str:
        if ident in self.card_index:
            return self.cards[self.card_index[ident]].name
        if ident in self.landmark_index:
            return self.landmarks[self.landmark_index[ident]].name
        return ident
