"""`derived`: a value worked out from an immutable object on first read.

``functools.cached_property`` does the same, but on Python 3.11 it takes a
lock on every first read, which cost views a microsecond each (search bots
build millions). Without ``__set__`` this is a non-data descriptor: once the
value sits in the instance's ``__dict__``, a read is a plain attribute read.
Only for immutable objects (a view), whose value can never go stale.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, Self, TypeVar, overload

R = TypeVar("R")


class derived(Generic[R]):
    """Decorator: the method's result, computed once per instance."""

    def __init__(self, compute: Callable[[Any], R]) -> None:
        self.compute = compute
        """Works the value out from the instance."""
        self.name = compute.__name__
        """The attribute it is kept under (the method's own name)."""
        self.__doc__ = compute.__doc__

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> Self: ...

    @overload
    def __get__(self, instance: object, owner: type | None = None) -> R: ...

    def __get__(self, instance: object, owner: type | None = None) -> R | Self:
        if instance is None:
            return self
        value = self.compute(instance)
        instance.__dict__[self.name] = value
        return value
