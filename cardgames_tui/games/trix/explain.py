"""Whether a Trix move is legal now, and if not, why, in a player's words.

`refusal` decides legality on its own (a test holds it equal to
``legal_actions()`` over every move in many positions), so a refused move
always gets its specific reason, never a generic one.
"""

from __future__ import annotations

from cardgames_tui.core.wording import card_list
from cardgames_tui.games.trix.actions import (
    CONTRACT_NAMES,
    DOUBLABLE_MASK,
    Choose,
    Double,
    Pass,
    TrixAction,
)
from cardgames_tui.games.trix.state import (
    CHOOSING,
    DOUBLING,
    LAYOUT,
    OVER,
    TrixState,
)

SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")


def refusal(state: TrixState, action: TrixAction) -> str | None:
    """None if ``action`` is legal now, else the reason it is refused."""
    if state.phase == OVER:
        return "the session is over"
    hand = state.hands[state.current]
    if state.phase == CHOOSING:
        if not isinstance(action, Choose):
            return (
                "the kingdom's owner first chooses the contract: choose trix or complex"
            )
        if action.contract not in CONTRACT_NAMES:
            return "the contracts are trix and complex"
        if state.played_contracts[state.owner] & action.contract:
            name = CONTRACT_NAMES[action.contract].capitalize()
            return f"your kingdom has already played {name}"
        return None
    if state.phase == DOUBLING:
        if not isinstance(action, Double):
            return (
                "this is the doubling round: double your K♥ or queens, or double none"
            )
        if action.mask & ~DOUBLABLE_MASK:
            return "only the King of Hearts and the queens can be doubled"
        missing = [c for c in action.cards if not hand >> c.index & 1]
        if missing:
            return f"you do not hold {card_list(missing)}"
        return None
    if isinstance(action, Choose | Double):
        return "the contract is chosen and the doubling is done: play a card"
    playable = state.legal_cards()
    if isinstance(action, Pass):
        if not playable:
            return None
        if state.phase == LAYOUT:
            return "a card of yours fits, so you must play it: pass only when none does"
        return "there is no passing in Complex: play a card"
    card = action.card
    if not hand >> card.index & 1:
        return f"you do not hold {card_list([card])}"
    if playable >> card.index & 1:
        return None
    if state.phase == LAYOUT:
        return (
            f"{card_list([card])} does not fit the layout: each suit opens with its"
            " jack and grows one card at a time up to the ace and down to the 2"
        )
    # In a trick, a held card is refused only off the led suit while you have it.
    led = state.trick[0][1] & 3
    return f"you must follow suit: play one of your {SUIT_NAMES[led]}"
