"""Playing cards: suits, ranks, the interned `Card`, and the text notation.

Engines work on card *indices* (0..51, ``rank * 4 + suit``) and bit masks of
them, because ints are the cheapest thing Python can copy and compare. The
public API hands out `Card` objects; there are exactly 52 of them, made once,
so ``Card.from_index(i)`` never allocates.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import StrEnum


class Suit(StrEnum):
    """A suit, valued by its letter in the notation."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def order(self) -> int:
        """Position in S, H, D, C order (the low two bits of a card index)."""
        return _SUIT_ORDER.index(self)

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def symbol(self) -> str:
        """The Unicode suit symbol."""
        return _SUIT_SYMBOLS[self]


class Rank(StrEnum):
    """A rank from two to ace, valued by its notation."""

    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"

    @property
    def order(self) -> int:
        """0 for a two up to 12 for an ace."""
        return _RANK_ORDER.index(self)


_SUIT_ORDER: tuple[Suit, ...] = tuple(Suit)
_RANK_ORDER: tuple[Rank, ...] = tuple(Rank)
_SUIT_SYMBOLS = {
    Suit.SPADES: "♠",
    Suit.HEARTS: "♥",
    Suit.DIAMONDS: "♦",
    Suit.CLUBS: "♣",
}
_SUIT_INPUT = {
    "S": Suit.SPADES, "♠": Suit.SPADES, "♤": Suit.SPADES,
    "H": Suit.HEARTS, "♥": Suit.HEARTS, "♡": Suit.HEARTS,
    "D": Suit.DIAMONDS, "♦": Suit.DIAMONDS, "♢": Suit.DIAMONDS,
    "C": Suit.CLUBS, "♣": Suit.CLUBS, "♧": Suit.CLUBS,
}  # fmt: skip
_RANK_INPUT = {rank.value: rank for rank in Rank} | {"T": Rank.TEN}


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """One of the 52 cards. Compare, hash and sort freely: they are interned."""

    rank: Rank
    """The card's rank."""
    suit: Suit
    """The card's suit."""

    @property
    def index(self) -> int:
        """The engine's small-int form: ``rank.order * 4 + suit.order``."""
        return _INDEX_OF[self]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return self.suit.is_red

    @staticmethod
    def from_index(index: int) -> Card:
        """The interned card with this engine index."""
        return CARDS[index]

    @staticmethod
    def parse(text: str) -> Card:
        """Read ``10H``, ``TH``, ``th`` or ``10♥``; raise ValueError otherwise."""
        token = text.strip().upper()
        if len(token) < 2 or token[-1] not in _SUIT_INPUT:
            raise ValueError(f"{text!r} is not a card: write rank then suit, like 10H")
        rank = _RANK_INPUT.get(token[:-1])
        if rank is None:
            raise ValueError(
                f"{text!r} is not a card: the rank must be 2-10, T, J, Q, K or A"
            )
        return CARDS[rank.order * 4 + _SUIT_INPUT[token[-1]].order]

    def __str__(self) -> str:
        return f"{self.rank.value}{self.suit.value}"

    def __repr__(self) -> str:
        return f"Card({self})"

    def __lt__(self, other: Card) -> bool:
        return _INDEX_OF[self] < _INDEX_OF[other]


CARDS: tuple[Card, ...] = tuple(Card(rank, suit) for rank in Rank for suit in Suit)
"""All 52 cards in index order: 2S 2H 2D 2C 3S ... AC."""

_INDEX_OF: dict[Card, int] = {card: i for i, card in enumerate(CARDS)}

RED_MASK: int = sum(1 << i for i, card in enumerate(CARDS) if card.is_red)
"""Bit mask of the 26 red cards."""


def cards(text: str) -> list[Card]:
    """Parse a space- or comma-separated list: ``cards("7H 7D 10S")``."""
    return [Card.parse(token) for token in text.replace(",", " ").split()]


def standard_deck() -> list[Card]:
    """The 52 cards in index order (unshuffled)."""
    return list(CARDS)


def mask_of(items: Iterable[Card]) -> int:
    """The bit mask of some cards."""
    mask = 0
    for card in items:
        mask |= 1 << _INDEX_OF[card]
    return mask


def indices_of_mask(mask: int) -> Iterator[int]:
    """Card indices present in a mask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def cards_of_mask(mask: int) -> tuple[Card, ...]:
    """The cards in a mask, in index order (by rank, then S H D C)."""
    return tuple(CARDS[i] for i in indices_of_mask(mask))
