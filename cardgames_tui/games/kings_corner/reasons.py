"""Why the normal Kings bot made its move, in a player's words (for the log
and hints). `bots.choose_move` says which of its rules picked the move; this
module only words it."""

from __future__ import annotations

from enum import StrEnum

from cardgames_tui.core.cards import CARDS
from cardgames_tui.core.wording import card_list, card_name
from cardgames_tui.games.kings_corner.actions import (
    SPACES,
    KingsAction,
    MovePile,
    PlayCard,
)
from cardgames_tui.games.kings_corner.fits import FITS
from cardgames_tui.games.kings_corner.view import KingsView


class Rule(StrEnum):
    """The rule of the normal bot that chose a move, in the order it tries them."""

    KING = "king"
    """A King from the hand into an empty corner."""
    KING_PILE = "king-pile"
    """A tabbed pile with a King at its foot into an empty corner."""
    MOVE = "move"
    """A whole pile onto another, which empties its tabbed space."""
    PLAY = "play"
    """The card on a pile that lets most of its own cards follow."""
    FILL = "fill"
    """Its highest card into an empty tabbed space (nothing else fits)."""
    END = "end"
    """Nothing fits: the turn ends."""


def reason(view: KingsView, action: KingsAction, rule: Rule, plays: int) -> str:
    """Why ``rule`` chose ``action`` from ``view``; ``plays`` is how many
    cards could go on a pile."""
    piles = view.piles
    if isinstance(action, PlayCard):
        shown = card_name(action.card)
        space = SPACES[action.space]
        if rule is Rule.KING:
            return f"the {shown} to the {space} corner: a King takes a corner at once"
        if rule is Rule.FILL:
            return (
                f"fill the empty {space} space with the {shown}, your highest card:"
                " the most can be built on it, and nothing else fits"
            )
        below = card_name(CARDS[piles[action.space][-1]])
        return f"the {shown} on the {below} at {space}: " + _why_play(
            view, action.card.index, plays
        )
    if isinstance(action, MovePile):
        foot = card_name(CARDS[piles[action.source][0]])
        pile = f"the {SPACES[action.source]} pile ({foot} at its foot)"
        frees = f"frees the {SPACES[action.source]} space"
        if rule is Rule.KING_PILE:
            return f"move {pile} into the {SPACES[action.target]} corner: {frees}"
        onto = card_name(CARDS[piles[action.target][-1]])
        return f"move {pile} onto the {onto}: {frees}"
    if view.played_this_turn:
        return "nothing more fits: end the turn" + (
            " and draw" if view.stock_size else ""
        )
    return "nothing fits: end the turn and pay a chip" + (
        ", then draw" if view.stock_size else ""
    )


def _why_play(view: KingsView, card: int, plays: int) -> str:
    """What made this card the best of those that fit on a pile (`bots._value`:
    own cards that can follow it, then few openings for the next player)."""
    followers = FITS[card]
    mine = view.hand_mask & followers
    own = [CARDS[i] for i in range(52) if mine >> i & 1]
    if own:
        return f"your {card_list(own)} can follow it"
    if plays == 1:
        return "the only card that fits"
    tops = 0
    for pile in view.piles:
        if pile:
            tops |= 1 << pile[-1]
    if followers and (tops & followers).bit_count() >= 2:
        return "no one can follow it: the cards that would are on the table"
    return "one card fewer in hand, leaving the next player the fewest openings"
