"""`CoveredKeys`: a key sent to a screen that another screen covered before
it got there runs none of the new screen's bindings.

Textual hands each key to the screen on top as it reads it, then goes on to
the next key at once; the screen handles it later. So two keys read together
(a double Enter, key repeat, a laggy link) both go to the table, the first
plays and brings up "Pass to Ben", and the second, handled by the table
after that, bubbles up to the app, which ran the bindings of the screen on
top by then: the handover's Enter, and Ben's hand showed to the player who
had just moved (a play-tester, three times in three). The second key was
meant for the table; the screen now on top never saw it.
"""

from __future__ import annotations

from collections import deque

from textual import events
from textual.app import App
from textual.screen import Screen

_REMEMBERED = 64
"""Keys whose screen is kept (most are handled in a few milliseconds; a
key a screen stops never comes back to the app to be forgotten)."""


class CoveredKeys(App[None]):
    """Mixed into the app: remembers the screen each key was sent to."""

    def __init__(self) -> None:
        super().__init__()
        self.sent_to: deque[tuple[events.Key, Screen[object]]] = deque(
            maxlen=_REMEMBERED
        )
        """The latest keys, each with the screen on top as it was read."""

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and not event.is_forwarded:
            self.sent_to.append((event, self.screen))
        await super().on_event(event)

    def on_key(self, event: events.Key) -> None:
        # Before `App._on_key`, which runs the bindings of the screen on top.
        sent = next((screen for key, screen in self.sent_to if key is event), None)
        if sent is not None and sent is not self.screen:
            event.prevent_default()
