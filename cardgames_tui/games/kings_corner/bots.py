"""A Kings in the Corner bot that empties its hand greedily but with care."""

from __future__ import annotations

import random
from typing import Any

from cardgames_tui.core.cards import Card
from cardgames_tui.games.kings_corner.actions import (
    END,
    KING,
    MovePile,
    PlayCard,
    low_rank,
)
from cardgames_tui.games.kings_corner.view import KingsView


def _fits(card: Card, top: Card) -> bool:
    below = low_rank(card.index) == low_rank(top.index) - 1
    return below and card.is_red != top.is_red


class HeuristicBot:
    """Places Kings at once, opens tabbed spaces by moving piles, plays the
    cards that let more of its own cards follow, fills an empty tabbed space
    with its highest card, and prefers tops the next player is unlikely to use
    (the cards that fit them are in its own hand or already on the table)."""

    name = "heuristic"

    def choose(self, view: KingsView, rng: random.Random) -> Any:
        actions = view.legal_actions
        plays = [a for a in actions if isinstance(a, PlayCard)]
        moves = [a for a in actions if isinstance(a, MovePile)]
        kings = [a for a in plays if a.card.rank_order == KING]
        if kings:
            return kings[0]
        to_corner = [
            m for m in moves if m.target >= 4 and not view.spaces[m.target].size
        ]
        if to_corner:
            return to_corner[0]
        if moves:
            return moves[0]
        onto_piles = [a for a in plays if view.spaces[a.space].size]
        if onto_piles:
            return max(onto_piles, key=lambda a: self._value(view, a.card))
        if plays:  # only empty tabbed spaces are left to fill
            return max(plays, key=lambda a: (low_rank(a.card.index), -a.space))
        return END

    def _value(self, view: KingsView, card: Card) -> float:
        """Own cards that could follow this one, minus the openings it leaves."""
        own_followers = sum(_fits(c, card) for c in view.hand if c != card)
        seen = {s.top for s in view.spaces if s.top is not None}
        blocked = sum(1 for c in view.hand if _fits(c, card)) + sum(
            1 for c in seen if _fits(c, card)
        )
        openings = 2 - min(2, blocked)
        return own_followers * 2 - openings * 0.5 + low_rank(card.index) * 0.01
