"""The ``normal`` bot's valuation for the native engine: what engine.core.cardmodel knows of a
game's cards, as constant tables, and each card's activation compiled a second time as a *probe*
(what its owner would get, nothing moved), as engine.services.players.strategy.Probe runs the Python code.

The numba side (engine.native.kernel's valuer and normal) repeats
engine.services.players.strategy's arithmetic operation for operation, in the same order, so that its floats
are the same to the last bit and the bot decides as the Python one does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dsl import ast
from dsl.emit import Block
from dsl.statements import ASKING
from engine.core.cardmodel import BLEND, HORIZON, REFRESH, CardModel, Payment, card_model
from engine.core.game import Game
from engine.native.effects import Context, EffectCode
from engine.native.layout import Field

NONE = -(1 << 62)
"""An integer table's "no value" (a card's constant, a landmark's fixed price)."""
PROBE_CACHE = 512
"""Probes kept per decision (engine.services.players.strategy.Valuer._probed); a decision that would keep more
leaves its game to the Python engine, like a number beyond 64 bits."""


def _floats(values: Sequence[float]) -> str:
    return f"np.array([{', '.join(repr(float(v)) for v in values)}], dtype=np.float64)"


def _ints(values: Sequence[int]) -> str:
    return f"np.array({[int(v) for v in values]}, dtype=np.int64)"


class ProbeCode(EffectCode):
    """A card's activation as a probe: ``got`` is what its owner would gain (less what they would
    pay); decisions and what changes the game do nothing; a decision asked of each copy (a swap, a
    player to take from) stops the probe, as it stops the Python one; the total is the first number
    of the card's roll and the effect dice show 3.5 each (engine.services.players.strategy.Probe)."""

    def __init__(self, ctx: Context, source: str, this: int, total: int, path: tuple[str, ...] | None = None):
        super().__init__(ctx, source, this, path)
        self.total = total

    def function(self, out: Any, name: str, stmts: Sequence[ast.Stmt]) -> None:
        fn = out.define(f"{name}(S, o, roller, n, bonus)")
        fn.line("got = 0")
        for stmt in stmts:
            self.body(stmt, fn)
        fn.ret("got")

    def roll(self, dice: int) -> str:
        return f"e = {round(3.5 * dice)}"  # Python's round, as the Python probe's: half to even

    def pay(self, payer: str, receiver: str, coins: str) -> str:
        return f"got += ppay(S, o, {self.who(payer)}, {self.who(receiver)}, {coins})"

    def each_answer(self, kind: str, answer: str, out: Block) -> Block:
        out.ret("got")  # a decision asked of each copy (ask_each): the Python probe stops here
        return Block()

    def sequence(self, first: ast.Stmt, second: ast.Stmt, out: Block) -> None:
        self.body(first, out)
        if not out.returns:
            self.body(second, out)

    def asking(self, node: ast.Asking, then: ast.Stmt | None, out: Block) -> None:
        if ASKING[node.name].probe_stops:
            out.ret("got")  # asked of each copy (ask_each): the Python probe stops here
        else:
            out.line("pass")  # a decision the probe does not answer: nothing, nor what follows it

    def plain(self, node: ast.Plain, out: Block) -> None:
        out.line("pass")  # closing, pooling, another turn: nothing here

    def expr(self, node: ast.Expr) -> str:
        if isinstance(node, ast.TurnFact) and node.name == "total":
            return str(self.total)
        return super().expr(node)


class Valuation:
    """A game's card model as the native module's constants, its gate tests and its probes."""

    def __init__(self, game: Game, ctx: Context):
        self.g = game
        self.ctx = ctx
        self.m: CardModel = card_model(game)

    def payments(self) -> tuple[dict[str, list[int]], dict[str, list[float]]]:
        """The cards' payments (engine.core.cardmodel.Payment) as flat tables: per card its list of
        payments, or its gate's two lists; per list its payments; per payment its payer, constant and
        so much per copy of some cards (in the dict's order: the sums are made in it)."""
        lists: list[list[Payment]] = []

        def listed(parts: list[Payment] | None) -> int:
            if parts is None:
                return -1
            lists.append(parts)
            return len(lists) - 1

        facts = self.m.cards
        paylist = [listed(f.payments) for f in facts]
        gate_then = [listed(f.gate.then) if f.gate is not None else -1 for f in facts]
        gate_else = [listed(f.gate.otherwise) if f.gate is not None else -1 for f in facts]
        list_start, payer, constant, coef_start, coef_card, coef_value = [0], [], [], [0], [], []
        for parts in lists:
            for part in parts:
                payer.append(part.payer)
                constant.append(part.constant)
                for c, v in part.per_card.items():
                    coef_card.append(c)
                    coef_value.append(v)
                coef_start.append(len(coef_card))
            list_start.append(len(payer))
        ints = {
            "V_PAYLIST": paylist,
            "V_GATE_THEN": gate_then,
            "V_GATE_ELSE": gate_else,
            "V_LIST_START": list_start,
            "V_PAYER": payer or [0],
            "V_COEF_START": coef_start,
            "V_COEF_CARD": coef_card or [0],
        }
        return ints, {"V_CONSTANT": constant or [0.0], "V_COEF": coef_value or [0.0]}

    def constants(self) -> list[str]:
        g, m = self.g, self.m
        nc = g.ncards
        facts = m.cards
        pay_ints, pay_floats = self.payments()
        uses_start, uses = [0], []
        combo_start, combo_card, combo_coef = [0], [], []
        for f in facts:
            uses += f.uses
            uses_start.append(len(uses))
            for d, coef in f.combos:
                combo_card.append(d)
                combo_coef.append(coef)
            combo_start.append(len(combo_card))
        counter_start, counter_card = [0], []
        for d in range(nc):
            counter_card += m.counters.get(d, [])
            counter_start.append(len(counter_card))
        related = [[int(y in f.related) for y in range(nc)] for f in facts]
        ints: dict[str, list[int]] = {
            "V_CONST": [NONE if f.const is None else f.const for f in facts],
            "V_TAKES": [int(f.takes) for f in facts],
            "V_HAS_FLAT": [int(f.flat is not None) for f in facts],
            "V_OWN_ANY": [int(f.own_any) for f in facts],
            "V_OTHER_ANY": [int(f.other_any) for f in facts],
            "V_ROLLER_FREE": [int(f.roller_free) for f in facts],
            **pay_ints,
            "V_USES_START": uses_start,
            "V_USES": uses or [0],
            "V_COMBO_START": combo_start,
            "V_COMBO_CARD": combo_card or [0],
            "V_SLOW": m.slow or [0],
            "V_COUNTER_START": counter_start,
            "V_COUNTER_CARD": counter_card or [0],
            "V_FIXED_PRICE": [NONE if p is None else p for p in m.fixed_prices] or [0],
            "V_COUNTS": [int(j in g.counting) for j in range(g.nlandmarks)] or [0],
        }
        floats: dict[str, list[float]] = {
            "V_FLAT": [0.0 if f.flat is None else f.flat for f in facts],
            **pay_floats,
            "V_COMBO_COEF": combo_coef or [0.0],
        }
        snap = nc + 1 + nc + g.nplayers + g.nlandmarks  # city, whether bonuses, bonuses, dice, landmarks
        out = [
            f"V_NONE = {NONE}",
            f"N_SN = {snap}",
            f"N_MD = {max(1, g.edition.max_dice)}",
            f"N_BLEND = {BLEND!r}",
            f"N_REST = {1 - BLEND!r}",
            f"N_HORIZON = {HORIZON}",
            f"N_REFRESH = {REFRESH}",
            f"V_NSLOW = {len(m.slow)}",
            f"V_PROBE_CACHE = {PROBE_CACHE}",
            *(f"{name} = {_ints(values)}" for name, values in ints.items()),
            *(f"{name} = {_floats(values)}" for name, values in floats.items()),
            f"V_RELATED = np.array({related}, dtype=np.int64)",
        ]
        for name, rows in (("V_OWN", m.own), ("V_OTHER", m.other), ("V_OWN_CONST", m.own_const)):
            out.append(f"{name} = np.array([{', '.join(_floats(r) for r in rows)}])")
        out.append(f"V_OTHER_CONST = np.array([{', '.join(_floats(r) for r in m.other_const)}])")
        return out

    def functions(self, code: Any) -> None:
        """``gate_test(S, o, c)`` and ``probe_act(S, c, o, roller, n, bonus)`` into ``code``."""
        g, m = self.g, self.m
        gate = code.define("gate_test(S, o, c)")
        for f in m.cards:
            if f.gate is None:
                continue
            card = g.cards[f.index]
            stmts = [cl.stmt for cl in card.effect.program.clauses if cl.trigger == "activate"]
            assert isinstance(stmts[0], ast.If)  # a gate is one ``if`` (engine.core.cardmodel._gated)
            test = EffectCode(self.ctx, card.id, f.index, ("cards", card.id, "effect")).cond(stmts[0].cond)
            gate.nest(f"if c == {f.index}").ret(test)
        gate.ret("False")
        probe = code.define("probe_act(S, c, o, roller, n, bonus)")
        for f in m.cards:
            if f.const is not None or f.payments is not None or f.gate is not None:
                continue
            card = g.cards[f.index]
            stmts = [cl.stmt for cl in card.effect.program.clauses if cl.trigger == "activate"]
            stmts = [s for s in stmts if not isinstance(s, ast.ABILITIES)]
            if not stmts:
                continue
            name = f"probe_{f.index}"
            total = card.roll[0] if card.roll else 0
            ProbeCode(self.ctx, card.id, f.index, total, ("cards", card.id, "effect")).function(code, name, stmts)
            probe.nest(f"if c == {f.index}").ret(f"{name}(S, o, roller, n, bonus)")
        probe.ret("0")

    def layout(self) -> list[Field]:
        """The bot's work space: per seat its plan (engine.services.players.strategy.Plan) and what it was
        worked out for, the plan of the city after its last build, and one decision's probes."""
        g = self.g
        n, nc, nl = g.nplayers, g.ncards, g.nlandmarks
        md = max(1, g.edition.max_dice)
        snap = nc + 1 + nc + n + nl
        return [
            Field("N_VALID", (n,)),
            Field("N_NEXT", (n,)),
            Field("N_NEXTCARD", (n,)),
            Field("N_PLANSNAP", (n, snap)),
            Field("N_NEXTSNAP", (n, snap)),
            Field("N_AGE", (n,)),
            Field("N_NOWN", (n,)),
            Field("N_OWN", (n, md)),
            Field("N_DICE", (n,)),
            Field("N_DALL", (n, n)),
            Field("N_OTHERS", (n,)),
            Field("N_INCOME", (n,)),
            Field("N_HASTARGET", (n,)),
            Field("N_TARGET", (n,)),
            Field("N_AVG", (n,)),
            Field("N_RICHEST", (n,)),
            Field("N_ODDS", (n, nc)),
            Field("N_BOOSTED", (n, nc)),
            Field("N_SCORED", (n, nc)),
            Field("N_SCORES", (n, nc)),
            Field("N_GAINED", (n, nc)),
            Field("N_GOWN", (n, nc, md)),
            Field("N_GOTHER", (n, nc)),
            Field("N_TMP", (2 * md + 2,)),
            Field("N_WORTH", (2, nc)),
            Field("N_PCN", (1,)),
            Field("N_PCKEY", (PROBE_CACHE, 4)),
            Field("N_PCVAL", (PROBE_CACHE,)),
        ]
