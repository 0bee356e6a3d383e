"""The Kings in the Corner engine (boxed chip edition).

A game is many hands, played until someone has 100 points. Piles are tuples
of card indices (bottom first) in a list of eight, hands are bit masks, so a
copy is a handful of list copies. Each hand's deck is shuffled from the
game's base seed and the hand number, so the state never carries an RNG.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from cardgames_tui.core.cards import CARDS, RED_MASK, Card, cards_of_mask
from cardgames_tui.core.deck import shuffled_deck
from cardgames_tui.core.events import Event
from cardgames_tui.core.outcome import Outcome
from cardgames_tui.core.slotted import SlottedState
from cardgames_tui.games.kings_corner.actions import (
    CORNERS,
    END,
    KING,
    MOVES,
    PLAYS,
    SPACES,
    EndTurn,
    MovePile,
    PlayCard,
    low_rank,
)

CHIPS = 80
TARGET = 100
KING_FINE = 3
KINGS_MASK = sum(1 << (KING * 4 + s) for s in range(4))
ALL_CARDS = (1 << 52) - 1


def _fits_on(top: int) -> int:
    """Mask of the cards that go on ``top``: one rank lower (ace low), other colour."""
    red = RED_MASK >> top & 1
    return sum(
        1 << c
        for c in range(52)
        if low_rank(c) == low_rank(top) - 1 and (RED_MASK >> c & 1) != red
    )


FITS = tuple(_fits_on(c) for c in range(52))
"""``FITS[top]``: the cards that may be played on ``top``."""
PARENTS_MASK = tuple(
    sum(1 << t for t in range(52) if FITS[t] >> c & 1) for c in range(52)
)
"""``PARENTS_MASK[card]``: the top cards that ``card`` may go on."""
PLAYS_BY_SPACE = tuple(tuple(PLAYS[c][space] for c in range(52)) for space in range(8))
"""``PLAYS_BY_SPACE[space][card]``: the interned play."""
NOT_KINGS = ALL_CARDS & ~KINGS_MASK


class KingsState(SlottedState):
    """A game of Kings in the Corner for 2 to 6 players."""

    __slots__ = (
        "base_seed",
        "blocked_hands",
        "box",
        "chips",
        "current",
        "dealer",
        "hand_no",
        "hands",
        "lenient",
        "n",
        "over",
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
    piles: list[tuple[int, ...]]
    stock: tuple[int, ...]
    spos: int
    chips: list[int]
    pot: int
    box: int
    points: list[int]
    played_this_turn: bool
    quiet_turns: int
    blocked_hands: int
    lenient: bool
    over: bool
    winner: int

    @classmethod
    def deal(
        cls,
        n: int,
        rng: random.Random,
        deck: tuple[Card, ...] | None,
        options: Mapping[str, Any],
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
        s.over = False
        s.winner = -1
        s._start_hand([c.index for c in deck] if deck is not None else None, None)
        return s

    def copy(self) -> KingsState:
        s = KingsState.__new__(KingsState)
        s.n = self.n
        s.base_seed = self.base_seed
        s.hand_no = self.hand_no
        s.dealer = self.dealer
        s.current = self.current
        s.hands = self.hands.copy()
        s.piles = self.piles.copy()
        s.stock = self.stock
        s.spos = self.spos
        s.chips = self.chips.copy()
        s.pot = self.pot
        s.box = self.box
        s.points = self.points.copy()
        s.played_this_turn = self.played_this_turn
        s.quiet_turns = self.quiet_turns
        s.blocked_hands = self.blocked_hands
        s.lenient = self.lenient
        s.over = self.over
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

    # -- legal actions ---------------------------------------------------

    def legal_actions(self) -> list[Any]:
        """Plays by space (N E S W NE SE SW NW) then card, moves, then end."""
        if self.over:
            return []
        hand = self.hands[self.current]
        piles = self.piles
        actions: list[Any] = []
        add = actions.append
        tops = 0  # mask of the cards on top of a pile
        for space, pile in enumerate(piles):
            if pile:
                top = pile[-1]
                tops |= 1 << top
                fits = hand & FITS[top]
            elif space >= 4:
                fits = hand & KINGS_MASK
            else:
                fits = hand & NOT_KINGS
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
        if self.lenient or not hand & KINGS_MASK:
            add(END)
        return actions

    # -- applying --------------------------------------------------------

    def apply(self, action: Any, events: list[Event] | None = None) -> None:
        kind = type(action)
        p = self.current
        if kind is PlayCard:
            c = action.card.index
            self.hands[p] ^= 1 << c
            self.piles[action.space] += (c,)
            self.played_this_turn = True
            if events is not None:
                events.append(
                    Event("play", p, (action.card,), target=SPACES[action.space])
                )
            if not self.hands[p]:
                self._settle(p, blocked=False, events=events)
        elif kind is MovePile:
            moved = self.piles[action.source]
            self.piles[action.target] += moved
            self.piles[action.source] = ()
            self.played_this_turn = True
            if events is not None:
                where = f"{SPACES[action.source]}-{SPACES[action.target]}"
                events.append(Event("move", p, (CARDS[moved[0]],), len(moved), where))
        elif kind is EndTurn:
            self._end_turn(p, events)
        else:
            raise TypeError(f"not a Kings in the Corner action: {action!r}")

    def _pay(self, seat: int, amount: int) -> int:
        """Move up to ``amount`` chips from ``seat`` to the pot; return it paid."""
        paid = min(amount, self.chips[seat])
        self.chips[seat] -= paid
        self.pot += paid
        return paid

    def _end_turn(self, p: int, events: list[Event] | None) -> None:
        kings = (self.hands[p] & KINGS_MASK).bit_count()
        if kings:  # only with the lenient-table variant
            paid = self._pay(p, KING_FINE * kings)
            if events is not None:
                events.append(Event("fine", p, amount=paid, target="king"))
        stock_empty = self.spos == len(self.stock)
        if not self.played_this_turn:
            paid = self._pay(p, 1)
            if events is not None:
                events.append(Event("fine", p, amount=paid, target="no-play"))
        self.quiet_turns = (
            self.quiet_turns + 1 if stock_empty and not self.played_this_turn else 0
        )
        if self.quiet_turns == self.n:
            sizes = [
                self.hands[(self.dealer + 1 + i) % self.n].bit_count()
                for i in range(self.n)
            ]
            first = sizes.index(min(sizes))
            self._settle(
                (self.dealer + 1 + first) % self.n, blocked=True, events=events
            )
            return
        if not stock_empty:
            c = self.stock[self.spos]
            self.spos += 1
            if c >> 2 == KING:
                corner = next(k for k in CORNERS if not self.piles[k])
                self.piles[corner] = (c,)
                if events is not None:
                    events.append(
                        Event("drawn-king", p, (CARDS[c],), target=SPACES[corner])
                    )
            else:
                self.hands[p] |= 1 << c
                if events is not None:
                    events.append(Event("draw", p, amount=1))
                    events.append(Event("drew", p, (CARDS[c],), 1, private_to=p))
        self.current = (p + 1) % self.n
        self.played_this_turn = False

    def _settle(
        self, winner: int, *, blocked: bool, events: list[Event] | None
    ) -> None:
        """End the hand: the others pay per card, the winner takes the pot."""
        if events is not None:
            events.append(Event("blocked" if blocked else "out", winner))
        for i in range(1, self.n):
            seat = (winner + i) % self.n
            owed = self.hands[seat].bit_count()
            paid = self._pay(seat, owed)
            if events is not None and owed:
                events.append(Event("pay", seat, amount=paid))
        won = self.pot
        self.points[winner] += won
        self.blocked_hands += blocked
        if events is not None:
            events.append(Event("pot", winner, amount=won))
        if self.points[winner] >= TARGET:
            self.over = True
            self.winner = winner
            self.current = -1
            if events is not None:
                events.append(Event("game-won", winner, amount=self.points[winner]))
            return
        self.hand_no += 1
        self.dealer = (self.dealer + 1) % self.n
        self._start_hand(None, events)

    def _start_hand(self, order: list[int] | None, events: list[Event] | None) -> None:
        n = self.n
        if order is None:
            rng = random.Random(self.base_seed << 16 | self.hand_no)
            order = [c.index for c in shuffled_deck(rng)]
        self.hands = [sum(1 << i for i in order[7 * k : 7 * k + 7]) for k in range(n)]
        self.piles = [(order[7 * n + k],) for k in range(4)] + [(), (), (), ()]
        self.stock = tuple(order[7 * n + 4 :])
        self.spos = 0
        share = CHIPS // n
        self.chips = [share - 1] * n  # the ante, one chip each
        self.pot = n
        self.box = CHIPS - share * n
        self.current = (self.dealer + 1) % n
        self.played_this_turn = False
        self.quiet_turns = 0
        if events is not None:
            events.append(Event("hand", self.dealer, amount=self.hand_no + 1))
            events.append(Event("ante", amount=n))

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

    def observe(self, seat: int) -> Any:
        from cardgames_tui.games.kings_corner.view import observe

        return observe(self, seat)

    def all_cards(self) -> list[Card]:
        """The 52 cards of the hand in progress."""
        found = [CARDS[i] for i in self.stock[self.spos :]]
        for pile in self.piles:
            found += [CARDS[i] for i in pile]
        for hand in self.hands:
            found += cards_of_mask(hand)
        return found
