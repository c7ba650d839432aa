"""The ``mk`` commands that play games with people: ``mk play`` (the terminal), ``mk serve`` (tables
in a browser) and ``mk saves``."""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

import click

from engine import install_hint
from engine.core.errors import MkError
from engine.core.show import visible
from engine.load import files as loadfiles
from engine.load.loader import default_edition
from engine.services.play.room import UNDO
from engine.services.play.saves import (
    LISTED,
    keep_aside,
    last_unfinished,
    list_saves,
    remove_saves,
    save_lock,
    unfinished,
)
from engine.services.play.session import start_session
from engine.services.players.bots import bot_names
from engine.services.players.expert import DEFAULT_THINK, NATIVE_THINK, parse_think
from engine.ui import completion as complete
from engine.ui.common import (
    SEED,
    default_save_path,
    engine_from_environment,
    friendly,
    lang_option,
    max_turns_option,
    parse_bots,
    parse_overrides,
    paths_option,
    ready_expert,
    rule_options,
    think_option,
)


@click.command()
@click.option(
    "--edition",
    shell_complete=complete.editions,
    help="A built-in edition name or an edition file (default: the default built-in).",
)
@click.option("--players", default=2, show_default=True, type=click.IntRange(2, 8))
@click.option("--humans", default=1, show_default=True, type=click.IntRange(0, 8), help="Human seats (hot-seat).")
@click.option(
    "--bots",
    default="basic",
    show_default=True,
    shell_complete=complete.bots,
    help=f"Bots for the other seats: one name, or one per seat ({', '.join(bot_names())}; easy is basic).",
)
@click.option("--names", default="", help="Comma-separated player names, humans first.")
@click.option("--seed", type=SEED, help="Reproduce a game (the seed is printed at the start).")
@click.option("--record", type=click.Path(), help="Also write the game record here when it ends.")
@click.option(
    "--save",
    "save_path",
    type=click.Path(),
    help="Where to save after every turn [default: ~/.local/state/mk/last-game.jsonl].",
)
@click.option(
    "--resume",
    "resume_path",
    type=click.Path(),
    is_flag=False,
    flag_value="",
    help="Continue a saved game, without FILE the last unfinished one (other options are taken from the save).",
)
@click.option("--no-color", is_flag=True, help="No colours (also when the NO_COLOR environment variable is set).")
@click.option(
    "--pace",
    type=click.FloatRange(0),
    help="Seconds to pause after each bot turn [default: 0.8 on a terminal, 0 when the output is piped].",
)
@max_turns_option("With bots only: stop a game that reaches this turn without a winner.")
@lang_option
@rule_options
@paths_option
@friendly
@think_option
def play(
    edition: str | None,
    players: int,
    humans: int,
    bots: str,
    names: str,
    seed: int | None,
    record: str | None,
    save_path: str | None,
    resume_path: str | None,
    no_color: bool,
    pace: float | None,
    max_turns: int,
    lang: str,
    variants: tuple[str, ...],
    options: tuple[str, ...],
) -> None:
    """Play in the terminal against bots, or hot-seat."""
    from rich.console import Console

    from engine.i18n.catalog import catalog
    from engine.ui.terminal import play_terminal, resume_terminal, tell

    console = Console(no_color=no_color or None, highlight=False)
    if pace is None:
        pace = 0.8 if sys.stdout.isatty() else 0.0
    if resume_path is not None:
        resume = Path(resume_path).expanduser() if resume_path else last_unfinished(default_save_path().parent)
        # only mk writes its own state folder: the saves there are trusted
        trusted = loadfiles.inside(resume, (os.path.realpath(default_save_path().parent),))
        with loadfiles.anywhere(trusted), save_lock(resume):
            resume_terminal(resume, console, pace, lang, engine_from_environment())
        return
    if humans > players:
        raise MkError(f"--humans {humans} is more than --players {players}")
    save = Path(save_path).expanduser() if save_path else default_save_path()
    # every option is checked (the game set up) before the save is touched
    seated = parse_bots(bots, players - humans) if humans < players else []
    session = start_session(
        edition or default_edition(),
        players,
        humans,
        seated,
        [n.strip() for n in names.split(",")],
        random.SystemRandom().randrange(1_000_000) if seed is None else seed,
        parse_overrides(options),
        variants,
        save,
        lang,
        engine_from_environment(),
    )
    with save_lock(save):  # held from before the unfinished-game check to the game's end
        if unfinished(save):
            kept = keep_aside(save)
            said = catalog(lang).t("play-kept-aside", path=str(kept))
            tell(console, said, f"mk play --resume {kept}")
        session.max_turns = max_turns
        ready_expert(session.game, seated)
        play_terminal(session, console, record, pace, lang)


@click.command()
@click.option(
    "--remove-older-than",
    "older",
    type=click.FloatRange(0),
    metavar="DAYS",
    help="Remove the saves last played more than DAYS days ago.",
)
@click.option("--remove-finished", is_flag=True, help="Remove the saves of games that have ended.")
@friendly
def saves(older: float | None, remove_finished: bool) -> None:
    """List the saved games in mk's state folder (newest first), or remove old ones.

    A save in use by a running mk play is never removed.
    """
    folder = default_save_path().parent
    if older is not None or remove_finished:
        gone = remove_saves(folder, older, remove_finished, time.time())
        for path in gone:
            click.echo(f"removed {visible(str(path))}")
        click.echo(f"{len(gone)} {'save' if len(gone) == 1 else 'saves'} removed", err=True)
        return
    found = list_saves(folder)
    if not found:
        click.echo(f"no saved games in {folder}", err=True)
        return
    width = max(len(s.path.name) for s in found)
    for s in found:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(s.modified))
        state = (
            f"{visible(s.winner)} won"
            if s.winner is not None
            else f"ended: {s.ended}"
            if s.ended is not None
            else "unfinished" + (", in use" if s.in_use else "")
        )
        edition = visible(Path(s.edition).name if "/" in s.edition else s.edition)
        click.echo(
            f"{visible(s.path.name):<{width}}  {when}  {edition}  {len(s.players)} players  turn {s.turn}  {state}"
        )
    newest = f"the newest {LISTED} " if len(found) == LISTED else ""
    click.echo(
        f"{newest}in {folder}; resume one with mk play --resume FILE (the last unfinished: mk play --resume)", err=True
    )


LOOPBACK = ("127.0.0.1", "localhost", "::1")


@click.command()
@click.argument("editions", nargs=-1, type=click.Path())
@click.option("--host", default="127.0.0.1", show_default=True, help="Where to listen (0.0.0.0: every network).")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535), help="The port to listen on.")
@click.option(
    "--pace", default=0.6, show_default=True, type=click.FloatRange(0), help="Seconds between the bots' moves."
)
@click.option(
    "--undo",
    "undo",
    default=UNDO,
    show_default=True,
    type=click.FloatRange(0),
    help="Seconds the next roll waits after a build that ends a player's turn: the moment to take it back.",
)
@click.option("--tables", default=50, show_default=True, type=click.IntRange(1), help="Tables held at once.")
@click.option(
    "--allow-host",
    "allow",
    multiple=True,
    metavar="NAME",
    help="Also answer to this name (a machine's real name, or a proxy's), besides the address listened on "
    "and localhost (repeatable).",
)
@click.option(
    "--resume",
    "resume_paths",
    multiple=True,
    type=click.Path(),
    help="Open a saved game (of mk play or mk serve) at a table; its seats' links are printed (repeatable).",
)
@click.option(
    "--think",
    metavar="BUDGET",
    help=f"What each decision of an expert bot at these tables may spend: sampled futures (by default {DEFAULT_THINK}, "
    f"or {NATIVE_THINK} where the native engine plays them) or a time (0.5s).",
)
@paths_option
@friendly
def serve(
    editions: tuple[str, ...],
    host: str,
    port: int,
    pace: float,
    undo: float,
    tables: int,
    allow: tuple[str, ...],
    resume_paths: tuple[str, ...],
    think: str | None,
) -> None:
    """Tables in a browser: the built-in editions and EDITIONS (edition or house-rule files), against
    bots, hot-seat, or with friends who open a seat's link."""
    try:
        import uvicorn

        from engine.ui.web import create_app
        from engine.ui.webview import keys_fragment
    except ImportError:
        raise MkError(f"mk serve needs the serve extra: {install_hint('serve')}") from None
    from engine.load.loader import builtin_editions, load_edition
    from engine.services.play.room import Lobby
    from engine.ui.websecurity import EVERYWHERE, allowed_hosts, host_name, machine_addresses

    for name in allow:
        if host_name(name) is None or ":" in name.strip("[]").replace("::", ""):
            raise MkError(f"--allow-host {name!r}: a host name or address, without a port")

    offered = {name: name for name in builtin_editions()}
    for ref in editions:
        offered[load_edition(ref).name] = str(Path(ref).resolve())  # checked now, not at a stranger's click
    folder = default_save_path().parent
    if think is not None:
        parse_think(think)  # BadThink now, not at a table
    lobby = Lobby(folder, offered, tables, offer_saves=host in LOOPBACK, think=think, futures=engine_from_environment())
    here = "127.0.0.1" if host in EVERYWHERE else host
    address = _url(here, port)
    guests = [_url(a, port) for a in machine_addresses()] if host in EVERYWHERE else []
    for path in resume_paths:
        room = lobby.resume(Path(path).expanduser())
        click.echo(f"{room.session.edition.name}, resumed: {address}t/{room.id}#{keys_fragment(room)}")
    click.echo(f"mk serve: open {address} (Ctrl-C stops; games are saved in {folder})")
    if guests:
        click.echo(f"mk serve: guests on your network open {' or '.join(guests)}")
    if host not in LOOPBACK:
        click.echo(
            f"mk: warning: listening on {host}: anyone who can reach this port can open tables, watch every "
            "game and take a seat whose link they have; there is no other login, and no encryption (use it "
            "on a network you trust, or behind a proxy with HTTPS)",
            err=True,
        )
    from engine.ui.web import MESSAGE_BYTES

    # a larger websocket frame is refused before it is read (the server answers smaller ones itself)
    app = create_app(lobby, pace, hosts=allowed_hosts(host, allow), invite=guests[0] if guests else "", undo=undo)
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=4 * MESSAGE_BYTES)


def _url(host: str, port: int) -> str:
    return f"http://{'[' + host + ']' if ':' in host else host}:{port}/"
