"""A full Kings in the Corner position that agrees with everything one seat
has seen, for search bots: the cards off the table and out of its hand are
dealt to the other hands (no King to a seat that has ended a turn this hand)
and the stock, at random.

`determinize_greedy` also reads what a greedy player's end of turn reveals
(the normal bot never ends a turn while a card fits), for a search bot whose
play-outs assume such players."""

from __future__ import annotations

import random

from cardgames_tui.games.kings_corner.fits import FITS, KINGS_MASK, NOT_KINGS
from cardgames_tui.games.kings_corner.hand import CHIPS
from cardgames_tui.games.kings_corner.state import KingsState
from cardgames_tui.games.kings_corner.view import KingsView


def determinize(view: KingsView, rng: random.Random) -> KingsState:
    return _deal(view, rng, -1, 0)


def determinize_greedy(view: KingsView, rng: random.Random) -> KingsState:
    """As `determinize`, at a table of greedy players: at the first decision
    of a turn, the seat before ended its turn holding no card that fit the
    table as it stands (a King drawn may have taken a corner since, so a lone
    King in a corner counts for nothing), and none at all but Kings if a
    tabbed space is empty, except the card it drew. So it is dealt its
    other cards from outside those."""
    seat = view.seat
    n = view.players
    opening = view.stock_size == 52 - 7 * n - 4  # nobody has ended a turn yet
    if (
        seat is None
        or view.current_player != seat
        or view.played_this_turn
        or view.lenient_table
        or opening
    ):
        return determinize(view, rng)
    fitting = 0
    for space, pile in enumerate(view.piles):
        if pile and not (space >= 4 and len(pile) == 1):
            fitting |= FITS[pile[-1]]
        elif not pile and space < 4:
            fitting |= NOT_KINGS
    return _deal(view, rng, (seat - 1) % n, fitting)


def _deal(view: KingsView, rng: random.Random, before: int, fitting: int) -> KingsState:
    """The sample; seat ``before`` (if not -1) holds at most one card of the
    mask ``fitting`` (if the unseen cards allow it)."""
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
    if before >= 0 and view.hand_sizes[before] and view.kingless >> before & 1:
        # All but the card it drew from outside what fitted.
        safe = [i for i in plain if not fitting >> i & 1]
        size = view.hand_sizes[before]
        if len(safe) >= size - 1:
            kept = safe[len(safe) - (size - 1) :]
            chosen = set(kept)
            plain = [i for i in plain if i not in chosen]
            drawn = plain.pop()
            for card in (*kept, drawn):
                hands[before] |= 1 << card
                taken |= 1 << card
            # The rest of the plain cards stay in shuffled order.
            others = [s for s in others if s != before]
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
