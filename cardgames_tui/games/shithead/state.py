"""The Shithead engine: a mutable position with a cheap step and a cheap copy.

Cards are indices 0..51 (``rank * 4 + suit``); a hand or a set of face-up
cards is a 52-bit int, so playing, picking up and copying are int operations.
The stock never gains cards, so it is a tuple shared by every copy plus a
read position. ``apply`` trusts its caller; `GameSession` checks legality.
The rules of each phase live in `swap` and `play`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from cardgames_tui.core.cards import CARDS, Card, cards_of_mask
from cardgames_tui.core.deck import shuffled_deck
from cardgames_tui.core.errors import InvalidSetupError
from cardgames_tui.core.events import Event
from cardgames_tui.core.outcome import Outcome
from cardgames_tui.core.slotted import SlottedState
from cardgames_tui.games.shithead import play, swap
from cardgames_tui.games.shithead.actions import (
    Flip,
    Pickup,
    Play,
    Ready,
    ShitheadAction,
    Swap,
)
from cardgames_tui.games.shithead.phases import Phase, Source, source_of

SWAP, PLAY, OVER = Phase.SWAP, Phase.PLAY, Phase.OVER


class ShitheadState(SlottedState):
    """A Shithead position for 2 to 5 players."""

    __slots__ = (
        "burned",
        "current",
        "dealer",
        "down",
        "down_mask",
        "finish",
        "hands",
        "known",
        "lacked",
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
    known: list[int]
    """Cards everyone knows are in each hand: picked up from the pile, or
    taken from the face-up cards in a swap (a bot remembers them)."""
    lacked: list[tuple[int, ...]]
    """Per seat, what its forced pick-ups showed its hand lacked: it holds
    at most j cards of entry j, as masks (`core.bounded`; each card drawn
    since moves the bounds a place up). Public: all saw the pick-up, and
    the rules allow one only when nothing fits (the voluntary pick-up
    variant shows nothing)."""
    up: list[int]
    down: list[int]
    """Face-down cards, three slots a seat (-1 once played)."""
    down_mask: int
    """Bit ``3 * seat + slot`` set while that face-down slot holds a card."""
    stock: tuple[int, ...]
    spos: int
    """How many stock cards have been drawn."""
    pile: list[int]
    pile_mask: int
    need: int
    """The lowest rank that goes on the pile (0: anything)."""
    run_rank: int
    run_len: int
    burned: int
    finish: list[int]
    out_mask: int
    current: int
    phase: Phase
    dealer: int
    opening: int
    """The rank the first play must be (-1 once it is made)."""
    ready_count: int
    voluntary: bool

    @classmethod
    def deal(
        cls,
        n: int,
        rng: random.Random,
        deck: tuple[Card, ...] | None,
        options: Mapping[str, bool | int],
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
        s.down_mask = (1 << 3 * n) - 1
        s.up = [_mask(order[3 * n + 3 * k : 3 * n + 3 * k + 3]) for k in range(n)]
        s.hands = [_mask(order[6 * n + 3 * k : 6 * n + 3 * k + 3]) for k in range(n)]
        s.known = [0] * n
        s.lacked = [()] * n
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
        s.known = self.known.copy()
        s.lacked = self.lacked.copy()
        s.up = self.up.copy()
        s.down = self.down.copy()
        s.down_mask = self.down_mask
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
        return None if self.phase is OVER else self.current

    @property
    def is_over(self) -> bool:
        return self.phase is OVER

    def down_left(self, seat: int) -> int:
        """Face-down cards ``seat`` still has."""
        return (self.down_mask >> 3 * seat & 7).bit_count()

    def source(self, seat: int) -> Source:
        """Where ``seat`` plays from now."""
        return source_of(
            self.hands[seat].bit_count(), len(self.stock) - self.spos, self.up[seat]
        )

    # -- the step ----------------------------------------------------------

    def legal_actions(self) -> list[ShitheadAction]:
        """Legal decisions of the current seat, in a fixed order."""
        if self.phase is PLAY:
            return play.legal_plays(self)
        if self.phase is SWAP:
            return swap.legal_swaps(self)
        return []

    def apply(self, action: ShitheadAction, events: list[Event] | None = None) -> None:
        """Apply a legal action; ``events`` (if given) receives what happened."""
        if isinstance(action, Play):
            play.play(self, action, events)
        elif isinstance(action, Pickup):
            play.pickup(self, events)
        elif isinstance(action, Flip):
            play.flip(self, action.slot - 1, events)
        elif isinstance(action, Swap):
            swap.swap(self, action, events)
        elif isinstance(action, Ready):
            swap.ready(self, events)
        else:
            raise TypeError(f"not a Shithead action: {action!r}")

    # -- reading ---------------------------------------------------------

    @property
    def shithead(self) -> int | None:
        """The loser, once the game is over."""
        return self.finish[-1] if self.phase is OVER else None

    def scores(self) -> tuple[int, ...]:
        """1 for the shithead, 0 for everyone else (0 for all until the end)."""
        loser = self.shithead
        return tuple(int(s == loser) for s in range(self.n))

    def outcome(self) -> Outcome | None:
        if self.phase is not OVER:
            return None
        return Outcome(
            ranking=tuple(self.finish),
            scores=self.scores(),
            reason="shithead",
            winners=(self.finish[0],),
        )

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
