"""What each card did in a run, measured so that a card every seat buys is not "fair" by construction.

A card's owners' win rate against the fair share says little: when every seat owns the card, its
owners are everyone, and they win the fair share whatever the card does. So a card is measured by its
*owners against the non-owners of the same games, played by the same bot*: in each game won by
someone, the seats of the winner's bot make a 2x2 table (owner or not, won or not), and the tables are
pooled by Mantel and Haenszel's common odds ratio, which compares seats only within a game (a long
game, in which everyone buys more, weighs on both sides alike) and only between seats of one bot (a
strong bot's favourite card would otherwise look strong by its bot's skill). An odds ratio of 2: in the
same games, a seat that bought the card had twice the odds of winning of one of its bot that did not.
Beside it: how many cities had it (the pick rate), the copies bought a game, and the share of winners'
cities that had it.

Each card gets a word (:data:`WORDS`), with the evidence in a sentence:

- ``must-buy``: in at least :data:`MUST_BUY` of the winners' cities, and its owners beat its non-owners
  beyond chance (or nearly every city has one, MUST_BUY of them too, and no game had a seat without it
  beside its owners, so nothing could be compared);
- ``strong`` / ``weak``: its owners win more / less than its non-owners in the same games, beyond
  chance (Holm-corrected over the cards), and the odds ratio's whole 95% interval lies beyond the
  balanced band (BAND times);
- ``strong or balanced`` / ``weak or balanced``: beyond chance too, but the interval reaches both
  sides of the band's edge: more games to tell (a word is read from where the interval lies, never
  from the estimate alone, so two cards that play alike get the same word);
- ``balanced``: the odds ratio's 95% interval lies inside the band (1/:data:`BAND` to :data:`BAND`);
- ``rarely bought``: no verdict, and fewer than :data:`RARELY` of the cities had it;
- ``unclear``: too few games to tell;
- ``never bought``: no seat bought one;
- ``withheld``: the games say little of the card (:func:`withhold`: bots that buy at random), its
  figures kept.

The verdicts are corrected for the number of cards tested (Holm); each interval is the card's own 95%
interval, uncorrected, so an "unclear" card's interval may exclude 1 (its evidence says so).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.services.lab.stats import OddsRatio, holm, mantel_haenszel, one_winner_table, rate, wilson

BAND = 1.5
"""Odds ratios from 1/BAND to BAND count as balanced: owners' odds of winning within half again of
non-owners' in the same games."""
MUST_BUY = 0.95
"""A must-buy card is in at least this share of the winners' cities."""
RARELY = 0.05
"""A card in fewer than this share of the cities (seat-games) is rarely bought; a tuned card that
falls below it is priced out of the game."""
WORDS = (
    "must-buy",
    "strong",
    "strong or balanced",
    "balanced",
    "unclear",
    "weak or balanced",
    "weak",
    "rarely bought",
    "never bought",
    "withheld",
)
"""The verdicts, in the order the tables list them."""


@dataclass(frozen=True)
class CardCounts:
    """One card's counts in a run: copies bought, seat-games that owned one (and won), games someone
    bought it in, and the games someone won by the owners among the winner bot's seats
    (``split[cell(players, k, m, y)]``: k seats of the winner's bot, m of them owners, y whether the
    winner was one)."""

    card: str
    name: str
    supply: int
    copies: int
    owned: int
    owned_won: int
    bought_games: int
    split: Sequence[int]


def cell(players: int, seats: int, owners: int, won: bool) -> int:
    """Where :attr:`CardCounts.split` counts the games won by one of ``seats`` seats of a bot, ``owners``
    of them owning the card, the winner one of them (``won``) or not."""
    return ((seats * (players + 1)) + owners) * 2 + int(won)


def cells(players: int) -> int:
    """The length of :attr:`CardCounts.split` at ``players`` players."""
    return (players + 1) ** 2 * 2


def _mixed(players: int) -> list[tuple[int, int]]:
    """(seats, owners) of the groups that hold a contrast: some owners and some others."""
    return [(k, m) for k in range(2, players + 1) for m in range(1, k)]


def contrast(players: int, split: Sequence[int]) -> OddsRatio:
    """Owners against non-owners of the same games and bot: the common odds ratio of the games won."""
    tables = []
    for k, m in _mixed(players):
        for won in (True, False):
            count = split[cell(players, k, m, won)]
            if count:
                tables.append((*one_winner_table(k, m, won), count))
    return mantel_haenszel(tables)


def rows(cards: Sequence[CardCounts], players: int, games: int, decided: int) -> list[dict[str, Any]]:
    """Every card of the edition as plain data (the JSON format), with its word and evidence; the
    odds ratios' p-values are corrected together (Holm), a family of their own."""
    out = [_row(c, players, games, decided) for c in cards]
    tested = [r for r in out if r["p"] is not None]
    for r, flagged in zip(tested, holm([r["p"] for r in tested]), strict=True):
        r["significant"] = flagged
    for r in out:
        r["verdict"] = _word(r)
        r["evidence"] = evidence(r)
    return out


def _row(c: CardCounts, players: int, games: int, decided: int) -> dict[str, Any]:
    seat_games = games * players
    others = seat_games - c.owned
    others_won = decided - c.owned_won
    odds = contrast(players, c.split)
    split = c.split
    mixed = _mixed(players)  # the same games and bot, with owners and non-owners
    own_games = sum(m * (split[cell(players, k, m, True)] + split[cell(players, k, m, False)]) for k, m in mixed)
    own_won = sum(split[cell(players, k, m, True)] for k, m in mixed)
    other_games = sum(
        (k - m) * (split[cell(players, k, m, True)] + split[cell(players, k, m, False)]) for k, m in mixed
    )
    other_won = sum(split[cell(players, k, m, False)] for k, m in mixed)
    return {
        "card": c.card,
        "name": c.name,
        "supply": c.supply,
        "bought_games": c.bought_games,
        "bought_rate": rate(c.bought_games, games),
        "copies_per_game": rate(c.copies, games),
        "owners": c.owned,
        "owned_by": rate(c.owned, seat_games),
        "winner_owned": rate(c.owned_won, decided),
        "winner_owned_ci95": list(wilson(c.owned_won, decided)),
        "owners_won": c.owned_won,
        "owners_rate": rate(c.owned_won, c.owned),
        "owners_ci95": list(wilson(c.owned_won, c.owned)),
        "others": others,
        "others_won": others_won,
        "others_rate": rate(others_won, others),
        "others_ci95": list(wilson(others_won, others)),
        "contrast_games": sum(split[cell(players, k, m, w)] for k, m in mixed for w in (True, False)),
        "same_games": {"owners": own_games, "owners_won": own_won, "others": other_games, "others_won": other_won},
        "same_owners_rate": rate(own_won, own_games),
        "same_others_rate": rate(other_won, other_games),
        "odds_ratio": _finite(odds.ratio),
        "odds_ratio_ci95": [_finite(odds.low), _finite(odds.high)] if odds.informative else [None, None],
        "p": odds.p if odds.informative else None,
        "log_se": _finite(odds.log_se) if odds.informative else None,
        "significant": False,
    }


def _finite(x: float) -> float | None:
    """A number for JSON: None for an infinite or undefined one."""
    return None if math.isnan(x) or math.isinf(x) else x


def _word(r: dict[str, Any]) -> str:
    if not r["owners"]:
        return "never bought"
    ratio, (low, high) = r["odds_ratio"], r["odds_ratio_ci95"]
    higher = r["p"] is not None and (ratio is None or ratio > 1)
    no_contrast = r["p"] is None and r["owned_by"] >= MUST_BUY  # every seat has one: nothing to compare
    if r["winner_owned"] >= MUST_BUY and ((r["significant"] and higher) or no_contrast):
        return "must-buy"
    inside = low is not None and high is not None and low >= 1 / BAND and high <= BAND
    if inside:
        return "balanced"
    if r["significant"]:  # beyond chance: how far, as far as the interval tells
        if higher:
            return "strong" if ratio is None or (low is not None and low >= BAND) else "strong or balanced"
        return "weak" if ratio == 0 or (high is not None and high <= 1 / BAND) else "weak or balanced"
    return "rarely bought" if r["owned_by"] < RARELY else "unclear"


def withhold(rows: Sequence[dict[str, Any]], why: str) -> None:
    """Give no verdict to the cards of ``rows`` that were bought (their figures stay), saying ``why``:
    games whose bots buy at random say little of a card (a dear one is bought only by a seat ahead)."""
    for r in rows:
        if r["verdict"] != "never bought":
            r["measured"], r["verdict"], r["withheld"] = r["verdict"], "withheld", why
            r["evidence"] = f"{r['name']}: no verdict: {why}."


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def ratio_text(r: dict[str, Any], words: bool = False) -> str:
    """The odds ratio with its interval, as the tables show it (``1.99 (1.86-2.13)``), or with
    ``words`` as a sentence says it (``odds ratio 1.99, 95% interval 1.86-2.13``)."""
    ratio, (low, high) = r["odds_ratio"], r["odds_ratio_ci95"]
    if r["p"] is None:
        return "no contrast" if words else "-"
    if ratio is None:
        return "the seats without it never won there" if words else "inf (non-owners never won)"
    if ratio == 0:
        return "its owners never won there" if words else "0 (owners never won)"
    return (
        f"odds ratio {ratio:.2f}, 95% interval {low:.2f}-{high:.2f}" if words else f"{ratio:.2f} ({low:.2f}-{high:.2f})"
    )


def evidence(r: dict[str, Any]) -> str:
    """The card's word in a sentence, with the figures it rests on."""
    name, word = r["name"], r["verdict"]
    if word == "never bought":
        return f"{name} was never bought."
    cities = (
        f"in {_pct(r['winner_owned'])} of the winners' cities and {_pct(r['owned_by'])} of all cities, "
        f"{r['copies_per_game']:.2f} of its {r['supply']} copies bought a game"
    )
    same = (
        f"in the games with owners and non-owners (of the winner's bot), its owners won "
        f"{_pct(r['same_owners_rate'])} and the seats without it {_pct(r['same_others_rate'])} "
        f"({ratio_text(r, words=True)})"
    )
    if r["p"] is None:
        same = "no game had both owners and seats without it among the winner bot's seats: nothing to compare"
    if word == "must-buy":
        return f"{name} is a must-buy: {cities}; {same}."
    if word in ("strong", "weak"):
        return f"{name} is {word}: {same}, beyond chance, its whole interval beyond {BAND:g} times; {cities}."
    if word in ("strong or balanced", "weak or balanced"):
        return (
            f"{name} is {word}: {same}, beyond chance, but its interval reaches both sides of {BAND:g} times: "
            f"more games to tell; {cities}."
        )
    if word == "balanced":
        return f"{name} is balanced: {same}, within {BAND:g} times either way; {cities}."
    if word == "rarely bought":
        return f"{name} is rarely bought ({cities}): too few owners to tell what it does."
    alone = r["p"] is not None and (
        (r["odds_ratio_ci95"][0] or 0) > 1 or (r["odds_ratio_ci95"][1] is not None and r["odds_ratio_ci95"][1] < 1)
    )
    caveat = " (its interval excludes 1 on its own, but not once corrected for the cards tested)" if alone else ""
    return f"{name}: too few games to tell ({same}{caveat}; {cities})."
