"""The checks of an edition file, after its ``extends`` are merged: the schema, the effects (compiled
here), and what they mean together (ids, colours, icons, rolls, markets, start); every problem at
once, each at its line and column; then the :class:`Edition` built from it."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any

import jsonschema

from dsl import ast
from dsl.compiler import Symbols, compile_amount, compile_condition, compile_effect
from dsl.errors import DslError, closest, suggest
from dsl.runtime import CompiledEffect
from engine.core.edition import RULES, Card, Colour, Edition, Landmark
from engine.core.errors import EditionError, Problem
from engine.core.limits import LIMITS, too_much
from engine.core.market import MarketRow, MarketRule
from engine.core.options import ALL_PILES, OptionError, check_option
from engine.core.show import brief
from engine.load import pictogram, resources
from engine.load.yamlpos import Located, dsl_position


@lru_cache(maxsize=1)
def _validator() -> jsonschema.Draft7Validator:
    schema = json.loads(resources.schema_path().read_text(encoding="utf-8"))
    validator: jsonschema.Draft7Validator = _WholeNumbers(schema)
    return validator


def valid_id(ident: object) -> bool:
    """Whether ``ident`` is an id as the schema has them."""
    return isinstance(ident, str) and re.match(_definitions()["id"]["pattern"], ident) is not None


def required_fields(section: str) -> tuple[str, ...]:
    """The fields a new entry of ``section`` (``cards``, ``landmarks``) must have, as the schema says."""
    kind = {"cards": "card", "landmarks": "landmark"}[section]
    return tuple(_definitions()[kind].get("required", ()))


def _definitions() -> dict[str, Any]:
    schema = _validator().schema
    assert isinstance(schema, dict)
    found: dict[str, Any] = schema["definitions"]
    return found


_WholeNumbers = jsonschema.validators.extend(  # type: ignore[no-untyped-call]
    jsonschema.Draft7Validator,
    type_checker=jsonschema.Draft7Validator.TYPE_CHECKER.redefine(
        "integer", lambda _checker, value: type(value) is int
    ),
)
"""Draft 7, but 2.0 is not a whole number: where the schema wants one, a float is refused (MK201)."""


def edition_hash(data: dict[str, Any]) -> str:
    """What identifies an edition's rules (a record names it). An icon's ``symbol`` is left out: it is
    how a printed card looks, not how the game plays, so a saved game still resumes after one changes."""
    if isinstance(data.get("icons"), dict):
        icons = data["icons"].items()
        data = {**data, "icons": {k: {f: v for f, v in as_dict(e).items() if f != "symbol"} for k, e in icons}}
    blob = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


class Checker:
    """Every check of a merged edition file, and the edition built from it (or all its problems)."""

    def __init__(self, located: Located):
        self.loc = located
        self.problems: list[Problem] = []
        self.warnings: list[Problem] = []
        """What is kept of a file that loads, for ``mk validate`` (:meth:`warn`)."""
        self.more = 0
        """Problems found beyond the ``problems`` limit: counted, not kept."""
        self.stopped = False
        """Whether the schema check stopped counting them (the count is then a lower bound)."""
        for problem in located.problems:
            self.keep(problem)
        self.requirements: dict[str, Any] = {}
        self.price_fns: dict[str, Any] = {}
        """Landmark id -> its compiled price, when the price is an expression."""
        """Landmark id -> its compiled ``requires`` condition."""
        self.pictures: dict[str, str] = {}
        """Icon id -> its symbol (engine.load.pictogram), for those that have one."""

    def fail_if_any(self) -> None:
        if self.problems:
            if self.more:
                cap = LIMITS["problems"].value
                more = f"{'at least ' if self.stopped else ''}{self.more:,}"
                message = f"{more} more problems not shown: mk reports at most {cap:,} of a file (problems)"
                self.problems.append(Problem("MK106", message, self.loc.file, 1, 1, "fix these and run again"))
            raise EditionError(self.problems)

    def keep(self, problem: Problem) -> None:
        """Keep a problem, up to the ``problems`` limit; count the rest."""
        if len(self.problems) < LIMITS["problems"].value:
            self.problems.append(problem)
        else:
            self.more += 1

    def add(self, code: str, message: str, path: tuple[Any, ...], key: bool = False, hint: str | None = None) -> None:
        self.keep(self.loc.problem(code, message, path, key, hint))

    def warn(self, code: str, message: str, path: tuple[Any, ...]) -> None:
        """A warning: the edition loads, and ``mk validate`` reports it (:attr:`Edition.warnings`)."""
        if len(self.warnings) < LIMITS["problems"].value:
            self.warnings.append(dataclasses.replace(self.loc.problem(code, message, path), level="warning"))

    def run(self) -> Edition:
        data = self.loc.data
        if not isinstance(data, dict):
            self.add("MK103", "an edition file must be a YAML mapping (key: value pairs)", ())
            self.fail_if_any()
        self.limits(data)
        self.schema(data)
        # the meaning checks run on schema-invalid data too (skipping what they cannot
        # read), so that one run reports every problem of the file
        return self.build(data)

    def limits(self, data: dict[str, Any]) -> None:
        """Kinds of cards and landmarks, and copies, within engine.core.limits (checked first: a game
        is set up for every smoke test, and its work grows with them)."""
        before = len(self.problems)
        for part in ("cards", "landmarks", "colours", "icons", "variants", "markets"):
            entries, name = data.get(part), part
            if isinstance(entries, dict) and len(entries) > LIMITS[name].value:
                self.add("MK106", too_much(name, f"{len(entries):,}"), (part,), key=True)
        for part in ("cards", "landmarks"):
            entries = data.get(part)
            for ident, entry in entries.items() if isinstance(entries, dict) else ():
                copies = entry.get("copies") if isinstance(entry, dict) else None
                if isinstance(copies, dict):
                    copies = copies.get("per_player")
                if isinstance(copies, int) and copies > LIMITS["copies"].value:
                    self.add("MK106", too_much("copies", f"{copies:,}"), (part, ident, "copies"))
        if len(self.problems) > before:
            self.fail_if_any()

    # -- schema -------------------------------------------------------------
    def schema(self, data: dict[str, Any]) -> None:
        for code, message, path, key, hint in schema_problems(_validator(), data, _option_problem):
            if self.more >= 10 * LIMITS["problems"].value:  # enough to say: there are many more
                self.stopped = True
                break
            self.add(code, message, path, key, hint)

    # -- build and meaning --------------------------------------------------
    def build(self, data: dict[str, Any]) -> Edition:
        """The edition, once every check below has passed (else :class:`EditionError` with every problem)."""
        colours = self.colours(data)
        icons = {iid: (v if isinstance(v, dict) else {}).get("name", iid) for iid, v in _items(data.get("icons"))}
        self.pictures = self.icon_symbols(data)
        card_data = {cid: c for cid, c in _items(data.get("cards")) if isinstance(c, dict)}
        landmark_data = {lid: lm for lid, lm in _items(data.get("landmarks")) if isinstance(lm, dict)}
        self.check_ids(card_data, landmark_data)
        symbols = self.symbols(card_data, landmark_data, colours, icons)
        effects = self.effects(card_data, landmark_data, symbols)
        self.conditions_and_prices(landmark_data, symbols)
        if isinstance(data.get("rules"), str):
            compiled = self.compile(data["rules"], symbols, RULES, ("rules",), landmark=True)
            if compiled is not None:
                effects[("rules", RULES)] = compiled
        self.no_nesting(effects, list(card_data))
        start = as_dict(data.get("start"))
        start_landmarks = _list(start.get("landmarks"))
        self.check_start(start, start_landmarks, card_data, landmark_data)
        players = as_dict(data.get("players"))
        lo, hi = players.get("min", 2), players.get("max", 4)
        if isinstance(lo, int) and isinstance(hi, int) and lo > hi:
            self.add("MK406", f"players.min ({lo}) is more than players.max ({hi})", ("players", "min"))
        self.check_markets(data, card_data, colours)
        dice = as_dict(data.get("dice"))
        sides = dice.get("sides", 6) if isinstance(dice.get("sides", 6), int) else 6
        rules = {RULES: {"effect": data["rules"]}} if isinstance(data.get("rules"), str) else {}
        self.check_rolls({"cards": card_data, "landmarks": landmark_data, "rules": rules}, effects, sides)
        return self.finish(data, colours, icons, effects, start, start_landmarks, lo, hi, sides)

    def icon_symbols(self, data: dict[str, Any]) -> dict[str, str]:
        """Each icon's symbol that is a path mk can draw (engine.load.pictogram), no two the same; a
        malformed one is reported where it goes wrong."""
        found: dict[str, str] = {}
        seen: dict[Any, str] = {}
        for iid, icon in _items(data.get("icons")):
            text = as_dict(icon).get("symbol")
            if not isinstance(text, str):
                continue
            where = ("icons", iid, "symbol")
            try:
                segments = pictogram.read(text)
            except pictogram.SymbolError as err:
                line = text.count("\n", 0, err.offset) + 1
                column = err.offset - (text.rfind("\n", 0, err.offset) + 1) + 1
                file, line, column = dsl_position(self.loc, where, line, column)
                message = f"{'.'.join(where)}: {err}"
                self.keep(Problem("MK201", message, file, line, column, _SYMBOL_HINT, self.loc.source_line(line, file)))
                continue
            same = seen.setdefault(pictogram.key(segments), iid)
            if same != iid:
                self.add("MK201", f"{'.'.join(where)}: the same symbol as icon {same!r}", where, hint=_SAME_HINT)
                continue
            found[iid] = text
        return found

    def colours(self, data: dict[str, Any]) -> dict[str, Colour]:
        colours: dict[str, Colour] = {}
        for cid, c in _items(data.get("colours")):
            if isinstance(c, dict):
                colours[cid] = Colour(
                    cid,
                    c.get("name", cid),
                    c.get("active", "own"),
                    c.get("order", 1),
                    c.get("max_per_city"),
                    c.get("style"),
                )
        return colours

    def check_ids(self, card_data: dict[str, Any], landmark_data: dict[str, Any]) -> None:
        """No id is both a card and a landmark, nor the name of the edition's rules."""
        for lid in landmark_data:
            if lid in card_data:
                self.add("MK404", f"{lid!r} is both a card and a landmark", ("landmarks", lid), key=True)
        for section, table in (("cards", card_data), ("landmarks", landmark_data)):
            if RULES in table:
                message = f"{RULES!r} is the name of the edition's rules: give this one another id"
                self.add("MK404", message, (section, RULES), key=True)

    def symbols(
        self,
        card_data: dict[str, Any],
        landmark_data: dict[str, Any],
        colours: dict[str, Colour],
        icons: dict[str, str],
    ) -> Symbols:
        """What effects may name, once each card's colour and icon and each landmark's icon is known."""
        card_colour: list[str] = []
        card_icon: list[str] = []
        for cid, card in card_data.items():
            colour = card.get("colour")
            if isinstance(colour, str) and colour not in colours:
                hint = did_you_mean(colour, colours, "colours")
                self.add("MK401", f"unknown colour {colour!r}", ("cards", cid, "colour"), hint=hint)
            icon = card.get("icon")
            if isinstance(icon, str) and icon not in icons:
                hint = did_you_mean(icon, icons, "icons")
                self.add("MK402", f"unknown icon {icon!r}", ("cards", cid, "icon"), hint=hint)
            card_colour.append(str(colour))
            card_icon.append(str(icon or ""))
        for lid, lm in landmark_data.items():
            icon = lm.get("icon")
            if isinstance(icon, str) and icon not in icons:
                hint = did_you_mean(icon, icons, "icons")
                self.add("MK402", f"unknown icon {icon!r}", ("landmarks", lid, "icon"), hint=hint)
        return Symbols(
            cards={cid: i for i, cid in enumerate(card_data)},
            card_icon=card_icon,
            card_colour=card_colour,
            icons=set(icons),
            colours=set(colours),
            landmarks={lid: j for j, lid in enumerate(landmark_data)},
            counting=[j for j, lm in enumerate(landmark_data.values()) if lm.get("counts", True) is not False],
        )

    def effects(
        self, card_data: dict[str, Any], landmark_data: dict[str, Any], symbols: Symbols
    ) -> dict[tuple[str, str], CompiledEffect]:
        """Every card's and landmark's effect, compiled; a landmark that acts once acts only when built."""
        effects: dict[tuple[str, str], CompiledEffect] = {}
        for section, table in (("cards", card_data), ("landmarks", landmark_data)):
            for ident, entry in table.items():
                if isinstance(entry.get("effect"), str):
                    where = (section, ident, "effect")
                    compiled = self.compile(entry["effect"], symbols, ident, where, section == "landmarks")
                    if compiled is not None:
                        effects[(section, ident)] = compiled
        for lid, lm in landmark_data.items():
            once = effects.get(("landmarks", lid))
            if lm.get("scope") == "once" and once is not None and (once.passive or set(once.hooks) - {"when_built"}):
                self.add(
                    "MK411",
                    "a landmark with 'scope: once' acts only when built: its effect is 'when built:' clauses",
                    ("landmarks", lid, "effect"),
                )
        return effects

    def no_nesting(self, effects: dict[tuple[str, str], CompiledEffect], card_ids: list[str]) -> None:
        """Activations do not nest: no effect (a card's, a landmark's, the rules') may activate a kind
        that activates cards itself (a card may choose its own kind)."""
        for (section, ident), compiled in effects.items():
            nesting = [
                card_ids[c]
                for c in sorted(compiled.activates)
                if ("cards", card_ids[c]) in effects and effects["cards", card_ids[c]].activates
            ]
            if nesting:
                self.add(
                    "MK303",
                    f"it may activate {', '.join(nesting[:3])}{' ...' if len(nesting) > 3 else ''}, which activates "
                    "cards itself: activations do not nest",
                    ("rules",) if section == "rules" else (section, ident, "effect"),
                    hint="leave out the kinds that activate others (colour(...) or card(...) without them)",
                )

    def conditions_and_prices(self, landmark_data: dict[str, Any], symbols: Symbols) -> None:
        """Landmarks' ``requires`` conditions and computed prices, compiled."""
        for lid, lm in landmark_data.items():
            if isinstance(lm.get("requires"), str):
                try:
                    self.requirements[lid] = compile_condition(lm["requires"], symbols, lid)
                except DslError as first:
                    self.dsl_problems(first, ("landmarks", lid, "requires"))
            if isinstance(lm.get("cost"), str):
                try:
                    self.price_fns[lid] = compile_amount(lm["cost"], symbols, lid)
                except DslError as first:
                    self.dsl_problems(first, ("landmarks", lid, "cost"))

    def check_start(
        self, start: dict[str, Any], landmarks: list[Any], card_data: dict[str, Any], landmark_data: dict[str, Any]
    ) -> None:
        """A start names known cards and landmarks."""
        for cid, _ in _items(start.get("establishments")):
            if cid not in card_data:
                hint = did_you_mean(cid, list(card_data), "cards")
                self.add("MK403", f"unknown card {cid!r}", ("start", "establishments", cid), key=True, hint=hint)
        for i, lid in enumerate(landmarks):
            if lid not in landmark_data:
                hint = did_you_mean(lid, list(landmark_data), "landmarks")
                self.add("MK403", f"unknown landmark {lid!r}", ("start", "landmarks", i), hint=hint)

    def check_markets(self, data: dict[str, Any], card_data: dict[str, Any], colours: dict[str, Colour]) -> None:
        """The options and variants choose known markets; each market's rows are sound."""
        markets = [ALL_PILES, *(k for k, _ in _items(data.get("markets")))]
        chosen: list[tuple[tuple[Any, ...], list[tuple[Any, Any]]]] = [
            (("options", "market"), _items(data.get("options")))
        ]
        chosen += [(("variants", v, "market"), _items(o)) for v, o in _items(data.get("variants"))]
        for path, pairs in chosen:
            value = dict(pairs).get("market")
            if isinstance(value, str) and value not in markets:
                self.add("MK408", f"unknown market {value!r}", path, hint=did_you_mean(value, markets, "markets"))
        for mid, market in _items(data.get("markets")):
            self.check_rows(mid, as_dict(market), card_data, colours)

    def check_rolls(
        self,
        sections: dict[str, dict[str, Any]],
        effects: dict[tuple[str, str], CompiledEffect],
        sides: int,
    ) -> None:
        """Every card's roll numbers can be rolled, with the dice effects grant and the amounts they add
        (bounded: income tables are made for every total). An effect with errors is read for the dice it
        grants and the amounts it adds by its words alone, so a roll no die can make is reported at once."""
        card_data = sections["cards"]
        unread = [
            ((section, ident), entry["effect"])
            for section, table in sections.items()
            for ident, entry in table.items()
            if isinstance(entry.get("effect"), str) and (section, ident) not in effects
        ]
        grants = [int(n) for _, text in unread for n in re.findall(r"\broll\s+([0-9]{1,4})\s+dice\b", text)]
        max_dice = min(LIMITS["dice"].value, max([1, *grants] + [e.max_dice for e in effects.values()]))
        reachable = {s for n in range(1, max_dice + 1) for s in range(n, n * sides + 1)}
        highest = max_dice * sides
        cap = LIMITS["roll_total"].value
        added = [(key, amount) for key, e in effects.items() for amount, _cond in e.add_to_total]
        added += [
            (key, int(n)) for key, text in unread for n in re.findall(r"\badd\s+([0-9]{1,4})\s+to\s+total\b", text)
        ]
        for (section, ident), amount in added:  # an amount the roller may add to the total reaches further
            highest += amount
            if highest > cap:
                place: tuple[str, ...] = ("rules",) if section == "rules" else (section, ident, "effect")
                self.add("MK106", too_much("roll_total", f"up to {highest:,}"), place)
                return
            reachable |= {s + amount for s in reachable}
        dice_text = "1 die" if max_dice == 1 else f"1 to {max_dice} dice"
        self.check_numbers(card_data, reachable, f"{dice_text} with {sides} sides", dice_text)

    def check_numbers(self, card_data: dict[str, Any], reachable: set[int], rolled: str, dice_text: str) -> None:
        """Each roll number is in ``reachable``; those of inherited cards that a ``remove:`` of this file made
        unreachable are reported once, at the ``remove:``."""
        removal = self.loc.nodes.get(("remove",))
        removes = removal is not None and removal.start_mark.name == self.loc.file
        inherited: list[str] = []
        for cid, card in card_data.items():
            for i, number in enumerate(_list(card.get("roll"))):
                if isinstance(number, int) and number not in reachable:
                    if removes and self.loc.locate(("cards", cid, "roll", i))[0] != self.loc.file:
                        inherited.append(f"{cid} {number}")  # the parent's card: this file's removal broke it
                        continue
                    self.add(
                        "MK405",
                        f"no roll of {rolled} makes {number}",
                        ("cards", cid, "roll", i),
                        hint=f"possible rolls: {min(reachable)} to {max(reachable)}",
                    )
        if inherited:
            shown = ", ".join(inherited[:4]) + (f" and {len(inherited) - 4} more" if len(inherited) > 4 else "")
            self.add(
                "MK405",
                f"after 'remove', no roll of {dice_text} makes what inherited cards need: {shown}",
                ("remove",),
                key=True,
                hint="remove those cards too, or keep what let players roll more dice",
            )

    def finish(
        self,
        data: dict[str, Any],
        colours: dict[str, Colour],
        icons: dict[str, str],
        effects: dict[tuple[str, str], CompiledEffect],
        start: dict[str, Any],
        start_landmarks: list[str],
        lo: int,
        hi: int,
        sides: int,
    ) -> Edition:
        self.fail_if_any()
        cards = tuple(
            Card(
                id=cid,
                index=i,
                name=c["name"],
                colour=colours[c["colour"]],
                roll=tuple(c["roll"]),
                cost=c["cost"],
                copies=c["copies"] if isinstance(c["copies"], int) else 0,
                per_player=c["copies"]["per_player"] if isinstance(c["copies"], dict) else None,
                icon=c.get("icon"),
                effect=effects[("cards", cid)],
                text=c.get("text"),
                reconstructed=tuple(c.get("reconstructed", ())),
            )
            for i, (cid, c) in enumerate(data["cards"].items())
        )
        landmarks = tuple(
            Landmark(
                id=lid,
                index=j,
                name=lm["name"],
                cost=_first_price(lm["cost"]),
                prices=tuple(lm["cost"]) if isinstance(lm["cost"], list) else (_first_price(lm["cost"]),),
                price=self.price_fns.get(lid),
                price_text=lm["cost"] if isinstance(lm["cost"], str) else "",
                effect=effects.get(("landmarks", lid)) or CompiledEffect("", ast.Program(())),
                counts=lm.get("counts", True),
                wins=lm.get("wins", False),
                scope=lm.get("scope", "owner"),
                copies=lm.get("copies"),
                requires=self.requirements.get(lid),
                requires_text=str(lm.get("requires", "")),
                icon=lm.get("icon"),
                text=lm.get("text"),
                reconstructed=tuple(lm.get("reconstructed", ())),
            )
            for j, (lid, lm) in enumerate(data["landmarks"].items())
        )
        return Edition(
            id=data["edition"],
            name=data["name"],
            description=data.get("description", ""),
            min_players=lo,
            max_players=hi,
            dice_sides=sides,
            options=dict(data.get("options", {})),
            colours=colours,
            icons=icons,
            icon_symbols=self.pictures,
            cards=cards,
            landmarks=landmarks,
            start_establishments=dict(start["establishments"]),
            start_landmarks=tuple(start_landmarks),
            data=data,
            variants={k: dict(v) for k, v in data.get("variants", {}).items()},
            markets={k: MarketRule.declared(v) for k, v in data.get("markets", {}).items()},
            warnings=tuple(self.warnings),
            hash=edition_hash(data),
            file=self.loc.file,
            win_landmarks=_win_landmarks(data),
            rules=effects.get(("rules", RULES)),
        )

    def check_rows(self, mid: str, market: dict[str, Any], card_data: dict[str, Any], colours: Any) -> None:
        """A market of rows: one landmark row at most, without filters; known colours; every supplied
        establishment in some row (MK410)."""
        rows = _items(market.get("rows"))
        if not rows:
            return
        where = ("markets", mid, "rows")
        landmark_rows = [name for name, row in rows if as_dict(row).get("landmarks")]
        for name in landmark_rows[1:]:
            self.add("MK410", f"market {mid!r} has more than one landmark row", (*where, name))
        filters: list[tuple[tuple[int, int] | None, tuple[str, ...]]] = []
        for name, row in rows:
            row = as_dict(row)
            if row.get("landmarks"):
                for key in ("rolls", "colours"):
                    if key in row:
                        self.add(
                            "MK410",
                            f"the landmark row takes every landmark: it has no {key!r}",
                            (*where, name, key),
                            key=True,
                        )
                continue
            for i, cid in enumerate(_list(row.get("colours"))):
                if cid not in colours:
                    self.add(
                        "MK410",
                        f"unknown colour {cid!r}",
                        (*where, name, "colours", i),
                        hint=did_you_mean(cid, list(colours), "colours"),
                    )
            rolls = _list(row.get("rolls"))
            lo_hi = (rolls[0], rolls[-1]) if len(rolls) == 2 and all(isinstance(x, int) for x in rolls) else None
            if lo_hi is not None and lo_hi[0] > lo_hi[1]:
                self.add("MK410", f"rolls {rolls[0]}-{rolls[1]} is an empty range", (*where, name, "rolls"))
            filters.append((lo_hi, tuple(_list(row.get("colours")))))
        establishments = [(name, as_dict(row)) for name, row in rows if not as_dict(row).get("landmarks")]
        named = zip(establishments, filters, strict=True)
        rule = MarketRule(tuple(MarketRow(str(name), 1, *found) for (name, _), found in named))
        kinds = [0] * len(establishments)
        for cid, card in card_data.items():
            card = as_dict(card)
            roll = [x for x in _list(card.get("roll")) if isinstance(x, int)]
            copies = card.get("copies", 0)
            if copies == 0:
                continue
            r = rule.row_for(min(roll, default=0), str(card.get("colour")))
            if r < 0:
                self.add("MK410", f"card {cid!r} is in no row of market {mid!r}", (*where,))
            else:
                kinds[r] += 1
        for (name, row), found in zip(establishments, kinds, strict=True):
            showing = row.get("showing")
            if not isinstance(showing, int):
                continue
            if found == 0:
                message = f"no card goes into row {name!r} of market {mid!r}: it never shows one"
                self.warn("MK415", message, (*where, name))
            elif showing > found:
                goes = "goes" if found == 1 else "go"
                message = f"row {name!r} of market {mid!r} shows {showing} kinds, but only {found} {goes} into it"
                self.warn("MK415", f"{message}: all of them show from the start", (*where, name, "showing"))

    def compile(
        self, text: Any, symbols: Symbols, ident: str, path: tuple[Any, ...], landmark: bool = False
    ) -> CompiledEffect | None:
        try:
            return compile_effect(str(text), symbols, ident, landmark)
        except DslError as first:
            self.dsl_problems(first, path)
            return None

    def dsl_problems(self, first: DslError, path: tuple[Any, ...]) -> None:
        """Report an effect-language error (and the others it carries) at its place in the file."""
        for err in [first, *getattr(first, "others", [])]:
            file, line, col = dsl_position(self.loc, path, err.line, err.column)
            self.keep(Problem(err.code, err.message, file, line, col, err.hint, self.loc.source_line(line, file)))


_SYMBOL_HINT = "a symbol is an SVG path in a 24 x 24 box: docs/editions.md"
_SAME_HINT = "printed cards could not tell the two icons apart: draw this one differently"


def _first_price(cost: Any) -> int:
    """A landmark's plain cost: its only or first price (0 for a price expression, which is priced per builder)."""
    return cost if isinstance(cost, int) else cost[0] if isinstance(cost, list) else 0


def _win_landmarks(data: dict[str, Any]) -> int | None:
    need = as_dict(data.get("win")).get("landmarks", "all")
    return need if isinstance(need, int) else None


def as_dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _items(value: Any) -> list[tuple[Any, Any]]:
    return list(value.items()) if isinstance(value, dict) else []


def did_you_mean(name: Any, known: Any, what: str) -> str | None:
    return suggest(name, known, what)


SchemaProblem = tuple[str, str, tuple[Any, ...], bool, str | None]
"""A schema problem: its code, message, path, whether it is at the key, and its hint."""


def _option_problem(err: jsonschema.ValidationError) -> str | None:
    """A rule option's own message, for an option value the schema refuses."""
    path = tuple(err.absolute_path)
    if err.validator == "oneOf" and path and path[0] == "options":
        try:
            check_option(str(path[-1]), err.instance)
        except OptionError as exc:
            return str(exc)
    return None


def schema_problems(
    validator: jsonschema.Draft7Validator,
    data: Any,
    special: Callable[[jsonschema.ValidationError], str | None] = lambda _err: None,
) -> Iterator[SchemaProblem]:
    """What a JSON Schema says of ``data``, as mk says it for every file it validates (an edition, a
    strategy): an unknown field with did-you-mean, a missing field once per entry with all it lacks, a
    value not among the allowed with the closest; ``special`` may word a refusal itself."""
    missing: dict[tuple[Any, ...], list[str]] = {}
    for err in validator.iter_errors(data):
        path = tuple(err.absolute_path)
        validator_name = err.validator
        if validator_name == "additionalProperties":
            allowed = list(err.schema.get("properties", {}))
            for extra in (k for k in err.instance if k not in err.schema.get("properties", {})):
                close = closest(extra, allowed)
                hint = f"did you mean {close!r}?" if close else f"allowed: {', '.join(allowed)}"
                yield "MK201", f"unknown field {brief(extra)}", (*path, extra), True, hint
            continue
        if validator_name == "propertyNames":
            bad, what = err.instance, "is not a valid id (lower case letters, digits and _)"
            yield "MK201", f"{brief(bad)} {what}", (*path, bad), True, None
            continue
        if validator_name == "required":  # said once per entry, with every field it lacks
            missing.setdefault(path, []).append(str(err.message).split("'")[1] if "'" in err.message else err.message)
            continue
        if validator_name == "enum":
            options = [str(o) for o in err.validator_value]
            close = closest(err.instance, options)
            suggestion = f"did you mean {close!r}?" if close else None
            yield "MK201", f"{brief(err.instance)} is not one of {', '.join(options)}", path, False, suggestion
            continue
        said = special(err)
        yield "MK201", said if said is not None else _schema_message(err), path, False, None
    for path, names in missing.items():
        fields = f"field {names[0]!r}" if len(names) == 1 else f"fields {', '.join(map(repr, names))}"
        yield "MK201", f"missing required {fields}{_describe_path(path)}", path, True, None


def _describe_path(path: tuple[Any, ...]) -> str:
    return f" in {'.'.join(str(p) for p in path)}" if path else ""


def _schema_message(err: jsonschema.ValidationError) -> str:
    if err.validator in ("oneOf", "anyOf") and err.context:
        # one of several shapes: say what is wrong with the closest one (same type first)
        same = [e for e in err.context if e.validator != "type"] or list(err.context)
        return _schema_message(jsonschema.exceptions.best_match(same))
    where = ".".join(str(p) for p in err.absolute_path)
    prefix = f"{where}: " if where else ""
    if err.validator == "type":
        return f"{prefix}expected {err.validator_value}, got {brief(err.instance)}"
    if err.validator in ("minimum", "maximum"):
        word = "at least" if err.validator == "minimum" else "at most"
        return f"{prefix}must be {word} {err.validator_value}, got {brief(err.instance)}"
    if err.validator == "pattern" and "link" in str(err.validator_value):
        return f"{prefix}{brief(err.instance)} is not a terminal style (colours and attributes such as 'bold red')"
    if err.validator == "pattern" and "u0000" in str(err.validator_value):
        return f"{prefix}{brief(err.instance, 40)} holds a control or invisible character (not allowed in names)"
    if err.validator == "pattern":
        return f"{prefix}{brief(err.instance)} is not a valid id (lower case letters, digits and _)"
    return prefix + err.message
