"""The table and the lobby as HTML, made on the server for each screen (``mk serve``).

Every value from an edition file or a player (names, card text) is escaped here; the page's
script only swaps in what the server sent and sends back which button was pressed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape
from pathlib import Path

from engine.core.edition import Card, Edition, Landmark
from engine.core.events import Event, TurnStarted
from engine.core.show import coins
from engine.core.state import State
from engine.load.loader import load_edition
from engine.services.narrate import effect_text, paragraph
from engine.services.room import Lobby, Room
from engine.services.session import HUMAN, Menu
from engine.ui.views import roll_numbers

STORY_TURNS = 6
"""Turns of the story a table shows."""
_COLOURS = {
    "red": "#c0392b",
    "blue": "#2e6fb7",
    "green": "#2f8f46",
    "magenta": "#8e44ad",
    "purple": "#8e44ad",
    "yellow": "#c9a227",
    "cyan": "#1b9aaa",
    "white": "#8a8a8a",
    "black": "#333333",
    "orange": "#d9822b",
}
"""The colours a card's ``style`` may name (the terminal's style words), as CSS colours."""


def page(title: str, body: str, room: str = "") -> str:
    """A whole page (``room``: the table whose updates the page's script follows)."""
    return (
        "<!doctype html>\n<html lang='en'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>{escape(title)}</title><link rel='icon' href='data:,'>"
        "<link rel='stylesheet' href='/static/table.css'><link rel='stylesheet' href='/colours.css'>"
        f"<script src='/static/table.js' defer></script></head>"
        f"<body data-room='{escape(room)}'>{body}</body></html>\n"
    )


GREY = "#777777"
"""The colour of a card whose style names none of :data:`_COLOURS`."""


def colour(style: str | None) -> str:
    """A card's colour class, from its style words ("bold blue": ``c-blue``); ``c-none`` (grey) for any other."""
    for word in reversed((style or "").split()):
        if word in _COLOURS:
            return f"c-{word}"
    return "c-none"


def colour_classes() -> str:
    """The stylesheet of the colour classes (served as /colours.css)."""
    rules = [f".c-{name} {{ --c: {css}; }}" for name, css in _COLOURS.items()]
    return "\n".join([*rules, f".c-none {{ --c: {GREY}; }}"]) + "\n"


Pick = tuple[int, int]
"""A card or landmark the viewer may build now: (the deciding seat, the number of that choice)."""


def _pick(pick: Pick | None) -> tuple[str, str]:
    """The class and attributes that make a tile a build choice (clicked or pressed like a button)."""
    if pick is None:
        return "", ""
    return " choice", f" data-seat='{pick[0]}' data-choice='{pick[1]}' role='button' tabindex='0'"


def card_tile(card: Card, edition: Edition, extra: str = "", count: int = 0, pick: Pick | None = None) -> str:
    """One card: its colour, roll numbers, name, icon, cost and rule text (``count``: copies, or none);
    with ``pick``, clicking it builds it."""
    text = card.text or effect_text(card.effect.program, edition)
    icon = edition.icons.get(card.icon or "", card.icon or "")
    times = f"<span class='count'>x{count}</span>" if count > 1 else ""
    cls, attrs = _pick(pick)
    return (
        f"<div class='card {colour(card.colour.style)}{cls}'{attrs} title='{escape(text)}'>"
        f"<div class='top'><span class='roll'>{escape(roll_numbers(card.roll))}</span>{times}</div>"
        f"<div class='name'>{escape(card.name)}</div>"
        f"<div class='meta'>{escape(icon)} · {escape(coins(card.cost))}</div>"
        f"<div class='text'>{escape(text)}</div>{extra}</div>"
    )


def landmark_tile(lm: Landmark, edition: Edition, built: bool, price: str | None, pick: Pick | None = None) -> str:
    """A landmark, built or not, with its price in words (None: none shown); with ``pick``, clicking it
    builds it."""
    text = lm.text or effect_text(lm.effect.program, edition)
    state = "built" if built else "unbuilt"
    cost = "" if price is None else f"<div class='meta'>{escape(price)}</div>"
    cls, attrs = _pick(pick)
    return (
        f"<div class='landmark {state}{cls}'{attrs} title='{escape(text)}'><div class='name'>{escape(lm.name)}</div>"
        f"{cost}<div class='text'>{escape(text)}</div></div>"
    )


def city(
    state: State, p: int, names: Sequence[str], seat: str, held: bool, picks: Mapping[str, Pick] | None = None
) -> str:
    """A player's place at the table: name, coins, landmarks, and every establishment they own."""
    g, ed = state.game, state.game.edition
    marks = []
    if p == state.player and not state.is_over:
        marks.append("<span class='badge turn'>their turn</span>")
    if held:
        marks.append("<span class='badge you'>you</span>")
    if seat != HUMAN:
        marks.append(f"<span class='badge bot'>{escape(seat)} bot</span>")
    cards = []
    for c, k in enumerate(state.cities[p]):
        if k:
            closed, invested = state.closed[p][c], state.invested[p][c]
            extra = f"<div class='note'>{closed} closed</div>" if closed else ""
            extra += f"<div class='note'>{escape(coins(invested))} invested</div>" if invested else ""
            cards.append(card_tile(g.cards[c], ed, extra, k))
    shared = g.landmark_market or any(k is not None for k in g.landmark_copies)
    built = state.built[p]
    picked = picks or {}
    landmarks = [
        landmark_tile(
            lm,
            ed,
            bool(built[lm.index]),
            None if shared or built[lm.index] else coins(state.build_cost(lm.id, p)),
            picked.get(lm.id),
        )
        for lm in ed.landmarks
        if built[lm.index] or not shared
    ]
    count = f"landmarks {state.constructed(p)} of {g.win_count}"
    return (
        f"<section class='player{' current' if p == state.player else ''}' id='player-{p}'>"
        f"<h2>{escape(names[p])} {''.join(marks)}</h2>"
        f"<div class='coins'>{escape(coins(state.coins[p]))} · {count}</div>"
        f"<div class='landmarks'>{''.join(landmarks)}</div>"
        f"<div class='cards'>{''.join(cards) or '<p class=quiet>no establishments</p>'}</div></section>"
    )


def market(state: State, names: Sequence[str], picks: Mapping[str, Pick] | None = None) -> str:
    """What is for sale: every pile, or a market's showing piles row by row, with the cards left in its
    deck; landmarks sold from a row or as a shared supply, with each player's price where they differ."""
    g, ed = state.game, state.game.edition
    m = state.market
    parts = []
    if m is None or m.rule.flat:
        cards = [c for c in g.cards if g.in_supply[c.index] and (m is None or state.supply[c.index])]
        left = f" · {len(m.deck_left(0))} in the deck" if m is not None else ""
        parts.append(_pile_row("For sale" + left, cards, state, picks))
    else:
        for r, row in enumerate(m.rule.rows):
            if row.landmarks:
                continue
            cards = [g.cards[c] for c in m.members[r] if state.supply[c]]
            title = f"{row.title or row.name} · {len(m.deck_left(r))} in the deck"
            parts.append(_pile_row(title, cards, state, picks))
    if g.landmark_market or any(k is not None for k in g.landmark_copies):
        shown = [
            lm
            for lm in ed.landmarks
            if (m is not None and m.lm_showing is not None and m.lm_showing[lm.index])
            or (not g.landmark_market and _left(state, lm.index))
        ]
        tiles = [landmark_tile(lm, ed, False, prices(state, lm, names), (picks or {}).get(lm.id)) for lm in shown]
        title = "<h3>Landmarks</h3>"
        parts.append(f"{title}<div class='landmarks'>{''.join(tiles)}</div>")
    return f"<section class='market'><h2>Market</h2>{''.join(parts)}</section>"


def prices(state: State, lm: Landmark, names: Sequence[str]) -> str:
    """What a landmark costs: one price, or each player's when they differ (tiers, discounts)."""
    each = [state.build_cost(lm.id, p) for p in range(state.nplayers)]
    if len(set(each)) == 1:
        return coins(each[0])
    return " · ".join(f"{name} {cost}" for name, cost in zip(names, each, strict=True))


def _left(state: State, j: int) -> bool:
    copies = state.game.landmark_copies[j]
    return copies is None or sum(b[j] for b in state.built) < copies


def _pile_row(title: str, cards: Iterable[Card], state: State, picks: Mapping[str, Pick] | None) -> str:
    ed = state.game.edition
    tiles = [
        card_tile(c, ed, f"<div class='note'>{state.supply[c.index]} left</div>", 0, (picks or {}).get(c.id))
        for c in cards
    ]
    return f"<h3>{escape(title)}</h3><div class='cards'>{''.join(tiles)}</div>"


def story(log: Sequence[Event], edition: Edition, names: Sequence[str]) -> str:
    """The last turns, a paragraph each, the newest last."""
    starts = [i for i, e in enumerate(log) if isinstance(e, TurnStarted)]
    turns = [log[a:b] for a, b in zip(starts, [*starts[1:], len(log)], strict=True)][-STORY_TURNS:]
    lines = "".join(f"<li>{escape(paragraph(list(t), edition, names))}</li>" for t in turns if t)
    return f"<section class='story'><h2>What happened</h2><ol>{lines}</ol></section>"


def decision(room: Room, menu: Menu | None, seats: frozenset[int]) -> str:
    """What is being decided: the question, and for the seat that decides, a button per choice and
    the builds not allowed now with the reason."""
    session = room.session
    state = session.state
    names = session.names
    if state.is_over:
        assert state.winner is not None
        return f"<section class='decision over'><h2>{escape(names[state.winner])} wins!</h2></section>"
    if session.stalled:
        return (
            f"<section class='decision over'><h2>The bots played {session.max_turns:,} turns without a winner: "
            "the game stops here.</h2></section>"
        )
    if menu is None:
        return "<section class='decision'><p class='quiet'>The dice and the bots are playing…</p></section>"
    who = escape(names[menu.player])
    if menu.player not in seats:
        return f"<section class='decision'><p>{who} decides: {escape(menu.question)}</p></section>"
    buttons = _buttons(menu, room.session.edition)
    refused = "".join(f"<li><b>{escape(u.name)}</b>: {escape(u.refusal.short())}</li>" for u in menu.unavailable)
    not_now = f"<details><summary>Not now</summary><ul>{refused}</ul></details>" if refused else ""
    undo = f"<button class='undo' data-seat='{menu.player}'>Undo</button>"
    return (
        f"<section class='decision yours'><h2>{who}: {escape(menu.question)}</h2>"
        f"<div class='choices'>{buttons}</div>{not_now}{undo}</section>"
    )


GROUPED = 8
"""A decision with more choices than this whose answers give a card (a swap) groups them by that card."""


def _buttons(menu: Menu, edition: Edition) -> str:
    """A button per choice; many swaps are grouped by the card given, each group folded."""

    def button(i: int, label: str) -> str:
        return f"<button class='choice' data-seat='{menu.player}' data-choice='{i}'>{escape(label)}</button>"

    numbered = list(enumerate(menu.choices, 1))
    if menu.kind != "swap" or len(numbered) <= GROUPED:
        return "".join(button(i, c.label) for i, c in numbered)
    groups: dict[str, list[str]] = {}
    loose = []
    for i, c in numbered:
        if isinstance(c.action.choice, tuple):
            groups.setdefault(c.action.choice[0], []).append(button(i, c.label))
        else:
            loose.append(button(i, c.label))
    folded = "".join(
        f"<details><summary>Give {escape(edition.name_of(give))} ({len(items)})</summary>"
        f"<div class='choices'>{''.join(items)}</div></details>"
        for give, items in groups.items()
    )
    return "".join(loose) + folded


def table(room: Room, seats: frozenset[int]) -> str:
    """The whole table as the holder of ``seats`` sees it (nothing in it is secret: the seats only
    decide who gets the buttons)."""
    session = room.session
    state = session.state
    ed = session.edition
    dice = " + ".join(map(str, state.dice))
    head = f"Turn {state.turn}" + (f" · rolled {dice}" if dice else "")
    menu = room.menu()
    picks: dict[str, Pick] = {}
    if menu is not None and menu.kind == "build" and menu.player in seats:  # the cards and landmarks are buttons too
        picks = {c.action.choice: (menu.player, i) for i, c in enumerate(menu.choices, 1) if c.action.choice}
    cities = "".join(
        city(state, p, session.names, session.seats[p], p in seats, picks if menu and p == menu.player else None)
        for p in range(state.nplayers)
    )
    log = state.log or []
    return (
        f"<header><h1>{escape(ed.name)}</h1><p>{escape(head)}</p></header>"
        f"{decision(room, menu, seats)}<div class='board'><div class='cities'>{cities}</div>"
        f"{market(state, session.names, picks)}</div>{story(log, ed, session.names)}"
    )


def lobby(lobby: Lobby, bots: Sequence[str], problem: str = "", csrf: str = "") -> str:
    """The first page: the tables here, and a form for a new one."""
    rows = "".join(
        f"<li><a href='/t/{escape(rid)}'>{escape(r.session.edition.name)}</a>: "
        f"{escape(', '.join(r.session.names))} · turn {r.session.state.turn}"
        f"{' · over' if r.over else ''}</li>"
        for rid, r in lobby.rooms.items()
    )
    editions = "".join(f"<option>{escape(name)}</option>" for name in lobby.editions)
    seats = "".join(
        f"<div class='seat'><label>Seat {i + 1} <select name='seat'>{_kinds(bots, _default(i))}</select></label> "
        "<label>name <input name='name' maxlength='24'></label></div>"
        for i in range(8)
    )
    offered = [(name, load_edition(ref)) for name, ref in lobby.editions.items()]
    variants = "; ".join(f"{name}: {', '.join(ed.variants)}" for name, ed in offered if ed.variants)
    hint = f"<p class='quiet'>Variants: {escape(variants)}</p>" if variants else ""
    error = f"<p class='error'>{escape(problem)}</p>" if problem else ""
    token = f"<input type='hidden' name='csrf' value='{escape(csrf)}'>"
    saved = "".join(
        f"<li><form method='post' action='/resume'>{token}"
        f"<input type='hidden' name='save' value='{escape(info.path.name)}'>"
        f"{escape(Path(info.edition).stem)}: {escape(', '.join(info.players))} · turn {info.turn} "
        "<button type='submit'>Resume</button></form></li>"
        for info in lobby.saves()
    )
    resume = f"<section><h2>Saved games</h2><ul>{saved}</ul></section>" if saved else ""
    return (
        "<header><h1>mk: Machi Koro tables</h1></header><main class='lobby'>"
        f"<section><h2>Tables here</h2><ul>{rows or '<li>none yet</li>'}</ul></section>{resume}"
        f"<section><h2>A new table</h2>{error}<form method='post' action='/tables'>{token}"
        f"<label>Edition <select name='edition'>{editions}</select></label> "
        "<label>Players <input name='players' type='number' min='1' max='8' value='2'></label>"
        f"{seats}<label>Variants <input name='variants' placeholder='names, comma-separated'></label>{hint}"
        "<label>Options <input name='options' placeholder='KEY=VALUE, comma-separated'></label> "
        "<label>Seed <input name='seed' type='number' min='0'></label> "
        "<button type='submit'>Start the game</button></form></section></main>"
    )


def _default(i: int) -> str:
    return HUMAN if i == 0 else "basic"


def _kinds(bots: Sequence[str], chosen: str) -> str:
    """A seat's choices: a human, or a bot by name."""
    return "".join(f"<option{' selected' if k == chosen else ''}>{escape(k)}</option>" for k in (HUMAN, *bots))
