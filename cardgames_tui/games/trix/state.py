"""The Trix Complex engine: eight deals, four kingdoms, a cheap step and copy.

All eight deals are shuffled up front from the game's RNG (the first may be
stacked), so a copy needs no RNG and replays cannot drift. Hands are 52-bit
masks; the Trix layout keeps a mask of the cards that may be played next.
The rules live by phase in `schedule` (deals, kingdoms, the choice),
`layout` (Trix) and `tricks` (Complex: doubling and tricks).
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from cardgames_tui.core.cards import CARDS, Card, cards_of_mask
from cardgames_tui.core.deck import shuffled_deck
from cardgames_tui.core.events import Event
from cardgames_tui.core.outcome import Outcome
from cardgames_tui.core.slotted import SlottedState
from cardgames_tui.games.trix import layout, schedule, tricks
from cardgames_tui.games.trix.actions import (
    Choose,
    Double,
    Pass,
    PlayCard,
    TrixAction,
)
from cardgames_tui.games.trix.legal import cards_allowed, legal_moves
from cardgames_tui.games.trix.phases import EventKind, Phase

CHOOSING, DOUBLING, LAYOUT, TRICKS, OVER = (
    Phase.CHOOSING,
    Phase.DOUBLING,
    Phase.LAYOUT,
    Phase.TRICKS,
    Phase.OVER,
)
SUIT_MASKS = tricks.SUIT_MASKS
DEALS = schedule.DEALS


class TrixState(SlottedState):
    """A Trix Complex session for four players."""

    __slots__ = (
        "contract",
        "current",
        "deal_deltas",
        "deal_history",
        "deal_no",
        "decks",
        "doublers",
        "doubling_queue",
        "excluded",
        "first_owner",
        "hands",
        "leader",
        "out_order",
        "owner",
        "past_tricks",
        "phase",
        "playable",
        "played",
        "played_contracts",
        "symmetric",
        "taken",
        "totals",
        "trick",
        "trick_no",
        "trix_first",
    )

    decks: tuple[tuple[int, ...], ...]
    deal_no: int
    owner: int
    first_owner: int
    played_contracts: list[int]
    contract: int
    phase: Phase
    current: int
    hands: list[int]
    played: int
    playable: int
    out_order: list[int]
    doublers: list[int]
    doubling_queue: list[int]
    excluded: list[int]
    """Cards everyone knows a seat does not hold: it showed out of a suit,
    or passed while they would have fitted (a bot remembers it)."""
    trick: list[tuple[int, int]]
    past_tricks: list[tuple[tuple[int, int], ...]]
    """Complex: the deal's finished tricks in order, each (seat, card)
    leader first: public, as any player at the table remembers them."""
    leader: int
    trick_no: int
    taken: list[int]
    deal_deltas: list[int]
    deal_history: list[tuple[int, ...]]
    totals: list[int]
    symmetric: bool
    trix_first: int

    @classmethod
    def deal(
        cls,
        n: int,
        rng: random.Random,
        deck: tuple[Card, ...] | None,
        options: Mapping[str, bool | int],
    ) -> TrixState:
        """Shuffle the eight deals (the first as stacked) and start the first."""
        first = [c.index for c in deck] if deck is not None else None
        decks = []
        for k in range(DEALS):
            if k == 0 and first is not None:
                decks.append(tuple(first))
            else:
                decks.append(tuple(c.index for c in shuffled_deck(rng)))
        s = cls.__new__(cls)
        s.decks = tuple(decks)
        s.deal_no = -1
        s.played_contracts = [0, 0, 0, 0]
        s.deal_history = []
        s.totals = [0, 0, 0, 0]
        s.symmetric = bool(options.get("symmetric_queen", False))
        s.trix_first = 0
        s.first_owner = -1
        s.owner = -1
        schedule.next_deal(s, None)
        return s

    def copy(self) -> TrixState:
        s = TrixState.__new__(TrixState)
        s.decks = self.decks
        s.deal_no = self.deal_no
        s.owner = self.owner
        s.first_owner = self.first_owner
        s.played_contracts = self.played_contracts.copy()
        s.contract = self.contract
        s.phase = self.phase
        s.current = self.current
        s.hands = self.hands.copy()
        s.played = self.played
        s.playable = self.playable
        s.out_order = self.out_order.copy()
        s.doublers = self.doublers.copy()
        s.doubling_queue = self.doubling_queue.copy()
        s.excluded = self.excluded.copy()
        s.trick = self.trick.copy()
        s.past_tricks = self.past_tricks.copy()
        s.leader = self.leader
        s.trick_no = self.trick_no
        s.taken = self.taken.copy()
        s.deal_deltas = self.deal_deltas.copy()
        s.deal_history = self.deal_history.copy()
        s.totals = self.totals.copy()
        s.symmetric = self.symmetric
        s.trix_first = self.trix_first
        return s

    # -- protocol properties ---------------------------------------------

    @property
    def n_players(self) -> int:
        return 4

    @property
    def current_player(self) -> int | None:
        return None if self.phase is OVER else self.current

    @property
    def is_over(self) -> bool:
        return self.phase is OVER

    # -- legal actions ---------------------------------------------------

    def legal_cards(self) -> int:
        """Mask of the cards the current seat may play now."""
        trick = self.trick
        return cards_allowed(
            self.phase,
            self.hands[self.current],
            self.playable,
            trick[0][1] & 3 if trick else -1,
        )

    def legal_actions(self) -> list[TrixAction]:
        trick = self.trick
        return legal_moves(
            self.phase,
            self.hands[self.current],
            self.playable,
            trick[0][1] & 3 if trick else -1,
            self.played_contracts[self.owner],
        )

    # -- applying --------------------------------------------------------

    def apply(self, action: TrixAction, events: list[Event] | None = None) -> None:
        if isinstance(action, PlayCard):
            c = action.card.index
            p = self.current
            self.hands[p] ^= 1 << c
            self.played |= 1 << c
            if events is not None:
                events.append(Event(EventKind.PLAY, p, (action.card,)))
            if self.phase is LAYOUT:
                result = layout.layout_play(self, p, c, events)
            else:
                result = tricks.trick_play(self, p, c, events)
            if result is not None:
                schedule.end_deal(self, result, events)
        elif isinstance(action, Pass):
            if events is not None:
                events.append(Event(EventKind.PASS, self.current))
            self.excluded[self.current] |= self.playable
            self.current = layout.next_in_layout(self, self.current)
        elif isinstance(action, Double):
            tricks.double(self, action, events)
        elif isinstance(action, Choose):
            schedule.start_contract(self, action.contract, events)
        else:
            raise TypeError(f"not a Trix action: {action!r}")

    # -- reading ---------------------------------------------------------

    def scores(self) -> tuple[int, ...]:
        """Running totals over the session."""
        return tuple(self.totals)

    def outcome(self) -> Outcome | None:
        if self.phase is not OVER:
            return None
        ranking = tuple(sorted(range(4), key=lambda s: (-self.totals[s], s)))
        best = max(self.totals)
        winners = tuple(s for s in ranking if self.totals[s] == best)
        return Outcome(ranking, tuple(self.totals), "all-deals", winners)

    def stats(self) -> dict[str, float]:
        """For `simulate`: the share of kingdoms whose owner chose Trix first."""
        kingdoms = (self.deal_no + 1) // 2 if self.phase is not OVER else 4
        trix = self.trix_first / max(1, kingdoms)
        return {
            "share of kingdoms: Trix first": trix,
            "share of kingdoms: Complex first": 1 - trix,
        }

    def all_cards(self) -> list[Card]:
        """The 52 cards of the deal in progress (hands and played cards)."""
        if self.phase is OVER:
            return list(CARDS)
        found: list[Card] = []
        for mask in (*self.hands, self.played):
            found += cards_of_mask(mask)
        return found
