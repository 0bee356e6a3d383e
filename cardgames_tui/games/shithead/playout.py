"""What a search bot's play-out of Shithead is worth to a seat."""

from __future__ import annotations

from cardgames_tui.games.shithead.state import ShitheadState


def playout_over(root: ShitheadState, now: ShitheadState) -> bool:
    """A play-out runs to the end of the game: only the shithead loses."""
    return now.is_over


def playout_value(root: ShitheadState, end: ShitheadState, seat: int) -> float:
    """1 for any seat but the shithead, plus a little for going out early;
    a play-out stopped at its cap is judged by the cards each seat still
    holds (fewer than the others is better)."""
    if end.is_over:
        if end.shithead == seat:
            return 0.0
        place = end.finish.index(seat)
        return 1.0 + 0.1 * (end.n - 1 - place) / (end.n - 1)
    if end.out_mask >> seat & 1:
        return 1.0
    held = [_cards_left(end, s) for s in range(end.n) if not end.out_mask >> s & 1]
    mine = _cards_left(end, seat)
    return sum(other > mine for other in held) / max(1, len(held) - 1)


def _cards_left(state: ShitheadState, seat: int) -> int:
    hand = state.hands[seat].bit_count() + state.up[seat].bit_count()
    return hand + state.down_left[seat]
