"""Why the normal Kings bot made its move, in a player's words (for the log
and hints). `bots.choose_move` says which of its rules picked the move; this
module only words it."""

from __future__ import annotations

from enum import StrEnum

from cardgames_tui.core.cards import CARDS
from cardgames_tui.core.wording import card_list
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
    cards could go on a pile. The log line before it already says what the
    move was, so this says only why ("— frees the N space")."""
    if isinstance(action, PlayCard):
        if rule is Rule.KING:
            return "a King takes a corner at once"
        if rule is Rule.FILL:
            return "nothing else fits: the highest card leaves most room to build"
        return _why_play(view, action.card.index, plays)
    if isinstance(action, MovePile):
        return f"frees the {SPACES[action.source]} space"
    if view.played_this_turn:
        return "nothing more fits"
    return "nothing fits, so the turn ends with a chip paid"


def _why_play(view: KingsView, card: int, plays: int) -> str:
    """What made this card the best of those that fit on a pile (`bots._value`:
    own cards that can follow it, then few openings for the next player)."""
    followers = FITS[card]
    mine = view.hand_mask & followers
    own = [CARDS[i] for i in range(52) if mine >> i & 1]
    if own:
        return f"its {card_list(own)} can follow"
    if plays == 1:
        return "the only card that fits"
    tops = 0
    for pile in view.piles:
        if pile:
            tops |= 1 << pile[-1]
    if followers and (tops & followers).bit_count() >= 2:
        return "no one can follow it: the cards that would are on the table"
    return "one card fewer in hand, and the fewest openings for the next player"
