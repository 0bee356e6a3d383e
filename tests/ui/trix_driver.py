"""Drive the Trix table by key presses, as a player would."""

from __future__ import annotations

from textual.pilot import Pilot

from cardgames_tui.games.trix.actions import COMPLEX, Choose, Double, Pass, PlayCard
from cardgames_tui.games.trix.view import TrixView
from cardgames_tui.ui.screens.trix import TrixScreen
from tests.ui.driver import hand_cursor_to as cursor_to


def trix_view(screen: TrixScreen) -> TrixView:
    view = screen.session.observe(screen.bottom_seat)
    assert isinstance(view, TrixView)
    return view


async def play_trix_turn(
    pilot: Pilot[None], screen: TrixScreen, double_all: bool = False
) -> str:
    """Make a legal move of the seat on turn by keys; return it.

    The first legal action, except that with ``double_all`` the doubling
    round doubles every card it may (picked with space, one by one)."""
    view = trix_view(screen)
    legal = view.legal_actions
    action = legal[-1] if double_all and isinstance(legal[0], Double) else legal[0]
    if isinstance(action, Choose):
        await pilot.press("c" if action.contract == COMPLEX else "t")
    elif isinstance(action, Double):
        for card in action.cards:
            await cursor_to(pilot, screen, screen.hand.index(card))
            await pilot.press("space")
        await pilot.press("enter" if action.cards else "n")
    elif isinstance(action, Pass):
        await pilot.press("p")
    else:
        assert isinstance(action, PlayCard)
        await cursor_to(pilot, screen, screen.hand.index(action.card))
        await pilot.press("enter")
    return str(action)
