"""mk: a data-driven rules engine for Machi Koro."""

DISTRIBUTION = "mk-machikoro"
"""The name mk is installed under (``pip install mk-machikoro``); its command is ``mk``. ("mk" on the
package registry is another project: every install hint names this one, through :func:`install_hint`.)"""


def install_hint(extra: str, alternative: str = "") -> str:
    """How to install mk's optional extra ``extra`` (an extra of pyproject.toml), from the package
    registry and from a clone; ``alternative``: the one package that would do, when there is one.

    >>> install_hint("lsp", "pygls")
    "pip install 'mk-machikoro[lsp]' (from a clone of mk: pip install -e '.[lsp]'; or pip install pygls)"
    """
    also = f"; or pip install {alternative}" if alternative else ""
    return f"pip install '{DISTRIBUTION}[{extra}]' (from a clone of mk: pip install -e '.[{extra}]'{also})"
