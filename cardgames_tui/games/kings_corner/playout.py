"""What a search bot's play-out of Kings in the Corner is worth to a seat."""

from __future__ import annotations

from cardgames_tui.games.kings_corner.state import KingsState


def playout_over(root: KingsState, now: KingsState) -> bool:
    """A play-out runs to the end of the hand in progress."""
    return now.over or now.hand_no != root.hand_no


def playout_value(root: KingsState, end: KingsState, seat: int) -> float:
    """1 for taking the pot, else 0 (chips kept count for nothing: the
    level is judged by hands won); a play-out stopped at its cap is judged
    by the cards left against the others'."""
    if end.over or end.hand_no != root.hand_no:
        won = end.points[seat] > root.points[seat]
        return float(won)
    held = [h.bit_count() for h in end.hands]
    mine = held[seat]
    return 0.5 * sum(other > mine for other in held) / max(1, len(held) - 1)


def value_phrase(value: float) -> str:
    """A mean play-out value in a player's words."""
    # A play-out still undecided at its cap counts part of a deal (by the
    # cards left), so the share is "about".
    return f"you take the pot in about {round(100 * value)}% of them"


def value_figure(value: float) -> str:
    """The same value as a bare figure, ``48%``."""
    return f"{round(100 * value)}%"
