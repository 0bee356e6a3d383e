"""The last position of a finished hand, as the table showed it.

The core deals the next hand in the same step that ends this one, so no view
of the finished position exists. The table draws the view from just before
the last move with that move done: the card leaves the hand and lands where
it went. Display only; the rules decided the move already.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardgames_tui.games.kings_corner.actions import PlayCard as KingsPlay
from cardgames_tui.games.kings_corner.view import KingsView
from cardgames_tui.games.trix.actions import PlayCard as TrixPlay
from cardgames_tui.games.trix.view import TrixView
from cardgames_tui.ui.trix_text import SUIT_ROWS


def kings_final_view(before: KingsView, action: Any) -> KingsView:
    """The card that went out put on its space (a blocked hand ends on an end
    of turn without a play: nothing moves)."""
    seat = before.current_player
    if not isinstance(action, KingsPlay) or seat is None:
        return before
    space = before.spaces[action.space]
    spaces = list(before.spaces)
    spaces[action.space] = replace(
        space, bottom=space.bottom or action.card, top=action.card, size=space.size + 1
    )
    sizes = list(before.hand_sizes)
    sizes[seat] -= 1
    return replace(
        before,
        hand=tuple(c for c in before.hand if c != action.card),
        hand_sizes=tuple(sizes),
        spaces=tuple(spaces),
        current_player=None,
        legal_actions=(),
    )


def trix_final_view(before: TrixView, action: Any) -> TrixView:
    """The last card on the layout, or as the fourth card of the last trick."""
    seat = before.current_player
    if not isinstance(action, TrixPlay) or seat is None:
        return before
    card = action.card
    sizes = list(before.hand_sizes)
    sizes[seat] -= 1
    changes: dict[str, Any] = {
        "hand": tuple(c for c in before.hand if c != card),
        "hand_sizes": tuple(sizes),
        "current_player": None,
        "legal_actions": (),
    }
    if before.phase == "trix":
        row = SUIT_ROWS.index(card.suit.value)
        layout = list(before.layout)
        layout[row] = tuple(sorted((*layout[row], card), key=lambda c: c.rank.order))
        changes["layout"] = tuple(layout)
    else:
        changes["trick"] = (*before.trick, (seat, card))
    return replace(before, **changes)
