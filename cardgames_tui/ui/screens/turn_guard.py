"""`TurnGuard`: a move key pressed before the player's turn was on the
screen, or just as it came, is not played.

A play-tester pressed Enter twice while the bots played; the second press
came as his turn did and played a card from a table he never saw. Keys are
read with the time they were pressed (Textual stamps each in its input
thread), so a key that waited behind a busy screen is still known for one
pressed before the turn; and a turn that comes after other players' moves,
a handover or a new hand is held for `UISettings.turn_guard` seconds, the
time it takes to see that the table has changed.
"""

from __future__ import annotations

from time import monotonic
from typing import ClassVar, Protocol

from textual import events
from textual.actions import parse
from textual.binding import ActiveBinding

TOO_SOON = "Your turn has only just come: look at the table, then press that again."
"""The status line for a move key held back (nothing was played)."""


class _Table(Protocol):
    MOVE_ACTIONS: ClassVar[frozenset[str]]

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]: ...

    def status(self, text: str, error: bool = False) -> None: ...

    early_until: float


class TurnGuard:
    """Mixed into a table, before `StrayKeys`: holds back early move keys."""

    MOVE_ACTIONS: ClassVar[frozenset[str]] = frozenset()
    """The names of the table's key actions that make a move."""

    early_until = 0.0
    """A move key pressed before this (`time.monotonic`) is not played."""

    def turn_shown(self, guard: float) -> None:
        """The player's turn is on the screen now; ``guard`` seconds more
        when it came after a change they may not have seen yet (0 when they
        started the game or continued it: that was their own key)."""
        self.early_until = monotonic() + guard

    def on_key(self: _Table, event: events.Key) -> None:
        if event.time >= self.early_until:
            return
        active = self.active_bindings.get(event.key)
        if active is None or not active.enabled:
            return
        if parse(active.binding.action)[1] not in self.MOVE_ACTIONS:
            return
        # Not to the bindings, nor to the stray-key line after this.
        event.stop()
        event.prevent_default()
        self.status(TOO_SOON, error=True)
