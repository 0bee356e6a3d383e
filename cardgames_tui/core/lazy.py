"""`lazy`: a callable that imports its target on first use.

Game definitions name their engine, parser and bots this way, so that
listing the games (the menu, ``cardgames list``) costs their descriptions and
not the import of every rules engine: start-up time is a feature.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def lazy(target: str) -> Callable[..., Any]:
    """Stand-in for ``"package.module:Attr.path"``: imports it on the first
    call, then forwards every call to it."""
    module_name, _, attr_path = target.partition(":")
    if not module_name or not attr_path:
        raise ValueError(f"lazy target must be 'module:attr', not {target!r}")
    resolved: list[Callable[..., Any]] = []

    def load() -> Callable[..., Any]:
        if not resolved:
            found: Any = importlib.import_module(module_name)
            for part in attr_path.split("."):
                found = getattr(found, part)
            resolved.append(found)
        return resolved[0]

    def call(*args: Any, **kwargs: Any) -> Any:
        return load()(*args, **kwargs)

    call.__name__ = call.__qualname__ = attr_path
    call.__doc__ = f"{target}, imported on first call."
    setattr(call, _LOAD, load)
    return call


_LOAD = "load_lazy_target"
"""The attribute of a `lazy` stand-in that imports and returns its target."""


def resolve(function: Callable[..., Any]) -> Callable[..., Any]:
    """The target behind a `lazy` stand-in (imported now), else ``function``
    itself: a search's play-out loop calls the game's hooks millions of
    times, and the stand-in's forwarding cost a third of a microsecond or
    more each time."""
    load = getattr(function, _LOAD, None)
    return load() if load is not None else function
