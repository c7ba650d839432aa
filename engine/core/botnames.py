"""The other names a bot answers to, declared once for every layer that reads a bot's name (the bots'
registry in engine.services.players.bots, the native engine's seats in engine.native.play)."""

from __future__ import annotations

ALIASES = {"uniform": "random", "reference": "basic", "easy": "basic"}
"""Alias -> the bot's registered name."""
