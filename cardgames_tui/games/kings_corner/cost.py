"""What a Kings in the Corner move costs the moment it is made, in words:
a hint to end the turn without a play says it costs a chip."""

from __future__ import annotations

from cardgames_tui.games.kings_corner.actions import EndTurn, KingsAction
from cardgames_tui.games.kings_corner.fits import KINGS_MASK
from cardgames_tui.games.kings_corner.hand import payable
from cardgames_tui.games.kings_corner.turn import KING_FINE
from cardgames_tui.games.kings_corner.view import KingsView


def move_cost(view: KingsView, action: KingsAction) -> str:
    """``you pay 1 chip: no play this turn``, or "" for a move that costs
    nothing now (the fines `turn.end_turn` takes, paid as far as the
    seat's chips go)."""
    if not isinstance(action, EndTurn) or view.seat is None:
        return ""
    kings = (view.hand_mask & KINGS_MASK).bit_count()  # the lenient table only
    why = []
    if kings:
        why.append(f"{kings} King{'s' * (kings > 1)} kept")
    if not view.played_this_turn:
        why.append("no play this turn")
    owed = KING_FINE * kings + (not view.played_this_turn)
    paid = payable(owed, view.chips[view.seat], view.chip_debts)
    if not paid:
        return ""
    return f"you pay {paid} chip{'s' * (paid > 1)}: {' and '.join(why)}"
