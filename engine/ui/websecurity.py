"""What keeps ``mk serve`` safe from the other pages of its players' browsers and from strange names:
one ASGI layer in front of the application (:class:`Guard`).

- **Host**: a request whose ``Host`` header names another machine than this one (by the address it
  listens on, ``localhost``, its loopback addresses, or a name given with ``--allow-host``) is refused:
  a page of another site that made its own name point at this machine (DNS rebinding) cannot read
  or drive it.
- **Origin**: a websocket opened by a page of another site is refused (a browser always says where
  the page came from); so is a form sent from one (its ``Origin``, or its ``Sec-Fetch-Site``, says so),
  and the lobby's forms carry a token of the server's that no other site can read
  (:data:`CSRF_FIELD`).
- **Headers**: every page says that only its own scripts and styles run (Content-Security-Policy,
  with no inline script), that no other site may frame it, that its types are what they say
  (nosniff), and that its address is never sent to another site as a referrer (a seat's key is in
  the address's fragment, which no referrer holds; ``no-referrer`` would also make the browser hide
  the page's own origin from its forms, as ``Origin: null``).
"""

from __future__ import annotations

import hmac
import ipaddress
import re
import socket
from collections.abc import Awaitable, Callable, Iterable, MutableMapping
from typing import Any
from urllib.parse import urlsplit

from engine.ui import webview

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]

LOOPBACK = ("localhost", "127.0.0.1", "::1")
"""The names of this machine every server answers to."""
EVERYWHERE = ("0.0.0.0", "::")
"""The addresses that listen on every network: the machine's own addresses are then its names too."""
CSRF_FIELD = "csrf"
"""The hidden field of the lobby's forms that holds the server's token."""
HEADERS = {
    "content-security-policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        "frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'"
    ),
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
    "cross-origin-opener-policy": "same-origin",
}
"""The headers every response carries."""
SAFE_SITES = ("same-origin", "none")
"""The ``Sec-Fetch-Site`` values of a request that may change something (the page itself, or typed)."""


def machine_addresses() -> list[str]:
    """This machine's own addresses (what a guest on the network types), loopback left out; [] when the
    system cannot say."""
    found: list[str] = []
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None)
    except OSError:
        infos = []
    for info in infos:
        address = str(info[4][0]).split("%")[0]
        if address not in found and not ipaddress.ip_address(address).is_loopback:
            found.append(address)
    with _udp() as probe:  # the address of the route out, when the name alone does not tell
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: nothing is sent
            address = probe.getsockname()[0]
            if address not in found and not ipaddress.ip_address(address).is_loopback:
                found.append(address)
        except OSError:
            pass
    return found


def _udp() -> socket.socket:
    return socket.socket(socket.AF_INET, socket.SOCK_DGRAM)


def allowed_hosts(bind: str, extra: Iterable[str] = ()) -> frozenset[str]:
    """The names a server listening on ``bind`` answers to: that address, this machine's loopback
    names, the ``extra`` names (``--allow-host``), and, listening everywhere, the machine's addresses
    and its host name."""
    names = {*LOOPBACK, bind, *extra}
    if bind in EVERYWHERE:
        names |= {*machine_addresses(), socket.gethostname()}
    return frozenset(n.strip("[]").lower() for n in names if n)


HOST = re.compile(r"(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?")


def host_name(header: str) -> str | None:
    """The machine a ``Host`` header (or an origin's ``host:port``) names, lower case, without its port
    or brackets; None for one that is not a host name."""
    found = HOST.fullmatch(header.strip())
    return found.group(1).strip("[]").lower() if found else None


def same_origin(origin: str, host: str) -> bool:
    """Whether a page of ``origin`` (``http://name:port``) is this server's, reached as ``host``."""
    try:
        parts = urlsplit(origin)
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and bool(parts.netloc) and parts.netloc.lower() == host.lower()


def csrf_ok(expected: str, given: Any) -> bool:
    """Whether a form's token is the server's."""
    return isinstance(given, str) and hmac.compare_digest(expected.encode(), given.encode())


class Guard:
    """The ASGI layer: :data:`HEADERS` on every response; a request for another host, a websocket of
    another site's page, and a form sent from another site refused, each with a sentence."""

    def __init__(self, app: App, hosts: frozenset[str]):
        self.app = app
        self.hosts = hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        host = headers.get("host", "")
        why = self.refusal(scope, headers, host)
        if why is not None:
            await (_refuse_socket(receive, send) if scope["type"] == "websocket" else _refuse(send, *why))
            return
        if scope["type"] == "websocket":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                have = {k.decode("latin-1").lower() for k, _ in message.get("headers", [])}
                extra = [(k.encode(), v.encode()) for k, v in HEADERS.items() if k not in have]
                message["headers"] = [*message.get("headers", []), *extra]
            await send(message)

        await self.app(scope, receive, with_headers)

    def refusal(self, scope: Scope, headers: dict[str, str], host: str) -> tuple[int, str] | None:
        """Why a request is refused (its status and a sentence), or None."""
        name = host_name(host)
        if name is None or name not in self.hosts:
            return 421, (
                f"This server does not answer to {host[:80] or 'no name'}. Open it by an address it listens on, "
                f"or start it with --allow-host {name or 'NAME'} to serve that name."
            )
        origin = headers.get("origin")
        if scope["type"] == "websocket":
            return None if origin is not None and same_origin(origin, host) else (403, "")
        if scope.get("method", "GET") not in ("GET", "HEAD", "OPTIONS"):
            site = headers.get("sec-fetch-site")
            if (origin is not None and not same_origin(origin, host)) or (site is not None and site not in SAFE_SITES):
                return 403, "A page of another site asked this server to act: refused. Use the lobby's own page."
        return None


async def _refuse(send: Send, status: int, sentence: str) -> None:
    body = str(_page(sentence)).encode()
    headers = [(b"content-type", b"text/html; charset=utf-8"), (b"content-length", str(len(body)).encode())]
    headers += [(k.encode(), v.encode()) for k, v in HEADERS.items()]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def _page(sentence: str) -> str:
    return str(webview.render("refused.html", sentence=sentence))  # the templates' environment escapes the sentence


async def _refuse_socket(receive: Receive, send: Send) -> None:
    """A websocket refused before it is accepted (the browser sees 403)."""
    await receive()  # its websocket.connect
    await send({"type": "websocket.close", "code": 1008})
