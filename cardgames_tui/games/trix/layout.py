"""The Trix contract: the layout grows from the jacks (rules page, section 4)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardgames_tui.core.events import Event
from cardgames_tui.games.trix.phases import EventKind
from cardgames_tui.games.trix.scoring import TRIX_PRIZES

if TYPE_CHECKING:
    from cardgames_tui.games.trix.state import TrixState

JACK = 9
"""Rank index of the jack, which opens its suit's row."""
ACE = 12
JACKS_MASK = sum(1 << (JACK * 4 + s) for s in range(4))


def grow(s: TrixState, c: int) -> None:
    """A row grows one card at a time: up from the jack to the ace, down
    from the jack to the 2."""
    r = c >> 2
    s.playable ^= 1 << c
    if JACK <= r < ACE:
        s.playable |= 1 << (c + 4)
    if 0 < r <= JACK:
        s.playable |= 1 << (c - 4)


def layout_play(
    s: TrixState, p: int, c: int, events: list[Event] | None
) -> list[int] | None:
    """A card onto the layout; the first three out take 200, 150, 100, the
    last 50. Returns the deal's result once it is over."""
    grow(s, c)
    if not s.hands[p]:
        s.out_order.append(p)
        if events is not None:
            events.append(Event(EventKind.OUT, p, amount=len(s.out_order)))
        if len(s.out_order) == 3:
            s.out_order[:] = with_last(s.out_order)
            return place_prizes(s.out_order)
    s.current = next_in_layout(s, p)
    return None


def with_last(out_order: Sequence[int]) -> list[int]:
    """The seats by place out, the last one placed as the third goes out:
    the deal ends then, its cards still in hand."""
    if len(out_order) == 3:
        return [*out_order, next(q for q in range(4) if q not in out_order)]
    return list(out_order)


def place_prizes(out_order: Sequence[int]) -> list[int]:
    """Each seat's prize by its place out so far (0 while it is not out)."""
    prizes = [0, 0, 0, 0]
    for place, seat in enumerate(out_order):
        prizes[seat] = TRIX_PRIZES[place]
    return prizes


def next_in_layout(s: TrixState, p: int) -> int:
    """Play goes on to the next seat still holding cards."""
    q = (p + 1) % 4
    while q in s.out_order:
        q = (q + 1) % 4
    return q


def playable_after(played: int) -> int:
    """The cards that fit a layout made of ``played`` (for positions built
    or sampled rather than played to)."""
    mask = 0
    for s in range(4):
        jack = JACK * 4 + s
        if not played >> jack & 1:
            mask |= 1 << jack
            continue
        lo = hi = JACK
        while lo > 0 and played >> ((lo - 1) * 4 + s) & 1:
            lo -= 1
        while hi < 12 and played >> ((hi + 1) * 4 + s) & 1:
            hi += 1
        if lo > 0:
            mask |= 1 << ((lo - 1) * 4 + s)
        if hi < 12:
            mask |= 1 << ((hi + 1) * 4 + s)
    return mask
