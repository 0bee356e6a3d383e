"""Drive the Kings in the Corner table by key presses, as a player would."""

from __future__ import annotations

from textual.pilot import Pilot

from cardgames_tui.games.kings_corner.actions import EndTurn, MovePile, PlayCard
from cardgames_tui.games.kings_corner.view import KingsView
from cardgames_tui.ui.screens.kings_corner import KEY_OF, KingsScreen
from tests.ui.driver import hand_cursor_to as cursor_to


def kings_view(screen: KingsScreen) -> KingsView:
    view = screen.session.observe(screen.bottom_seat)
    assert isinstance(view, KingsView)
    return view


async def play_kings_action(pilot: Pilot[None], screen: KingsScreen) -> str:
    """Make the first legal action of the seat on turn by keys; return it.
    A move of a pile comes before the end of a turn, a play before both."""
    legal = kings_view(screen).legal_actions
    action = next((a for a in legal if not isinstance(a, EndTurn)), legal[0])
    if isinstance(action, PlayCard):
        await cursor_to(pilot, screen, screen.hand.index(action.card))
        await pilot.press(KEY_OF[action.space])
    elif isinstance(action, MovePile):
        await pilot.press("m", KEY_OF[action.source], KEY_OF[action.target])
    else:
        assert isinstance(action, EndTurn)
        await pilot.press("e")
    return str(action)
