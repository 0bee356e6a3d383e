"""Why a Trix move is not legal, in a sentence a player understands."""

from __future__ import annotations

from typing import Any

from cardgames_tui.games.trix.actions import (
    CONTRACT_NAMES,
    Choose,
    Double,
    Pass,
    PlayCard,
)
from cardgames_tui.games.trix.state import (
    CHOOSING,
    DOUBLING,
    LAYOUT,
    OVER,
    SUIT_MASKS,
    TrixState,
)

_SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")


def explain_illegal(state: TrixState, action: Any) -> str:
    """The reason ``action`` is refused (the caller knows it is not legal)."""
    if state.phase == OVER:
        return "the session is over"
    hand = state.hands[state.current]
    if state.phase == CHOOSING:
        if isinstance(action, Choose):
            name = CONTRACT_NAMES[action.contract].capitalize()
            return f"your kingdom has already played {name}"
        return "the kingdom's owner first chooses the contract: choose trix or complex"
    if state.phase == DOUBLING:
        if isinstance(action, Double):
            missing = [str(c) for c in action.cards if not hand >> c.index & 1]
            return f"you do not hold {', '.join(missing)}"
        return "this is the doubling round: double your K♥ or queens, or double none"
    if isinstance(action, Choose | Double):
        return "the contract is chosen and the doubling is done: play a card"
    if isinstance(action, Pass):
        if state.phase == LAYOUT:
            return "a card of yours fits, so you must play it: pass only when none does"
        return "there is no passing in Complex: play a card"
    if isinstance(action, PlayCard):
        card = action.card
        if not hand >> card.index & 1:
            return f"you do not hold {card}"
        if state.phase == LAYOUT:
            return (
                f"{card} does not fit the layout: each suit opens with its jack and"
                " grows one card at a time up to the ace and down to the 2"
            )
        led = state.trick[0][1] & 3
        if hand & SUIT_MASKS[led]:
            return f"you must follow suit: play one of your {_SUIT_NAMES[led]}"
    return f"{action} is not legal now"
