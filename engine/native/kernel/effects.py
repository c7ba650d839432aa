"""What effects do in the native engine (engine.core.effects): pay, close, invest, pool, another turn,
move, swap, demolish, renovate; the compiled effects of a game call these.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.native.kernel.names import inline, jit

if TYPE_CHECKING:
    from engine.native.kernel.abilities import refresh, refresh_all
    from engine.native.kernel.helpers import dice_random, log2, scripted
    from engine.native.kernel.market import market_returned_landmark, owned_changed
    from engine.native.kernel.names import (
        ACTIVE,
        BUILT,
        CITY,
        CLOSED,
        COINS,
        EFFDIE,
        EFFSET,
        EFFSUM,
        EVERYONE,
        GRANTED,
        INVEST,
        LIMITS,
        LOG_EFFECT_ROLL,
        LOGN,
        NC,
        NL,
        NP,
        PLAYER,
        RECEIPTS,
        RECEIVED,
        SCRIPT,
        SCRIPTED,
        SCRIPTSTOP,
        SIDES,
        SUPPLY,
        TALLYING,
        Cells,
    )


# ---- compiled into each game's module (engine.native.generate) ----
@inline
def pay(S: Cells, payer: int, receiver: int, amount: int) -> None:
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
def roll_into(S: Cells, at: int, count: int, code: int) -> int:
    # count dice into S[at:], logged as (code, count) then (code - 1, die) each (a scripted game's dice
    # come from its script in that form: helpers.scripted); returns their total
    t = 0
    if S[SCRIPTED]:
        if scripted(S, code) != count:  # the script rolls another number of dice: stop at that roll
            S[SCRIPT] -= 2
            S[SCRIPTSTOP] = code - 1
            raise EOFError("the script rolls another number of dice")
        for i in range(count):
            d = scripted(S, code - 1)
            S[at + i] = d
            t += d
    else:
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
def effect_roll(S: Cells, count: int) -> int:
    if S[EFFSET] == 0:
        S[EFFSUM] = roll_into(S, EFFDIE, count, LOG_EFFECT_ROLL)
        S[EFFSET] = count
    return S[EFFSUM]


@jit
def close(S: Cells, o: int, c: int, copies: int) -> None:
    k = S[CITY + o * NC + c]
    shut = S[CLOSED + o * NC + c] + copies
    if shut > k:
        shut = k
    if shut > S[CLOSED + o * NC + c]:
        S[CLOSED + o * NC + c] = shut


@jit
def invest(S: Cells, o: int, c: int, amount: int) -> None:
    if amount > S[COINS + o]:
        amount = S[COINS + o]
    S[COINS + o] -= amount
    S[INVEST + o * NC + c] += amount


@jit
def pool(S: Cells) -> None:
    t = 0
    for q in range(NP):
        t += S[COINS + q]
    share = -(-t // NP)
    for q in range(NP):
        S[COINS + q] = share


@inline
def another_turn(S: Cells, o: int) -> None:
    if o == S[PLAYER]:  # only on the owner's own turn; one at most
        S[GRANTED] = 1


@jit
def return_card(S: Cells, o: int, c: int) -> None:
    if S[CITY + o * NC + c] <= 0:
        return
    S[CITY + o * NC + c] -= 1
    if S[CLOSED + o * NC + c] > S[CITY + o * NC + c]:
        S[CLOSED + o * NC + c] = S[CITY + o * NC + c]
    S[SUPPLY + c] += 1
    refresh(S, o)  # (the Python engine does not look again at the kinds every player owns here)


@jit
def move_card(S: Cells, o: int, to: int, c: int) -> None:
    # one copy of card c from o's city to to's (a closed copy first, still closed)
    if S[CLOSED + o * NC + c]:
        S[CLOSED + o * NC + c] -= 1
        S[CLOSED + to * NC + c] += 1
    S[CITY + o * NC + c] -= 1
    S[CITY + to * NC + c] += 1


@inline
def swap_ok(S: Cells, o: int, q: int, give: int, take: int) -> bool:
    # may o give one ``give`` for one of q's ``take`` (both owned and allowed: checked by the caller)
    return give == take or (S[CITY + o * NC + take] < LIMITS[take] and S[CITY + q * NC + give] < LIMITS[give])


@jit
def swap(S: Cells, o: int, give: int, take: int, other: int) -> None:
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
def demolish(S: Cells, o: int, j: int) -> None:
    S[BUILT + o * NL + j] = 0
    S[ACTIVE + o * NL + j] = 0
    market_returned_landmark(S, j)
    if EVERYONE[j]:
        refresh_all(S)
    else:
        refresh(S, o)


@jit
def renovate(S: Cells, c: int) -> None:
    for q in range(NP):
        close(S, q, c, S[CITY + q * NC + c])
