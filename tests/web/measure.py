"""Measure `cardgames serve` in the system's headless Chromium (`make bench-web`).

Prints page load to the menu's first frame, key press to the next frame
(median of ``--keys``), and the memory of the app process each tab starts.
Figures, not a pass/fail: the machine is shared and noisy, so read medians.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

import aiohttp
from playwright.sync_api import BrowserContext

from tests.web.browser import MENU_TEXT, Tab, chromium
from tests.web.served import Served, memory_kib, serve


def page_loads(
    served: Served, browser: BrowserContext, count: int, pause: float
) -> list[tuple[float, float]]:
    """(menu's first frame, socket open), ms from navigation start, per load."""
    times = []
    for _ in range(count):
        time.sleep(pause)  # time for the spare process to be ready again
        tab = Tab(browser, served.url)
        tab.wait_for_menu()
        times.append((tab.menu_at(), tab.socket_at()))
        tab.page.close()
        _wait_for_apps(served, 0)
    return times


async def _socket_menu(url: str) -> float:
    socket_url = url.replace("http", "ws", 1) + "ws?width=120&height=38"
    async with aiohttp.ClientSession() as session:
        start = time.perf_counter()
        async with session.ws_connect(socket_url) as socket:
            screen = b""
            while MENU_TEXT.encode() not in screen:
                message = await socket.receive(timeout=30)
                if message.type == aiohttp.WSMsgType.BINARY:
                    screen += message.data
            return (time.perf_counter() - start) * 1000


def socket_loads(served: Served, count: int, pause: float) -> list[float]:
    """Milliseconds from a bare websocket connecting to the menu's bytes: the
    server and the app alone, no browser drawing or competing for the CPU."""
    times = []
    for _ in range(count):
        time.sleep(pause)  # time for the spare process to be ready again
        times.append(asyncio.run(_socket_menu(served.url)))
    return times


def key_latencies(served: Served, browser: BrowserContext, count: int) -> list[float]:
    """Milliseconds from a key press on the menu to the frame it causes."""
    tab = Tab(browser, served.url)
    tab.wait_for_menu()
    latencies = []
    for i in range(count):
        tab.quiet()
        latencies.append(tab.press("ArrowDown" if i % 2 == 0 else "ArrowUp"))
    tab.page.close()
    _wait_for_apps(served, 0)
    return latencies


def tab_memory(
    served: Served, browser: BrowserContext, tabs: int
) -> list[tuple[int, int]]:
    """(RSS, PSS) in KiB of each tab's app process, all tabs open at once."""
    opened = [Tab(browser, served.url) for _ in range(tabs)]
    for tab in opened:
        tab.wait_for_menu()
    time.sleep(1)
    memory = [memory_kib(pid) for pid in served.app_processes()]
    for tab in opened:
        tab.page.close()
    return memory


def _wait_for_apps(served: Served, count: int, timeout: float = 15) -> None:
    deadline = time.monotonic() + timeout
    while len(served.app_processes()) > count and time.monotonic() < deadline:
        time.sleep(0.05)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="make bench-web", description=__doc__)
    parser.add_argument("--loads", type=int, default=5, help="page loads to time")
    parser.add_argument("--keys", type=int, default=20, help="key presses to time")
    parser.add_argument("--tabs", type=int, default=3, help="tabs open at once")
    parser.add_argument(
        "--pause",
        type=float,
        default=3.0,
        help="seconds between page loads (a spare app process gets ready)",
    )
    args = parser.parse_args(argv)
    with (
        tempfile.TemporaryDirectory(prefix="cardgames-bench-web-") as data,
        serve(Path(data)) as served,
    ):
        # Before the browser starts: Playwright's sync API owns an event loop.
        bare = socket_loads(served, args.loads, pause=args.pause)
        with chromium() as browser:
            timed = page_loads(served, browser, args.loads, args.pause)
            keys = key_latencies(served, browser, args.keys)
            memory = tab_memory(served, browser, args.tabs)
        _wait_for_apps(served, 0)
        time.sleep(args.pause)
        spares = [memory_kib(pid) for pid in served.spares()]
        server_rss, server_pss = memory_kib(served.process.pid)
    loads = [menu for menu, _ in timed]
    sockets = [socket for _, socket in timed]
    print(f"cardgames serve in headless Chromium ({len(memory)} app processes seen)")
    print(
        f"page load to the menu's first frame: median {statistics.median(loads):.0f} ms"
        f" over {len(loads)} loads (first {loads[0]:.0f} ms,"
        f" min {min(loads):.0f}, max {max(loads):.0f})"
    )
    print(
        f"  of which page and script until the socket opens: median"
        f" {statistics.median(sockets):.0f} ms; the app process starting and"
        f" drawing: median {statistics.median(loads) - statistics.median(sockets):.0f}"
        " ms"
    )
    print(
        f"  the server and app alone (a bare websocket, no browser): median"
        f" {statistics.median(bare):.0f} ms to the menu's bytes"
    )
    print(
        f"key press to screen change: median {statistics.median(keys):.1f} ms"
        f" over {len(keys)} presses (min {min(keys):.1f}, max {max(keys):.1f})"
    )
    rss = statistics.median(m[0] for m in memory) / 1024
    pss = statistics.median(m[1] for m in memory) / 1024
    print(
        f"memory per connected tab (its app process): median RSS {rss:.1f} MiB,"
        f" PSS {pss:.1f} MiB over {len(memory)} tabs open at once"
    )
    for spare_rss, spare_pss in spares:
        print(
            f"the idle spare app process waiting for the next tab: RSS"
            f" {spare_rss / 1024:.1f} MiB, PSS {spare_pss / 1024:.1f} MiB"
        )
    print(
        f"the server itself: RSS {server_rss / 1024:.1f} MiB,"
        f" PSS {server_pss / 1024:.1f} MiB"
    )


if __name__ == "__main__":
    main()
