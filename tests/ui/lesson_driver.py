"""Make a given move on a lesson's table by key presses, as a player would."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from cardgames_tui.games.kings_corner import actions as kings
from cardgames_tui.games.shithead import actions as shithead
from cardgames_tui.games.shithead.view import ShitheadView
from cardgames_tui.games.trix import actions as trix
from cardgames_tui.ui.screens.kings_corner import KEY_OF, KingsScreen
from cardgames_tui.ui.screens.shithead import HAND, TABLE, ShitheadScreen
from cardgames_tui.ui.screens.trix import TrixScreen
from tests.ui.driver import hand_cursor_to, move_cursor


async def press_move(pilot: Pilot[None], screen: Any, action: Any) -> None:
    """The keys for ``action`` on ``screen``'s table."""
    if isinstance(screen, ShitheadScreen):
        await _shithead(pilot, screen, action)
    elif isinstance(screen, TrixScreen):
        await _trix(pilot, screen, action)
    else:
        assert isinstance(screen, KingsScreen)
        await _kings(pilot, screen, action)
    await pilot.pause()


async def _shithead(pilot: Pilot[None], screen: ShitheadScreen, action: Any) -> None:
    if isinstance(action, shithead.Pickup):
        await pilot.press("p")
        return
    if isinstance(action, shithead.Flip):
        await move_cursor(pilot, screen, TABLE, action.slot - 1)
        await pilot.press("enter")
        return
    assert isinstance(action, shithead.Play)
    view = screen.session.observe(screen.bottom_seat)
    assert isinstance(view, ShitheadView)
    row = HAND if all(c in view.hand for c in action.cards) else TABLE
    cards = view.hand if row == HAND else view.face_up[screen.bottom_seat]
    for index in sorted(screen.picked[row]):  # picks left by a refused move
        await move_cursor(pilot, screen, row, index)
        await pilot.press("space")
    for card in action.cards:
        await move_cursor(pilot, screen, row, cards.index(card))
        await pilot.press("space")
    await pilot.press("enter")


async def _trix(pilot: Pilot[None], screen: TrixScreen, action: Any) -> None:
    if isinstance(action, trix.Choose):
        await pilot.press("c" if action.contract == trix.COMPLEX else "t")
    elif isinstance(action, trix.Double):
        for card in action.cards:
            await hand_cursor_to(pilot, screen, screen.hand.index(card))
            await pilot.press("space")
        await pilot.press("enter" if action.cards else "n")
    elif isinstance(action, trix.Pass):
        await pilot.press("p")
    else:
        assert isinstance(action, trix.PlayCard)
        await hand_cursor_to(pilot, screen, screen.hand.index(action.card))
        await pilot.press("enter")


async def _kings(pilot: Pilot[None], screen: KingsScreen, action: Any) -> None:
    if isinstance(action, kings.PlayCard):
        await hand_cursor_to(pilot, screen, screen.hand.index(action.card))
        await pilot.press(KEY_OF[action.space])
    elif isinstance(action, kings.MovePile):
        await pilot.press("m", KEY_OF[action.source], KEY_OF[action.target])
    else:
        assert isinstance(action, kings.EndTurn)
        await pilot.press("e")
