"""What one Shithead seat may see (`ShitheadView`), or an onlooker.

A view is a named tuple of small ints, made millions of times by search
bots; the cards, and even the legal moves, are derived when read (the moves
once, by the engine's own functions: a view drawn or sampled from never pays
for them, as python-chess's ``Board.legal_moves``). It holds nothing hidden
from its seat: other hands and every face-down card appear only as counts.
"""

from __future__ import annotations

from typing import NamedTuple

from cardgames_tui.core.cards import CARDS, Card, Rank, cards_of_mask
from cardgames_tui.core.derived import derived
from cardgames_tui.games.shithead.actions import ShitheadAction
from cardgames_tui.games.shithead.phases import Phase, Source, source_of
from cardgames_tui.games.shithead.play import legal_plays_of, need_of
from cardgames_tui.games.shithead.state import ShitheadState
from cardgames_tui.games.shithead.swap import legal_swaps_of


class ShitheadFacts(NamedTuple):
    """What a seat sees, as plain values (`ShitheadView` adds what follows)."""

    seat: int | None
    """Whose view this is (None: the public view)."""
    players: int
    """Number of seats."""
    phase: Phase
    """Swap, play or over."""
    current_player: int | None
    """The seat to act (None when the game is over)."""
    dealer: int
    """The seat that dealt."""
    hand_mask: int
    """This seat's hand as a card mask (0 in the public view)."""
    up_masks: tuple[int, ...]
    """Every seat's face-up cards as masks (public)."""
    down_mask: int
    """Bit ``3 * seat + slot``: a face-down card lies there (public)."""
    hand_sizes: tuple[int, ...]
    """How many cards each seat holds in hand."""
    pile_indices: tuple[int, ...]
    """The play pile, bottom first (every card on it was played face up)."""
    stock_size: int
    """Cards left to draw."""
    burned_mask: int
    """The cards burned so far (each was played face up)."""
    known_masks: tuple[int, ...]
    """Cards everyone knows are in each hand (picked up, or swapped in)."""
    ready_count: int
    """How many seats, from the dealer's left, have finished swapping."""
    finished: tuple[int, ...]
    """Seats that are out, first out first (the shithead last once it is over)."""
    opening: int
    """On the first play of the game, the rank index the starter must play."""
    voluntary_pickup: bool
    """The variant option: the pile may be picked up even when a card fits."""
    lacked: tuple[tuple[int, ...], ...]
    """Per seat, what its forced pick-ups showed its hand lacked, as masks
    (`ShitheadState.lacked`): all at the table saw them."""
    down_left: tuple[int, ...]
    """Once the game is over, the card in each face-down slot (``3 * seat +
    slot``; -1: none), nobody's secret then (the results' revealed hands
    said only "2 face down"); empty before."""


class ShitheadView(ShitheadFacts):
    """One seat's observation (``seat`` None: what an onlooker sees)."""

    @derived
    def legal_actions(self) -> tuple[ShitheadAction, ...]:
        """This seat's legal decisions when it is its turn, else empty."""
        seat = self.seat
        if seat is None or seat != self.current_player:
            return ()
        if self.phase is Phase.SWAP:
            return tuple(legal_swaps_of(self.hand_mask, self.up_masks[seat]))
        pile = self.pile_indices
        return tuple(
            legal_plays_of(
                self.hand_mask,
                self.up_masks[seat],
                self.down_mask >> 3 * seat & 7,
                need_of(pile),
                self.opening,
                self.voluntary_pickup and bool(pile),
            )
        )

    @property
    def burned_count(self) -> int:
        """Cards burned so far."""
        return self.burned_mask.bit_count()

    @property
    def hand(self) -> tuple[Card, ...]:
        """This seat's hand, lowest rank first."""
        return cards_of_mask(self.hand_mask)

    @property
    def face_up(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's face-up cards."""
        return tuple(cards_of_mask(m) for m in self.up_masks)

    @property
    def face_down(self) -> tuple[tuple[bool, bool, bool], ...]:
        """Every seat's face-down slots 1-3: True while a card lies there."""
        d = self.down_mask
        return tuple(
            (bool(d >> 3 * s & 1), bool(d >> 3 * s + 1 & 1), bool(d >> 3 * s + 2 & 1))
            for s in range(self.players)
        )

    @property
    def pile(self) -> tuple[Card, ...]:
        """The play pile, bottom first."""
        return tuple(CARDS[i] for i in self.pile_indices)

    @property
    def top(self) -> Card | None:
        """The top card of the pile."""
        return CARDS[self.pile_indices[-1]] if self.pile_indices else None

    @property
    def ready(self) -> tuple[bool, ...]:
        """Which seats have finished swapping."""
        n = self.players
        first = (self.dealer + 1) % n
        swapping = self.phase is Phase.SWAP
        return tuple(
            not swapping or (s - first) % n < self.ready_count for s in range(n)
        )

    def source(self, seat: int) -> Source:
        """Where ``seat`` plays from now (public: it follows from the counts)."""
        return source_of(self.hand_sizes[seat], self.stock_size, self.up_masks[seat])

    @property
    def playing_from(self) -> Source:
        """Where this seat (in the public view: the seat on turn) plays from."""
        seat = self.seat if self.seat is not None else self.current_player
        return self.source(seat) if seat is not None else Source.HAND

    @property
    def must_open_with(self) -> Rank | None:
        """On the first play of the game, the rank the starter must play."""
        return CARDS[self.opening * 4].rank if self.opening >= 0 else None

    @property
    def my_turn(self) -> bool:
        """Whether this seat must act now."""
        return self.seat is not None and self.current_player == self.seat


def observe(state: ShitheadState, seat: int | None) -> ShitheadView:
    """Build the view of ``seat`` (None: an onlooker's)."""
    # tuple.__new__ straight away: the named tuple's own constructor binds
    # its arguments in Python first, a third of a view's cost.
    return _new(
        ShitheadView,
        (
            seat,
            state.n,
            state.phase,
            state.current_player,
            state.dealer,
            state.hands[seat] if seat is not None else 0,
            tuple(state.up),
            state.down_mask,
            tuple(map(int.bit_count, state.hands)),
            tuple(state.pile),
            len(state.stock) - state.spos,
            state.burned,
            tuple(state.known),
            state.ready_count,
            tuple(state.finish),
            state.opening,
            state.voluntary,
            tuple(state.lacked),
            tuple(state.down) if state.phase is Phase.OVER else (),
        ),
    )


_new = tuple.__new__
