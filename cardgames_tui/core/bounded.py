"""Dealing hands that respect what their seats showed they did not hold.

A seat's bounds are a tuple of card masks, ``ends``: it holds at most j
cards of ``ends[j]``. A seat that showed it held none of a mask, then drew
j cards, may hold j of it, so each draw moves every bound one place up
(`drawn`); the masks only grow with the index (a later showing is folded
into every earlier bound), and a search bot's sampler deals such hands at
random (`bounded_hands`). Kings in the Corner reads them from a greedy
player's ends of turn, Shithead from a forced pick-up.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

TRIES = 8
"""Deals tried before a seat's bounds are dropped: dealing the bound seats
one by one can leave a later one too few cards outside its masks, though
the real hands satisfy every bound at once."""
PICKS = 6
"""Random picks from the whole pool tried before listing the cards a seat
may hold (a uniform pick either way; the list costs more)."""


def shown(before: tuple[int, ...], lacking: int) -> tuple[int, ...]:
    """A seat's bounds once it has shown it holds none of ``lacking``: it
    holds none now, so every bound takes ``lacking`` in."""
    return tuple(map(lacking.__or__, before)) if before else (lacking,)


def drawn(before: tuple[int, ...], count: int, size: int) -> tuple[int, ...]:
    """A seat's bounds after it drew ``count`` cards, holding ``size``
    cards the bounds are about: each card drawn may be one more of each
    mask (one place up), and entries from ``size`` on say nothing."""
    if not before:
        return before
    ends = (0,) * count + before
    return ends if len(ends) <= size else ends[:size]


def slack(ends: tuple[int, ...], size: int, pool: int) -> int:
    """Cards to spare for a hand of ``size`` with at most j cards of
    ``ends[j]``, dealt from the mask ``pool``: negative if it cannot be."""
    return min(
        (pool & ~mask).bit_count() - (size - j) for j, mask in enumerate(ends[:size])
    )


def nested_hand(
    ends: tuple[int, ...], size: int, pool: list[int], rng: random.Random
) -> int:
    """A hand of ``size`` from ``pool`` (shuffled) with at most j cards of
    ``ends[j]``, as a mask, or 0 if there are too few cards for it. The
    cards are dealt oldest first: those it held at its earliest showing
    still counted avoid the most."""
    last = min(len(ends), size) - 1
    avoid = ends[last]
    safe = [i for i in pool if not avoid >> i & 1]
    need = size - last
    if len(safe) < need:
        return 0
    chosen = 0
    for i in safe[len(safe) - need :]:  # the pool is shuffled
        chosen |= 1 << i
    for j in range(last - 1, -1, -1):
        # One card drawn since: a uniform pick, not the last of the pool
        # (which the kept cards leave likely to be one that fits). Picks
        # at random until one may be held: most may.
        avoid = ends[j] | chosen
        for _ in range(PICKS):
            i = pool[rng.randrange(len(pool))]
            if not avoid >> i & 1:
                break
        else:
            safe = [i for i in pool if not avoid >> i & 1]
            if not safe:
                return 0
            i = safe[rng.randrange(len(safe))]
        chosen |= 1 << i
    return chosen


def bounded_hands(
    bounds: Sequence[tuple[int, ...]],
    sizes: Sequence[int],
    allowed: Sequence[int],
    free: list[int],
    rng: random.Random,
) -> list[int]:
    """Hands for the seats with bounds (0 for the others), of ``sizes``
    cards from ``free`` (the unseen cards, shuffled) within each seat's
    ``allowed`` mask, dealt by `nested_hand`. The seat with the least room
    to spare is dealt first; ``free`` is reshuffled for another try when a
    seat runs short, and a seat that still does is left out (its bounds did
    not hold after all: 0)."""
    bound = [s for s, ends in enumerate(bounds) if ends]
    hands = [0] * len(bounds)
    unseen = 0
    for i in free:
        unseen |= 1 << i
    for attempt in range(TRIES):
        if attempt:
            rng.shuffle(free)
        hands = [0] * len(bounds)
        taken = 0
        waiting = list(bound)
        while waiting:
            left = unseen & ~taken
            # The seat with the least room to spare next.
            _, s = min(
                (slack(bounds[s], sizes[s], left & allowed[s]), s) for s in waiting
            )
            waiting.remove(s)
            pool_mask = left & allowed[s]
            pool = [i for i in free if pool_mask >> i & 1]
            hands[s] = nested_hand(bounds[s], sizes[s], pool, rng)
            taken |= hands[s]
        if all(hands[s] for s in bound):
            break
    return hands
