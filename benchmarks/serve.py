"""The limits of one ``mk serve``: TABLES tables of bots playing at pace 0, each followed by SCREENS
spectators' websockets, on 127.0.0.1; meanwhile one more table is asked for its table every 50 ms
(a person's screen saying hello): how many table messages a second the screens get, and how long that
one screen waits (median, 99th percentile, worst). Then a burst: 32 screens of one table each send 20
hellos at once, and the quiet table's wait is measured again.

    python benchmarks/serve.py                      # 50 tables x 4 screens, 20 seconds
    python benchmarks/serve.py --tables 10 --seconds 5

The machine is shared: run it twice, and compare runs made side by side.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
import statistics
import threading
import time

import uvicorn
import websockets

from engine.services.play.room import Lobby, TableSpec
from engine.ui.web import create_app


def start(tables: int) -> tuple[str, Lobby, uvicorn.Server, threading.Thread]:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    lobby = Lobby(None, tables=tables + 2, per_client=tables + 2, idle=3600)
    server = uvicorn.Server(
        uvicorn.Config(create_app(lobby, pace=0, rate=1000, undo=0), port=port, log_level="warning")
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.05)
    return f"127.0.0.1:{port}", lobby, server, thread


async def follow(address: str, room: str, counts: list[int], stop: asyncio.Event) -> None:
    async with websockets.connect(f"ws://{address}/ws/{room}", origin=f"http://{address}") as ws:  # type: ignore[arg-type]
        while not stop.is_set():
            try:
                message = await asyncio.wait_for(ws.recv(), 0.5)
            except TimeoutError:
                continue
            if json.loads(message)["type"] == "table":
                counts[0] += 1


async def probe(address: str, room: str, key: str, waits: list[float], stop: asyncio.Event) -> None:
    async with websockets.connect(f"ws://{address}/ws/{room}", origin=f"http://{address}") as ws:  # type: ignore[arg-type]
        await ws.recv()
        while not stop.is_set():
            start = time.perf_counter()
            await ws.send(json.dumps({"type": "hello", "seats": {"0": key}}))
            await ws.recv()
            waits.append(time.perf_counter() - start)
            await asyncio.sleep(0.05)


async def burst(address: str, room: str) -> None:
    sockets = [await websockets.connect(f"ws://{address}/ws/{room}", origin=f"http://{address}") for _ in range(32)]  # type: ignore[arg-type]
    for ws in sockets:
        await ws.recv()
    for _ in range(20):
        for ws in sockets:
            await ws.send(json.dumps({"type": "hello", "seats": {}}))
    for ws in sockets:
        for _ in range(20):
            await ws.recv()
        await ws.close()


def summary(waits: list[float]) -> str:
    ms = sorted(1000 * w for w in waits)
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
    return f"median {statistics.median(ms):.1f} ms, 99% {p99:.1f} ms, worst {ms[-1]:.1f} ms ({len(ms)} hellos)"


async def measure(address: str, lobby: Lobby, tables: int, screens: int, seconds: float) -> None:
    bots = TableSpec("base", ("basic",) * 4, ("",) * 4)
    rooms = [lobby.create(bots) for _ in range(tables)]
    quiet = lobby.create(TableSpec("base", ("human", "basic"), ("Ann", "")))
    busy = lobby.create(TableSpec("base", ("human", "human"), ("Ann", "Bob")))
    counts = [0]
    stop = asyncio.Event()
    waits: list[float] = []
    tasks = [asyncio.create_task(follow(address, r.id, counts, stop)) for r in rooms for _ in range(screens)]
    tasks.append(asyncio.create_task(probe(address, quiet.id, quiet.tokens[0] or "", waits, stop)))
    start = time.perf_counter()
    await asyncio.sleep(seconds)
    played = counts[0] / (time.perf_counter() - start)
    print(f"{tables} tables x {screens} screens of bots at pace 0: {played:,.0f} table messages a second")
    print(f"  a quiet table's hello: {summary(waits)}")
    waits.clear()
    await burst(address, busy.id)
    await asyncio.sleep(1)
    print(f"  the same during and after a burst of 32 screens x 20 hellos on another table: {summary(waits)}")
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--screens", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=20)
    args = parser.parse_args()
    address, lobby, server, thread = start(args.tables)
    try:
        asyncio.run(measure(address, lobby, args.tables, args.screens, args.seconds))
    finally:
        lobby.close_all()  # the bots stop where they are
        server.should_exit = True
        thread.join(10)


if __name__ == "__main__":
    main()
