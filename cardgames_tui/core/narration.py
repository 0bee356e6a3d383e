"""Events told as sentences, each tagged with the rules it shows.

Every game has a narrator (`GameDefinition.narrator`): fed the events of one
game in order, it returns a plain sentence for each and the ids of the rules
(`core.rulebook`) the event shows. It keeps what it has been told (the led
suit, the doubled cards, which spaces are empty), so a sentence can say
"could not follow clubs". It is headless: cards are written with suit
symbols, and a screen in ASCII mode translates them when it draws.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import pairwise
from typing import NamedTuple, Protocol

from cardgames_tui.core.events import Event


class Told(NamedTuple):
    """One event in words."""

    line: str | None
    """The sentence, or None for an event not worth a line of its own."""
    rules: tuple[str, ...] = ()
    """Ids of the rules this event shows, as the game's rulebook names them."""


class Narrator(Protocol):
    """Tells one game's events, in order, from the first."""

    def tell(self, event: Event, following: Event | None = None) -> Told:
        """The sentence and the rules of ``event``; ``following`` is the next
        event of the same move, if any (a 10 that burns with a player's last
        card does not let them play again: the "out" after it says so)."""
        ...


NarratorFactory = Callable[[Sequence[str]], Narrator]
"""Makes a narrator for a game between players with these names."""


def tell_all(narrator: Narrator, events: Iterable[Event]) -> list[Told]:
    """Each event told, one `Told` per event, with one repeat silenced: a
    public "draw" followed by the drawer's own "drew" says the same thing
    twice, so only the line that names the card stays, with the rules of
    both (the narrator hears both)."""
    items = list(events)
    told = [
        narrator.tell(event, items[i + 1] if i + 1 < len(items) else None)
        for i, event in enumerate(items)
    ]
    for i, (event, following) in enumerate(pairwise(items)):
        if (
            event.kind == "draw"
            and following.kind == "drew"
            and following.seat == event.seat
        ):
            drew = told[i + 1]
            told[i + 1] = Told(drew.line, (*told[i].rules, *drew.rules))
            told[i] = Told(None)
    return told


def verb(who: str, singular: str, plural: str) -> str:
    """``Ana plays`` but ``You play``: "You" is a common name for a human seat."""
    return plural if who == "You" else singular


def inside(who: str) -> str:
    """A name inside a sentence: ``Ana``, but ``you`` for the seat called You."""
    return "you" if who == "You" else who


def count(amount: int, thing: str) -> str:
    """``1 card``, ``7 cards``."""
    return f"{amount} {thing}{'s' * (amount != 1)}"


def points(amount: int) -> str:
    """Signed points, as a score sheet writes them: +25, -50, 0."""
    return f"+{amount}" if amount > 0 else f"{amount}" if amount else "0"


def possessive(who: str) -> str:
    """``Ana's``, or ``your`` for the seat called You."""
    return "your" if who == "You" else f"{who}'s"


def sentence_start(words: str) -> str:
    """``your kingdom`` → ``Your kingdom``; names keep their own case."""
    return words[:1].upper() + words[1:]


def sentence_end(words: str) -> str:
    """``play one of your spades`` → ``play one of your spades.``; a
    sentence that already ends (``.``, ``!``, ``?``) is left as it is."""
    words = words.rstrip()
    return words if not words or words.endswith((".", "!", "?")) else words + "."


def name_of(names: Sequence[str], seat: int | None) -> str:
    """The seat's player's name, or "The table" for an event of nobody's."""
    return names[seat] if seat is not None else "The table"
