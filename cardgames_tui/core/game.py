"""The protocol every game implements, and the metadata that describes a game.

A game is split the way OpenSpiel splits it: a `GameDefinition` (metadata and
factories) and a mutable `GameState` with a cheap ``copy()`` and an unchecked
``apply()`` for search. `GameSession` adds checking, history and records.

The definition is generic in the game's state, view and action types, so a
program written against one game is checked by ``mypy --strict``; code that
handles any game sees the protocols below (the type parameters' defaults).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic

from cardgames_tui.core.bots import Bot
from cardgames_tui.core.cards import Card
from cardgames_tui.core.errors import InvalidSetupError
from cardgames_tui.core.events import Event
from cardgames_tui.core.narration import NarratorFactory
from cardgames_tui.core.outcome import Outcome
from cardgames_tui.core.protocol import Action, GameState, Observation
from cardgames_tui.core.rulebook import Rule
from cardgames_tui.core.typevars import TypeVar

__all__ = [
    "A",
    "Action",
    "GameDefinition",
    "GameState",
    "Observation",
    "OptionSpec",
    "S",
    "V",
]

OptionValue = bool | int
"""What a variant option holds."""


# A state is generic in its action type, and invariant in it (``apply``
# takes one, ``legal_actions`` returns them): "a state of some game" is a
# GameState of an unknown action type, which typing spells with Any.
S = TypeVar("S", bound=GameState[Any], default=GameState[Any])
V = TypeVar("V", bound=Observation, default=Observation)
A = TypeVar("A", bound=Action, default=Action)


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A variant option: its name, default and a sentence for the set-up screen."""

    name: str
    """The key in ``options``, such as ``voluntary_pickup``."""
    default: OptionValue
    """The value when the option is not given; its type is the option's type."""
    help: str
    """One sentence that says what it changes."""
    choices: tuple[int, ...] = ()
    """For an int option, the allowed values (empty: any int)."""


def _no_options(outcome: Outcome) -> Mapping[str, OptionValue]:
    return {}


def _no_opening(state: Any) -> tuple[Event, ...]:
    return ()


def _none_left_out(state: Any, version: int) -> Any:
    return None


@dataclass(frozen=True)
class GameDefinition(Generic[S, V, A]):
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
        [int, random.Random, tuple[Card, ...] | None, Mapping[str, OptionValue]], S
    ]
    """Deal a new game: players, the game's RNG, a stacked deck or None, options."""
    observe: Callable[[S, int | None], V]
    """What a seat may see in a state (None: an onlooker, the public view)."""
    parse_action: Callable[[str], A]
    """Read an action's notation; ValueError with a readable message if malformed."""
    refusal: Callable[[S, A], str | None]
    """None if an action is legal in a state, else why not, in a player's
    words: the one place a game explains a refusal."""
    bots: Mapping[str, Callable[[], Bot[V, A]]]
    """The game's own bots by name: ``random`` and ``heuristic`` (the
    levels easy, normal and hard are built on them in `cardgames_tui.bots`)."""
    determinize: Callable[[V, random.Random], S]
    """A full state that agrees with everything a seat's view shows, its
    unseen cards dealt at random: what a search bot plays out."""
    playout_over: Callable[[S, S], bool]
    """Whether a play-out from the first state has gone far enough (the end
    of the deal, the hand or the game)."""
    playout_value: Callable[[S, S, int], float]
    """What the end of a play-out is worth to a seat (higher is better)."""
    value_phrase: Callable[[float], str]
    """A mean play-out value in a player's words, for hints: ``you take the
    pot in 45% of them``."""
    narrator: NarratorFactory
    """A narrator for a game between players of these names: each event in
    a sentence, with the rules it shows (demos, lessons and the table's log)."""
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
    extra: Mapping[str, str] = field(default_factory=dict)
    """Game-specific labels for tools (kept out of the typed fields)."""
    opening: Callable[[S], tuple[Event, ...]] = _no_opening
    """The events of the deal that starts a game (``new_state`` records
    none): the session keeps them first, so a log starts with the deal."""
    rulebook: tuple[Rule, ...] = ()
    """The game's rules by id: what demos show and lessons teach."""
    next_game_options: Callable[[Outcome], Mapping[str, OptionValue]] = _no_options
    """Options for the next game after ``outcome`` ("play again"): for
    Shithead, the loser deals next."""
    deal_starts: frozenset[str] = frozenset()
    """Event kinds that begin a new deal of every seat's cards after the
    first (a Trix deal, a Kings hand): a text demo shows the hands there."""
    hand_words: Callable[[V], str] | None = None
    """What a seat holds, in one line of words (its view's hand, and in
    Shithead its face-up and face-down cards): the text demo's open hands."""
    move_cost: Callable[[V, A], str] | None = None
    """What making a move costs the seat at once, in words (``you pay 1
    chip: no play this turn``), or "": a hint says so beside its figures."""
    value_figure: Callable[[float], str] | None = None
    """A mean play-out value as a bare figure (``48%``, ``370 points
    behind``): a hint gives the next best move's so, its whole phrase over
    again ran a Trix hint to three lines. None: the phrase."""
    left_out: Callable[[S, int], A | None] = _none_left_out
    """The move a game record of an older version (the number) left out in
    this state, where this version asks for it (a forced one), or None:
    replaying the record plays it (`GameSession.from_record`)."""
    reveals: frozenset[str] = frozenset()
    """Event kinds that turn up a card nobody had seen: a draw from the
    stock, a face-down card turned over, a new deal. A player may take back
    a move (undo) only while none of them that the player could see has
    happened since: a blind flip taken back would be a second try at luck.
    (Cards the bots played since stay known: that is why undos are counted.)"""

    @property
    def players_text(self) -> str:
        """How many players it takes, in words: ``2 to 5``, ``exactly 4``."""
        if self.min_players == self.max_players:
            return f"exactly {self.min_players}"
        return f"{self.min_players} to {self.max_players}"

    def resolve_options(
        self, given: Mapping[str, object] | None
    ) -> dict[str, OptionValue]:
        """Defaults overlaid with ``given``; InvalidSetupError for unknown keys."""
        resolved: dict[str, OptionValue] = {
            spec.name: spec.default for spec in self.options
        }
        for name, value in (given or {}).items():
            spec = next((s for s in self.options if s.name == name), None)
            if spec is None:
                known = ", ".join(s.name for s in self.options) or "none"
                raise InvalidSetupError(
                    f"{self.name} has no option {name!r} (its options: {known})"
                )
            if type(value) is not type(spec.default):
                kind = "true or false" if type(spec.default) is bool else "a number"
                raise InvalidSetupError(f"option {name!r} takes {kind}, not {value!r}")
            assert isinstance(value, bool | int)
            if spec.choices and value not in spec.choices:
                raise InvalidSetupError(
                    f"option {name!r} must be one of {list(spec.choices)}"
                )
            resolved[name] = value
        return resolved
