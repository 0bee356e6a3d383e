"""Check what a lesson claims against the engine's events and views.

`failed` returns None when a claim holds, else a sentence saying what the
engine did instead: a lesson whose narration is false fails its test.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from cardgames_tui.core.cards import Card
from cardgames_tui.core.events import Event
from cardgames_tui.core.session import GameSession
from cardgames_tui.lessons.model import (
    Claim,
    EventClaim,
    NoEventClaim,
    ScoresClaim,
    TurnClaim,
    ViewClaim,
)


def plain(value: object) -> object:
    """A view's value as TOML would write it: cards as notation, a run of
    cards as one text (``"7H 7D"``), tuples as lists, enums as their value."""
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple | list):
        if value and all(isinstance(v, Card) for v in value):
            return " ".join(str(v) for v in value)
        return [plain(v) for v in value]
    return value


def _card(token: str) -> str:
    """A card token in notation (``9♥`` → ``9H``); other words as they are."""
    try:
        return str(Card.parse(token))
    except ValueError:
        return token


def _same(found: object, claimed: object) -> bool:
    if isinstance(claimed, str) and isinstance(found, str | list):
        # A run of cards may be claimed in any order; "" is no cards.
        mine = found.split() if isinstance(found, str) else found
        return sorted(_card(str(m)) for m in mine) == sorted(
            _card(c) for c in claimed.split()
        )
    if isinstance(claimed, list) and isinstance(found, list):
        return len(found) == len(claimed) and all(
            _same(f, c) for f, c in zip(found, claimed, strict=True)
        )
    return found == claimed


def _matches(event: Event, claim: EventClaim) -> bool:
    return (
        event.kind == claim.kind
        and claim.seat in (None, event.seat)
        and claim.amount in (None, event.amount)
        and claim.target in (None, event.target)
        and (
            claim.cards is None
            or sorted(str(c) for c in event.cards)
            == sorted(_card(c) for c in claim.cards)
        )
    )


def _described(event: Event) -> str:
    cards = " ".join(str(c) for c in event.cards)
    parts = [event.kind, f"seat {event.seat}" if event.seat is not None else ""]
    parts += [
        f"amount {event.amount}",
        f"target {str(event.target)!r}" if event.target else "",
    ]
    return " ".join(p for p in [*parts, cards] if p)


def _wanted(claim: EventClaim) -> str:
    parts = [f"{claim.kind!r} event"]
    for name in ("seat", "amount", "target", "cards", "count"):
        value = getattr(claim, name)
        if value is not None:
            shown = " ".join(value) if isinstance(value, tuple) else value
            parts.append(f"{name} {shown}")
    return " ".join(parts)


def failed(claim: Claim, session: GameSession, events: Sequence[Event]) -> str | None:
    """None if ``claim`` holds after the move that made ``events``, else what
    the engine did instead."""
    if isinstance(claim, EventClaim):
        found = sum(_matches(e, claim) for e in events)
        if (found == claim.count) if claim.count is not None else found:
            return None
        made = "; ".join(_described(e) for e in events) or "no event"
        return f"no {_wanted(claim)} came of the move (it made: {made})"
    if isinstance(claim, NoEventClaim):
        if any(e.kind == claim.kind for e in events):
            return f"the move made a {claim.kind!r} event, claimed it would not"
        return None
    if isinstance(claim, ViewClaim):
        view = session.observe(claim.seat)
        if not hasattr(view, claim.field):
            return f"the view has no field {claim.field!r}"
        value = plain(getattr(view, claim.field))
        if _same(value, claim.equals):
            return None
        whose = "public view" if claim.seat is None else f"view of seat {claim.seat}"
        return f"the {whose} shows {claim.field} = {value!r}, not {claim.equals!r}"
    if isinstance(claim, ScoresClaim):
        if session.scores == claim.equals:
            return None
        return f"the scores are {list(session.scores)}, not {list(claim.equals)}"
    assert isinstance(claim, TurnClaim)
    if session.current_player == claim.seat:
        return None
    return f"seat {session.current_player} is on turn, not seat {claim.seat}"
