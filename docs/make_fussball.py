"""Write docs/fussball.md from editions/fussball.yaml: python docs/make_fussball.py

tests/test_docs.py checks that the committed page matches what this writes.
"""

from __future__ import annotations

from pathlib import Path

from engine.load.loader import load_edition

HEAD = """# The Fussball edition

`editions/fussball.yaml` implements the Machi Koro Fussball rulebook (RULES.md §3)
on the same interpreter as the base game, with no edition-specific Python.

The rulebook describes its rules fully but does not print every card's numbers.
Where it gives no value, the value is **reconstructed** from the base card each
card mirrors (a published review calls the edition a 1:1 adaptation), and the
card lists those fields under `reconstructed`. If you own the cards and a value
differs, correct it in a small house-rule file:

```yaml
extends: fussball
name: Fussball, as printed
cards:
  kiosk: {cost: 3}
```

## Rules and options

| rule | how the edition says it |
|---|---|
| Youth Academy: 1 or 2 dice, chosen anew each turn | `may roll 2 dice` |
| Stadium: +1 per activated shirt or snack card | `bonus 1 for icon(shirt, snack)` |
| TV Studio: one extra turn on doubles, never chained | `extra turn on doubles`, option `extra_turns_max: 1` |
| Football Museum: re-roll with the same number of dice | `may reroll`, option `reroll_dice: same` |
| Major Projects act from the owner's next turn | option `landmarks_active: next_turn` |
| Training Ground: 1 coin after a build phase that ends at 0 | `after build: if coins == 0 then gain 1` |
| Beginner rule: at most 2 of a kind (starting cards count), purple 1 | variant `beginner`: `max_copies: 2` |
| "Come What May": 10 kinds from one shuffled deck | variant `come_what_may`: market `come_what_may` (`showing: 10`, `trim_limited: true`) |
"""

TAIL = """
Supply: 84 project cards in 15 kinds, 6 of each non-purple kind and 4 of each
purple kind. The starting Ticket Booth and Snack Stand are printed with cost 0;
in the engine a card kind has one cost (the supply's) and starting cards are
given, not bought, so this changes nothing in play.
"""


def render() -> str:
    ed = load_edition("fussball")
    out = [
        HEAD,
        "## Project cards",
        "",
        "| id | name | roll | cost | effect | reconstructed | note |",
        "|---|---|---|---|---|---|---|",
    ]
    for c in ed.cards:
        rolls = "-".join(str(r) for r in c.roll) or "none"
        rec = ", ".join(c.reconstructed) or "nothing"
        note = ed.data["cards"][c.id].get("note", "")
        out.append(f"| {c.id} | {c.name} | {rolls} | {c.cost} | `{c.effect.text}` | {rec} | {note} |")
    out += [
        "",
        "## Major Projects",
        "",
        "| id | name | cost | ability | reconstructed | note |",
        "|---|---|---|---|---|---|",
    ]
    for lm in ed.landmarks:
        rec = ", ".join(lm.reconstructed) or "nothing"
        note = ed.data["landmarks"][lm.id].get("note", "")
        out.append(f"| {lm.id} | {lm.name} | {lm.cost} | `{lm.effect.text}` | {rec} | {note} |")
    return "\n".join(out) + "\n" + TAIL


if __name__ == "__main__":
    (Path(__file__).parent / "fussball.md").write_text(render(), encoding="utf-8")
