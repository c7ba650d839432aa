"""Strategy files in a native module: the builds and dice of a seat that follows a plan, as
engine.services.players.plans.PlanBot decides them, step for step (its other decisions are the
normal bot's, whose code the seat shares: a plan's seat code is 3 and up).

A plan is data, not code: engine.native.play writes each plan of a run into the state's PLANS cells
(one slot of PLAN_WIDTH cells a plan, at the offsets below), so that one compiled module plays any
plans; only their conditions, in the effect language, are compiled into the module (``plan_cond``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.native.kernel.names import inline, jit

if TYPE_CHECKING:
    from engine.native.kernel.abilities import build_list
    from engine.native.kernel.decisions import bot_build
    from engine.native.kernel.names import (
        ACTS,
        BUY_DEAREST,
        BUY_WAIT,
        CITY,
        COST,
        DICE_BEST,
        DICE_TWO,
        DICE_WHEN,
        LANDMARKS_FIRST,
        LANDMARKS_WHEN,
        LIMITS,
        MAXDICE,
        NC,
        NL,
        ORDER_DEAREST,
        ORDER_LISTED,
        P_BUY,
        P_DICE,
        P_DICE_COND,
        P_LANDMARKS,
        P_LM_COND,
        P_NLIST,
        P_NW,
        P_ORDER,
        P_OTHERWISE,
        P_TABLES,
        PLAN_IN_SUPPLY,
        PLAN_LM_PRICE,
        PLAN_WANTS,
        PLAN_WIDTH,
        PLANS,
        SUPPLY,
        Cells,
        plan_cond,
    )
    from engine.native.kernel.normal import n_dice

CELLS = {
    **{name: i for i, name in enumerate(("P_BUY", "P_DICE", "P_LANDMARKS", "P_ORDER", "P_OTHERWISE", "P_NW"))},
    **{name: 6 + i for i, name in enumerate(("P_NLIST", "P_DICE_COND", "P_LM_COND", "P_TABLES"))},
    "BUY_IN_ORDER": 0,
    "BUY_DEAREST": 1,
    "BUY_WAIT": 2,
    "DICE_ONE": 0,
    "DICE_TWO": 1,
    "DICE_BEST": 2,
    "DICE_WHEN": 3,
    "LANDMARKS_AFTER_WANTS": 0,
    "LANDMARKS_FIRST": 1,
    "LANDMARKS_WHEN": 2,
    "ORDER_CHEAPEST": 0,
    "ORDER_DEAREST": 1,
    "ORDER_LISTED": 2,
}
"""A plan's slot, declared once: the offset of each of its cells (``P_``; the tables of its wants and
listed landmarks start at ``P_TABLES``) and what their values mean. engine.native.generate writes these
names into each game's module; engine.native.play.write_plans writes plans by them."""


# ---- compiled into each game's module (engine.native.generate) ----
@inline
def in_list(S: Cells, m: int, code: int) -> bool:
    for i in range(m):
        if S[ACTS + i] == code:
            return True
    return False


@jit
def plan_dice(S: Cells, p: int, k: int) -> int:
    base = PLANS + k * PLAN_WIDTH
    mode = S[base + P_DICE]
    if mode == DICE_BEST:
        return n_dice(S, p)
    two = mode == DICE_TWO or (mode == DICE_WHEN and plan_cond(S, p, S[base + P_DICE_COND]))
    return S[MAXDICE + p] if two else 1


@jit
def plan_landmark(S: Cells, p: int, base: int, m: int) -> int:
    # the landmark the plan builds now, of those in the build list (0: none): in its order
    best = -1
    order = S[base + P_ORDER]
    if order == ORDER_LISTED:
        for i in range(S[base + P_NLIST]):
            j = S[base + P_TABLES + 2 * PLAN_WANTS + i]
            if in_list(S, m, 1 + j):
                return 1 + j
    for j in range(NL):  # the cheapest (the first of equal price), or the dearest (the last of them)
        if not in_list(S, m, 1 + j):
            continue
        if best < 0:
            best = j
        elif order == ORDER_DEAREST:
            if PLAN_LM_PRICE[j] >= PLAN_LM_PRICE[best]:
                best = j
        elif PLAN_LM_PRICE[j] < PLAN_LM_PRICE[best]:
            best = j
    return 1 + best if best >= 0 else 0


@jit
def plan_build(S: Cells, p: int, k: int) -> int:
    base = PLANS + k * PLAN_WIDTH
    m = build_list(S, p)
    wants = base + P_TABLES
    first_open = -1
    for w in range(S[base + P_NW]):
        c = S[wants + w]
        owned = S[CITY + p * NC + c]
        if owned < S[wants + PLAN_WANTS + w] and PLAN_IN_SUPPLY[c] and S[SUPPLY + c] > 0 and owned < LIMITS[c]:
            first_open = w
            break
    landmark = plan_landmark(S, p, base, m)
    mode = S[base + P_LANDMARKS]
    first = mode == LANDMARKS_FIRST or (mode == LANDMARKS_WHEN and plan_cond(S, p, S[base + P_LM_COND]))
    if landmark and (first or first_open < 0):
        return landmark
    buy = S[base + P_BUY]
    chosen = -1
    if first_open >= 0:
        for w in range(first_open, S[base + P_NW]):
            c = S[wants + w]
            owned = S[CITY + p * NC + c]
            if owned >= S[wants + PLAN_WANTS + w] or not PLAN_IN_SUPPLY[c] or S[SUPPLY + c] <= 0 or owned >= LIMITS[c]:
                continue  # met, or no longer to be had
            if not in_list(S, m, 1 + NL + c):
                if buy == BUY_WAIT:
                    break  # the first open want cannot be built: its coins are saved
                continue
            if buy != BUY_DEAREST:  # in order, or the want waited for: the first that can be built
                chosen = c
                break
            if chosen < 0 or S[COST + c] > S[COST + chosen]:  # costs are set at run time
                chosen = c  # the dearest, the first of equal price
    if chosen >= 0:
        return 1 + NL + chosen
    otherwise = S[base + P_OTHERWISE]
    if otherwise >= 0 and first_open < 0:
        return bot_build(S, p, otherwise)
    return 0
