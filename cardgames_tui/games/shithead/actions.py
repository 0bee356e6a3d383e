"""Shithead decisions and their notation: swap, ready, play, flip, pickup.

Every play the engine can offer is made once, at import, in ``PLAYS``: a play
is keyed by its rank and the 4-bit mask of its suits, so listing the legal
plays of a hand is a table look-up per rank held.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardgames_tui.core.cards import CARDS, Card, cards

WILD_TWO = 0
"""Rank index of the 2."""
TEN = 8
"""Rank index of the 10."""


@dataclass(frozen=True, slots=True)
class Swap:
    """Before play: exchange a hand card with one of your face-up cards."""

    hand_card: Card
    """The card leaving the hand (it becomes face-up)."""
    face_up_card: Card
    """The face-up card taken into the hand."""

    def __str__(self) -> str:
        return f"swap {self.hand_card} {self.face_up_card}"

    @property
    def words(self) -> str:
        """The move as a player says it (a hint): which card goes where."""
        up, taken = self.hand_card.symbol_text, self.face_up_card.symbol_text
        return f"put {up} face up for {taken}"


@dataclass(frozen=True, slots=True)
class Ready:
    """This seat has finished swapping."""

    def __str__(self) -> str:
        return "ready"

    @property
    def words(self) -> str:
        """The move as a player says it (a hint; the key is r Ready)."""
        return "ready (end the swap)"


@dataclass(frozen=True, slots=True)
class Pickup:
    """Take the whole pile into the hand; the turn ends."""

    def __str__(self) -> str:
        return "pickup"

    @property
    def words(self) -> str:
        """The move as a player says it (a hint): "pickup" read as a noun."""
        return "pick up the pile"


@dataclass(frozen=True, slots=True)
class Flip:
    """Blind phase: turn over and play the face-down card in a slot (1-3)."""

    slot: int
    """Slot number, 1 to 3; slots keep their numbers as cards leave."""

    def __str__(self) -> str:
        return f"flip {self.slot}"

    @property
    def words(self) -> str:
        """The move as a player says it (a hint): slots count from the left."""
        return f"turn over face-down card {self.slot}"


@dataclass(frozen=True, slots=True)
class Play:
    """One to four cards of one rank, from the hand (or face-up when it is empty).

    A pure value: the engine's mask, rank and indices are derived from the
    cards, so ``Play(cards("8S"))`` built by hand is the very move the engine
    lists."""

    cards: tuple[Card, ...]
    """The cards; kept in index order, so equal plays compare equal."""
    mask: int = field(init=False, compare=False, repr=False)
    """Bit mask of the cards (derived)."""
    rank: int = field(init=False, compare=False, repr=False)
    """Rank index of the cards (derived; -1 for cards of mixed ranks)."""
    indices: tuple[int, ...] = field(init=False, compare=False, repr=False)
    """Card indices, lowest first (derived)."""

    def __post_init__(self) -> None:
        ordered = tuple(sorted(self.cards))
        indices = tuple(card.index for card in ordered)
        ranks = {i >> 2 for i in indices}
        object.__setattr__(self, "cards", ordered)
        object.__setattr__(self, "indices", indices)
        object.__setattr__(self, "mask", sum(1 << i for i in set(indices)))
        object.__setattr__(self, "rank", ranks.pop() if len(ranks) == 1 else -1)

    def __str__(self) -> str:
        return "play " + " ".join(str(card) for card in self.cards)


ShitheadAction = Swap | Ready | Pickup | Flip | Play
"""Any Shithead decision."""

READY = Ready()
PICKUP = Pickup()
FLIPS: tuple[Flip, ...] = (Flip(1), Flip(2), Flip(3))


def _build_plays() -> tuple[tuple[Play, ...], ...]:
    """``PLAYS[rank << 4 | held]``: every play of that rank from those suits."""
    table: list[tuple[Play, ...]] = []
    for rank in range(13):
        by_sub: dict[int, Play] = {}
        for sub in range(1, 16):
            indices = tuple(rank * 4 + s for s in range(4) if sub >> s & 1)
            by_sub[sub] = Play(tuple(CARDS[i] for i in indices))
        for held in range(16):
            subs = [s for s in range(1, 16) if s & held == s]
            # Fewer cards first, then by suit: singles before sets.
            subs.sort(
                key=lambda s: (s.bit_count(), [b for b in range(4) if s >> b & 1])
            )
            table.append(tuple(by_sub[s] for s in subs))
    return tuple(table)


PLAYS = _build_plays()


def one_play(chosen: list[Card]) -> bool:
    """Whether these cards may be played together: one to four of one rank."""
    return 1 <= len(chosen) <= 4 and len({card.rank for card in chosen}) == 1


def play_of(chosen: list[Card]) -> Play:
    """The interned play of these cards; ValueError unless 1-4 cards of one rank."""
    if not 1 <= len(chosen) <= 4:
        raise ValueError("a play is one to four cards of the same rank")
    if len(set(chosen)) != len(chosen):
        raise ValueError("a play names each card once")
    ranks = {card.rank for card in chosen}
    if len(ranks) != 1:
        raise ValueError("all the cards in one play must have the same rank")
    rank = chosen[0].rank_order
    sub = sum(1 << card.suit.order for card in chosen)
    return next(p for p in PLAYS[rank << 4 | sub] if p.mask >> (rank * 4) == sub)


def parse_action(text: str) -> ShitheadAction:
    """Read ``swap 4C KS``, ``ready``, ``play 7H 7D``, ``flip 2`` or ``pickup``."""
    words = text.strip().split()
    if not words:
        raise ValueError("empty move: try play, pickup, flip, swap or ready")
    verb, rest = words[0].lower(), words[1:]
    if verb in ("ready", "pickup") and not rest:
        return READY if verb == "ready" else PICKUP
    if verb == "play" and rest:
        return play_of(cards(" ".join(rest)))
    if verb == "flip" and len(rest) == 1 and rest[0] in ("1", "2", "3"):
        return FLIPS[int(rest[0]) - 1]
    if verb == "swap" and len(rest) == 2:
        hand_card, up_card = cards(" ".join(rest))
        return Swap(hand_card, up_card)
    raise ValueError(
        f"{text.strip()!r} is not a Shithead move: try 'play 7H 7D', 'pickup',"
        " 'flip 2', 'swap 4C KS' or 'ready'"
    )
