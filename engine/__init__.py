"""mk: a data-driven rules engine for Machi Koro."""

DISTRIBUTION = "mk-machikoro"
"""The name mk is installed under (``pip install mk-machikoro``); its command is ``mk``."""
