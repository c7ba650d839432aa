"""What the ``mk`` commands share: friendly errors, the options several commands take, and where
games are saved."""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from engine.core.edition import Edition
from engine.core.errors import EditionError, MkError
from engine.core.game import Game
from engine.core.limits import SEEDS
from engine.core.options import Options, parse_option_value
from engine.core.show import PATH_MOST, brief, short, visible
from engine.i18n import LANGUAGES, PSEUDO, pick
from engine.load import files as loadfiles
from engine.native.play import ENGINES as native_engines
from engine.native.uses import Use
from engine.services.check.formats import headline
from engine.services.play.driver import MAX_TURNS, TURN_CAP
from engine.services.players.bots import THINKING, bot_name, with_think
from engine.services.players.expert import DEFAULT_THINK, NATIVE_THINK, parse_think
from engine.ui import completion as complete

F = TypeVar("F", bound=Callable[..., Any])
SEED = click.IntRange(SEEDS[0], SEEDS[-1])
"""``--seed``'s type: a seed both engines play, so that a game's record replays (limits.SEEDS)."""


def friendly(fn: F) -> F:
    """Report user errors as messages with exit code 2, never as tracebacks."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except EditionError as exc:
            for p in exc.problems:
                click.echo(headline(p), err=True)
                if p.excerpt():
                    click.echo(p.excerpt(), err=True)
            sys.exit(2)
        except MkError as exc:  # every message through the one escaping function: no raw escape reaches the terminal
            code = f"{exc.code} " if exc.code != MkError.code else ""
            click.echo(f"mk: error: {code}{visible(str(exc), keep=chr(10))}", err=True)  # a message may hold lines
            sys.exit(2)
        except OSError as exc:
            name = short(str(getattr(exc, "filename", "") or ""), PATH_MOST)
            click.echo(visible(f"mk: error: {exc.strerror or exc}: {name}"), err=True)
            sys.exit(2)
        except (click.exceptions.Exit, click.exceptions.Abort, click.ClickException):
            raise
        except Exception as exc:
            if os.environ.get("MK_DEBUG"):
                raise
            click.echo(
                f"mk: internal error: {type(exc).__name__}: {visible(str(exc))}\n"
                "This is a bug in mk; please report it. Run again with MK_DEBUG=1 for the details.",
                err=True,
            )
            sys.exit(3)

    return wrapper  # type: ignore[return-value]


# -- shared options ------------------------------------------------------------
OUTSIDE_PATHS = "MK_ALLOW_OUTSIDE_PATHS"
"""The environment variable that stands for ``--allow-outside-paths`` (any value but empty), read here,
at the command line, only: below it the trust is passed on (engine.load.files.anywhere, the lab's
``Setup.outside_paths``), never written into the environment."""


def paths_option(fn: F) -> F:
    """``--allow-outside-paths``: paths named inside files (``extends``, a record's, a save's or a
    scenario's ``edition``) may lead outside that file's folder and the current one."""

    @functools.wraps(fn)
    def wrapper(*args: Any, allow_outside_paths: bool, **kwargs: Any) -> Any:
        with loadfiles.anywhere(allow_outside_paths or bool(os.environ.get(OUTSIDE_PATHS))):
            return fn(*args, **kwargs)

    return click.option(
        "--allow-outside-paths",
        is_flag=True,
        help="Let paths named inside files lead outside their folder and the current folder (trusted files only; "
        f"also {OUTSIDE_PATHS}=1).",
    )(wrapper)  # type: ignore[return-value]


def thinks(bots: list[str]) -> bool:
    """Whether any of ``bots`` (registered names, budgets written after them) is a bot that thinks."""
    return any(bot_name(b).partition(":")[0] in THINKING for b in bots)


def max_turns_option(help_text: str) -> Callable[[F], F]:
    """``--max-turns``: the turn at which a game is stopped, from 1 to the engine's cap (one declaration
    for every command that plays games; ``help_text`` says what the command does with a stopped game)."""
    option: Callable[[F], F] = click.option(
        "--max-turns", default=MAX_TURNS, show_default=True, type=click.IntRange(1, TURN_CAP), help=help_text
    )
    return option


def lang_option(fn: F) -> F:
    """``--lang``: the language of what a command shows players (docs/languages.md); without it, the
    ``LC_ALL``, ``LC_MESSAGES`` or ``LANG`` environment variable's language when mk speaks it, else
    English. The command receives ``lang``, always a language mk speaks."""

    def chosen(ctx: click.Context, param: click.Parameter, value: str | None) -> str:
        return pick(value, os.environ)

    option: Callable[[F], F] = click.option(
        "--lang",
        type=click.Choice([*LANGUAGES, PSEUDO], case_sensitive=False),
        callback=chosen,
        help="The players' language: "
        + ", ".join(f"{k} ({v})" for k, v in LANGUAGES.items())
        + f", or {PSEUDO} to test translations [default: from LC_ALL, LC_MESSAGES or LANG, else en].",
    )
    return option(fn)


def think_option(fn: F) -> F:
    """``--think BUDGET``: what each decision of the bots that think (``expert``) may spend, written
    into their names in ``--bots`` (``expert`` -> ``expert:0.5s``), so records and saves keep it."""

    @functools.wraps(fn)
    def wrapper(*args: Any, think: str | None, bots: str, **kwargs: Any) -> Any:
        if think is not None:
            names = [b.strip() for b in bots.split(",") if b.strip()]
            if not thinks(names):
                raise MkError(f"--think is for the bots that think ({', '.join(THINKING)}), and --bots names none")
            bots = ",".join(with_think(b, think) for b in names)
        return fn(*args, bots=bots, **kwargs)

    return click.option(
        "--think",
        metavar="BUDGET",
        help=f"What each decision of an expert bot may spend: sampled futures (by default {DEFAULT_THINK}, or "
        f"{NATIVE_THINK} where the native engine plays them; a seed replays the game) or a time (0.5s, 500ms).",
    )(wrapper)  # type: ignore[return-value]


ENGINE_VARIABLE = "MK_ENGINE"
"""The environment variable that chooses the engine for a command without ``--engine`` (``mk play``,
``mk serve``: the expert's futures); read here, at the edge, and passed down from here."""


def engine_from_environment() -> str:
    """The engine ``MK_ENGINE`` names (auto, native or python), else auto."""
    named = os.environ.get(ENGINE_VARIABLE, "")
    return named if named in native_engines else "auto"


def ready_expert(game: Game, bots: list[str], engine: str | None = None) -> bool:
    """With a bot that thinks seated (``expert``) and the native engine installed, compile the game's
    module for its futures first, saying so (once: it is kept), so that no decision waits for it.
    ``engine`` (else ``$MK_ENGINE``, else auto): python leaves the futures to the Python engine (the
    same futures, slower); native insists. True when bots that think are seated."""
    if not thinks(bots):
        return False
    engine = engine or engine_from_environment()
    if engine == "python":
        return True
    from engine.native import play as native

    why = native.why_not(game, ["normal"] * game.nplayers)
    if why is not None:
        if engine == "native":
            raise MkError(f"--engine native: the expert's futures: {why}")
        return True
    from engine.native.build import cached

    if not cached(game, True, Use.FUTURES):
        click.echo(
            "compiling the native engine for the expert bot's futures (once: it is kept; MK_ENGINE=python "
            "leaves them to the Python engine, slower) ...",
            err=True,
        )
    native.native(game, True, Use.FUTURES)
    return True


def thinking_notes(game: Game, bots: list[str], engine: str | None = None) -> list[str]:
    """What the games of bots that think depend on beyond their seeds, for the lab to say (after
    :func:`ready_expert`): a budget of time depends on the machine and its load; a budget of futures
    replays anywhere, but the native engine (when installed, for ``engine`` auto or native) plays the
    futures to the game's end, the Python engine a few rounds on, so the games differ between them."""
    notes = []
    timed = sorted({b for b in bots if ":" in bot_name(b) and parse_think(bot_name(b).partition(":")[2]).seconds})
    if timed:
        notes.append(
            f"{', '.join(timed)} {'thinks' if len(timed) == 1 else 'think'} for a time: how far it searches "
            "depends on this machine and its load, so "
            f"another run (or machine) plays other games; a number of futures (--think {DEFAULT_THINK}) replays"
        )
    untimed = [b for b in bots if bot_name(b).partition(":")[0] in THINKING and bot_name(b) not in timed]
    if not untimed:
        return notes
    engine = engine or engine_from_environment()
    from engine.native import play as native
    from engine.native.build import cached

    plays = engine != "python" and native.why_not(game, ["normal"] * game.nplayers) is None
    if plays and cached(game, True, Use.FUTURES):
        notes.append(
            f"the native engine plays the expert's futures, to the game's end ({NATIVE_THINK} a decision unless "
            f"--think says otherwise); without it (MK_ENGINE=python, or no native extra) the Python engine "
            f"plays {DEFAULT_THINK}, a few rounds on, and the games differ"
        )
    else:
        notes.append(
            f"the Python engine plays the expert's futures, a few rounds on ({DEFAULT_THINK} a decision unless "
            f"--think says otherwise); with the native engine they are played to the game's end, and the games "
            "differ"
        )
    return notes


_WARMING: dict[str, Any] = {}
"""mk serve's compiles under way: module name -> its process."""


def warm_expert(game: Game, bots: list[str], header: dict[str, Any], folder: Path, engine: str = "auto") -> bool:
    """mk serve's :func:`ready_expert`: with a bot that thinks seated and the native engine installed,
    compile the game's module for its futures in a process of its own (``python -m engine.ui.warm``,
    given the game's record ``header``, its paths read from ``folder``), so that no table waits and the
    server keeps its core; the experts search in Python until it lands, natively from then on. True
    when a compile was started (none is for a module cached or being compiled already)."""
    if not thinks(bots):
        return False
    if engine == "python":
        return False
    from engine.native import play as native

    if native.why_not(game, ["normal"] * game.nplayers) is not None:
        return False
    from engine.native.build import in_cache, module_name

    name = module_name(game, True)
    running = _WARMING.get(name)
    if in_cache(name, Use.FUTURES) or (running is not None and running.poll() is None):
        return False
    import json
    import subprocess

    _WARMING[name] = subprocess.Popen(
        [sys.executable, "-m", "engine.ui.warm", json.dumps(header)],
        cwd=folder,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    return True


def rule_options(fn: F) -> F:
    fn = click.option(
        "--option",
        "options",
        multiple=True,
        metavar="KEY=VALUE",
        help="Override a rule option (repeatable), e.g. extra_turns_max=1.",
    )(fn)
    fn = click.option(
        "--variant",
        "variants",
        multiple=True,
        metavar="NAME",
        shell_complete=complete.variants,
        help="Play a named variant of the edition (repeatable).",
    )(fn)
    return fn


def resolve_options(edition: Edition, variants: tuple[str, ...], options: tuple[str, ...]) -> Options:
    layers: list[dict[str, Any]] = [dict(edition.options)]
    layers += [dict(edition.variant(name)) for name in variants]
    layers.append(parse_overrides(options))
    return Options.resolve(*layers)


def parse_overrides(options: tuple[str, ...]) -> dict[str, Any]:
    overrides: dict[str, Any] = {}
    for item in options:
        if "=" not in item:
            raise MkError(f"--option takes KEY=VALUE, not {brief(item)}")
        key, value = item.split("=", 1)
        overrides[key.strip()] = parse_option_value(value.strip())
    return overrides


def parse_bots(spec: str, players: int) -> list[str]:
    names = [b.strip() for b in spec.split(",") if b.strip()]
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        raise MkError(f"--bots needs one name for every seat or exactly {players} names, got {len(names)}")
    for b in names:
        bot_name(b)
    return names


def default_save_path() -> Path:
    """Where ``mk play`` saves a game unless told otherwise (mk's state folder)."""
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return Path(base) / "mk" / "last-game.jsonl"
