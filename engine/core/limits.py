"""Limits on what mk reads, each declared once: its name, its value, what it bounds.

Edition files, scenarios, records and saves may come from anyone (a pull request, a friend's
save). Every limit below is enforced as early as it can be, with an MK error (MK106) that names
the limit and the place that breaks it, so that a hostile file gets a clear answer in bounded
time and memory. Every real edition is far inside them (docs/limits.md lists them with the largest
figure any built-in edition reaches).

>>> LIMITS["file_bytes"].value
2000000
>>> too_much("yaml_depth", 60)
'60 levels of nesting: mk reads at most 40 (yaml_depth)'
"""

from __future__ import annotations

from dataclasses import dataclass

from dsl.limits import AMOUNT, DICE, EFFECT_CHARS, EFFECT_DEPTH, NUMBER_DIGITS


@dataclass(frozen=True)
class Limit:
    name: str
    value: int
    unit: str
    """What the value counts, in words ("levels of nesting")."""
    what: str
    """What it bounds, for docs/limits.md."""


LIMITS: dict[str, Limit] = {
    limit.name: limit
    for limit in (
        Limit("file_bytes", 2_000_000, "bytes", "the size of an edition or scenario file"),
        Limit("line_bytes", 1_000_000, "bytes", "one line of a game record or save (read a line at a time)"),
        Limit("yaml_values", 200_000, "values", "YAML values in one file, every alias counted where it is used"),
        Limit("yaml_depth", 40, "levels of nesting", "mappings and lists inside each other in a YAML file"),
        Limit("extends_chain", 32, "editions", "editions one file extends, directly or through others"),
        Limit(
            "extends_values",
            400_000,
            "values",
            "merged from the editions a file extends, directly or not, every time one is named counted",
        ),
        Limit("integer_digits", NUMBER_DIGITS, "digits", "an integer in a YAML file or in an effect"),
        Limit("game_lines", 25_000, "lines", "of one game in a game record or save (a turn is a line)"),
        Limit("seat_lines", 1_000, "seat lines", "of one game in a record or save (a seat handed to a bot)"),
        Limit("save_bytes", 50_000_000, "bytes", "the size of a save resumed (a save is one game)"),
        Limit("record_digits", 20, "digits", "an integer in a game record or save (a seed is a 64-bit number)"),
        Limit("problems", 200, "problems", "reported of one file (how many more there are is said)"),
        Limit("cards", 500, "kinds of cards", "establishments in one edition"),
        Limit("colours", 50, "colours", "card colours in one edition"),
        Limit("icons", 200, "icons", "card icons in one edition"),
        Limit(
            "variants", 200, "variants", "named variants in one edition (each one's games are played by mk validate)"
        ),
        Limit("markets", 20, "markets", "markets in one edition"),
        Limit("landmarks", 100, "landmarks", "landmarks in one edition"),
        Limit("copies", 1000, "copies", "copies of one card or landmark (or per player)"),
        Limit("dice", DICE, "dice", "dice a player rolls (`may roll N dice`), and effect dice"),
        Limit("effect_chars", EFFECT_CHARS, "characters", "one effect, condition or price"),
        Limit("effect_depth", EFFECT_DEPTH, "levels of nesting", "one effect (operators, `not`, `else if`)"),
        Limit(
            "roll_total",
            250,
            "as a total",
            "the largest total a roll can make: dice x sides, plus what effects may add (`may add N to total`)",
        ),
        Limit(
            "income_code",
            5_000,
            "card activations",
            "written out in the generated income step (totals x rollers x cards active); past it, the general loop",
        ),
        Limit(
            "amount",
            AMOUNT,
            "coins",
            "an amount an effect computes from coins (`gain coins * 2`) or as a product of varying amounts (capped)",
        ),
    )
}


SEEDS = range(2**63)
"""The seeds every tool takes (``--seed``): those both engines play, so that a game or a run is the same
on either and its record replays (a record holds numbers of up to ``record_digits`` digits)."""


def too_much(name: str, found: int | str) -> str:
    """The message for ``found`` over limit ``name``."""
    limit = LIMITS[name]
    return f"{found} {limit.unit}: mk reads at most {limit.value:,} ({name})"
