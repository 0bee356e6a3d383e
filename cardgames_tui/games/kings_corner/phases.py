"""The names of Kings in the Corner's events (rules page, sections 2-6)."""

from __future__ import annotations

from enum import StrEnum


class EventKind(StrEnum):
    """Every event a Kings in the Corner game reports."""

    HAND = "hand"
    """A hand was dealt (seat: the dealer; amount: hand number; cards: the
    tabbed spaces' face-up cards, N E S W)."""
    ANTE = "ante"
    """Each seat put a chip in the pot (amount: the pot; target: the chips
    a blocked hand carried over into it, if any, as digits)."""
    PLAY = "play"
    """A card from the hand onto a space (target: the space)."""
    MOVE = "move"
    """A whole pile moved (cards: its bottom card; amount: cards; target: from-to)."""
    FINE = "fine"
    """A chip (or three a King) to the pot (target: ``no-play``, or
    ``king:N`` for N Kings kept in hand, the lenient table's fine)."""
    DRAW = "draw"
    """A seat drew a card (public)."""
    DREW = "drew"
    """The card drawn (private to the drawer)."""
    DRAWN_KING = "drawn-king"
    """A King came off the stock and went into a corner (target: the corner)."""
    OUT = "out"
    """A seat played its last card and wins the hand."""
    BLOCKED = "blocked"
    """Nobody could play with the stock gone: fewest cards wins the hand
    (seat: the winner), or nobody does (no seat: the pot carries over)."""
    CARRIED = "carried"
    """A blocked hand's pot stays for the next hand (variant; amount: chips;
    target: the chips owed into it and written off, if any, as digits)."""
    PAY = "pay"
    """A seat paid the winner a chip per card left (amount: paid)."""
    POT = "pot"
    """The winner took the pot (amount: points)."""
    GAME_WON = "game-won"
    """A seat reached 100 points (amount: its points)."""


KING_TARGET = "king:"
"""How a King fine's target starts; the number of Kings kept follows."""
