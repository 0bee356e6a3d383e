"""What one Kings in the Corner seat may see: `KingsView`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardgames_tui.core.cards import CARDS, Card, cards_of_mask
from cardgames_tui.games.kings_corner.actions import SPACES

if TYPE_CHECKING:
    from cardgames_tui.games.kings_corner.state import KingsState


@dataclass(frozen=True, slots=True)
class SpaceView:
    """One space of the control center as the table shows it."""

    name: str
    """N E S W (tabbed) or NE SE SW NW (King spaces)."""
    bottom: Card | None
    """The card under the tab (for a corner, its King); None if empty."""
    top: Card | None
    """The card on top; None if empty."""
    size: int
    """Cards in the pile."""

    @property
    def is_corner(self) -> bool:
        return len(self.name) == 2


@dataclass(frozen=True, slots=True)
class KingsView:
    """One seat's observation: its own hand and the public table."""

    seat: int
    """Whose view this is."""
    players: int
    """Number of seats."""
    current_player: int | None
    """The seat on turn (None once the game is over)."""
    dealer: int
    """Who dealt this hand."""
    hand_number: int
    """1 for the first hand."""
    hand: tuple[Card, ...]
    """This seat's cards."""
    hand_sizes: tuple[int, ...]
    """Cards held by each seat."""
    spaces: tuple[SpaceView, ...]
    """N E S W NE SE SW NW."""
    stock_size: int
    """Cards left in the draw pile."""
    pot: int
    """Chips in the pot."""
    chips: tuple[int, ...]
    """Each seat's chips in this hand."""
    points: tuple[int, ...]
    """Each seat's points (pots won); 100 wins."""
    played_this_turn: bool
    """Whether the seat on turn has made a play this turn (no fine if so)."""
    legal_actions: tuple[Any, ...]
    """This seat's legal decisions on its turn, else empty."""

    @property
    def my_turn(self) -> bool:
        return self.current_player == self.seat


def observe(state: KingsState, seat: int) -> KingsView:
    """Build the view of ``seat``: no other hand and no stock card is copied in."""
    current = state.current_player
    return KingsView(
        seat=seat,
        players=state.n,
        current_player=current,
        dealer=state.dealer,
        hand_number=state.hand_no + 1,
        hand=cards_of_mask(state.hands[seat]),
        hand_sizes=tuple(h.bit_count() for h in state.hands),
        spaces=tuple(
            SpaceView(
                name,
                CARDS[pile[0]] if pile else None,
                CARDS[pile[-1]] if pile else None,
                len(pile),
            )
            for name, pile in zip(SPACES, state.piles, strict=True)
        ),
        stock_size=len(state.stock) - state.spos,
        pot=state.pot,
        chips=tuple(state.chips),
        points=tuple(state.points),
        played_this_turn=state.played_this_turn,
        legal_actions=tuple(state.legal_actions()) if current == seat else (),
    )
