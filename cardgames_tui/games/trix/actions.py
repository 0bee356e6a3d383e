"""Trix decisions and their notation: choose, double, play, pass."""

from __future__ import annotations

from dataclasses import dataclass, field

from cardgames_tui.core.cards import CARDS, Card, cards
from cardgames_tui.games.trix.held_order import in_held_order

TRIX, COMPLEX = 1, 2
"""Contract ids (also bits in a seat's played-contracts mask)."""
CONTRACT_NAMES = {TRIX: "trix", COMPLEX: "complex"}

KING_OF_HEARTS = Card.parse("KH").index
QUEENS = tuple(Card.parse(f"Q{s}").index for s in "SHDC")
DOUBLABLE_MASK = (1 << KING_OF_HEARTS) | sum(1 << q for q in QUEENS)
"""K♥ and the four queens: the only cards that can be doubled."""


@dataclass(frozen=True, slots=True)
class Choose:
    """The kingdom owner picks the contract of this deal."""

    contract: int
    """TRIX or COMPLEX."""

    def __str__(self) -> str:
        return f"choose {CONTRACT_NAMES[self.contract]}"

    @property
    def words(self) -> str:
        """The move as a player says it (a hint): the contract is a name."""
        return f"choose {CONTRACT_NAMES[self.contract].capitalize()}"


@dataclass(frozen=True, slots=True)
class Double:
    """The doubling round: double some of your K♥ and queens, or none."""

    cards: tuple[Card, ...]
    """The cards doubled, kept in index order (empty: ``double none``)."""
    mask: int = field(init=False, compare=False, repr=False)
    """Bit mask of the cards (derived, so a hand-built double is the engine's)."""

    def __post_init__(self) -> None:
        ordered = tuple(sorted(set(self.cards)))
        object.__setattr__(self, "cards", ordered)
        object.__setattr__(self, "mask", sum(1 << card.index for card in ordered))

    def __str__(self) -> str:
        return "double " + (" ".join(str(c) for c in self.cards) or "none")

    @property
    def words(self) -> str:
        """The move as a player says it (a hint): its cards in the order of
        the hand (``double Q♠ K♥ Q♦``), not the notation's index order."""
        held = in_held_order(self.cards)
        return "double " + (" ".join(c.symbol_text for c in held) or "none")


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play one card (to the Trix layout or to the trick)."""

    card: Card
    """The card."""

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class Pass:
    """ "Bass": in Trix, only when no card can be played."""

    def __str__(self) -> str:
        return "pass"


TrixAction = Choose | Double | PlayCard | Pass
"""Any Trix decision."""

PASS = Pass()
PLAY: tuple[PlayCard, ...] = tuple(PlayCard(card) for card in CARDS)
"""The interned play of each card, by card index."""
CHOOSE: dict[int, Choose] = {TRIX: Choose(TRIX), COMPLEX: Choose(COMPLEX)}


def double_of(mask: int) -> Double:
    """The double action of the cards in ``mask``."""
    return Double(tuple(CARDS[i] for i in range(52) if mask >> i & 1))


def parse_action(text: str) -> TrixAction:
    """Read ``choose trix``, ``double KH QS``, ``double none``, ``play 5H``,
    ``pass``."""
    words = text.strip().split()
    verb, rest = (words[0].lower(), words[1:]) if words else ("", [])
    if verb == "pass" and not rest:
        return PASS
    if verb == "play" and len(rest) == 1:
        return PLAY[Card.parse(rest[0]).index]
    if verb == "choose" and len(rest) == 1 and rest[0].lower() in ("trix", "complex"):
        return CHOOSE[TRIX if rest[0].lower() == "trix" else COMPLEX]
    if verb == "double" and rest:
        if [w.lower() for w in rest] == ["none"]:
            return double_of(0)
        chosen = cards(" ".join(rest))
        mask = sum(1 << c.index for c in chosen)
        if len(chosen) != mask.bit_count():
            raise ValueError("name each doubled card once")
        if mask & ~DOUBLABLE_MASK:
            raise ValueError("only the King of Hearts and the queens can be doubled")
        return double_of(mask)
    raise ValueError(
        f"{text.strip()!r} is not a Trix move: try 'play 5H', 'pass',"
        " 'choose trix', 'choose complex', 'double KH QS' or 'double none'"
    )
