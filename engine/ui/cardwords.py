"""The words of ``mk print``'s sheets, in the player's language: what a card's coloured band says, its
copies, a landmark's kind, and the first page's count of what the sheets hold (``print-*`` messages)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.edition import Card, Edition, Landmark
from engine.services.play.narrate import Words
from engine.ui.views import when


def band(item: Card | Landmark, w: Words) -> str:
    """The line under a card's roll numbers: its colour's kind and whose rolls it works on; a
    landmark's kind."""
    if isinstance(item, Card):
        return w.t("print-band", colour=w.names.colour(item.colour.id), when=when(item.colour.active, w.lang))
    if item.wins:
        return w.t("print-landmark-wins")
    if not item.counts:
        return w.t("print-landmark-not-counted")
    if item.scope == "everyone":
        return w.t("print-landmark-everyone")
    if item.scope == "once":
        return w.t("print-landmark-once")
    return w.t("print-landmark-counts")


def supply(card: Card, w: Words) -> str:
    """A card's copies in the supply: "6 in the supply", "2 per player in the supply"."""
    if card.per_player is None:
        return w.t("print-supply", n=card.copies)
    return w.t("print-supply-per-player", n=card.per_player)


def title(ed: Edition, w: Words) -> str:
    """The first page's title when it has no summary of changes."""
    return w.t("print-title", edition=w.names.edition_name())


def tally(
    ed: Edition, items: Sequence[Card | Landmark], counts: Sequence[int], pages: int, one_each: bool, w: Words
) -> list[str]:
    """What the sheets hold, in sentences for their first page: how many cards on how many pages, why
    that many, and how many of each kind."""
    lines = [w.t("print-pages", cards=sum(counts), kinds=len(items), pages=pages)]
    if one_each:
        return [*lines, w.t("print-one-each")]
    started = any(ed.start_establishments.get(item.id) for item in items)
    shared = any(isinstance(item, Landmark) and item.copies is not None for item in items)
    lines.append(
        w.t("print-why", players=ed.max_players, started="yes" if started else "no", shared="yes" if shared else "no")
    )
    pairs = list(zip(items, counts, strict=True))
    if cards := [_counted(item, n, ed, w) for item, n in pairs if isinstance(item, Card)]:
        lines.append(w.t("print-establishments", list=", ".join(cards)))
    if landmarks := [_counted(item, n, ed, w) for item, n in pairs if isinstance(item, Landmark)]:
        lines.append(w.t("print-landmarks", list=", ".join(landmarks)))
    return [*lines, *markets(ed, w)]


def markets(ed: Edition, w: Words) -> list[str]:
    """Each market the edition declares, with its rows and how many kinds each shows (the cards of a
    row are those of the game that plays it: docs/editions.md)."""
    out = []
    for mid, rule in ed.markets.items():
        named = w.names.market(mid, rule.title or mid)
        if rule.flat:
            rows = w.t("print-market-deck", kinds=rule.rows[0].showing)
        else:
            rows = w.t("sep-semicolon").join(
                w.t("print-market-row", row=w.names.row(mid, row.name, row.title or row.name), kinds=row.showing)
                for row in rule.rows
            )
        default = "yes" if ed.options.get("market") == mid else "no"
        out.append(w.t("print-market", market=named, id=mid, default=default, rows=rows))
    return out


def _counted(item: Card | Landmark, n: int, ed: Edition, w: Words) -> str:
    start = ed.start_establishments.get(item.id, 0) * ed.max_players if isinstance(item, Card) else 0
    counted = f"{w.name(item.id)}\u00a0×\u00a0{n}"  # no line break in it
    return w.t("print-counted-start", counted=counted, n=start) if start else counted
