"""The Shithead engine: a mutable position with a cheap step and a cheap copy.

Cards are indices 0..51 (``rank * 4 + suit``); a hand or a set of face-up
cards is a 52-bit int, so playing, picking up and copying are int operations.
The stock never gains cards, so it is a tuple shared by every copy plus a
read position. ``apply`` trusts its caller; `GameSession` checks legality.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from cardgames_tui.core.cards import CARDS, Card, cards_of_mask, indices_of_mask
from cardgames_tui.core.deck import shuffled_deck
from cardgames_tui.core.errors import InvalidSetupError
from cardgames_tui.core.events import Event
from cardgames_tui.core.outcome import Outcome
from cardgames_tui.core.slotted import SlottedState
from cardgames_tui.games.shithead.actions import (
    FLIPS,
    PICKUP,
    PLAYS,
    READY,
    TEN,
    WILD_TWO,
    Flip,
    Pickup,
    Play,
    Ready,
    Swap,
)

SWAP, PLAY, OVER = 0, 1, 2
"""Phases."""

START_SCAN = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, WILD_TWO)
"""The starter rule scans ranks 3, 4, ..., 10, J, Q, K, A, then 2."""

_SOURCES = ("hand", "face-up", "face-down")


class ShitheadState(SlottedState):
    """A Shithead position for 2 to 5 players."""

    __slots__ = (
        "burned",
        "current",
        "dealer",
        "down",
        "down_left",
        "finish",
        "hands",
        "n",
        "need",
        "opening",
        "out_mask",
        "phase",
        "pile",
        "pile_mask",
        "ready_count",
        "run_len",
        "run_rank",
        "spos",
        "stock",
        "up",
        "voluntary",
    )

    n: int
    hands: list[int]
    up: list[int]
    down: list[int]
    down_left: list[int]
    stock: tuple[int, ...]
    spos: int
    pile: list[int]
    pile_mask: int
    need: int
    run_rank: int
    run_len: int
    burned: int
    finish: list[int]
    out_mask: int
    current: int
    phase: int
    dealer: int
    opening: int
    ready_count: int
    voluntary: bool

    @classmethod
    def deal(
        cls,
        n: int,
        rng: random.Random,
        deck: tuple[Card, ...] | None,
        options: Mapping[str, Any],
    ) -> ShitheadState:
        """Deal by the stacked-deck convention of the rules page (section 0)."""
        dealer = int(options.get("dealer", -1))
        if dealer == -1:
            dealer = n - 1
        if not 0 <= dealer < n:
            raise InvalidSetupError(f"dealer must be a seat from 0 to {n - 1}")
        order = [c.index for c in (deck if deck is not None else shuffled_deck(rng))]
        s = cls.__new__(cls)
        s.n = n
        s.down = order[: 3 * n]
        s.down_left = [3] * n
        s.up = [_mask(order[3 * n + 3 * k : 3 * n + 3 * k + 3]) for k in range(n)]
        s.hands = [_mask(order[6 * n + 3 * k : 6 * n + 3 * k + 3]) for k in range(n)]
        s.stock = tuple(order[9 * n :])
        s.spos = 0
        s.pile = []
        s.pile_mask = 0
        s.need = 0
        s.run_rank = -1
        s.run_len = 0
        s.burned = 0
        s.finish = []
        s.out_mask = 0
        s.dealer = dealer
        s.current = (dealer + 1) % n
        s.phase = SWAP
        s.opening = -1
        s.ready_count = 0
        s.voluntary = bool(options.get("voluntary_pickup", False))
        return s

    def copy(self) -> ShitheadState:
        """An independent copy (lists copied, ints and the stock tuple shared)."""
        s = ShitheadState.__new__(ShitheadState)
        s.n = self.n
        s.hands = self.hands.copy()
        s.up = self.up.copy()
        s.down = self.down.copy()
        s.down_left = self.down_left.copy()
        s.stock = self.stock
        s.spos = self.spos
        s.pile = self.pile.copy()
        s.pile_mask = self.pile_mask
        s.need = self.need
        s.run_rank = self.run_rank
        s.run_len = self.run_len
        s.burned = self.burned
        s.finish = self.finish.copy()
        s.out_mask = self.out_mask
        s.current = self.current
        s.phase = self.phase
        s.dealer = self.dealer
        s.opening = self.opening
        s.ready_count = self.ready_count
        s.voluntary = self.voluntary
        return s

    # -- protocol properties ---------------------------------------------

    @property
    def n_players(self) -> int:
        return self.n

    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.current

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    # -- legal actions ---------------------------------------------------

    def source(self, seat: int) -> int:
        """Where ``seat`` plays from now: 0 hand, 1 face-up, 2 face-down."""
        if self.hands[seat] or self.spos < len(self.stock):
            return 0
        return 1 if self.up[seat] else 2

    def legal_actions(self) -> list[Any]:
        """Legal decisions of the current seat, in a fixed order."""
        if self.phase == PLAY:
            p = self.current
            hand = self.hands[p]
            if self.opening >= 0:
                r = self.opening
                return list(PLAYS[r << 4 | (hand >> (r << 2)) & 15])
            src = hand or self.up[p]
            if not src:
                base = 3 * p
                down = self.down
                return [FLIPS[i] for i in range(3) if down[base + i] >= 0]
            need = self.need
            actions: list[Any] = []
            while src:
                low = src & -src
                r = (low.bit_length() - 1) >> 2
                shift = r << 2
                held = (src >> shift) & 15
                src ^= held << shift
                if r >= need or r in (WILD_TWO, TEN):
                    actions += PLAYS[r << 4 | held]
            if not actions or (self.voluntary and self.pile):
                actions.append(PICKUP)
            return actions
        if self.phase == SWAP:
            p = self.current
            ups = [CARDS[i] for i in indices_of_mask(self.up[p])]
            swaps: list[Any] = [
                Swap(CARDS[h], u) for h in indices_of_mask(self.hands[p]) for u in ups
            ]
            swaps.append(READY)
            return swaps
        return []

    # -- applying --------------------------------------------------------

    def apply(self, action: Any, events: list[Event] | None = None) -> None:
        """Apply a legal action; ``events`` (if given) receives what happened."""
        kind = type(action)
        if kind is Play:
            p = self.current
            from_hand = self.hands[p] != 0
            if from_hand:
                self.hands[p] ^= action.mask
            else:
                self.up[p] ^= action.mask
            if events is not None:
                events.append(
                    Event("play", p, action.cards, target=_SOURCES[not from_hand])
                )
            self._lay(
                p, action.mask, action.rank, len(action.indices), action.indices, events
            )
        elif kind is Flip:
            self._flip(action.slot - 1, events)
        elif kind is Pickup:
            p = self.current
            if events is not None:
                events.append(
                    Event(
                        "pickup", p, tuple(CARDS[i] for i in self.pile), len(self.pile)
                    )
                )
            self.hands[p] |= self.pile_mask
            self._clear_pile()
            self._advance(p)
        elif kind is Swap:
            p = self.current
            h, u = action.hand_card.index, action.face_up_card.index
            self.hands[p] = self.hands[p] & ~(1 << h) | (1 << u)
            self.up[p] = self.up[p] & ~(1 << u) | (1 << h)
            if events is not None:
                events.append(Event("swap", p, (action.hand_card, action.face_up_card)))
        elif kind is Ready:
            if events is not None:
                events.append(Event("ready", self.current))
            self.ready_count += 1
            if self.ready_count == self.n:
                self._start_play(events)
            else:
                self.current = (self.current + 1) % self.n
        else:
            raise TypeError(f"not a Shithead action: {action!r}")

    def _lay(
        self,
        p: int,
        mask: int,
        r: int,
        k: int,
        indices: tuple[int, ...],
        events: list[Event] | None,
    ) -> None:
        """Put cards on the pile, then burn, refill, go out and pass the turn."""
        self.opening = -1
        self.pile += indices
        self.pile_mask |= mask
        if r == TEN:
            burn = True
        elif r == self.run_rank:
            self.run_len += k
            burn = self.run_len >= 4
        else:
            self.run_rank = r
            self.run_len = k
            burn = k >= 4
        if burn:
            if events is not None:
                reason = "ten" if r == TEN else "four"
                events.append(Event("burn", p, amount=len(self.pile), target=reason))
            self.burned |= self.pile_mask
            self._clear_pile()
        else:
            self.need = 0 if r == WILD_TWO else r
        hand = self.hands[p]
        if self.spos < len(self.stock) and hand.bit_count() < 3:
            self._refill(p, hand, events)
        elif not hand and not self.up[p] and not self.down_left[p]:
            self._go_out(p, events)
            return
        if not burn:
            self._advance(p)

    def _refill(self, p: int, hand: int, events: list[Event] | None) -> None:
        take = min(3 - hand.bit_count(), len(self.stock) - self.spos)
        drawn = self.stock[self.spos : self.spos + take]
        self.spos += take
        for i in drawn:
            hand |= 1 << i
        self.hands[p] = hand
        if events is not None:
            events.append(Event("draw", p, amount=take))
            events.append(
                Event("drew", p, tuple(CARDS[i] for i in drawn), take, private_to=p)
            )

    def _flip(self, slot: int, events: list[Event] | None) -> None:
        p = self.current
        at = 3 * p + slot
        c = self.down[at]
        self.down[at] = -1
        self.down_left[p] -= 1
        r = c >> 2
        card = CARDS[c]
        if r >= self.need or r in (WILD_TWO, TEN):
            if events is not None:
                events.append(Event("flip", p, (card,), target="played"))
                events.append(Event("play", p, (card,), target="face-down"))
            self._lay(p, 1 << c, r, 1, (c,), events)
            return
        if events is not None:
            events.append(Event("flip", p, (card,), target="failed"))
            taken = (*tuple(CARDS[i] for i in self.pile), card)
            events.append(Event("pickup", p, taken, len(taken)))
        self.hands[p] |= self.pile_mask | (1 << c)
        self._clear_pile()
        self._advance(p)

    def _clear_pile(self) -> None:
        self.pile = []
        self.pile_mask = 0
        self.need = 0
        self.run_rank = -1
        self.run_len = 0

    def _advance(self, p: int) -> None:
        n = self.n
        q = (p + 1) % n
        while self.out_mask >> q & 1:
            q = (q + 1) % n
        self.current = q

    def _go_out(self, p: int, events: list[Event] | None) -> None:
        self.finish.append(p)
        self.out_mask |= 1 << p
        if events is not None:
            events.append(Event("out", p, amount=len(self.finish)))
        if len(self.finish) == self.n - 1:
            last = next(s for s in range(self.n) if not self.out_mask >> s & 1)
            self.finish.append(last)
            self.phase = OVER
            self.current = -1
            if events is not None:
                events.append(Event("shithead", last))
        else:
            self._advance(p)

    def _start_play(self, events: list[Event] | None) -> None:
        n = self.n
        first = (self.dealer + 1) % n
        for r in START_SCAN:
            for i in range(n):
                s = (first + i) % n
                if (self.hands[s] >> (r << 2)) & 15:
                    self.phase = PLAY
                    self.current = s
                    self.opening = r
                    if events is not None:
                        events.append(
                            Event("starter", s, target=CARDS[r * 4].rank.value)
                        )
                    return
        raise AssertionError("every hand holds three cards when play starts")

    # -- reading ---------------------------------------------------------

    @property
    def shithead(self) -> int | None:
        """The loser, once the game is over."""
        return self.finish[-1] if self.phase == OVER else None

    def scores(self) -> tuple[int, ...]:
        """1 for the shithead, 0 for everyone else (0 for all until the end)."""
        loser = self.shithead
        return tuple(int(s == loser) for s in range(self.n))

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        return Outcome(
            ranking=tuple(self.finish),
            scores=self.scores(),
            reason="shithead",
            winners=(self.finish[0],),
        )

    def observe(self, seat: int) -> Any:
        from cardgames_tui.games.shithead.view import observe

        return observe(self, seat)

    def all_cards(self) -> list[Card]:
        """Every card wherever it is (for conservation checks)."""
        found = [CARDS[i] for i in self.stock[self.spos :]]
        found += [CARDS[i] for i in self.pile]
        found += [CARDS[i] for i in self.down if i >= 0]
        for mask in (*self.hands, *self.up, self.burned):
            found += cards_of_mask(mask)
        return found


def _mask(indices: list[int]) -> int:
    return sum(1 << i for i in indices)
