"""The turn of a native module, the same for every edition: rolling, income, building, the end of a
turn, and the entry points that play games (engine.core.state's turn, step for step).

Each function mirrors a method of the Python state machine and draws its random numbers in the same
order from the same generators (engine.native.mt): a game played here is the game the Python engine
plays with the same seed, decision for decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.native.kernel.names import entry, inline, jit

if TYPE_CHECKING:
    from engine.native.kernel.abilities import build_list, price, refresh, refresh_all
    from engine.native.kernel.decisions import bot_build, pick
    from engine.native.kernel.effects import pay, roll_into
    from engine.native.kernel.helpers import among, constructed, is_doubles, log2, refused, scripted
    from engine.native.kernel.market import market_after_build, market_setup, market_took_landmark, owned_changed
    from engine.native.kernel.names import (
        ACTIVE,
        ACTS,
        ADD_AMOUNT,
        ADDS,
        AFTER_BUILD,
        AFTER_INCOME,
        BEFORE_BUILD,
        BONUS,
        BOTS_RNG,
        BUILT,
        BUILTNOTHING,
        CANREROLL,
        CITY,
        CLEARED,
        CLOSED,
        CLOSES,
        COINS,
        CONST_GAIN,
        CONST_TAKE,
        COST,
        CURVE,
        CURVE_TURNS,
        DICE_RNG,
        DIE,
        EFFSET,
        END_OF_TURN,
        END_OVERFLOW,
        END_TURN_CAP,
        ENDSTATE,
        ENTRY_CARDS,
        ENTRY_DIST,
        ENTRY_START,
        EVERYONE,
        EXTRA,
        EXTRA_MAX,
        EXTRACOUNT,
        EXTRATURN,
        GRANTED,
        HAS_EVERYONE,
        HOOKS,
        IS_ABILITY_CARD,
        LIST_H,
        LIST_N,
        LOG_ADD_TO_ROLL,
        LOG_BUILD,
        LOG_DICE,
        LOG_REROLL,
        LOG_ROLL,
        LOG_TURN,
        MAXADDS,
        MAXDICE,
        MAXHOOKS,
        NADD,
        NC,
        NCURVE,
        NEXT_TURN,
        NHOOK,
        NL,
        NO_CONST,
        NORMAL_BOT,
        NP,
        NROLLED,
        OPENING,
        OPENINGS,
        OVER,
        OVERFLOW,
        PLAN_START,
        PLAYER,
        RECEIPTS,
        RECEIVED,
        REROLL_SAME,
        REROLLED,
        SCRIPTED,
        SEATS,
        SEED,
        SEEDING,
        START_BUILT,
        START_CITY,
        START_COINS,
        STRATEGIES,
        SUPPLY,
        SUPPLY0,
        TALLYING,
        TOTAL,
        TURN,
        WHEN_BUILT_CARD,
        WHEN_BUILT_LANDMARK,
        WIN_COUNT,
        WINNER,
        WINNING,
        Cells,
        Ints,
        Table,
        activate,
        add_ability,
        add_when,
        run_hook,
    )
    from engine.native.kernel.normal import n_add, n_dice, n_reroll, n_reset
    from engine.native.kernel.plans import plan_build, plan_dice
    from engine.native.mt import LANES as MT_LANES
    from engine.native.mt import seed_lanes as mt_seed_lanes
    from engine.native.mt import take_lane as mt_take_lane


# ---- compiled into each game's module (engine.native.generate) ----
@jit
def roll(S: Cells, ndice: int) -> None:
    S[TOTAL] = roll_into(S, DIE, ndice, LOG_ROLL)
    S[NROLLED] = ndice


@jit
def run_hooks(S: Cells, p: int, count: int) -> None:
    for i in range(count):
        run_hook(S, S[LIST_H + i], p, p, S[LIST_N + i], 0)


@jit
def stage_hooks(S: Cells, p: int, first: int, last: int, start: int) -> int:
    # the player's hooks of stages first..last, in order, from position start of the lists
    m = start
    for t in range(first, last + 1):
        for k in range(S[NHOOK + p * 4 + t]):
            i = HOOKS + (p * 4 + t) * MAXHOOKS + k
            S[LIST_H + m] = S[i]
            S[LIST_N + m] = S[i + NP * 4 * MAXHOOKS]
            m += 1
    return m


@inline
def income(S: Cells) -> None:
    total = S[TOTAL]
    if total >= PLAN_START.shape[0] - 1:
        return
    roller = S[PLAYER]
    for e in range(PLAN_START[total], PLAN_START[total + 1]):
        i = ENTRY_DIST[e]
        p = (roller - i) % NP
        for k in range(ENTRY_START[e], ENTRY_START[e + 1]):
            c = ENTRY_CARDS[k]
            cnt = S[CITY + p * NC + c]
            if CLOSES and cnt and S[CLOSED + p * NC + c]:
                cnt -= S[CLOSED + p * NC + c]
                S[CLOSED + p * NC + c] = 0
            if not cnt:
                continue
            b = S[BONUS + p * NC + c]
            if CONST_GAIN[c] != NO_CONST:  # the Python engine's fast paths, to the same effect
                pay(S, -1, p, (CONST_GAIN[c] + b) * cnt)
            elif CONST_TAKE[c] != NO_CONST:
                if p != roller:
                    pay(S, roller, p, (CONST_TAKE[c] + b) * cnt)
            else:
                activate(S, c, p, roller, cnt, b)


@inline
def choose_build(S: Cells, p: int) -> int:
    if S[SCRIPTED]:  # a scripted game (helpers.scripted): an answer this engine offers
        code = scripted(S, LOG_BUILD)
        if not among(S, code, ACTS, build_list(S, p), 1):
            refused(S, LOG_BUILD)
        return code
    if STRATEGIES and S[SEATS + p] >= 3:  # a plan's seat (engine.native.kernel.plans)
        return plan_build(S, p, S[SEATS + p] - 3)
    return bot_build(S, p, S[SEATS + p])


@jit
def win(S: Cells, p: int) -> None:
    S[WINNER] = p
    S[OVER] = 1


@jit
def build(S: Cells, p: int, code: int) -> int:
    # returns 1 when the build won the game
    if code <= NL:
        j = code - 1
        cost = price(S, p, j)
    else:
        c = code - 1 - NL
        cost = S[COST + c]
    S[COINS + p] -= cost
    m = 0
    if code > NL:
        S[SUPPLY + c] -= 1
        S[CITY + p * NC + c] += 1
        if IS_ABILITY_CARD[c]:
            refresh(S, p)
        owned_changed(S, c)
        market_after_build(S, c)
        hook = WHEN_BUILT_CARD[c]
    else:
        S[BUILT + p * NL + j] = 1
        market_took_landmark(S, j)
        if WINNING[j] or constructed(S, p) >= WIN_COUNT:
            hook = WHEN_BUILT_LANDMARK[j]
            if hook >= 0:
                run_hook(S, hook, p, p, 1, 0)
            win(S, p)
            return 1
        if not NEXT_TURN:
            S[ACTIVE + p * NL + j] = 1
            if EVERYONE[j]:
                refresh_all(S)
            else:
                add_ability(S, p, 1 + j, 1)
        hook = WHEN_BUILT_LANDMARK[j]
    if hook >= 0:
        S[LIST_H + 0] = hook
        S[LIST_N + 0] = 1
        m = 1
    m = stage_hooks(S, p, AFTER_BUILD, END_OF_TURN, m)
    run_hooks(S, p, m)
    return 0


@jit
def start_turn(S: Cells, p: int, extra: int) -> None:
    S[PLAYER] = p
    S[TURN] += 1
    log2(S, LOG_TURN, 2 * p + extra)
    S[EXTRA] = extra
    S[REROLLED] = 0
    S[NROLLED] = 0
    S[TOTAL] = 0
    S[EFFSET] = 0
    S[BUILTNOTHING] = 0
    if NEXT_TURN:
        same = True
        for j in range(NL):
            if S[ACTIVE + p * NL + j] != S[BUILT + p * NL + j]:
                same = False
        if not same:
            for j in range(NL):
                S[ACTIVE + p * NL + j] = S[BUILT + p * NL + j]
            if HAS_EVERYONE:
                refresh_all(S)
            else:
                refresh(S, p)


@inline
def roll_phase(S: Cells, p: int) -> None:
    if S[MAXDICE + p] > 1:
        if S[SCRIPTED]:
            ndice = scripted(S, LOG_DICE)
            if ndice < 1 or ndice > S[MAXDICE + p]:
                refused(S, LOG_DICE)
        elif S[SEATS + p] == 0:
            ndice = 1 + pick(S, S[MAXDICE + p])
        elif STRATEGIES and S[SEATS + p] >= 3:
            ndice = plan_dice(S, p, S[SEATS + p] - 3)
        elif NORMAL_BOT and S[SEATS + p] == 2:
            ndice = n_dice(S, p)
        else:
            ndice = S[MAXDICE + p]
        log2(S, LOG_DICE, ndice)
    else:
        ndice = 1
    if RECEIPTS:
        S[RECEIVED] = 0  # from the roll on, as the Python engine (the dice decision reads the last one)
    roll(S, ndice)
    if S[CANREROLL + p] or S[NADD + p]:
        if S[CANREROLL + p] and not S[REROLLED]:
            if S[SCRIPTED]:
                again = scripted(S, LOG_REROLL)
            elif NORMAL_BOT and S[SEATS + p] >= 2:
                again = n_reroll(S, p)
            elif REROLL_SAME:
                k = 0 if S[SEATS + p] != 0 else pick(S, 2)
                again = ndice if k else 0
            else:
                k = 0 if S[SEATS + p] != 0 else pick(S, 1 + S[MAXDICE + p])
                again = k
            log2(S, LOG_REROLL, again)
            if again:
                S[REROLLED] = 1
                roll(S, again)
        for i in range(S[NADD + p]):
            a = S[ADDS + p * MAXADDS + i]
            if add_when(S, a, p):
                if S[SCRIPTED]:
                    yes = scripted(S, LOG_ADD_TO_ROLL)
                elif NORMAL_BOT and S[SEATS + p] >= 2:
                    yes = n_add(S, p, ADD_AMOUNT[a])
                else:
                    yes = 1 if S[SEATS + p] != 0 else 1 - pick(S, 2)
                log2(S, LOG_ADD_TO_ROLL, yes)
                if yes:
                    S[TOTAL] += ADD_AMOUNT[a]
    if RECEIPTS:
        S[TALLYING] = 1
    income(S)
    S[TALLYING] = 0


@inline
def turn(S: Cells) -> int:
    # one turn of the current player; returns 1 once the game is won
    p = S[PLAYER]
    if S[OPENINGS] and S[TURN] <= S[OPENINGS]:
        S[NROLLED] = 0
        m = stage_hooks(S, p, BEFORE_BUILD, BEFORE_BUILD, 0)
    else:
        roll_phase(S, p)
        m = stage_hooks(S, p, AFTER_INCOME, BEFORE_BUILD, 0)
    run_hooks(S, p, m)
    return build_phase(S, p)


@inline
def build_phase(S: Cells, p: int) -> int:
    # the build of a turn and what follows it; returns 1 once the game is won
    code = choose_build(S, p)
    log2(S, LOG_BUILD, code)
    if code == 0:
        S[BUILTNOTHING] = 1
        m = stage_hooks(S, p, AFTER_BUILD, END_OF_TURN, 0)
        run_hooks(S, p, m)
    elif build(S, p, code):
        return 1
    return 0


@jit
def end_turn(S: Cells) -> None:
    p = S[PLAYER]
    again = S[GRANTED] == 1
    if not again and S[EXTRATURN + p] and is_doubles(S):
        again = EXTRA_MAX < 0 or S[EXTRACOUNT] < EXTRA_MAX
    if again:
        S[GRANTED] = 0
        S[EXTRACOUNT] += 1
        start_turn(S, p, 1)
    else:
        S[EXTRACOUNT] = 0
        start_turn(S, (p + 1) % NP, 0)


@jit
def seed_games(S: Cells, first: int) -> None:
    # the generators of the games with seeds first, first + 1, ... (as many as seed_lanes seeds at once)
    mt_seed_lanes(S, SEEDING, first)


@jit
def seed_game(S: Cells, k: int) -> None:
    # the dice's and the bots' generators of the k-th game seed_games seeded
    mt_take_lane(S, SEEDING, 2 * k, S, DICE_RNG)
    mt_take_lane(S, SEEDING, 2 * k + 1, S, BOTS_RNG)


@jit
def new_game(S: Cells, seed: int) -> None:
    # (its generators seeded by seed_game)
    for i in range(CLEARED):
        S[i] = 0
    S[SEED] = seed
    for p in range(NP):
        S[COINS + p] = START_COINS
        for c in range(NC):
            S[CITY + p * NC + c] = START_CITY[c]
        for j in range(NL):
            S[BUILT + p * NL + j] = START_BUILT[j]
            S[ACTIVE + p * NL + j] = START_BUILT[j]
    for c in range(NC):
        S[SUPPLY + c] = SUPPLY0[c]
    market_setup(S)
    refresh_all(S)
    S[WINNER] = END_TURN_CAP
    S[OPENINGS] = OPENING
    if NORMAL_BOT:
        n_reset(S)
    start_turn(S, 0, 0)


@jit
def play(S: Cells, seed: int, max_turns: int, ends: Table, curve: bool) -> None:
    # one game; ends (when given: its first cell is the next free row) takes the state of each turn end;
    # with curve, everyone's coins at each turn's end are kept (the first CURVE_TURNS turns)
    new_game(S, seed)
    while S[TURN] <= max_turns:
        if turn(S) or S[OVERFLOW]:
            break
        if ends.shape[0] > 1:
            keep_turn_end(S, ends)
        if curve:
            keep_coins(S)
        end_turn(S)


@jit
def keep_coins(S: Cells) -> None:
    t = S[NCURVE]
    if t < CURVE_TURNS:
        for q in range(NP):
            S[CURVE + t * NP + q] = S[COINS + q]
        S[NCURVE] = t + 1


@jit
def fold_coins(S: Cells, curves: Table) -> None:
    # a won game's coins over turns into the run's sums: the winner's, the others', the games
    w = S[WINNER]
    for t in range(S[NCURVE]):
        others = 0
        for q in range(NP):
            if q != w:
                others += S[CURVE + t * NP + q]
        curves[0, t] += S[CURVE + t * NP + w]
        curves[1, t] += others
        curves[2, t] += 1


@jit
def keep_turn_end(S: Cells, ends: Table) -> None:
    k = ends[0, 0] + 1
    if k >= ends.shape[0]:
        return
    for i in range(ENDSTATE):
        ends[k, i] = S[i]
    ends[0, 0] = k


@entry
def run(
    S: Cells,
    ends: Table,
    first_seed: int,
    first: int,
    games: int,
    seats: Ints,
    rotate: bool,
    max_turns: int,
    winners: Cells,
    turns: Cells,
    bought: Table,
    curves: Table,
) -> None:
    # games first, first + 1, ... of a run, with seeds first_seed, first_seed + 1, ...: the winner
    # (END_TURN_CAP: none by the turn cap, END_OVERFLOW: not played to the end here, see mul), turns and
    # cards bought of each (ends: one row, unused); with rotate, the seats move one a game; curves (when
    # more than one column): the sums of the won games' coins over turns (fold_coins)
    track = curves.shape[1] > 1
    for g in range(games):
        shift = (first + g) % NP if rotate else 0
        for q in range(NP):
            S[SEATS + q] = seats[(q - shift) % NP]
        k = g % (MT_LANES // 2)
        if k == 0:
            seed_games(S, first_seed + g)
        seed_game(S, k)
        play(S, first_seed + g, max_turns, ends, track)
        winners[g] = S[WINNER] if S[OVERFLOW] == 0 else END_OVERFLOW  # numbers too big, for Python to play
        if track and S[WINNER] >= 0 and S[OVERFLOW] == 0:
            fold_coins(S, curves)
        turns[g] = S[TURN] if S[TURN] < max_turns else max_turns
        for q in range(NP):
            for c in range(NC):
                k = S[CITY + q * NC + c] - START_CITY[c]
                bought[g, q, c] = k if k > 0 else 0


@entry
def run_logged(S: Cells, seed: int, seats: Ints, max_turns: int, ends: Table) -> None:
    # one game with its answers and dice logged after the state (S is larger than SIZE) and the
    # state of each turn end in ends
    for q in range(NP):
        S[SEATS + q] = seats[q]
    ends[0, 0] = 0
    seed_games(S, seed)
    seed_game(S, 0)
    play(S, seed, max_turns, ends, False)


@entry
def run_script(S: Cells, at_build: bool) -> None:
    # a scripted game (engine.native.script): from the start of a turn written into S (futures.loaded),
    # every answer and die taken from the script after the state (helpers.scripted), turn after turn
    # until the game is won or the script stops it (EOFError, S[SCRIPTSTOP] saying where); at_build: the
    # start is a build-only turn's build, what comes before it done
    if at_build:
        if build_phase(S, S[PLAYER]) or S[OVERFLOW]:
            return
        end_turn(S)
    while True:
        if turn(S) or S[OVERFLOW]:
            return
        end_turn(S)
