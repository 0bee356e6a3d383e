"""Whether a Kings in the Corner move is legal now, and if not, why.

`refusal` decides legality on its own (a test holds it equal to
``legal_actions()`` over every move in many positions), so a refused move
always gets its specific reason, never a generic one.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardgames_tui.core.cards import CARDS
from cardgames_tui.core.wording import card_list, listed, rank_word
from cardgames_tui.games.kings_corner.actions import (
    KING,
    SPACES,
    KingsAction,
    MovePile,
    PlayCard,
    low_rank,
)
from cardgames_tui.games.kings_corner.state import FITS, KINGS_MASK, KingsState


def refusal(state: KingsState, action: KingsAction) -> str | None:
    """None if ``action`` is legal now, else the reason it is refused."""
    if state.over:
        return "the game is over"
    hand = state.hands[state.current]
    if isinstance(action, PlayCard):
        return _play_refusal(state, hand, action)
    if isinstance(action, MovePile):
        return _move_refusal(state, action)
    if hand & KINGS_MASK and not state.lenient:
        return (
            "you hold a King: put it in an empty corner before you end your turn"
            f" ({_free_corners(state)})"
        )
    return None


def free_corners(piles: Sequence[Sequence[int]]) -> list[int]:
    """The empty corners (space numbers), in the order NE, SE, SW, NW."""
    return [k for k in range(4, len(SPACES)) if not piles[k]]


def _free_corners(state: KingsState) -> str:
    """``NW is free`` or ``NE and NW are free`` (a King in hand always
    has one: there are four corners and only three other Kings)."""
    free = [SPACES[k] for k in free_corners(state.piles)]
    return f"{listed(free)} {'is' if len(free) == 1 else 'are'} free"


def _play_refusal(state: KingsState, hand: int, action: PlayCard) -> str | None:
    card, space = action.card, action.space
    if not 0 <= space < len(SPACES):
        return "the spaces are N E S W and the corners NE SE SW NW"
    name = SPACES[space]
    if not hand >> card.index & 1:
        return f"you do not hold {card_list([card])}"
    pile = state.piles[space]
    if card.rank_order == KING and (pile or space < 4):
        return f"a King goes only into an empty corner: {_free_corners(state)}"
    if not pile:
        if space >= 4 and card.rank_order != KING:
            return f"corner {name} is empty: only a King can start it"
        return None
    if FITS[pile[-1]] >> card.index & 1:
        return None
    return f"{card_list([card])} does not go on {name}: {_needs(pile[-1])}"


def _move_refusal(state: KingsState, action: MovePile) -> str | None:
    source, target = action.source, action.target
    if not (0 <= source < len(SPACES) and 0 <= target < len(SPACES)):
        return "the spaces are N E S W and the corners NE SE SW NW"
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
        if pile[0] >> 2 != KING:
            corner = SPACES[target]
            return f"only a pile with a King at the bottom moves into corner {corner}"
        return None
    if FITS[dest[-1]] >> pile[0] & 1:
        return None
    bottom = card_list([CARDS[pile[0]]])
    return f"the pile on {SPACES[source]} starts with {bottom}, and {_needs(dest[-1])}"


def _needs(top: int) -> str:
    """What goes on ``top``: ``8♦ takes a black 7``."""
    card = CARDS[top]
    if low_rank(top) == 0:
        return f"nothing goes on {card_list([card])}: an ace is the end of a pile"
    lower = next(c for c in CARDS if low_rank(c.index) == low_rank(top) - 1)
    colour = "black" if card.is_red else "red"
    word = "ace" if low_rank(lower.index) == 0 else rank_word(lower.rank_order)
    return f"{card_list([card])} takes a {colour} {word}"
