"""A turn: plays from the hand, pile moves, and ending the turn with its fine
and draw (rules page, sections 3-4)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardgames_tui.core.bounded import drawn, shown
from cardgames_tui.core.cards import CARDS
from cardgames_tui.core.events import Event
from cardgames_tui.games.kings_corner import hand
from cardgames_tui.games.kings_corner.actions import (
    CORNERS,
    END,
    KING,
    MOVES,
    SPACES,
    KingsAction,
    MovePile,
    PlayCard,
    low_rank,
)
from cardgames_tui.games.kings_corner.fits import (
    FITS,
    KINGS_MASK,
    NOT_KINGS,
    PARENTS_MASK,
    PLAYS_BY_SPACE,
)
from cardgames_tui.games.kings_corner.phases import KING_TARGET, EventKind

if TYPE_CHECKING:
    from cardgames_tui.games.kings_corner.state import KingsState

ABOVE = tuple(
    sum(1 << c for c in range(52) if c >> 2 != KING and low_rank(c) > rank)
    for rank in range(13)
)
"""``ABOVE[rank]``: the cards but Kings ranked above ``rank`` (`low_rank`)."""
KING_FINE = 3
"""Lenient-table variant: chips for each King still held at the end of a turn."""


def legal_actions(s: KingsState) -> list[KingsAction]:
    """Plays by space (N E S W NE SE SW NW) then card, moves, then end."""
    return legal_moves(s.hands[s.current], s.piles, s.lenient)


def legal_moves(
    held: int, piles: Sequence[tuple[int, ...]], lenient: bool
) -> list[KingsAction]:
    """The moves of a seat holding ``held`` (a mask) at a table of ``piles``:
    all a seat sees, so its view lists them with the engine's own function."""
    actions: list[KingsAction] = []
    add = actions.append
    tops = 0  # mask of the cards on top of a pile
    for space, pile in enumerate(piles):
        if pile:
            top = pile[-1]
            tops |= 1 << top
            fits = held & FITS[top]
        elif space >= 4:
            fits = held & KINGS_MASK
        else:
            fits = held & NOT_KINGS
        if not fits:
            continue
        row = PLAYS_BY_SPACE[space]
        while fits:
            low = fits & -fits
            add(row[low.bit_length() - 1])
            fits ^= low
    for source in (0, 1, 2, 3):
        pile = piles[source]
        if not pile:
            continue
        bottom = pile[0]
        king = bottom >> 2 == KING
        # Most piles fit nowhere: one mask test skips the scan.
        if king or PARENTS_MASK[bottom] & tops:
            for target, dest in enumerate(piles):
                if dest:
                    if FITS[dest[-1]] >> bottom & 1 and target != source:
                        add(MOVES[source][target])
                elif king and target >= 4:
                    add(MOVES[source][target])
    # A King in hand must be placed before the turn ends.
    if lenient or not held & KINGS_MASK:
        add(END)
    return actions


def play_card(s: KingsState, action: PlayCard, events: list[Event] | None) -> None:
    p = s.current
    c = action.card.index
    s.hands[p] ^= 1 << c
    if action.space < 4 and not s.piles[action.space]:
        # A greedy player fills a tabbed space only when nothing of its
        # fits a top, and with its highest card: it holds neither now.
        shown = ABOVE[low_rank(c)]
        for pile in s.piles:
            if pile:
                shown |= FITS[pile[-1]]
        s.passed[p] = _passed(s.passed[p], shown, False, s.hands[p])
    s.piles[action.space] += (c,)
    s.played_this_turn = True
    if events is not None:
        events.append(
            Event(EventKind.PLAY, p, (action.card,), target=SPACES[action.space])
        )
    if not s.hands[p]:
        hand.settle(s, p, blocked=False, events=events)


def move_pile(s: KingsState, action: MovePile, events: list[Event] | None) -> None:
    moved = s.piles[action.source]
    s.piles[action.target] += moved
    s.piles[action.source] = ()
    s.played_this_turn = True
    if events is not None:
        where = f"{SPACES[action.source]}-{SPACES[action.target]}"
        events.append(
            Event(EventKind.MOVE, s.current, (CARDS[moved[0]],), len(moved), where)
        )


def end_turn(s: KingsState, events: list[Event] | None) -> None:
    """The no-play fine, then the draw; a full round of nothing with the
    stock gone blocks the hand."""
    p = s.current
    kings = (s.hands[p] & KINGS_MASK).bit_count()
    if kings:  # only with the lenient-table variant
        paid = hand.pay(s, p, KING_FINE * kings)
        if events is not None:
            # The count is the table's to know: the fine is 3 chips a King.
            kept = f"{KING_TARGET}{kings}"
            events.append(Event(EventKind.FINE, p, amount=paid, target=kept))
    stock_empty = s.spos == len(s.stock)
    if not s.played_this_turn:
        paid = hand.pay(s, p, 1)
        if events is not None:
            events.append(Event(EventKind.FINE, p, amount=paid, target="no-play"))
    s.quiet_turns = s.quiet_turns + 1 if stock_empty and not s.played_this_turn else 0
    if s.quiet_turns == s.n:
        hand.settle(s, hand.fewest_cards(s), blocked=True, events=events)
        return
    if not s.lenient:
        s.kingless |= 1 << p
    fits = fitting(s.piles)
    held = s.hands[p]
    if not stock_empty:
        draw(s, p, events)
    s.passed[p] = _passed(s.passed[p], fits, s.hands[p] != held, s.hands[p])
    s.current = (p + 1) % s.n
    s.played_this_turn = False


def _passed(
    before: tuple[int, ...], fits: int, drew: bool, held: int
) -> tuple[int, ...]:
    """`KingsState.passed` for a seat that shows (greedy) it holds none of
    ``fits``: at the end of a turn, what fitted the table; on filling a
    tabbed space, what fitted a top and what ranked above the card. It
    held no more than j of entry j either. A card drawn into its hand (not
    a King, which goes to a corner) is one more it may hold of each.
    Entries from its hand size on say nothing."""
    return drawn(shown(before, fits), int(drew), held.bit_count())


def fitting(piles: list[tuple[int, ...]]) -> int:
    """The cards that could be played on the table as it stands: on a top,
    and any but a King if a tabbed space is empty."""
    found = 0
    for pile in piles:
        if pile:
            found |= FITS[pile[-1]]
    if not (piles[0] and piles[1] and piles[2] and piles[3]):
        found |= NOT_KINGS
    return found


def draw(s: KingsState, p: int, events: list[Event] | None) -> None:
    """One card from the stock; a King drawn goes straight to a corner."""
    c = s.stock[s.spos]
    s.spos += 1
    if c >> 2 == KING:
        corner = next(k for k in CORNERS if not s.piles[k])
        s.piles[corner] = (c,)
        if events is not None:
            events.append(
                Event(EventKind.DRAWN_KING, p, (CARDS[c],), target=SPACES[corner])
            )
    else:
        s.hands[p] |= 1 << c
        if events is not None:
            events.append(Event(EventKind.DRAW, p, amount=1))
            events.append(Event(EventKind.DREW, p, (CARDS[c],), 1, private_to=p))
