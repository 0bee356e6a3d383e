"""Before play: swapping hand and face-up cards, then finding the starter
(rules page, sections 1-2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgames_tui.core.cards import CARDS, indices_of_mask
from cardgames_tui.core.events import Event
from cardgames_tui.games.shithead.actions import READY, ShitheadAction, Swap
from cardgames_tui.games.shithead.phases import EventKind, Phase

if TYPE_CHECKING:
    from cardgames_tui.games.shithead.state import ShitheadState

START_SCAN = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0)
"""The starter rule scans ranks 3, 4, ..., 10, J, Q, K, A, then 2."""


def legal_swaps(s: ShitheadState) -> list[ShitheadAction]:
    """Every hand card for every face-up card, then ``ready``."""
    p = s.current
    return legal_swaps_of(s.hands[p], s.up[p])


def legal_swaps_of(hand: int, up: int) -> list[ShitheadAction]:
    """Every card of ``hand`` for every card of ``up`` (masks), then ``ready``:
    the engine's list, and its seat's view's."""
    ups = [CARDS[i] for i in indices_of_mask(up)]
    swaps: list[ShitheadAction] = [
        Swap(CARDS[h], u) for h in indices_of_mask(hand) for u in ups
    ]
    swaps.append(READY)
    return swaps


def swap(s: ShitheadState, action: Swap, events: list[Event] | None) -> None:
    """Exchange one hand card with one face-up card."""
    p = s.current
    h, u = action.hand_card.index, action.face_up_card.index
    s.hands[p] = s.hands[p] & ~(1 << h) | (1 << u)
    s.up[p] = s.up[p] & ~(1 << u) | (1 << h)
    s.known[p] = s.known[p] & ~(1 << h) | (1 << u)
    if events is not None:
        events.append(Event(EventKind.SWAP, p, (action.hand_card, action.face_up_card)))


def ready(s: ShitheadState, events: list[Event] | None) -> None:
    """One more seat is done swapping; once all are, play starts."""
    if events is not None:
        events.append(Event(EventKind.READY, s.current))
    s.ready_count += 1
    if s.ready_count == s.n:
        start_play(s, events)
    else:
        s.current = (s.current + 1) % s.n


def start_play(s: ShitheadState, events: list[Event] | None) -> None:
    """The lowest rank held opens, searched from the dealer's left (section 2)."""
    n = s.n
    first = (s.dealer + 1) % n
    for r in START_SCAN:
        for i in range(n):
            seat = (first + i) % n
            if (s.hands[seat] >> (r << 2)) & 15:
                s.phase = Phase.PLAY
                s.current = seat
                s.opening = r
                if events is not None:
                    events.append(
                        Event(EventKind.STARTER, seat, target=CARDS[r * 4].rank.value)
                    )
                return
    raise AssertionError("every hand holds three cards when play starts")
