"""What the normal bot's Complex play reveals of its hand, for a search bot
whose play-outs assume such players (`determinize_reading`).

The normal bot (`bots.HeuristicBot`) plays by fixed rules of thumb, so
each of its cards tells the table something: a seat that discards a low
diamond on a spade trick holds no queen and not the K♥ (it sheds its
costliest card first); a seat that ducks with the 7 under the jack holds
neither the 8 nor the 10; a seat that did not double its Q♠ has fewer than
three spades below the ten. Every such inference is about the hand at the
time, and a Complex hand only loses cards, so it still holds.

A seat whose own play contradicts the reading (it plays a card the reading
said it lacked: a human, or a bot of another level) is read no further;
and a sample that cannot honour every inference falls back to the rules'
own (`determinize`). Nothing here reads more than the seat's view.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from cardgames_tui.core.cards import CARDS
from cardgames_tui.games.trix.actions import COMPLEX, KING_OF_HEARTS, QUEENS
from cardgames_tui.games.trix.determinize import (
    TRIES,
    deal_unseen,
    determinize,
    state_with,
)
from cardgames_tui.games.trix.phases import Phase
from cardgames_tui.games.trix.rules_of_thumb import (
    DANGEROUS,
    GUARDS,
    LOW_MASK,
    danger,
    guarded,
    wants_trix_first,
)
from cardgames_tui.games.trix.state import TrixState
from cardgames_tui.games.trix.tricks import SUIT_MASKS
from cardgames_tui.games.trix.view import TrixView

Play = tuple[int, int]
"""(seat, card index), as a trick holds it."""

DANGER = tuple(danger(card) for card in CARDS)
"""Each card's cost to the normal bot if it wins a trick (its rule)."""
SAFE_MASK = sum(1 << i for i in range(52) if DANGER[i] < DANGEROUS)
"""The cards it does not mind winning a trick with."""
_BELOW = tuple(
    tuple(sum(1 << (r * 4 + s) for r in range(rank)) for rank in range(14))
    for s in range(4)
)
"""``_BELOW[suit][rank]``: the cards of ``suit`` under ``rank``."""
_COSTLIER = tuple(
    sum(
        1 << i
        for i in range(52)
        if DANGER[i] > DANGER[card] or (DANGER[i] == DANGER[card] and i < card)
    )
    for card in range(52)
)
"""``_COSTLIER[card]``: the cards shed before ``card`` when void (costlier,
or as costly and first in the hand)."""
_CHEAPER = tuple(
    sum(1 << i for i in range(52) if (DANGER[i], i >> 2) < (DANGER[card], card >> 2))
    for card in range(52)
)
"""``_CHEAPER[card]``: the cards played before ``card`` to follow when
the trick cannot be ducked."""
_LETTERS = "SHDC"
"""Suit letters by suit index: the normal bot breaks a tie between
equally short suits by letter (C, D, H, S)."""
_last: list[tuple[TrixView, Reading]] = []
"""The last view read and its reading: a search samples one view many
times."""


class Reading(NamedTuple):
    """What the play of a deal so far shows of the hands, if every other
    seat plays as the normal bot."""

    lacks: tuple[int, ...]
    """Per seat, the cards it lacks (0 for a seat not read)."""
    read: tuple[bool, ...]
    """Per seat, whether it is read: not the viewer, nor a seat whose own
    play or doubling contradicts the reading."""


def determinize_reading(view: TrixView, rng: random.Random) -> TrixState:
    """As `determinize`, at a table of normal bots: the unseen cards are
    dealt so that each other seat's play this deal is what the normal bot
    would have made with its sampled hand (the cards it played, its leads,
    its doublings, the owner's choice of Complex), where the unseen cards
    allow it."""
    if _last and _last[0][0] is view:
        reading = _last[0][1]
    else:
        reading = read(view)
        _last[:] = [(view, reading)]
    if not _reads_doubling(view):
        return determinize(view, rng)
    excluded = tuple(
        a | b for a, b in zip(view.excluded_masks, reading.lacks, strict=True)
    )
    played = played_by(view)
    seats = reading.read
    best, best_fit = None, (-1, -1)
    for _ in range(TRIES):
        hands = deal_unseen(view, excluded, rng, relax=False)
        if hands is None:
            break
        # Seats whose bids, then whose leads, the deal agrees with: the
        # best deal is kept, so one seat the reading cannot fit (a human
        # who doubled otherwise, say) leaves the others read.
        fit = (
            sum(_bids_agree(view, hands, played, seats)),
            sum(_leads_agree(view, hands, seats)),
        )
        if fit == (4, 4):
            return state_with(view, hands, rng)
        if fit > best_fit:
            best, best_fit = hands, fit
    return state_with(view, best, rng) if best else determinize(view, rng)


def revealed(view: TrixView) -> tuple[int, ...]:
    """Per seat, the cards its Complex play this deal shows it lacks (`read`)."""
    return read(view).lacks


def read(view: TrixView) -> Reading:
    """The cards each seat's Complex play this deal shows it lacks, if it
    plays as the normal bot; a seat whose play or doubling contradicts that
    is not read, nor is the viewer."""
    others = tuple(s != view.seat for s in range(4))
    if view.phase is Phase.DOUBLING:
        return Reading((0, 0, 0, 0), others)
    if view.phase is not Phase.TRICKS:
        return Reading((0, 0, 0, 0), (False,) * 4)
    lacks = [0, 0, 0, 0]
    misread = [False] * 4
    for trick in (*view.past_tricks, view.trick_cards):
        for k, (seat, card) in enumerate(trick):
            if lacks[seat] >> card & 1:
                misread[seat] = True
            lacks[seat] |= lacked(trick[:k], card)
    played = played_by(view)
    for seat in range(4):
        if lacks[seat] & view.doubler_masks[seat] & ~view.played_mask:
            misread[seat] = True
        if _bid_otherwise(view, seat, played[seat]):
            misread[seat] = True
    seats = tuple(not misread[s] and others[s] for s in range(4))
    return Reading(
        tuple(lacks[s] & ~view.played_mask if seats[s] else 0 for s in range(4)),
        seats,
    )


def leads_agree(view: TrixView, hands: list[int], seats: tuple[bool, ...]) -> bool:
    """Whether each of ``seats``, dealt ``hands``, led every safe card this
    deal from the suit the normal bot leads from: its shortest suit with a
    card that is safe to win a trick with (`bots.HeuristicBot._lead`)."""
    return all(_leads_agree(view, hands, seats))


def _leads_agree(
    view: TrixView, hands: list[int], seats: tuple[bool, ...]
) -> list[bool]:
    """Per seat, whether its leads agree (`leads_agree`; True for a seat
    not of ``seats``)."""
    held = list(hands)
    agree = [True] * 4
    for trick in reversed((*view.past_tricks, view.trick_cards)):
        for seat, card in trick:
            held[seat] |= 1 << card  # the hand before this trick
        if trick:
            seat, card = trick[0]
            safe = DANGER[card] < DANGEROUS
            if seats[seat] and safe and lead_suit(held[seat]) != card & 3:
                agree[seat] = False
    return agree


def lead_suit(hand: int) -> int:
    """The suit the normal bot leads from, holding ``hand`` with a safe card."""
    return min(
        (
            ((hand & SUIT_MASKS[s]).bit_count(), _LETTERS[s], s)
            for s in range(4)
            if hand & SUIT_MASKS[s] & SAFE_MASK
        ),
        default=(0, "", -1),
    )[2]


def lacked(before: tuple[Play, ...], card: int) -> int:
    """The cards the normal bot cannot have held when it played ``card`` to
    a trick holding ``before`` (`bots.HeuristicBot._trick_card`)."""
    rank, suit = card >> 2, card & 3
    if not before:
        # It leads the lowest safe card of a suit; only costly cards if
        # it has nothing else.
        if DANGER[card] < DANGEROUS:
            return _BELOW[suit][rank] & SAFE_MASK
        return SAFE_MASK
    led = before[0][1] & 3
    if suit != led:
        # Void: it sheds its costliest card, the first of equals.
        return _COSTLIER[card]
    best = max(c >> 2 for _, c in before if c & 3 == led)
    of_suit = SUIT_MASKS[led]
    if rank < best:
        # It ducks with its highest card under the trick's best.
        return _BELOW[led][best] & ~_BELOW[led][rank + 1]
    lacks = _BELOW[led][best]  # it could not duck
    if len(before) == 3:
        # Last to play: its highest safe card, else its highest.
        if DANGER[card] < DANGEROUS:
            return lacks | of_suit & SAFE_MASK & ~_BELOW[led][rank + 1]
        return lacks | of_suit & (SAFE_MASK | ~_BELOW[led][rank + 1])
    # Second or third: its cheapest card of the suit.
    return lacks | of_suit & _CHEAPER[card]


def played_by(view: TrixView) -> tuple[int, ...]:
    """Each seat's cards played to tricks this deal."""
    played = [0, 0, 0, 0]
    for trick in (*view.past_tricks, view.trick_cards):
        for seat, card in trick:
            played[seat] |= 1 << card
    return tuple(played)


def agrees(
    view: TrixView,
    hands: list[int],
    played: tuple[int, ...],
    seats: tuple[bool, ...] | None = None,
) -> bool:
    """Whether the normal bot, dealt ``hands`` (and ``played``, what each
    seat has played since), would have doubled what each of ``seats``
    (every other seat by default) doubled, and, as the owner, chosen
    Complex first."""
    if seats is None:
        seats = tuple(s != view.seat for s in range(4))
    return all(_bids_agree(view, hands, played, seats))


def _bids_agree(
    view: TrixView,
    hands: list[int],
    played: tuple[int, ...],
    seats: tuple[bool, ...],
) -> list[bool]:
    """Per seat, whether its doubling and (the owner's) choice agree with
    ``hands`` (`agrees`; True for a seat not of ``seats``)."""
    agree = [True] * 4
    if not _reads_doubling(view):
        return agree
    for seat in _asked(view):
        dealt = hands[seat] | played[seat]
        if seats[seat] and guarded(dealt) != view.doubler_masks[seat]:
            agree[seat] = False
    owner = view.owner
    if seats[owner] and _chose_complex_first(view):
        agree[owner] = not wants_trix_first(hands[owner] | played[owner])
    return agree


def _bid_otherwise(view: TrixView, seat: int, played: int) -> bool:
    """Whether the cards ``seat`` has played show it doubled, or chose, not
    as the normal bot: an undoubled card played with three low cards of its
    suit played too; a doubled card with fewer and the suit gone from its
    hand; an owner who chose Complex first playing five high cards."""
    doubled = view.doubler_masks[seat]
    for card in (KING_OF_HEARTS, *QUEENS):
        suit = SUIT_MASKS[card & 3]
        low = (played & suit & LOW_MASK).bit_count()
        if not doubled >> card & 1:
            if played >> card & 1 and low >= GUARDS:
                return True
        elif view.excluded_masks[seat] & suit == suit and low < GUARDS:
            return True
    if seat == view.owner and _chose_complex_first(view):
        return wants_trix_first(played)
    return False


def _reads_doubling(view: TrixView) -> bool:
    return view.phase is Phase.TRICKS or view.phase is Phase.DOUBLING


def _asked(view: TrixView) -> list[int]:
    """The seats whose doubling is known: all of them once the tricks
    start, else those asked before the one on turn (the owner first)."""
    if view.phase is Phase.TRICKS:
        return [0, 1, 2, 3]
    current = view.current_player
    if current is None:
        return []
    done = (current - view.owner) % 4
    return [(view.owner + k) % 4 for k in range(done)]


def _chose_complex_first(view: TrixView) -> bool:
    """Whether the owner chose this deal's Complex (it is read only in
    Complex phases) with Trix still to play."""
    return view.played_contracts[view.owner] == COMPLEX
