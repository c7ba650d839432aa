"""Shell completion for ``mk``: the values of ``--edition``, ``--bots`` and ``--variant``.

Click completes command and option names itself; these functions give it the values (see
docs/play.md, "Shell completion", for turning it on in bash, zsh and fish). They never raise: a
completion that fails offers nothing.
"""

from __future__ import annotations

import os

import click
from click.shell_completion import CompletionItem

from engine.core.errors import MkError
from engine.load.loader import builtin_editions, default_edition, load_edition
from engine.services.players.bots import bot_names


def editions(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[CompletionItem]:
    """The built-in editions starting with what was typed, else the files (an edition file)."""
    names = [name for name in builtin_editions() if name.startswith(incomplete)]
    if names and os.sep not in incomplete:
        return [CompletionItem(name) for name in names]
    return [CompletionItem(incomplete, type="file")]


def bots(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[CompletionItem]:
    """Bot names; after a comma (one bot per seat), the next seat's."""
    done, _, last = incomplete.rpartition(",")
    prefix = f"{done}," if done else ""
    return [CompletionItem(prefix + name) for name in bot_names() if name.startswith(last)]


def variants(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[CompletionItem]:
    """The variants of the edition given on the command line so far (or of the default one)."""
    params = ctx.params
    # mk compare's editions are arguments: while an option's value is completed, click leaves them in ctx.args
    given: list[str] = [ref for ref in (params.get("edition_a"), params.get("edition_b")) if ref] or ctx.args[:2]
    if param.name == "variants_b":  # B is A unless given
        ref = given[-1] if given else None
    else:
        ref = params.get("edition") or (given[0] if given else None)
    ref = ref or default_edition()
    try:
        names = list(load_edition(ref).variants)
    except (MkError, OSError):
        return []
    return [CompletionItem(name) for name in names if name.startswith(incomplete)]
