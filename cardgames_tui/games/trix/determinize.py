"""A full Trix position that agrees with everything one seat has seen, for
search bots: the unseen cards are dealt to the other hands at random, each
hand its size, never a card its holder is known not to have (it showed out
of the suit, or passed while the card would have fitted), and every doubled
card still out with its doubler."""

from __future__ import annotations

import random

from cardgames_tui.core.deck import shuffled_deck
from cardgames_tui.games.trix.actions import CONTRACT_NAMES
from cardgames_tui.games.trix.layout import playable_after
from cardgames_tui.games.trix.phases import Phase
from cardgames_tui.games.trix.schedule import DEALS
from cardgames_tui.games.trix.state import TrixState
from cardgames_tui.games.trix.tricks import to_double
from cardgames_tui.games.trix.view import TrixView

TRIES = 20
"""Random deals tried before the exclusions are relaxed (they never are in
practice: a hand is short only when its holder showed out)."""


def determinize(view: TrixView, rng: random.Random) -> TrixState:
    hands = deal_unseen(view, view.excluded_masks, rng)
    assert hands is not None  # relaxed deals always fit
    return state_with(view, hands, rng)


def state_with(view: TrixView, hands: list[int], rng: random.Random) -> TrixState:
    """The position ``view`` shows, with these ``hands`` (the seat's own
    among them) and the later deals shuffled from ``rng``."""
    state = TrixState.__new__(TrixState)
    # Later deals are shuffled afresh: nobody has seen them.
    deal_no = view.deal_number - 1 if view.phase is not Phase.OVER else DEALS
    state.decks = tuple(
        tuple(c.index for c in shuffled_deck(rng)) for _ in range(DEALS)
    )
    state.deal_no = deal_no
    state.owner = view.owner
    state.first_owner = view.first_owner
    state.played_contracts = list(view.played_contracts)
    names = {name: bit for bit, name in CONTRACT_NAMES.items()}
    state.contract = names.get(view.contract or "", 0)
    state.phase = view.phase
    current = view.current_player
    state.current = current if current is not None else -1
    state.hands = hands
    state.played = view.played_mask
    state.playable = (
        playable_after(view.played_mask) if view.phase is Phase.LAYOUT else 0
    )
    state.out_order = list(view.out_order)
    state.doublers = list(view.doubler_masks)
    state.doubling_queue = (
        to_double(view.owner, state.current) if view.phase is Phase.DOUBLING else []
    )
    state.excluded = list(view.excluded_masks)
    state.trick = list(view.trick_cards)
    state.past_tricks = list(view.past_tricks)
    state.leader = view.leader if view.leader is not None else -1
    state.trick_no = sum(m.bit_count() for m in view.taken_masks) // 4
    state.taken = list(view.taken_masks)
    state.deal_deltas = list(view.running)
    state.deal_history = list(view.deal_scores)
    state.totals = list(view.totals)
    state.symmetric = view.symmetric_queen
    state.trix_first = 0
    return state


def deal_unseen(
    view: TrixView,
    excluded: tuple[int, ...],
    rng: random.Random,
    *,
    relax: bool = True,
) -> list[int] | None:
    """The four hands: the seat's own, and the unseen cards dealt to the
    others, none to a seat that ``excluded`` says lacks it (after `TRIES`
    failed deals, with ``relax``, ignoring ``excluded``; else None)."""
    seat = view.seat
    if seat is None:
        raise ValueError("only a seat's view can be determinized")
    fixed = [0, 0, 0, 0]
    fixed[seat] = view.hand_mask
    seen = view.hand_mask | view.played_mask
    for holder, doubled in enumerate(view.doubler_masks):
        out = doubled & ~seen
        fixed[holder] |= out
        seen |= out
    unseen = [i for i in range(52) if not seen >> i & 1]
    others = [s for s in range(4) if s != seat]
    room = {s: view.hand_sizes[s] - fixed[s].bit_count() for s in others}
    for attempt in range(TRIES + relax):
        strict = attempt < TRIES
        dealt = _try_deal(excluded, unseen, others, dict(room), strict, rng)
        if dealt is not None:
            return [fixed[s] | dealt.get(s, 0) for s in range(4)]
    if relax:
        raise AssertionError("the unseen cards do not fit the unseen hands")
    return None


def _try_deal(
    excluded: tuple[int, ...],
    unseen: list[int],
    others: list[int],
    room: dict[int, int],
    strict: bool,
    rng: random.Random,
) -> dict[int, int] | None:
    """Most constrained card first, each to a random seat that may hold it."""

    def allowed(card: int) -> list[int]:
        return [s for s in others if not (strict and excluded[s] >> card & 1)]

    order = list(unseen)
    rng.shuffle(order)
    holders = {card: allowed(card) for card in order}
    order.sort(key=lambda card: len(holders[card]))
    dealt: dict[int, int] = {}
    for card in order:
        seats = [s for s in holders[card] if room[s] > 0]
        if not seats:
            return None
        s = seats[rng.randrange(len(seats))]
        room[s] -= 1
        dealt[s] = dealt.get(s, 0) | 1 << card
    return dealt
