"""The normal Trix bot's rules of thumb that a hand alone decides: which
cards are costly to win a trick with, which it doubles, and when its owner
chooses Trix first. Its play follows them (`bots`), and so does what a
search bot reads from that play (`reading`)."""

from __future__ import annotations

from cardgames_tui.core.cards import Card
from cardgames_tui.games.trix.actions import DOUBLABLE_MASK
from cardgames_tui.games.trix.tricks import SUIT_MASKS

HIGH = 10
"""Queens, kings and aces: the cards that win tricks."""
TRIX_FIRST_HIGH_CARDS = 5
"""With this many Q/K/A the hand is too strong to risk in Complex first."""
HIGH_MASK = ((1 << 52) - 1) & ~((1 << 4 * HIGH) - 1)
"""Every queen, king and ace, as a mask (a card's index is rank * 4 + suit)."""
LOW = 8
"""Cards below this rank (the 2 to the 9) guard a doubled card."""
LOW_MASK = (1 << 4 * LOW) - 1
GUARDS = 3
"""Low cards of its suit a card must have to be doubled."""
DANGEROUS = 60
"""A card this costly (a queen, the K♥) is kept off tricks we might win."""


def wants_trix_first(hand: int) -> bool:
    """Whether a hand (a mask) has enough high cards to choose Trix first."""
    return (hand & HIGH_MASK).bit_count() >= TRIX_FIRST_HIGH_CARDS


def guarded(hand: int) -> int:
    """The K♥ and queens of a hand (a mask) that it would double: each with
    at least `GUARDS` low cards of its suit."""
    doubled = 0
    held = hand & DOUBLABLE_MASK
    while held:
        card = held & -held
        held ^= card
        suit = (card.bit_length() - 1) & 3
        if (hand & SUIT_MASKS[suit] & LOW_MASK).bit_count() >= GUARDS:
            doubled |= card
    return doubled


def danger(card: Card) -> int:
    """How much a card costs if it wins a trick for us: dump these first."""
    if card.rank.value == "K" and card.suit.value == "H":
        return 100
    if card.rank.value == "Q":
        return 60
    if card.suit.value == "D":
        return 20 + card.rank_order
    return card.rank_order
