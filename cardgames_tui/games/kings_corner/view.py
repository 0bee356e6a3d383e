"""What one Kings in the Corner seat may see (`KingsView`), or an onlooker.

A named tuple of small ints, made millions of times by search bots; cards,
spaces and even the legal moves are derived when read (the moves once, by
the engine's own function: a view drawn or sampled from never pays for
them, as python-chess's ``Board.legal_moves``). No other hand and no stock
card is in it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from cardgames_tui.core.cards import CARDS, Card, cards_of_mask
from cardgames_tui.core.derived import derived
from cardgames_tui.core.events import Event
from cardgames_tui.games.kings_corner.actions import (
    SPACES,
    KingsAction,
    PlayCard,
    low_rank,
)
from cardgames_tui.games.kings_corner.phases import EventKind
from cardgames_tui.games.kings_corner.state import KingsState
from cardgames_tui.games.kings_corner.turn import legal_moves


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


class KingsFacts(NamedTuple):
    """What a seat sees, as plain values (`KingsView` adds what follows)."""

    seat: int | None
    """Whose view this is (None: the public view)."""
    players: int
    """Number of seats."""
    current_player: int | None
    """The seat on turn (None once the game is over)."""
    dealer: int
    """Who dealt this hand."""
    hand_number: int
    """1 for the first hand."""
    hand_mask: int
    """This seat's cards as a mask (0 in the public view)."""
    hand_sizes: tuple[int, ...]
    """Cards held by each seat."""
    piles: tuple[tuple[int, ...], ...]
    """The eight piles (N E S W NE SE SW NW) as card indices, bottom first."""
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
    kingless: int
    """Bit per seat: known to hold no King (it has ended a turn this hand)."""
    passed: tuple[tuple[int, ...], ...]
    """Per seat, what its ends of turn this hand showed, as masks
    (`KingsState.passed`): anyone at the table saw it."""
    quiet_turns: int
    """Turns in a row with the stock gone and nothing played (the whole
    table in a row blocks the hand)."""
    lenient_table: bool
    """The variant option: a turn may end with a King in hand, for a fine."""
    pot_carries_over: bool
    """The variant option: a blocked hand has no winner; its pot stays."""
    chip_debts: bool
    """The variant option: a seat short of chips pays in full, below 0."""
    carried: int
    """Chips a blocked hand left in this hand's pot (that variant only)."""


class KingsView(KingsFacts):
    """One seat's observation: its own hand and the public table (``seat``
    None: what an onlooker sees)."""

    @derived
    def legal_actions(self) -> tuple[KingsAction, ...]:
        """This seat's legal decisions on its turn, else empty."""
        if not self.my_turn:
            return ()
        return tuple(legal_moves(self.hand_mask, self.piles, self.lenient_table))

    @property
    def hand(self) -> tuple[Card, ...]:
        """This seat's cards."""
        return cards_of_mask(self.hand_mask)

    @property
    def hand_in_order(self) -> tuple[Card, ...]:
        """The hand as this game counts ranks: ace low up to the King."""
        return tuple(sorted(self.hand, key=lambda c: (low_rank(c.index), c.index)))

    @property
    def spaces(self) -> tuple[SpaceView, ...]:
        """N E S W NE SE SW NW, as the table shows them."""
        return tuple(
            SpaceView(
                name,
                CARDS[pile[0]] if pile else None,
                CARDS[pile[-1]] if pile else None,
                len(pile),
            )
            for name, pile in zip(SPACES, self.piles, strict=True)
        )

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.current_player == self.seat


def observe(state: KingsState, seat: int | None) -> KingsView:
    """Build the view of ``seat`` (None: an onlooker's)."""
    # tuple.__new__ straight away: the named tuple's own constructor binds
    # its arguments in Python first, a third of a view's cost.
    return _new(
        KingsView,
        (
            seat,
            state.n,
            state.current_player,
            state.dealer,
            state.hand_no + 1,
            state.hands[seat] if seat is not None else 0,
            tuple(map(int.bit_count, state.hands)),
            tuple(state.piles),
            len(state.stock) - state.spos,
            state.pot,
            tuple(state.chips),
            tuple(state.points),
            state.played_this_turn,
            state.kingless,
            tuple(state.passed),
            state.quiet_turns,
            state.lenient,
            state.carry_over,
            state.debts,
            state.carried,
        ),
    )


_new = tuple.__new__


def after_last_play(view: KingsView, action: KingsAction) -> KingsView:
    """The table just after ``action``, the play that ended the hand (the
    engine deals the next hand in the same step, so no view shows it): the
    last card on its space, out of its holder's hand. A blocked hand ended
    on a turn without a play: the table stands as it was."""
    seat = view.current_player
    if not isinstance(action, PlayCard) or seat is None:
        return view
    piles = list(view.piles)
    piles[action.space] = (*piles[action.space], action.card.index)
    sizes = list(view.hand_sizes)
    sizes[seat] -= 1
    return view._replace(
        hand_mask=view.hand_mask & ~(1 << action.card.index),
        hand_sizes=tuple(sizes),
        piles=tuple(piles),
        current_player=None,
    )


def settled(view: KingsView, events: Iterable[Event]) -> KingsView:
    """``view`` with the chips of the hand's end paid as ``events`` tell:
    fines and the chips for cards left into the pot, then the pot to its
    winner's chips and points (the engine deals the next hand in the same step, so no
    view shows the hand paid up: a summary beside the old chips and points
    read as wrong)."""
    chips, points, pot = list(view.chips), list(view.points), view.pot
    for event in events:
        if event.kind == EventKind.CARRIED and event.target:
            # Chip debts written off with a kept pot: the stacks show them
            # cleared, as the line above says (they read "owes 17" still).
            chips = [max(0, held) for held in chips]
            pot = event.amount
        if event.seat is None:
            continue
        if event.kind in (EventKind.FINE, EventKind.PAY):
            chips[event.seat] -= event.amount
            pot += event.amount
        elif event.kind == EventKind.POT:
            # Into the winner's stack as well as his points: "pot 0" beside
            # the old stacks left chips missing from the 80 (a play-tester).
            chips[event.seat] += event.amount
            points[event.seat] += event.amount
            pot = 0
    return view._replace(chips=tuple(chips), points=tuple(points), pot=pot)
