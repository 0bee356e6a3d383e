"""A hand from the deal to the payout: the ante, chips owed, the pot
(rules page, sections 2 and 5-6)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cardgames_tui.core.cards import CARDS
from cardgames_tui.core.deck import shuffled_deck
from cardgames_tui.core.events import Event
from cardgames_tui.games.kings_corner.phases import EventKind

if TYPE_CHECKING:
    from cardgames_tui.games.kings_corner.state import KingsState

CHIPS = 80
"""Chips in the box, shared out again at every hand."""
TARGET = 100
"""Points that win the game."""


def payable(amount: int, chips: int, debts: bool) -> int:
    """What a seat holding ``chips`` pays of ``amount``: never more than it
    has, unless the table plays with debts (a variant), where it pays in
    full and its stack goes below 0."""
    return amount if debts else max(0, min(amount, chips))


def pay(s: KingsState, seat: int, amount: int) -> int:
    """Move what ``seat`` can pay of ``amount`` to the pot (`payable`);
    return what was paid."""
    paid = payable(amount, s.chips[seat], s.debts)
    s.chips[seat] -= paid
    s.pot += paid
    return paid


def fewest_cards(s: KingsState) -> int:
    """A blocked hand goes to the fewest cards, ties to the first from the
    dealer's left."""
    n = s.n
    order = [(s.dealer + 1 + i) % n for i in range(n)]
    return min(order, key=lambda seat: s.hands[seat].bit_count())


def settle(
    s: KingsState, winner: int, *, blocked: bool, events: list[Event] | None
) -> None:
    """End the hand: the others pay a chip per card, the winner takes the pot.
    A blocked hand, with the pot-carries-over variant, has no winner: nobody
    pays for cards left (nobody went out) and the pot waits for the next."""
    if blocked and s.carry_over:
        _carry_over(s, events)
        return
    if events is not None:
        events.append(Event(EventKind.BLOCKED if blocked else EventKind.OUT, winner))
    for i in range(1, s.n):
        seat = (winner + i) % s.n
        owed = s.hands[seat].bit_count()
        paid = pay(s, seat, owed)
        if events is not None and owed:
            events.append(Event(EventKind.PAY, seat, amount=paid))
    won = s.pot
    # The winner takes the pot's chips into his stack (all 80 accounted
    # for at the hand's end) and scores as many points.
    s.chips[winner] += won
    s.pot = 0
    s.points[winner] += won
    s.blocked_hands += blocked
    if events is not None:
        events.append(Event(EventKind.POT, winner, amount=won))
    if s.points[winner] >= TARGET:
        s.over = True
        s.winner = winner
        s.current = -1
        if events is not None:
            events.append(Event(EventKind.GAME_WON, winner, amount=s.points[winner]))
        return
    _next_hand(s, events)


def _carry_over(s: KingsState, events: list[Event] | None) -> None:
    """The pot stays for the next hand: its chips, not what is owed into it
    (chip debts), which end with the hand as the stacks do. Carried in full,
    IOUs made a pot above the 80 chips, and the next hand dealt every seat
    a debt (a review)."""
    owed = -sum(chips for chips in s.chips if chips < 0)
    s.pot -= owed
    s.blocked_hands += 1
    if events is not None:
        events.append(Event(EventKind.BLOCKED))
        written_off = str(owed) if owed else ""
        events.append(Event(EventKind.CARRIED, amount=s.pot, target=written_off))
    _next_hand(s, events)


def _next_hand(s: KingsState, events: list[Event] | None) -> None:
    s.hand_no += 1
    if s.one_hand:
        return  # a search sample: the play-out is over
    s.dealer = (s.dealer + 1) % s.n
    start_hand(s, None, events)


def start_hand(
    s: KingsState, order: list[int] | None, events: list[Event] | None
) -> None:
    """Seven cards each, one face up on each tabbed space; the chips shared
    out and one each into the pot. Chips a blocked hand left in the pot
    (variant) stay there, and only the rest of the 80 are shared out."""
    n = s.n
    if order is None:
        rng = random.Random(s.base_seed << 16 | s.hand_no)
        order = [c.index for c in shuffled_deck(rng)]
    s.hands = [sum(1 << i for i in order[7 * k : 7 * k + 7]) for k in range(n)]
    s.piles = [(order[7 * n + k],) for k in range(4)] + [(), (), (), ()]
    s.stock = tuple(order[7 * n + 4 :])
    s.spos = 0
    s.carried = s.pot
    share = (CHIPS - s.carried) // n
    s.chips = [share] * n
    s.box = CHIPS - s.carried - share * n
    for seat in range(n):
        # The ante; a share of 0 (a pot kept long) antes nothing, or with
        # chip debts owes the chip.
        pay(s, seat, 1)
    s.current = (s.dealer + 1) % n
    s.played_this_turn = False
    s.quiet_turns = 0
    s.kingless = 0
    s.passed = [()] * n
    if events is not None:
        events += opening(s)


def opening(s: KingsState) -> tuple[Event, ...]:
    """How a hand starts, as events: the deal (with the tabbed spaces' cards,
    which everyone sees) and the ante."""
    tabbed = tuple(CARDS[pile[0]] for pile in s.piles[:4])
    return (
        Event(EventKind.HAND, s.dealer, tabbed, s.hand_no + 1),
        # target: what was carried over into this pot, when anything was
        Event(EventKind.ANTE, amount=s.pot, target=str(s.carried or "")),
    )
