"""The expert's futures on both engines, side by side in one run: futures a second played to the end of
the game by ``normal`` bots from the same turn end (turn 12 of a game of normal bots), natively and in
Python, and a check that the first futures agree.

    python benchmarks/futures.py                     # base and Machi Koro 2, 2 and 4 players
    python benchmarks/futures.py --editions harbor --players 3

Needs the native extra; compiles each game's module first (once, kept in the cache).
"""

from __future__ import annotations

import argparse
import random
import time

from engine.core.game import Game
from engine.core.state import CHANCE, State
from engine.load.loader import new_game
from engine.native.play import native
from engine.native.position import Futures
from engine.native.uses import Use
from engine.services.players.bots import make_bot, normal_bot
from engine.services.players.expert import Expert
from engine.services.players.seeding import bot_rng


def turn_end(game: Game, turn: int, fut: Futures) -> tuple[object, State]:
    """The native position of a game of normal bots at ``turn``'s end, and its Python state once the
    next turn has started."""
    players = game.nplayers
    state = game.new_state(log=False, seed=3)
    rng, bots = random.Random(3), bot_rng(3)
    agents = [make_bot("normal", bots) for _ in range(players)]
    held: list[object] = []
    state.on_turn_end = lambda s: held.append(fut.position(s)) if s.turn == turn else None
    while not held:
        if state.current_player == CHANCE:
            state.roll_random(rng)
        else:
            state.apply(agents[state.current_player](state))
    state.on_turn_end = None
    return held[0], state.clone()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--editions", default="base,mk2")
    parser.add_argument("--players", default="2,4")
    parser.add_argument("--native", type=int, default=20_000, help="futures the native engine plays")
    parser.add_argument("--python", type=int, default=200, help="futures the Python engine plays")
    args = parser.parse_args()
    print("| edition | players | native futures/s | Python futures/s | times | first futures agree |")
    print("|---|---|---|---|---|---|")
    for edition in args.editions.split(","):
        for players in (int(n) for n in args.players.split(",")):
            game = new_game(edition, players)
            fut = Futures(native(game, True, Use.FUTURES).module, game, ["normal"] * players)
            position, state = turn_end(game, 12, fut)
            fut.play(position, 0, 10, 2000)  # warm
            start = time.perf_counter()
            winners, _turns = fut.play(position, 1000, args.native, 2000)
            fast = args.native / (time.perf_counter() - start)
            expert = Expert(random.Random(0), normal_bot)
            start = time.perf_counter()
            wins = [expert.future(state, 1000 + k, 0) for k in range(args.python)]
            slow = args.python / (time.perf_counter() - start)
            agree = all((w == 1.0) == (int(winners[k]) == 0) for k, w in enumerate(wins))
            print(f"| {edition} | {players} | {fast:,.0f} | {slow:,.0f} | {fast / slow:.0f} | {agree} |", flush=True)


if __name__ == "__main__":
    main()
