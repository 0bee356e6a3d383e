"""What game records of older versions left out, put back on replay."""

from __future__ import annotations

from cardgames_tui.games.trix.actions import DOUBLABLE_MASK, Double, double_of
from cardgames_tui.games.trix.phases import Phase
from cardgames_tui.games.trix.state import TrixState

EVERY_SEAT_DOUBLES = 2
"""The record version from which a seat holding neither the K♥ nor a queen
answers the doubling round (version 1 passed it over)."""


def left_out(state: TrixState, version: int) -> Double | None:
    """``double none`` for a seat an older record passed over in the
    doubling round; None where that record has the move itself."""
    if (
        version < EVERY_SEAT_DOUBLES
        and state.phase is Phase.DOUBLING
        and not state.hands[state.current] & DOUBLABLE_MASK
    ):
        return double_of(0)  # double none, as the notation reads it
    return None
