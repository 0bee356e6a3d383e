"""The Complex contract: the doubling round, then thirteen tricks (rules
page, section 5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgames_tui.core.cards import CARDS
from cardgames_tui.core.events import Event
from cardgames_tui.games.trix.actions import Double
from cardgames_tui.games.trix.phases import EventKind, Phase
from cardgames_tui.games.trix.scoring import score_trick

if TYPE_CHECKING:
    from cardgames_tui.games.trix.state import TrixState

SUIT_MASKS = tuple(sum(1 << (r * 4 + s) for r in range(13)) for s in range(4))


def double(s: TrixState, action: Double, events: list[Event] | None) -> None:
    p = s.doubling_queue.pop(0)
    s.doublers[p] = action.mask
    if events is not None:
        # "No double" is told to that seat alone: the public log shows only
        # what was doubled (rules page), so it never tells who was asked.
        private = None if action.mask else p
        events.append(Event(EventKind.DOUBLE, p, action.cards, private_to=private))
    next_doubler(s)


def to_double(owner: int, current: int) -> list[int]:
    """The seats still to answer the doubling round, ``current`` first: it
    goes round once from the owner, every seat asked (`next_doubler`)."""
    return [(current + k) % 4 for k in range((owner - current) % 4 or 4)]


def next_doubler(s: TrixState) -> None:
    """The next seat answers, then the owner leads. A seat holding neither
    the K♥ nor a queen is asked too (it can only double none): were it
    passed over, the round's turns would show everyone who holds them
    (rules page, how this program settles the open questions)."""
    queue = s.doubling_queue
    if queue:
        s.current = queue[0]
    else:
        s.phase = Phase.TRICKS
        s.current = s.leader = s.owner


def trick_play(
    s: TrixState, p: int, c: int, events: list[Event] | None
) -> list[int] | None:
    """A card onto the trick; the highest of the led suit takes it. Returns
    the deal's result after the thirteenth trick."""
    trick = s.trick
    if trick and (c & 3) != (trick[0][1] & 3):
        s.excluded[p] |= SUIT_MASKS[trick[0][1] & 3]  # shown out of the led suit
    trick.append((p, c))
    if len(trick) < 4:
        s.current = (p + 1) % 4
        return None
    suit = trick[0][1] & 3
    winner = max((card, seat) for seat, card in trick if card & 3 == suit)[1]
    doubled = s.doublers[0] | s.doublers[1] | s.doublers[2] | s.doublers[3]
    deltas = score_trick(trick, winner, doubled, s.symmetric)
    for seat in range(4):
        s.deal_deltas[seat] += deltas[seat]
    for _, card in trick:
        s.taken[winner] |= 1 << card
    if events is not None:
        cards = tuple(CARDS[card] for _, card in trick)
        events.append(Event(EventKind.TRICK, winner, cards, deltas[winner]))
        for seat in range(4):
            if deltas[seat] > 0:
                events.append(Event(EventKind.BONUS, seat, amount=deltas[seat]))
    s.past_tricks.append(tuple(trick))
    s.trick = []
    s.trick_no += 1
    if s.trick_no == 13:
        return s.deal_deltas
    s.current = s.leader = winner
    return None
