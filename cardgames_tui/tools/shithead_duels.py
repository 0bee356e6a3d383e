"""Shithead duels: how often a bot loses the two-seat end game.

The hard bot's Shithead goal (the shithead in at most 10% of games against
three normal bots) is decided mostly in the duel, two seats left and the
stock gone. A whole game costs the hard bot about five seconds; a duel from
a position normal play reached costs about three, and both seats can be
played from the same position, so a change to the duel player shows sooner
here. The positions come from games of four normal bots; each duel is
played twice, the bot under test in one seat and then the other, against
the other level, so who sat where cancels.

    python -m cardgames_tui.tools.shithead_duels --duels 150 --seed 11 --jobs 2
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from cardgames_tui.bots.levels import LEVELS, make_bot
from cardgames_tui.core.registry import find_game
from cardgames_tui.core.session import GameSession
from cardgames_tui.games.shithead.state import ShitheadState
from cardgames_tui.tools.intervals import percentile, wilson
from cardgames_tui.tools.tournament import game_seed

MAX_MOVES = 2000
"""A duel still going after this many moves counts half lost (none was in
the run the README quotes)."""


def duel_starts(count: int, seed: int, players: int = 4) -> list[ShitheadState]:
    """The first ``count`` duels (two seats left, the stock gone) that games
    of normal bots reach, one a game at most, from game seeds of ``seed``."""
    game = find_game("shithead")
    starts: list[ShitheadState] = []
    index = 0
    while len(starts) < count and index < 20 * count + 20:
        deal = game_seed(seed, index)
        index += 1
        session = GameSession.new(game, players=players, seed=deal)
        bots = [make_bot(game, "normal") for _ in range(players)]
        rngs = [random.Random(f"{deal}/bot/{s}") for s in range(players)]
        state = session.state
        assert isinstance(state, ShitheadState)
        while not state.is_over and session.ply < game.max_actions:
            if state.n - state.out_mask.bit_count() == 2 and (
                state.spos == len(state.stock)
            ):
                starts.append(state.copy())
                break
            seat = state.current
            session.play(bots[seat].choose(game.observe(state, seat), rngs[seat]))
    return starts


@dataclass(frozen=True, slots=True)
class Duel:
    """One duel to play: picklable, for the process pool."""

    index: int
    start: ShitheadState
    tested_first: bool
    """Whether the bot under test sits in the first of the two seats left."""
    tested: str
    against: str
    budget: float


def play_duel(duel: Duel) -> tuple[float, list[float]]:
    """1 if the bot under test is the shithead, 0 if not (0.5 if the duel
    never ends), and its decision times in seconds."""
    game = find_game("shithead")
    state = duel.start.copy()
    left = [s for s in range(state.n) if not state.out_mask >> s & 1]
    tested = left[0] if duel.tested_first else left[1]
    bots = {
        s: make_bot(
            game, duel.tested if s == tested else duel.against, budget=duel.budget
        )
        for s in left
    }
    seating = 0 if duel.tested_first else 1
    rngs = {s: random.Random(f"{duel.index}/{seating}/{s}") for s in left}
    times: list[float] = []
    for _ in range(MAX_MOVES):
        if state.is_over:
            return float(state.shithead == tested), times
        seat = state.current
        started = time.perf_counter()
        move = bots[seat].choose(game.observe(state, seat), rngs[seat])
        if seat == tested:
            times.append(time.perf_counter() - started)
        state.apply(move)
    return 0.5, times


@dataclass(frozen=True, slots=True)
class DuelResult:
    """What a run measured."""

    duels: int
    lost: float
    """The share of duels the bot under test lost."""
    low: float
    high: float
    median_ms: float
    p99_ms: float


def run(
    starts: Sequence[ShitheadState],
    tested: str = "hard",
    against: str = "normal",
    budget: float = 1.0,
    jobs: int = 1,
) -> DuelResult:
    """Each start played twice, the tested bot in either seat."""
    duels = [
        Duel(i, start, first, tested, against, budget)
        for i, start in enumerate(starts)
        for first in (True, False)
    ]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(play_duel, duels))
    else:
        results = [play_duel(duel) for duel in duels]
    lost = sum(r for r, _ in results)
    low, high = wilson(round(lost), len(results))
    times = [t for _, ts in results for t in ts] or [0.0]
    return DuelResult(
        len(results),
        lost / max(1, len(results)),
        low,
        high,
        1000 * percentile(times, 0.5),
        1000 * percentile(times, 0.99),
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duels", type=int, default=150, help="positions")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--bot", default="hard", choices=LEVELS)
    parser.add_argument("--against", default="normal", choices=LEVELS)
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    if args.duels < 1 or args.budget <= 0 or args.jobs < 1:
        parser.exit(2, "error: --duels and --jobs need 1 or more, --budget above 0\n")
    starts = duel_starts(args.duels, args.seed)
    r = run(starts, args.bot, args.against, args.budget, args.jobs)
    print(
        f"Shithead duels from {len(starts)} positions of normal play, each played"
        f" in both seats: {args.bot} against {args.against} lost"
        f" {100 * r.lost:.1f}% [{100 * r.low:.1f}, {100 * r.high:.1f}]"
        f" of {r.duels}; its decisions {r.median_ms:.0f} ms median,"
        f" {r.p99_ms:.0f} ms p99"
    )


if __name__ == "__main__":
    main()
