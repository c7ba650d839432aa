"""dsl.forms: each construct's Python and native forms, side by side, take the same fields, and both
compilers write them (the native engine's games are the Python engine's: tests/test_native.py)."""

from __future__ import annotations

import ast as pyast
from pathlib import Path

import pytest

from dsl import forms
from engine.load.loader import new_game
from engine.native.generate import source


@pytest.mark.parametrize("name", sorted(forms.FORMS))
def test_the_two_forms_of_a_construct_take_the_same_fields(name: str) -> None:
    python, native = forms.FORMS[name].fields()
    assert python == native, name


@pytest.mark.parametrize("name", sorted(forms.FORMS))
def test_each_form_is_an_expression_or_a_statement_of_python(name: str) -> None:
    form = forms.FORMS[name]
    python, _ = form.fields()
    values = {field: "x" for field in python} | {"op": "+"}
    for template in (form.python, form.native):
        pyast.parse(template.format(**values))


def test_a_form_with_fields_that_differ_is_found() -> None:
    assert forms.Form("rt.coins[{p}]", "S[COINS + {q}]").fields() == ({"p"}, {"q"})


def test_both_compilers_write_the_forms(tmp_path: Path) -> None:
    rule = tmp_path / "doubles.yaml"
    rule.write_text(
        "extends: base\nname: Doubles\ncards:\n  wheat_field: {effect: 'if doubles and coins < 3 then gain 2'}\n",
        encoding="utf-8",
    )
    game = new_game(str(rule), 2)
    python = "\n".join(effect.python for effect in game.edition.effects if effect.python)
    native = source(game)
    for form, fields in ((forms.FLAGS["doubles"], {}), (forms.COINS, {"p": "o"})):
        assert form.python.format(**fields) in python and form.native.format(**fields) in native


def test_both_compilers_write_an_effect_roll_in_its_two_shapes(tmp_path: Path) -> None:
    """``effect_roll(N)``: the Python engine returns its chance node and goes on in a continuation, the
    native engine draws the dice on the line before the statement; both read the total the same way."""
    rule = tmp_path / "dice.yaml"
    rule.write_text(
        "extends: base\nname: Dice\ncards:\n  wheat_field: {effect: 'gain effect_roll(2)'}\n", encoding="utf-8"
    )
    game = new_game(str(rule), 2)
    python = "\n".join(effect.python for effect in game.edition.effects if effect.python)
    native = source(game)
    roll = forms.EFFECT_ROLL
    assert roll.python.format(dice=2, cont="with_effect_roll_1") in python
    assert f"def with_effect_roll_1(rt, {roll.value.python}):" in python
    assert roll.native.format(dice=2) in native
