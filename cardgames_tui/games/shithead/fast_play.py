"""`policy.choose_play` for a search play-out, read straight from the state.

The plain policy lists the legal moves, builds its `Table` and loops over
every play of every rank; in a play-out that was most of a step's time.
Here each rule of the policy finds its move from the seat's card masks,
reads the table only where a rule needs it (blocking), and draws the same
random numbers, so it makes the very same choice (a test holds the two to
it over random positions).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cardgames_tui.games.shithead.actions import FLIPS, PICKUP, PLAYS, TEN, WILD_TWO
from cardgames_tui.games.shithead.play import FITS_ON, next_in_game
from cardgames_tui.games.shithead.policy import (
    BIG_PILE,
    BLOCK_CHANCE,
    BLOCK_WITHIN,
    PLAIN_CHANCE,
    SPLIT_FROM,
    Table,
    block_chance,
    choose_play,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardgames_tui.games.shithead.actions import ShitheadAction
    from cardgames_tui.games.shithead.state import ShitheadState

_WILDS = 15 << 4 * WILD_TWO | 15 << 4 * TEN
"""The 2s and the 10s."""


def choose_fast(
    state: ShitheadState,
    rng: random.Random,
    table: Callable[[ShitheadState], Table],
) -> ShitheadAction:
    """The plain policy's move for the seat on turn in ``state`` (its play
    phase), as `choose_play` over the legal moves and ``table(state)``."""
    p = state.current
    if state.opening >= 0 or state.voluntary:
        # The opening play and the variant: rare, left to the policy itself.
        return choose_play(state.legal_actions(), table(state), rng)[0]
    src = state.hands[p] or state.up[p]
    if not src:
        down = state.down_mask >> 3 * p & 7
        slots = [FLIPS[i] for i in range(3) if down >> i & 1]
        return slots[rng.randrange(len(slots))]
    plain = src & FITS_ON[state.need] & ~_WILDS
    if plain:
        late = state.spos == len(state.stock)
        low = ((plain & -plain).bit_length() - 1) >> 2
        if late and rng.random() < PLAIN_CHANCE:
            return PLAYS[low << 4 | (src >> 4 * low) & 15][-1]
        if late and _next_total(state, p) <= BLOCK_WITHIN:
            seen = table(state)
            ranks = plain
            while ranks:
                rank = ((ranks & -ranks).bit_length() - 1) >> 2
                ranks &= ~(15 << 4 * rank)
                if block_chance(seen, rank) >= BLOCK_CHANCE:
                    return _shaped(rank, src, late)
        return _shaped(low, src, late)
    tens = src >> 4 * TEN & 15
    twos = src >> 4 * WILD_TWO & 15
    if tens and (len(state.pile) >= BIG_PILE or not twos):
        return PLAYS[TEN << 4 | tens][0]
    if twos:
        plays = PLAYS[WILD_TWO << 4 | twos]
        return plays[0] if tens else plays[-1]
    return PICKUP


def _shaped(rank: int, src: int, late: bool) -> ShitheadAction:
    """Every card of the rank, or one once the stock is gone and it is high
    (`policy._shaped`)."""
    plays = PLAYS[rank << 4 | (src >> 4 * rank) & 15]
    return plays[0] if late and rank >= SPLIT_FROM else plays[-1]


def _next_total(state: ShitheadState, p: int) -> int:
    """Cards the next seat still in the game holds in all: hand, face-up
    and face-down (what `Table` gives the blocking rule)."""
    nxt = next_in_game(state.out_mask, state.n, p)
    return (
        state.hands[nxt].bit_count() + state.up[nxt].bit_count() + state.down_left(nxt)
    )
