"""Events in plain sentences, for the log panel. One function per game."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames_tui.core.events import Event
from cardgames_tui.ui.card_text import cards_label

Narrator = Callable[[Event, Sequence[str], bool], str | None]


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
        return f"{who} picked up {event.amount} card{'s' * (event.amount != 1)}"
    if kind == "flip":
        verdict = "it fits" if event.target == "played" else "too low"
        return f"{who} turned over {shown}: {verdict}"
    if kind == "out":
        return f"{who} {be} out (place {event.amount})"
    if kind == "shithead":
        return f"{who} {be} the shithead!"
    return None


NARRATORS: dict[str, Narrator] = {"shithead": shithead}
