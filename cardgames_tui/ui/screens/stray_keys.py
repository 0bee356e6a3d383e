"""`StrayKeys`: a table answers every key a player presses.

A key the table has no use for, or one whose move is not open now, used to
do nothing at all, and a key that does nothing looks like a table that has
frozen. Now the status line says why, and nothing else changes. The bound
keys themselves still act through their bindings, which Textual checks
after the screen has seen the key.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Protocol

from textual import events
from textual.actions import parse
from textual.binding import Binding

if TYPE_CHECKING:
    from textual.binding import ActiveBinding

KEY_NAMES = {
    "escape": "Esc",
    "enter": "Enter",
    "space": "Space",
    "tab": "Tab",
    "backspace": "Backspace",
    "delete": "Delete",
    "insert": "Insert",
    "home": "Home",
    "end": "End",
    "pageup": "Page Up",
    "pagedown": "Page Down",
}
"""How a key without a character of its own is written on the status line."""

NO_SUCH_KEY = "{key} does nothing here: F1 lists the keys."
LOWER_CASE = "{key}: the keys are lower case here (is Caps Lock on?)."


class _Table(Protocol):
    """What the mixin reads of the screen it is mixed into."""

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]: ...

    def status(self, text: str, error: bool = False) -> None: ...

    def key_off(self, action: str) -> str: ...


def key_name(key: str, character: str | None) -> str:
    """``x``, ``?``, ``Esc``, ``F5``, ``Ctrl+X``: a key as a player reads it."""
    if character and character.isprintable() and not character.isspace():
        return character
    if key in KEY_NAMES:
        return KEY_NAMES[key]
    return "+".join(part.capitalize() for part in key.split("+"))


def own_bindings(screen: object) -> Iterator[Binding]:
    """The bindings the screen's classes declare, enabled or not (the
    screen's own first, as Textual merges them)."""
    return class_bindings(type(screen))


def class_bindings(cls: type) -> Iterator[Binding]:
    """The bindings ``cls`` and its bases declare, its own first."""
    for base in cls.__mro__:
        for binding in base.__dict__.get("BINDINGS", ()):
            if isinstance(binding, Binding):
                yield binding


def bound_actions(screen: object, key: str) -> list[str]:
    """The actions the screen's own bindings give ``key`` (enabled or not),
    by name, without their namespace or parameters."""
    return [
        parse(binding.action)[1]
        for binding in own_bindings(screen)
        if key in (k.strip() for k in binding.key.split(","))
    ]


class StrayKeys:
    """Mixed into a table: says so when a key does nothing now."""

    def on_key(self: _Table, event: events.Key) -> None:
        line = stray_key_line(self, event.key, event.character)
        if line:
            self.status(line, error=True)

    def key_off(self, action: str) -> str:
        """Why the key for ``action`` (its name) does nothing now; each table
        says it for its own keys."""
        return "That key does nothing now: F1 lists the keys."


def stray_key_line(table: _Table, key: str, character: str | None) -> str | None:
    """What the status line says of ``key`` (None: a binding acts on it)."""
    active = table.active_bindings.get(key)
    if active is not None and active.enabled:
        return None
    actions = bound_actions(table, key)
    if actions:
        return table.key_off(actions[0])
    name = key_name(key, character)
    if character and character.isupper() and bound_actions(table, character.lower()):
        return LOWER_CASE.format(key=name)
    return NO_SUCH_KEY.format(key=name)
