"""How a card is written on screen: rank and suit symbol, or letters in ASCII.

Suits are told apart by their symbol (or letter), never by colour alone;
colour is an extra cue added by the widgets' CSS.
"""

from __future__ import annotations

from textual.content import Content

from cardgames_tui.core.cards import Card

RED = "$text-error"
"""The style of hearts and diamonds where a card is drawn as text."""


def card_label(card: Card, ascii_only: bool) -> str:
    """``10♥`` or, in ASCII mode, ``10H``."""
    suit = card.suit.value if ascii_only else card.suit.symbol
    return f"{card.rank.value}{suit}"


def cards_label(cards: tuple[Card, ...] | list[Card], ascii_only: bool) -> str:
    """Cards separated by spaces."""
    return " ".join(card_label(card, ascii_only) for card in cards)


def card_content(card: Card, ascii_only: bool) -> Content:
    """A card with its colour cue (the suit is in the label)."""
    label = card_label(card, ascii_only)
    return Content.styled(label, RED) if card.is_red else Content.styled(label, "bold")
