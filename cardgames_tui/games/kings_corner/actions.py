"""Kings in the Corner decisions and their notation: play, move, end."""

from __future__ import annotations

from dataclasses import dataclass

from cardgames_tui.core.cards import CARDS, Card

SPACES = ("N", "E", "S", "W", "NE", "SE", "SW", "NW")
"""Tabbed spaces 0-3, King spaces (corners) 4-7."""
CORNERS = range(4, 8)
KING = 11
"""Rank index of the King (in card-index order, where the ace is 12)."""


def low_rank(card_index: int) -> int:
    """Rank with the ace low, as this game counts: A=0, 2=1, ... K=12."""
    r = card_index >> 2
    return 0 if r == 12 else r + 1


@dataclass(frozen=True, slots=True)
class PlayCard:
    """A card from the hand onto a space."""

    card: Card
    """The card played."""
    space: int
    """Index into SPACES."""

    def __str__(self) -> str:
        return f"play {self.card} on {SPACES[self.space]}"


@dataclass(frozen=True, slots=True)
class MovePile:
    """A whole tabbed pile onto another pile, or (King at the bottom) into an
    empty corner."""

    source: int
    """The tabbed space moved from."""
    target: int
    """The space moved to."""

    def __str__(self) -> str:
        return f"move {SPACES[self.source]} to {SPACES[self.target]}"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Finish the turn: the no-play fine if nothing was played, then the draw."""

    def __str__(self) -> str:
        return "end"

    @property
    def words(self) -> str:
        """The move as a player says it (a hint): ``end`` alone read as a
        word missing its object."""
        return "end the turn"


KingsAction = PlayCard | MovePile | EndTurn
"""Any Kings in the Corner decision."""

END = EndTurn()
PLAYS: tuple[tuple[PlayCard, ...], ...] = tuple(
    tuple(PlayCard(card, space) for space in range(8)) for card in CARDS
)
"""``PLAYS[card][space]``: every play, made once."""
MOVES: tuple[tuple[MovePile, ...], ...] = tuple(
    tuple(MovePile(src, dst) for dst in range(8)) for src in range(8)
)


def _space(name: str) -> int:
    try:
        return SPACES.index(name.upper())
    except ValueError:
        raise ValueError(
            f"{name!r} is not a space: tabbed N E S W, corners NE SE SW NW"
        ) from None


def parse_action(text: str) -> KingsAction:
    """Read ``play 7H on N``, ``move W to E`` or ``end``."""
    words = text.strip().split()
    lowered = [w.lower() for w in words]
    if lowered == ["end"]:
        return END
    if len(words) == 4 and lowered[0] == "play" and lowered[2] == "on":
        return PLAYS[Card.parse(words[1]).index][_space(words[3])]
    if len(words) == 4 and lowered[0] == "move" and lowered[2] == "to":
        return MOVES[_space(words[1])][_space(words[3])]
    raise ValueError(
        f"{text.strip()!r} is not a Kings in the Corner move: try 'play 7H on N',"
        " 'move W to E' or 'end'"
    )
