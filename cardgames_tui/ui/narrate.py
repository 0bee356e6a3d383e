"""Events in plain sentences, for the log panel. One function per game."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence

from cardgames_tui.core.events import Event
from cardgames_tui.ui import card_text
from cardgames_tui.ui.card_text import cards_label

Narrator = Callable[[Event, Sequence[str], bool], str | None]


def narrate_all(
    narrate: Narrator | None,
    events: Iterable[Event],
    names: Sequence[str],
    ascii_only: bool,
) -> Iterator[str]:
    """The log's lines for ``events`` (already filtered for the viewer), with
    the ASCII setting applied. A public "draw" followed by the drawer's own
    "drew" line says the same thing twice: only the line with the card stays."""
    if narrate is None:
        return
    items = list(events)
    for i, event in enumerate(items):
        following = items[i + 1] if i + 1 < len(items) else None
        if (
            event.kind == "draw"
            and following is not None
            and following.kind == "drew"
            and following.seat == event.seat
        ):
            continue
        line = narrate(event, names, ascii_only)
        if line:
            yield card_text.shown(line, ascii_only)


def _verb(who: str, singular: str, plural: str) -> str:
    # "You" is a common name for the human seat: "You are ready".
    return plural if who == "You" else singular


def shithead(event: Event, names: Sequence[str], ascii_only: bool) -> str | None:
    """A sentence for a Shithead event, or None for events not worth a line."""
    who = names[event.seat] if event.seat is not None else "The table"
    be = _verb(who, "is", "are")
    shown = cards_label(event.cards, ascii_only)
    kind = event.kind
    if kind == "swap":
        return f"{who} swapped {cards_label(event.cards[:1], ascii_only)} face up"
    if kind == "ready":
        return f"{who} {be} ready"
    if kind == "starter":
        holds = _verb(who, "holds", "hold")
        starts = _verb(who, "starts", "start")
        return f"{who} {holds} the lowest card and {starts} with a {event.target}"
    if kind == "play":
        source = {"face-up": " from the table", "face-down": " blind"}.get(
            event.target, ""
        )
        return f"{who} played {shown}{source}"
    if kind == "burn":
        why = "a 10" if event.target == "ten" else "four of a kind"
        goes = _verb(who, "goes", "go")
        return (
            f"{who} burned the pile with {why} ({event.amount} cards) and {goes} again"
        )
    if kind == "drew":  # private: only its drawer ever sees this line
        return f"{who} drew {shown}"
    if kind == "draw":
        return None  # the private "drew" line or the hand size says it
    if kind == "pickup":
        return f"{who} picked up {count(event.amount, 'card')}"
    if kind == "flip":
        verdict = "it fits" if event.target == "played" else "too low"
        return f"{who} turned over {shown}: {verdict}"
    if kind == "out":
        return f"{who} {be} out (place {event.amount})"
    if kind == "shithead":
        return f"{who} {be} the shithead!"
    return None


PLACES = ("first", "second", "third", "last")


def possessive(who: str) -> str:
    """``Ana's``, or ``your`` for the seat called You."""
    return "your" if who == "You" else f"{who}'s"


def sentence_start(words: str) -> str:
    """``your kingdom`` → ``Your kingdom``; names keep their own case."""
    return words[:1].upper() + words[1:]


def count(amount: int, thing: str) -> str:
    """``1 card``, ``7 cards``."""
    return f"{amount} {thing}{'s' * (amount != 1)}"


def points(amount: int) -> str:
    """Signed points, as a score sheet writes them: +25, -50, 0."""
    return f"+{amount}" if amount > 0 else f"{amount}" if amount else "0"


def trix(event: Event, names: Sequence[str], ascii_only: bool) -> str | None:
    """A sentence for a Trix event, or None for events not worth a line."""
    who = names[event.seat] if event.seat is not None else "The table"
    shown = cards_label(event.cards, ascii_only)
    kind = event.kind
    if kind == "deal":
        return f"Deal {event.amount} of 8: {possessive(who)} kingdom"
    if kind == "contract":
        plays = _verb(who, "plays", "play")
        return f"{who} {plays} {str(event.target).capitalize()}"
    if kind == "double":
        return f"{who} doubled {shown}"
    if kind == "play":
        return f"{who} played {shown}"
    if kind == "pass":
        return f"{who} passed (bass)"
    if kind == "out":
        place = PLACES[min(event.amount, 4) - 1]
        return f"{who} went out {place}"
    if kind == "trick":
        return f"{who} took {shown} ({points(event.amount)})"
    if kind == "bonus":
        gains = _verb(who, "gains", "gain")
        return f"{who} {gains} {points(event.amount)} for a doubled card"
    if kind == "deal-scored":
        return f"Deal {event.amount} is over"
    if kind == "score":
        return f"  {who}: {points(event.amount)}"
    return None


def kings_corner(event: Event, names: Sequence[str], ascii_only: bool) -> str | None:
    """A sentence for a Kings in the Corner event, or None if not worth a line."""
    who = names[event.seat] if event.seat is not None else "The table"
    shown = cards_label(event.cards, ascii_only)
    kind = event.kind
    chips = count(event.amount, "chip")
    if kind == "hand":
        deals = _verb(who, "deals", "deal")
        return f"Hand {event.amount}: {who} {deals}"
    if kind == "ante":
        return f"Everyone antes a chip: the pot holds {event.amount}"
    if kind == "play":
        return f"{who} played {shown} on {event.target}"
    if kind == "move":
        source, _, target = str(event.target).partition("-")
        return f"{who} moved the {source} pile ({shown} at its foot) onto {target}"
    if kind == "fine":
        why = "for a King kept" if event.target == "king" else "for not playing"
        pays = _verb(who, "pays", "pay")
        return f"{who} {pays} {chips} {why}"
    if kind == "drawn-king":
        return f"{who} ended the turn and drew {shown}: it goes to {event.target}"
    if kind == "drew":  # private: only its drawer ever sees this line
        return f"{who} ended the turn and drew {shown}"
    if kind == "draw":
        return f"{who} ended the turn and drew a card"
    if kind == "out":
        wins = _verb(who, "wins", "win")
        return f"{who} went out and {wins} the hand"
    if kind == "blocked":
        return f"Nobody can play: {who} wins the blocked hand (fewest cards)"
    if kind == "pay":
        pays = _verb(who, "pays", "pay")
        return f"{who} {pays} {chips} for the cards left"
    if kind == "pot":
        takes = _verb(who, "takes", "take")
        return f"{who} {takes} the pot: {chips}"
    if kind == "game-won":
        wins = _verb(who, "wins", "win")
        return f"{who} {wins} the game with {event.amount} points"
    return None


NARRATORS: dict[str, Narrator] = {
    "shithead": shithead,
    "trix": trix,
    "kings-corner": kings_corner,
}
