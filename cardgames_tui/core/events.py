"""Events: what happened, as data, with who may see it.

The core never formats text for people; the UI and the CLI turn events into
sentences. ``kind`` is a member of the game's own ``EventKind`` (a StrEnum),
so a narrator can be checked to cover every kind.
"""

from __future__ import annotations

from typing import NamedTuple

from cardgames_tui.core.cards import Card


class Event(NamedTuple):
    """One thing that happened in a game (a tuple: engines make millions)."""

    kind: str
    """What happened: a member of the game's ``EventKind`` (``play``, ``burn`` ...)."""
    seat: int | None = None
    """The seat it happened to or was done by (None for the table itself)."""
    cards: tuple[Card, ...] = ()
    """The cards involved, when the viewer may see them."""
    amount: int = 0
    """A number that goes with it: cards drawn, points scored, chips paid."""
    target: str = ""
    """A short data token: a pile or space name, a contract, a reason."""
    private_to: int | None = None
    """None for a public event, or the only seat that may see it."""

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` may see this event (None means an onlooker)."""
        return self.private_to is None or self.private_to == seat
