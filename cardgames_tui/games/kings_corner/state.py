"""The Kings in the Corner engine (boxed chip edition).

A game is many hands, played until someone has 100 points. Piles are tuples
of card indices (bottom first) in a list of eight, hands are bit masks, so a
copy is a handful of list copies. Each hand's deck is shuffled from the
game's base seed and the hand number, so the state never carries an RNG.
The rules live in `turn` (plays, moves, ending a turn) and `hand` (the deal,
chips and the payout); `fits` says what goes on what.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from cardgames_tui.core.cards import CARDS, Card, cards_of_mask
from cardgames_tui.core.events import Event
from cardgames_tui.core.outcome import Outcome
from cardgames_tui.core.slotted import SlottedState
from cardgames_tui.games.kings_corner import hand, turn
from cardgames_tui.games.kings_corner.actions import (
    EndTurn,
    KingsAction,
    MovePile,
    PlayCard,
)
from cardgames_tui.games.kings_corner.fits import FITS, KINGS_MASK
from cardgames_tui.games.kings_corner.hand import CHIPS, TARGET
from cardgames_tui.games.kings_corner.turn import KING_FINE

__all__ = ["CHIPS", "FITS", "KINGS_MASK", "KING_FINE", "TARGET", "KingsState"]


class KingsState(SlottedState):
    """A game of Kings in the Corner for 2 to 6 players."""

    __slots__ = (
        "base_seed",
        "blocked_hands",
        "box",
        "carried",
        "carry_over",
        "chips",
        "current",
        "dealer",
        "debts",
        "hand_no",
        "hands",
        "kingless",
        "lenient",
        "n",
        "one_hand",
        "over",
        "passed",
        "piles",
        "played_this_turn",
        "points",
        "pot",
        "quiet_turns",
        "spos",
        "stock",
        "winner",
    )

    n: int
    base_seed: int
    hand_no: int
    dealer: int
    current: int
    hands: list[int]
    kingless: int
    """Bit per seat: known to hold no King (it ended a turn this hand, which
    the rules allow only without one; a King drawn goes to a corner)."""
    piles: list[tuple[int, ...]]
    stock: tuple[int, ...]
    spos: int
    chips: list[int]
    pot: int
    box: int
    carried: int
    """Chips a blocked hand left in the pot for this one (variant)."""
    points: list[int]
    played_this_turn: bool
    quiet_turns: int
    blocked_hands: int
    lenient: bool
    carry_over: bool
    """The variant option: a blocked hand has no winner; its pot stays."""
    debts: bool
    """The variant option: a seat short of chips pays in full, below 0."""
    one_hand: bool
    """A search bot's sample: its play-out ends with the hand, so the next
    hand is not dealt (shuffling a deck was a quarter of a play-out)."""
    over: bool
    passed: list[tuple[int, ...]]
    """Per seat, what its ends of turn and fills this hand showed (public):
    entry j is every card that fitted the table at one of its ends after
    which it has drawn at most j cards (or a top, or ranked above its card,
    when it filled a tabbed space). A greedy player held none of that then,
    and has kept all but what it drew since: at most j of its cards are in
    entry j. Empty before it shows anything; no entry past its hand size
    (it would hold nothing)."""
    winner: int

    @classmethod
    def deal(
        cls,
        n: int,
        rng: random.Random,
        deck: tuple[Card, ...] | None,
        options: Mapping[str, bool | int],
    ) -> KingsState:
        """The first hand (stacked if ``deck`` is given); seat n-1 deals."""
        s = cls.__new__(cls)
        s.n = n
        s.base_seed = rng.getrandbits(48)
        s.hand_no = 0
        s.dealer = n - 1
        s.points = [0] * n
        s.blocked_hands = 0
        s.lenient = bool(options.get("lenient_table", False))
        s.carry_over = bool(options.get("pot_carries_over", False))
        s.debts = bool(options.get("chip_debts", False))
        s.pot = 0  # nothing carried into the first hand
        s.one_hand = False
        s.over = False
        s.winner = -1
        hand.start_hand(s, [c.index for c in deck] if deck is not None else None, None)
        return s

    def copy(self) -> KingsState:
        s = KingsState.__new__(KingsState)
        s.n = self.n
        s.base_seed = self.base_seed
        s.hand_no = self.hand_no
        s.dealer = self.dealer
        s.current = self.current
        s.hands = self.hands.copy()
        s.kingless = self.kingless
        s.piles = self.piles.copy()
        s.stock = self.stock
        s.spos = self.spos
        s.chips = self.chips.copy()
        s.pot = self.pot
        s.box = self.box
        s.carried = self.carried
        s.points = self.points.copy()
        s.played_this_turn = self.played_this_turn
        s.quiet_turns = self.quiet_turns
        s.blocked_hands = self.blocked_hands
        s.lenient = self.lenient
        s.carry_over = self.carry_over
        s.debts = self.debts
        s.one_hand = self.one_hand
        s.over = self.over
        s.passed = self.passed.copy()
        s.winner = self.winner
        return s

    # -- protocol properties ---------------------------------------------

    @property
    def n_players(self) -> int:
        return self.n

    @property
    def current_player(self) -> int | None:
        return None if self.over else self.current

    @property
    def is_over(self) -> bool:
        return self.over

    # -- the step ----------------------------------------------------------

    def legal_actions(self) -> list[KingsAction]:
        """Plays by space (N E S W NE SE SW NW) then card, moves, then end."""
        if self.over:
            return []
        return turn.legal_actions(self)

    def apply(self, action: KingsAction, events: list[Event] | None = None) -> None:
        if isinstance(action, PlayCard):
            turn.play_card(self, action, events)
        elif isinstance(action, MovePile):
            turn.move_pile(self, action, events)
        elif isinstance(action, EndTurn):
            turn.end_turn(self, events)
        else:
            raise TypeError(f"not a Kings in the Corner action: {action!r}")

    # -- reading ---------------------------------------------------------

    def scores(self) -> tuple[int, ...]:
        """Points (pots won) so far."""
        return tuple(self.points)

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        ranking = tuple(sorted(range(self.n), key=lambda s: (-self.points[s], s)))
        return Outcome(ranking, tuple(self.points), "reached-100", (self.winner,))

    def stats(self) -> dict[str, float]:
        """For `simulate`: hands played and blocked hands in this game."""
        return {
            "hands per game": self.hand_no + 1,
            "blocked hands per game": self.blocked_hands,
        }

    def all_cards(self) -> list[Card]:
        """The 52 cards of the hand in progress."""
        found = [CARDS[i] for i in self.stock[self.spos :]]
        for pile in self.piles:
            found += [CARDS[i] for i in pile]
        for held in self.hands:
            found += cards_of_mask(held)
        return found
