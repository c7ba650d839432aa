"""Parse effect-language text into :mod:`dsl.ast` nodes.

The grammar lives in ``effect.lark`` beside this file, and the plain statements' words in
:mod:`dsl.statements`; the LALR parser is built once per process. Syntax errors become
:class:`DslError` with the 1-based line and column inside the DSL text and a list of what was
expected.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources
from typing import Any

from lark import Lark, Token, Transformer, Tree, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from dsl import ast, statements
from dsl.errors import DslError, closest
from dsl.limits import EFFECT_CHARS, EFFECT_DEPTH, NUMBER_DIGITS

_TOKEN_NAMES = {
    "_SEP": "';' or a new line",
    "NAME": "a name",
    "INT": "a number",
    "COMP": "a comparison (==, !=, <, <=, >, >=)",
    "ADDOP": "'+' or '-'",
    "MULOP": "'*'",
    "ROUNDING": "'up' or 'down'",
    "SLASH": "'/'",
    "SELKIND": "icon(...), card(...) or colour(...)",
    "LPAR": "'('",
    "RPAR": "')'",
    "COMMA": "','",
    "COLON": "':'",
    "$END": "the end of the effect",
}


SYNONYMS = {
    "get": "gain",
    "earn": "gain",
    "receive": "gain",
    "collect": "gain",
    "steal": "take",
    "rob": "take",
    "spend": "pay",
    "lose": "pay",
    "destroy": "demolish",
    "trade": "swap",
    "exchange": "swap",
    "has": "built",
    "owns": "built",
    "else_if": "else",
    "elif": "else",
    "when": "if",
    "pair": "doubles",
}
"""Words of other languages (and of card texts) an author may write for a word of mk's: an unexpected
one is answered with the word mk has, when that word may stand there (docs/dsl.md lists them)."""


@lru_cache(maxsize=1)
def _lark() -> Lark:
    grammar = resources.files("dsl").joinpath("effect.lark").read_text(encoding="utf-8") + statements.grammar()
    return Lark(
        grammar, start=["program", "cond", "expr"], parser="lalr", propagate_positions=True, maybe_placeholders=True
    )


def keywords() -> list[str]:
    """The words of the effect language (``gain``, ``take``, ``if`` ...), as the grammar has them."""
    words = {t.pattern.value for t in _lark().terminals if t.pattern.type == "str"}
    return sorted(w for w in words if re.fullmatch(r"[a-z_']+", w))


def accepted_after(text: str, start: str = "program") -> tuple[list[str], bool] | None:
    """What the grammar accepts right after ``text``, the start of an effect (of a condition with
    ``start="cond"``, of an amount with ``"expr"``) as an editor has it before its cursor: the words
    that may come next, and whether a name (an id) may; None when ``text`` already breaks the grammar.
    It is what an editor's completion offers first.

    >>> accepted_after("take 1 from ")
    (['chosen', 'each', 'roller'], False)
    """
    if len(text) > EFFECT_CHARS:
        return None
    try:
        interactive = _lark().parse_interactive(text, start=start)
        interactive.exhaust_lexer()
        accepted: set[str] = interactive.accepts()  # type: ignore[no-untyped-call]
    except UnexpectedInput:
        return None
    words = _terminal_words()
    return sorted({word for name in accepted for word in words.get(name, ())}), "NAME" in accepted


@lru_cache(maxsize=1)
def _terminal_words() -> dict[str, tuple[str, ...]]:
    """The words each terminal of the grammar stands for: a keyword its own, a choice of words
    (``SELKIND``, ``ROUNDING``) each of them; a name, a number or a sign none."""
    out = {}
    for term in _lark().terminals:
        value = term.pattern.value
        choice = re.fullmatch(r"\(\?:([a-z_'|]+)\)", value) if term.pattern.type == "re" else None
        words = [value] if term.pattern.type == "str" else choice.group(1).split("|") if choice else []
        out[term.name] = tuple(w for w in words if re.fullmatch(r"[a-z_']+", w))
    return out


def _pos(meta: Any) -> ast.Pos:
    return ast.Pos(getattr(meta, "line", 1), getattr(meta, "column", 1))


def _tpos(tok: Token) -> ast.Pos:
    return ast.Pos(tok.line or 1, tok.column or 1)


def _describe_expected(names: set[str]) -> list[str]:
    out = set()
    literals = {term.name: term.pattern.value for term in _lark().terminals if term.pattern.type == "str"}
    for name in names:
        if name in _TOKEN_NAMES:
            out.add(_TOKEN_NAMES[name])
        else:
            # keyword tokens: their text (Lark names most of them after it, others __ANON_n)
            out.add(repr(literals.get(name, name.lower())))
    # what is described in words ("a number") first: it is the likeliest answer; then the keywords
    return sorted(out, key=lambda text: (text[0] in "'\"", text))


@v_args(meta=True)
class _ToAst(Transformer[Token, Any]):
    def __default__(self, data: Any, children: list[Any], meta: Any) -> Any:
        if data in statements.PLAIN:  # a plain statement: its amounts (nodes) and numbers (tokens)
            args = tuple(int(item) if isinstance(item, Token) else item for item in children)
            return ast.Plain(str(data), args, _pos(meta))
        if data in statements.PAYING:  # one that moves coins: its amount, and who pays when it says
            paying = statements.PAYING[str(data)]
            payer, where = (paying.payer, None) if paying.payer is not None else children[1]
            return ast.Payment(str(data), children[0], payer, _pos(meta), where)
        if str(data).startswith("payer_"):  # who pays, and a condition on them ("where": None, left out)
            return (str(data).removeprefix("payer_"), children[0] if children else None)
        if data in statements.ASKING:  # one that asks: its selectors (None: left out), recipient, numbers
            parts = tuple(int(item) if isinstance(item, Token) else item for item in children)
            return ast.Asking(str(data), parts, _pos(meta))
        return super().__default__(data, children, meta)  # type: ignore[no-untyped-call]

    def program(self, meta: Any, items: list[ast.Clause]) -> ast.Program:
        return ast.Program(tuple(items))

    def on_activate(self, meta: Any, items: list[Any]) -> ast.Clause:
        return ast.Clause("activate", items[0], _pos(meta))

    def triggered(self, meta: Any, items: list[Any]) -> ast.Clause:
        return ast.Clause(items[0], items[1], _pos(meta))

    def after_build(self, meta: Any, items: list[Any]) -> str:
        return "after_build"

    def before_build(self, meta: Any, items: list[Any]) -> str:
        return "before_build"

    def after_income(self, meta: Any, items: list[Any]) -> str:
        return "after_income"

    def end_of_turn(self, meta: Any, items: list[Any]) -> str:
        return "end_of_turn"

    def when_built(self, meta: Any, items: list[Any]) -> str:
        return "when_built"

    def then(self, meta: Any, items: list[Any]) -> ast.Stmt:
        out: ast.Stmt = items[-1]
        for first in reversed(items[:-1]):
            out = ast.Then(first, out, first.pos)
        return out

    def to_chosen(self, meta: Any, items: list[Any]) -> str:
        return "chosen"

    def to_previous(self, meta: Any, items: list[Any]) -> str:
        return "previous"

    def players(self, meta: Any, items: list[Any]) -> ast.Players:
        return ast.Players(items[0], _pos(meta))

    def invested(self, meta: Any, items: list[Any]) -> ast.Invested:
        return ast.Invested(_pos(meta))

    def it(self, meta: Any, items: list[Any]) -> ast.Selector:
        return ast.Selector("it", (), _pos(meta))

    def discount_all(self, meta: Any, items: list[Token]) -> ast.Discount:
        return ast.Discount(int(items[0]), (), _pos(meta))

    def discount(self, meta: Any, items: list[Token]) -> ast.Discount:
        amount, *names = items
        return ast.Discount(int(amount), tuple(str(n) for n in names), _pos(meta), tuple(_tpos(n) for n in names))

    def add_to_total(self, meta: Any, items: list[Any]) -> ast.AddToTotal:
        return ast.AddToTotal(int(items[0]), items[1] if len(items) > 1 else None, _pos(meta))

    def if_stmt(self, meta: Any, items: list[Any]) -> ast.If:
        otherwise = items[2] if len(items) > 2 else None
        return ast.If(items[0], items[1], otherwise, _pos(meta))

    def dice(self, meta: Any, items: list[Token]) -> ast.Dice:
        return ast.Dice(int(items[0]), _pos(meta))

    def reroll(self, meta: Any, items: list[Any]) -> ast.Reroll:
        return ast.Reroll(_pos(meta))

    def extra_turn(self, meta: Any, items: list[Any]) -> ast.ExtraTurn:
        return ast.ExtraTurn(_pos(meta))

    def bonus(self, meta: Any, items: list[Any]) -> ast.Bonus:
        return ast.Bonus(items[0], items[1], _pos(meta))

    def or_(self, meta: Any, items: list[Any]) -> ast.Cond:
        return items[0] if len(items) == 1 else ast.BoolOp("or", tuple(items), _pos(meta))

    def and_(self, meta: Any, items: list[Any]) -> ast.Cond:
        return items[0] if len(items) == 1 else ast.BoolOp("and", tuple(items), _pos(meta))

    def not_(self, meta: Any, items: list[Any]) -> ast.Not:
        return ast.Not(items[0], _pos(meta))

    def compare(self, meta: Any, items: list[Any]) -> ast.Compare:
        return ast.Compare(str(items[1]), items[0], items[2], _pos(meta))

    def built(self, meta: Any, items: list[Any]) -> ast.Built:
        *whose, name = items
        return ast.Built(str(name), _tpos(name), *whose)

    def built_nothing(self, meta: Any, items: list[Any]) -> ast.Flag:
        return ast.Flag("built_nothing", _pos(meta))

    def doubles(self, meta: Any, items: list[Any]) -> ast.Flag:
        return ast.Flag("doubles", _pos(meta))

    def binop(self, meta: Any, items: list[Any]) -> ast.BinOp:
        return ast.BinOp(str(items[1]), items[0], items[2], _pos(meta))

    def number(self, meta: Any, items: list[Token]) -> ast.Number:
        return ast.Number(int(items[0]), _tpos(items[0]))

    def count(self, meta: Any, items: list[Any]) -> ast.Count:
        *whose, selector = items
        return ast.Count(selector, _pos(meta), *whose)

    def coins(self, meta: Any, items: list[Any]) -> ast.Coins:
        return ast.Coins(_pos(meta), *items)

    def landmarks(self, meta: Any, items: list[Any]) -> ast.Landmarks:
        return ast.Landmarks(_pos(meta), *items)

    def total(self, meta: Any, items: list[Any]) -> ast.TurnFact:
        return ast.TurnFact("total", _pos(meta))

    def ndice(self, meta: Any, items: list[Any]) -> ast.TurnFact:
        return ast.TurnFact("dice", _pos(meta))

    def received(self, meta: Any, items: list[Any]) -> ast.TurnFact:
        return ast.TurnFact("received", _pos(meta))

    def effect_roll(self, meta: Any, items: list[Token]) -> ast.EffectRoll:
        return ast.EffectRoll(int(items[0]), _pos(meta))

    def div(self, meta: Any, items: list[Any]) -> ast.Div:
        return ast.Div(items[0], items[1], str(items[2]) == "up", _pos(meta))

    def of_roller(self, meta: Any, items: list[Any]) -> str:
        return "roller"

    def of_them(self, meta: Any, items: list[Any]) -> str:
        return "their"

    def of_all(self, meta: Any, items: list[Any]) -> str:
        return "all"

    def selector(self, meta: Any, items: list[Token]) -> ast.Selector:
        kind, *names = items
        return ast.Selector(str(kind), tuple(str(n) for n in names), _pos(meta), tuple(_tpos(n) for n in names))


def _parse(text: str, start: str, what: str) -> Any:
    """Parse ``text`` from the grammar rule ``start`` into the AST; MK301 on a syntax error. Each text is
    parsed once (the tree is immutable): 480 cards that share one effect cost one parse, not 480."""
    done = _parsed(_lark(), text, start, what)
    if isinstance(done, DslError):
        raise DslError(done.code, done.message, done.line, done.column, done.hint)
    return done


@lru_cache(maxsize=4096)
def _parsed(grammar: Lark, text: str, start: str, what: str) -> Any:
    """The tree of ``text`` in ``grammar`` (the language as declared now), or the :class:`DslError`
    that refuses it (kept, to be raised again)."""
    try:
        return _parse_now(text, start, what)
    except DslError as exc:
        return exc


def _parse_now(text: str, start: str, what: str) -> Any:
    if not text.strip():
        raise DslError("MK301", f"the {what} is empty", 1, 1)
    if len(text) > EFFECT_CHARS:
        message = f"{len(text):,} characters: mk reads at most {EFFECT_CHARS:,} in one {what} (effect_chars)"
        raise DslError("MK106", message, 1, 1)
    long_number = re.search(f"[0-9]{{{NUMBER_DIGITS + 1},}}", text)
    if long_number is not None:  # as YAML integers: no number with more digits than any game needs
        before = text[: long_number.start()]
        line, column = before.count("\n") + 1, long_number.start() - (before.rfind("\n") + 1) + 1
        size = len(long_number.group())
        message = f"a number of {size:,} digits: mk reads at most {NUMBER_DIGITS} (integer_digits)"
        raise DslError("MK106", message, line, column)
    try:
        tree: Tree[Token] = _lark().parse(text, start=start)
    except UnexpectedInput as exc:
        raise _syntax_error(text, exc) from None
    _check_depth(tree, what)
    return _ToAst().transform(tree)


def _check_depth(tree: Tree[Token], what: str) -> None:
    """MK106 at the first part of ``tree`` nested deeper than EFFECT_DEPTH (checked without recursion)."""
    stack: list[tuple[Tree[Token], int]] = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > EFFECT_DEPTH:
            line, column = _first_position(node)
            message = f"more than {EFFECT_DEPTH} levels of nesting: mk reads at most that in one {what} (effect_depth)"
            raise DslError("MK106", message, line, column, hint="split it, or write it with fewer nested parts")
        stack.extend((child, depth + 1) for child in node.children if isinstance(child, Tree))


def _first_position(node: Tree[Token]) -> tuple[int, int]:
    for token in node.scan_values(lambda v: isinstance(v, Token)):
        return token.line or 1, token.column or 1
    return 1, 1


def parse_condition(text: str) -> ast.Cond:
    """Parse a condition on its own (a landmark's ``requires``); :class:`DslError` MK301 on a syntax error."""
    result: ast.Cond = _parse(text, "cond", "condition")
    return result


def parse_amount(text: str) -> ast.Expr:
    """Parse an amount on its own (a landmark's price); :class:`DslError` MK301 on a syntax error."""
    result: ast.Expr = _parse(text, "expr", "amount")
    return result


def parse(text: str) -> ast.Program:
    """Parse DSL text; raise :class:`DslError` (code MK301) on a syntax error.

    >>> parse("gain 1").clauses[0].stmt  # doctest: +NORMALIZE_WHITESPACE
    Payment(name='gain', amount=Number(value=1, pos=Pos(line=1, column=6)), payer='bank',
            pos=Pos(line=1, column=1), where=None)
    """
    result = _parse(text, "program", "effect")
    assert isinstance(result, ast.Program)
    return result


def _syntax_error(text: str, exc: UnexpectedInput) -> DslError:
    line = getattr(exc, "line", None) or 1
    column = getattr(exc, "column", None) or 1
    if isinstance(exc, UnexpectedToken):
        tok = exc.token
        # `accepts` follows the reductions LALR would make, so it is exact; `expected`
        # is the merged lookahead of the state (it lists tokens that cannot follow here)
        expected = _describe_expected(set(getattr(exc, "accepts", None) or exc.expected))
        if tok.type == "$END":
            lines = text.rstrip().split("\n")
            line, column = len(lines), len(lines[-1]) + 1
            msg = f"the effect ends too early; expected {_join(expected)}"
        else:
            word = _word_at(text, tok.start_pos) or str(tok)
            msg = f"unexpected {word!r}; expected {_join(expected)}"
            words = [e.strip("'") for e in expected if e.startswith("'") and e[1:-1].isalpha()]
            synonym = SYNONYMS.get(word.lower())
            close = synonym if synonym in words else closest(word, words)
            if close:
                return DslError("MK301", msg, line, column, hint=f"did you mean {close!r}?")
    elif isinstance(exc, UnexpectedCharacters):
        at = exc.pos_in_stream or 0
        ch = text[at] if at < len(text) else ""
        expected = _describe_expected(set(exc.allowed or ()))
        msg = f"unexpected character {ch!r}" + (f"; expected {_join(expected)}" if expected else "")
    elif isinstance(exc, UnexpectedEOF):
        lines = text.rstrip().split("\n")
        line, column = len(lines), len(lines[-1]) + 1
        msg = f"the effect ends too early; expected {_join(_describe_expected(set(exc.expected)))}"
    else:  # pragma: no cover - Lark has no other subclasses today
        msg = str(exc)
    opened = _unclosed(text, line, column) if "')'" in msg else None
    if opened is not None:  # said where the ')' is missing, of the bracket that wants it
        return DslError("MK301", f"{opened} is not closed: ')' is missing here ({msg})", line, column)
    return DslError("MK301", msg, line, column)


def _unclosed(text: str, line: int, column: int) -> str | None:
    """The last bracket still open before ``line``:``column`` of ``text``, as the author wrote it
    (``'count('``, ``the '(' after 'gain'``), else ``None``."""
    lines = text.split("\n")
    end = sum(len(t) + 1 for t in lines[: line - 1]) + column - 1
    depth: list[int] = []
    for i, ch in enumerate(text[:end]):
        if ch == "(":
            depth.append(i)
        elif ch == ")" and depth:
            depth.pop()
    if not depth:
        return None
    before = text[: depth[-1]]
    word = re.search(r"([A-Za-z_][A-Za-z0-9_']*)([ \t]*)$", before)
    if word is None:
        return "the '('"
    return f"the '(' after {word.group(1)!r}" if word.group(2) else repr(word.group(1) + "(")


def _word_at(text: str, pos: int | None) -> str | None:
    """The whole word starting at ``pos`` (a keyword may have matched only its start)."""
    if pos is None:
        return None
    m = re.match(r"[A-Za-z_][A-Za-z0-9_]*", text[pos:])
    return m.group(0) if m else None


def _join(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items) or "something else"
    if len(items) > 16:
        items = [*items[:16], "..."]
    return ", ".join(items[:-1]) + " or " + items[-1]
