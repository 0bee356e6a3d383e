"""A simple Shithead bot that plays like a careful beginner.

In play it reads only its legal moves and the size of the pile, so the same
choice can be made from a seat's view (a game) or straight from a sampled
state (a search bot's play-out, where building a view per step cost most of
the time).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cardgames_tui.core.cards import Card
from cardgames_tui.games.shithead.actions import (
    READY,
    TEN,
    WILD_TWO,
    Flip,
    Pickup,
    Play,
    ShitheadAction,
    Swap,
)
from cardgames_tui.games.shithead.phases import Phase
from cardgames_tui.games.shithead.state import ShitheadState
from cardgames_tui.games.shithead.view import ShitheadView, observe

_BIG_PILE = 5
"""From this many cards on the pile, a 10 is worth spending to burn it."""


def keep_value(card: Card) -> int:
    """How good a card is to have later: 10 best, then 2, then A down to 3."""
    if card.rank.value == "10":
        return 100
    if card.rank.value == "2":
        return 90
    return card.rank_order


class HeuristicBot:
    """Swaps its best cards face up, plays its lowest legal set, and saves
    2s and 10s until nothing else fits (a 10 goes first on a big pile)."""

    name = "heuristic"
    search_samples = 16
    """Deals the hard bot samples per decision with this bot's play-outs:
    against three normal bots it was the shithead in 12.0% [7.0, 19.8] of
    100 games with 16, and 13.0% [7.8, 21.0] with 48 (six times slower)."""

    def choose(self, view: ShitheadView, rng: random.Random) -> Any:
        if view.phase == "swap":
            return self._swap(view)
        return choose_play(view.legal_actions, len(view.pile_indices), rng)

    def choose_in(self, state: ShitheadState, rng: random.Random) -> Any:
        """The same choice for the seat on turn, read from a sampled state
        (its legal moves and the pile's size): for search play-outs."""
        if state.phase is Phase.SWAP:
            return self._swap(observe(state, state.current))
        return choose_play(state.legal_actions(), len(state.pile), rng)

    def _swap(self, view: ShitheadView) -> Any:
        """Swap the best hand card for the worst face-up one while that helps."""
        hand = view.hand
        assert view.seat is not None, "a bot always plays a seat"
        up = view.face_up[view.seat]
        best = max(hand, key=keep_value)
        worst = min(up, key=keep_value)
        if keep_value(best) > keep_value(worst):
            return Swap(best, worst)
        return READY


def choose_play(
    actions: Sequence[ShitheadAction], pile_size: int, rng: random.Random
) -> ShitheadAction:
    """The lowest plain set (the most cards of that rank), a random face-down
    card when only those are left, the pick-up when nothing fits; a 10 only
    on a big pile or when no 2 is held, else a 2."""
    plain: Play | None = None
    ten: Play | None = None
    two: Play | None = None
    flips: list[Flip] = []
    pickup: Pickup | None = None
    for action in actions:
        if isinstance(action, Play):
            rank = action.rank
            if rank == TEN:
                ten = ten or action
            elif rank == WILD_TWO:
                two = two or action
            elif (
                plain is None
                or rank < plain.rank
                or (rank == plain.rank and len(action.cards) > len(plain.cards))
            ):
                plain = action
        elif isinstance(action, Flip):
            flips.append(action)
        elif isinstance(action, Pickup) and pickup is None:
            pickup = action
    if flips:
        return flips[rng.randrange(len(flips))]
    if plain is not None:
        return plain
    if ten is not None and (pile_size >= _BIG_PILE or two is None):
        return ten
    if two is not None:
        return two
    assert pickup is not None, "with no play, the pick-up is always legal"
    return pickup
