"""Headless bot-versus-bot games, for `cardgames simulate` and measurements.

Deterministic for a seed: game ``i`` is dealt from a seed derived from the
tournament seed and ``i``, each bot gets its own RNG derived from the game
seed and its seat, and results are gathered in game order whatever ``jobs``
(the hard bot's time budget aside: with less time it samples less). Games
run on any `concurrent.futures.Executor`, so a long tournament can move to a
cluster's executor without changing this code.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, field

from cardgames_tui.bots.levels import bot_names, make_bot, offered_bot_names
from cardgames_tui.bots.montecarlo import BUDGET
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
    rounds_won: tuple[int, ...] = ()
    """Hands (Kings in the Corner) won by each seat, where a game counts them."""
    decision_seconds: tuple[tuple[float, ...], ...] = ()
    """Each seat's decision times, in order."""

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
class BotRecord:
    """Per seat-game samples of one bot, for means and intervals."""

    wins: list[int] = field(default_factory=list)
    """1 where it finished first."""
    last: list[int] = field(default_factory=list)
    """1 where it finished last (for Shithead: was the shithead)."""
    margins: list[float] = field(default_factory=list)
    """Its score less the mean of the others' at the table."""
    rounds_won: int = 0
    """Hands won (where the game counts hands)."""
    rounds_played: int = 0
    """Hands played (where the game counts hands)."""
    round_shares: list[float] = field(default_factory=list)
    """Per game, the share of its hands it won (where the game counts hands)."""
    seconds: list[float] = field(default_factory=list)
    """Every decision's time."""


@dataclass
class Summary:
    """A tournament's results."""

    game: GameDefinition
    """The game played."""
    players: int
    """Seats per game."""
    results: list[GameResult] = field(default_factory=list)
    """Every game, in order (paired: each game then its baseline)."""
    seconds: float = 0.0
    """Wall time."""
    paired: bool = False
    """Whether every deal was also played with the normal bot in every seat."""

    @property
    def tested(self) -> list[GameResult]:
        """The games of the bots under test (the baselines left out)."""
        return self.results[::2] if self.paired else self.results

    @property
    def finished(self) -> list[GameResult]:
        return [r for r in self.tested if not r.capped]

    @property
    def capped(self) -> int:
        return sum(r.capped for r in self.tested)

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

    def records(self) -> dict[str, BotRecord]:
        """Per bot: the samples behind each figure and its interval."""
        records: dict[str, BotRecord] = {}
        for result in self.tested:
            for seat, bot in enumerate(result.bots):
                record = records.setdefault(bot, BotRecord())
                record.seconds += result.decision_seconds[seat]
                if result.capped:
                    continue
                place = result.ranking.index(seat)
                record.wins.append(int(place == 0))
                record.last.append(int(place == self.players - 1))
                record.margins.append(_margin(result, seat))
                if result.rounds_won:
                    record.rounds_won += result.rounds_won[seat]
                    record.rounds_played += sum(result.rounds_won)
                    record.round_shares.append(_share(result, seat))
        return dict(sorted(records.items()))

    def paired_differences(self) -> dict[str, BotRecord]:
        """Per bot under test: the same deal and seat played by it, less
        played by the normal bot (card luck cancels out)."""
        diffs: dict[str, BotRecord] = {}
        pairs = zip(self.results[::2], self.results[1::2], strict=True)
        for test, base in pairs:
            if test.capped or base.capped:
                continue
            for seat, bot in enumerate(test.bots):
                record = diffs.setdefault(bot, BotRecord())
                last = self.players - 1
                record.last.append(
                    int(test.ranking.index(seat) == last)
                    - int(base.ranking.index(seat) == last)
                )
                record.wins.append(
                    int(test.ranking.index(seat) == 0)
                    - int(base.ranking.index(seat) == 0)
                )
                record.margins.append(_margin(test, seat) - _margin(base, seat))
                if test.rounds_won:
                    record.round_shares.append(_share(test, seat) - _share(base, seat))
        return dict(sorted(diffs.items()))

    def mean_actions(self) -> float:
        return sum(r.actions for r in self.tested) / max(1, len(self.tested))

    def mean_stats(self) -> dict[str, float]:
        totals: dict[str, float] = {}
        for result in self.tested:
            for name, value in result.stats:
                totals[name] = totals.get(name, 0.0) + value
        return {
            name: value / max(1, len(self.tested)) for name, value in totals.items()
        }


def _share(result: GameResult, seat: int) -> float:
    """The share of a game's hands that a seat won."""
    return result.rounds_won[seat] / max(1, sum(result.rounds_won))


def _margin(result: GameResult, seat: int) -> float:
    """A seat's score less the mean of the other seats' scores."""
    others = (sum(result.scores) - result.scores[seat]) / (len(result.scores) - 1)
    return result.scores[seat] - others


def game_seed(seed: int, index: int) -> int:
    """The deal seed of game ``index`` in a tournament seeded ``seed``."""
    return random.Random(f"{seed}/{index}").getrandbits(32)


def lineup(bot_names: Sequence[str], players: int, index: int) -> tuple[str, ...]:
    """Bots by seat in game ``index``: the list repeated, rotated each game."""
    base = [bot_names[s % len(bot_names)] for s in range(players)]
    return tuple(base[(s + index) % players] for s in range(players))


@dataclass(frozen=True, slots=True)
class Task:
    """One game to play: picklable, for any executor."""

    game_id: str
    players: int
    bots: tuple[str, ...]
    seed: int
    budget: float | None = BUDGET


def play_one(task: Task) -> GameResult:
    """Play one bots-only game to its end or to the game's action cap."""
    game = find_game(task.game_id)
    players = task.players
    session = GameSession.new(game, players=players, seed=task.seed)
    agents = [make_bot(game, name, budget=task.budget) for name in task.bots]
    rngs = [random.Random(f"{task.seed}/bot/{s}") for s in range(players)]
    times: list[list[float]] = [[] for _ in range(players)]
    state = session.state
    actions = 0
    clock = time.perf_counter
    while not state.is_over and actions < game.max_actions:
        seat = state.current_player
        assert seat is not None
        view = game.observe(state, seat)
        started = clock()
        choice = agents[seat].choose(view, rngs[seat])
        times[seat].append(clock() - started)
        session.play(choice)
        actions += 1
    outcome = session.outcome
    stats_of = getattr(state, "stats", None)
    stats = tuple(stats_of().items()) if callable(stats_of) else ()
    round_event = game.extra.get("round_event")
    rounds = (
        tuple(
            sum(1 for e in session.events if e.kind == round_event and e.seat == s)
            for s in range(players)
        )
        if round_event
        else ()
    )
    return GameResult(
        bots=task.bots,
        ranking=outcome.ranking if outcome else (),
        scores=outcome.scores if outcome else session.scores,
        actions=actions,
        stats=stats,
        rounds_won=rounds,
        decision_seconds=tuple(tuple(t) for t in times),
    )


def check_bots(game: GameDefinition, names: Sequence[str], players: int) -> None:
    """ValueError, naming the valid choices, for an unknown bot or more bots
    than seats."""
    known = bot_names(game)
    for name in names:
        if name not in known:
            offered = ", ".join(offered_bot_names(game))
            raise ValueError(f"{game.name} has no bot {name!r}; choose from {offered}")
    if len(names) > players:
        raise ValueError(
            f"{len(names)} bots for {players} seats: name at most one bot a seat"
        )


def tasks_for(
    game: GameDefinition,
    *,
    games: int,
    players: int,
    bots: Sequence[str],
    seed: int,
    budget: float | None,
    paired: bool = False,
) -> list[Task]:
    """The games of a tournament; ``paired``: each deal twice, the second
    time with the normal bot in every seat (the baseline)."""
    tasks = []
    for i in range(games):
        deal = game_seed(seed, i)
        tasks.append(Task(game.id, players, lineup(bots, players, i), deal, budget))
        if paired:
            tasks.append(Task(game.id, players, ("normal",) * players, deal, budget))
    return tasks


def run(
    game_id: str,
    *,
    games: int,
    players: int,
    bots: Sequence[str],
    seed: int,
    jobs: int = 1,
    budget: float | None = BUDGET,
    paired: bool = False,
    executor: Executor | None = None,
    on_result: Callable[[GameResult], None] | None = None,
) -> Summary:
    """Play the games and gather the results in game order (with ``paired``,
    each game is followed by its baseline)."""
    game = find_game(game_id)
    check_bots(game, bots, players)
    if budget is not None and budget <= 0:
        raise ValueError(f"the budget must be more than 0 seconds, not {budget}")
    summary = Summary(game, players, paired=paired)
    tasks = tasks_for(
        game,
        games=games,
        players=players,
        bots=bots,
        seed=seed,
        budget=budget,
        paired=paired,
    )
    started = time.perf_counter()
    if executor is None and jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            _gather(summary, pool, tasks, jobs, on_result)
    else:
        _gather(summary, executor, tasks, jobs, on_result)
    summary.seconds = time.perf_counter() - started
    return summary


def _gather(
    summary: Summary,
    executor: Executor | None,
    tasks: list[Task],
    jobs: int,
    on_result: Callable[[GameResult], None] | None,
) -> None:
    results: Iterator[GameResult]
    if executor is None:
        results = map(play_one, tasks)
    else:
        chunk = max(1, min(50, len(tasks) // (max(1, jobs) * 8)))
        results = executor.map(play_one, tasks, chunksize=chunk)
    for result in results:
        summary.results.append(result)
        if on_result:
            on_result(result)
