"""Deals and kingdoms: who owns each deal, the contract choice, and scoring a
deal into the totals (rules page, sections 1-3)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardgames_tui.core.cards import Card
from cardgames_tui.core.events import Event
from cardgames_tui.games.trix.actions import (
    COMPLEX,
    CONTRACT_NAMES,
    TRIX,
)
from cardgames_tui.games.trix.layout import JACKS_MASK
from cardgames_tui.games.trix.phases import SEVEN_DEALT, EventKind, Phase
from cardgames_tui.games.trix.tricks import next_doubler, to_double

if TYPE_CHECKING:
    from cardgames_tui.games.trix.state import TrixState

DEALS = 8
"""Four kingdoms of two deals each."""
SEVEN_OF_HEARTS = Card.parse("7H").index


def deal_owner(first_owner: int, deal: int) -> int:
    """Who owns deal ``deal`` (0-based): two deals each, counter-clockwise
    (seat order) from the holder of 7♥ in the first deal."""
    return (first_owner + deal // 2) % 4


def start_contract(s: TrixState, contract: int, events: list[Event] | None) -> None:
    if not s.played_contracts[s.owner] and contract == TRIX:
        s.trix_first += 1
    s.played_contracts[s.owner] |= contract
    s.contract = contract
    if events is not None:
        events.append(
            Event(EventKind.CONTRACT, s.owner, target=CONTRACT_NAMES[contract])
        )
    s.current = s.owner
    if contract == TRIX:
        s.phase = Phase.LAYOUT
        s.playable = JACKS_MASK
    else:
        s.phase = Phase.DOUBLING
        s.doubling_queue = to_double(s.owner, s.owner)
        next_doubler(s)


def end_deal(s: TrixState, deltas: list[int], events: list[Event] | None) -> None:
    result = tuple(deltas)
    s.deal_history.append(result)
    for seat in range(4):
        s.totals[seat] += result[seat]
    if events is not None:
        events.append(Event(EventKind.DEAL_SCORED, s.owner, amount=s.deal_no + 1))
        for seat in range(4):
            events.append(Event(EventKind.SCORE, seat, amount=result[seat]))
    next_deal(s, events)


def next_deal(s: TrixState, events: list[Event] | None) -> None:
    """Deal the next hand; the owner chooses, unless one contract is left."""
    s.deal_no += 1
    if s.deal_no == DEALS:
        s.phase = Phase.OVER
        s.current = -1
        if events is not None:
            events.append(Event(EventKind.GAME_OVER, amount=max(s.totals)))
        return
    s.hands = dealt_hands(s.decks[s.deal_no])
    s.played = s.playable = 0
    s.out_order = []
    s.doublers = [0, 0, 0, 0]
    s.doubling_queue = []
    s.excluded = [0, 0, 0, 0]
    s.trick = []
    s.past_tricks = []
    s.trick_no = 0
    s.taken = [0, 0, 0, 0]
    s.deal_deltas = [0, 0, 0, 0]
    s.leader = -1
    if s.deal_no == 0:
        s.first_owner = next(k for k in range(4) if s.hands[k] >> SEVEN_OF_HEARTS & 1)
    s.owner = deal_owner(s.first_owner, s.deal_no)
    if events is not None:
        events += opening(s)
    s.contract = 0
    remaining = [c for c in (TRIX, COMPLEX) if not s.played_contracts[s.owner] & c]
    if len(remaining) == 1:
        start_contract(s, remaining[0], events)
    else:
        s.phase = Phase.CHOOSING
        s.current = s.owner


def opening(s: TrixState) -> tuple[Event, ...]:
    """How a deal starts, as events: whose kingdom it is (and, for the
    first, that its owner was dealt the 7♥, as the rules have it)."""
    dealt_seven = s.deal_no == 0 and s.hands[s.owner] >> SEVEN_OF_HEARTS & 1
    why = SEVEN_DEALT if dealt_seven else ""
    return (Event(EventKind.DEAL, s.owner, amount=s.deal_no + 1, target=why),)


def dealt_hands(deck: Sequence[int]) -> list[int]:
    """The four hands a deal's deck makes, as masks: seat k gets the k-th
    thirteen cards."""
    return [sum(1 << i for i in deck[13 * k : 13 * k + 13]) for k in range(4)]
