"""Bots that think in another process.

A search bot is CPU-bound for up to its budget; in a thread of the app's
process it would hold the GIL and double a key press's latency (measured
here). So the hard bot, a normal bot's look-ahead (`searches`), the
hints and the pick of a demo's deal run in a process pool, started on the
first use and shut down with the app; the app's thread only waits.
"""

from __future__ import annotations

import multiprocessing
import random
import sys
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Future, ProcessPoolExecutor
from multiprocessing import resource_tracker
from typing import Any

from cardgames_tui.bots.levels import make_bot
from cardgames_tui.bots.montecarlo import Advice, MonteCarloBot
from cardgames_tui.core.bots import Bot, Decision
from cardgames_tui.core.bots import decide as reasoned
from cardgames_tui.core.registry import find_game

SEARCHING_LEVELS = frozenset({"hard"})
"""Levels that think long enough to need their own process."""

_pool: ProcessPoolExecutor | None = None


def pool() -> ProcessPoolExecutor:
    """The pool, started on first use. Workers are spawned, not forked: the
    app's process runs threads, which a fork would copy half-way."""
    global _pool
    if _pool is None:
        # Textual replaces sys.stderr, and multiprocessing's resource tracker
        # hands stderr's descriptor to its own process: start it on the real
        # stream, or spawning fails ("bad value(s) in fds_to_keep").
        captured, sys.stderr = sys.stderr, sys.__stderr__
        try:
            resource_tracker.ensure_running()
            context = multiprocessing.get_context("spawn")
            _pool = ProcessPoolExecutor(max_workers=1, mp_context=context)
        finally:
            sys.stderr = captured
    return _pool


def shutdown() -> None:
    """Stop the workers (the app calls this on exit); a decision in flight
    is dropped, as a stale one would be."""
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None


def asked(
    job: Callable[..., Any],
    args: tuple[Any, ...],
    wait: Callable[[Future[Any]], Any],
) -> Any:
    """``wait`` on ``job(*args)`` in the pool. A pool whose worker died
    (killed, out of memory) refuses every job after, at submit or in the
    answer: it is replaced by a fresh one and asked once more, where it used
    to leave every later hint "could not be worked out" and every hard bot
    playing as a normal one until the app was restarted."""
    try:
        return wait(pool().submit(job, *args))
    except BrokenExecutor:
        shutdown()
        return wait(pool().submit(job, *args))


def searches(bot: Bot[Any, Any], view: Any) -> bool:
    """Whether ``bot`` would search before answering ``view`` (a normal
    bot's look-ahead in a Shithead duel): then its level's move is asked of
    the pool, as a hard bot's is."""
    wants = getattr(bot, "searches", None)
    return wants is not None and bool(wants(view))


def decide(
    game_id: str, level: str, budget: float, view: Any, rng: random.Random
) -> tuple[Decision[Any], Any]:
    """A bot's move for ``view``, its reason, and ``rng``'s state after it
    (runs in a worker). The app sets its own generator to that state, so a
    bot that thought here drew just what it would have drawn at home: a
    demo replays the very game its seed was picked for."""
    game = find_game(game_id)
    bot = make_bot(game, level, budget=budget)
    return reasoned(bot, view, rng), rng.getstate()


def advise(game_id: str, budget: float, view: Any, seed: int) -> Advice:
    """The hard bot's move with its figures (runs in a worker): a hint."""
    game = find_game(game_id)
    bot = make_bot(game, "hard", budget=budget)
    assert isinstance(bot, MonteCarloBot)
    return bot.advise(view, random.Random(seed))


def demo_deal(game_id: str) -> tuple[int, int]:
    """The players and seed of the demo deal that shows the game's key
    rules soonest, `demo_script.pick_demo` (runs in a worker: it plays a few
    games, seconds of CPU that in a thread left the menu's keys slow to
    answer)."""
    from cardgames_tui.tools import demo_script

    pick = demo_script.pick_demo(find_game(game_id))
    return pick.players, pick.seed
