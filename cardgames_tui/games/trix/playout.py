"""What a search bot's play-out of Trix is worth to a seat."""

from __future__ import annotations

from cardgames_tui.games.trix.state import TrixState

SCALE = 100.0
"""Points are divided by this, so values stay near -1 .. 1."""


def playout_over(root: TrixState, now: TrixState) -> bool:
    """A play-out runs to the end of the deal in progress."""
    return now.is_over or len(now.deal_history) > len(root.deal_history)


def playout_value(root: TrixState, end: TrixState, seat: int) -> float:
    """The seat's points in the deal, less the others' average: a Complex
    deal is won by losing less than the table."""
    if len(end.deal_history) > len(root.deal_history):
        result = end.deal_history[len(root.deal_history)]
    else:
        result = tuple(end.deal_deltas)
    others = sum(result) - result[seat]
    return (result[seat] - others / 3) / SCALE


def value_phrase(value: float) -> str:
    """A mean play-out value in a player's words."""
    return "you end the deal " + _standing(value, "the others' average")


def value_figure(value: float) -> str:
    """The same value, shorter: ``370 points behind the others`` (a bare
    "8 points ahead" read as ahead of the hint)."""
    return _standing(value, "the others")


def _standing(value: float, whom: str) -> str:
    """``12 points ahead of whom``, ``1 point behind whom``, ``level with
    whom``."""
    points = round(value * SCALE)
    if not points:
        return f"level with {whom}"
    unit = "point" if abs(points) == 1 else "points"
    # "ahead of"/"behind", not "+51 against": a newcomer read the signed
    # figure as a score (a play-tester).
    side = "ahead of" if points > 0 else "behind"
    return f"{abs(points)} {unit} {side} {whom}"
