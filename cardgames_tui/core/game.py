"""The protocol every game implements, and the metadata that describes a game.

A game is split the way OpenSpiel splits it: a `GameDefinition` (metadata and
factories) and a mutable `GameState` with a cheap ``copy()`` and an unchecked
``apply()`` for search. `GameSession` adds checking, history and records.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, Self

from cardgames_tui.core.bots import Bot
from cardgames_tui.core.cards import Card
from cardgames_tui.core.events import Event
from cardgames_tui.core.outcome import Outcome


class Action(Protocol):
    """A decision. ``str(action)`` is its notation; parsing gives it back."""

    def __str__(self) -> str: ...

    def __hash__(self) -> int: ...


class Observation(Protocol):
    """What one seat may see. Frozen and comparable with ``==``."""

    @property
    def seat(self) -> int: ...

    @property
    def legal_actions(self) -> tuple[Any, ...]: ...


class GameState(Protocol):
    """A position. ``apply`` trusts its caller: only legal actions go in."""

    @property
    def n_players(self) -> int: ...

    @property
    def current_player(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    def legal_actions(self) -> list[Any]: ...

    def apply(self, action: Any, events: list[Event] | None = None) -> None: ...

    def copy(self) -> Self: ...

    def observe(self, seat: int) -> Observation: ...

    def scores(self) -> tuple[int, ...]: ...

    def outcome(self) -> Outcome | None: ...

    def all_cards(self) -> list[Card]: ...

    def key(self) -> tuple[Any, ...]: ...


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A variant option: its name, default and a sentence for the set-up screen."""

    name: str
    """The key in ``options``, such as ``voluntary_pickup``."""
    default: bool | int
    """The value when the option is not given; its type is the option's type."""
    help: str
    """One sentence that says what it changes."""
    choices: tuple[int, ...] = ()
    """For an int option, the allowed values (empty: any int)."""


@dataclass(frozen=True)
class GameDefinition:
    """Everything the session, the CLI and the UI need to know about a game."""

    id: str
    """The canonical id, such as ``shithead``."""
    name: str
    """The name players know it by."""
    aliases: tuple[str, ...]
    """Other ids that find it."""
    description: str
    """One line for menus and ``cardgames list``."""
    min_players: int
    """Fewest seats."""
    max_players: int
    """Most seats."""
    default_players: int
    """Seats when none are asked for."""
    new_state: Callable[
        [int, random.Random, tuple[Card, ...] | None, Mapping[str, Any]], GameState
    ]
    """Deal a new game: players, the game's RNG, a stacked deck or None, options."""
    parse_action: Callable[[str], Any]
    """Read an action's notation; ValueError with a readable message if malformed."""
    refusal: Callable[[Any, Any], str | None]
    """None if an action is legal in a state, else why not, in a player's
    words: the one place a game explains a refusal."""
    bots: Mapping[str, Callable[[], Bot]]
    """Bot levels by name; ``random`` is always there."""
    rules_page: str
    """File name of the rules page in ``cardgames_tui/rules``."""
    options: tuple[OptionSpec, ...] = ()
    """Variant options and their defaults."""
    max_actions: int = 20_000
    """A bots-only game is stopped (and reported) after this many actions."""
    score_label: str = "points"
    """What a score counts, for tables: ``points`` or ``times shithead``."""
    higher_is_better: bool = True
    """Whether a bigger score is better (False for counts of losses)."""
    extra: Mapping[str, Any] = field(default_factory=dict)
    """Game-specific metadata for tools (kept out of the typed fields)."""
    next_game_options: Callable[[Outcome], Mapping[str, Any]] = lambda outcome: {}
    """Options for the next game after ``outcome`` ("play again"): for
    Shithead, the loser deals next."""

    def resolve_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults overlaid with ``given``; InvalidSetupError for unknown keys."""
        from cardgames_tui.core.errors import InvalidSetupError

        resolved: dict[str, Any] = {spec.name: spec.default for spec in self.options}
        for name, value in (given or {}).items():
            spec = next((s for s in self.options if s.name == name), None)
            if spec is None:
                known = ", ".join(s.name for s in self.options) or "none"
                raise InvalidSetupError(
                    f"{self.name} has no option {name!r} (its options: {known})"
                )
            if type(value) is not type(spec.default):
                kind = type(spec.default).__name__
                raise InvalidSetupError(
                    f"option {name!r} takes a {kind}, not {value!r}"
                )
            if spec.choices and value not in spec.choices:
                raise InvalidSetupError(
                    f"option {name!r} must be one of {list(spec.choices)}"
                )
            resolved[name] = value
        return resolved
