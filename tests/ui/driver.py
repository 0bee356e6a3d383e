"""Drive the Shithead table by key presses, as a player would."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Protocol

from textual.pilot import Pilot

from cardgames_tui.core.cards import Card
from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.games.shithead.actions import Flip, Pickup, Play, Ready, Swap
from cardgames_tui.games.shithead.view import ShitheadView
from cardgames_tui.ui.app import CardgamesApp, build_app
from cardgames_tui.ui.screens.game_screen import GameScreen
from cardgames_tui.ui.screens.hand_end import HandEndDialog
from cardgames_tui.ui.screens.shithead import HAND, TABLE, ShitheadScreen


def make_app(tmp_path: Path, ascii_only: bool = False) -> CardgamesApp:
    return build_app(
        ascii_only=ascii_only,
        bot_delay=0,
        data_dir=tmp_path / "data",
        handover_guard=0,
        turn_guard=0,
    )


async def settle(pilot: Pilot[None], stop_at_end: bool = False) -> None:
    """Let the bots play until a human must act (or the game has ended).
    A finished hand's summary is passed with Enter, as a player would,
    unless ``stop_at_end``."""
    app = pilot.app
    # CPU seconds of this process, not wall time: on a shared machine, or
    # with the suite spread over the cores, a bots-only game took more than
    # 30 s of wall time for 11 s of work. A real hang still meets the
    # suite's timeout.
    deadline = time.process_time() + 30
    while time.process_time() < deadline:
        await pilot.pause()
        if any(w.is_running for w in app.workers):
            continue
        screen = app.screen
        if isinstance(screen, HandEndDialog):
            if stop_at_end:
                return
            await pilot.press("enter")
            continue
        if not isinstance(screen, GameScreen):
            return
        seat = screen.session.current_player
        if seat is None or screen.seats[seat].is_human:
            return
    screen = app.screen
    state = ""
    if isinstance(screen, GameScreen):
        session = screen.session
        state = f" (ply {session.ply}, seat {session.current_player})"
    workers = [(w.name, w.state.name) for w in app.workers]
    raise AssertionError(
        f"the bots never handed the turn back{state}; workers {workers}"
    )


async def start(
    pilot: Pilot[None], session: GameSession, seats: tuple[Seat, ...]
) -> ShitheadScreen:
    app = pilot.app
    assert isinstance(app, CardgamesApp)
    app.start_game(session, seats)
    await pilot.pause()
    await settle(pilot)
    screen = app.screen
    assert isinstance(screen, ShitheadScreen)
    return screen


async def move_cursor(
    pilot: Pilot[None], screen: ShitheadScreen, row: str, index: int
) -> None:
    if screen.row != row:
        await pilot.press("up")
    assert screen.row == row
    while screen.cursor[row] != index:
        await pilot.press("right")


async def play_turn(pilot: Pilot[None], screen: ShitheadScreen) -> str:
    """Make the first legal move of the seat on turn by keys; return it."""
    view = screen.session.observe(screen.viewer or 0)
    assert isinstance(view, ShitheadView)
    action = view.legal_actions[0]
    if isinstance(action, Swap | Ready):
        await pilot.press("r")
        return "ready"
    if isinstance(action, Pickup):
        await pilot.press("p")
        return "pickup"
    if isinstance(action, Flip):
        await move_cursor(pilot, screen, TABLE, action.slot - 1)
        await pilot.press("enter")
        return str(action)
    assert isinstance(action, Play)
    row = HAND if view.playing_from == "hand" else TABLE
    cards = view.hand if row == HAND else view.face_up[screen.bottom_seat]
    for card in action.cards:
        await move_cursor(pilot, screen, row, cards.index(card))
        await pilot.press("space")
    await pilot.press("enter")
    return str(action)


class HandCursor(Protocol):
    """A table with one hand row: its cards as drawn and the cursor."""

    hand: tuple[Card, ...]
    cursor: int


async def hand_cursor_to(pilot: Pilot[None], table: HandCursor, index: int) -> None:
    """Move by arrow keys, the shorter way round the hand."""
    size = len(table.hand)
    ahead = (index - table.cursor) % size
    keys = ["right"] * ahead if ahead <= size - ahead else ["left"] * (size - ahead)
    if keys:
        await pilot.press(*keys)
    assert table.cursor == index
