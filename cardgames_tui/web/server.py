"""`serve`: the app in a browser, one app process per tab (textual-serve).

textual-serve starts a new process running our command for every websocket,
that is for every tab, so each tab has its own app and its own game.
"""

from __future__ import annotations

import asyncio
import logging
import os
import shlex
import sys
import threading
import webbrowser
from collections.abc import Callable
from typing import Any

import aiohttp_jinja2
from aiohttp import web
from textual_serve.app_service import AppService
from textual_serve.download_manager import DownloadManager
from textual_serve.server import Server, to_int

from cardgames_tui.web.address import (
    ServeError,
    bind_problem,
    check_port,
    is_local,
    origin,
)
from cardgames_tui.web.page import with_terminal_focus, without_outside_resources
from cardgames_tui.web.spares import SparePool
from cardgames_tui.web.tabs import TabAppService

__all__ = ["ServeError", "app_command", "is_local", "serve", "startup_lines"]

TITLE = "cardgames"
log = logging.getLogger("textual-serve")


def app_command(ascii_cards: bool = False, module: str = "cardgames_tui") -> str:
    """The shell command textual-serve runs for each tab: this very install."""
    parts = [sys.executable, "-m", module]
    if ascii_cards:
        parts.append("--ascii")
    return shlex.join(parts)


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
        spares: SparePool | None = None,
    ) -> None:
        super().__init__(command, host=host, port=port, title=TITLE)
        self.spares = spares
        """The spare process for the next tab, or None to start each anew."""
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
        page = with_terminal_focus(without_outside_resources(html, page_origin))
        return web.Response(text=page, content_type="text/html")

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        # textual-serve's own handler, with our process manager: one app
        # process per websocket, that is per tab.
        websocket = web.WebSocketResponse(heartbeat=15)
        width = to_int(request.query.get("width", "80"), 80)
        height = to_int(request.query.get("height", "24"), 24)
        service: TabAppService | None = None
        try:
            await websocket.prepare(request)
            service = TabAppService(
                self.spares,
                self.command,
                write_bytes=websocket.send_bytes,
                write_str=websocket.send_str,
                close=websocket.close,
                download_manager=self.download_manager,
                debug=self.debug,
            )
            await service.start(width, height)
            await self._process_messages(websocket, service)
        except asyncio.CancelledError:
            await websocket.close()
        except Exception as error:
            log.exception(error)
        finally:
            if service is not None:
                await service.stop()
        return websocket

    async def on_startup(self, app: web.Application) -> None:
        for line in startup_lines(self.host, self.public_url):
            self.console.print(line, highlight=False)
        if self.spares is not None:
            await self.spares.fill()
        if self.on_ready is not None:
            # The socket is bound right after start-up; a browser takes longer.
            threading.Timer(0.3, self.on_ready).start()

    async def on_shutdown(self, app: web.Application) -> None:
        if self.spares is not None:
            await self.spares.close()


async def _unused(*args: Any) -> None:
    """A write or close callback the prototype service never calls."""


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
    spares = None
    if command is None:
        # textual-serve's environment for an app process, for the spares too.
        prototype = AppService(
            "",
            write_bytes=_unused,
            write_str=_unused,
            close=_unused,
            download_manager=DownloadManager(),
        )
        spares = SparePool(
            app_command(ascii_cards, module="cardgames_tui.spare"),
            prototype._build_environment,
        )
    server = CardgamesServer(
        command or app_command(ascii_cards),
        host,
        port,
        url,
        on_ready=(lambda: open_page(url)) if open_browser else None,
        spares=spares,
    )
    try:
        server.serve()
    except OSError as error:
        raise ServeError(bind_problem(error, host, port)) from None
