"""Set up a Trix position in one line, for tests and rule demos.

Seats: 0 South, 1 East, 2 North, 3 West (play goes 0, 1, 2, 3). Cards not in
a hand are taken to be already played this deal.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from cardgames_tui.core.cards import CARDS, Card, cards
from cardgames_tui.core.errors import InvalidSetupError
from cardgames_tui.games.trix.actions import COMPLEX, TRIX
from cardgames_tui.games.trix.layout import playable_after
from cardgames_tui.games.trix.state import LAYOUT, TRICKS, TrixState

SEATS = {"S": 0, "E": 1, "N": 2, "W": 3}


def stacked_deck(hands: Sequence[str]) -> list[Card]:
    """A first deal with these cards in these seats' hands; the rest filled in."""
    slots: list[Card | None] = [None] * 52
    for seat, text in enumerate(hands):
        for i, card in enumerate(cards(text)):
            slots[13 * seat + i] = card
    used = [c for c in slots if c is not None]
    if len(set(used)) != len(used):
        raise InvalidSetupError("a card is named twice")
    rest = iter(c for c in CARDS if c not in set(used))
    return [c if c is not None else next(rest) for c in slots]


def position(
    hands: Mapping[str, str],
    *,
    contract: str,
    to_play: str,
    owner: str = "S",
    layout: str = "",
    doubled: Mapping[str, str] | None = None,
    symmetric_queen: bool = False,
) -> TrixState:
    """A deal in progress. ``hands`` and ``doubled`` are keyed by seat letter
    (N E S W); in Complex ``to_play`` leads a fresh trick and cards in no
    hand were played earlier. In Trix, cards neither in ``layout`` nor in a
    named hand are dealt round to the seats not named."""
    state = TrixState.deal(
        4, random.Random(0), None, {"symmetric_queen": symmetric_queen}
    )
    state.deal_no = 0
    state.owner = state.first_owner = SEATS[owner]
    state.hands = [sum(1 << c.index for c in cards(hands.get(k, ""))) for k in "SENW"]
    held = 0
    for hand in state.hands:
        if held & hand:
            raise InvalidSetupError("a card is in two hands")
        held |= hand
    state.played = ((1 << 52) - 1) & ~held
    if contract == "trix":
        state.played = sum(1 << c.index for c in cards(layout))
        if state.played & held:
            raise InvalidSetupError("a card is both in a hand and on the layout")
        unnamed = [SEATS[k] for k in "SENW" if k not in hands]
        rest = [i for i in range(52) if not (held | state.played) >> i & 1]
        if rest and not unnamed:
            missing = " ".join(str(CARDS[i]) for i in rest)
            raise InvalidSetupError(
                f"every hand is named, so these cards are nowhere: {missing}"
            )
        for n, i in enumerate(rest):
            state.hands[unnamed[n % len(unnamed)]] |= 1 << i
    state.current = SEATS[to_play]
    state.out_order = (
        [s for s in range(4) if not state.hands[s]] if contract == "trix" else []
    )
    if contract == "trix":
        state.contract, state.phase = TRIX, LAYOUT
        state.played_contracts[state.owner] = TRIX
        state.playable = playable_after(state.played)
    else:
        state.contract, state.phase = COMPLEX, TRICKS
        state.played_contracts[state.owner] = COMPLEX
        state.leader = state.current
        state.trick_no = 13 - max(h.bit_count() for h in state.hands)
        for seat, text in (doubled or {}).items():
            state.doublers[SEATS[seat]] = sum(1 << c.index for c in cards(text))
    return state
