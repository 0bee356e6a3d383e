"""What one Shithead seat may see: `ShitheadView`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardgames_tui.core.cards import CARDS, Card, Rank, cards_of_mask

if TYPE_CHECKING:
    from cardgames_tui.games.shithead.state import ShitheadState

PHASES = ("swap", "play", "over")


@dataclass(frozen=True, slots=True)
class ShitheadView:
    """One seat's observation. Other players' hands and all face-down cards
    appear only as counts."""

    seat: int
    """Whose view this is."""
    players: int
    """Number of seats."""
    phase: str
    """``swap``, ``play`` or ``over``."""
    current_player: int | None
    """The seat to act (None when the game is over)."""
    dealer: int
    """The seat that dealt."""
    hand: tuple[Card, ...]
    """This seat's hand, lowest rank first."""
    playing_from: str
    """Where this seat plays from now: ``hand``, ``face-up`` or ``face-down``."""
    face_up: tuple[tuple[Card, ...], ...]
    """Every seat's face-up cards (public)."""
    face_down: tuple[tuple[bool, bool, bool], ...]
    """Every seat's face-down slots 1-3: True while a card lies there."""
    hand_sizes: tuple[int, ...]
    """How many cards each seat holds in hand."""
    pile: tuple[Card, ...]
    """The play pile, bottom first (every card on it was played face up)."""
    stock_size: int
    """Cards left to draw."""
    burned_count: int
    """Cards burned so far."""
    ready: tuple[bool, ...]
    """Which seats have finished swapping."""
    finished: tuple[int, ...]
    """Seats that are out, first out first (the shithead last once it is over)."""
    must_open_with: Rank | None
    """On the first play of the game, the rank the starter must play."""
    legal_actions: tuple[Any, ...]
    """This seat's legal decisions when it is its turn, else empty."""

    @property
    def top(self) -> Card | None:
        """The top card of the pile."""
        return self.pile[-1] if self.pile else None

    @property
    def my_turn(self) -> bool:
        """Whether this seat must act now."""
        return self.current_player == self.seat


def observe(state: ShitheadState, seat: int) -> ShitheadView:
    """Build the view of ``seat``: nothing hidden from it is copied in."""
    from cardgames_tui.games.shithead.state import SWAP

    n = state.n
    first = (state.dealer + 1) % n
    ready = tuple(
        state.phase != SWAP or (s - first) % n < state.ready_count for s in range(n)
    )
    current = state.current_player
    return ShitheadView(
        seat=seat,
        players=n,
        phase=PHASES[state.phase],
        current_player=current,
        dealer=state.dealer,
        hand=cards_of_mask(state.hands[seat]),
        playing_from=("hand", "face-up", "face-down")[state.source(seat)],
        face_up=tuple(cards_of_mask(m) for m in state.up),
        face_down=tuple(
            (
                state.down[3 * s] >= 0,
                state.down[3 * s + 1] >= 0,
                state.down[3 * s + 2] >= 0,
            )
            for s in range(n)
        ),
        hand_sizes=tuple(m.bit_count() for m in state.hands),
        pile=tuple(CARDS[i] for i in state.pile),
        stock_size=len(state.stock) - state.spos,
        burned_count=state.burned.bit_count(),
        ready=ready,
        finished=tuple(state.finish),
        must_open_with=CARDS[state.opening * 4].rank if state.opening >= 0 else None,
        legal_actions=tuple(state.legal_actions()) if current == seat else (),
    )
