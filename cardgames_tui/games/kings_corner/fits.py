"""What goes on what: one rank lower, the other colour, aces low (rules
page, section 3), as look-up tables of card masks."""

from __future__ import annotations

from cardgames_tui.core.cards import RED_MASK
from cardgames_tui.games.kings_corner.actions import KING, PLAYS, low_rank

KINGS_MASK = sum(1 << (KING * 4 + s) for s in range(4))
ALL_CARDS = (1 << 52) - 1
NOT_KINGS = ALL_CARDS & ~KINGS_MASK


def fits_on(top: int) -> int:
    """Mask of the cards that go on ``top``: one rank lower (ace low), other colour."""
    red = RED_MASK >> top & 1
    return sum(
        1 << c
        for c in range(52)
        if low_rank(c) == low_rank(top) - 1 and (RED_MASK >> c & 1) != red
    )


FITS = tuple(fits_on(c) for c in range(52))
"""``FITS[top]``: the cards that may be played on ``top``."""
PARENTS_MASK = tuple(
    sum(1 << t for t in range(52) if FITS[t] >> c & 1) for c in range(52)
)
"""``PARENTS_MASK[card]``: the top cards that ``card`` may go on."""
PLAYS_BY_SPACE = tuple(tuple(PLAYS[c][space] for c in range(52)) for space in range(8))
"""``PLAYS_BY_SPACE[space][card]``: the interned play."""
