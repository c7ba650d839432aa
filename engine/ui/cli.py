"""The ``mk`` command line."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import click
import yaml

from engine import DISTRIBUTION
from engine.core.edition import Edition, thaw
from engine.core.errors import MkError, Problem
from engine.core.game import Game
from engine.core.options import Options
from engine.core.show import cut_words, visible
from engine.i18n.catalog import catalog
from engine.i18n.names import names as edition_names
from engine.load import writes
from engine.load.loader import builtin_editions, default_edition, files_read, load_edition
from engine.load.resources import schema_path
from engine.services.check.conformance import ENGINES
from engine.services.check.formats import FORMATS as PROBLEM_FORMATS
from engine.services.check.formats import HELP as PROBLEM_HELP
from engine.services.check.formats import Summary
from engine.services.check.formats import render as render_problems
from engine.services.check.scenario import run_file, state_summary
from engine.services.check.starter import slug, starter, write
from engine.services.check.validate import CPU_LIMIT, SMOKE_GAMES, TURN_BUDGET, Smoke, check_file
from engine.services.play.changes import new_or_changed, parent_name, parent_of
from engine.services.play.changes import summary as changed_lines
from engine.services.play.records import iter_replays
from engine.ui import completion as complete
from engine.ui.cardsheet import PAPERS, SUMMARY_CHARS, SUMMARY_LINES, cut_note, pdf_bytes, printed, write_faces
from engine.ui.common import F, friendly, lang_option, parse_overrides, paths_option, rule_options
from engine.ui.games import play, saves, serve
from engine.ui.labcli import compare, simulate, tune
from engine.ui.tournamentcli import tournament


class _Mk(click.Group):
    """mk's group: click's own usage errors (a bad number, an unknown option) quote the argument given,
    which may be 100 KB; cut it there as every message of mk's own is cut."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        try:
            return super().parse_args(ctx, args)
        except click.ClickException as exc:
            _cut(exc)
            raise

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.ClickException as exc:
            _cut(exc)
            raise


def _cut(exc: click.ClickException) -> None:
    vars(exc)["message"] = cut_words(exc.message)  # click declares it final: it is set once, here cut


@click.group(cls=_Mk, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(None, "-V", "--version", package_name=DISTRIBUTION, prog_name="mk")
def main() -> None:
    """mk: a data-driven rules engine for Machi Koro.

    Play with `mk play --edition base`; check an edition file with `mk validate FILE`.
    """
    # a stream the shell closed (2>&-) is None in Python: what would go there goes nowhere instead
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - for the process's life
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115


@main.command()
@click.option(
    "--show", "show", metavar="NAME", shell_complete=complete.editions, help="Print the resolved edition as YAML."
)
@click.option(
    "--compiled", is_flag=True, help="With --show: print the Python generated for its effects and income instead."
)
@click.option("--players", type=int, help="With --compiled: the player count of the income functions [default: min].")
@click.option(
    "--engine",
    type=click.Choice(["python", "native"]),
    default="python",
    show_default=True,
    help="With --compiled: the Python engine's functions, or the native engine's whole module (numba source).",
)
@paths_option
@friendly
def editions(show: str | None, compiled: bool, players: int | None, engine: str) -> None:
    """List the built-in editions."""
    if compiled and not show:
        raise MkError("--compiled goes with --show NAME")
    if engine != "python" and not compiled:
        raise MkError("--engine goes with --show NAME --compiled")
    if show:
        ed = load_edition(show)
        if compiled and engine == "native":
            from engine.native.effects import Unsupported  # needs no numba: the source is text
            from engine.native.generate import source
            from engine.native.play import explain

            game = Game(ed, players or ed.min_players, Options.resolve(dict(ed.options)))
            try:
                click.echo(source(game), nl=False)
            except Unsupported as exc:
                raise MkError(explain(game, exc)) from None
        elif compiled:
            click.echo(compiled_source(ed, players or ed.min_players), nl=False)
        else:
            click.echo(yaml.safe_dump(thaw(ed.data), sort_keys=False, allow_unicode=True), nl=False)
        return
    found = builtin_editions()
    width = max(len(name) for name in found)
    for name, path in found.items():
        ed = load_edition(path)
        variants = f"  variants: {', '.join(ed.variants)}" if ed.variants else ""
        click.echo(f"{name:<{width}}  {ed.name} ({ed.min_players}-{ed.max_players} players){variants}")


def compiled_source(ed: Edition, players: int) -> str:
    """Every generated function of an edition: effects, then the income step for ``players``."""
    parts = [f"# {ed.name}: generated Python (effects, then income for {players} players)\n"]
    for effect in ed.effects:
        if effect.python:
            parts.append(effect.python.rstrip() + "\n")
    game = Game(ed, players, Options.resolve(dict(ed.options)))
    parts.append(game.income_python.rstrip() + "\n")
    return "\n".join(parts)


def yaml_files(paths: tuple[str, ...]) -> list[str]:
    """The files named, a folder standing for the YAML files under it (``*.yaml``, ``*.yml``, sorted,
    hidden files and folders left out), as ruff and yamllint take folders."""
    out: list[str] = []
    for given in paths:
        folder = Path(given)
        if not folder.is_dir():
            out.append(given)
            continue
        found = sorted(
            p
            for p in folder.rglob("*")
            if p.suffix in (".yaml", ".yml")
            and p.is_file()
            and not any(part.startswith(".") for part in p.relative_to(folder).parts)
        )
        if not found:
            raise MkError(f"no .yaml or .yml files under {given}")
        out += [str(p) for p in found]
    return out


def quiet_option(fn: F) -> F:
    return click.option("-q", "--quiet", is_flag=True, help="Print only the problems: no closing line, no 'ok'.")(fn)


def report(problems: list[Problem], fmt: str, summary: Summary, quiet: bool) -> None:
    """Print a run's problems in ``fmt``, and its summary as that format carries it."""
    text = render_problems(problems, fmt, None if quiet and fmt == "github" else summary)
    if text or fmt in ("json", "sarif"):
        click.echo(text)
    if fmt in ("full", "concise") and not quiet:
        click.echo(summary.text, err=True)


@main.command()
@click.argument("files", nargs=-1, required=True, type=click.Path())
@click.option(
    "--format", "fmt", type=click.Choice(PROBLEM_FORMATS), default="full", show_default=True, help=PROBLEM_HELP
)
@quiet_option
@click.option(
    "--games",
    type=click.IntRange(1, 100_000),
    default=SMOKE_GAMES,
    show_default=True,
    help="Seeded games of each bot (random moves, basic) for the edition and each variant.",
)
@click.option(
    "--turns",
    type=click.IntRange(1),
    default=TURN_BUDGET,
    show_default=True,
    help="Turns the games of one file may take in all (the same count on every machine); past them the check "
    "ends with the games played and a warning (MK412).",
)
@click.option(
    "--cpu-limit",
    type=click.FloatRange(0, min_open=True),
    default=CPU_LIMIT,
    show_default=True,
    help="CPU seconds the games of one file may take: a safety net only (past it the check fails, MK413).",
)
@click.option("--budget", type=float, hidden=True, help="Gone: the check plays a fixed number of games.")
@paths_option
@friendly
def validate(
    files: tuple[str, ...], fmt: str, quiet: bool, games: int, turns: int, cpu_limit: float, budget: float | None
) -> None:
    """Check edition files (and scenario files); print file:line:col: CODE message for every problem.

    A folder stands for the .yaml and .yml files under it. Each file's
    `extends` chain is resolved, and the edition and every variant must set up
    at every player count and play seeded games to the end, of random moves
    and of the basic bot: 299 of each, enough to see a stall rate of 1% with
    95% confidence. How many games is set by the file and these options, never
    by the clock: the same verdict on every machine. A scenario file is
    recognised and checked as a scenario. Exit 1 on any error (warnings alone
    exit 0).
    """
    if budget is not None:
        click.echo(
            "mk validate: --budget is no longer read: the check plays a fixed number of games (--games, --turns), "
            "the same on every machine",
            err=True,
        )
    limits = Smoke(games, turns, cpu_limit)
    problems: list[Problem] = []
    bad = 0
    paths = yaml_files(files)
    for f in paths:
        found = check_file(f, limits)
        problems += found
        bad += any(p.level == "error" for p in found)
    report(problems, fmt, summarise(paths, bad, problems), quiet)
    sys.exit(1 if bad else 0)


def summarise(paths: list[str], bad: int, problems: list[Problem]) -> Summary:
    """The closing line of ``mk validate``: the errors and the files they are in, then the warnings."""
    errors = sum(p.level == "error" for p in problems)
    warnings = len(problems) - errors
    files_ = f"{len(paths)} {'file' if len(paths) == 1 else 'files'}"
    text = f"{errors} {'problem' if errors == 1 else 'problems'} in {bad} of {files_}" if errors else f"{files_} ok"
    if warnings:
        text += f" ({warnings} {'warning' if warnings == 1 else 'warnings'})"
    return Summary(len(paths), bad, errors, text, warnings)


@main.command()
@click.option("--output", "-o", type=click.Path(dir_okay=False), help="Write it to a file instead.")
@friendly
def schema(output: str | None) -> None:
    """Print the JSON Schema of edition files (for editors that cannot reach the network)."""
    text = schema_path().read_text(encoding="utf-8")
    if output:
        writes.replace(Path(output).expanduser(), text)
    else:
        click.echo(text, nl=False)


@main.command()
@paths_option
@friendly
def lsp() -> None:
    """A language server for edition files on stdin and stdout, for editors: mk validate's problems as
    you type, hover, completion, go-to-definition (the lsp extra; docs/house-rules.md)."""
    from engine.ui.lsp import serve

    serve()


@main.command(name="print")
@click.argument("edition", required=False)
@click.option("--only-new", is_flag=True, help="Only the cards and landmarks it adds or changes against its parent.")
@click.option(
    "--one-each", is_flag=True, help="One card of each kind, not as many as a game of the most players needs."
)
@click.option("--paper", type=click.Choice(sorted(PAPERS)), default="a4", show_default=True)
@click.option("--output", "-o", type=click.Path(dir_okay=False), help="The PDF [default: EDITION-cards.pdf].")
@click.option("--svg", "svg_dir", type=click.Path(file_okay=False), help="Also write one SVG a card into this folder.")
@click.option("--png", "png_dir", type=click.Path(file_okay=False), help="Also write one PNG a card (300 dpi) here.")
@lang_option
@paths_option
@friendly
def print_cards(
    edition: str | None,
    only_new: bool,
    one_each: bool,
    paper: str,
    output: str | None,
    svg_dir: str | None,
    png_dir: str | None,
    lang: str,
) -> None:
    """Print-and-play sheets of an edition's cards and landmarks (the default edition without one): a
    PDF of 63 x 88 mm cards, nine a page with crop marks, as many of each as a game of the most
    players needs (establishments' supply and starting cards, a landmark a player), after a page
    that counts them and says a house rule's changes (the print extra). SVG and PNG: one file a kind."""
    edition = edition or default_edition()
    ed = load_edition(edition)
    parent = parent_of(edition)
    only = new_or_changed(ed, parent) if only_new else None
    if only_new and parent is None:
        click.echo(f"note: {ed.name} extends no edition: every card is new", err=True)
    summary = None
    if parent is not None:
        changed = changed_lines(ed, parent, most=SUMMARY_LINES, chars=SUMMARY_CHARS, lang=lang)  # a page or two
        named = edition_names(ed, lang).edition_name()
        title = catalog(lang).t("print-changes-title", edition=named, parent=parent_name(edition))
        summary = (title, changed)
    path = Path(output or f"{ed.id}-cards.pdf").expanduser()
    inputs = dict.fromkeys(files_read(edition))
    writes.probe(path, inputs)  # refused before the work: an input, a link, a pipe
    writes.replace(path, pdf_bytes(ed, paper, only, summary, one_each, lang), inputs)
    counts = printed(ed, only, one_each)
    click.echo(f"wrote {writes.shown(path)}: {sum(counts)} cards of {len(counts)} kinds")
    if note := cut_note(ed, only):  # the cards whose name or text did not fit, cut with an ellipsis
        click.echo(note, err=True)
    for kind, folder in (("svg", svg_dir), ("png", png_dir)):
        if folder:
            written = write_faces(ed, Path(folder).expanduser(), kind, only, inputs, lang)
            click.echo(f"wrote {len(written)} {kind.upper()} files into {folder}")


@main.command(name="new")
@click.argument("name")
@click.option("--extends", "parent", help="The edition it changes (a name or file) [default: the default edition].")
@click.option("--dir", "folder", type=click.Path(file_okay=False), help="The folder to write into [default: NAME].")
@friendly
def new(name: str, parent: str | None, folder: str | None) -> None:
    """Start a house rule: a small commented edition file over --extends, a scenario that passes on it,
    and the JSON Schema beside them for editors. Nothing is written over an existing file."""
    made = starter(name, parent or default_edition(), Path(folder or slug(name)).expanduser())
    written, kept = write(made)
    result = run_file(str(made.folder / made.scenario))
    edition = made.folder / made.edition
    for path in written:
        click.echo(f"wrote {writes.shown(path)}")
    for path in kept:
        click.echo(
            f"kept {writes.shown(path)} as it is: it is not this mk's schema (`mk schema -o` writes that)", err=True
        )
    if not result.ok:  # mk's own fault: the starter should always pass
        raise MkError(f"the new scenario fails (please report it): {result.report()}")
    click.echo(
        f"its scenario passes. Next: mk validate {made.folder} (the rule and its scenarios); "
        f"mk play --edition {edition}"
    )


@main.command()
@click.argument("files", nargs=-1, required=True, type=click.Path())
@click.option("--json", "as_json", is_flag=True, help="Print each file's result and final state as JSON.")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(PROBLEM_FORMATS),
    default="full",
    show_default=True,
    help="full: each file's result with its failures; the others as for mk validate.",
)
@click.option(
    "--engine",
    type=click.Choice(ENGINES),
    default="python",
    show_default=True,
    help="native: the native engine plays each scenario too, and must end where the Python engine does (MK508).",
)
@quiet_option
@rule_options
@paths_option
@friendly
def scenario(
    files: tuple[str, ...],
    as_json: bool,
    fmt: str,
    engine: str,
    quiet: bool,
    variants: tuple[str, ...],
    options: tuple[str, ...],
) -> None:
    """Run scenario files; exit 1 if any expectation fails.

    A folder stands for the .yaml and .yml files under it. --variant and
    --option apply to every file, after the file's own. With --engine native
    the native engine plays each one as well; one it cannot play is counted
    and named with the reason.
    """
    overrides = parse_overrides(options)
    results = [run_file(f, variants, overrides, engine) for f in yaml_files(files)]
    if as_json:
        out = [
            {
                "file": r.file,
                "ok": r.ok,
                "failures": r.failures,
                "state": state_summary(r.state) if r.state is not None else None,
                **({} if r.native is None else {"native": {"played": r.native.played, "reason": r.native.reason}}),
            }
            for r in results
        ]
        click.echo(json.dumps(out, indent=2))
        sys.exit(0 if all(r.ok for r in results) else 1)
    failed = sum(not r.ok for r in results)
    problems = [p for r in results for p in r.problems]
    said = f"{len(results) - failed} passed, {failed} failed"
    if engine == "native":
        skipped = [r for r in results if r.native is not None and not r.native.played]
        played = sum(r.native is not None and r.native.played for r in results)
        said += f"; the native engine played {played} of {len(results)}"
        if not quiet:
            for r in skipped:
                assert r.native is not None
                click.echo(f"{visible(r.file)}: not played natively: {visible(r.native.reason or '')}")
    summary = Summary(len(results), failed, len(problems), said)
    if fmt == "full":
        for r in results:
            if not (quiet and r.ok):
                click.echo(r.report())
        report([], fmt, summary, quiet)
    else:
        report(problems, fmt, summary, quiet)
    sys.exit(0 if all(r.ok for r in results) else 1)


@main.command()
@click.argument("file", type=click.Path())
@click.option("--show", is_flag=True, help="Print the narrated game while replaying.")
@click.option("--step", is_flag=True, help="Narrate, waiting for Enter after every turn.")
@click.option("--no-color", is_flag=True, help="No colours (also when NO_COLOR is set).")
@lang_option
@paths_option
@friendly
def replay(file: str, show: bool, step: bool, no_color: bool, lang: str) -> None:
    """Re-run a game record and check that every turn comes out the same."""
    from rich.console import Console

    from engine.ui.terminal import show_replay

    console = Console(no_color=no_color or None, highlight=False)
    n = 0
    for state, names in iter_replays(file):  # one game at a time: memory does not grow with the record
        n += 1
        if show or step:
            show_replay([state], [names], console, step, lang=lang)
    click.echo(f"{visible(file)}: {n} game{'s' if n != 1 else ''} replayed, every turn matches")


main.add_command(play)
main.add_command(saves)
main.add_command(serve)
main.add_command(simulate)
main.add_command(compare)
main.add_command(tune)
main.add_command(tournament)


if __name__ == "__main__":  # pragma: no cover
    main()
