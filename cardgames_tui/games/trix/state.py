"""The Trix Complex engine: eight deals, four kingdoms, a cheap step and copy.

All eight deals are shuffled up front from the game's RNG (the first may be
stacked), so a copy needs no RNG and replays cannot drift. Hands are 52-bit
masks; the Trix layout keeps a mask of the cards that may be played next.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from cardgames_tui.core.cards import CARDS, Card, cards_of_mask
from cardgames_tui.core.deck import shuffled_deck
from cardgames_tui.core.events import Event
from cardgames_tui.core.outcome import Outcome
from cardgames_tui.core.slotted import SlottedState
from cardgames_tui.games.trix.actions import (
    CHOOSE,
    COMPLEX,
    CONTRACT_NAMES,
    DOUBLABLE_MASK,
    PASS,
    PLAY,
    TRIX,
    Choose,
    Double,
    Pass,
    PlayCard,
    double_of,
)
from cardgames_tui.games.trix.scoring import TRIX_PRIZES, score_trick

CHOOSING, DOUBLING, LAYOUT, TRICKS, OVER = range(5)
"""Phases: the owner chooses, the doubling round, a Trix deal, Complex tricks."""
SEVEN_OF_HEARTS = Card.parse("7H").index
JACK = 9
JACKS_MASK = sum(1 << (JACK * 4 + s) for s in range(4))
SUIT_MASKS = tuple(sum(1 << (r * 4 + s) for r in range(13)) for s in range(4))
DEALS = 8


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
        "first_owner",
        "hands",
        "leader",
        "out_order",
        "owner",
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
    phase: int
    current: int
    hands: list[int]
    played: int
    playable: int
    out_order: list[int]
    doublers: list[int]
    doubling_queue: list[int]
    trick: list[tuple[int, int]]
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
        options: Mapping[str, Any],
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
        s._next_deal(None)
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
        s.trick = self.trick.copy()
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
        return None if self.phase == OVER else self.current

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    # -- legal actions ---------------------------------------------------

    def legal_cards(self) -> int:
        """Mask of the cards the current seat may play now."""
        hand = self.hands[self.current]
        if self.phase == LAYOUT:
            return hand & self.playable
        if self.trick:
            follow = hand & SUIT_MASKS[self.trick[0][1] & 3]
            return follow or hand
        return hand

    def legal_actions(self) -> list[Any]:
        phase = self.phase
        if phase in (LAYOUT, TRICKS):
            mask = self.legal_cards()
            actions: list[Any] = []
            while mask:
                low = mask & -mask
                actions.append(PLAY[low.bit_length() - 1])
                mask ^= low
            if not actions:
                actions.append(PASS)
            return actions
        if phase == DOUBLING:
            held = self.hands[self.current] & DOUBLABLE_MASK
            subs = [0]
            sub = held
            while sub:
                subs.append(sub)
                sub = (sub - 1) & held
            return [
                double_of(m) for m in sorted(subs, key=lambda m: (m.bit_count(), m))
            ]
        if phase == CHOOSING:
            done = self.played_contracts[self.owner]
            return [CHOOSE[c] for c in (TRIX, COMPLEX) if not done & c]
        return []

    # -- applying --------------------------------------------------------

    def apply(self, action: Any, events: list[Event] | None = None) -> None:
        kind = type(action)
        if kind is PlayCard:
            c = action.card.index
            p = self.current
            self.hands[p] ^= 1 << c
            self.played |= 1 << c
            if events is not None:
                events.append(Event("play", p, (action.card,)))
            if self.phase == LAYOUT:
                self._layout_play(p, c, events)
            else:
                self._trick_play(p, c, events)
        elif kind is Pass:
            if events is not None:
                events.append(Event("pass", self.current))
            self.current = self._next_in_layout(self.current)
        elif kind is Double:
            self._double(action, events)
        elif kind is Choose:
            self._start_contract(action.contract, events)
        else:
            raise TypeError(f"not a Trix action: {action!r}")

    # Trix (the layout)

    def _layout_play(self, p: int, c: int, events: list[Event] | None) -> None:
        r = c >> 2
        self.playable ^= 1 << c
        if r >= JACK and r < 12:
            self.playable |= 1 << (c + 4)
        if r <= JACK and r > 0:
            self.playable |= 1 << (c - 4)
        if not self.hands[p]:
            self.out_order.append(p)
            if events is not None:
                events.append(Event("out", p, amount=len(self.out_order)))
            if len(self.out_order) == 3:
                last = next(s for s in range(4) if s not in self.out_order)
                self.out_order.append(last)
                deltas = [0, 0, 0, 0]
                for place, seat in enumerate(self.out_order):
                    deltas[seat] = TRIX_PRIZES[place]
                self._end_deal(deltas, events)
                return
        self.current = self._next_in_layout(p)

    def _next_in_layout(self, p: int) -> int:
        q = (p + 1) % 4
        while q in self.out_order:
            q = (q + 1) % 4
        return q

    # Complex (doubling, then tricks)

    def _double(self, action: Double, events: list[Event] | None) -> None:
        p = self.doubling_queue.pop(0)
        self.doublers[p] = action.mask
        if action.mask and events is not None:
            events.append(Event("double", p, action.cards))
        self._next_doubler(events)

    def _next_doubler(self, events: list[Event] | None) -> None:
        while (
            self.doubling_queue
            and not self.hands[self.doubling_queue[0]] & DOUBLABLE_MASK
        ):
            self.doubling_queue.pop(0)
        if self.doubling_queue:
            self.current = self.doubling_queue[0]
        else:
            self.phase = TRICKS
            self.current = self.leader = self.owner

    def _trick_play(self, p: int, c: int, events: list[Event] | None) -> None:
        trick = self.trick
        trick.append((p, c))
        if len(trick) < 4:
            self.current = (p + 1) % 4
            return
        suit = trick[0][1] & 3
        winner = max((card, seat) for seat, card in trick if card & 3 == suit)[1]
        doubled = (
            self.doublers[0] | self.doublers[1] | self.doublers[2] | self.doublers[3]
        )
        deltas = score_trick(trick, winner, doubled, self.symmetric)
        for seat in range(4):
            self.deal_deltas[seat] += deltas[seat]
        for _, card in trick:
            self.taken[winner] |= 1 << card
        if events is not None:
            events.append(
                Event(
                    "trick",
                    winner,
                    tuple(CARDS[card] for _, card in trick),
                    deltas[winner],
                )
            )
            for seat in range(4):
                if deltas[seat] > 0:
                    events.append(Event("bonus", seat, amount=deltas[seat]))
        self.trick = []
        self.trick_no += 1
        if self.trick_no == 13:
            self._end_deal(self.deal_deltas, events)
        else:
            self.current = self.leader = winner

    # Deals and kingdoms

    def _start_contract(self, contract: int, events: list[Event] | None) -> None:
        if not self.played_contracts[self.owner] and contract == TRIX:
            self.trix_first += 1
        self.played_contracts[self.owner] |= contract
        self.contract = contract
        if events is not None:
            events.append(
                Event("contract", self.owner, target=CONTRACT_NAMES[contract])
            )
        self.current = self.owner
        if contract == TRIX:
            self.phase = LAYOUT
            self.playable = JACKS_MASK
        else:
            self.phase = DOUBLING
            self.doubling_queue = [(self.owner + i) % 4 for i in range(4)]
            self._next_doubler(events)

    def _end_deal(self, deltas: list[int], events: list[Event] | None) -> None:
        result = tuple(deltas)
        self.deal_history.append(result)
        for seat in range(4):
            self.totals[seat] += result[seat]
        if events is not None:
            events.append(Event("deal-scored", self.owner, amount=self.deal_no + 1))
            for seat in range(4):
                events.append(Event("score", seat, amount=result[seat]))
        self._next_deal(events)

    def _next_deal(self, events: list[Event] | None) -> None:
        self.deal_no += 1
        if self.deal_no == DEALS:
            self.phase = OVER
            self.current = -1
            if events is not None:
                events.append(Event("game-over", amount=max(self.totals)))
            return
        deck = self.decks[self.deal_no]
        self.hands = [sum(1 << i for i in deck[13 * k : 13 * k + 13]) for k in range(4)]
        self.played = self.playable = 0
        self.out_order = []
        self.doublers = [0, 0, 0, 0]
        self.doubling_queue = []
        self.trick = []
        self.trick_no = 0
        self.taken = [0, 0, 0, 0]
        self.deal_deltas = [0, 0, 0, 0]
        self.leader = -1
        if self.deal_no == 0:
            self.first_owner = self.owner = next(
                k for k in range(4) if self.hands[k] >> SEVEN_OF_HEARTS & 1
            )
        elif self.deal_no % 2 == 0:
            self.owner = (self.owner + 1) % 4
        if events is not None:
            events.append(Event("deal", self.owner, amount=self.deal_no + 1))
        self.contract = 0
        remaining = [
            c for c in (TRIX, COMPLEX) if not self.played_contracts[self.owner] & c
        ]
        if len(remaining) == 1:
            self._start_contract(remaining[0], events)
        else:
            self.phase = CHOOSING
            self.current = self.owner

    # -- reading ---------------------------------------------------------

    def scores(self) -> tuple[int, ...]:
        """Running totals over the session."""
        return tuple(self.totals)

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        ranking = tuple(sorted(range(4), key=lambda s: (-self.totals[s], s)))
        best = max(self.totals)
        winners = tuple(s for s in ranking if self.totals[s] == best)
        return Outcome(ranking, tuple(self.totals), "all-deals", winners)

    def stats(self) -> dict[str, float]:
        """For `simulate`: the share of kingdoms whose owner chose Trix first."""
        kingdoms = (self.deal_no + 1) // 2 if self.phase != OVER else 4
        trix = self.trix_first / max(1, kingdoms)
        return {
            "share of kingdoms: Trix first": trix,
            "share of kingdoms: Complex first": 1 - trix,
        }

    def observe(self, seat: int) -> Any:
        from cardgames_tui.games.trix.view import observe

        return observe(self, seat)

    def all_cards(self) -> list[Card]:
        """The 52 cards of the deal in progress (hands and played cards)."""
        if self.phase == OVER:
            return list(CARDS)
        found: list[Card] = []
        for mask in (*self.hands, self.played):
            found += cards_of_mask(mask)
        return found
