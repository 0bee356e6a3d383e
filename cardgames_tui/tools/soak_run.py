"""Play soak games and check them: one game, and a job of many for a worker.

Games are played on the bare state (what `GameSession` adds is exercised by
the sampled checks and the replays), because the soak's point is volume. A
game that breaks an invariant, or raises, is a `Failure`: its record is
written to a file and the job goes on to the next game.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardgames_tui.core.events import Event
from cardgames_tui.core.game import GameDefinition, OptionValue
from cardgames_tui.core.registry import find_game
from cardgames_tui.core.session import RECORD_VERSION
from cardgames_tui.tools import soak_invariants as inv
from cardgames_tui.tools.soak_adapters import ADAPTERS, Adapter
from cardgames_tui.tools.soak_checkers import checker_for

DRIVERS = ("random", "eager")
"""``random``: any legal action. ``eager``: a random action that plays a card
or moves one when there is any, so long games (Shithead's pick-up cycles)
reach their endings."""


def game_seed(base: int, index: int) -> int:
    """The deal seed of game ``index`` in a soak started with seed ``base``."""
    return base * 10_000_000 + index


@dataclass(frozen=True)
class Job:
    """A run of consecutive games of one game and driver, for one worker."""

    game_id: str
    """Which game."""
    driver: str
    """One of `DRIVERS`."""
    first: int
    """Index of the first game (seeds and player counts follow from it)."""
    count: int
    """How many games."""
    seed: int = 1
    """The soak's base seed."""
    sample: int = 1000
    """One position in ``sample`` gets the heavy checks (0: none)."""
    replay_every: int = 100
    """Every game's actions are replayed on a fresh deal; one game in
    ``replay_every`` is also replayed from its record's notation through
    `GameSession.from_record` (0: never), which costs twice the game."""
    out_dir: str = "soak-failures"
    """Where failing games' records go."""


@dataclass
class Failure:
    """A game that broke something."""

    game_id: str
    driver: str
    players: int
    seed: int
    action: int
    """The number of the action after which it broke (0: at the deal)."""
    message: str
    path: str
    """The record file, replayable with `GameSession.from_record`."""

    def line(self) -> str:
        return (
            f"{self.game_id} ({self.driver}) players={self.players} seed={self.seed}"
            f" action={self.action}: {self.message} -> {self.path}"
        )


@dataclass
class Tally:
    """What a job (or several, added up) found."""

    game_id: str
    driver: str
    games: int = 0
    actions: int = 0
    capped: int = 0
    """Games stopped at the game's action cap."""
    seconds: float = 0.0
    """Wall seconds the workers spent on these games (summed over workers)."""
    failures: list[Failure] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.actions += other.actions
        self.capped += other.capped
        self.seconds += other.seconds
        self.failures += other.failures


class GameFailed(Exception):
    """Carries where a game broke, and its record, for the failure file."""

    def __init__(
        self, message: str, *, action: int, players: int, record: dict[str, Any]
    ) -> None:
        super().__init__(message)
        self.action = action
        """How many actions had been applied."""
        self.players = players
        self.record = record
        """The game's record up to the break."""


def record_of(
    game_id: str, players: int, seed: int, options: dict[str, Any], actions: list[Any]
) -> dict[str, Any]:
    """The game's record, in the form `GameSession.record` writes."""
    return {
        "version": RECORD_VERSION,
        "game": game_id,
        "players": players,
        "seed": seed,
        "deck": None,
        "options": dict(options),
        "actions": [str(action) for action in actions],
    }


def choose(adapter: Adapter, driver: str, legal: list[Any], pick: Any) -> Any:
    if driver == "eager" and len(legal) > 1:
        legal = adapter.eager(legal)
    return legal[int(pick() * len(legal))]


VARIANT_SHARE = 0.25
"""How often the soak turns each on/off variant option on: mostly the rules
as they come, and every variant now and then (they were never soaked)."""


def variants(game: GameDefinition, seed: int) -> dict[str, OptionValue]:
    """The on/off variant options of the game numbered ``seed``, each on in
    about a quarter of games (from the seed: a failure replays)."""
    pick = random.Random(seed ^ 0x0F7).random
    return {
        spec.name: pick() < VARIANT_SHARE
        for spec in game.options
        if isinstance(spec.default, bool)
    }


def play_game(job: Job, index: int) -> tuple[int, bool]:
    """Play and check game ``index``; return (actions, stopped at the cap).
    Raises `GameFailed` with the record in ``.record`` when anything breaks."""
    game = find_game(job.game_id)
    adapter = ADAPTERS[job.game_id]
    span = game.max_players - game.min_players + 1
    players = game.min_players + index % span
    seed = game_seed(job.seed, index)
    options = game.resolve_options(variants(game, seed))
    rng = random.Random(seed ^ 0x5EED)
    pick = rng.random
    heavy = random.Random(~seed)
    # A countdown, not a draw per action: the sample costs nothing in between.
    next_heavy = heavy.randrange(2 * job.sample) if job.sample else -1
    actions: list[Any] = []
    try:
        state = game.new_state(players, random.Random(seed), None, options)
        checker = checker_for(job.game_id, state)
        inv.cards_conserved(adapter.places(state))
        wants = checker.wants_events
        while not state.is_over and len(actions) < game.max_actions:
            legal = state.legal_actions()
            inv.legal_before_the_end(state, legal)
            if len(actions) == next_heavy:
                next_heavy += 1 + heavy.randrange(2 * job.sample)
                seat = heavy.randrange(players)
                inv.views_hide(game, adapter, state, seat, heavy)
                inv.offered_accepted(game, state)
                inv.illegal_changes_nothing(game, state, adapter.probes(state, heavy))
            action = choose(adapter, job.driver, legal, pick)
            seen = checker.before(state)
            events: list[Event] | None = [] if wants else None
            state.apply(action, events)
            actions.append(action)
            checker.after(state, seen, events or ())
        if state.is_over:
            checker.end(state)
        replay = game.new_state(players, random.Random(seed), None, options)
        inv.replays_to(replay, actions, state)
        if job.replay_every and index % job.replay_every == 0:
            record = record_of(job.game_id, players, seed, options, actions)
            inv.record_replays_to(record, state)
    except Exception as error:
        raise GameFailed(
            f"{type(error).__name__}: {error}",
            action=len(actions),
            players=players,
            record=record_of(job.game_id, players, seed, options, actions),
        ) from error
    return len(actions), not state.is_over


def check_record(record: dict[str, Any]) -> str | None:
    """Replay a record (a failure file) under the soak's per-action and end
    checks; return what broke and where, or None if nothing did."""
    game = find_game(str(record["game"]))
    adapter = ADAPTERS[game.id]
    players, seed = int(record["players"]), int(record["seed"])
    options = game.resolve_options(record.get("options") or {})
    state = game.new_state(players, random.Random(seed), None, options)
    number = 0
    try:
        checker = checker_for(game.id, state)
        inv.cards_conserved(adapter.places(state))
        for notation in record["actions"]:
            number += 1
            action = game.parse_action(notation)
            legal = state.legal_actions()
            inv.legal_before_the_end(state, legal)
            if action not in legal:
                raise inv.InvariantBroken(f"{notation!r} is not a legal action")
            seen = checker.before(state)
            events: list[Event] = []
            state.apply(action, events)
            checker.after(state, seen, events)
        if state.is_over:
            checker.end(state)
    except Exception as error:
        return f"action {number}: {type(error).__name__}: {error}"
    return None


def write_failure(job: Job, failed: GameFailed) -> Failure:
    """Write the failing game's record and say what broke where."""
    out = Path(job.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    seed = int(failed.record["seed"])
    path = out / f"{job.game_id}-{job.driver}-{seed}.json"
    record = dict(failed.record)
    record["soak"] = {
        "driver": job.driver,
        "action": failed.action,
        "error": str(failed),
    }
    path.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    return Failure(
        job.game_id,
        job.driver,
        failed.players,
        seed,
        failed.action,
        str(failed),
        str(path),
    )


def run_job(job: Job) -> Tally:
    """Play a job's games; failures are counted and written, never fatal."""
    tally = Tally(job.game_id, job.driver)
    start = time.perf_counter()
    for index in range(job.first, job.first + job.count):
        try:
            actions, capped = play_game(job, index)
        except GameFailed as failed:
            tally.failures.append(write_failure(job, failed))
            actions, capped = failed.action, False
        tally.games += 1
        tally.actions += actions
        tally.capped += capped
    tally.seconds = time.perf_counter() - start
    return tally
