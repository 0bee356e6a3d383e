"""`TurnGuard`: a move key (or click) that came before the player's turn
was on the screen, or just as it came, is not played.

A play-tester pressed Enter twice while the bots played; the second press
came as his turn did and played a card from a table he never saw. Textual
stamps each key and click when it reaches the app (the terminal's input
thread reads it as it is pressed; a browser's comes over the connection),
not when a busy screen gets to it, so one that waited is still known for
one from before the turn; and a turn that comes after other players' moves,
a handover or a new hand is held for `UISettings.turn_guard` seconds, the
time it takes to see that the table has changed (and to cover a browser's
delay).
"""

from __future__ import annotations

import sys
from time import monotonic, perf_counter
from typing import ClassVar, Protocol

from textual import events
from textual.actions import parse
from textual.binding import ActiveBinding

TOO_SOON = "Your turn has only just come: look at the table, then press that again."
"""The status line for a move held back (nothing was played)."""

input_clock = perf_counter if sys.platform == "win32" else monotonic
"""The clock Textual stamps input with (``Message.time``, `textual._time`)."""


class _Table(Protocol):
    MOVE_ACTIONS: ClassVar[frozenset[str]]
    early_until: float

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]: ...

    def status(self, text: str, error: bool = False) -> None: ...

    def held_back(self, stamped: float) -> bool: ...


class TurnGuard:
    """Mixed into a table, before `StrayKeys`: holds back early moves."""

    MOVE_ACTIONS: ClassVar[frozenset[str]] = frozenset()
    """The names of the table's key actions that make a move."""

    early_until = 0.0
    """A move stamped before this (`input_clock`) is not played."""

    def turn_shown(self, guard: float) -> None:
        """The player's turn is on the screen now; ``guard`` seconds more
        when it came after a change they may not have seen yet (0 when they
        started the game, continued it or took a move back: that was their
        own key)."""
        self.early_until = input_clock() + guard

    def held_back(self: _Table, stamped: float) -> bool:
        """Whether a move whose key or click was stamped ``stamped`` comes
        too soon; if so, the status line says so (the caller plays nothing)."""
        if stamped >= self.early_until:
            return False
        self.status(TOO_SOON, error=True)
        return True

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
        self.held_back(event.time)
