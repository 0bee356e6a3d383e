"""`GameSession`: the one entry point for playing a game.

The CLI, the UI, the bots, the tests and programs written by users all drive
games through it. It checks every action, keeps the history (undo replays it,
so it cannot drift from apply), the events with their visibility, and a
replayable record.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Generic, overload

from cardgames_tui.core.cards import Card
from cardgames_tui.core.deck import checked_deck, new_seed
from cardgames_tui.core.errors import (
    IllegalActionError,
    InvalidSetupError,
    NewerRecordError,
)
from cardgames_tui.core.events import Event
from cardgames_tui.core.game import A, GameDefinition, OptionValue, S, V
from cardgames_tui.core.outcome import Outcome
from cardgames_tui.core.registry import find_game

RECORD_VERSION = 2
"""2: a Trix seat holding neither the K♥ nor a queen answers the doubling
round (``double none``); version 1 passed it over, so its records leave that
forced move out (`GameDefinition.left_out` puts it back)."""
SNAPSHOT_EVERY = 16
"""Undo restores the last snapshot and replays the moves after it: a copy
every 16 moves instead of one per move keeps `play` cheap."""


class GameSession(Generic[S, V, A]):
    """One game from the deal to its outcome."""

    def __init__(
        self,
        game: GameDefinition[S, V, A],
        state: S,
        *,
        seed: int,
        deck: tuple[Card, ...] | None,
        options: Mapping[str, OptionValue],
    ) -> None:
        self.game = game
        """The game's definition (name, limits, bots, options)."""
        self.seed = seed
        """The seed of the game's RNG (every shuffle comes from it)."""
        self.deck = deck
        """The stacked deck of the first deal, if one was given."""
        self.options: dict[str, OptionValue] = dict(options)
        """The variant options in force, defaults included."""
        self._state = state
        self._snapshots: list[tuple[int, S]] = [(0, state.copy())]
        self._actions: list[A] = []
        self._event_marks: list[int] = []
        self._events: list[Event] = []
        self._legal: list[A] | None = None

    @overload
    @classmethod
    def new(
        cls,
        game: GameDefinition[S, V, A],
        players: int | None = None,
        seed: int | None = None,
        deck: Sequence[Card | str] | str | None = None,
        options: Mapping[str, object] | None = None,
    ) -> GameSession[S, V, A]: ...

    @overload
    @classmethod
    def new(
        cls,
        game: str,
        players: int | None = None,
        seed: int | None = None,
        deck: Sequence[Card | str] | str | None = None,
        options: Mapping[str, object] | None = None,
    ) -> GameSession: ...

    @classmethod
    def new(
        cls,
        game: GameDefinition[S, V, A] | str,
        players: int | None = None,
        seed: int | None = None,
        deck: Sequence[Card | str] | str | None = None,
        options: Mapping[str, object] | None = None,
    ) -> GameSession[S, V, A] | GameSession:
        """Deal a new game (by id or definition). ``deck`` stacks the first
        deal (see the rules page)."""
        if isinstance(game, str):
            return _deal(find_game(game), players, seed, deck, options)
        return _deal(game, players, seed, deck, options)

    # -- reading ---------------------------------------------------------

    @property
    def players(self) -> int:
        """Number of seats."""
        return self._state.n_players

    @property
    def state(self) -> S:
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
    def actions(self) -> tuple[A, ...]:
        """The decisions taken so far, in order."""
        return tuple(self._actions)

    @property
    def last_events(self) -> tuple[Event, ...]:
        """The events the last decision made (none before the first)."""
        if not self._event_marks:
            return ()
        return tuple(self._events[self._event_marks[-1] :])

    @property
    def ply(self) -> int:
        """How many decisions have been taken (a bot's answer is for one ply)."""
        return len(self._actions)

    def legal_actions(self) -> list[A]:
        """The legal decisions for the current player, in a fixed order."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._state.legal_actions()
        return legal.copy()

    def observe(self, seat: int | None) -> V:
        """What ``seat`` may see now, with its legal actions on its turn;
        ``None``: the public view, what an onlooker sees."""
        if seat is not None and not 0 <= seat < self.players:
            raise ValueError(f"there is no seat {seat} in a {self.players}-seat game")
        return self.game.observe(self._state, seat)

    def events_for(self, seat: int | None) -> list[Event]:
        """The events ``seat`` may see (None: only the public ones)."""
        return [event for event in self._events if event.visible_to(seat)]

    # -- acting ----------------------------------------------------------

    def parse(self, notation: str) -> A:
        """An action from its notation; IllegalActionError if it is malformed."""
        try:
            return self.game.parse_action(notation)
        except ValueError as error:
            raise IllegalActionError(str(error)) from None

    def play(self, action: A | str) -> tuple[Event, ...]:
        """Apply one decision and return its events; illegal ones change nothing."""
        chosen = self.parse(action) if isinstance(action, str) else action
        legal = self._legal
        if legal is None:
            legal = self._state.legal_actions()
        # Apply the engine's own object: an equal action built elsewhere must
        # not carry different data into the step or the record. Bots hand
        # back a listed object, found by identity at C speed; anything else
        # is looked up by value (an action's __eq__ is Python code).
        for listed in legal:
            if listed is chosen:
                break
        else:
            chosen = self._listed_equal(chosen, legal)
        # The engine writes straight into the session's log (no list per
        # step to copy over); a step that fails leaves no event behind.
        log = self._events
        mark = len(log)
        try:
            self._state.apply(chosen, log)
        except BaseException:
            del log[mark:]
            raise
        self._legal = None
        actions = self._actions
        actions.append(chosen)
        self._event_marks.append(mark)
        if not len(actions) % SNAPSHOT_EVERY:
            self._snapshots.append((len(actions), self._state.copy()))
        return tuple(log[mark:])

    def refusal(self, action: A | str) -> str | None:
        """Why ``action`` may not be played now, in the game's words (None
        when it may); nothing changes."""
        try:
            chosen = self.parse(action) if isinstance(action, str) else action
        except IllegalActionError as problem:
            return str(problem)
        if chosen in self.legal_actions():
            return None
        return self._why_not(chosen)

    def _listed_equal(self, chosen: A, legal: list[A]) -> A:
        """The listed action equal to ``chosen``, or the refusal's reason."""
        try:
            return legal[legal.index(chosen)]
        except ValueError:
            raise IllegalActionError(self._why_not(chosen)) from None

    def _why_not(self, chosen: A) -> str:
        """The game's reason an illegal ``chosen`` is refused."""
        reason = self.game.refusal(self._state, chosen)
        return reason or f"{chosen} is not listed as legal now (please report this)"

    def undo(self) -> None:
        """Take back the last decision; IllegalActionError if there is none."""
        if not self._actions:
            raise IllegalActionError("there is nothing to undo")
        self._actions.pop()
        del self._events[self._event_marks.pop() :]
        target = len(self._actions)
        while self._snapshots[-1][0] > target:
            self._snapshots.pop()
        at, snapshot = self._snapshots[-1]
        state = snapshot.copy()
        for action in self._actions[at:target]:
            state.apply(action)
        self._state = state
        self._legal = None

    # -- records ---------------------------------------------------------

    def record(self) -> dict[str, object]:
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
    def from_record(
        cls, record: Mapping[str, object], names: Sequence[str] = ()
    ) -> GameSession:
        """Replay a record; InvalidSetupError if it is damaged or does not
        replay, NewerRecordError (one) if a newer version wrote it. ``names``
        (by seat) name the mover of a move that does not replay."""
        try:
            game_id = str(record["game"])
            players = _whole(record, "players")
            seed = _whole(record, "seed")
            deck = record.get("deck")
            options = record.get("options") or {}
            actions = record["actions"]
            version = _whole(record, "version") if "version" in record else 1
            if deck is not None and not isinstance(deck, list):
                raise TypeError("the deck must be a list of cards")
            if not isinstance(options, Mapping):
                raise TypeError("the options must be a mapping")
            if not isinstance(actions, list):
                raise TypeError("the actions must be a list of notations")
        except KeyError as error:
            # Not "damaged game record: 'seed'" (a play-tester): which part.
            missing = f"its {error.args[0]} is missing"
            raise InvalidSetupError(f"damaged game record: {missing}") from None
        except (TypeError, ValueError) as error:
            raise InvalidSetupError(f"damaged game record: {error}") from None
        if version > RECORD_VERSION:
            # Replayed as this version's record it loaded without a word,
            # and a newer move's meaning could differ (a probe's version 99).
            raise NewerRecordError(
                f"game record written by a newer cardgames (record version {version})"
            )
        if version < 1:
            raise InvalidSetupError(f"damaged game record: its version is {version}")
        session = GameSession.new(
            game_id, players=players, seed=seed, deck=deck, options=options
        )
        for number, notation in enumerate(actions, start=1):
            try:
                if version < RECORD_VERSION:
                    _put_back(session, version)
                session.play(str(notation))
            except IllegalActionError as error:
                # Quoted, with whose move it was: "2♣ is not in your hand"
                # alone read as if the one replaying had held the cards.
                seat = session.current_player
                mover = ""
                if seat is not None:
                    who = names[seat] if seat < len(names) else f"player {seat + 1}"
                    mover = f", {who} to move"
                raise InvalidSetupError(
                    f"game record does not replay at action {number}"
                    f' ({notation}){mover}: "{error}"'
                ) from None
        return session


def _put_back(session: GameSession, version: int) -> None:
    """The moves a record of an older ``version`` left out before its next
    one, where this version asks for them (`GameDefinition.left_out`)."""
    while not session.is_over:
        move = session.game.left_out(session.state, version)
        if move is None:
            return
        session.play(move)


def _deal(
    game: GameDefinition[S, V, A],
    players: int | None,
    seed: int | None,
    deck: Sequence[Card | str] | str | None,
    options: Mapping[str, object] | None,
) -> GameSession[S, V, A]:
    n = game.default_players if players is None else players
    if not game.min_players <= n <= game.max_players:
        raise InvalidSetupError(
            f"{game.name} takes {game.players_text} players, not {n}"
        )
    resolved = game.resolve_options(options)
    if isinstance(deck, str):
        deck = deck.split()
    stacked = None if deck is None else checked_deck(deck)
    seed = new_seed() if seed is None else seed
    state = game.new_state(n, random.Random(seed), stacked, resolved)
    session = GameSession(game, state, seed=seed, deck=stacked, options=resolved)
    session._events += game.opening(state)
    return session


def _whole(record: Mapping[str, object], key: str) -> int:
    """A whole number of a record; ValueError saying which one is not
    (int's own "invalid literal for int() with base 10" told a player
    nothing)."""
    value = record[key]
    try:
        return int(str(value))
    except ValueError:
        raise ValueError(f"its {key} is not a whole number ({value!r})") from None
