"""Kings in the Corner's events in plain sentences, with the rules they show."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardgames_tui.core.cards import Card, Rank
from cardgames_tui.core.events import Event
from cardgames_tui.core.narration import Told, count, name_of, verb
from cardgames_tui.core.wording import card_name
from cardgames_tui.games.kings_corner.actions import CORNERS, SPACES
from cardgames_tui.games.kings_corner.phases import KING_TARGET, EventKind

if TYPE_CHECKING:
    from cardgames_tui.games.kings_corner.view import KingsView

TABBED = frozenset(SPACES[:4])
CORNER_NAMES = frozenset(SPACES[i] for i in CORNERS)


class KingsCornerNarrator:
    """Tells a Kings in the Corner game; remembers each space's top card, to
    say what a card went on and when a space was empty."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        """The players' names by seat."""
        self.tops: dict[str, Card | None] = dict.fromkeys(SPACES)
        """Each space's top card (None: empty; unknown before a hand's deal)."""

    def tell(self, event: Event, following: Event | None = None) -> Told:
        who = name_of(self.names, event.seat)
        kind = event.kind
        chips = count(event.amount, "chip")
        if kind == "hand":
            self.tops = dict.fromkeys(SPACES)
            self.tops.update(zip(SPACES[:4], event.cards, strict=False))
            return Told(f"Hand {event.amount}: {who} {verb(who, 'deals', 'deal')}")
        if kind == "ante":
            carried = int(event.target or 0)  # a blocked hand's pot (a variant)
            if carried and event.amount == carried:  # chips all in the pot
                line = f"Nobody has a chip to ante: the pot holds {event.amount}"
                return Told(line + ", all carried over", ("ante",))
            line = f"Everyone antes a chip: the pot holds {event.amount}"
            if carried:
                line += f", with the {count(carried, 'chip')} carried over"
            return Told(line, ("ante",))
        if kind == "play":
            return self._play(who, event.cards[0], str(event.target))
        if kind == "move":
            return self._move(who, event)
        if kind == "fine":
            pays = verb(who, "pays", "pay")
            if event.target.startswith(KING_TARGET):
                kept = int(event.target.removeprefix(KING_TARGET))
                kings = "a King" if kept == 1 else f"{kept} Kings"
                line = f"{who} kept {kings} in hand and {pays} {chips}"
                return Told(line, ("king-kept-fine",))
            if not event.amount:  # a stack already empty ("pays 0 chips")
                has = verb(who, "has", "have")
                return Told(
                    f"{who} made no play and {has} no chip to pay", ("no-play-fine",)
                )
            line = f"{who} made no play and {pays} {chips} into the pot"
            return Told(line, ("no-play-fine",))
        if kind == "drawn-king":
            self.tops[str(event.target)] = event.cards[0]
            line = (
                f"{who} ended the turn and drew {card_name(event.cards[0])}:"
                f" it goes straight to the {event.target} corner"
            )
            return Told(line, ("draw", "drawn-king"))
        if kind == "drew":  # private: only its drawer ever sees this line
            line = f"{who} ended the turn and drew {card_name(event.cards[0])}"
            return Told(line, ("draw",))
        if kind == "draw":
            return Told(f"{who} ended the turn and drew a card", ("draw",))
        if kind == "out":
            wins = verb(who, "wins", "win")
            return Told(f"{who} went out and {wins} the hand", ("go-out",))
        if kind == "blocked":
            # Not "Nobody can play": the table had just said a card fit, and
            # a hand blocks only when everyone passes on purpose (a tester).
            line = "A whole round without a play: the hand is blocked"
            if event.seat is None:  # the pot carries over (a variant)
                return Told(line + ", with no winner", ("blocked-hand",))
            wins = verb(who, "wins", "win")
            return Told(
                f"{line}, and {who} {wins} it (fewest cards)", ("blocked-hand",)
            )
        if kind == "carried":
            line = f"The pot of {chips} stays on the table for the next hand"
            if event.target:  # chip debts: what was owed is not carried
                line += f"; the {count(int(event.target), 'chip')} owed are written off"
            return Told(line, ("blocked-hand",))
        if kind == "pay":
            if not event.amount:
                line = f"{who} {verb(who, 'has', 'have')} no chip left to pay"
                return Told(line + " for the cards left", ("pay-winner",))
            pays = verb(who, "pays", "pay")
            return Told(f"{who} {pays} {chips} for the cards left", ("pay-winner",))
        if kind == "pot":
            takes = verb(who, "takes", "take")
            # The points said: the box's chips (fresh each hand) read like
            # the score to a player who saw "25 chips" beside "19 chips".
            line = f"{who} {takes} the pot of {chips}: {count(event.amount, 'point')}"
            return Told(line, ("pay-winner",))
        if kind == "game-won":
            wins = verb(who, "wins", "win")
            line = f"{who} {wins} the game with {event.amount} points"
            return Told(line, ("hundred-points",))
        raise ValueError(f"no sentence for a Kings in the Corner {kind!r} event")

    def _play(self, who: str, card: Card, space: str) -> Told:
        below = self.tops.get(space)
        self.tops[space] = card
        shown = card_name(card)
        if space in CORNER_NAMES and card.rank is Rank.KING:
            return Told(
                f"{who} put {shown} into the empty {space} corner", ("king-to-corner",)
            )
        if below is None and space in TABBED:
            line = f"{who} filled the empty {space} space with {shown}"
            return Told(line, ("fill-space",))
        on = f" on {card_name(below)}" if below is not None else ""
        return Told(f"{who} played {shown}{on} at {space}", ("alternating-colours",))

    def _move(self, who: str, event: Event) -> Told:
        source, _, target = str(event.target).partition("-")
        foot = event.cards[0]
        below = self.tops.get(target)
        self.tops[target] = self.tops.get(source)
        self.tops[source] = None
        cards = count(event.amount, "card")
        pile = f"the {source} pile ({cards}, {card_name(foot)} at its foot)"
        if below is None:
            line = f"{who} moved {pile} into the empty {target} corner"
            return Told(line, ("pile-move", "king-to-corner"))
        line = f"{who} moved {pile} onto {card_name(below)} at {target}"
        return Told(line, ("pile-move",))


def hand_words(view: KingsView) -> str:
    """``A♣ 3♦ 3♠ 9♥ Q♣``: a seat's cards as this game counts ranks, ace low."""
    return " ".join(map(card_name, view.hand_in_order)) or "no cards"


def last_drawn(events: Sequence[Event], seat: int) -> Card | None:
    """The card ``seat`` drew as its last turn ended, from the events it may
    see, if nothing of its own has happened since (None otherwise; a hand's
    end has every seat pay, so a draw is never told in the next hand). A
    hot-seat player's turn ends on the draw and the keyboard goes to the
    next player at once: the card is told when the seat comes back to him,
    as a player at a table would have looked at it."""
    for event in reversed(events):
        if event.seat != seat:
            continue
        return event.cards[0] if event.kind == EventKind.DREW else None
    return None
