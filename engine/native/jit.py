"""The decorators of a game's generated native module (engine.native.generate's header).

Every function is compiled once, kept in the cache and runs without reference counting (nothing
allocates). Only the entry points are called from Python, so the other functions get no Python
wrapper (a tenth of a first compile, nothing of the speed: benchmarks/compile.py).

And a call from compiled code with a constant number (``start_turn(S, 0, 0)``, ``stage_hooks(S, p,
2, 3, 0)``) does not compile the function again for that number: numba types such an argument as
the literal, and left alone it compiled 13 functions of base's module two or three times each,
`play` among them: a tenth to a quarter of a first compile, the same games a second
(benchmarks/compile.py; the figures are in docs/native.md). A constant ``True`` or ``False`` still
gets its own copy, where it turns a branch off in the hot loop (``play`` without its log), and so
do the generator's functions (engine.native.mt: its constant offsets are a fifth of the speed).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

from numba import njit
from numba.core import types

F = TypeVar("F", bound=Callable[..., Any])


def decorator(**options: Any) -> Callable[[F], F]:
    """numba's ``njit`` with ``options``, cached, without reference counting, and compiled for a
    constant number as for any number (:func:`plain`)."""
    make: Any = njit(cache=True, _nrt=False, **options)  # type: ignore[call-overload]

    def decorate(fn: F) -> F:
        dispatcher = make(fn)
        template = dispatcher.get_call_template  # what numba asks a callee for when it types a call

        def numbers_as_numbers(args: Any, kws: Any) -> Any:
            return template(tuple(plain(a) for a in args), {k: plain(v) for k, v in kws.items()})

        dispatcher.get_call_template = numbers_as_numbers
        return cast(F, dispatcher)

    return decorate


def plain(argument: Any) -> Any:
    """The type a callee is compiled for: a literal number's type is its number type; a literal
    boolean stays one."""
    return argument if isinstance(argument, types.BooleanLiteral) else types.unliteral(argument)  # type: ignore[no-untyped-call]


entry = decorator()
"""An entry point: called from Python."""
jit = decorator(no_cpython_wrapper=True, no_cfunc_wrapper=True)
"""A function called only from compiled code."""
inline = decorator(no_cpython_wrapper=True, no_cfunc_wrapper=True, inline="always")
"""One inlined where it is called."""
