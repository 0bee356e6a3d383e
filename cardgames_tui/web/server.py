"""`serve`: the app in a browser, one app process per tab (textual-serve).

textual-serve starts a new process running our command for every websocket,
that is for every tab, so each tab has its own app and its own game.
"""

from __future__ import annotations

import errno
import ipaddress
import os
import shlex
import socket
import sys
import threading
import webbrowser
from collections.abc import Callable

import aiohttp_jinja2
from aiohttp import web
from textual_serve.server import Server

from cardgames_tui.web.page import without_outside_resources

TITLE = "cardgames"


class ServeError(Exception):
    """The server cannot start; the message says why in one line."""


def is_local(host: str) -> bool:
    """Whether only this computer can reach ``host``."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def app_command(ascii_cards: bool = False) -> str:
    """The shell command textual-serve runs for each tab: this very install."""
    parts = [sys.executable, "-m", "cardgames_tui"]
    if ascii_cards:
        parts.append("--ascii")
    return shlex.join(parts)


def check_port(host: str, port: int) -> None:
    """Raise `ServeError` if ``host:port`` cannot be listened on.

    Binds the way aiohttp will (address reuse on), so a port lingering in
    TIME_WAIT is not mistaken for a taken one.
    """
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror:
        raise ServeError(
            f"Unknown host {host!r}: give an address of this computer."
        ) from None
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as error:
            raise ServeError(bind_problem(error, host, port)) from None


def bind_problem(error: OSError, host: str, port: int) -> str:
    """One line telling the player why ``host:port`` cannot be used."""
    if error.errno == errno.EADDRINUSE:
        return (
            f"Port {port} is taken on {host} (another program, or another"
            f" cardgames serve, is using it): try --port {port + 1}."
        )
    if error.errno == errno.EADDRNOTAVAIL:
        return f"{host} is not an address of this computer: try --host 127.0.0.1."
    if error.errno == errno.EACCES:
        return f"Port {port} needs special rights on this system: try --port 8000."
    return f"Cannot listen on {host}:{port}: {error.strerror or error}."


def origin(scheme: str, host: str, port: int) -> str:
    """``http://host:port``, with IPv6 addresses in brackets."""
    if ":" in host:
        host = f"[{host}]"
    return f"{scheme}://{host}:{port}"


def startup_lines(host: str, url: str) -> list[str]:
    """What the server says when it starts: where, and who can connect."""
    if is_local(host):
        reach = (
            f"Only this computer can connect ({host});"
            " --host 0.0.0.0 shares the games with your network."
        )
    else:
        reach = (
            f"[bold yellow]Warning:[/] listening on {host}: anyone on that network"
            " can open the page and play."
        )
    return [
        f"Serving cardgames on {url}",
        reach,
        "Each browser tab gets its own game. Ctrl+C stops.",
    ]


class CardgamesServer(Server):
    """textual-serve's server, offline-safe and reachable by its real address."""

    def __init__(
        self,
        command: str,
        host: str,
        port: int,
        url: str,
        on_ready: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(command, host=host, port=port, title=TITLE)
        self.public_url = url
        """The address to print and to open (not used by the page itself)."""
        self.on_ready = on_ready
        """Called once the server listens (``--open`` opens the browser)."""

    async def handle_index(self, request: web.Request) -> web.Response:
        # The page's URLs come from the address the browser used, so a page
        # served on 0.0.0.0 still connects back to the right host.
        page_origin = f"{request.scheme}://{request.host}"
        socket_scheme = "wss" if request.scheme == "https" else "ws"
        size = request.query.get("fontsize", "16")
        context = {
            "font_size": int(size) if size.isdigit() else 16,
            "app_websocket_url": f"{socket_scheme}://{request.host}/ws",
            "config": {"static": {"url": f"{page_origin}/static/"}},
            "application": {"name": self.title},
        }
        html = aiohttp_jinja2.render_string("app_index.html", request, context)
        return web.Response(
            text=without_outside_resources(html, page_origin), content_type="text/html"
        )

    async def on_startup(self, app: web.Application) -> None:
        for line in startup_lines(self.host, self.public_url):
            self.console.print(line, highlight=False)
        if self.on_ready is not None:
            # The socket is bound right after start-up; a browser takes longer.
            threading.Timer(0.3, self.on_ready).start()


def open_page(url: str) -> None:
    """Open ``url`` in the default browser, or say how to open it by hand."""
    if not webbrowser.open(url):
        print(f"No browser could be opened here: open {url} yourself.")


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    *,
    open_browser: bool = False,
    ascii_cards: bool = False,
    command: str | None = None,
) -> None:
    """Serve the app until Ctrl+C; raise `ServeError` if it cannot start."""
    check_port(host, port)
    url = origin("http", "127.0.0.1" if host in ("0.0.0.0", "::") else host, port)
    # The browser's terminal is UTF-8 whatever this machine's locale says.
    os.environ["PYTHONUTF8"] = "1"
    server = CardgamesServer(
        command or app_command(ascii_cards),
        host,
        port,
        url,
        on_ready=(lambda: open_page(url)) if open_browser else None,
    )
    try:
        server.serve()
    except OSError as error:
        raise ServeError(bind_problem(error, host, port)) from None
