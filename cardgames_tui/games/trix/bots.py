"""A Trix Complex bot that plays like a sensible club player."""

from __future__ import annotations

import random
from typing import Any

from cardgames_tui.core.cards import Card
from cardgames_tui.games.trix.actions import COMPLEX, TRIX, Choose, Double, PlayCard
from cardgames_tui.games.trix.view import TrixView

JACK = 9
HIGH = 10
"""Queens, kings and aces: the cards that win tricks."""
TRIX_FIRST_HIGH_CARDS = 5
"""With this many Q/K/A the hand is too strong to risk in Complex first."""


def _danger(card: Card) -> int:
    """How much a card costs if it wins a trick for us: dump these first."""
    if card.rank.value == "K" and card.suit.value == "H":
        return 100
    if card.rank.value == "Q":
        return 60
    if card.suit.value == "D":
        return 20 + card.rank_order
    return card.rank_order


class HeuristicBot:
    """Chooses Trix first with a strong hand; in Trix opens its own long runs
    and sits on jacks that block others; in Complex ducks, dumps its K♥,
    queens and high diamonds on others' tricks, leads low in short suits, and
    doubles only well-protected cards."""

    name = "heuristic"

    def choose(self, view: TrixView, rng: random.Random) -> Any:
        actions = view.legal_actions
        first = actions[0]
        if isinstance(first, Choose):
            return self._contract(view, actions)
        if isinstance(first, Double):
            return self._double(view, actions)
        plays = [a for a in actions if isinstance(a, PlayCard)]
        if not plays:
            return first  # pass
        if view.phase == "trix":
            return max(plays, key=lambda a: self._layout_value(view, a.card))
        return self._trick_card(view, plays)

    def _contract(self, view: TrixView, actions: tuple[Any, ...]) -> Any:
        high = sum(card.rank_order >= HIGH for card in view.hand)
        wanted = TRIX if high >= TRIX_FIRST_HIGH_CARDS else COMPLEX
        return next((a for a in actions if a.contract == wanted), actions[0])

    def _double(self, view: TrixView, actions: tuple[Any, ...]) -> Any:
        protected = 0
        for card in view.hand:
            if card.rank.value not in ("Q", "K") or (
                card.rank.value == "K" and card.suit.value != "H"
            ):
                continue
            lower = [c for c in view.hand if c.suit == card.suit and c.rank_order < 8]
            if len(lower) >= 3:
                protected |= 1 << card.index
        return next((a for a in actions if a.mask == protected), actions[0])

    def _layout_value(self, view: TrixView, card: Card) -> float:
        """Prefer cards that free more of our own cards; keep blocking jacks."""
        same = [c for c in view.hand if c.suit == card.suit and c != card]
        r = card.rank_order
        if r == JACK:
            freed = len(same)
            return freed - 2.5  # a jack we barely need blocks the others
        beyond = [
            c for c in same if (c.rank_order < r if r < JACK else c.rank_order > r)
        ]
        return len(beyond) + 0.5

    def _trick_card(self, view: TrixView, plays: list[PlayCard]) -> Any:
        cards = [a.card for a in plays]
        if not view.trick:
            return PlayCard(self._lead(view, cards))
        led = view.trick[0][1].suit
        following = [c for c in cards if c.suit == led]
        if not following:
            return PlayCard(max(cards, key=_danger))
        best = max(c.rank_order for _, c in view.trick if c.suit == led)
        ducks = [c for c in following if c.rank_order < best]
        if ducks:
            return PlayCard(max(ducks, key=lambda c: c.rank_order))
        if len(view.trick) == 3:
            safe = [c for c in following if _danger(c) < 60]
            return PlayCard(max(safe or following, key=lambda c: c.rank_order))
        return PlayCard(min(following, key=lambda c: (_danger(c), c.rank_order)))

    def _lead(self, view: TrixView, cards: list[Card]) -> Card:
        by_suit: dict[str, list[Card]] = {}
        for card in cards:
            by_suit.setdefault(card.suit.value, []).append(card)
        safe_suits = [s for s in by_suit if any(_danger(c) < 60 for c in by_suit[s])]
        suit = min(safe_suits or by_suit, key=lambda s: (len(by_suit[s]), s))
        return min(by_suit[suit], key=lambda c: (_danger(c) >= 60, c.rank_order))
