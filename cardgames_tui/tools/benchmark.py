"""What a search bot pays per decision, and games per second.

For each game, on one core, in one run:
- engine step: ``legal_actions()`` + ``apply()`` of a random legal action on
  the bare state, as a search bot calls it (median over every step taken);
- session step: the same through `GameSession` (legality check, undo
  snapshots, events), on the same games, one game of each in turn;
- copy: ``state.copy()``, which search does before every trial;
- observe: the view of the seat on turn, which search bots and the table
  build over and over (its legal moves are derived when first read, as
  python-chess's ``legal_moves``);
- observe + moves: the same view with its legal moves read, what a bot's
  decision pays;
- random games per second from the deal to the end (or the game's cap);
- a sampled play-out: what the hard bot pays for each deal it samples and
  each move it weighs there (the deal, a copy, the move, and the rest of
  the deal or hand played by the normal bot), at positions of normal play.

The measurements only: ``make bench`` prints them against their goals
(`cardgames_tui.console.bench`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import NamedTuple

from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.session import GameSession

STEP_GOAL_US = 5.0
"""The goal for one engine decision step, in microseconds (median)."""
OBSERVE_GOAL_US = 5.0
"""The goal for one view of the seat on turn, in microseconds (median)."""
SESSION_GOAL_RATIO = 2.0
"""The goal for a `GameSession` step against the bare engine step."""

clock = time.perf_counter_ns


def _for_a_while(seconds: float, body: Callable[[int], None]) -> int:
    """Call ``body(i)`` for i = 0, 1, ... until ``seconds`` have passed."""
    end = time.perf_counter() + seconds
    i = 0
    while time.perf_counter() < end:
        body(i)
        i += 1
    return i


class Timings(NamedTuple):
    """Each measurement's samples, in nanoseconds."""

    steps: list[int]
    """Engine steps: legal moves, then one applied."""
    copies: list[int]
    """State copies."""
    views: list[int]
    """Views of the seat on turn."""
    views_with_moves: list[int]
    """Views of the seat on turn with their legal moves read."""
    session: list[int]
    """The same steps through `GameSession.play`."""


def engine_and_session_steps(game: GameDefinition, seconds: float) -> Timings:
    """Per-step, per-copy and per-view times (ns) on the bare state, and
    per-step times through `GameSession.play`, over the same random games,
    one game of each in turn: on a shared machine the load changes from
    second to second, and a ratio of two medians taken seconds apart moved
    by half."""
    timings = Timings([], [], [], [], [])

    def both(i: int) -> None:
        _engine_game(game, i, timings)
        _session_game(game, i, timings.session)

    _for_a_while(seconds, both)
    return timings


def _engine_game(game: GameDefinition, i: int, timings: Timings) -> None:
    """One random game on the bare state, timed step by step."""
    observe = game.observe
    steps, copies, views = timings.steps, timings.copies, timings.views
    with_moves = timings.views_with_moves
    options = game.resolve_options(None)
    state = game.new_state(game.default_players, random.Random(i), None, options)
    pick = random.Random(-i).random
    n = 0
    while not state.is_over and n < game.max_actions:
        t0 = clock()
        legal = state.legal_actions()
        state.apply(legal[int(pick() * len(legal))])
        t1 = clock()
        steps.append(t1 - t0)
        n += 1
        if n % 16 == 0:
            t2 = clock()
            state.copy()
            copies.append(clock() - t2)
        if n % 4 == 0 and not state.is_over:
            seat = state.current_player
            t3 = clock()
            observe(state, seat)
            t4 = clock()
            _moves = observe(state, seat).legal_actions  # read: derived on first read
            with_moves.append(clock() - t4)
            views.append(t4 - t3)


def _session_game(game: GameDefinition, i: int, steps: list[int]) -> None:
    """The same random game through `GameSession`, timed step by step."""
    session = GameSession.new(game.id, seed=i)
    rng = random.Random(-i)
    while not session.is_over and session.ply < game.max_actions:
        t0 = clock()
        legal = session.legal_actions()
        session.play(legal[int(rng.random() * len(legal))])
        steps.append(clock() - t0)


def games_per_second(game: GameDefinition, seconds: float) -> tuple[float, int, int]:
    """Complete random games per second on the bare state, and how many hit the cap."""
    options = game.resolve_options(None)
    capped = 0

    def one_game(i: int) -> None:
        nonlocal capped
        state = game.new_state(game.default_players, random.Random(i), None, options)
        pick = random.Random(-i).random
        n = 0
        while not state.is_over and n < game.max_actions:
            legal = state.legal_actions()
            state.apply(legal[int(pick() * len(legal))])
            n += 1
        capped += not state.is_over

    started = time.perf_counter()
    played = _for_a_while(seconds, one_game)
    return played / (time.perf_counter() - started), played, capped


def sampled_playouts(game: GameDefinition, seconds: float) -> list[int]:
    """Times (ns) of one sampled play-out of the hard bot's search
    (`MonteCarloBot.values` over one move, per deal), at every eighth
    decision with a choice of games between normal bots."""
    from cardgames_tui.bots.montecarlo import MonteCarloBot

    search = MonteCarloBot(game, game.bots["heuristic"], budget=None)
    normal = game.bots["heuristic"]()
    times: list[int] = []
    end = time.perf_counter() + seconds
    i = 0
    while time.perf_counter() < end:
        session = GameSession.new(game.id, seed=i)
        rng = random.Random(i)
        i += 1
        while not session.is_over and time.perf_counter() < end:
            view = session.observe(session.current_player)
            move = normal.choose(view, rng)
            if session.ply % 8 == 0 and len(view.legal_actions) > 1:
                t0 = clock()
                search.values(view, [move], DEALS, rng)
                times.append((clock() - t0) // DEALS)
            session.play(move)
    return times


DEALS = 4
"""Deals a measured position is sampled and played out on."""
