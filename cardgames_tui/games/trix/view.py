"""What one Trix seat may see (`TrixView`), or an onlooker.

A named tuple of small ints, made millions of times by search bots; cards,
and even the legal moves, are derived when read (the moves once, by the
engine's own function: a view drawn or sampled from never pays for them, as
python-chess's ``Board.legal_moves``). No other hand is in it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from cardgames_tui.core.cards import CARDS, Card, Suit, cards_of_mask
from cardgames_tui.core.derived import derived
from cardgames_tui.core.events import Event
from cardgames_tui.games.trix.actions import (
    CONTRACT_NAMES,
    DOUBLABLE_MASK,
    KING_OF_HEARTS,
    PlayCard,
    TrixAction,
)
from cardgames_tui.games.trix.held_order import in_held_order
from cardgames_tui.games.trix.layout import place_prizes, with_last
from cardgames_tui.games.trix.legal import legal_moves
from cardgames_tui.games.trix.phases import EventKind, Phase
from cardgames_tui.games.trix.schedule import DEALS, deal_owner, dealt_hands
from cardgames_tui.games.trix.state import TrixState
from cardgames_tui.games.trix.tricks import to_double


class TrixFacts(NamedTuple):
    """What a seat sees, as plain values (`TrixView` adds what follows)."""

    seat: int | None
    """Whose view this is (None: the public view)."""
    phase: Phase
    """Choose, double, trix, complex or over."""
    current_player: int | None
    """The seat to act."""
    deal_number: int
    """1 to 8 (8 once the session is over)."""
    owner: int
    """The kingdom owner of this deal."""
    first_owner: int
    """Who was dealt 7♥ in the first deal (owners follow in seat order)."""
    contract: str | None
    """``trix`` or ``complex`` (None while the owner chooses)."""
    hand_mask: int
    """This seat's cards as a mask (0 in the public view)."""
    hand_sizes: tuple[int, ...]
    """Cards held by each seat."""
    played_mask: int
    """Every card played so far this deal."""
    out_order: tuple[int, ...]
    """Trix: seats that are out, first first."""
    trick_cards: tuple[tuple[int, int], ...]
    """Complex: the trick on the table, (seat, card index), leader first."""
    leader: int | None
    """Complex: who leads (or led) the current trick."""
    past_tricks: tuple[tuple[tuple[int, int], ...], ...]
    """Complex: the deal's finished tricks in order, each (seat, card
    index) leader first."""
    taken_masks: tuple[int, ...]
    """Complex: the cards each seat has taken this deal (public)."""
    doubler_masks: tuple[int, ...]
    """The cards each seat doubled (public once doubled)."""
    excluded_masks: tuple[int, ...]
    """Cards each seat is known not to hold (showed out, or passed)."""
    played_contracts: tuple[int, ...]
    """Each seat's kingdom's contracts so far, as bits (1 Trix, 2 Complex)."""
    deal_scores: tuple[tuple[int, ...], ...]
    """Each finished deal's result by seat."""
    running: tuple[int, ...]
    """Complex: points so far in the deal in progress."""
    totals: tuple[int, ...]
    """Session totals by seat."""
    symmetric_queen: bool
    """The variant option for a doubled queen led and won by its holder."""
    layout_fits: int
    """Trix: the cards that fit the layout now, as a mask (public: they
    follow from the cards laid)."""
    dealt_masks: tuple[int, ...] = ()
    """Once the session is over, each seat's hand as dealt for the last
    deal (nothing is secret then: "Reveal hands" shows them); empty before."""
    deal_counted: bool = False
    """Whether ``totals`` already hold the deal in ``running`` (`settled`)."""


class TrixView(TrixFacts):
    """One seat's observation: its own hand, and everything played in public
    (``seat`` None: what an onlooker sees)."""

    @derived
    def legal_actions(self) -> tuple[TrixAction, ...]:
        """This seat's legal decisions on its turn, else empty."""
        if self.seat is None or self.seat != self.current_player:
            return ()
        trick = self.trick_cards
        return tuple(
            legal_moves(
                self.phase,
                self.hand_mask,
                self.layout_fits,
                trick[0][1] & 3 if trick else -1,
                self.played_contracts[self.owner],
            )
        )

    @property
    def deals(self) -> int:
        """Deals in a session: four kingdoms of two."""
        return DEALS

    @property
    def hand(self) -> tuple[Card, ...]:
        """This seat's cards, lowest rank first."""
        return cards_of_mask(self.hand_mask)

    @property
    def standing(self) -> tuple[int, ...]:
        """Each seat's total with the deal in progress counted as far as it
        has gone: a Complex deal's tricks taken, a Trix deal's prizes of the
        seats out (a trick's points and a place out are final once made).
        The seat boxes' "total" left them out until the deal ended, then
        jumped, beside "out first +200" (play-testers)."""
        if self.deal_counted:
            return self.totals
        if self.phase is Phase.TRICKS:
            running = self.running
        elif self.phase is Phase.LAYOUT:
            running = tuple(place_prizes(self.out_order))
        else:
            return self.totals
        return tuple(t + r for t, r in zip(self.totals, running, strict=True))

    @property
    def hand_by_suit(self) -> tuple[Card, ...]:
        """The hand as players hold it: by suit, colours alternating
        (♠ ♥ ♣ ♦), each suit from the 2 up to the ace."""
        return in_held_order(self.hand)

    @property
    def led_suit(self) -> Suit | None:
        """Complex: the suit led to the trick on the table, to be followed."""
        return CARDS[self.trick_cards[0][1]].suit if self.trick_cards else None

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played so far this deal."""
        return cards_of_mask(self.played_mask)

    @property
    def layout(self) -> tuple[tuple[Card, ...], ...]:
        """Trix: each suit's row (S, H, D, C), lowest first; empty until its jack."""
        if self.phase is not Phase.LAYOUT:
            return ((), (), (), ())
        played = self.played_mask
        return tuple(
            tuple(CARDS[r * 4 + s] for r in range(13) if played >> (r * 4 + s) & 1)
            for s in range(4)
        )

    @property
    def trick(self) -> tuple[tuple[int, Card], ...]:
        """Complex: the trick on the table, (seat, card), leader first."""
        return tuple((p, CARDS[c]) for p, c in self.trick_cards)

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Complex: tricks taken by each seat this deal."""
        return tuple(m.bit_count() // 4 for m in self.taken_masks)

    @property
    def taken(self) -> tuple[tuple[Card, ...], ...]:
        """Complex: the cards each seat has taken this deal."""
        return tuple(cards_of_mask(m) for m in self.taken_masks)

    @property
    def doubled(self) -> tuple[tuple[Card, int], ...]:
        """Doubled cards and the seat holding each."""
        return tuple(
            (card, p)
            for p, mask in enumerate(self.doubler_masks)
            for card in cards_of_mask(mask)
        )

    @property
    def doublable(self) -> tuple[Card, ...]:
        """The K♥ and queens in this hand: what the doubling round may double
        (in the order of the hand)."""
        return in_held_order(cards_of_mask(self.hand_mask & DOUBLABLE_MASK))

    @property
    def to_double(self) -> tuple[int, ...]:
        """The seats still to answer the doubling round, the one on turn
        first (empty outside it)."""
        if self.phase is not Phase.DOUBLING or self.current_player is None:
            return ()
        return tuple(to_double(self.owner, self.current_player))

    @property
    def doubling_cards(self) -> tuple[Card, ...]:
        """The cards that may be doubled: the K♥ and the four queens."""
        return (
            CARDS[KING_OF_HEARTS],
            *cards_of_mask(DOUBLABLE_MASK & ~(1 << KING_OF_HEARTS)),
        )

    @property
    def schedule(self) -> tuple[tuple[str, ...], ...]:
        """For each seat, the contracts its kingdom has played (or is playing)."""
        return tuple(
            tuple(name for bit, name in CONTRACT_NAMES.items() if done & bit)
            for done in self.played_contracts
        )

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.current_player == self.seat

    def deal_owner(self, deal: int) -> int:
        """Who owned the kingdom of deal ``deal`` (0-based)."""
        return deal_owner(self.first_owner, deal)


def observe(state: TrixState, seat: int | None) -> TrixView:
    """Build the view of ``seat`` (None: an onlooker's)."""
    phase = state.phase
    current = state.current_player
    a, b, c, d = state.hands  # four seats: counted without map's overhead
    # tuple.__new__ straight away: the named tuple's own constructor binds
    # its arguments in Python first, a third of a view's cost.
    return _new(
        TrixView,
        (
            seat,
            phase,
            current,
            min(state.deal_no + 1, DEALS),
            state.owner,
            state.first_owner,
            CONTRACT_NAMES.get(state.contract),
            # Kept once the game is over: a last Trix deal ends with the
            # fourth seat's cards still in hand, to be revealed.
            state.hands[seat] if seat is not None else 0,
            (a.bit_count(), b.bit_count(), c.bit_count(), d.bit_count()),
            state.played,
            tuple(state.out_order) if phase is Phase.LAYOUT else (),
            tuple(state.trick),
            state.leader if phase is Phase.TRICKS else None,
            tuple(state.past_tricks),
            tuple(state.taken),
            tuple(state.doublers),
            tuple(state.excluded),
            tuple(state.played_contracts),
            tuple(state.deal_history),
            tuple(state.deal_deltas),
            tuple(state.totals),
            state.symmetric,
            state.playable,
            _dealt(state) if phase is Phase.OVER else (),
            False,  # deal_counted: only `settled` counts a deal early
        ),
    )


def _dealt(state: TrixState) -> tuple[int, ...]:
    """The last deal's four hands as dealt."""
    return tuple(dealt_hands(state.decks[DEALS - 1]))


_new = tuple.__new__


def after_last_play(view: TrixView, action: TrixAction) -> TrixView:
    """The table just after ``action``, the play that ended the deal (the
    engine deals the next one in the same step, so no view shows it): the
    card on the layout or the trick, out of its holder's hand."""
    seat = view.current_player
    if not isinstance(action, PlayCard) or seat is None:
        return view
    bit = 1 << action.card.index
    sizes = list(view.hand_sizes)
    sizes[seat] -= 1
    return view._replace(
        hand_mask=view.hand_mask & ~bit,
        hand_sizes=tuple(sizes),
        played_mask=view.played_mask | bit,
        trick_cards=(
            view.trick_cards
            if view.phase is Phase.LAYOUT
            else (*view.trick_cards, (seat, action.card.index))
        ),
        current_player=None,
    )


def settled(view: TrixView, events: Iterable[Event]) -> TrixView:
    """``view`` with the end of the deal that ``events`` tell: the last
    trick counted to its taker (it stays on the table, to be seen), the
    last seat out of the layout, and the deal's scores in the totals (the
    engine deals the next one in the same step, so no view shows it: the
    seat boxes missed the last trick beside a summary that counted it)."""
    taken, running = list(view.taken_masks), list(view.running)
    totals, out = list(view.totals), list(view.out_order)
    counted = view.deal_counted
    on_table = sum(1 << card for _, card in view.trick_cards)
    for event in events:
        seat = event.seat
        if seat is None:
            continue
        if event.kind == EventKind.TRICK:
            taken[seat] |= on_table
            running[seat] += event.amount
        elif event.kind == EventKind.BONUS:
            running[seat] += event.amount
        elif event.kind == EventKind.OUT and seat not in out:
            out.append(seat)
        elif event.kind == EventKind.SCORE:
            totals[seat] += event.amount
            counted = True
    if view.phase is Phase.LAYOUT:
        # The last seat's box said nothing of the 50 it scores.
        out = with_last(out)
    return view._replace(
        taken_masks=tuple(taken),
        running=tuple(running),
        totals=tuple(totals),
        out_order=tuple(out),
        deal_counted=counted,
    )
