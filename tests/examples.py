"""How many examples a hypothesis test tries: the number written at the test in the ``ci`` profile (the
default, what CI runs), a fifth of it in the ``dev`` profile (``pytest --hypothesis-profile dev``)."""

from __future__ import annotations

from hypothesis import settings

FULL = 100
"""The ``ci`` profile's examples for a test that names no number (hypothesis's own default)."""


def examples(n: int) -> int:
    """``n`` examples in the ci profile, proportionally fewer in another (at least 10)."""
    return max(10, n * settings.default.max_examples // FULL)
