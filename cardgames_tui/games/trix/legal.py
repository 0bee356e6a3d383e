"""What the seat on turn may do, from what it sees (rules page, sections 3-5).

One function decides, for the engine and for the seat's view alike: its
arguments are all the seat knows of its turn, so the two lists cannot drift.
"""

from __future__ import annotations

from cardgames_tui.games.trix.actions import (
    CHOOSE,
    COMPLEX,
    DOUBLABLE_MASK,
    PASS,
    PLAY,
    TRIX,
    Choose,
    Double,
    TrixAction,
    double_of,
)
from cardgames_tui.games.trix.phases import Phase
from cardgames_tui.games.trix.tricks import SUIT_MASKS

LAYOUT = Phase.LAYOUT
TRICKS = Phase.TRICKS


def legal_moves(
    phase: Phase, hand: int, fits: int, led: int, done: int
) -> list[TrixAction]:
    """The moves of a seat holding ``hand`` (a mask) in ``phase``: the cards
    that fit the layout (``fits``) or follow the suit ``led`` (-1: none yet),
    else a pass; the doublings; or the contracts its kingdom has not ``done``."""
    if phase is LAYOUT or phase is TRICKS:
        mask = cards_allowed(phase, hand, fits, led)
        if not mask:
            return [PASS]
        actions: list[TrixAction] = []
        while mask:
            low = mask & -mask
            actions.append(PLAY[low.bit_length() - 1])
            mask ^= low
        return actions
    if phase is Phase.DOUBLING:
        return list(doubles_of(hand))
    if phase is Phase.CHOOSING:
        return list(choices_of(done))
    return []


def cards_allowed(phase: Phase, hand: int, fits: int, led: int) -> int:
    """Mask of the cards that may be played: on the layout, those that fit;
    on a trick, the led suit if held, else any."""
    if phase is LAYOUT:
        return hand & fits
    if led >= 0:
        return hand & SUIT_MASKS[led] or hand
    return hand


def doubles_of(hand: int) -> list[Double]:
    """Every subset of the K♥ and queens held, fewest first (``none`` first)."""
    held = hand & DOUBLABLE_MASK
    subs = [0]
    sub = held
    while sub:
        subs.append(sub)
        sub = (sub - 1) & held
    return [double_of(m) for m in sorted(subs, key=lambda m: (m.bit_count(), m))]


def choices_of(done: int) -> list[Choose]:
    """The contracts a kingdom has not played yet (bits of ``done``)."""
    return [CHOOSE[c] for c in (TRIX, COMPLEX) if not done & c]
