"""What a search bot's play-out of Shithead is worth to a seat."""

from __future__ import annotations

from cardgames_tui.games.shithead.state import ShitheadState


def playout_over(root: ShitheadState, now: ShitheadState) -> bool:
    """A play-out runs to the end of the game (only the shithead loses), or
    until the seat deciding at the root has gone out: from then on its
    value is settled (not the shithead), and the rest would be work thrown
    away (often most of the play-out)."""
    return now.is_over or bool(now.out_mask >> root.current & 1)


def playout_value(root: ShitheadState, end: ShitheadState, seat: int) -> float:
    """1 for any seat but the shithead, 0 for the shithead: the mean is the
    chance of not losing. A play-out stopped at its cap is judged by the
    cards each seat still holds (fewer than the others is better)."""
    if end.is_over:
        return float(end.shithead != seat)
    if end.out_mask >> seat & 1:
        return 1.0
    held = [_cards_left(end, s) for s in range(end.n) if not end.out_mask >> s & 1]
    mine = _cards_left(end, seat)
    return sum(other > mine for other in held) / max(1, len(held) - 1)


def _cards_left(state: ShitheadState, seat: int) -> int:
    hand = state.hands[seat].bit_count() + state.up[seat].bit_count()
    return hand + state.down_left(seat)


def value_phrase(value: float) -> str:
    """A mean play-out value in a player's words."""
    # A play-out still undecided at its cap counts part of a deal (by the
    # cards each seat holds), so the share is "about".
    return f"you are not the shithead in about {round(100 * value)}% of them"


def value_figure(value: float) -> str:
    """The same value as a bare figure, ``48%``."""
    return f"{round(100 * value)}%"
