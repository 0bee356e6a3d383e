"""Cards in the order a Trix player holds them (and the table draws the
hand): by suit, colours alternating, each suit upwards. Messages list
cards in this order too."""

from __future__ import annotations

from collections.abc import Iterable

from cardgames_tui.core.cards import Card, Suit

HELD_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""Suits in hand order, colours alternating (the layout's rows too)."""
_HELD_SUITS = {suit: at for at, suit in enumerate(HELD_SUITS)}


def in_held_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards as players hold them: by suit, colours alternating (♠ ♥ ♣ ♦),
    each suit from the 2 up to the ace."""
    return tuple(sorted(cards, key=lambda c: (_HELD_SUITS[c.suit], c.index)))
