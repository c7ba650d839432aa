"""The ``normal`` bot's valuation for the native engine: what engine.core.cardmodel knows of a
game's cards, as constant tables, and each card's activation compiled a second time as a *probe*
(what its owner would get, nothing moved), as engine.services.players.strategy.Probe runs the Python code.

The numba side (:data:`VALUER`, and the bot in engine.native.normal) repeats
engine.services.players.strategy's arithmetic operation for operation, in the same order, so that its floats
are the same to the last bit and the bot decides as the Python one does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dsl import ast
from engine.core.cardmodel import BLEND, HORIZON, REFRESH, CardModel, Payment, card_model
from engine.core.game import Game
from engine.native.effects import Context, EffectCode

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

    def pay(self, payer: str, receiver: str, amount: str) -> str:
        return f"got += ppay(S, o, {payer}, {receiver}, {amount})"

    def statement(self, node: ast.Stmt, out: Any) -> None:
        if isinstance(node, (ast.Gain, ast.Pay, ast.Take, ast.If, ast.ABILITIES)):
            super().statement(node, out)
        elif isinstance(node, ast.Swap):
            out.ret("got")  # asked of each copy: the Python probe stops here
        elif isinstance(node, ast.Then):
            if isinstance(node.first, (ast.Demolish, ast.Give, ast.Renovate, ast.Activate)):
                out.line("pass")  # a decision the probe does not answer: nothing, then on
            else:
                self.body(node.first, out)
                self.body(node.second, out)
        else:  # decisions, closing, investing, pooling, another turn: nothing here
            out.line("pass")

    def chosen(self, node: ast.Take, out: Any) -> None:
        out.ret("got")  # a player chosen for each copy: the Python probe stops here

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

    def layout(self) -> list[tuple[str, int]]:
        """The bot's work space: per seat its plan (engine.services.players.strategy.Plan) and what it was
        worked out for, the plan of the city after its last build, and one decision's probes."""
        g = self.g
        n, nc, nl = g.nplayers, g.ncards, g.nlandmarks
        md = max(1, g.edition.max_dice)
        snap = nc + 1 + nc + n + nl
        return [
            ("N_VALID", n),
            ("N_NEXT", n),
            ("N_NEXTCARD", n),
            ("N_PLANSNAP", n * snap),
            ("N_NEXTSNAP", n * snap),
            ("N_AGE", n),
            ("N_NOWN", n),
            ("N_OWN", n * md),
            ("N_DICE", n),
            ("N_DALL", n * n),
            ("N_OTHERS", n),
            ("N_INCOME", n),
            ("N_HASTARGET", n),
            ("N_TARGET", n),
            ("N_AVG", n),
            ("N_RICHEST", n),
            ("N_ODDS", n * nc),
            ("N_BOOSTED", n * nc),
            ("N_SCORED", n * nc),
            ("N_SCORES", n * nc),
            ("N_GAINED", n * nc),
            ("N_GOWN", n * nc * md),
            ("N_GOTHER", n * nc),
            ("N_TMP", 2 * md + 2),
            ("N_WORTH", 2 * nc),
            ("N_PCN", 1),
            ("N_PCKEY", 4 * PROBE_CACHE),
            ("N_PCVAL", PROBE_CACHE),
        ]


VALUER = r"""
# ---- the normal bot's valuation (engine.services.players.strategy.Valuer), float for float --------------------
@jit
def v_new(S):
    # a new Valuer: no probes kept
    S[N_PCN] = 0


@inline
def ppay(S, o, payer, receiver, amount):
    # what o gets from a payment a probe records (engine.services.players.strategy.Probe.pay)
    if amount <= 0:
        return 0
    paid = amount
    if payer >= 0 and S[COINS + payer] < amount:
        paid = S[COINS + payer]
    if receiver == o:
        return paid
    if payer == o:
        return -paid
    return 0


@jit
def v_probe(S, c, owner, roller, cnt):
    # kept per decision under (card, owner, roller unless the card ignores it, copies), as Valuer.probe
    F = S.view(np.float64)
    r = -1 if V_ROLLER_FREE[c] else roller
    k = S[N_PCN]
    for i in range(k):
        at = N_PCKEY + 4 * i
        if S[at] == c and S[at + 1] == owner and S[at + 2] == r and S[at + 3] == cnt:
            return F[N_PCVAL + i]
    got = float(probe_act(S, c, owner, roller, cnt, S[BONUS + owner * NC + c]))
    if k < V_PROBE_CACHE:
        at = N_PCKEY + 4 * k
        S[at] = c
        S[at + 1] = owner
        S[at + 2] = r
        S[at + 3] = cnt
        F[N_PCVAL + k] = got
        S[N_PCN] = k + 1
    else:
        S[OVERFLOW] = 1  # more than the cache holds: the game is left to the Python engine
    return got


@jit
def v_amount(S, c, owner, roller, cnt):
    # what cnt copies of card c earn their owner on one activation for roller (Valuer.amount)
    b = S[BONUS + owner * NC + c]
    const = V_CONST[c]
    if const != V_NONE:
        if V_TAKES[c]:
            if roller == owner:
                return 0.0
            v = (const + b) * cnt
            have = S[COINS + roller]
            return float(have if have < v else v)
        return float((const + b) * cnt)
    lst = V_PAYLIST[c]
    if lst < 0:
        if V_GATE_THEN[c] < 0:
            return v_probe(S, c, owner, roller, cnt)
        lst = V_GATE_THEN[c] if gate_test(S, owner, c) else V_GATE_ELSE[c]
    out = 0.0
    for i in range(V_LIST_START[lst], V_LIST_START[lst + 1]):
        value = V_CONSTANT[i] + b
        for z in range(V_COEF_START[i], V_COEF_START[i + 1]):
            value += V_COEF[z] * S[CITY + owner * NC + V_COEF_CARD[z]]
        value *= cnt
        payer = V_PAYER[i]
        if payer == 1:  # the roller
            if roller == owner:
                continue
            if S[COINS + roller] < value:
                value = float(S[COINS + roller])
        elif payer == 2:  # each other player
            t = 0.0
            for q in range(NP):
                if q != owner:
                    t += S[COINS + q] if S[COINS + q] < value else value
            value = t
        elif payer == 3:  # one player, chosen: the richest
            richest = -1
            for q in range(NP):
                if q != owner and (richest < 0 or S[COINS + q] > richest):
                    richest = S[COINS + q]
            if richest < value:
                value = float(richest)
        out += value
    return out


@jit
def v_others_income(S, p, c, cnt, dat):
    # what cnt copies of card c bring p per round on the others' rolls (S[dat + q]: q's dice)
    if not V_OTHER_ANY[c]:
        return 0.0
    out = 0.0
    if V_ROLLER_FREE[c]:
        amount = v_amount(S, c, p, p, cnt)
        for q in range(NP):
            if q != p:
                out += V_OTHER[S[dat + q], c] * amount
        return out
    for q in range(NP):
        if q != p:
            out += V_OTHER[S[dat + q], c] * v_amount(S, c, p, q, cnt)
    return out


@jit
def v_card_income(S, p, c, cnt, dat):
    own = V_OWN[S[dat + p], c]
    out = own * v_amount(S, c, p, p, cnt) if own else 0.0
    return out + v_others_income(S, p, c, cnt, dat)


@jit
def v_own_roll_incomes(S, p, md, at):
    # F[at + k - 1]: what p earns from their own cards on their own roll of k dice, k = 1 ... md
    F = S.view(np.float64)
    for i in range(V_NSLOW):
        c = V_SLOW[i]
        cnt = S[CITY + p * NC + c]
        if cnt:
            F[N_WORTH + c] = v_amount(S, c, p, p, cnt) if V_OWN_ANY[c] else 0.0
    for k in range(1, md + 1):
        total = 0.0
        for c in range(NC):
            total += S[CITY + p * NC + c] * V_OWN_CONST[k, c]
        for i in range(V_NSLOW):
            c = V_SLOW[i]
            if S[CITY + p * NC + c] and V_OWN[k, c]:
                total += V_OWN[k, c] * F[N_WORTH + c]
        if S[HASBONUS + p]:
            total += v_boosted(S, p, k, V_OWN)
        F[at + k - 1] = total


@jit
def v_boosted(S, p, k, rows):
    # what p's bonuses add to their constant cards on a roll of k dice (rows: V_OWN or V_OTHER)
    a = 0.0
    for c in range(NC):
        a += (S[CITY + p * NC + c] * S[BONUS + p * NC + c]) * rows[k, c]
    b = 0.0
    for i in range(V_NSLOW):
        c = V_SLOW[i]
        if S[CITY + p * NC + c]:
            b += rows[k, c] * S[CITY + p * NC + c] * S[BONUS + p * NC + c]
    return a - b


@jit
def v_others_total(S, p, dat):
    # what p earns per round from every card they own on the others' rolls (Valuer.others_total)
    total = 0.0
    for q in range(NP):
        if q != p:
            k = S[dat + q]
            s = 0.0
            for c in range(NC):
                s += S[CITY + p * NC + c] * V_OTHER_CONST[k, c]
            total += s
    for i in range(V_NSLOW):
        c = V_SLOW[i]
        cnt = S[CITY + p * NC + c]
        if cnt:
            total += v_others_income(S, p, c, cnt, dat)
    if S[HASBONUS + p]:
        for q in range(NP):
            if q != p:
                total += v_boosted(S, p, S[dat + q], V_OTHER)
    return total


@jit
def v_roll_income(S, p, total):
    # what p earns from their own cards when they roll total (Valuer.roll_income)
    if total >= PLAN_START.shape[0] - 1:
        return 0.0
    out = 0.0
    for e in range(PLAN_START[total], PLAN_START[total + 1]):
        if ENTRY_DIST[e] == 0:
            for k in range(ENTRY_START[e], ENTRY_START[e + 1]):
                c = ENTRY_CARDS[k]
                cnt = S[CITY + p * NC + c]
                if cnt:
                    out += v_amount(S, c, p, p, cnt)
    return out


@jit
def v_build_gain(S, p, x, dat, go, gt):
    # F[go + i] (a roll of i + 1 dice), F[gt] (the others' rolls): what one more copy of card x adds to
    # p's income per round, with what it adds to p's combo cards (Valuer.build_gain)
    F = S.view(np.float64)
    md = S[MAXDICE + p]
    combos = 0
    for z in range(V_USES_START[x], V_USES_START[x + 1]):
        d = V_USES[z]
        if S[CITY + p * NC + d] and d != x:
            combos += 1
    const = V_CONST[x]
    if const != V_NONE and combos == 0:
        each = const + S[BONUS + p * NC + x]
        if V_TAKES[x]:
            got = 0.0
            for q in range(NP):
                if q != p:
                    have = S[COINS + q] - S[CITY + p * NC + x] * each
                    v = each if each < have else have
                    got += V_OTHER[S[dat + q], x] * (v if v > 0 else 0)
            for i in range(md):
                F[go + i] = 0.0
            F[gt] = got
            return
        for i in range(md):
            F[go + i] = V_OWN[i + 1, x] * each
        s = 0.0
        for q in range(NP):
            if q != p:
                s += V_OTHER[S[dat + q], x]
        F[gt] = s * each
        return
    if combos == 0:
        n = S[CITY + p * NC + x]
        before = v_amount(S, x, p, p, n) if n and V_OWN_ANY[x] else 0.0
        before_other = v_others_income(S, p, x, n, dat) if n else 0.0
        S[CITY + p * NC + x] += 1
        after = v_amount(S, x, p, p, n + 1) if V_OWN_ANY[x] else 0.0
        after_other = v_others_income(S, p, x, n + 1, dat)
        S[CITY + p * NC + x] -= 1
        for i in range(md):
            o = V_OWN[i + 1, x]
            F[go + i] = o * after - o * before
        F[gt] = after_other - before_other
        return
    for i in range(md):
        F[N_TMP + i] = 0.0
        F[N_TMP + md + i] = 0.0
    before_other = v_touched(S, p, x, dat, N_TMP, True)
    S[CITY + p * NC + x] += 1
    after_other = v_touched(S, p, x, dat, N_TMP + md, False)
    S[CITY + p * NC + x] -= 1
    for i in range(md):
        F[go + i] = F[N_TMP + md + i] - F[N_TMP + i]
    F[gt] = after_other - before_other


@jit
def v_touched(S, p, x, dat, at, owned_only):
    # card x and the combo cards p owns that count it: their own-roll incomes added to F[at + i],
    # their incomes on the others' rolls returned
    F = S.view(np.float64)
    md = S[MAXDICE + p]
    other = 0.0
    for z in range(V_USES_START[x] - 1, V_USES_START[x + 1]):
        if z < V_USES_START[x]:
            d = x
        else:
            d = V_USES[z]
            if d == x or not S[CITY + p * NC + d]:
                continue
        cnt = S[CITY + p * NC + d]
        if owned_only and not cnt:
            continue
        for i in range(md):
            if V_OWN[i + 1, d]:
                F[at + i] += V_OWN[i + 1, d] * v_amount(S, d, p, p, cnt)
        other += v_others_income(S, p, d, cnt, dat)
    return other
"""
