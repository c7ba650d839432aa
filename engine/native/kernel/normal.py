"""The ``normal`` bot in the native engine (engine.services.players.bots.normal_bot): its plans per
seat (engine.services.players.strategy.Builder and Plan, kept in the state array's work space), its
builds, dice, re-rolls, amounts added to the total and swaps. Its floats live in the same cells as the
integers (``F = S.view(np.float64)``); the valuation is engine.native.kernel.valuer's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.native.kernel.names import inline, jit

if TYPE_CHECKING:
    import numpy as np

    from engine.native.kernel.abilities import build_list, price
    from engine.native.kernel.effects import swap, swap_ok
    from engine.native.kernel.helpers import bot_random, constructed, is_doubles, log2
    from engine.native.kernel.names import (
        ACTS,
        BONUS,
        BUILT,
        CITY,
        COINS,
        COST,
        COUNTING,
        DISCOUNT,
        EXTRATURN,
        HASBONUS,
        LOG_SWAP,
        MAXDICE,
        N_AGE,
        N_AVG,
        N_BLEND,
        N_BOOSTED,
        N_DALL,
        N_DICE,
        N_GAINED,
        N_GOTHER,
        N_GOWN,
        N_HASTARGET,
        N_HORIZON,
        N_INCOME,
        N_MD,
        N_NEXT,
        N_NEXTCARD,
        N_NEXTSNAP,
        N_NOWN,
        N_ODDS,
        N_OTHERS,
        N_OWN,
        N_PLANSNAP,
        N_REFRESH,
        N_REST,
        N_RICHEST,
        N_SCORED,
        N_SCORES,
        N_SN,
        N_TARGET,
        N_VALID,
        N_WORTH,
        NC,
        NL,
        NP,
        NROLLED,
        TOTAL,
        V_COEF,
        V_COEF_CARD,
        V_COEF_START,
        V_COMBO_CARD,
        V_COMBO_COEF,
        V_COMBO_START,
        V_CONST,
        V_CONSTANT,
        V_COUNTER_CARD,
        V_COUNTER_START,
        V_COUNTS,
        V_FIXED_PRICE,
        V_FLAT,
        V_GATE_ELSE,
        V_GATE_THEN,
        V_HAS_FLAT,
        V_LIST_START,
        V_NONE,
        V_OTHER,
        V_OWN,
        V_PAYER,
        V_PAYLIST,
        V_RELATED,
        V_TAKES,
        WIN_COUNT,
        WINNING,
        Cells,
        Ints,
        gate_test,
    )
    from engine.native.kernel.valuer import (
        v_build_gain,
        v_card_income,
        v_new,
        v_others_total,
        v_own_roll_incomes,
        v_roll_income,
    )


# ---- compiled into each game's module (engine.native.generate) ----
# Builder and Plan of engine.services.players.strategy) ----
@jit
def n_reset(S: Cells) -> None:
    # a new game: no plans (a Builder per game)
    for p in range(NP):
        S[N_VALID + p] = 0
        S[N_NEXT + p] = 0


@jit
def n_snap_write(S: Cells, at: int, p: int, x: int) -> None:
    # what p's plan depends on (strategy._snapshot), with one more copy of card x when x >= 0
    for c in range(NC):
        S[at + c] = S[CITY + p * NC + c]
    if x >= 0:
        S[at + x] += 1
    S[at + NC] = S[HASBONUS + p]
    for c in range(NC):
        S[at + NC + 1 + c] = S[BONUS + p * NC + c]
    for q in range(NP):
        S[at + 2 * NC + 1 + q] = S[MAXDICE + q]
    for j in range(NL):
        S[at + 2 * NC + 1 + NP + j] = S[BUILT + p * NL + j]


@jit
def n_snap_same(S: Cells, at: int, p: int) -> bool:
    for c in range(NC):
        if S[at + c] != S[CITY + p * NC + c] or S[at + NC + 1 + c] != S[BONUS + p * NC + c]:
            return False
    if S[at + NC] != S[HASBONUS + p]:
        return False
    for q in range(NP):
        if S[at + 2 * NC + 1 + q] != S[MAXDICE + q]:
            return False
    for j in range(NL):
        if S[at + 2 * NC + 1 + NP + j] != S[BUILT + p * NL + j]:
            return False
    return True


@jit
def n_plan_common(S: Cells, p: int) -> float:
    # the parts of a plan worked out from the game whichever way it starts (Plan.__init__): its dice,
    # everyone's dice, the cheapest landmark, the coins, the others' odds, the boosted cards; returns
    # the best own-roll income
    F = S.view(np.float64)
    own = N_OWN + p * N_MD
    best = F[own]
    d = 1
    for i in range(1, S[N_NOWN + p]):
        if F[own + i] > best:
            best = F[own + i]
            d = i + 1
    S[N_DICE + p] = d
    for q in range(NP):
        S[N_DALL + p * NP + q] = S[MAXDICE + q]
    S[N_DALL + p * NP + p] = d
    has = 0
    target = 0
    for j in COUNTING:
        if S[BUILT + p * NL + j]:
            continue
        if V_FIXED_PRICE[j] == V_NONE:
            cost = price(S, p, j)
        else:
            cost = V_FIXED_PRICE[j] - S[DISCOUNT + p * NL + j]
            if cost < 0:
                cost = 0
        if not has or cost < target:
            has = 1
            target = cost
    S[N_HASTARGET + p] = has
    S[N_TARGET + p] = target
    t = 0
    richest = -1
    for q in range(NP):
        t += S[COINS + q]
        if q != p and (richest < 0 or S[COINS + q] > richest):
            richest = S[COINS + q]
    F[N_AVG + p] = t / NP
    S[N_RICHEST + p] = richest
    for c in range(NC):
        F[N_ODDS + p * NC + c] = 0.0
        S[N_BOOSTED + p * NC + c] = 0
        S[N_SCORED + p * NC + c] = 0
    for q in range(NP):
        if q != p:
            k = S[N_DALL + p * NP + q]
            for c in range(NC):
                F[N_ODDS + p * NC + c] += V_OTHER[k, c]
    for d in range(NC):
        if S[CITY + p * NC + d]:
            for z in range(V_COUNTER_START[d], V_COUNTER_START[d + 1]):
                S[N_BOOSTED + p * NC + V_COUNTER_CARD[z]] = 1
    return best


@inline
def n_plan_fresh(S: Cells, p: int) -> None:
    F = S.view(np.float64)
    v_new(S)
    md = S[MAXDICE + p]
    S[N_NOWN + p] = md
    v_own_roll_incomes(S, p, md, N_OWN + p * N_MD)
    best = n_plan_common(S, p)
    F[N_OTHERS + p] = v_others_total(S, p, N_DALL + p * NP)
    F[N_INCOME + p] = best + F[N_OTHERS + p]
    S[N_AGE + p] = 0
    for c in range(NC):
        S[N_GAINED + p * NC + c] = 0


@inline
def n_plan_after(S: Cells, p: int, x: int) -> None:
    # the plan of the city with one more copy of card x, carried over from this one (Plan.after)
    F = S.view(np.float64)
    go = N_GOWN + (p * NC + x) * N_MD
    for i in range(S[N_NOWN + p]):
        F[N_OWN + p * N_MD + i] = F[N_OWN + p * N_MD + i] + F[go + i]
    others = F[N_OTHERS + p] + F[N_GOTHER + p * NC + x]
    best = n_plan_common(S, p)
    F[N_OTHERS + p] = others
    F[N_INCOME + p] = best + others
    S[N_AGE + p] += 1
    for y in range(NC):
        if V_RELATED[x, y]:
            S[N_GAINED + p * NC + y] = 0


@jit
def n_plan(S: Cells, p: int) -> None:
    # p's plan, kept while what it depends on holds (Builder.plan)
    if S[N_VALID + p] and n_snap_same(S, N_PLANSNAP + p * N_SN, p):
        return
    after = S[N_NEXT + p] == 1
    S[N_NEXT + p] = 0
    if after and S[N_AGE + p] + 1 < N_REFRESH and n_snap_same(S, N_NEXTSNAP + p * N_SN, p):
        n_plan_after(S, p, S[N_NEXTCARD + p])
    else:
        n_plan_fresh(S, p)
    S[N_VALID + p] = 1
    n_snap_write(S, N_PLANSNAP + p * N_SN, p, -1)


@jit
def n_zero_gain(S: Cells, go: int, gt: int, nown: int) -> None:
    F = S.view(np.float64)
    for i in range(nown):
        F[go + i] = 0.0
    F[gt] = 0.0


@jit
def n_gain(S: Cells, p: int, x: int) -> None:
    # what one more copy of card x adds to p's income (Plan.gain, kept in the plan)
    if S[N_GAINED + p * NC + x]:
        return
    S[N_GAINED + p * NC + x] = 1
    F = S.view(np.float64)
    go = N_GOWN + (p * NC + x) * N_MD
    gt = N_GOTHER + p * NC + x
    nown = S[N_NOWN + p]
    lst = V_PAYLIST[x]
    one = -1
    if lst >= 0:
        size = V_LIST_START[lst + 1] - V_LIST_START[lst]
        if size == 0:  # no coins of its own
            n_zero_gain(S, go, gt, nown)
            return
        if size == 1:
            one = V_LIST_START[lst]
    elif V_GATE_THEN[x] >= 0:
        lst = V_GATE_THEN[x] if gate_test(S, p, x) else V_GATE_ELSE[x]
        size = V_LIST_START[lst + 1] - V_LIST_START[lst]
        if size == 0:
            n_zero_gain(S, go, gt, nown)
            return
        if size == 1:
            one = V_LIST_START[lst]
    if one < 0:
        v_build_gain(S, p, x, N_DALL + p * NP, go, gt)
        return
    each = V_CONSTANT[one] + S[BONUS + p * NC + x]
    for z in range(V_COEF_START[one], V_COEF_START[one + 1]):
        y = V_COEF_CARD[z]
        each += V_COEF[z] * (S[CITY + p * NC + y] + (1 if y == x else 0))
    payer = V_PAYER[one]
    on_own = 0.0
    on_other = 0.0
    if payer == 0:
        on_own = each
        on_other = each
    elif payer == 1:
        on_other = each if each <= F[N_AVG + p] else F[N_AVG + p]
    elif payer == 2:
        for q in range(NP):
            if q != p:
                on_own += each if each <= S[COINS + q] else S[COINS + q]
    else:
        on_own = each if each <= S[N_RICHEST + p] else float(S[N_RICHEST + p])
    for i in range(nown):
        F[go + i] = V_OWN[i + 1, x] * on_own
    F[gt] = F[N_ODDS + p * NC + x] * on_other
    for z in range(V_COMBO_START[x], V_COMBO_START[x + 1]):
        d = V_COMBO_CARD[z]
        if S[CITY + p * NC + d] and d != x:
            more = S[CITY + p * NC + d] * V_COMBO_COEF[z]
            for i in range(nown):
                F[go + i] += V_OWN[i + 1, d] * more
            F[gt] += F[N_ODDS + p * NC + d] * more


@jit
def n_worth(S: Cells, p: int, x: int) -> float:
    # what one more copy of card x is worth per round (Plan._worth)
    n_gain(S, p, x)
    F = S.view(np.float64)
    go = N_GOWN + (p * NC + x) * N_MD
    other = F[N_GOTHER + p * NC + x]
    own = N_OWN + p * N_MD
    nown = S[N_NOWN + p]
    if nown == 1:
        return F[go] + other
    if nown == 2:
        a = F[own] + F[go]
        b = F[own + 1] + F[go + 1]
        top = F[own] if F[own] >= F[own + 1] else F[own + 1]
        g = F[go] if F[go] >= F[go + 1] else F[go + 1]
        return N_BLEND * ((a if a >= b else b) - top) + N_REST * g + other
    now = F[own] + F[go]
    top = F[own]
    g = F[go]
    for i in range(1, nown):
        if F[own + i] + F[go + i] > now:
            now = F[own + i] + F[go + i]
        if F[own + i] > top:
            top = F[own + i]
        if F[go + i] > g:
            g = F[go + i]
    return N_BLEND * (now - top) + N_REST * g + other


@inline
def n_choose(S: Cells, p: int) -> int:
    # Builder.choose over the build list: a landmark that wins first, else the card worth most for
    # its cost over N_HORIZON rounds (saving for a landmark one round away), else nothing
    m = build_list(S, p)
    if m == 1:
        return 0
    if S[ACTS + 1] <= NL:
        built = constructed(S, p)
        for i in range(1, m):
            j = S[ACTS + i] - 1
            if j < NL and (WINNING[j] or (V_COUNTS[j] and built + 1 >= WIN_COUNT)):
                return S[ACTS + i]
        return S[ACTS + 1]
    n_plan(S, p)
    v_new(S)
    F = S.view(np.float64)
    coins = S[COINS + p]
    target = S[N_TARGET + p]
    saving = S[N_HASTARGET + p] == 1 and coins < target and target <= coins + F[N_INCOME + p]
    hasb = S[HASBONUS + p]
    nown = S[N_NOWN + p]
    fast = nown == 2 or (nown == 1 and not hasb)
    i1 = F[N_OWN + p * N_MD]
    i2 = F[N_OWN + p * N_MD + nown - 1]
    top = i1 if i1 > i2 else i2
    r2 = 2 if nown == 2 else 1
    avg = F[N_AVG + p]
    best = 0
    best_score = 0.0
    ties = 0
    for i in range(1, m):
        code = S[ACTS + i]
        x = code - 1 - NL
        cost = S[COST + x]
        boosted = S[N_BOOSTED + p * NC + x]
        if fast and V_HAS_FLAT[x] and not boosted:
            k = V_FLAT[x]
            if hasb:
                k += S[BONUS + p * NC + x]
            g1 = V_OWN[1, x] * k
            g2 = V_OWN[r2, x] * k
            now = (i1 + g1 if i1 + g1 > i2 + g2 else i2 + g2) - top
            worth = N_BLEND * now + N_REST * (g1 if g1 > g2 else g2) + F[N_ODDS + p * NC + x] * k
            score = worth * N_HORIZON - cost
        elif fast and V_TAKES[x] and V_CONST[x] != V_NONE and (not hasb or not boosted):
            kk = V_CONST[x]
            if hasb:
                kk += S[BONUS + p * NC + x]
            score = F[N_ODDS + p * NC + x] * (kk if kk < avg else avg) * N_HORIZON - cost
        else:
            if not S[N_SCORED + p * NC + x]:
                F[N_SCORES + p * NC + x] = n_worth(S, p, x)
                S[N_SCORED + p * NC + x] = 1
            score = F[N_SCORES + p * NC + x] * N_HORIZON - cost
        if saving and coins - cost < target:
            score -= target / 2
        if score > best_score:
            best = code
            best_score = score
            ties = 1
        elif ties > 0 and score == best_score:
            ties += 1  # Builder.choose: one of the tied cards at random, the same draws
            if bot_random(S) * ties < 1.0:
                best = code
    if best != 0:
        x = best - 1 - NL
        n_gain(S, p, x)
        n_snap_write(S, N_NEXTSNAP + p * N_SN, p, x)
        S[N_NEXTCARD + p] = x
        S[N_NEXT + p] = 1
    return best


@jit
def n_dice(S: Cells, p: int) -> int:
    n_plan(S, p)
    return S[N_DICE + p]


@jit
def n_reroll(S: Cells, p: int) -> int:
    # re-roll a roll that pays less than half what this many dice pay on average, unless it is doubles
    # that give another turn; returns the dice to roll again (0: keep)
    n_plan(S, p)
    F = S.view(np.float64)
    k = S[NROLLED]
    expected = F[N_OWN + p * N_MD + k - 1]
    v_new(S)
    doubles = k > 1 and is_doubles(S) and S[EXTRATURN + p] != 0
    if not doubles and v_roll_income(S, p, S[TOTAL]) < expected / 2:
        return k
    return 0


@jit
def n_add(S: Cells, p: int, amount: int) -> int:
    # add the amount when the new total pays at least as much
    v_new(S)
    more = v_roll_income(S, p, S[TOTAL] + amount)
    return 1 if more >= v_roll_income(S, p, S[TOTAL]) else 0


@jit
def n_card_value(S: Cells, o: int, c: int) -> float:
    # one copy of card c, for o, with the dice everyone rolls (best_swap's value), kept per decision
    F = S.view(np.float64)
    if not S[N_WORTH + c]:
        S[N_WORTH + c] = 1
        F[N_WORTH + NC + c] = v_card_income(S, o, c, 1, MAXDICE)
    return F[N_WORTH + NC + c]


@jit
def n_swap(S: Cells, o: int, excluded: Ints) -> int:
    # the swap that gains o the most expected income per round, or none (bots.best_swap); the answers
    # in the order of engine.core.decisions.Swap.choices, the first best kept
    v_new(S)
    for c in range(NC):
        S[N_WORTH + c] = 0
    best = -1
    best_gain = 0.0
    for i in range(1, NP):
        q = (o + i) % NP
        for take in range(NC):
            if S[CITY + q * NC + take] == 0 or excluded[take]:
                continue
            for give in range(NC):
                if S[CITY + o * NC + give] and not excluded[give] and swap_ok(S, o, q, give, take):
                    gain = n_card_value(S, o, take) - n_card_value(S, o, give)
                    if gain > best_gain:
                        best = (give * NC + take) * NP + q
                        best_gain = gain
    log2(S, LOG_SWAP, best)
    if best >= 0:
        swap(S, o, best // NP // NC, best // NP % NC, best % NP)
    return best
