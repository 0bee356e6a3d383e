"""The demo table: bots play with every hand open; the watcher steps, pauses,
goes back, changes the pace, lists the rules shown, and takes a seat."""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from cardgames_tui.core import find_game
from cardgames_tui.tools.demo_script import DemoGame
from cardgames_tui.ui import thinking
from cardgames_tui.ui.app import CardgamesApp, build_app
from cardgames_tui.ui.screens.demo import PACES, DemoTable
from cardgames_tui.ui.screens.game_screen import GameScreen
from cardgames_tui.ui.screens.menu import MENU_HINT, MenuScreen
from cardgames_tui.ui.screens.rules_shown import RulesShownDialog
from tests.ui.inline_pool import inline_pool
from tests.ui.test_app import screen_text


def demo_app(tmp_path: Path, game_id: str, pace: float = 5.0) -> CardgamesApp:
    game = find_game(game_id)
    return build_app(
        ascii_only=False,
        bot_delay=0,
        data_dir=tmp_path / "data",
        demo=(game_id, game.default_players, 3, pace),
    )


async def until(pilot: Pilot[None], done: Callable[[], bool]) -> None:
    """Pause until ``done()`` (at most about five seconds), then check it."""
    for _ in range(100):
        if done():
            return
        await pilot.pause(0.05)
    assert done()


def demo_screen(pilot: Pilot[None]) -> DemoTable:
    screen = pilot.app.screen
    assert isinstance(screen, DemoTable)
    return screen


@pytest.mark.parametrize("game_id", ["shithead", "trix", "kings-corner"])
async def test_every_hand_is_open_and_the_game_steps(
    tmp_path: Path, game_id: str
) -> None:
    app = demo_app(tmp_path, game_id)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = demo_screen(pilot)
        await pilot.press("space")  # pause: only the keys move it now
        for _ in range(6):
            await pilot.press("right")
        await pilot.pause()
        assert screen.session.ply == 6
        text = screen_text(app)
        for seat in range(1, screen.session.players):
            hand = screen.open_hand(seat)
            assert hand, "a hand to show"
            assert any(f"{card.rank.value}{card.suit.symbol}" in text for card in hand)
        assert "★ rule:" in text


async def test_back_restores_the_position_and_forward_replays_the_same_move(
    tmp_path: Path,
) -> None:
    app = demo_app(tmp_path, "shithead")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = demo_screen(pilot)
        await pilot.press("space", *["right"] * 12)
        await pilot.pause()
        before = screen.session.observe(None)
        moves = screen.session.actions
        await pilot.press("right", "right", "left", "left")
        await pilot.pause()
        assert screen.session.observe(None) == before
        await pilot.press("right", "right")
        await pilot.pause()
        assert screen.session.actions[:12] == moves
        assert screen.session.ply == 14
        await pilot.press(*["left"] * 20)
        await pilot.pause()
        assert screen.session.ply == 0
        assert "no move before it" in screen_text(app)


async def test_a_finished_demo_offers_only_what_still_acts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # "space Play", "→ Step" and "s Take seat" stayed on a finished demo's
    # footer; → and space did nothing and said nothing (a play-tester).
    inline_pool(monkeypatch)
    app = demo_app(tmp_path, "trix", pace=PACES[0])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = demo_screen(pilot)
        await pilot.press("space")  # paused
        while not screen.session.is_over:
            screen.demo.forward()
        screen.demo.back()  # one move before the end: it plays on its own
        screen.advance()
        await pilot.pause()
        assert "Step" in screen_text(app)
        await pilot.press("space")  # plays the last move on time
        await until(pilot, lambda: screen.session.is_over)  # a timer, under load
        await pilot.pause()  # the footer is drawn again after the move
        footer = screen_text(app).splitlines()[-1]
        for gone in ("Step", "Play", "Pause", "Take seat"):
            assert gone not in footer, footer
        for key in ("right", "space", "s"):
            await pilot.press(key)
            await pilot.pause()
            assert "The demo is over: ← steps back through it, q leaves." in (
                screen_text(app)
            )
        await pilot.press("left")  # back into the game: its keys return
        await pilot.pause()
        assert not screen.session.is_over
        assert "Step" in screen_text(app).splitlines()[-1]


async def test_the_table_plays_on_its_own_and_the_pace_changes(
    tmp_path: Path,
) -> None:
    app = demo_app(tmp_path, "kings-corner", pace=PACES[0])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(1.5)
        screen = demo_screen(pilot)
        assert screen.session.ply >= 2, "the demo moves by itself"
        await pilot.press("minus", "minus")
        assert screen.pace == PACES[2]
        await pilot.press("plus")
        assert screen.pace == PACES[1]
        await pilot.press("space")
        ply = screen.session.ply
        await pilot.pause(1)
        assert screen.session.ply == ply, "paused"
        assert "paused" in screen_text(app)


async def test_the_table_keys_do_nothing_in_a_demo(tmp_path: Path) -> None:
    app = demo_app(tmp_path, "shithead")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = demo_screen(pilot)
        await pilot.press("space")
        ply = screen.session.ply
        await pilot.press("enter", "p", "h", "tab")
        await pilot.pause()
        assert screen.session.ply == ply
        footer = screen_text(app)
        assert "Take seat" in footer and "Pick up pile" not in footer


async def test_the_rules_shown_are_listed(tmp_path: Path) -> None:
    app = demo_app(tmp_path, "shithead")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("space", *["right"] * 10, "r")
        await pilot.pause()
        assert isinstance(app.screen, RulesShownDialog)
        text = screen_text(app)
        assert "✓ Before play, swap hand cards" in text
        assert "· The last player holding cards is the shithead" in text
        # Grouped as the status line counts them ("key rules 1/11").
        demo = app.screen_stack[-2]
        assert isinstance(demo, DemoTable)
        counted = re.search(r"key rules (\d+)/(\d+)", demo.demo_status())
        assert counted is not None
        seen, total = counted.groups()
        assert f"The key rules, {seen} of {total} shown:" in text
        assert "And when it happens:" in text and "(when it happens)" not in text
        await pilot.press("enter")
        assert isinstance(app.screen, DemoTable)
        # Paused, space's footer words say what it does now.
        footer = screen_text(app).splitlines()[-1]
        assert "space Play→" in footer and "Pause" not in footer
        await pilot.press("space")
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "space Pause" in footer and "space Play→" not in footer


async def test_taking_a_seat_plays_on_from_here_with_the_cards_hidden(
    tmp_path: Path,
) -> None:
    app = demo_app(tmp_path, "trix")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        demo = demo_screen(pilot)
        await pilot.press("space", *["right"] * 5)
        await pilot.pause()
        ply = demo.session.ply
        await pilot.press("s")
        await pilot.pause()
        table = app.screen
        assert isinstance(table, GameScreen) and not isinstance(table, DemoTable)
        assert table.session.ply >= ply
        assert table.seats[0].is_human and table.seats[0].name == "You"
        assert all(not seat.is_human for seat in table.seats[1:])
        assert table.open_hand(1) is None
        # What the watcher was reading stays in the log: the rules shown.
        assert "★ rule:" in screen_text(app)


async def test_q_leaves_the_demo_for_the_menu(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = demo_app(tmp_path, "shithead")
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        # Waited for, not one pause: under load q once reached the screens
        # before the demo's table was up, or the menu was back a frame late.
        await until(pilot, lambda: isinstance(app.screen, DemoTable))
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, MenuScreen))
        # And the menu opens a demo of the game shown: its deal picked in
        # the pool (in a thread it held the keys back), said at once; a
        # second d meanwhile opens no second demo.
        pool = inline_pool(monkeypatch)
        # The deal is held until the menu has been read: an inline deal once
        # finished, and opened the demo, before the test looked (CI, 7be3073).
        dealt = threading.Event()
        deal = thinking.demo_deal

        def held_deal(*args: Any) -> Any:
            dealt.wait(30)
            return deal(*args)

        monkeypatch.setattr(thinking, "demo_deal", held_deal)
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        await pilot.press("d")
        await pilot.pause()
        hint = menu.query_one("#menu-hint", Static)
        assert "Dealing a Shithead demo" in str(hint.render())
        await pilot.press("d")
        dealt.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, DemoTable)
        assert sum(isinstance(s, DemoTable) for s in app.screen_stack) == 1
        assert thinking.demo_deal in pool.jobs
        # Said on the menu's line, not in a notice that outlived the deal
        # and covered the demo's hand for seconds (a play-tester).
        assert not any("Dealing" in n.message for n in app._notifications)
        await pilot.press("q")
        await pilot.pause()
        assert str(hint.render()) == MENU_HINT


async def test_a_normal_bot_looks_ahead_in_another_process_and_the_game_is_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # In a Shithead duel a normal bot looks ahead (up to a few hundred
    # milliseconds): the demo asks the pool, and still plays the very game
    # the seed gives headless (the one a demo's seed is picked for).
    pool = inline_pool(monkeypatch)
    app = build_app(
        ascii_only=False,
        bot_delay=0,
        data_dir=tmp_path / "data",
        demo=("shithead", 2, 3, 5.0),
    )
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = demo_screen(pilot)
        await pilot.press("space")
        while len(pool.levels) < 10 and not screen.session.is_over:
            await pilot.press("right")
            while screen.thinking_about is not None:
                await pilot.pause(0.01)
        played = screen.session.actions
    assert len(pool.levels) == 10 and set(pool.levels) == {"normal"}
    home = DemoGame(find_game("shithead"), 2, 3)
    while home.session.ply < len(played):
        home.forward()
    assert home.session.actions == played


async def test_a_trix_demo_with_every_hand_open_fits_80_by_24(tmp_path: Path) -> None:
    # Open hands of 13 cards in the side boxes, a fact a line, ran the
    # Complex deal off the screen: the status line was gone, a scrollbar came.
    app = demo_app(tmp_path, "trix")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = demo_screen(pilot)
        await pilot.press("space")
        for _ in range(8):
            await pilot.press("right")
            await pilot.pause()
            assert screen.max_scroll_y == 0, screen.session.ply
            status = screen.query_one("#status").region
            assert status.height == 1 and status.bottom <= 23, status
        assert "Complex" in screen_text(app)
