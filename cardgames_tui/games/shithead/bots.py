"""A simple Shithead bot that plays like a careful beginner."""

from __future__ import annotations

import random
from typing import Any

from cardgames_tui.core.cards import Card
from cardgames_tui.games.shithead.actions import READY, Flip, Pickup, Play, Swap
from cardgames_tui.games.shithead.view import ShitheadView

_WILD = ("2", "10")
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

    def choose(self, view: ShitheadView, rng: random.Random) -> Any:
        actions = view.legal_actions
        if view.phase == "swap":
            return self._swap(view)
        plays = [a for a in actions if isinstance(a, Play)]
        flips = [a for a in actions if isinstance(a, Flip)]
        if flips:
            return flips[rng.randrange(len(flips))]
        if not plays:
            return next(a for a in actions if isinstance(a, Pickup))
        plain = [p for p in plays if p.cards[0].rank.value not in _WILD]
        if plain:
            lowest = min(p.cards[0].rank_order for p in plain)
            return max(
                (p for p in plain if p.cards[0].rank_order == lowest),
                key=lambda p: len(p.cards),
            )
        tens = [p for p in plays if p.cards[0].rank.value == "10"]
        twos = [p for p in plays if p.cards[0].rank.value == "2"]
        if tens and (len(view.pile) >= _BIG_PILE or not twos):
            return tens[0]
        return twos[0]

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
