"""The table and the lobby as HTML, made on the server for each screen (``mk serve``).

The markup is in engine/ui/templates (Jinja2, escaping every value: a name from an edition file or
a player cannot become markup, and no escape() call can be forgotten); this module gathers what they
show. The page's script only swaps in what the server sent and sends back which button was pressed.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup

from engine.core.edition import Card, Edition, Landmark
from engine.core.errors import MkError
from engine.core.events import TurnStarted
from engine.core.options import ALL_PILES
from engine.core.show import roll_numbers
from engine.core.state import State
from engine.i18n import LANGUAGES, PSEUDO, SOURCE
from engine.i18n.catalog import catalog
from engine.load.loader import load_edition
from engine.load.strategies import is_strategy, load_strategy, shipped
from engine.services.play.narrate import Words, ending, paragraph, refusal_short, refusal_told, rule_text, words
from engine.services.play.room import STAND_IN, Lobby, Room
from engine.services.play.saves import HUMAN
from engine.services.play.session import Menu
from engine.ui.views import COLOURS, GREY, colour_word

STORY_TURNS = 6
"""Turns of the story a table shows."""


TEMPLATES = Path(__file__).with_name("templates")
_ENV = jinja2.Environment(
    loader=jinja2.FileSystemLoader(TEMPLATES),
    autoescape=True,  # every value is escaped unless it is Markup made by a template
    undefined=jinja2.StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
    keep_trailing_newline=False,
)


def render(name: str, lang: str = SOURCE, **context: Any) -> Markup:
    """The template ``name`` of engine/ui/templates filled with ``context`` (escaped: a name from an
    edition file or a player is text, never markup), its words in ``lang`` (``t``, the catalog's)."""
    return Markup(_ENV.get_template(name).render(t=catalog(lang).t, lang=lang, **context))


SCRIPT_WORDS = (
    "not-connected",
    "your-turn",
    "say-label",
    "say",
    "dropped",
    "alerts-on",
    "alerts-off",
    "leave",
    "leave-confirm",
    "close",
    "close-confirm",
    "invite",
    "copy",
    "copied",
    "copy-refused",
    "copy-selected",
)
"""The words the page's script says (``web-js-<word>`` in the catalogs; ``seat`` has ``{n}`` for the number)."""


def script_words(lang: str) -> str:
    """The words of the page's script in ``lang``, as JSON for its ``data-words``."""
    found = catalog(lang)
    said = {word: found.t(f"web-js-{word}") for word in SCRIPT_WORDS}
    return json.dumps({**said, "seat": found.t("web-js-seat", n="{n}")}, ensure_ascii=False)


def languages(lang: str) -> list[dict[str, Any]]:
    """The language picker's choices, ``lang`` chosen (the pseudo-language only when it is in use)."""
    offered = {**LANGUAGES, **({PSEUDO: PSEUDO} if lang == PSEUDO else {})}
    return [{"value": k, "label": v, "chosen": k == lang} for k, v in offered.items()]


def page(title: str, body: Markup | str, room: str = "", lang: str = SOURCE) -> Markup:
    """A whole page (``room``: the table whose updates the page's script follows); a ``body`` that is not
    Markup is text, and shown as text."""
    return render("page.html", lang, title=title, body=body, room=room, words=script_words(lang))


def colour(style: str | None) -> str:
    """A card's colour class, from its style words ("bold blue": ``c-blue``); ``c-none`` (grey) for any other."""
    word = colour_word(style)
    return f"c-{word}" if word else "c-none"


def colour_classes() -> str:
    """The stylesheet of the colour classes (served as /colours.css)."""
    rules = [f".c-{name} {{ --c: {css}; }}" for name, css in COLOURS.items()]
    return "\n".join([*rules, f".c-none {{ --c: {GREY}; }}"]) + "\n"


Pick = tuple[int, int]
"""A card or landmark the viewer may build now: (the deciding seat, the number of that choice)."""
Offer = Pick | str
"""A card or landmark of the viewer's build: a :data:`Pick`, or why it cannot be built now ("X costs 6;
you have 4", said when it is clicked)."""


def card_tile(
    card: Card,
    w: Words,
    notes: Sequence[str] = (),
    count: int = 0,
    pick: Offer | None = None,
) -> dict[str, Any]:
    """One card as the tiles template draws it: its colour, roll numbers, name, icon, cost and rule text
    (``count``: copies, or none; ``notes``: lines under it); with ``pick``, clicking it builds it, or says
    why it cannot be built now."""
    return {
        "id": card.id,
        "colour": colour(card.colour.style),
        "pick": pick if isinstance(pick, tuple) else None,
        "why": pick if isinstance(pick, str) else "",
        "text": rule_text(card.id, w.edition, w.lang),
        "roll": roll_numbers(card.roll),
        "count": count,
        "name": w.name(card.id),
        "icon": w.names.icon(card.icon) if card.icon else "",
        "cost": w.price(card.cost),
        "notes": list(notes),
    }


def landmark_tile(lm: Landmark, w: Words, built: bool, price: str | None, pick: Offer | None = None) -> dict[str, Any]:
    """A landmark, built or not, with its price in words (None: none shown); with ``pick``, clicking it
    builds it, or says why it cannot be built now."""
    text = rule_text(lm.id, w.edition, w.lang)
    chosen, why = (pick, "") if isinstance(pick, tuple) else (None, pick or "")
    return {"built": built, "pick": chosen, "why": why, "text": text, "name": w.name(lm.id), "price": price}


def city(
    state: State,
    p: int,
    names: Sequence[str],
    seat: str,
    held: bool,
    picks: Mapping[str, Offer] | None = None,
    away: bool = False,
    lang: str = SOURCE,
) -> dict[str, Any]:
    """A player's place at the table: name, coins, landmarks, and every establishment they own."""
    g, ed = state.game, state.game.edition
    w = words(ed, lang)
    cards = []
    for c, k in enumerate(state.cities[p]):
        if k:
            closed, invested = state.closed[p][c], state.invested[p][c]
            notes = [w.t("web-closed", n=closed)] if closed else []
            notes += [w.t("web-invested", coins=w.coins(invested))] if invested else []
            cards.append(card_tile(g.cards[c], w, notes, k))
    shared = g.landmark_market or any(k is not None for k in g.landmark_copies)
    built = state.built[p]
    picked = picks or {}
    landmarks = [
        landmark_tile(
            lm,
            w,
            bool(built[lm.index]),
            None if shared or built[lm.index] else w.coins(state.build_cost(lm.id, p)),
            picked.get(lm.id),
        )
        for lm in ed.landmarks
        if built[lm.index] or not shared
    ]
    return {
        "seat": p,
        "current": p == state.player,
        "name": names[p],
        "turn": p == state.player and not state.is_over,
        "you": held,
        "coin_count": state.coins[p],
        "bot": "" if seat == HUMAN else bot_word(seat, lang),
        "away": away and seat == HUMAN,
        "coins": w.coins(state.coins[p]),
        "built": state.constructed(p),
        "needed": g.win_count,
        "landmarks": landmarks,
        "cards": cards,
    }


def market(
    state: State, names: Sequence[str], picks: Mapping[str, Offer] | None = None, lang: str = SOURCE
) -> dict[str, Any]:
    """What is for sale: every pile, or a market's showing piles row by row, with the cards left in its
    deck; landmarks sold from a row or as a shared supply, with each player's price where they differ."""
    g, ed = state.game, state.game.edition
    w = words(ed, lang)
    m = state.market
    rows = []
    if m is None or m.rule.flat:
        cards = [c for c in g.cards if g.in_supply[c.index] and (m is None or state.supply[c.index])]
        sale = w.t("web-for-sale")
        title = w.t("web-row", title=sale, n=len(m.deck_left(0))) if m is not None else sale
        rows.append(_pile_row(title, cards, state, w, picks))
    else:
        market_id = str(g.options.market)
        for r, row in enumerate(m.rule.rows):
            if row.landmarks:
                continue
            cards = [g.cards[c] for c in m.members[r] if state.supply[c]]
            named = w.names.row(market_id, row.name, row.title or row.name)
            rows.append(_pile_row(w.t("web-row", title=named, n=len(m.deck_left(r))), cards, state, w, picks))
    landmarks = None
    if g.landmark_market or any(k is not None for k in g.landmark_copies):
        shown = [
            lm
            for lm in ed.landmarks
            if (m is not None and m.lm_showing is not None and m.lm_showing[lm.index])
            or (not g.landmark_market and _left(state, lm.index))
        ]
        landmarks = [landmark_tile(lm, w, False, prices(state, lm, names, w), (picks or {}).get(lm.id)) for lm in shown]
    return {"rows": rows, "landmarks": landmarks}


def prices(state: State, lm: Landmark, names: Sequence[str], w: Words) -> str:
    """What a landmark costs: one price, or each player's when they differ (tiers, discounts)."""
    each = [state.build_cost(lm.id, p) for p in range(state.nplayers)]
    if len(set(each)) == 1:
        return w.coins(each[0])
    return " · ".join(f"{name} {cost}" for name, cost in zip(names, each, strict=True))


def _left(state: State, j: int) -> bool:
    copies = state.game.landmark_copies[j]
    return copies is None or sum(b[j] for b in state.built) < copies


def roll_order(cards: Iterable[Card]) -> list[Card]:
    """Cards as a market shows them: by their lowest roll number (a card that no roll activates last),
    then by the highest, then by name: a house rule's card takes its place among the others."""
    return sorted(cards, key=lambda c: (min(c.roll, default=99), max(c.roll, default=99), c.name))


def _pile_row(
    title: str, cards: Iterable[Card], state: State, w: Words, picks: Mapping[str, Offer] | None
) -> dict[str, Any]:
    picked = picks or {}
    tiles = [
        card_tile(c, w, [w.t("web-left", n=state.supply[c.index])], 0, picked.get(c.id)) for c in roll_order(cards)
    ]
    return {"title": title, "cards": tiles}


def story(room: Room, seats: frozenset[int], lang: str = SOURCE) -> dict[str, list[str]]:
    """The game's turns, a paragraph each, the newest last: the last :data:`STORY_TURNS` shown, the rest
    folded; the one seat the viewer holds is told "your" and "you" ("your Bakery earns 1 coin", "takes
    1 coin from you"). A finished turn's paragraph is made once for each viewer (kept on the room)."""
    session = room.session
    log = session.state.log or []
    starts = [i for i, e in enumerate(log) if isinstance(e, TurnStarted)]
    you = next(iter(seats)) if len(seats) == 1 else -1
    lines = []
    for a, b in zip(starts, [*starts[1:], len(log)], strict=True):
        key = (a, b, you, lang)
        line = room.story.get(key) if b < len(log) else None  # the turn under way may still grow
        if line is None:
            viewer = you if you >= 0 else None
            line = paragraph(list(log[a:b]), session.edition, session.names, viewer=viewer, lang=lang)
            if b < len(log):
                room.story[key] = line
        lines.append(line)
    return {"recent": lines[-STORY_TURNS:], "earlier": lines[:-STORY_TURNS]}


def decision(
    room: Room, menu: Menu | None, seats: frozenset[int], grace: float = 0.0, lang: str = SOURCE
) -> dict[str, Any]:
    """What is being decided: the question, and for the seat that decides, a button per choice and
    the builds not allowed now with the reason; for a held seat whose last decision can still be taken
    back, an Undo button (with ``grace``, the seconds until the next roll after a build that ended a turn)."""
    session = room.session
    state = session.state
    names = session.names
    out: dict[str, Any] = {"over": None, "waiting": False, "yours": False, "standings": []}
    last = session.undoable()
    out["undo"] = [
        {
            "seat": p,
            "name": names[p],
            "what": session.label(last[1], lang),
            "seconds": f"{grace:g}" if grace and last[1].kind == "build" and menu is None else "",
        }
        for p in sorted(seats)
        if last is not None and last[0] == p and not (menu and menu.player == p)
    ]
    ended = session.outcome()
    if ended is not None:
        return {**out, "over": ending(ended, names, lang), "standings": standings(state, names, lang)}
    if menu is None:
        return {**out, "waiting": True}
    out.update({"who": names[menu.player], "question": menu.question, "seat": menu.player})
    if menu.player not in seats:
        return out
    buttons, groups = _buttons(menu, words(room.session.edition, lang))
    refused = [{"name": u.name, "why": refusal_short(u.refusal, lang)} for u in menu.unavailable]
    can_undo = session.can_undo(menu.player)
    return {**out, "yours": True, "buttons": buttons, "groups": groups, "refused": refused, "can_undo": can_undo}


def standings(state: State, names: Sequence[str], lang: str = SOURCE) -> list[dict[str, Any]]:
    """The players at the game's end, the winner first, then by landmarks, coins and establishments."""
    said = catalog(lang)
    rows = [
        {
            "name": names[p],
            "landmarks": state.constructed(p),
            "coins": said.t("coins", n=state.coins[p]),
            "cards": sum(state.cities[p]),
            "winner": p == state.winner,
            "key": (p != state.winner, -state.constructed(p), -state.coins[p], -sum(state.cities[p]), p),
        }
        for p in range(state.nplayers)
    ]
    return sorted(rows, key=lambda r: r["key"])


GROUPED = 8
"""A decision with more choices than this whose answers give a card (a swap) groups them by that card."""


def _buttons(menu: Menu, w: Words) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """A button per choice (its number and label); many swaps are grouped by the card given, each group
    folded: (the loose buttons, the groups)."""
    numbered = [{"number": i, "label": c.label} for i, c in enumerate(menu.choices, 1)]
    if menu.kind != "swap" or len(numbered) <= GROUPED:
        return numbered, []
    groups: dict[str, list[dict[str, Any]]] = {}
    loose = []
    for button, c in zip(numbered, menu.choices, strict=True):
        if isinstance(c.action.choice, tuple):
            groups.setdefault(c.action.choice[0], []).append(button)
        else:
            loose.append(button)
    return loose, [{"give": w.name(give), "buttons": items} for give, items in groups.items()]


def table(room: Room, seats: frozenset[int], grace: float = 0.0, lang: str = SOURCE) -> Markup:
    """The whole table as the holder of ``seats`` sees it in ``lang`` (nothing in it is secret: the seats
    only decide who gets the buttons; ``grace``: the seconds a build that ended a turn waits for the next
    roll)."""
    session = room.session
    state = session.state
    ed = session.edition
    menu = room.menu(lang)
    picks: dict[str, Offer] = {}
    if menu is not None and menu.kind == "build" and menu.player in seats:  # the cards and landmarks are buttons too
        picks = {u.ident: refusal_told(u.refusal, u.name, ed, lang) for u in menu.unavailable}  # clicked: why not
        picks |= {c.action.choice: (menu.player, i) for i, c in enumerate(menu.choices, 1) if c.action.choice}
    cities = [
        city(
            state,
            p,
            session.names,
            session.seats[p],
            p in seats,
            picks if menu and p == menu.player else None,
            p in room.away,
            lang,
        )
        for p in range(state.nplayers)
    ]
    return render(
        "table.html",
        lang,
        edition=words(ed, lang).names.edition_name(),
        turn=str(state.turn),
        dice=[{"value": d, "face": DIE_FACES.get(d, "")} for d in state.dice],
        whose=_whose(room, seats, lang),
        decision=decision(room, menu, seats, grace, lang),
        cities=cities,
        market=market(state, session.names, picks, lang),
        story=story(room, seats, lang),
        rematch=session.outcome() is not None,
    )


DIE_FACES = {1: "\u2680", 2: "\u2681", 3: "\u2682", 4: "\u2683", 5: "\u2684", 6: "\u2685"}
"""A die's face for each number it shows (a die of more sides shows its number alone)."""


def _whose(room: Room, seats: frozenset[int], lang: str) -> str:
    """Whose turn it is, said to the viewer: "Your turn", "Ann's turn"."""
    state = room.session.state
    t = catalog(lang).t
    if room.session.outcome() is not None:
        return t("web-whose-over")
    name = room.session.names[state.player]
    if state.player in seats:
        return t("web-whose-yours-named", name=name) if len(seats) > 1 else t("web-whose-yours")
    return t("web-whose", name=name)


def _seat_label(kind: str, lang: str) -> str:
    """A seat's kind as the lobby offers it: a person, a bot by its name, a shipped strategy by its own."""
    said = catalog(lang)
    if kind == HUMAN:
        return said.t("web-human")
    if kind in shipped():
        with contextlib.suppress(MkError):
            return said.t("web-strategy", name=load_strategy(kind).name)
    return bot_word(kind, lang)


def bot_word(seat: str, lang: str) -> str:
    """A bot's name as a player reads it ("normal", "normaal"); a strategy's as its file gives it."""
    kind = seat.partition(":")[0]
    said = catalog(lang)
    if said.has(f"bot-{kind}"):
        return said.t(f"bot-{kind}")
    if is_strategy(kind):
        with contextlib.suppress(MkError):
            return load_strategy(kind).name
    return kind


def lobby(
    lobby: Lobby,
    bots: Sequence[str],
    problem: str = "",
    csrf: str = "",
    typed: Mapping[str, Sequence[str]] | None = None,
    browser: str = "",
    lang: str = SOURCE,
) -> Markup:
    """The first page: the tables this browser opened (``browser``: its mark), each with a way back to it
    holding its seats and a way to close it; the other tables here; and a form for a new one (``csrf``: the
    server's form token; ``typed``: what a refused form held, shown again so that nothing has to be typed
    twice)."""
    yours = lobby.opened_by(browser)
    tables = [_listed(r, lang) for r in lobby.rooms.values() if r not in yours]
    own = [{**_listed(r, lang), "link": keys_fragment(r), "status": _status(r, lang)} for r in yours]
    offered = [(name, load_edition(ref)) for name, ref in lobby.editions.items()]
    saves = [
        {
            "file": info.path.name,
            "edition": Path(info.edition).stem,
            "players": ", ".join(info.players),
            "turn": info.turn,
        }
        for info in lobby.saves()
    ]

    typed = typed or {}

    def one(key: str, default: str = "") -> str:
        return str((typed.get(key) or [default])[0])[:200]

    chosen, names = list(typed.get("seat", [])), list(typed.get("name", []))
    seats = [
        {
            "kind": chosen[i] if i < len(chosen) else (HUMAN if i == 0 else "basic"),
            "name": names[i] if i < len(names) else "",
        }
        for i in range(8)
    ]
    return render(
        "lobby.html",
        lang,
        languages=languages(lang),
        tables=tables,
        yours=own,
        saves=saves,
        csrf=csrf,
        problem=problem,
        editions=[
            {"value": name, "label": words(ed, lang).names.edition_name(), "chosen": name == one("edition")}
            for name, ed in offered
        ],
        players=one("players", "2"),
        seats=seats,
        kinds=[{"value": k, "label": _seat_label(k, lang)} for k in (HUMAN, *bots)],
        typed={key: one(key) for key in ("variants", "options", "seed")},
        variants="; ".join(f"{ed.name}: {', '.join(ed.variants)}" for _name, ed in offered if ed.variants),
        markets=[_markets(name, ed, lang, one("edition"), one("market")) for name, ed in offered],
    )


def _markets(name: str, ed: Edition, lang: str, edition: str, market: str) -> dict[str, Any]:
    """An edition's markets for the lobby's picker, by name: every pile open, and each it declares."""
    names = words(ed, lang).names
    shown = [(ALL_PILES, catalog(lang).t("web-market-all-piles"))]
    shown += [(mid, names.market(mid, rule.title or mid)) for mid, rule in ed.markets.items()]
    return {
        "label": names.edition_name(),
        "markets": [
            {"value": mid, "label": label, "chosen": name == edition and mid == market} for mid, label in shown
        ],
    }


def _listed(room: Room, lang: str) -> dict[str, Any]:
    """A table as the lobby lists it."""
    session = room.session
    return {
        "id": room.id,
        "edition": words(session.edition, lang).names.edition_name(),
        "players": ", ".join(session.names),
        "turn": session.state.turn,
        "over": room.over,
    }


def _status(room: Room, lang: str) -> str:
    """Where a table of yours stands, in a few words."""
    session = room.session
    t = catalog(lang).t
    if session.outcome() is not None:
        return t("web-status-over")
    if session.human_to_move():
        return t("web-status-deciding", name=session.names[session.state.current_player])
    return t("web-status-playing") if room.screens else t("web-status-alone")


def keys_fragment(room: Room) -> str:
    """The part of a table's address after ``#`` that holds the keys of its human seats and the key that
    closes it (a fragment: browsers never send it to a server, nor in a referrer)."""
    held = ",".join(f"{i}.{t}" for i, t in enumerate(room.tokens) if t is not None)
    return (f"seats={held}&" if held else "") + f"host={room.host_key}"


def table_page(room: Room, humans: Sequence[int], invite: str, bots: Sequence[str] = (), lang: str = SOURCE) -> Markup:
    """A table's page before its websocket joins: the table as a spectator sees it, the note line, the
    invitation links' place (``invite``: the address guests use), the host's way to hand a seat to one
    of ``bots``, and the way back."""
    body = render(
        "table_page.html",
        lang,
        languages=languages(lang),
        table=table(room, frozenset(), lang=lang),
        humans=",".join(map(str, humans)),
        invite=invite,
        seating=[{"seat": i, "name": name} for i, name in enumerate(room.session.names)],
        bots=[{"value": b, "label": _seat_label(b, lang)} for b in bots],
        stand_in=STAND_IN,
    )
    return page(words(room.session.edition, lang).names.edition_name(), body, room.id, lang)


def gone(problem: str, lang: str = SOURCE) -> Markup:
    """The page of a table that is not here."""
    return page("mk", render("gone.html", lang, problem=problem), lang=lang)
