"""The decisions effects ask in the native engine (engine.core.decisions), answered where they are
asked by the seat's bot: a random bot picks with its generator, a basic bot takes the first or the
biggest choice, a normal bot (engine.native.kernel.normal) the best.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.native.kernel.names import inline, jit

if TYPE_CHECKING:
    from engine.native.kernel.abilities import build_list, price
    from engine.native.kernel.effects import swap, swap_ok
    from engine.native.kernel.helpers import among, bot_random, log2, refused, scripted
    from engine.native.kernel.names import (
        ACTIVATES,
        ACTS,
        BUILT,
        CHOICES,
        CITY,
        COINS,
        COST,
        COUNTING,
        LIMITS,
        LOG_ACTIVATE,
        LOG_DEMOLISH,
        LOG_GIVE,
        LOG_INVEST,
        LOG_RENOVATE,
        LOG_SWAP,
        LOG_TARGET,
        NC,
        NL,
        NORMAL_BOT,
        NP,
        PLAYER,
        SCRIPTED,
        SEATS,
        Cells,
        Ints,
    )
    from engine.native.kernel.normal import n_choose, n_swap


# ---- compiled into each game's module (engine.native.generate) ----
@inline
def pick(S: Cells, count: int) -> int:
    return int(bot_random(S) * count)


@jit
def ask_target(S: Cells, o: int) -> int:
    if S[SCRIPTED]:  # a scripted game (helpers.scripted): an answer this engine offers
        t = scripted(S, LOG_TARGET)
        if t < 0 or t >= NP or t == o:
            refused(S, LOG_TARGET)
    elif S[SEATS + o] == 0:
        t = (o + 1 + pick(S, NP - 1)) % NP
    else:
        t = -1
        for i in range(1, NP + 1):
            q = (S[PLAYER] + i) % NP
            if q != o and (t < 0 or S[COINS + q] > S[COINS + t]):
                t = q
    log2(S, LOG_TARGET, t)
    return t


@jit
def gives_to(S: Cells, o: int, q: int, excluded: Ints) -> int:
    # how many of o's kinds o may give q (q has room for one more)
    m = 0
    for give in range(NC):
        if S[CITY + o * NC + give] and not excluded[give] and S[CITY + q * NC + give] < LIMITS[give]:
            m += 1
    return m


@inline
def swaps_taking(S: Cells, o: int, q: int, take: int, gives: int) -> int:
    # how many of o's kinds o may give for one of q's ``take`` (gives: gives_to(S, o, q, ...)): any q
    # has room for if o has room for a take, and a take itself
    have = S[CITY + o * NC + take] > 0
    if S[CITY + o * NC + take] < LIMITS[take]:
        return gives + (1 if have and S[CITY + q * NC + take] >= LIMITS[take] else 0)
    return 1 if have else 0


@inline
def swap_offered(S: Cells, o: int, q: int, give: int, take: int, excluded: Ints) -> bool:
    # whether o is offered to give one ``give`` for one of q's ``take`` (as ask_swap counts them)
    if not S[CITY + o * NC + give] or excluded[give] or not S[CITY + q * NC + take] or excluded[take]:
        return False
    return swap_ok(S, o, q, give, take)


@jit
def ask_swap(S: Cells, o: int, excluded: Ints) -> int:
    # the answers are those of engine.core.decisions.Swap.choices, in its order: none, then (give,
    # take, other) for each other player from o's left, each kind of theirs, each kind of o's; a basic
    # bot answers none, a random one draws among them all (counted, not listed: there can be a
    # thousand), a normal one takes the best (engine.native.kernel.normal); the swap is made here, and
    # the answer returned (-1: none)
    if S[SCRIPTED]:
        v = scripted(S, LOG_SWAP)
        give, take, q = v // NP // NC, v // NP % NC, v % NP
        if v >= 0 and (give >= NC or q == o or not swap_offered(S, o, q, give, take, excluded)):
            refused(S, LOG_SWAP)
        log2(S, LOG_SWAP, v)
        if v >= 0:
            swap(S, o, give, take, q)
        return v
    if NORMAL_BOT and S[SEATS + o] >= 2:
        return n_swap(S, o, excluded)
    if S[SEATS + o] != 0:
        log2(S, LOG_SWAP, -1)
        return -1
    m = 1
    for i in range(1, NP):
        q = (o + i) % NP
        gives = gives_to(S, o, q, excluded)
        for take in range(NC):
            if S[CITY + q * NC + take] and not excluded[take]:
                m += swaps_taking(S, o, q, take, gives)
    k = pick(S, m)
    if k == 0:
        log2(S, LOG_SWAP, -1)
        return -1
    k -= 1
    for i in range(1, NP):
        q = (o + i) % NP
        gives = gives_to(S, o, q, excluded)
        for take in range(NC):
            if S[CITY + q * NC + take] == 0 or excluded[take]:
                continue
            here = swaps_taking(S, o, q, take, gives)
            if k >= here:
                k -= here
                continue
            for give in range(NC):
                if S[CITY + o * NC + give] and not excluded[give] and swap_ok(S, o, q, give, take):
                    if k == 0:
                        log2(S, LOG_SWAP, (give * NC + take) * NP + q)
                        swap(S, o, give, take, q)
                        return (give * NC + take) * NP + q
                    k -= 1
    return -1  # not reached: the draw is among the swaps counted


@jit
def ask_demolish(S: Cells, o: int) -> int:
    m = 0
    best = -1
    best_cost = 0
    pick_k = -1
    for j in COUNTING:
        if S[BUILT + o * NL + j]:
            m += 1
    if m == 0:
        return -1
    if S[SCRIPTED]:
        best = scripted(S, LOG_DEMOLISH)
        offered = False
        for j in COUNTING:
            if j == best and S[BUILT + o * NL + j]:
                offered = True
        if not offered:
            refused(S, LOG_DEMOLISH)
        log2(S, LOG_DEMOLISH, best)
        return best
    if S[SEATS + o] == 0:
        pick_k = pick(S, m)
    k = 0
    for j in COUNTING:
        if S[BUILT + o * NL + j]:
            if S[SEATS + o] == 0:
                if k == pick_k:
                    best = j
            else:
                cost = price(S, S[PLAYER], j)
                if best < 0 or cost < best_cost:
                    best = j
                    best_cost = cost
            k += 1
    log2(S, LOG_DEMOLISH, best)
    return best


@jit
def ask_invest(S: Cells, o: int, amount: int) -> int:
    if S[COINS + o] < (amount if amount > 1 else 1):
        return -1
    if S[SCRIPTED]:
        yes = scripted(S, LOG_INVEST)
        if yes != 0 and yes != 1:
            refused(S, LOG_INVEST)
    elif S[SEATS + o] != 0:
        yes = 1
    else:
        yes = 1 if pick(S, 2) == 0 else 0
    log2(S, LOG_INVEST, yes)
    return yes


@jit
def ask_give(S: Cells, o: int, excluded: Ints, previous: int) -> int:
    m = 0
    for c in range(NC):
        if S[CITY + o * NC + c] == 0 or excluded[c]:
            continue
        for i in range(1, NP):
            q = (o - 1) % NP if previous else (o + i) % NP
            if S[CITY + q * NC + c] + 1 <= LIMITS[c]:
                S[CHOICES + 3 * m + 0] = c
                S[CHOICES + 3 * m + 1] = q
                m += 1
            if previous:
                break
    if m == 0:
        return -1
    if S[SCRIPTED]:
        v = scripted(S, LOG_GIVE)
        found = False
        for i in range(m):
            if S[CHOICES + 3 * i + 0] * NP + S[CHOICES + 3 * i + 1] == v:
                found = True
        if not found:
            refused(S, LOG_GIVE)
        log2(S, LOG_GIVE, v)
        return v
    if S[SEATS + o] == 0:
        k = pick(S, m)
    else:
        k = 0
        for i in range(1, m):
            ca, cb = S[CHOICES + 3 * i], S[CHOICES + 3 * k]
            qa, qb = S[CHOICES + 3 * i + 1], S[CHOICES + 3 * k + 1]
            if S[COST + ca] < S[COST + cb] or (S[COST + ca] == S[COST + cb] and S[COINS + qa] < S[COINS + qb]):
                k = i
    log2(S, LOG_GIVE, S[CHOICES + 3 * k + 0] * NP + S[CHOICES + 3 * k + 1])
    return S[CHOICES + 3 * k + 0] * NP + S[CHOICES + 3 * k + 1]


@jit
def ask_renovate(S: Cells, o: int, excluded: Ints) -> int:
    m = 0
    for c in range(NC):
        if excluded[c]:
            continue
        for q in range(NP):
            if S[CITY + q * NC + c]:
                S[CHOICES + 3 * m + 0] = c
                m += 1
                break
    if m == 0:
        return -1
    if S[SCRIPTED]:
        v = scripted(S, LOG_RENOVATE)
        if not among(S, v, CHOICES, m, 3):
            refused(S, LOG_RENOVATE)
        log2(S, LOG_RENOVATE, v)
        return v
    if S[SEATS + o] == 0:
        k = pick(S, m)
    else:
        k = 0
        best = -1
        for i in range(m):
            t = 0
            for q in range(NP):
                if q != o:
                    t += S[CITY + q * NC + S[CHOICES + 3 * i + 0]]
            if t > best:
                best = t
                k = i
    log2(S, LOG_RENOVATE, S[CHOICES + 3 * k + 0])
    return S[CHOICES + 3 * k + 0]


@jit
def ask_activate(S: Cells, o: int, allowed: Ints) -> int:
    # -2: not asked (no kind to choose); -1: none
    m = 1
    for c in range(NC):
        if S[CITY + o * NC + c] and allowed[c] and ACTIVATES[c]:
            S[CHOICES + 3 * m + 0] = c
            m += 1
    if m == 1:
        return -2
    if S[SCRIPTED]:
        c = scripted(S, LOG_ACTIVATE)
        if c != -1 and not among(S, c, CHOICES + 3, m - 1, 3):
            refused(S, LOG_ACTIVATE)
        log2(S, LOG_ACTIVATE, c)
        return c
    if S[SEATS + o] == 0:
        k = pick(S, m)
    else:
        k = 1
        for i in range(2, m):
            if S[CITY + o * NC + S[CHOICES + 3 * i + 0]] > S[CITY + o * NC + S[CHOICES + 3 * k + 0]]:
                k = i
    c = -1 if k == 0 else S[CHOICES + 3 * k + 0]
    log2(S, LOG_ACTIVATE, c)
    return c


@inline
def bot_build(S: Cells, p: int, bot: int) -> int:
    # the build of the bot of code ``bot`` (0 random, 1 basic, 2 normal): a seat's own, or the one a plan
    # hands a turn it has nothing to build in
    if NORMAL_BOT and bot == 2:
        return n_choose(S, p)
    m = build_list(S, p)
    if bot == 0:
        return S[ACTS + pick(S, m)]
    if m == 1:
        return 0
    if S[ACTS + 1] <= NL:
        return S[ACTS + 1]
    return S[ACTS + 1 + int(bot_random(S) * (m - 1))]
