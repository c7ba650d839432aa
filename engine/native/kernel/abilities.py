"""What a city may do in the native engine: its abilities, worked out again from its cards and
landmarks (engine.core.abilities), and what landmarks cost it and which it may build (engine.core.building).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.native.kernel.names import inline, jit

if TYPE_CHECKING:
    from engine.native.kernel.helpers import constructed
    from engine.native.kernel.names import (
        ABILITY_CARDS,
        ACTIVE,
        ACTS,
        ADDS,
        BONUS,
        BUILT,
        CANREROLL,
        CITY,
        COINS,
        DISCOUNT,
        DYNAMIC_PRICES,
        EVERYONE,
        EXTRATURN,
        HAS_PRICE_FN,
        HAS_REQUIRES,
        HAS_RULES,
        HASBONUS,
        HOOKS,
        LANDMARK_MARKET,
        LIMITED_LANDMARKS,
        LIMITS,
        LM_COPIES,
        LM_COST,
        LM_ORDER,
        LMSHOW,
        MAXADDS,
        MAXDICE,
        MAXHOOKS,
        NADD,
        NC,
        NHOOK,
        NL,
        NP,
        NTIERS,
        ORDER,
        ORDERCOST,
        ORDERN,
        PRICES,
        SUPPLY,
        Cells,
        add_ability,
        price_fn,
        requires,
    )


# ---- compiled into each game's module (engine.native.generate) ----
@jit
def refresh(S: Cells, p: int) -> None:
    S[MAXDICE + p] = 1
    S[HASBONUS + p] = 0
    S[CANREROLL + p] = 0
    S[EXTRATURN + p] = 0
    for c in range(NC):
        S[BONUS + p * NC + c] = 0
    for j in range(NL):
        S[DISCOUNT + p * NL + j] = 0
    S[NADD + p] = 0
    for t in range(4):
        S[NHOOK + p * 4 + t] = 0
    if HAS_RULES:
        add_ability(S, p, 0, 1)
    for j in range(NL):
        if S[ACTIVE + p * NL + j] and not EVERYONE[j]:
            add_ability(S, p, 1 + j, 1)
    for j in range(NL):
        if EVERYONE[j]:
            for q in range(NP):
                if S[ACTIVE + q * NL + j]:
                    add_ability(S, p, 1 + j, 1)
                    break
    for c in ABILITY_CARDS:
        k = S[CITY + p * NC + c]
        if k:
            add_ability(S, p, 1 + NL + c, k)


@jit
def refresh_all(S: Cells) -> None:
    for q in range(NP):
        refresh(S, q)


@inline
def add_hook(S: Cells, p: int, stage: int, h: int, count: int) -> None:
    k = S[NHOOK + p * 4 + stage]
    i = HOOKS + (p * 4 + stage) * MAXHOOKS + k
    S[i] = h
    S[i + NP * 4 * MAXHOOKS] = count
    S[NHOOK + p * 4 + stage] = k + 1


@inline
def add_add(S: Cells, p: int, a: int) -> None:
    S[ADDS + p * MAXADDS + S[NADD + p]] = a
    S[NADD + p] += 1


@jit
def price_at(S: Cells, p: int, j: int, tier: int) -> int:
    # landmark j's price for p, who has built ``tier`` landmarks that count
    if HAS_PRICE_FN[j]:
        base = price_fn(S, p, j)
    elif NTIERS[j] > 1:
        base = PRICES[j, tier if tier < NTIERS[j] else NTIERS[j] - 1]
    else:
        base = PRICES[j, 0]
    base -= S[DISCOUNT + p * NL + j]
    return base if base > 0 else 0


@jit
def price(S: Cells, p: int, j: int) -> int:
    return price_at(S, p, j, constructed(S, p) if NTIERS[j] > 1 else 0)


@jit
def landmark_ok(S: Cells, p: int, j: int) -> bool:
    # _landmark_refusal is None (the cheapest tests first)
    if LANDMARK_MARKET and S[LMSHOW + j] <= 0:
        return False
    if LM_COPIES[j] >= 0:
        t = 0
        for q in range(NP):
            t += S[BUILT + q * NL + j]
        if t >= LM_COPIES[j]:
            return False
    if HAS_REQUIRES[j] and not requires(S, p, j):
        return False
    return True


@jit
def build_list(S: Cells, p: int) -> int:
    # engine.core.building._build_actions: none, landmarks cheapest first, then cards cheapest first;
    # codes: 0 none, 1 + j landmark j, 1 + NL + c card c
    money = S[COINS + p]
    m = 1
    S[ACTS + 0] = 0
    if DYNAMIC_PRICES:
        start = m
        tier = constructed(S, p)
        for j in range(NL):
            if S[BUILT + p * NL + j]:
                continue
            if LIMITED_LANDMARKS and not landmark_ok(S, p, j):
                continue
            cost = price_at(S, p, j, tier)
            if cost > money:
                continue
            # insertion by (price, index)
            k = m
            while k > start and (S[ACTS + NL + NC + 1 + k - 1] > cost):
                S[ACTS + k] = S[ACTS + k - 1]
                S[ACTS + NL + NC + 1 + k] = S[ACTS + NL + NC + 1 + k - 1]
                k -= 1
            S[ACTS + k] = 1 + j
            S[ACTS + NL + NC + 1 + k] = cost
            m += 1
    else:
        for i in range(NL):
            j = LM_ORDER[i]
            if LM_COST[i] > money:
                break
            if S[BUILT + p * NL + j]:
                continue
            if LIMITED_LANDMARKS and not landmark_ok(S, p, j):
                continue
            S[ACTS + m] = 1 + j
            m += 1
    for i in range(S[ORDERN]):
        c = S[ORDER + i]
        if S[ORDERCOST + i] > money:
            break
        if S[SUPPLY + c] > 0 and S[CITY + p * NC + c] < LIMITS[c]:
            S[ACTS + m] = 1 + NL + c
            m += 1
    return m
