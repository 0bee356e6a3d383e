"""The names of Shithead's phases, sources and events (rules page, section 2)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where the game stands."""

    SWAP = "swap"
    """Before play: hand and face-up cards may be exchanged."""
    PLAY = "play"
    """Cards go onto the pile."""
    OVER = "over"
    """The shithead is known."""


class Source(StrEnum):
    """Where a seat plays from now."""

    HAND = "hand"
    FACE_UP = "face-up"
    FACE_DOWN = "face-down"


class EventKind(StrEnum):
    """Every event a Shithead game reports."""

    SWAP = "swap"
    """A hand card and a face-up card changed places (cards: hand, face-up)."""
    READY = "ready"
    """A seat finished swapping."""
    STARTER = "starter"
    """Who opens, and with which rank (target: the rank)."""
    PLAY = "play"
    """Cards went onto the pile (target: the source they came from)."""
    FLIP = "flip"
    """A face-down card was turned (target: ``played`` or ``failed``)."""
    BURN = "burn"
    """The pile left the game (amount: cards; target: ``ten`` or ``four``)."""
    DRAW = "draw"
    """A seat drew back up (amount: cards; public)."""
    DREW = "drew"
    """The cards drawn (private to the drawer)."""
    PICKUP = "pickup"
    """A seat took the pile into the hand (amount: cards)."""
    OUT = "out"
    """A seat got rid of all its cards (amount: place)."""
    SHITHEAD = "shithead"
    """The last seat holding cards: the game is over."""


def source_of(hand_size: int, stock_left: int, face_up: int) -> Source:
    """Hand while it or the stock lasts, then face-up cards, then face-down."""
    if hand_size or stock_left:
        return Source.HAND
    return Source.FACE_UP if face_up else Source.FACE_DOWN
