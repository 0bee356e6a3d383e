"""The shapes every game fills: an action, an observation, a state.

Protocols, so a game's own classes need not inherit from anything; each is
generic in the game's action type, and the default is the bare protocol.
"""

from __future__ import annotations

from typing import Protocol, Self

from cardgames_tui.core.cards import Card
from cardgames_tui.core.events import Event
from cardgames_tui.core.outcome import Outcome
from cardgames_tui.core.typevars import TypeVar


class Action(Protocol):
    """A decision: a small frozen value. ``str(action)`` is its notation, and
    parsing the notation gives an equal action back."""

    def __str__(self) -> str: ...

    def __hash__(self) -> int: ...


A = TypeVar("A", bound=Action, default=Action)
A_co = TypeVar("A_co", bound=Action, default=Action, covariant=True)


class Observation(Protocol[A_co]):
    """What one seat (or, with seat None, an onlooker) may see. Immutable and
    comparable with ``==``."""

    @property
    def seat(self) -> int | None: ...

    @property
    def current_player(self) -> int | None: ...

    @property
    def legal_actions(self) -> tuple[A_co, ...]: ...


class GameState(Protocol[A]):
    """A position. ``apply`` trusts its caller: only legal actions go in."""

    @property
    def n_players(self) -> int: ...

    @property
    def current_player(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    def legal_actions(self) -> list[A]:
        """The current seat's legal decisions in a fixed order; empty once
        the game is over."""
        ...

    def apply(self, action: A, events: list[Event] | None = None) -> None: ...

    def copy(self) -> Self: ...

    def scores(self) -> tuple[int, ...]: ...

    def outcome(self) -> Outcome | None: ...

    def all_cards(self) -> list[Card]: ...

    def key(self) -> tuple[object, ...]: ...
