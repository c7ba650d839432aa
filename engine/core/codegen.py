"""Generate the income step as straight-line Python, once per game.

For every roll total and every roller, the order of activations is fixed by
the edition (colour order, counter-clockwise from the roller, card order), so
:class:`engine.core.game.Game` turns it into one function with the player and card
indices as constants. The fast paths (``gain K``, ``take K from roller``) are
inlined; every other effect is called through its compiled function, and a
decision it asks for stops the function, which returns where to resume.
The general loop :meth:`engine.core.state.State._income` resumes from there: both
follow the same plan, and tests check that they agree.

The functions are named ``income_roll{total}_roller{seat}`` and their source is
registered with :mod:`linecache` under a pseudo-file, so tracebacks and
``inspect.getsource`` show the generated lines; ``mk editions --show NAME
--compiled`` prints it.
"""

from __future__ import annotations

import hashlib
import linecache
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from dsl.runtime import StmtFn
from engine.core.events import Transfer

# fn(state) -> None, or (pending, plan entry, card position) to resume at
IncomeFn = Callable[[Any], Any]
Plan = Sequence[tuple[tuple[int, tuple[int, ...]], ...]]


@dataclass(frozen=True)
class IncomeTables:
    """What the generated income step needs to know of a game."""

    label: str
    """Names the pseudo-file of the generated source (edition and player count)."""
    plan: Plan
    """``plan[total]``: (distance from the roller, card indices) in resolution order."""
    nplayers: int
    card_ids: Sequence[str]
    const_gain: Sequence[int | None]
    const_take: Sequence[int | None]
    activate: Sequence[StmtFn | None]
    bonus_cards: frozenset[int]
    closing: bool = False
    """Cards may be closed for renovation: a closed copy skips one activation, then opens."""
    receipts: bool = False
    """Count what the roller receives (``st.received``; effects read it as ``received``)."""


def income_source(t: IncomeTables) -> str:
    """The Python source of every income function of the table."""
    lines: list[str] = []
    for total, plan in enumerate(t.plan):
        for roller in range(t.nplayers):
            lines.extend(_function(t, f"income_roll{total}_roller{roller}", plan, roller))
    return "\n".join(lines)


def income_functions(t: IncomeTables, source: str) -> list[list[IncomeFn]]:
    """``table[total][roller]``: the income step for that roll, compiled from ``source``."""
    digest = hashlib.sha256(source.encode("utf-8")).hexdigest()[:10]
    filename = f"<mk income {t.label} {digest}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    env: dict[str, Any] = {"Transfer": Transfer, "ids": t.card_ids, "fns": t.activate}
    # the source holds only numbers, table indices and fixed words
    exec(compile(source, filename, "exec"), env)  # noqa: S102
    return [[env[f"income_roll{total}_roller{r}"] for r in range(t.nplayers)] for total in range(len(t.plan))]


def generated_activations(plan: Plan, nplayers: int) -> int:
    """How many card activations the generated income step would write out: every (total, roller,
    owner, card) that the plan lists (:data:`engine.core.limits.LIMITS` ``income_code`` bounds it)."""
    return nplayers * sum(len(cards) for entries in plan for _distance, cards in entries)


def loop_functions(t: IncomeTables) -> list[list[IncomeFn]]:
    """The same table, every entry the general loop ``State._income`` (no generated code)."""

    def via_loop(st: Any) -> Any:
        return st._income(0, 0)

    return [[via_loop] * t.nplayers for _ in t.plan]


def _function(t: IncomeTables, name: str, plan: Any, roller: int) -> list[str]:
    n = t.nplayers
    out = [f"def {name}(st):"]
    body: list[str] = []
    for e, (i, cards) in enumerate(plan):
        p = (roller - i) % n
        for k, c in enumerate(cards):
            gain = t.const_gain[c]
            take = t.const_take[c]
            if take is not None and p == roller:
                continue  # a card never takes from its own owner
            if gain is None and take is None and t.activate[c] is None:
                continue
            body.append(f"    cnt = cities[{p}][{c}]  # {t.card_ids[c]} of player {p}")
            if t.closing:
                body.append(f"    if cnt and closed[{p}][{c}]:")
                body.append(f"        cnt -= closed[{p}][{c}]")
                body.append(f"        closed[{p}][{c}] = 0")
            body.append("    if cnt:")
            if c in t.bonus_cards:
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
                if t.receipts and p == roller:
                    body.append(f"{ind}st.received += amount")
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
    if t.closing:
        head.append("    closed = st.closed")
    if any("bonus[" in line for line in body):
        head.append("    bonus = st.bonus")
    return out + head + body + ["    return None", ""]
