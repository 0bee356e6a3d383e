"""`cardgames serve` played in the system's headless Chromium (`make test-web`)."""

from __future__ import annotations

import os
import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext

from cardgames_tui.ui.settings import UISettings
from tests.web.browser import Tab, chromium
from tests.web.served import Served, serve

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

SCREENSHOT_ENV = "WEB_SCREENSHOT"
"""Where to copy the table's screenshot (``make screenshot-web`` sets it)."""


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    """A server of its own per test: no saved game left by another test."""
    with serve(tmp_path) as running:
        yield running


@pytest.fixture(scope="module")
def browser() -> Iterator[BrowserContext]:
    with chromium() as context:
        yield context


def table_state(screen: str) -> tuple[str, str]:
    """Whose turn it is and the pile's counts: an accepted move changes one
    (the log scrolls, so counting its lines could miss a move)."""
    pile = re.search(r"pile \d+ · stock \d+ · burned \d+", screen)
    return screen.splitlines()[0].strip(), pile.group(0) if pile else ""


def play_a_move(tab: Tab) -> None:
    """Play the first card that fits, else pick up the pile, by keys."""
    screen = tab.wait_for("· You to play", timeout=60)
    # As a player looks first: a key in the turn's first moments is held
    # back (`TurnGuard`), and the tries below would move past the card.
    time.sleep(2 * UISettings.turn_guard)
    screen = tab.text()
    before = table_state(screen)
    tries = ["Enter", *["ArrowRight", "Enter"] * 5, "p"]
    for key in ["p"] if "press p to pick up" in screen else tries:
        tab.press(key)
        if key == "ArrowRight":
            continue
        deadline = time.monotonic() + 2
        while time.monotonic() < deadline:
            if table_state(tab.text()) != before:
                return
            time.sleep(0.05)
    raise AssertionError(f"no move was accepted; the screen:\n{tab.text()}")


def test_a_shithead_game_against_bots_is_played_by_keys(
    served: Served, browser: BrowserContext, tmp_path: Path
) -> None:
    tab = Tab(browser, served.url)
    outside: list[str] = []
    tab.page.on(
        "request",
        lambda request: (
            None
            if request.url.startswith(served.url[:-1])
            else outside.append(request.url)
        ),
    )
    menu = tab.wait_for_menu()
    assert "Shithead" in menu.splitlines()[6]  # the first game, highlighted

    tab.press("Enter")
    tab.wait_for("New game of Shithead")
    tab.press("Enter")  # Start: you against three bots
    swapping = tab.wait_for("swapping")
    assert "Bot 1" in swapping and "Face up" in swapping
    assert any(suit in swapping for suit in "♠♥♦♣")

    tab.press("r")  # ready: no swaps
    deadline = time.monotonic() + 60
    while "swapping" in tab.text().splitlines()[0]:
        assert time.monotonic() < deadline, "the swapping phase never ended"
        time.sleep(0.05)
    for _ in range(3):
        play_a_move(tab)
    table = tab.text()
    log = table.count("You played") + table.count("You picked up")
    assert log >= 2, "the log shows fewer of your moves than were made"
    assert "swapping" not in table and table != swapping

    shot = tmp_path / "shithead-browser.png"
    tab.screenshot(str(shot))
    assert shot.stat().st_size > 20_000  # a drawn table, not a blank page
    if target := os.environ.get(SCREENSHOT_ENV):
        shutil.copyfile(shot, target)
    assert outside == [], "the page asked something from outside"
    tab.page.close()


def test_each_tab_has_its_own_app_process_and_game(
    served: Served, browser: BrowserContext
) -> None:
    first, second = Tab(browser, served.url), Tab(browser, served.url)
    first.wait_for_menu()
    second.wait_for_menu()
    processes = served.app_processes()
    assert len(processes) == 2, processes

    first.press("Enter")  # the set-up screen, in the first tab only
    first.wait_for("New game of Shithead")
    time.sleep(0.5)
    assert "Choose a game" in second.text()
    assert "New game of" not in second.text()

    first.page.close()
    deadline = time.monotonic() + 15
    while len(served.app_processes()) > 1 and time.monotonic() < deadline:
        time.sleep(0.1)
    remaining = served.app_processes()
    assert len(remaining) == 1, "a closed tab's app kept running"
    assert remaining[0] in processes
    second.page.close()
