"""`GameSession`: the one entry point for playing a game.

The CLI, the UI, the bots, the tests and programs written by users all drive
games through it. It checks every action, keeps the history (so undo cannot
drift from apply), the events with their visibility, and a replayable record.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from cardgames_tui.core.cards import Card
from cardgames_tui.core.deck import checked_deck, new_seed
from cardgames_tui.core.errors import IllegalActionError, InvalidSetupError
from cardgames_tui.core.events import Event
from cardgames_tui.core.game import GameDefinition, GameState, Observation
from cardgames_tui.core.outcome import Outcome
from cardgames_tui.core.registry import find_game

RECORD_VERSION = 1


class GameSession:
    """One game from the deal to its outcome."""

    def __init__(
        self,
        game: GameDefinition,
        state: GameState,
        *,
        seed: int,
        deck: tuple[Card, ...] | None,
        options: Mapping[str, Any],
    ) -> None:
        self.game = game
        """The game's definition (name, limits, bots, options)."""
        self.seed = seed
        """The seed of the game's RNG (every shuffle comes from it)."""
        self.deck = deck
        """The stacked deck of the first deal, if one was given."""
        self.options: dict[str, Any] = dict(options)
        """The variant options in force, defaults included."""
        self._state = state
        self._history: list[tuple[GameState, int]] = []
        self._actions: list[Any] = []
        self._events: list[Event] = []

    @classmethod
    def new(
        cls,
        game_id: str,
        players: int | None = None,
        seed: int | None = None,
        deck: Sequence[Card | str] | str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> GameSession:
        """Deal a new game. ``deck`` stacks the first deal (see the rules page)."""
        game = find_game(game_id)
        n = game.default_players if players is None else players
        if not game.min_players <= n <= game.max_players:
            raise InvalidSetupError(
                f"{game.name} takes {game.min_players} to {game.max_players} players,"
                f" not {n}"
            )
        resolved = game.resolve_options(options)
        if isinstance(deck, str):
            deck = deck.split()
        stacked = None if deck is None else checked_deck(deck)
        seed = new_seed() if seed is None else seed
        state = game.new_state(n, random.Random(seed), stacked, resolved)
        return cls(game, state, seed=seed, deck=stacked, options=resolved)

    # -- reading ---------------------------------------------------------

    @property
    def players(self) -> int:
        """Number of seats."""
        return self._state.n_players

    @property
    def state(self) -> GameState:
        """The live state, for tools and tests. Read it; never mutate it."""
        return self._state

    @property
    def current_player(self) -> int | None:
        """The seat to decide now, or None once the game is over."""
        return self._state.current_player

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self._state.is_over

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's running total (what a total means is the game's)."""
        return self._state.scores()

    @property
    def outcome(self) -> Outcome | None:
        """None until the game is over; then ranking, scores and reason."""
        return self._state.outcome()

    @property
    def events(self) -> tuple[Event, ...]:
        """Everything that happened, public and private; filter with visible_to."""
        return tuple(self._events)

    @property
    def actions(self) -> tuple[Any, ...]:
        """The decisions taken so far, in order."""
        return tuple(self._actions)

    @property
    def ply(self) -> int:
        """How many decisions have been taken (a bot's answer is for one ply)."""
        return len(self._actions)

    def legal_actions(self) -> list[Any]:
        """The legal decisions for the current player, in a fixed order."""
        if self._state.is_over:
            return []
        return self._state.legal_actions()

    def observe(self, seat: int) -> Observation:
        """What ``seat`` may see now, with its legal actions on its turn."""
        if not 0 <= seat < self.players:
            raise ValueError(f"there is no seat {seat} in a {self.players}-seat game")
        return self._state.observe(seat)

    def events_for(self, seat: int | None) -> list[Event]:
        """The events ``seat`` may see (None: only the public ones)."""
        return [event for event in self._events if event.visible_to(seat)]

    # -- acting ----------------------------------------------------------

    def parse(self, notation: str) -> Any:
        """An action from its notation; IllegalActionError if it is malformed."""
        try:
            return self.game.parse_action(notation)
        except ValueError as error:
            raise IllegalActionError(str(error)) from None

    def play(self, action: Any) -> tuple[Event, ...]:
        """Apply one decision and return its events; illegal ones change nothing."""
        if self._state.is_over:
            raise IllegalActionError("the game is over")
        if isinstance(action, str):
            action = self.parse(action)
        legal = self._state.legal_actions()
        try:
            # Apply the engine's own object: an equal action built elsewhere
            # must not carry different data into the step or the record.
            action = legal[legal.index(action)]
        except ValueError:
            reason = self.game.refusal(self._state, action)
            raise IllegalActionError(
                reason or f"{action} is not listed as legal now (please report this)"
            ) from None
        before = self._state.copy()
        new_events: list[Event] = []
        self._state.apply(action, new_events)
        self._history.append((before, len(self._events)))
        self._actions.append(action)
        self._events.extend(new_events)
        return tuple(new_events)

    def undo(self) -> None:
        """Take back the last decision; IllegalActionError if there is none."""
        if not self._history:
            raise IllegalActionError("there is nothing to undo")
        self._state, n_events = self._history.pop()
        del self._events[n_events:]
        self._actions.pop()

    # -- records ---------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """A JSON-ready record that `from_record` replays to this very state."""
        return {
            "version": RECORD_VERSION,
            "game": self.game.id,
            "players": self.players,
            "seed": self.seed,
            "deck": None if self.deck is None else [str(c) for c in self.deck],
            "options": dict(self.options),
            "actions": [str(action) for action in self._actions],
        }

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> GameSession:
        """Replay a record; InvalidSetupError if it is damaged or does not replay."""
        try:
            game_id = str(record["game"])
            players = int(record["players"])
            seed = int(record["seed"])
            deck = record.get("deck")
            options = dict(record.get("options") or {})
            actions = [str(a) for a in record["actions"]]
        except (KeyError, TypeError, ValueError) as error:
            raise InvalidSetupError(f"damaged game record: {error}") from None
        session = cls.new(
            game_id, players=players, seed=seed, deck=deck, options=options
        )
        for number, notation in enumerate(actions, start=1):
            try:
                session.play(notation)
            except IllegalActionError as error:
                raise InvalidSetupError(
                    f"game record does not replay at action {number}"
                    f" ({notation}): {error}"
                ) from None
        return session
