"""``TypeVar`` with a ``default=`` (PEP 696) for mypy, at no start-up cost.

The defaults only matter to the type checker (a bare ``GameSession`` means
any game). ``typing_extensions``, which has them on Python 3.11, takes
longer to import than the rest of the core, so at run time the default is
dropped and the standard ``TypeVar`` made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from typing_extensions import TypeVar as TypeVar
else:
    import typing

    def TypeVar(name: str, *constraints: Any, default: Any = None, **options: Any):
        return typing.TypeVar(name, *constraints, **options)
