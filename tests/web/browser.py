"""Headless Chromium (the system's) driving the served page, as a player would.

The terminal is drawn on a canvas, so its text is read from the xterm.js
terminal's buffer; an init script catches the terminal object when the page's
script creates it, and stamps every render so the tools can time them.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from playwright.sync_api import BrowserContext, Page, sync_playwright

CHROMIUM = "/usr/bin/chromium"
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
FADE_IN = 0.3
"""Seconds the page takes to fade the terminal in (a screenshot before is dim)."""

# textual.js keeps its xterm Terminal in `this.terminal`; a setter on
# Object.prototype sees that assignment, keeps the object, then gets out of
# the way by defining a plain property on the instance.
CATCH_TERMINAL = """
(() => {
  const cg = {terminal: null, renders: [], menuAt: null, socketAt: null,
              messages: []};
  window.__cg = cg;
  const PageSocket = window.WebSocket;
  window.WebSocket = function (...args) {
    const socket = new PageSocket(...args);
    socket.addEventListener("open", () => { cg.socketAt = performance.now(); });
    socket.addEventListener("message", () => {
      cg.messages.push(performance.now());
    });
    return socket;
  };
  window.WebSocket.prototype = PageSocket.prototype;
  Object.assign(window.WebSocket, PageSocket);
  Object.defineProperty(Object.prototype, "terminal", {
    configurable: true,
    get() { return undefined; },
    set(value) {
      Object.defineProperty(this, "terminal", {
        value, writable: true, configurable: true, enumerable: true,
      });
      if (cg.terminal || !value || !value.buffer || !value.onRender) return;
      cg.terminal = value;
      value.onRender(() => {
        const now = performance.now();
        cg.renders.push(now);
        if (cg.menuAt === null && cg.text().includes("%(menu)s")) cg.menuAt = now;
      });
    },
  });
  cg.text = () => {
    const t = cg.terminal;
    if (!t) return "";
    const buffer = t.buffer.active;
    const lines = [];
    for (let y = 0; y < t.rows; y++) {
      const line = buffer.getLine(buffer.viewportY + y);
      lines.push(line ? line.translateToString(true) : "");
    }
    return lines.join("\\n");
  };
})();
"""
MENU_TEXT = "Choose a game and press Enter"
"""A line only the menu shows."""


@contextmanager
def chromium() -> Iterator[BrowserContext]:
    """The system's Chromium, headless, with a fresh profile (its tabs share it).

    Playwright sets ``--user-data-dir`` itself from ``user_data_dir``.
    """
    with (
        tempfile.TemporaryDirectory(prefix="cardgames-chromium-") as profile,
        sync_playwright() as playwright,
    ):
        browser = playwright.chromium.launch_persistent_context(
            profile,
            executable_path=CHROMIUM,
            headless=True,
            args=list(FLAGS),
            viewport={"width": 1100, "height": 700},
        )
        try:
            yield browser
        finally:
            browser.close()


class Tab:
    """One browser tab on the served page."""

    def __init__(self, browser: BrowserContext, url: str) -> None:
        self.page: Page = browser.new_page()
        self.page.add_init_script(CATCH_TERMINAL % {"menu": MENU_TEXT})
        self.page.goto(url)

    def js(self, expression: str) -> Any:
        return self.page.evaluate(expression)

    def text(self) -> str:
        """The terminal's screen as text, one line per row."""
        return str(self.js("window.__cg.text()"))

    def wait_for(self, needle: str, timeout: float = 20) -> str:
        """Wait until the screen shows ``needle``; return the screen."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            screen = self.text()
            if needle in screen:
                return screen
            time.sleep(0.05)
        raise AssertionError(f"{needle!r} never appeared; the screen:\n{self.text()}")

    def wait_for_menu(self) -> str:
        """Wait for the menu, and for the page to give the terminal the keys
        (they reach the app only through xterm's hidden textarea)."""
        screen = self.wait_for(MENU_TEXT)
        self.page.wait_for_function(
            "document.activeElement?.classList.contains('xterm-helper-textarea')",
            timeout=5_000,
        )
        return screen

    def menu_at(self) -> float:
        """Milliseconds from navigation start to the menu's first frame."""
        return float(self.js("window.__cg.menuAt"))

    def socket_at(self) -> float:
        """Milliseconds from navigation start to the app's websocket opening."""
        return float(self.js("window.__cg.socketAt"))

    def quiet(self, for_ms: float = 250, timeout: float = 10) -> None:
        """Wait until nothing has been drawn for ``for_ms``."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            idle = self.js("performance.now() - (window.__cg.renders.at(-1) ?? 0)")
            if float(idle) >= for_ms:
                return
            time.sleep(0.05)

    def press(self, key: str) -> float:
        """Press ``key``; milliseconds until the screen was next drawn."""
        start = float(self.js("performance.now()"))
        self.page.keyboard.press(key)
        self.page.wait_for_function(
            f"window.__cg.renders.some(t => t > {start})", timeout=10_000
        )
        first = self.js(f"window.__cg.renders.find(t => t > {start})")
        return float(first) - start

    def screenshot(self, path: str) -> None:
        """A PNG of the page once the fade-in is over."""
        self.page.wait_for_function(
            "getComputedStyle(document.querySelector('.textual-terminal'))"
            ".opacity === '1'",
            timeout=FADE_IN * 1000 + 10_000,
        )
        self.page.screenshot(path=path)
