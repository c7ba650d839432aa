"""Python source as nested blocks: the compiler says what goes in which block, and the indentation is
made once, when the source is written out. A block knows whether it ends by returning and whether
it may return at all (a function defined in it returns for itself), so nothing reads its own text.

>>> body = Block()
>>> fn = body.define("f(x)")
>>> fn.nest("if x").ret("1")
>>> fn.may_return, fn.returns
(True, False)
>>> fn.finish()
>>> print("\\n".join(body.render()))
def f(x):
    if x:
        return 1
    return None
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Line:
    text: str
    returns: bool = False


@dataclass
class Nested:
    header: str
    body: Block
    function: bool
    """A function defined here: its returns are its own."""


@dataclass
class Block:
    """Statements, in order: lines and nested blocks."""

    items: list[Line | Nested] = field(default_factory=list)

    def line(self, text: str) -> None:
        self.items.append(Line(text))

    def ret(self, value: str = "None") -> None:
        """``return value``."""
        self.items.append(Line(f"return {value}", returns=True))

    def nest(self, header: str) -> Block:
        """A block under ``header`` (``if x``, ``else``, ``for ...``), without its colon."""
        inner = Block()
        self.items.append(Nested(header, inner, function=False))
        return inner

    def define(self, signature: str) -> Block:
        """The body of a function ``def signature:``."""
        inner = Block()
        self.items.append(Nested(f"def {signature}", inner, function=True))
        return inner

    def extend(self, other: Block) -> None:
        self.items.extend(other.items)

    @property
    def returns(self) -> bool:
        """Whether its last statement is a return."""
        return bool(self.items) and isinstance(self.items[-1], Line) and self.items[-1].returns

    @property
    def may_return(self) -> bool:
        """Whether some statement in it returns (not counting the functions it defines)."""
        return any(
            item.returns if isinstance(item, Line) else not item.function and item.body.may_return
            for item in self.items
        )

    def finish(self) -> None:
        """End with a return (``return None`` unless it ends with one)."""
        if not self.returns:
            self.ret()

    def render(self, depth: int = 0) -> list[str]:
        """The source lines, indented from ``depth`` levels of four spaces; a block with nothing in it
        says ``pass``; a blank line follows every function defined at the top level."""
        pad = "    " * depth
        out: list[str] = []
        for item in self.items:
            if isinstance(item, Line):
                out.append(pad + item.text)
                continue
            out.append(f"{pad}{item.header}:")
            out += item.body.render(depth + 1) if item.body.items else [f"{pad}    pass"]
            if depth == 0 and item.function:
                out.append("")
        return out
