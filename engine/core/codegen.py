"""Generate the income step as straight-line Python, once per game.

For every roll total and every roller, the order of activations is fixed by
the edition (colour order, counter-clockwise from the roller, card order), so
:class:`engine.core.game.Game` turns it into one function with the player and card
indices as constants. The fast paths (``gain K``, ``take K from roller``) are
inlined; every other effect is called through its compiled function, and a
decision it asks for stops the function, which returns where to resume.
The general loop :meth:`engine.core.state.State._income` resumes from there: both
follow the same plan, and tests check that they agree.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.core.events import Transfer

if TYPE_CHECKING:
    from engine.core.game import Game

# fn(state) -> None, or (pending, plan entry, card position) to resume at
IncomeFn = Callable[[Any], Any]


def income_functions(game: Game) -> list[list[IncomeFn]]:
    """``table[total][roller]``: the income step for that roll."""
    bonus_cards: set[int] = set()
    for eff in [lm.effect for lm in game.landmarks] + [c.effect for c in game.cards]:
        for _amount, cards in eff.bonuses:
            bonus_cards.update(cards)
    n = game.nplayers
    env: dict[str, Any] = {
        "Transfer": Transfer,
        "ids": game.card_ids,
        "fns": game.activate,
    }
    lines: list[str] = []
    names: list[list[str]] = []
    for total, plan in enumerate(game.plan):
        row = []
        for roller in range(n):
            name = f"income_{total}_{roller}"
            row.append(name)
            lines.extend(_function(game, name, plan, roller, bonus_cards))
        names.append(row)
    exec("\n".join(lines), env)  # noqa: S102 - source generated above from indices and numbers only
    return [[env[name] for name in row] for row in names]


def loop_functions(game: Game) -> list[list[IncomeFn]]:
    """The same table, every entry the general loop ``State._income`` (no generated code)."""

    def via_loop(st: Any) -> Any:
        return st._income(0, 0)

    return [[via_loop] * game.nplayers for _ in game.plan]


def _function(game: Game, name: str, plan: Any, roller: int, bonus_cards: set[int]) -> list[str]:
    n = game.nplayers
    out = [f"def {name}(st):"]
    body: list[str] = []
    for e, (i, cards) in enumerate(plan):
        p = (roller - i) % n
        for k, c in enumerate(cards):
            gain = game.const_gain[c]
            take = game.const_take[c]
            if take is not None and p == roller:
                continue  # a card never takes from its own owner
            if gain is None and take is None and game.activate[c] is None:
                continue
            body.append(f"    cnt = cities[{p}][{c}]")
            body.append("    if cnt:")
            if c in bonus_cards:
                body.append(f"        bp = bonus[{p}]")
                body.append(f"        b = bp[{c}] if bp is not None else 0")
                b = "b"
            else:
                b = "0"
            if gain is not None:
                amount = f"({gain} + b) * cnt" if b == "b" else f"{gain} * cnt"
                body.append(f"        amount = {amount}")
                if b == "b" or gain <= 0:
                    body.append("        if amount > 0:")
                    ind = "            "
                else:
                    ind = "        "
                body.append(f"{ind}coins[{p}] += amount")
                body.append(f"{ind}if log is not None:")
                body.append(f"{ind}    log.append(Transfer(ids[{c}], None, {p}, amount, amount))")
            elif take is not None:
                amount = f"({take} + b) * cnt" if b == "b" else f"{take} * cnt"
                body.append(f"        amount = {amount}")
                body.append("        if amount > 0:")
                body.append(f"            have = coins[{roller}]")
                body.append("            paid = amount if have >= amount else have")
                body.append(f"            coins[{roller}] = have - paid")
                body.append(f"            coins[{p}] += paid")
                body.append("            if log is not None:")
                body.append(f"                log.append(Transfer(ids[{c}], {roller}, {p}, amount, paid))")
            else:
                body.append(f"        pend = fns[{c}](st, {p}, {roller}, cnt, {b})")
                body.append("        if pend is not None:")
                body.append(f"            return pend, {e}, {k + 1}")
    if not body:
        return [*out, "    return None", ""]
    head = ["    cities = st.cities", "    coins = st.coins", "    log = st.log"]
    if any("bonus[" in line for line in body):
        head.append("    bonus = st.bonus")
    return out + head + body + ["    return None", ""]
