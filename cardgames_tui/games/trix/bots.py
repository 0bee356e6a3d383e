"""A Trix Complex bot that plays like a sensible club player, and says why."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from cardgames_tui.core.bots import Decision
from cardgames_tui.core.cards import Card
from cardgames_tui.core.wording import card_name
from cardgames_tui.games.trix.actions import COMPLEX, TRIX, Choose, Double, PlayCard
from cardgames_tui.games.trix.reading import determinize_reading
from cardgames_tui.games.trix.rules_of_thumb import (
    DANGEROUS,
    danger,
    guarded,
    wants_trix_first,
)
from cardgames_tui.games.trix.view import TrixView

JACK = 9
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
"""A suit's name in a reason."""


def _suit(card: Card) -> str:
    return SUIT_NAMES[card.suit.value]


Why = str | Callable[[], str]
"""A reason, or how to word it: worded only when asked for (`decide`), as
play-outs call `choose` thousands of times a decision."""
Pick = tuple[Any, Why]
"""A move and its reason."""


class HeuristicBot:
    """Chooses Trix first with a strong hand; in Trix opens its own long runs
    and sits on jacks that block others; in Complex ducks, dumps its K♥,
    queens and high diamonds on others' tricks, leads low in short suits, and
    doubles only well-protected cards. Each branch names its reason."""

    name = "heuristic"
    search_determinize = staticmethod(determinize_reading)
    """How the hard bot deals the unseen cards with this bot's play-outs:
    each other seat's Complex play, doubling and choice read as this bot
    makes them (`reading`)."""

    def choose(self, view: TrixView, rng: random.Random) -> Any:
        return self._pick(view)[0]

    def decide(self, view: TrixView, rng: random.Random) -> Decision[Any]:
        """The move and, in a few words, the branch that chose it (no reason
        for a forced move). It draws no random numbers."""
        if len(view.legal_actions) == 1:
            return Decision(view.legal_actions[0], "")
        action, why = self._pick(view)
        return Decision(action, why if isinstance(why, str) else why())

    def _pick(self, view: TrixView) -> Pick:
        actions = view.legal_actions
        first = actions[0]
        if isinstance(first, Choose):
            return self._contract(view, actions)
        if isinstance(first, Double):
            return self._double(view, actions)
        plays = [a for a in actions if isinstance(a, PlayCard)]
        if not plays:
            return first, ""  # pass
        if view.phase == "trix":
            return self._layout_card(view, plays)
        return self._trick_card(view, plays)

    def _contract(self, view: TrixView, actions: tuple[Any, ...]) -> Pick:
        if wants_trix_first(view.hand_mask):
            wanted, why = TRIX, "a hand full of high cards: Trix first, Complex later"
        else:
            wanted, why = COMPLEX, "few high cards: Complex while the hand is weak"
        chosen = next((a for a in actions if a.contract == wanted), None)
        return (chosen, why) if chosen else (actions[0], "")

    def _double(self, view: TrixView, actions: tuple[Any, ...]) -> Pick:
        protected = guarded(view.hand_mask)
        chosen = next((a for a in actions if a.mask == protected), None)
        if chosen is None:
            return actions[0], ""
        if chosen.cards:
            them = "it" if len(chosen.cards) == 1 else "each"
            return chosen, f"low cards of the suit guard {them}"
        return chosen, "nothing is guarded well enough to double"

    def _layout_card(self, view: TrixView, plays: list[PlayCard]) -> Pick:
        best = max(plays, key=lambda a: self._layout_value(view, a.card))
        return best, lambda: self._layout_reason(view, plays, best.card)

    def _layout_reason(self, view: TrixView, plays: list[PlayCard], card: Card) -> str:
        suit = _suit(card)
        if card.rank_order == JACK:
            return f"the {suit} in hand wait on it"
        if self._layout_value(view, card) > 1:
            side = "lower" if card.rank_order < JACK else "higher"
            return f"makes way for {side} {suit} in hand"
        if any(a.card.rank_order == JACK for a in plays):
            return "keeps a jack back: it blocks the others"
        return "no card frees more of the hand"

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

    def _trick_card(self, view: TrixView, plays: list[PlayCard]) -> Pick:
        cards = [a.card for a in plays]
        if not view.trick:
            return self._lead(cards)
        led = view.trick[0][1].suit
        following = [c for c in cards if c.suit == led]
        if not following:
            card = max(cards, key=danger)
            return PlayCard(
                card
            ), lambda: f"no {SUIT_NAMES[led.value]} to follow: sheds the costliest card"
        best = max(c.rank_order for _, c in view.trick if c.suit == led)
        # The card to stay under, named in the reason.
        top = next(c for _, c in view.trick if c.suit == led and c.rank_order == best)
        ducks = [c for c in following if c.rank_order < best]
        if ducks:
            card = max(ducks, key=lambda c: c.rank_order)
            return PlayCard(
                card
            ), lambda: f"ducks under {card_name(top)}: someone else takes the trick"
        if len(view.trick) == 3:
            safe = [c for c in following if danger(c) < DANGEROUS]
            card = max(safe or following, key=lambda c: c.rank_order)
            return (
                PlayCard(card),
                lambda: (
                    f"cannot stay under {card_name(top)} and plays last: takes it high"
                ),
            )
        card = min(following, key=lambda c: (danger(c), c.rank_order))
        return PlayCard(
            card
        ), lambda: f"cannot stay under {card_name(top)}: the cheapest card that follows"

    def _lead(self, cards: list[Card]) -> Pick:
        by_suit: dict[str, list[Card]] = {}
        for card in cards:
            by_suit.setdefault(card.suit.value, []).append(card)
        safe_suits = [
            s for s in by_suit if any(danger(c) < DANGEROUS for c in by_suit[s])
        ]
        suit = min(safe_suits or by_suit, key=lambda s: (len(by_suit[s]), s))
        held = by_suit[suit]
        card = min(held, key=lambda c: (danger(c) >= DANGEROUS, c.rank_order))
        return PlayCard(card), lambda: _lead_reason(card, held, bool(safe_suits))


def _lead_reason(card: Card, suit: list[Card], safe: bool) -> str:
    """Why ``card`` leads from ``suit``, the shortest suit (``safe``: one
    with a card that costs little if it wins)."""
    if not safe:
        return "only costly cards left: the lowest of them"
    if len(suit) == 1:
        return "the only card of the shortest suit"
    lowest = min(suit, key=lambda c: c.rank_order)
    if card != lowest:  # a costly queen (or the K♥) is kept off the trick
        return f"the shortest suit, keeping {card_name(lowest)} back"
    return "the lowest card of the shortest suit"
