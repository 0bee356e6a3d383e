"""`SlottedState`: equality by value for engine states kept in ``__slots__``."""

from __future__ import annotations

from typing import Any


class SlottedState:
    """Gives a slotted state ``key()`` (every slot, lists as tuples) and ``==``
    on it, so tests and replays can compare positions."""

    __slots__ = ()

    def key(self) -> tuple[Any, ...]:
        """Everything that defines the position."""
        names: tuple[str, ...] = type(self).__slots__  # the subclass's slots
        values = (getattr(self, name) for name in names)
        return tuple(tuple(v) if isinstance(v, list) else v for v in values)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SlottedState) and (
            type(other) is type(self) and self.key() == other.key()
        )

    __hash__ = None  # type: ignore[assignment]
