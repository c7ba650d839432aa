"""The ``normal`` bot's valuation in the native engine (engine.services.players.strategy.Valuer),
float for float: its tables are engine.native.valuation's, generated per game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.native.kernel.names import inline, jit

if TYPE_CHECKING:
    import numpy as np

    from engine.native.kernel.names import (
        BONUS,
        CITY,
        COINS,
        ENTRY_CARDS,
        ENTRY_DIST,
        ENTRY_START,
        HASBONUS,
        MAXDICE,
        N_PCKEY,
        N_PCN,
        N_PCVAL,
        N_TMP,
        N_WORTH,
        NC,
        NP,
        OVERFLOW,
        PLAN_START,
        V_COEF,
        V_COEF_CARD,
        V_COEF_START,
        V_CONST,
        V_CONSTANT,
        V_GATE_ELSE,
        V_GATE_THEN,
        V_LIST_START,
        V_NONE,
        V_NSLOW,
        V_OTHER,
        V_OTHER_ANY,
        V_OTHER_CONST,
        V_OWN,
        V_OWN_ANY,
        V_OWN_CONST,
        V_PAYER,
        V_PAYLIST,
        V_PROBE_CACHE,
        V_ROLLER_FREE,
        V_SLOW,
        V_TAKES,
        V_USES,
        V_USES_START,
        Cells,
        FloatGrid,
        gate_test,
        probe_act,
    )


# ---- compiled into each game's module (engine.native.generate) ----
@jit
def v_new(S: Cells) -> None:
    # a new Valuer: no probes kept
    S[N_PCN] = 0


@inline
def ppay(S: Cells, o: int, payer: int, receiver: int, amount: int) -> int:
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
def v_probe(S: Cells, c: int, owner: int, roller: int, cnt: int) -> float:
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
def v_amount(S: Cells, c: int, owner: int, roller: int, cnt: int) -> float:
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
def v_others_income(S: Cells, p: int, c: int, cnt: int, dat: int) -> float:
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
def v_card_income(S: Cells, p: int, c: int, cnt: int, dat: int) -> float:
    own = V_OWN[S[dat + p], c]
    out = own * v_amount(S, c, p, p, cnt) if own else 0.0
    return out + v_others_income(S, p, c, cnt, dat)


@jit
def v_own_roll_incomes(S: Cells, p: int, md: int, at: int) -> None:
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
def v_boosted(S: Cells, p: int, k: int, rows: FloatGrid) -> float:
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
def v_others_total(S: Cells, p: int, dat: int) -> float:
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
def v_roll_income(S: Cells, p: int, total: int) -> float:
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
def v_build_gain(S: Cells, p: int, x: int, dat: int, go: int, gt: int) -> None:
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
def v_touched(S: Cells, p: int, x: int, dat: int, at: int, owned_only: int) -> float:
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
