"""A full Kings in the Corner position that agrees with everything one seat
has seen, for search bots: the cards off the table and out of its hand are
dealt to the other hands (no King to a seat that has ended a turn this hand)
and the stock, at random.

`determinize_greedy` also reads what a greedy player's ends of turn reveal
(the normal bot never ends a turn while a card fits, and keeps what it does
not play), for a search bot whose play-outs assume such players.

A sample is for a search: its hand ends the play-out (`KingsState.one_hand`)."""

from __future__ import annotations

import random

from cardgames_tui.core.bounded import bounded_hands
from cardgames_tui.core.cards import ALL_CARDS
from cardgames_tui.games.kings_corner.fits import KINGS_MASK
from cardgames_tui.games.kings_corner.hand import CHIPS
from cardgames_tui.games.kings_corner.state import KingsState
from cardgames_tui.games.kings_corner.view import KingsView


def determinize(view: KingsView, rng: random.Random) -> KingsState:
    return _deal(view, rng, False)


def determinize_greedy(view: KingsView, rng: random.Random) -> KingsState:
    """As `determinize`, at a table of greedy players: a seat that has ended
    a turn this hand held nothing that fitted the table then (the normal bot
    never ends a turn while a card fits), and has kept all but what it drew
    since. So such a seat is dealt at most j cards of what fitted at its
    ends with at most j draws since (``view.passed``), when the unseen
    cards allow it."""
    return _deal(view, rng, not view.lenient_table)


def _bound_hands(view: KingsView, free: list[int], rng: random.Random) -> list[int]:
    """Hands for the seats that ended a turn (0 for the others), dealt by
    `core.bounded.bounded_hands` (a seat known to hold no King is dealt
    none)."""
    seat = view.seat
    bounds = [
        view.passed[s]
        if s != seat and view.hand_sizes[s] and any(view.passed[s])
        else ()
        for s in range(view.players)
    ]
    allowed = [_pool(view, s, ALL_CARDS) for s in range(view.players)]
    return bounded_hands(bounds, view.hand_sizes, allowed, free, rng)


def _pool(view: KingsView, s: int, left: int) -> int:
    """The cards of ``left`` that seat ``s`` may hold: no King if it is
    known to hold none."""
    return left & ~KINGS_MASK if view.kingless >> s & 1 else left


def _deal(view: KingsView, rng: random.Random, greedy: bool) -> KingsState:
    """The sample; with ``greedy``, seats that ended a turn hold at most j
    cards of ``view.passed[s][j]`` (`determinize_greedy`)."""
    seat = view.seat
    if seat is None:
        raise ValueError("only a seat's view can be determinized")
    n = view.players
    seen = view.hand_mask
    for pile in view.piles:
        for i in pile:
            seen |= 1 << i
    free = [i for i in range(52) if not seen >> i & 1]
    rng.shuffle(free)  # every slice of it below is a uniform draw
    hands = [0] * n
    hands[seat] = view.hand_mask
    others = [s for s in range(n) if s != seat]
    taken = 0
    if greedy:
        bound = _bound_hands(view, free, rng)
        for s, held in enumerate(bound):
            if held:
                hands[s] = held
                taken |= held
                others.remove(s)
    # Seats known to hold no King are dealt from the other cards first;
    # the rest is shuffled, so the remaining hands and the stock get a
    # uniform share of what is left, Kings included.
    plain = [i for i in free if not taken >> i & 1 and not KINGS_MASK >> i & 1]
    for s in others:
        if view.kingless >> s & 1:
            for _ in range(view.hand_sizes[s]):
                card = plain.pop()
                hands[s] |= 1 << card
                taken |= 1 << card
    rest = [i for i in free if not taken >> i & 1]
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
    state.box = CHIPS - sum(view.chips) - view.pot  # all 80 are somewhere
    state.carried = view.carried
    state.points = list(view.points)
    state.played_this_turn = view.played_this_turn
    state.quiet_turns = view.quiet_turns
    state.blocked_hands = 0
    state.lenient = view.lenient_table
    state.carry_over = view.pot_carries_over
    state.debts = view.chip_debts
    state.one_hand = True
    state.passed = list(view.passed)
    state.over = current is None
    state.winner = (
        max(range(n), key=lambda s: view.points[s]) if current is None else -1
    )
    return state
