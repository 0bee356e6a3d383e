"""The key soak: random keys in bursts on every screen, with random terminal
resizes between bursts (some below the 80x24 minimum). Nothing may raise,
and every game started can still be finished by the bots afterwards.

`make test` sends a few hundred keys per screen. `make soak-ui` sends
SOAK_KEYS (20,000) per screen, with no per-test timeout, and also fails on a
stall: the app going more than 5 seconds after a burst without settling or a
bot's move. A clean quit (the results' Quit button) starts a new app. The
machine is shared, so a stall is counted in the process's CPU seconds (app,
bots' threads and Pilot), which other programs cannot inflate; wall time is
reported beside it. Timings are asserted only there, never in `make test`.
"""

from __future__ import annotations

import functools
import os
import random
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from textual import events
from textual.pilot import Pilot
from textual.screen import Screen

from cardgames_tui.core import GameSession, find_game
from cardgames_tui.core.seats import Seat
from cardgames_tui.ui.app import CardgamesApp
from cardgames_tui.ui.screens.game_screen import GameScreen
from cardgames_tui.ui.screens.hand_end import HandEndDialog
from cardgames_tui.ui.screens.handover import HandoverScreen
from cardgames_tui.ui.screens.menu import MenuScreen
from cardgames_tui.ui.screens.results import ResultsScreen
from cardgames_tui.ui.screens.setup import SetupScreen
from cardgames_tui.ui.screens.too_small import TooSmallScreen
from tests.ui.driver import make_app
from tests.ui.test_fuzz import CHARS, KEYS

STALL = 5.0
"""Seconds the app may take to settle after a burst, or the bots per move."""
SMALL_KEYS = 72
"""Keys per screen in `make test`."""
SIZES = [(80, 24), (90, 28), (120, 40), (160, 50), (100, 30)]
TOO_SMALL = [(79, 24), (80, 23), (40, 12), (20, 5), (60, 30)]

WHERE = [
    "menu",
    "setup",
    "results",
    "shithead",
    "trix",
    "kings-corner",
]
"""Where each soak starts. The tables are hot-seat (two humans and bots), so
the keys also reach the handover screen, the rules page and the dialogs."""

HOT_SEAT = {
    "shithead": (Seat("Ana"), Seat("Bot 1", "heuristic"), Seat("Ben")),
    "trix": (
        Seat("Ana"),
        Seat("Bot 1", "heuristic"),
        Seat("Ben"),
        Seat("Bot 3", "random"),
    ),
    "kings-corner": (Seat("Ana"), Seat("Ben"), Seat("Bot 2", "heuristic")),
}


@dataclass
class Seen:
    """What one soak went through."""

    keys: int = 0
    bursts: int = 0
    resizes: int = 0
    too_small: int = 0
    """Resizes below the minimum size."""
    slowest: float = 0.0
    """The most CPU seconds a burst took to settle."""
    slowest_wall: float = 0.0
    """The longest a burst took to settle, in wall seconds."""
    screens: set[str] = field(default_factory=set)
    """Names of the screens a burst ended on."""
    reopened: int = 0
    """Times the soak's screen had been left and was opened again."""
    quits: int = 0
    """Times the keys quit the app (a Quit button) and it was started again."""


cpu = time.process_time


async def quiet(pilot: Pilot[None], limit: float) -> tuple[float, float]:
    """Let the app settle: bots move until a human must act. Return the
    longest stretch it went without settling or a move, in CPU seconds (a
    burst that leaves bots a whole Trix layout to play moves all along: not
    a stall), and the wall seconds it took; fail if the bots make no move
    for ``limit`` CPU seconds."""
    app = pilot.app
    last_move = cpu()
    longest = 0.0
    wall = time.monotonic()
    ply = -1
    while True:
        await pilot.pause()
        table = next(
            (s for s in reversed(app.screen_stack) if isinstance(s, GameScreen)), None
        )
        busy = any(w.is_running for w in app.workers)
        if table is None or (not busy and not bots_to_move(table)):
            return max(longest, cpu() - last_move), time.monotonic() - wall
        if table.session.ply != ply:
            now = cpu()
            longest = max(longest, now - last_move)
            ply, last_move = table.session.ply, now
        if cpu() - last_move > limit:
            raise AssertionError(f"the bots made no move for {limit} s at ply {ply}")


def bots_to_move(table: GameScreen) -> bool:
    seat = table.session.current_player
    covered = not isinstance(table.app.screen, GameScreen)
    return seat is not None and not table.seats[seat].is_human and not covered


async def open_screen(app: CardgamesApp, pilot: Pilot[None], where: str) -> None:
    """Show the soak's screen (again), whatever is showing now."""
    while isinstance(app.screen, TooSmallScreen) or len(app.screen_stack) > 2:
        app.pop_screen()
        await pilot.pause()
    if where == "setup":
        app.push_screen(SetupScreen(find_game("shithead")))
    elif where == "results":
        session = finished("kings-corner", 3)
        seats = HOT_SEAT["kings-corner"]
        app.show_results(session, seats, replace=None)
    elif where in HOT_SEAT:
        players = len(HOT_SEAT[where])
        app.start_game(GameSession.new(where, players, seed=7), HOT_SEAT[where])
    await pilot.pause()


@functools.cache
def finished(game_id: str, players: int) -> GameSession:
    """A game the heuristic bots played to the end (once: the results screen
    only reads it)."""
    session = GameSession.new(game_id, players, seed=11)
    bot = find_game(game_id).bots["heuristic"]()
    rng = random.Random(11)
    while not session.is_over:
        seat = session.current_player
        assert seat is not None
        session.play(bot.choose(session.observe(seat), rng))
    return session


def showing(app: CardgamesApp, where: str) -> bool:
    """Whether the soak's screen is still in the stack (under dialogs too)."""
    kinds: dict[str, type[Screen[None]]] = {
        "menu": MenuScreen,
        "setup": SetupScreen,
        "results": ResultsScreen,
    }
    kind = kinds.get(where, GameScreen)
    return any(isinstance(s, kind) for s in app.screen_stack[1:] if s is not None)


async def soak(tmp_path: Path, where: str, keys: int, strict: bool) -> Seen:
    rng = random.Random(where)
    seen = Seen()
    while True:
        if await one_app(tmp_path, where, keys, strict, rng, seen):
            return seen
        seen.quits += 1


async def one_app(
    tmp_path: Path,
    where: str,
    keys: int,
    strict: bool,
    rng: random.Random,
    seen: Seen,
) -> bool:
    """Keys into one app until ``keys`` are sent (True) or the app quits
    cleanly, as the results' Quit button does (False: the soak goes on in a
    new app). A crash raises as the app closes."""
    app = make_app(tmp_path)
    burst = 12 if keys < 2000 else 20
    async with app.run_test(size=(100, 30)) as pilot:
        await open_screen(app, pilot, where)
        while seen.keys < keys:
            for key in (rng.choice(KEYS) for _ in range(burst)):
                char = key if len(key) == 1 else CHARS.get(key)
                app.post_message(events.Key(key, char))
            seen.keys += burst
            seen.bursts += 1
            took, wall = await quiet(pilot, STALL if strict else 60.0)
            seen.slowest = max(seen.slowest, took)
            seen.slowest_wall = max(seen.slowest_wall, wall)
            if strict:
                assert took < STALL, f"the app went {took:.1f} CPU s without settling"
            if not app.is_running:
                return False
            seen.screens.add(type(app.screen).__name__)
            # The first two bursts always end in a resize, the first below
            # the minimum; then about one burst in three.
            if seen.bursts <= 2 or rng.random() < 0.3:
                small = seen.bursts == 1 or rng.random() < 0.3
                size = rng.choice(TOO_SMALL if small else SIZES)
                seen.resizes += 1
                seen.too_small += size in TOO_SMALL
                await pilot.resize_terminal(*size)
                await pilot.pause()
            if not showing(app, where):
                seen.reopened += 1
                await pilot.resize_terminal(100, 30)
                await open_screen(app, pilot, where)
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        if where in HOT_SEAT:
            await bots_finish(app, pilot, where, strict)
    return True


async def bots_finish(
    app: CardgamesApp, pilot: Pilot[None], where: str, strict: bool
) -> None:
    """The game on the table after the keys, replayed from its record and
    handed to bots only, reaches its results."""
    tables = [s for s in app.screen_stack if isinstance(s, GameScreen)]
    if tables:
        session = tables[-1].session
    else:
        session = GameSession.new(where, len(HOT_SEAT[where]), seed=7)
    again = GameSession.from_record(session.record())
    while len(app.screen_stack) > 2:
        app.pop_screen()
    bots = tuple(Seat(f"Bot {i}", "heuristic") for i in range(again.players))
    app.start_game(again, bots)
    # The whole game through the table in the soak; a stretch of it in
    # `make test`, then the rest without the screen.
    plies = 10**9 if strict else again.ply + 10
    last, moved = again.ply, cpu()
    while not again.is_over and again.ply < plies:
        await pilot.pause()
        if again.ply != last:
            last, moved = again.ply, cpu()
        limit = STALL if strict else 60.0
        assert cpu() - moved < limit, f"bots stalled at ply {again.ply}"
    if not again.is_over:
        bot = again.game.bots["heuristic"]()
        rng = random.Random(0)
        while not again.is_over:
            seat = again.current_player
            assert seat is not None
            again.play(bot.choose(again.observe(seat), rng))
    else:
        for _ in range(50):
            await pilot.pause()
            if isinstance(app.screen, HandEndDialog):
                # The last summary waits for Enter, even with bots only:
                # the results would take it away unread.
                await pilot.press("enter")
            if isinstance(app.screen, ResultsScreen):
                break
        assert isinstance(app.screen, ResultsScreen)
    assert again.outcome is not None


@pytest.mark.parametrize("where", WHERE)
async def test_random_keys_and_resizes_break_nothing(
    tmp_path: Path, where: str
) -> None:
    seen = await soak(tmp_path, where, SMALL_KEYS, strict=False)
    assert seen.keys >= SMALL_KEYS
    assert seen.resizes >= 2
    assert seen.too_small >= 1


@pytest.mark.soak
@pytest.mark.parametrize("where", WHERE)
async def test_key_soak(tmp_path: Path, where: str) -> None:
    keys = int(os.environ.get("SOAK_KEYS", "20000"))
    started = time.monotonic()
    seen = await soak(tmp_path, where, keys, strict=True)
    print(
        f"\n{where}: {seen.keys} keys in {seen.bursts} bursts,"
        f" {seen.resizes} resizes ({seen.too_small} too small),"
        f" slowest burst {seen.slowest:.2f} CPU s ({seen.slowest_wall:.2f} s wall),"
        f" screen reopened {seen.reopened}x, app quit {seen.quits}x,"
        f" screens {sorted(seen.screens)}, {time.monotonic() - started:.0f} s"
    )
    assert seen.too_small > 0
    if where in HOT_SEAT:
        assert HandoverScreen.__name__ in seen.screens
