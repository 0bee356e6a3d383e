"""A move key pressed before the player's turn was on the screen, or just as
it came after other moves, is held back and changes nothing (`TurnGuard`):
a play-tester's Enter, pressed while the bots played, played a card from a
table he never saw."""

from __future__ import annotations

from pathlib import Path

from textual import events
from textual.actions import parse

from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.games.kings_corner.position import position as kings_position
from cardgames_tui.games.shithead.position import position
from cardgames_tui.ui.app import CardgamesApp, build_app
from cardgames_tui.ui.screens.game_screen import GameScreen
from cardgames_tui.ui.screens.hand_end import HandEndDialog
from cardgames_tui.ui.screens.handover import HandoverScreen
from cardgames_tui.ui.screens.shithead import HAND, ShitheadScreen
from cardgames_tui.ui.screens.turn_guard import TOO_SOON
from tests.helpers import session_from
from tests.ui.driver import settle
from tests.ui.test_stray_keys import TWO, opened


def guarded_app(tmp_path: Path, guard: float) -> CardgamesApp:
    return build_app(
        ascii_only=False,
        bot_delay=0,
        data_dir=tmp_path / "data",
        handover_guard=0,
        turn_guard=guard,
    )


def bot_first() -> GameSession:
    """The bot plays its 5♦ first; then Ana's 7♥ or 9♣ goes on it."""
    return session_from("shithead", position(2, hands=["7H 9C", "5D 6D"], current=1))


async def test_a_move_key_just_as_the_turn_comes_is_held_back(tmp_path: Path) -> None:
    session = bot_first()
    app = guarded_app(tmp_path, 30)
    async with app.run_test(size=(120, 30)) as pilot:
        screen = await opened(app, pilot, session)
        assert session.ply == 1  # the bot's 5♦
        before = session.record()
        await pilot.press("enter")
        await pilot.pause()
        assert screen.status_line == (TOO_SOON, True)
        assert session.record() == before
        # Keys that make no move still work: the cursor moves.
        assert isinstance(screen, ShitheadScreen)
        at = screen.cursor[HAND]
        await pilot.press("right")
        await pilot.pause()
        assert screen.cursor[HAND] != at
        # Once the table has been seen, the same key plays.
        screen.early_until = 0.0
        await pilot.press("enter")
        await pilot.pause()
        assert session.ply >= 2  # played (and the bot may have answered)


async def test_a_key_pressed_before_the_turn_is_not_played_though_it_comes_late(
    tmp_path: Path,
) -> None:
    # No hold at all: only when the key was pressed counts, not when a busy
    # screen got to it.
    session = bot_first()
    app = guarded_app(tmp_path, 0)
    async with app.run_test(size=(120, 30)) as pilot:
        screen = await opened(app, pilot, session)
        before = session.record()
        early = events.Key("enter", "\r")
        early.time = screen.early_until - 1.0
        app.post_message(early)
        await pilot.pause()
        assert screen.status_line == (TOO_SOON, True)
        assert session.record() == before
        await pilot.press("enter")
        await pilot.pause()
        assert session.ply >= 2  # played (and the bot may have answered)


async def test_a_game_the_player_starts_takes_the_first_key(tmp_path: Path) -> None:
    # Started (or continued) by the player's own key: nothing to look at yet.
    session = session_from("shithead", position(2, hands=["7H 9C", "5D 6D"]))
    app = guarded_app(tmp_path, 30)
    async with app.run_test(size=(120, 30)) as pilot:
        await opened(app, pilot, session)
        await pilot.press("enter")
        await pilot.pause()
        assert session.ply >= 1  # played (and the bot may have answered)


async def test_a_second_enter_through_a_handover_plays_nothing(tmp_path: Path) -> None:
    session = GameSession.new("shithead", players=2, seed=4)
    app = guarded_app(tmp_path, 30)
    async with app.run_test(size=(120, 30)) as pilot:
        app.start_game(session, (Seat("Ana"), Seat("Ben")))
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        await pilot.press("enter")  # Ana takes the seat
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.my_turn()
        before = session.record()
        await pilot.press("r")  # ready, pressed with the handover's Enter
        await pilot.pause()
        assert screen.status_line == (TOO_SOON, True)
        assert session.record() == before


async def test_the_hold_runs_out_by_itself(tmp_path: Path) -> None:
    session = bot_first()
    app = guarded_app(tmp_path, 0.2)
    async with app.run_test(size=(120, 30)) as pilot:
        await opened(app, pilot, session)
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        assert session.ply >= 2


async def test_a_new_hand_holds_the_first_key_and_its_summary_a_stale_one(
    tmp_path: Path,
) -> None:
    # Ana ends hand 1 herself and opens hand 2: her last move, then the
    # summary's Enter, then a key meant for either must not play on unseen.
    state = kings_position(2, hands=["5D", "2C 3C"], piles={"N": "6C"})
    state.dealer = 0  # so Ana (seat 0) opens hand 2 as well
    session = session_from("kings-corner", state)
    app = guarded_app(tmp_path, 30)
    async with app.run_test(size=(140, 36)) as pilot:
        app.start_game(session, TWO)
        await pilot.pause()
        await pilot.press("8")  # the 5♦ on N: Ana is out
        await pilot.pause()
        summary = app.screen
        assert isinstance(summary, HandEndDialog)
        stale = events.Key("enter", "\r")
        stale.time = summary.read_from - 31.0  # pressed before it came up
        app.post_message(stale)
        await pilot.pause()
        assert summary.is_current  # still up
        summary.read_from = 0.0  # read by now
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.my_turn()
        assert session.current_player == 0
        before = session.record()
        key = next(
            k
            for k, active in screen.active_bindings.items()
            if active.enabled and parse(active.binding.action)[1] in screen.MOVE_ACTIONS
        )
        await pilot.press(key)
        await pilot.pause()
        assert screen.status_line == (TOO_SOON, True), key
        assert session.record() == before


async def test_a_double_click_just_as_the_turn_comes_plays_nothing(
    tmp_path: Path,
) -> None:
    session = bot_first()
    app = guarded_app(tmp_path, 30)
    async with app.run_test(size=(120, 30)) as pilot:
        screen = await opened(app, pilot, session)
        before = session.record()
        await pilot.double_click("#hand", offset=(1, 0))
        await pilot.pause()
        assert screen.status_line == (TOO_SOON, True)
        assert session.record() == before
        screen.early_until = 0.0
        await pilot.double_click("#hand", offset=(1, 0))
        await pilot.pause()
        assert session.ply >= 2


async def test_a_turn_after_an_undo_takes_the_first_key(tmp_path: Path) -> None:
    # The undo was the player's own key: nothing changed unseen.
    session = bot_first()
    app = guarded_app(tmp_path, 30)
    async with app.run_test(size=(120, 30)) as pilot:
        screen = await opened(app, pilot, session)
        screen.early_until = 0.0
        await pilot.press("enter")  # Ana's card; the bot answers
        await settle(pilot)
        assert screen.my_turn() and session.ply >= 3
        await pilot.press("u")
        await pilot.pause()
        assert session.ply == 1 and screen.my_turn()
        await pilot.press("enter")
        await pilot.pause()
        assert screen.status_line[0] != TOO_SOON
        assert session.ply >= 2


async def test_two_enters_read_together_never_pass_the_handover(tmp_path: Path) -> None:
    # A play-tester's double Enter, read in one go: both keys went to the
    # table; the first played and brought up "Pass to Ben", the second then
    # ran the handover's Enter, and Ben's hand showed to Ana.
    session = session_from("shithead", position(2, hands=["7H 9C", "5D 6D"]))
    app = guarded_app(tmp_path, 0)
    async with app.run_test(size=(120, 30)) as pilot:
        app.start_game(session, (Seat("Ana"), Seat("Ben")))
        await settle(pilot)
        await pilot.press("enter")  # "Pass to Ana" (no guard in this app)
        await settle(pilot)
        table = app.screen
        assert isinstance(table, GameScreen) and table.viewer == 0
        for _ in range(2):  # as the terminal's reader hands them on
            app.post_message(events.Key("enter", "\r"))
        await settle(pilot)
        assert session.ply == 1  # Ana's card
        assert isinstance(app.screen, HandoverScreen)
        assert table.viewer is None


async def test_keys_typed_ahead_of_a_screen_go_nowhere(tmp_path: Path) -> None:
    # The README's word: `?` and Esc read in one go leave the rules page
    # open (the Esc was sent to the menu, which the page covered first).
    from cardgames_tui.ui.screens.rules import RulesScreen

    app = guarded_app(tmp_path, 0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.post_message(events.Key("question_mark", "?"))
        app.post_message(events.Key("escape", "\x1b"))
        await settle(pilot)
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")  # pressed with the page on screen: it closes
        await pilot.pause()
        assert not isinstance(app.screen, RulesScreen)
