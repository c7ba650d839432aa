"""The loaded, compiled form of an edition: what the engine plays.

Editions are immutable: the dataclasses are frozen, their tables are tuples
and read-only mappings, so one game can never change what another game of the
same (cached) edition sees.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from dsl.compiler import Symbols
from dsl.runtime import CompiledEffect
from engine.core.errors import Problem, UnknownName
from engine.core.market import MarketRule
from engine.core.show import brief

RULES = "rules"
"""The source named in logs for what the edition's ``rules`` do."""


def freeze(value: Any) -> Any:
    """A read-only deep copy: mappings become read-only, lists become tuples."""
    if isinstance(value, Mapping):
        return MappingProxyType({k: freeze(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    return value


def thaw(value: Any) -> Any:
    """A plain, mutable deep copy of frozen data (for YAML and JSON output)."""
    if isinstance(value, Mapping):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


@dataclass(frozen=True)
class Colour:
    id: str
    name: str
    active: str  # "own" | "others" | "any"
    order: int
    max_per_city: int | None
    style: str | None


@dataclass(frozen=True)
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
    per_player: int | None = None
    """Copies in the supply per player (``copies: {per_player: N}``); ``copies`` is then 0."""

    def copies_for(self, nplayers: int) -> int:
        """Cards of this kind in the supply of a game of ``nplayers``."""
        return self.copies if self.per_player is None else self.per_player * nplayers


@dataclass(frozen=True)
class Landmark:
    id: str
    index: int
    name: str
    cost: int
    effect: CompiledEffect
    icon: str | None = None
    text: str | None = None
    reconstructed: tuple[str, ...] = ()
    prices: tuple[int, ...] = ()
    """Its price by how many constructed landmarks the builder has (the last from then on); () = (cost,)."""
    counts: bool = True
    """Whether it is a constructed landmark: one that counts towards winning (and may be demolished)."""
    wins: bool = False
    """Whether building it wins the game at once."""
    scope: str = "owner"
    """``owner``: the ability is its builder's; ``everyone``: once anyone built it, every player has it;
    ``once``: it acts once, for its builder, when built."""
    copies: int | None = None
    """How many players may build it in all (a shared supply); None: every player may build one."""
    requires: Any = None
    """A compiled condition ``fn(state, builder)`` that must hold to build it, or None."""
    requires_text: str = ""
    price: Any = None
    """A compiled amount ``fn(state, builder)``: its price, when the edition gives an expression."""
    price_text: str = ""


@dataclass(frozen=True)
class Edition:
    id: str
    name: str
    description: str
    min_players: int
    max_players: int
    dice_sides: int
    options: Mapping[str, Any]
    colours: Mapping[str, Colour]
    icons: Mapping[str, str]
    cards: tuple[Card, ...]
    landmarks: tuple[Landmark, ...]
    start_establishments: Mapping[str, int]
    start_landmarks: tuple[str, ...]
    data: Mapping[str, Any] = field(repr=False)
    """The resolved edition file, read-only (``thaw`` it for a plain copy)."""
    variants: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    markets: Mapping[str, MarketRule] = field(default_factory=dict)
    hash: str = ""
    file: str = ""
    win_landmarks: int | None = None
    """Constructed landmarks a player needs to win; None: all of them."""
    rules: CompiledEffect | None = None
    """Abilities and triggered clauses every player has (the edition's ``rules``)."""
    icon_symbols: Mapping[str, str] = field(default_factory=dict)
    """Icon id -> its symbol, a path checked at load (``engine.load.pictogram``), for the icons that have one."""
    warnings: tuple[Problem, ...] = field(default=(), repr=False, compare=False)
    """What its file's check found that does not stop it loading (``mk validate`` reports them)."""
    card_index: Mapping[str, int] = field(init=False, repr=False)
    landmark_index: Mapping[str, int] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        frozen = ("options", "colours", "icons", "icon_symbols", "start_establishments", "data", "variants", "markets")
        for name in frozen:
            object.__setattr__(self, name, freeze(getattr(self, name)))
        object.__setattr__(self, "cards", tuple(self.cards))
        object.__setattr__(self, "landmarks", tuple(self.landmarks))
        object.__setattr__(self, "start_landmarks", tuple(self.start_landmarks))
        object.__setattr__(self, "card_index", MappingProxyType({c.id: c.index for c in self.cards}))
        object.__setattr__(self, "landmark_index", MappingProxyType({lm.id: lm.index for lm in self.landmarks}))

    @property
    def effects(self) -> list[CompiledEffect]:
        """Every compiled effect: cards', landmarks' and the edition's rules."""
        rules = [self.rules] if self.rules is not None else []
        return [c.effect for c in self.cards] + [lm.effect for lm in self.landmarks] + rules

    @property
    def max_dice(self) -> int:
        return max([1] + [e.max_dice for e in self.effects])

    @property
    def max_added(self) -> int:
        """The most that abilities may add to a dice total (``may add N to total``)."""
        return sum(amount for e in self.effects for amount, _cond in e.add_to_total)

    def variant(self, name: str) -> Mapping[str, Any]:
        """The option overrides of a named variant; :class:`UnknownName` with did-you-mean."""
        if name not in self.variants:
            raise UnknownName("variant", name, list(self.variants), f"{self.name} has no variant {brief(name)}")
        return self.variants[name]

    def name_of(self, ident: str) -> str:
        if ident == RULES:
            return "the rules"
        if ident in self.card_index:
            return self.cards[self.card_index[ident]].name
        if ident in self.landmark_index:
            return self.landmarks[self.landmark_index[ident]].name
        return ident


def symbols(ed: Edition, counting: list[int] | None = None) -> Symbols:
    """What an effect or a condition may name in a loaded edition ``ed`` (its counting landmarks: those
    that count towards winning, unless ``counting`` says which a game counts)."""
    return Symbols(
        cards=dict(ed.card_index),
        card_icon=[c.icon or "" for c in ed.cards],
        card_colour=[c.colour.id for c in ed.cards],
        icons=set(ed.icons),
        colours=set(ed.colours),
        landmarks=dict(ed.landmark_index),
        counting=[j for j, lm in enumerate(ed.landmarks) if lm.counts] if counting is None else counting,
    )
