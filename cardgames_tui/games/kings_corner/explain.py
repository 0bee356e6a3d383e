"""Why a Kings in the Corner move is not legal, in a player's words."""

from __future__ import annotations

from typing import Any

from cardgames_tui.core.cards import CARDS
from cardgames_tui.games.kings_corner.actions import (
    KING,
    SPACES,
    EndTurn,
    MovePile,
    PlayCard,
    low_rank,
)
from cardgames_tui.games.kings_corner.state import FITS, KINGS_MASK, KingsState


def _needs(top: int) -> str:
    card = CARDS[top]
    if low_rank(top) == 0:
        return f"nothing goes on {card}: an ace is the end of a pile"
    lower = next(c for c in CARDS if low_rank(c.index) == low_rank(top) - 1)
    colour = "black" if card.is_red else "red"
    return f"{card} takes a {colour} {lower.rank.value}"


def explain_illegal(state: KingsState, action: Any) -> str:
    """The reason ``action`` is refused (the caller knows it is not legal)."""
    if state.over:
        return "the game is over"
    hand = state.hands[state.current]
    if isinstance(action, EndTurn):
        return "you hold a King: put it in an empty corner before you end your turn"
    if isinstance(action, PlayCard):
        card, space = action.card, action.space
        name = SPACES[space]
        if not hand >> card.index & 1:
            return f"you do not hold {card}"
        pile = state.piles[space]
        if card.rank.order == KING and (pile or space < 4):
            return "a King goes only into an empty corner (NE, SE, SW, NW)"
        if not pile:
            return f"corner {name} is empty: only a King can start it"
        return f"{card} does not go on {name}: {_needs(pile[-1])}"
    if isinstance(action, MovePile):
        source, target = action.source, action.target
        if source >= 4:
            return "piles in the King spaces never move"
        pile = state.piles[source]
        if not pile:
            return f"{SPACES[source]} is empty: there is no pile to move"
        if source == target:
            return "a pile cannot move onto itself"
        dest = state.piles[target]
        if not dest:
            if target < 4:
                return "an empty tabbed space takes a card from your hand, not a pile"
            corner = SPACES[target]
            return f"only a pile with a King at the bottom moves into corner {corner}"
        if not FITS[dest[-1]] >> pile[0] & 1:
            bottom = CARDS[pile[0]]
            name = SPACES[source]
            return f"the pile on {name} starts with {bottom}, and {_needs(dest[-1])}"
    if hand & KINGS_MASK:
        return "you hold a King: put it in an empty corner first"
    return f"{action} is not legal now"
