"""Shithead's events in plain sentences, with the rules they show."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardgames_tui.core.cards import CARDS, Card, Rank
from cardgames_tui.core.events import Event
from cardgames_tui.core.narration import Told, count, inside, name_of, verb
from cardgames_tui.core.wording import a_rank, card_list, card_name, rank_word

if TYPE_CHECKING:
    from cardgames_tui.games.shithead.view import ShitheadView


class ShitheadNarrator:
    """Tells a Shithead game; remembers the pile's top to say what a play
    went on, and how many of its rank lie on top for four of a kind."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        """The players' names by seat."""
        self.top: Card | None = None
        """The pile's top card (None: the pile is empty)."""
        self.run = 0
        """How many cards of the top's rank lie together on top of the pile."""
        self.run_plays = 0
        """How many plays made that run (more than one: a four across turns)."""
        self.failed: str | None = None
        """A blind card that did not fit, until it goes into the hand."""
        self.told_two = False
        """Whether the log has said what a 2 does (once is enough)."""

    def tell(self, event: Event, following: Event | None = None) -> Told:
        who = name_of(self.names, event.seat)
        kind = event.kind
        if kind == "swap":
            put, took = (card_name(card) for card in event.cards)
            return Told(f"{who} swapped {put} face up for {took}", ("swap",))
        if kind == "ready":
            return Told(f"{who} {verb(who, 'is', 'are')} ready")
        if kind == "starter":
            holds, starts = verb(who, "holds", "hold"), verb(who, "starts", "start")
            rank = a_rank(Rank(event.target).order)
            line = f"{who} {holds} the lowest card and {starts} with {rank}"
            return Told(line, ("lowest-starts",))
        if kind == "play":
            return self._play(who, event)
        if kind == "burn":
            out = following is not None and following.kind == "out"
            return self._burn(who, event, plays_again=not out)
        if kind == "drew":  # private: only its drawer ever sees this line
            return Told(f"{who} drew {card_list(event.cards)}", ("draw-to-three",))
        if kind == "draw":
            line = f"{who} drew {count(event.amount, 'card')} from the stock"
            return Told(line, ("draw-to-three",))
        if kind == "pickup":
            self._clear()
            cards = count(event.amount, "card")
            hand = "your hand" if who == "You" else "their hand"
            if self.failed is not None:  # the blind card goes in with the pile
                line = f"{who} took {self.failed} and the pile into {hand}: {cards}"
                self.failed = None
                return Told(line, ("pickup", "failed-blind"))
            return Told(f"{who} picked up the pile: {cards}", ("pickup",))
        if kind == "flip":
            return self._flip(who, event)
        if kind == "out":
            line = f"{who} {verb(who, 'is', 'are')} out (place {event.amount}): safe"
            return Told(line, ("out",))
        if kind == "shithead":
            return Told(f"{who} {verb(who, 'is', 'are')} the shithead!", ("shithead",))
        raise ValueError(f"no sentence for a Shithead {kind!r} event")

    def _play(self, who: str, event: Event) -> Told:
        cards = event.cards
        rank = cards[0].rank
        rules: list[str] = []
        if event.target == "face-up":
            rules.append("face-up")
        if len(cards) > 1:
            rules.append("set")
        below = self.top
        if rank is Rank.TWO or (below is not None and below.rank is Rank.TWO):
            rules.append("two-resets")
        elif below is not None and rank is not Rank.TEN:
            rules.append("equal-or-higher")
        if below is not None and below.rank is rank:
            self.run += len(cards)
            self.run_plays += 1
        else:
            self.run, self.run_plays = len(cards), 1
        self.top = cards[-1]
        if event.target == "face-down":
            return Told(None, tuple(rules))  # the flip's line said it
        source = " from the table" if event.target == "face-up" else ""
        line = f"{who} played {card_list(cards)}{source}"
        if below is not None:
            line += f" on {card_name(below)}"
        if rank is Rank.TWO and not self.told_two:
            # Once a game: on every 2 the same clause cluttered the log.
            self.told_two = True
            line += ": a 2 goes on anything, and anything goes on it"
        return Told(line, tuple(rules))

    def _burn(self, who: str, event: Event, plays_again: bool) -> Told:
        leave = "leaves" if event.amount == 1 else "leave"
        gone = f"{count(event.amount, 'card')} {leave} the game"
        if plays_again:
            gone += f", and {inside(who)} {verb(who, 'plays', 'play')} again"
        if event.target == "ten":
            self._clear()
            return Told(f"The 10 burns the pile: {gone}", ("ten-burns",))
        kind = f"{rank_word(self.top.rank.order)}s" if self.top else "of a kind"
        across = " across turns" if self.run_plays > 1 else ""
        self._clear()
        line = f"Four {kind}{across} burn the pile: {gone}"
        return Told(line, ("four-burns",))

    def _flip(self, who: str, event: Event) -> Told:
        shown = card_name(event.cards[0])
        if event.target == "played":
            return Told(f"{who} turned over {shown} blind: it fits", ("blind-card",))
        self.failed = shown
        return Told(
            f"{who} turned over {shown} blind: it does not fit", ("blind-card",)
        )

    def _clear(self) -> None:
        self.top, self.run, self.run_plays = None, 0, 0


def hand_words(view: ShitheadView) -> str:
    """``hand 3♦ 5♠ 9♥ · face up K♥ 7♣ 10♠ · 3 face down``: a seat's cards
    as the table shows them (the blind ones by number: nobody has seen them;
    once the game is over, by name)."""
    seat = view.seat
    assert seat is not None, "a seat's view"
    parts = []
    if view.hand:
        parts.append(f"hand {' '.join(map(card_name, view.hand))}")
    if view.face_up[seat]:
        parts.append(f"face up {' '.join(map(card_name, view.face_up[seat]))}")
    if view.down_left:  # the game is over: they are shown
        down = [CARDS[c] for c in view.down_left[3 * seat : 3 * seat + 3] if c >= 0]
        if down:
            parts.append(f"face down {' '.join(map(card_name, down))}")
    elif blind := sum(view.face_down[seat]):
        parts.append(f"{blind} face down")
    return " · ".join(parts) or "no cards"
