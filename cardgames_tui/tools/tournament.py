"""Headless bot-versus-bot games, for `cardgames simulate` and measurements.

Deterministic for a seed: game ``i`` is dealt from a seed derived from the
tournament seed and ``i``, each bot gets its own RNG derived from the game
seed and its seat, and results are gathered in game order whatever ``jobs``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.registry import find_game
from cardgames_tui.core.session import GameSession


@dataclass(frozen=True, slots=True)
class GameResult:
    """How one simulated game went."""

    bots: tuple[str, ...]
    """The bot in each seat."""
    ranking: tuple[int, ...]
    """Seats best first (empty if the game hit the action cap)."""
    scores: tuple[int, ...]
    """Final scores by seat (the running totals if capped)."""
    actions: int
    """Decisions taken."""
    stats: tuple[tuple[str, float], ...] = ()
    """Game-specific numbers (``state.stats()``), such as hands played."""

    @property
    def capped(self) -> bool:
        """Whether the game was stopped at the action cap."""
        return not self.ranking


@dataclass
class Tally:
    """Results gathered for one seat or one bot."""

    games: int = 0
    """Games played in that seat or by that bot."""
    wins: int = 0
    """Games finished first."""
    last: int = 0
    """Games finished last (for Shithead: times the shithead)."""
    score: int = 0
    """Sum of final scores."""

    def add(self, place: int, players: int, score: int) -> None:
        self.games += 1
        self.wins += place == 0
        self.last += place == players - 1
        self.score += score


@dataclass
class Summary:
    """A tournament's results."""

    game: GameDefinition
    """The game played."""
    players: int
    """Seats per game."""
    results: list[GameResult] = field(default_factory=list)
    """Every game, in order."""
    seconds: float = 0.0
    """Wall time."""

    @property
    def finished(self) -> list[GameResult]:
        return [r for r in self.results if not r.capped]

    @property
    def capped(self) -> int:
        return sum(r.capped for r in self.results)

    def by_seat(self) -> list[Tally]:
        tallies = [Tally() for _ in range(self.players)]
        for result in self.finished:
            for place, seat in enumerate(result.ranking):
                tallies[seat].add(place, self.players, result.scores[seat])
        return tallies

    def by_bot(self) -> dict[str, Tally]:
        tallies: dict[str, Tally] = {}
        for result in self.finished:
            for place, seat in enumerate(result.ranking):
                tally = tallies.setdefault(result.bots[seat], Tally())
                tally.add(place, self.players, result.scores[seat])
        return dict(sorted(tallies.items()))

    def mean_actions(self) -> float:
        return sum(r.actions for r in self.results) / max(1, len(self.results))

    def mean_stats(self) -> dict[str, float]:
        totals: dict[str, float] = {}
        for result in self.results:
            for name, value in result.stats:
                totals[name] = totals.get(name, 0.0) + value
        return {
            name: value / max(1, len(self.results)) for name, value in totals.items()
        }


def game_seed(seed: int, index: int) -> int:
    """The deal seed of game ``index`` in a tournament seeded ``seed``."""
    return random.Random(f"{seed}/{index}").getrandbits(32)


def lineup(bot_names: Sequence[str], players: int, index: int) -> tuple[str, ...]:
    """Bots by seat in game ``index``: the list repeated, rotated each game."""
    base = [bot_names[s % len(bot_names)] for s in range(players)]
    return tuple(base[(s + index) % players] for s in range(players))


def play_one(
    game_id: str, players: int, bots: tuple[str, ...], seed: int
) -> GameResult:
    """Play one bots-only game to its end or to the game's action cap."""
    game = find_game(game_id)
    session = GameSession.new(game_id, players=players, seed=seed)
    agents = [game.bots[name]() for name in bots]
    rngs = [random.Random(f"{seed}/bot/{s}") for s in range(players)]
    state = session.state
    actions = 0
    while not state.is_over and actions < game.max_actions:
        seat = state.current_player
        assert seat is not None
        choice = agents[seat].choose(game.observe(state, seat), rngs[seat])
        session.play(choice)
        state = session.state
        actions += 1
    outcome = session.outcome
    stats_of = getattr(state, "stats", None)
    stats = tuple(stats_of().items()) if callable(stats_of) else ()
    return GameResult(
        bots=bots,
        ranking=outcome.ranking if outcome else (),
        scores=outcome.scores if outcome else session.scores,
        actions=actions,
        stats=stats,
    )


def _play_indexed(args: tuple[str, int, tuple[str, ...], int]) -> GameResult:
    return play_one(*args)


def check_bots(game: GameDefinition, bot_names: Sequence[str]) -> None:
    """ValueError naming the known bots if one of ``bot_names`` is unknown."""
    for name in bot_names:
        if name not in game.bots:
            known = ", ".join(game.bots)
            raise ValueError(f"{game.name} has no bot {name!r}; its bots: {known}")


def run(
    game_id: str,
    *,
    games: int,
    players: int,
    bots: Sequence[str],
    seed: int,
    jobs: int = 1,
    on_result: Callable[[GameResult], None] | None = None,
) -> Summary:
    """Play ``games`` games and gather the results in game order."""
    game = find_game(game_id)
    check_bots(game, bots)
    summary = Summary(game, players)
    tasks = [
        (game.id, players, lineup(bots, players, i), game_seed(seed, i))
        for i in range(games)
    ]
    started = time.perf_counter()
    if jobs <= 1:
        results = map(_play_indexed, tasks)
        for result in results:
            summary.results.append(result)
            if on_result:
                on_result(result)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            chunk = max(1, min(50, games // (jobs * 8)))
            for result in pool.map(_play_indexed, tasks, chunksize=chunk):
                summary.results.append(result)
                if on_result:
                    on_result(result)
    summary.seconds = time.perf_counter() - started
    return summary
