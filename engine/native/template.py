"""The part of a native module that is the same for every edition: the turn, income, building, the
effects' runtime and the bots, as numba functions over one int64 array ``S`` (the generated part of
the module gives its layout and the edition's tables as constants).

Each function mirrors a method of the Python state machine (engine.core.state and its modules) and
draws its random numbers in the same order from the same generators (engine.native.mt): a game played
here is the game the Python engine plays with the same seed, decision for decision. Decisions are
answered where they are asked (the bots run inside the engine), so the code reads as a plain turn.

``S`` holds the state (what a record's turn line shows comes first, up to ``ENDSTATE``), then the
abilities and the turn (cleared by a new game, up to ``CLEARED``), then the work space: each seat's
bot (0 random, 1 basic, 2 normal), the generators (the dice's, the bots', the market's), the answers of a
decision being asked, build lists and hook lists. A log of a game's answers and dice (records) may
follow ``SIZE``. Nothing is allocated while games are played. The turn itself, the build and
abilities are in :mod:`engine.native.turn`.
"""

from typing import Any

KERNEL = r"""
# ---- the generators ----------------------------------------------------------------------------
@inline
def dice_random(S):
    return mt_random(S, DICE_RNG)


@inline
def bot_random(S):
    return mt_random(S, BOTS_RNG)


@inline
def log2(S, a, b):
    # the log of a game's answers and dice (records) follows the state: pairs from S[SIZE]
    k = S[LOGN]
    if k >= 0 and SIZE + k + 2 <= S.shape[0]:
        S[SIZE + k] = a
        S[SIZE + k + 1] = b
        S[LOGN] = k + 2


# ---- small helpers -------------------------------------------------------------------------------
@inline
def cap(x):
    return x if x < AMOUNT else AMOUNT


@inline
def mul(S, a, b):
    # a * b; beyond 2**62 (64-bit integers would soon wrap where Python's grow) 0, and the game is
    # marked: the lab plays it again in the Python engine
    if a != 0 and (b > 4611686018427387904 // abs(a) or b < -(4611686018427387904 // abs(a))):
        S[OVERFLOW] = 1
        return 0
    return a * b


@inline
def div_down(a, b):
    return a // b if b else 0


@inline
def div_up(a, b):
    return -(-a // b) if b else 0


@jit
def count_set(S, p, cards):
    t = 0
    for c in cards:
        t += S[CITY + p * NC + c]
    return t


@jit
def count_all(S, cards):
    t = 0
    for q in range(NP):
        t += count_set(S, q, cards)
    return t


@inline
def constructed(S, p):
    t = 0
    for j in COUNTING:
        t += S[BUILT + p * NL + j]
    return t


@jit
def sum_coins(S):
    t = 0
    for q in range(NP):
        t += S[COINS + q]
    return t


@jit
def all_constructed(S):
    t = 0
    for q in range(NP):
        t += constructed(S, q)
    return t


@jit
def all_built(S, j):
    for q in range(NP):
        if not S[BUILT + q * NL + j]:
            return False
    return True


@jit
def count_kind(S, c):
    t = 0
    for q in range(NP):
        t += S[CITY + q * NC + c]
    return t


@inline
def is_doubles(S):
    k = S[NROLLED]
    if k < 2:
        return False
    for i in range(1, k):
        if S[DIE + i] != S[DIE]:
            return False
    return True


# ---- what effects do (engine.core.effects) -------------------------------------------------------
@inline
def pay(S, payer, receiver, amount):
    if amount <= 0:
        return
    if payer < 0:
        paid = amount
    else:
        have = S[COINS + payer]
        paid = amount if have >= amount else have
        S[COINS + payer] = have - paid
    if receiver >= 0:
        if RECEIPTS and S[TALLYING] and receiver == S[PLAYER]:
            S[RECEIVED] += paid
        S[COINS + receiver] += paid


@jit
def roll_into(S, at, count, code):
    # count dice into S[at:], logged as (code, count) then (code - 1, die) each; returns their total
    t = 0
    for i in range(count):
        d = int(dice_random(S) * SIDES) + 1
        S[at + i] = d
        t += d
    if S[LOGN] >= 0:
        log2(S, code, count)
        for i in range(count):
            log2(S, code - 1, S[at + i])
    return t


@jit
def effect_roll(S, count):
    if S[EFFSET] == 0:
        S[EFFSUM] = roll_into(S, EFFDIE, count, LOG_EFFECT_ROLL)
        S[EFFSET] = count
    return S[EFFSUM]


@jit
def close(S, o, c, copies):
    k = S[CITY + o * NC + c]
    shut = S[CLOSED + o * NC + c] + copies
    if shut > k:
        shut = k
    if shut > S[CLOSED + o * NC + c]:
        S[CLOSED + o * NC + c] = shut


@jit
def invest(S, o, c, amount):
    if amount > S[COINS + o]:
        amount = S[COINS + o]
    S[COINS + o] -= amount
    S[INVEST + o * NC + c] += amount


@jit
def pool(S):
    t = 0
    for q in range(NP):
        t += S[COINS + q]
    share = -(-t // NP)
    for q in range(NP):
        S[COINS + q] = share


@jit
def return_card(S, o, c):
    if S[CITY + o * NC + c] <= 0:
        return
    S[CITY + o * NC + c] -= 1
    if S[CLOSED + o * NC + c] > S[CITY + o * NC + c]:
        S[CLOSED + o * NC + c] = S[CITY + o * NC + c]
    S[SUPPLY + c] += 1
    refresh(S, o)  # (the Python engine does not look again at the kinds every player owns here)


@jit
def move_card(S, o, to, c):
    # one copy of card c from o's city to to's (a closed copy first, still closed)
    if S[CLOSED + o * NC + c]:
        S[CLOSED + o * NC + c] -= 1
        S[CLOSED + to * NC + c] += 1
    S[CITY + o * NC + c] -= 1
    S[CITY + to * NC + c] += 1


@jit
def swap(S, o, give, take, other):
    give_closed = 1 if S[CLOSED + o * NC + give] else 0
    take_closed = 1 if S[CLOSED + other * NC + take] >= S[CITY + other * NC + take] else 0
    S[CLOSED + o * NC + give] -= give_closed
    S[CLOSED + other * NC + give] += give_closed
    S[CLOSED + other * NC + take] -= take_closed
    S[CLOSED + o * NC + take] += take_closed
    S[CITY + o * NC + give] -= 1
    S[CITY + other * NC + give] += 1
    S[CITY + other * NC + take] -= 1
    S[CITY + o * NC + take] += 1
    refresh(S, o)
    refresh(S, other)
    owned_changed(S, give)
    owned_changed(S, take)


@jit
def demolish(S, o, j):
    S[BUILT + o * NL + j] = 0
    S[ACTIVE + o * NL + j] = 0
    market_returned_landmark(S, j)
    if EVERYONE[j]:
        refresh_all(S)
    else:
        refresh(S, o)


@jit
def renovate(S, c):
    for q in range(NP):
        close(S, q, c, S[CITY + q * NC + c])


# ---- decisions effects ask, answered by the seat's bot (engine.core.decisions) -------------------
@inline
def pick(S, count):
    return int(bot_random(S) * count)


@jit
def ask_target(S, o):
    if S[SEATS + o] == 0:
        t = (o + 1 + pick(S, NP - 1)) % NP
    else:
        t = -1
        for i in range(1, NP + 1):
            q = (S[PLAYER] + i) % NP
            if q != o and (t < 0 or S[COINS + q] > S[COINS + t]):
                t = q
    log2(S, LOG_TARGET, t)
    return t


@inline
def swap_ok(S, o, q, give, take):
    # may o give one ``give`` for one of q's ``take`` (both owned and allowed: checked by the caller)
    return give == take or (S[CITY + o * NC + take] < LIMITS[take] and S[CITY + q * NC + give] < LIMITS[give])


@jit
def gives_to(S, o, q, excluded):
    # how many of o's kinds o may give q (q has room for one more)
    m = 0
    for give in range(NC):
        if S[CITY + o * NC + give] and not excluded[give] and S[CITY + q * NC + give] < LIMITS[give]:
            m += 1
    return m


@inline
def swaps_taking(S, o, q, take, gives):
    # how many of o's kinds o may give for one of q's ``take`` (gives: gives_to(S, o, q, ...)): any q
    # has room for if o has room for a take, and a take itself
    have = S[CITY + o * NC + take] > 0
    if S[CITY + o * NC + take] < LIMITS[take]:
        return gives + (1 if have and S[CITY + q * NC + take] >= LIMITS[take] else 0)
    return 1 if have else 0


@jit
def ask_swap(S, o, excluded):
    # the answers are those of engine.core.decisions.Swap.choices, in its order: none, then (give,
    # take, other) for each other player from o's left, each kind of theirs, each kind of o's; a basic
    # bot answers none, a random one draws among them all (counted, not listed: there can be a
    # thousand), a normal one takes the best (engine.native.normal)
    if NORMAL_BOT and S[SEATS + o] == 2:
        n_swap(S, o, excluded)
        return
    if S[SEATS + o] != 0:
        log2(S, LOG_SWAP, -1)
        return
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
        return
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
                        return
                    k -= 1


@jit
def ask_demolish(S, o):
    m = 0
    best = -1
    best_cost = 0
    pick_k = -1
    for j in COUNTING:
        if S[BUILT + o * NL + j]:
            m += 1
    if m == 0:
        return -1
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
def ask_invest(S, o, amount):
    if S[COINS + o] < (amount if amount > 1 else 1):
        return -1
    yes = 1 if S[SEATS + o] != 0 else (1 if pick(S, 2) == 0 else 0)
    log2(S, LOG_INVEST, yes)
    return yes


@jit
def ask_give(S, o, excluded, previous):
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
def ask_renovate(S, o, excluded):
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
def ask_activate(S, o, allowed):
    # -2: not asked (no kind to choose); -1: none
    m = 1
    for c in range(NC):
        if S[CITY + o * NC + c] and allowed[c] and ACTIVATES[c]:
            S[CHOICES + 3 * m + 0] = c
            m += 1
    if m == 1:
        return -2
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
"""


def work_array(module: Any, game: Any, log: int = 0) -> Any:
    """The array a native module's games of ``game`` work in, with room for a log of ``log`` cells
    (made once: the compiled code allocates nothing), and the game's card costs in it: the cost of
    each card, and the cards in the supply cheapest first with their costs (costs are not compiled
    in, so that candidates that differ only by costs share one module)."""
    import numpy as np

    work = np.zeros(module.SIZE + log, dtype=np.int64)
    for card in game.cards:
        work[module.COST + card.index] = card.cost
    for i, (c, cost, _action) in enumerate(game.card_order):
        work[module.ORDER + i] = c
        work[module.ORDERCOST + i] = cost
    work[module.ORDERN] = len(game.card_order)
    return work
