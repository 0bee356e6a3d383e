"""Playing cards: suits, ranks, the interned `Card`, and the text notation.

Engines work on card *indices* (0..51, ``rank * 4 + suit``) and bit masks of
them, because ints are the cheapest thing Python can copy and compare. The
public API hands out `Card` objects; there are exactly 52 of them, made once,
so ``Card.from_index(i)`` never allocates.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
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
        return _RANK_ORDER_OF[self]


_SUIT_ORDER: tuple[Suit, ...] = tuple(Suit)
_RANK_ORDER: tuple[Rank, ...] = tuple(Rank)
_RANK_ORDER_OF: dict[Rank, int] = {rank: i for i, rank in enumerate(_RANK_ORDER)}
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


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One of the 52 cards. Compare, hash and sort freely: they are interned,
    and a card built by hand equals the interned one."""

    rank: Rank
    """The card's rank."""
    suit: Suit
    """The card's suit."""
    index: int = field(init=False, repr=False)
    """The engine's small-int form: ``rank_order * 4 + suit order`` (0..51)."""
    rank_order: int = field(init=False, repr=False)
    """0 for a two up to 12 for an ace (plain int: engines read it in hot paths)."""

    def __post_init__(self) -> None:
        # Derived once, so equality, hashing and the engines never look them up.
        order = _RANK_ORDER.index(self.rank)
        object.__setattr__(self, "rank_order", order)
        object.__setattr__(self, "index", order * 4 + _SUIT_ORDER.index(self.suit))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.index == self.index

    def __hash__(self) -> int:
        return self.index

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return self.index & 3 in (1, 2)

    @property
    def symbol_text(self) -> str:
        """The card as players write it, with the suit symbol: ``10♥``."""
        return f"{self.rank.value}{_SUIT_SYMBOLS[self.suit]}"

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
        return CARDS[_RANK_ORDER.index(rank) * 4 + _SUIT_INPUT[token[-1]].order]

    def __str__(self) -> str:
        return f"{self.rank.value}{self.suit.value}"

    def __repr__(self) -> str:
        return f"Card({self})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index


CARDS: tuple[Card, ...] = tuple(Card(rank, suit) for rank in Rank for suit in Suit)
ALL_CARDS = (1 << 52) - 1
"""Every card, as a mask (bit ``card.index``)."""
"""All 52 cards in index order: 2S 2H 2D 2C 3S ... AC."""

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
        mask |= 1 << card.index
    return mask


def indices_of_mask(mask: int) -> Iterator[int]:
    """Card indices present in a mask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _byte_table() -> tuple[tuple[tuple[Card, ...], ...], ...]:
    """``_BYTES[k][b]``: the cards of byte ``b`` at bit offset ``8 * k``."""
    return tuple(
        tuple(
            tuple(CARDS[8 * k + j] for j in range(8) if b >> j & 1 and 8 * k + j < 52)
            for b in range(256)
        )
        for k in range(7)
    )


_BYTES: list[tuple[tuple[tuple[Card, ...], ...], ...]] = []
"""Made on first use (not at import: the menu never needs it)."""


def cards_of_mask(mask: int) -> tuple[Card, ...]:
    """The cards in a mask, in index order (by rank, then S H D C).

    Views call this for every hand they show, so it reads a byte at a time
    from a table instead of a bit at a time."""
    if not _BYTES:
        _BYTES.append(_byte_table())
    table = _BYTES[0]
    found: tuple[Card, ...] = ()
    k = 0
    while mask:
        byte = mask & 255
        if byte:
            found += table[k][byte]
        mask >>= 8
        k += 1
    return found
