"""A full Shithead position that agrees with everything one seat has seen,
for search bots: the cards it cannot see are dealt at random among the
places it cannot see into."""

from __future__ import annotations

import random

from cardgames_tui.core.bounded import bounded_hands
from cardgames_tui.core.cards import ALL_CARDS
from cardgames_tui.games.shithead.play import need_of, top_run
from cardgames_tui.games.shithead.state import ShitheadState
from cardgames_tui.games.shithead.view import ShitheadView


def determinize(view: ShitheadView, rng: random.Random) -> ShitheadState:
    """Other hands (less the cards known to be there), every face-down card
    (the seat's own included) and the stock's order are drawn from the
    cards the seat has not seen. A hand that picked up the pile held
    nothing that fitted it (the rules force a pick-up only then), so it is
    dealt at most j of those cards with j drawn since (``view.lacked``)."""
    seat = view.seat
    if seat is None:
        raise ValueError("only a seat's view can be determinized")
    n = view.players
    seen = view.hand_mask | view.burned_mask
    for mask in view.up_masks:
        seen |= mask
    for i in view.pile_indices:
        seen |= 1 << i
    known = list(view.known_masks)
    known[seat] = 0
    for s, mask in enumerate(known):
        if s != seat:
            seen |= mask
    pool = [i for i in range(52) if not seen >> i & 1]
    rng.shuffle(pool)
    bound = _bound_hands(view, known, pool, rng)
    hands = []
    for s in range(n):
        if s == seat:
            hands.append(view.hand_mask)
            continue
        hand = known[s] | bound[s]
        for _ in range(view.hand_sizes[s] - hand.bit_count()):
            hand |= 1 << pool.pop()
        hands.append(hand)
    down = []
    for at in range(3 * n):
        down.append(pool.pop() if view.down_mask >> at & 1 else -1)
    if len(pool) != view.stock_size:
        raise AssertionError("the unseen cards do not fill the unseen places")
    state = ShitheadState.__new__(ShitheadState)
    state.n = n
    state.hands = hands
    state.known = list(view.known_masks)
    state.up = list(view.up_masks)
    state.down = down
    state.down_mask = view.down_mask
    state.stock = tuple(pool)
    state.spos = 0
    state.pile = list(view.pile_indices)
    state.pile_mask = sum(1 << i for i in state.pile)
    state.need = need_of(state.pile)
    state.run_rank, state.run_len = top_run(state.pile)
    state.burned = view.burned_mask
    state.finish = list(view.finished)
    state.out_mask = sum(1 << s for s in view.finished)
    state.current = view.current_player if view.current_player is not None else -1
    state.phase = view.phase
    state.dealer = view.dealer
    state.opening = view.opening
    state.ready_count = view.ready_count
    state.voluntary = view.voluntary_pickup
    state.lacked = list(view.lacked)
    return state


def _bound_hands(
    view: ShitheadView, known: list[int], pool: list[int], rng: random.Random
) -> list[int]:
    """The unknown part of each hand a forced pick-up bounds (0 for the
    others), dealt from ``pool`` (`core.bounded`), which then keeps the
    rest in its shuffled order. With no such hand it draws no random
    number, so a sample is what it was before any pick-up."""
    seat = view.seat
    sizes = [view.hand_sizes[s] - known[s].bit_count() for s in range(view.players)]
    bounds = [
        ends if s != seat and sizes[s] and any(ends) else ()
        for s, ends in enumerate(view.lacked)
    ]
    if not any(bounds):
        return [0] * view.players
    hands = bounded_hands(bounds, sizes, [ALL_CARDS] * view.players, pool, rng)
    taken = 0
    for hand in hands:
        taken |= hand
    pool[:] = [i for i in pool if not taken >> i & 1]
    return hands
