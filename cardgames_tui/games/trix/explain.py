"""Whether a Trix move is legal now, and if not, why, in a player's words.

`refusal` decides legality on its own (a test holds it equal to
``legal_actions()`` over every move in many positions), so a refused move
always gets its specific reason, never a generic one.
"""

from __future__ import annotations

from cardgames_tui.core.cards import CARDS
from cardgames_tui.core.wording import card_list, card_name
from cardgames_tui.games.trix.actions import (
    CONTRACT_NAMES,
    DOUBLABLE_MASK,
    Choose,
    Double,
    Pass,
    TrixAction,
)
from cardgames_tui.games.trix.held_order import in_held_order
from cardgames_tui.games.trix.layout import JACK
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
            # The contracts' names, not their notation ("choose trix").
            return "the kingdom's owner first chooses the contract: Trix or Complex"
        if action.contract not in CONTRACT_NAMES:
            return "the contracts are Trix and Complex"
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
        if state.phase == LAYOUT:  # named: the player need not look for it
            # In the order of the hand on screen, not of the deck's ranks.
            fits = in_held_order(c for c in CARDS if playable >> c.index & 1)
            must = (
                "fits, so you must play it"
                if len(fits) == 1
                else "fit, so you must play one"
            )
            return f"{card_list(fits)} {must}: pass only when none does"
        return "there is no passing in Complex: play a card"
    card = action.card
    if not hand >> card.index & 1:
        return f"you do not hold {card_list([card])}"
    if playable >> card.index & 1:
        return None
    if state.phase == LAYOUT:
        return _off_the_layout(state, card.index)
    # In a trick, a held card is refused only off the led suit while you have it.
    led = state.trick[0][1] & 3
    suited = [c for c in range(52) if playable >> c & 1]
    if len(suited) == 1:  # "one of your diamonds" with a single diamond
        return f"you must follow suit: play your {card_list([CARDS[suited[0]]])}"
    return f"you must follow suit: play one of your {SUIT_NAMES[led]}"


def _off_the_layout(state: TrixState, index: int) -> str:
    """Why a held card does not fit: its suit waits for its jack, or its
    row takes other cards next (the general rule alone left the player to
    work out which)."""
    suit = index & 3
    name, suit_name = card_name(CARDS[index]), SUIT_NAMES[suit]
    jack = JACK * 4 + suit
    if not state.played >> jack & 1:
        return (
            f"{name} does not fit the layout: {suit_name} open with the"
            f" {card_name(CARDS[jack])}, which nobody has played yet"
        )
    nexts = [c for c in CARDS if c.index & 3 == suit and state.playable >> c.index & 1]
    return (
        f"{name} does not fit the layout: the {suit_name} row takes"
        f" {card_list(nexts)} next (one card at a time from its jack)"
    )
