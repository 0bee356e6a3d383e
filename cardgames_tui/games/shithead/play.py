"""The play phase: what may be played, and what a play does (rules page,
sections 3-4). One small function per rule, called from the step."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardgames_tui.core import bounded
from cardgames_tui.core.cards import ALL_CARDS, CARDS
from cardgames_tui.core.events import Event
from cardgames_tui.games.shithead.actions import (
    FLIPS,
    PICKUP,
    PLAYS,
    TEN,
    WILD_TWO,
    Play,
    ShitheadAction,
)
from cardgames_tui.games.shithead.phases import EventKind, Phase, Source

if TYPE_CHECKING:
    from cardgames_tui.games.shithead.state import ShitheadState

_SOURCES = (Source.HAND, Source.FACE_UP)

FITS_ON = tuple(
    ALL_CARDS & ~sum(15 << 4 * k for k in range(1, need) if k != TEN)
    for need in range(13)
)
"""``FITS_ON[need]``: the cards that may be played on a pile needing that
rank (that rank or higher, a 2 or a 10)."""


def legal_plays(s: ShitheadState) -> list[ShitheadAction]:
    """The seat on turn's plays (`legal_plays_of`)."""
    p = s.current
    return legal_plays_of(
        s.hands[p],
        s.up[p],
        s.down_mask >> 3 * p & 7,
        s.need,
        s.opening,
        s.voluntary and bool(s.pile),
    )


def legal_plays_of(
    hand: int, up: int, down: int, need: int, opening: int, pickup_anyway: bool
) -> list[ShitheadAction]:
    """Plays of each rank that fits (wilds always), else the pick-up; flips
    when only face-down cards are left. The arguments are all a seat sees of
    its own turn (hand, face-up and face-down slots as masks, the lowest rank
    that fits, the opening rank or -1, whether the variant allows a pick-up
    anyway), so its view lists its moves with this same function."""
    if opening >= 0:
        return list(PLAYS[opening << 4 | (hand >> (opening << 2)) & 15])
    src = hand or up
    if not src:
        return [FLIPS[i] for i in range(3) if down >> i & 1]
    actions: list[ShitheadAction] = []
    while src:
        low = src & -src
        r = (low.bit_length() - 1) >> 2
        shift = r << 2
        held = (src >> shift) & 15
        src ^= held << shift
        if r >= need or r in (WILD_TWO, TEN):
            actions += PLAYS[r << 4 | held]
    if not actions or pickup_anyway:
        actions.append(PICKUP)
    return actions


def play(s: ShitheadState, action: Play, events: list[Event] | None) -> None:
    """Cards from the hand (or face-up once hand and stock are gone)."""
    p = s.current
    from_hand = s.hands[p] != 0
    if from_hand:
        s.hands[p] ^= action.mask
        s.known[p] &= ~action.mask
        if not s.hands[p]:
            s.lacked[p] = ()  # an empty hand is bound by nothing
    else:
        s.up[p] ^= action.mask
    if events is not None:
        events.append(
            Event(EventKind.PLAY, p, action.cards, target=_SOURCES[not from_hand])
        )
    lay(s, p, action.mask, action.rank, len(action.indices), action.indices, events)


def burns(s: ShitheadState, rank: int, count: int) -> bool:
    """Track the run of one rank on top of the pile; True if the pile burns:
    a 10 burns it, and so do four of a rank on top, across turns."""
    if rank == TEN:
        return True
    if rank == s.run_rank:
        s.run_len += count
    else:
        s.run_rank = rank
        s.run_len = count
    return s.run_len >= 4


def lay(
    s: ShitheadState,
    p: int,
    mask: int,
    rank: int,
    count: int,
    indices: tuple[int, ...],
    events: list[Event] | None,
) -> None:
    """Put cards on the pile, then burn, refill, go out and pass the turn."""
    s.opening = -1
    s.pile += indices
    s.pile_mask |= mask
    burn = burns(s, rank, count)
    if burn:
        if events is not None:
            reason = "ten" if rank == TEN else "four"
            events.append(Event(EventKind.BURN, p, amount=len(s.pile), target=reason))
        s.burned |= s.pile_mask
        clear_pile(s)
    else:
        # A 2 resets the pile: anything may follow it.
        s.need = 0 if rank == WILD_TWO else rank
    hand = s.hands[p]
    if s.spos < len(s.stock) and hand.bit_count() < 3:
        refill(s, p, hand, events)
    elif not hand and not s.up[p] and not s.down_left(p):
        go_out(s, p, events)
        return
    # Whoever burns the pile plays again.
    if not burn:
        advance(s, p)


def refill(s: ShitheadState, p: int, hand: int, events: list[Event] | None) -> None:
    """Draw back up to three while the stock lasts."""
    take = min(3 - hand.bit_count(), len(s.stock) - s.spos)
    drawn = s.stock[s.spos : s.spos + take]
    s.spos += take
    for i in drawn:
        hand |= 1 << i
    s.hands[p] = hand
    if s.lacked[p]:
        s.lacked[p] = bounded.drawn(s.lacked[p], take, (hand & ~s.known[p]).bit_count())
    if events is not None:
        events.append(Event(EventKind.DRAW, p, amount=take))
        events.append(
            Event(EventKind.DREW, p, tuple(CARDS[i] for i in drawn), take, private_to=p)
        )


def flip(s: ShitheadState, slot: int, events: list[Event] | None) -> None:
    """Turn a face-down card: it is played if it fits, else the pile and it
    are picked up."""
    p = s.current
    at = 3 * p + slot
    c = s.down[at]
    s.down[at] = -1
    s.down_mask &= ~(1 << at)
    r = c >> 2
    card = CARDS[c]
    if r >= s.need or r in (WILD_TWO, TEN):
        if events is not None:
            events.append(Event(EventKind.FLIP, p, (card,), target="played"))
            events.append(Event(EventKind.PLAY, p, (card,), target=Source.FACE_DOWN))
        lay(s, p, 1 << c, r, 1, (c,), events)
        return
    if events is not None:
        events.append(Event(EventKind.FLIP, p, (card,), target="failed"))
        taken = (*tuple(CARDS[i] for i in s.pile), card)
        events.append(Event(EventKind.PICKUP, p, taken, len(taken)))
    s.hands[p] |= s.pile_mask | (1 << c)
    s.known[p] |= s.pile_mask | (1 << c)
    s.lacked[p] = ()  # its hand was empty: every card in it is known
    clear_pile(s)
    advance(s, p)


def pickup(s: ShitheadState, events: list[Event] | None) -> None:
    """Take the whole pile into the hand; the turn passes."""
    p = s.current
    if events is not None:
        events.append(
            Event(EventKind.PICKUP, p, tuple(CARDS[i] for i in s.pile), len(s.pile))
        )
    if s.hands[p] and not s.voluntary:
        s.lacked[p] = lacking(s.lacked[p], s.need, s.pile_mask)
    s.hands[p] |= s.pile_mask
    s.known[p] |= s.pile_mask
    clear_pile(s)
    advance(s, p)


def lacking(before: tuple[int, ...], need: int, pile: int) -> tuple[int, ...]:
    """`ShitheadState.lacked` for a seat that picks up the pile ``pile``
    from a hand: the pick-up is forced (when no card of the hand fits), so
    its hand held nothing that fits a pile needing ``need``, and still
    holds nothing of that but what it picks up or draws later. The cards
    picked up leave every bound: it holds them now, and all see it."""
    return tuple(mask & ~pile for mask in bounded.shown(before, FITS_ON[need]))


def clear_pile(s: ShitheadState) -> None:
    s.pile = []
    s.pile_mask = 0
    s.need = 0
    s.run_rank = -1
    s.run_len = 0


def next_in_game(out_mask: int, n: int, p: int) -> int:
    """The seat after ``p`` still in the game (``p`` itself if none is)."""
    q = (p + 1) % n
    while out_mask >> q & 1 and q != p:
        q = (q + 1) % n
    return q


def advance(s: ShitheadState, p: int) -> None:
    """The turn passes to the next seat still in the game."""
    n = s.n
    q = (p + 1) % n
    while s.out_mask >> q & 1:
        q = (q + 1) % n
    s.current = q


def go_out(s: ShitheadState, p: int, events: list[Event] | None) -> None:
    """A seat with no cards left is out; the last one in is the shithead."""
    s.finish.append(p)
    s.out_mask |= 1 << p
    if events is not None:
        events.append(Event(EventKind.OUT, p, amount=len(s.finish)))
    if len(s.finish) == s.n - 1:
        last = next(q for q in range(s.n) if not s.out_mask >> q & 1)
        s.finish.append(last)
        s.phase = Phase.OVER
        s.current = -1
        if events is not None:
            events.append(Event(EventKind.SHITHEAD, last))
    else:
        advance(s, p)


def need_of(pile: Sequence[int]) -> int:
    """The lowest rank that goes on a pile: its top card's (a 2 resets it)."""
    top = pile[-1] >> 2 if pile else WILD_TWO
    return 0 if top == WILD_TWO else top


def top_run(pile: list[int]) -> tuple[int, int]:
    """The rank on top of a pile and how many of it lie there in a row."""
    if not pile:
        return -1, 0
    rank = pile[-1] >> 2
    length = 0
    for i in reversed(pile):
        if i >> 2 != rank:
            break
        length += 1
    return rank, length
