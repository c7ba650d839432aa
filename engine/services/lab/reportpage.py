"""The balance lab's report page (engine.services.lab.charts draws its charts): one HTML file that needs
nothing else. At its top, what was played: the rule sets as the user named them and their editions'
names, the games, players, bots and seeds. Then the verdicts, the charts (inline SVG) and the text
report's blocks, sentences as paragraphs and tables as HTML tables.

Beside every chart and table of verdicts with intervals, a note says which is which: the verdicts are
corrected for the number of questions asked together (Holm), the 95% intervals are each row's own, so
an interval may leave out 1 (or 0) beside a verdict that does not. The cards' words are read from
engine.services.lab.cards.WORDS when the page is made, never listed here. A card only one of two rule
sets has is marked in the cards' table ("only in B").
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.load import writes
from engine.services.lab import cards as lab_cards
from engine.services.lab.run import Run, Setup
from engine.services.lab.words import Block, Table


@dataclass(frozen=True)
class Page:
    """What a report page shows, in its order."""

    title: str
    played: Sequence[tuple[str, str]]
    """What was played, as (what, how) pairs: the rule sets, the games, players, bots and seeds."""
    verdicts: Sequence[str]
    figures: Mapping[str, str]
    """Each chart by name, as inline SVG."""
    captions: Mapping[str, str]
    blocks: Sequence[Block]
    cards: Sequence[str] = ()
    """The cards to look at, each a sentence with its evidence."""
    figure_notes: Mapping[str, str] = field(default_factory=dict)
    """By a chart's name: how its verdicts and intervals were corrected, under its caption."""
    table_notes: Mapping[str, str] = field(default_factory=dict)
    """By a table's kind (:func:`table_kind`): the same, above the table."""
    only: Mapping[str, str] = field(default_factory=dict)
    """The cards that only one rule set has, by name: ``only in A`` or ``only in B``."""


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def rules(label: str, r: Run) -> str:
    """A rule set as the user named it, and its edition's name: ``base (Machi Koro)``."""
    return f"{label} ({r.setup.game().edition.name})"


def setup_label(s: Setup) -> str:
    """A run's rule set as the command line names it: the edition, its variants and options."""
    extra = [f"--variant {v}" for v in s.variants] + [f"--option {k}={v}" for k, v in s.options]
    return " ".join([s.edition, *extra])


def _seeds(r: Run) -> str:
    return f"{r.seed}..{r.seed + r.tally.games - 1}"


def _bots(s: Setup) -> str:
    return ",".join(s.bots) + (" (seats rotate)" if s.rotate else "")


def run_played(r: Run) -> list[tuple[str, str]]:
    """What a run played: its rule set, games and seeds, players, bots."""
    games = str(r.tally.games) + (f" of {r.requested} (interrupted)" if r.interrupted else "")
    return [
        ("rules", rules(setup_label(r.setup), r)),
        ("games", f"{games}, seeds {_seeds(r)}"),
        ("players", str(r.setup.players)),
        ("bots", _bots(r.setup)),
    ]


def compare_played(a: Run, b: Run, label_a: str, label_b: str, c: dict[str, Any]) -> list[tuple[str, str]]:
    """What a comparison played (``c``: its compare_data): both rule sets and what B changes against A,
    the games and seeds of each, players, bots."""
    if a.seed == b.seed:
        pairs = " (paired: game i of A against game i of B)" if c["paired"] else ""
        seeds = f"on the same seeds {_seeds(a)}{pairs}"
    else:
        seeds = f"A on seeds {_seeds(a)}, B on seeds {_seeds(b)} (independent)"
    changes = [str(change["said"]) for change in c.get("changes", [])]
    return [
        ("A", rules(label_a, a)),
        ("B", rules(label_b, b)),
        ("B changes", "; ".join(changes) if changes else "no card, landmark or rule option of A"),
        ("games", f"{a.tally.games} of each, {seeds}"),
        ("players", str(a.setup.players)),
        ("bots", _bots(a.setup)),
    ]


def _words() -> str:
    """The cards' words, in the order the tables list them (read when asked: cards.WORDS is the list)."""
    return ", ".join(lab_cards.WORDS)


CARD_INTERVALS = (
    "intervals: 95% for each card on its own, uncorrected, so an interval may leave out 1 beside an 'unclear'"
)


def _withheld(rows: Sequence[dict[str, Any] | None]) -> str:
    """Why some cards have no word, when they have none (a row's ``withheld``: the reason)."""
    reasons = sorted({str(r["withheld"]).rstrip(".") for r in rows if r and r.get("withheld")})
    return f" A card withheld has no word: {'; '.join(reasons)}." if reasons else ""


def card_note(cards: Sequence[dict[str, Any]], why: bool = True) -> str:
    """How a run's cards' words and intervals were made, and the words (cards.WORDS); with ``why``, why
    the cards withheld have none (the table has it said above it)."""
    tested = sum(1 for c in cards if c["p"] is not None)
    return (
        f"verdicts (the words): corrected for the {_plural(tested, 'card', 'cards')} tested (Holm); "
        f"{CARD_INTERVALS}. The words, in the table's order: {_words()}." + (_withheld(cards) if why else "")
    )


def compare_card_note(cards: Sequence[dict[str, Any]], why: bool = True) -> str:
    """How a comparison's cards' words, changes and intervals were made, and the words (cards.WORDS);
    with ``why``, why the cards withheld have none."""
    tested = [sum(1 for c in cards if c[k] and c[k]["p"] is not None) for k in ("a", "b")]
    changes = sum(1 for c in cards for k in ("owned_by", "odds_ratio") if c.get(k) and c[k]["p"] is not None)
    return (
        f"verdicts: the words in A and in B each corrected for the cards tested in its run ({tested[0]} in A, "
        f"{tested[1]} in B; Holm), 'a real difference' for the {_plural(changes, 'change', 'changes')} tested "
        f"(each card's share of cities and odds ratio; Holm); {CARD_INTERVALS}. "
        f"The words, in the tables' order: {_words()}."
        + (_withheld([r for c in cards for r in (c["a"], c["b"])]) if why else "")
    )


def difference_note(c: dict[str, Any]) -> str:
    """How a comparison's verdicts on the seats, bots and length and their intervals were made."""
    questions = len(c["seats"]) + len(c["bots"]) + 1
    return (
        f"verdicts: 'a real difference' (red in the chart) corrected for the {questions} questions (each seat's "
        "and bot's win rate, and the mean length; Holm); intervals: 95% for each row on its own, uncorrected, "
        "so an interval may leave out 0 beside 'no significant difference'."
    )


SEAT_NOTE = (
    "verdicts (the table's): corrected for the rows of each table (Holm); whiskers: 95% for each row on its own, "
    "uncorrected, so a whisker may miss the fair share beside no verdict."
)


def table_kind(block: Table) -> str:
    """Which of the text's tables a table is: ``cards``, ``difference`` (B - A of a comparison) or ``""``."""
    heads = list(block.headers)
    if heads[:1] == ["card"]:
        return "cards"
    return "difference" if "B - A" in heads else ""


STYLE = """
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
h1 { font-size: 1.4rem; overflow-wrap: anywhere; } h2 { font-size: 1.1rem; margin-top: 2rem; }
p { overflow-wrap: anywhere; }
dl.played { display: grid; grid-template-columns: max-content 1fr; gap: .15rem .8rem; margin: 0 0 1rem; }
dl.played dt { font-weight: 600; } dl.played dd { margin: 0; overflow-wrap: anywhere; }
.verdict { font-size: 1.05rem; background: #f3f6f8; border-left: 4px solid #2a6f97; padding: .6rem .8rem; }
.verdict p { margin: 0 0 .3rem; } .verdict ul { margin: 0; padding-left: 1.2rem; } .verdict li { margin: .2rem 0; }
figure { margin: 1.5rem 0; } figure svg { max-width: 100%; height: auto; }
figcaption { color: #555; font-size: .9rem; }
.note { display: block; font-size: .85rem; color: #444; border-left: 3px solid #c9b458; padding: .2rem .6rem;
  margin: .4rem 0; }
.table { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; font-size: .85rem; margin: .5rem 0 1rem; }
th, td { padding: .2rem .6rem; border-bottom: 1px solid #ddd; text-align: left; }
td.number, th.number { text-align: right; white-space: nowrap; }
tr.only td { background: #f6e7b4; } span.only { font-size: .75rem; font-weight: 600; white-space: nowrap; }
"""


def _cell(tag: str, text: str, right: bool, mark: str = "") -> str:
    inner = html.escape(text) + (f' <span class="only">{html.escape(mark)}</span>' if mark else "")
    return f'<{tag} class="number">{inner}</{tag}>' if right else f"<{tag}>{inner}</{tag}>"


def html_block(block: Block, only: Mapping[str, str] | None = None) -> str:
    """A sentence as a paragraph, a table as an HTML table (in a box that scrolls on a narrow screen); in
    the cards' table, the rows of ``only`` (cards of one rule set) marked and shaded."""
    if not isinstance(block, Table):
        return f"<p>{html.escape(block.strip())}</p>"
    marks = (only or {}) if table_kind(block) == "cards" else {}
    head = "".join(_cell("th", h, r) for h, r in zip(block.headers, block.right, strict=True))
    rows = []
    for row in block.rows:
        mark = marks.get(row[0], "")
        cells = [
            _cell("td", c, r, mark if i == 0 else "") for i, (c, r) in enumerate(zip(row, block.right, strict=True))
        ]
        rows.append(('<tr class="only">' if mark else "<tr>") + "".join(cells) + "</tr>")
    return f'<div class="table"><table><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>'


def _note(text: str) -> str:
    return f'<span class="note">{html.escape(text)}</span>' if text else ""


def render(p: Page) -> str:
    """The page: what was played, the verdicts (and the cards to look at, a list), each figure with its
    caption and note, then the text report's blocks, each table of verdicts after its note."""
    played = "".join(f"<dt>{html.escape(k)}</dt><dd>{html.escape(v)}</dd>" for k, v in p.played)
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{html.escape(p.title)}</title><style>{STYLE}</style></head><body>",
        f"<h1>{html.escape(p.title)}</h1>",
        f'<dl class="played">{played}</dl>',
    ]
    parts += [f'<p class="verdict">{html.escape(v)}</p>' for v in p.verdicts]
    if p.cards:
        items = "".join(f"<li>{html.escape(c)}</li>" for c in p.cards)
        parts.append(f'<div class="verdict"><p>The cards to look at:</p><ul>{items}</ul></div>')
    for name, svg in p.figures.items():
        caption = html.escape(p.captions[name]) + _note(p.figure_notes.get(name, ""))
        parts.append(f'<figure id="{name}">{svg}<figcaption>{caption}</figcaption></figure>')
    parts.append("<h2>The figures</h2>")
    for b in p.blocks:
        note = p.table_notes.get(table_kind(b), "") if isinstance(b, Table) else ""
        parts.append((f'<p class="note">{html.escape(note)}</p>' if note else "") + html_block(b, p.only))
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def write(path: Path, text: str) -> None:
    """Whole or not at all: into a file beside it, then renamed over it (its folder made when missing)."""
    writes.replace(path, text)
