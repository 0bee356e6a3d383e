"""A full Kings in the Corner position that agrees with everything one seat
has seen, for search bots: the cards off the table and out of its hand are
dealt to the other hands (no King to a seat that has ended a turn this hand)
and the stock, at random."""

from __future__ import annotations

import random

from cardgames_tui.games.kings_corner.fits import KINGS_MASK
from cardgames_tui.games.kings_corner.hand import CHIPS
from cardgames_tui.games.kings_corner.state import KingsState
from cardgames_tui.games.kings_corner.view import KingsView


def determinize(view: KingsView, rng: random.Random) -> KingsState:
    seat = view.seat
    if seat is None:
        raise ValueError("only a seat's view can be determinized")
    n = view.players
    seen = view.hand_mask
    for pile in view.piles:
        for i in pile:
            seen |= 1 << i
    unseen = [i for i in range(52) if not seen >> i & 1]
    rng.shuffle(unseen)
    hands = [0] * n
    hands[seat] = view.hand_mask
    others = [s for s in range(n) if s != seat]
    # Seats known to hold no King are dealt from the other cards first;
    # the rest is shuffled, so the remaining hands and the stock get a
    # uniform share of what is left, Kings included.
    plain = [i for i in unseen if not KINGS_MASK >> i & 1]
    taken = 0
    for s in others:
        if view.kingless >> s & 1:
            for _ in range(view.hand_sizes[s]):
                card = plain.pop()
                hands[s] |= 1 << card
                taken |= 1 << card
    rest = [i for i in unseen if not taken >> i & 1]
    for s in others:
        if not view.kingless >> s & 1:
            for _ in range(view.hand_sizes[s]):
                hands[s] |= 1 << rest.pop()
    stock = rest
    if len(stock) != view.stock_size:
        raise AssertionError("the unseen cards do not fill the unseen places")
    state = KingsState.__new__(KingsState)
    state.n = n
    # Later hands are shuffled from a seed nobody has seen.
    state.base_seed = rng.getrandbits(48)
    state.hand_no = view.hand_number - 1
    state.dealer = view.dealer
    current = view.current_player
    state.current = current if current is not None else -1
    state.hands = hands
    state.kingless = view.kingless
    state.piles = list(view.piles)
    state.stock = tuple(stock)
    state.spos = 0
    state.chips = list(view.chips)
    state.pot = view.pot
    state.box = CHIPS - (CHIPS // n) * n
    state.points = list(view.points)
    state.played_this_turn = view.played_this_turn
    state.quiet_turns = view.quiet_turns
    state.blocked_hands = 0
    state.lenient = view.lenient_table
    state.over = current is None
    state.winner = (
        max(range(n), key=lambda s: view.points[s]) if current is None else -1
    )
    return state
