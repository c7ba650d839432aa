"""How long and how deeply nested an effect may be (engine.core.limits lists them with the rest).

An effect longer or deeper than this is refused (MK106) before it is turned into a syntax tree,
so that no effect text can exhaust the parser's, the compiler's or Python's own recursion."""

from __future__ import annotations

EFFECT_CHARS = 2000
"""Characters in one effect, condition or amount."""
EFFECT_DEPTH = 64
"""Levels of the parsed effect (each operator, ``not``, ``else if`` and parenthesis adds one)."""
NUMBER_DIGITS = 12
"""Digits of one integer, in a YAML file and in an effect (``gain 1000...``)."""
DICE = 10
"""Dice a player may roll (``may roll N dice``), and effect dice (``effect_roll(N)``)."""
AMOUNT = 1_000_000_000
"""The most an amount comes to that an effect computes from coins (``coins``, ``received``,
``invested``) or as a product of two amounts that vary (``coins * coins``): such amounts could
otherwise double coins turn after turn."""
