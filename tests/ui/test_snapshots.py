"""SVG snapshots of the main views, with a fixed seed and terminal size.

Update them after an intended change with ``pytest tests/ui --snapshot-update``
and look at the report before committing.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from cardgames_tui.core.seats import Seat, default_seats
from cardgames_tui.core.session import GameSession
from cardgames_tui.ui.app import CardgamesApp
from cardgames_tui.ui.screens.game_screen import GameScreen
from tests.ui.driver import make_app, play_turn, settle

SnapCompare = Callable[..., bool]
SIZE = (80, 24)
SEATS = (Seat("Ana"), Seat("Bot 1", "heuristic"), Seat("Bot 2", "heuristic"))


def game_at(app: CardgamesApp, seats: tuple[Seat, ...], turns: int) -> Any:
    """A run_before that starts a seeded game and plays ``turns`` human turns."""

    async def run_before(pilot: Pilot[None]) -> None:
        app.start_game(GameSession.new("shithead", players=len(seats), seed=21), seats)
        await settle(pilot)
        for _ in range(turns):
            screen = app.screen
            assert isinstance(screen, GameScreen)
            await play_turn(pilot, screen)  # type: ignore[arg-type]
            await settle(pilot)

    return run_before


def test_menu(snap_compare: SnapCompare, tmp_path: Path) -> None:
    assert snap_compare(make_app(tmp_path), terminal_size=SIZE)


def test_new_game(snap_compare: SnapCompare, tmp_path: Path) -> None:
    assert snap_compare(make_app(tmp_path), press=["enter"], terminal_size=SIZE)


def test_shithead_mid_game(snap_compare: SnapCompare, tmp_path: Path) -> None:
    app = make_app(tmp_path)
    assert snap_compare(app, run_before=game_at(app, SEATS, 6), terminal_size=SIZE)


def test_shithead_ascii(snap_compare: SnapCompare, tmp_path: Path) -> None:
    app = make_app(tmp_path, ascii_only=True)
    assert snap_compare(app, run_before=game_at(app, SEATS, 6), terminal_size=SIZE)


def test_handover(snap_compare: SnapCompare, tmp_path: Path) -> None:
    app = make_app(tmp_path)
    seats = (Seat("Ana"), Seat("Ben"))

    async def run_before(pilot: Pilot[None]) -> None:
        app.start_game(GameSession.new("shithead", players=2, seed=21), seats)
        await pilot.pause()
        await pilot.press("enter", "r")  # Ana takes her seat and is ready
        await pilot.pause()

    assert snap_compare(app, run_before=run_before, terminal_size=SIZE)


def test_results(snap_compare: SnapCompare, tmp_path: Path) -> None:
    app = make_app(tmp_path)
    seats = (
        Seat("Bot A", "heuristic"),
        Seat("Bot B", "heuristic"),
        Seat("Bot C", "random"),
    )

    async def run_before(pilot: Pilot[None]) -> None:
        app.start_game(GameSession.new("shithead", players=3, seed=21), seats)
        await settle(pilot)

    assert snap_compare(app, run_before=run_before, terminal_size=SIZE)


def trix_at(app: CardgamesApp, deals: int, turns: int) -> Any:
    """A run_before for a seeded Trix session (you against three bots): the
    bots play ``deals`` deals headless, then you play ``turns`` moves by keys."""
    from cardgames_tui.ui.screens.trix import TrixScreen
    from tests.ui.test_trix import after_deals
    from tests.ui.trix_driver import play_trix_turn

    seats = default_seats(4)

    async def run_before(pilot: Pilot[None]) -> None:
        app.start_game(after_deals(1, deals), seats)
        await settle(pilot)
        for _ in range(turns):
            screen = app.screen
            assert isinstance(screen, TrixScreen)
            await play_trix_turn(pilot, screen)
            await settle(pilot)

    return run_before


def test_trix_complex_trick(snap_compare: SnapCompare, tmp_path: Path) -> None:
    app = make_app(tmp_path)
    assert snap_compare(app, run_before=trix_at(app, 0, 4), terminal_size=SIZE)


def test_trix_layout(snap_compare: SnapCompare, tmp_path: Path) -> None:
    app = make_app(tmp_path)
    assert snap_compare(app, run_before=trix_at(app, 1, 6), terminal_size=SIZE)


def test_kings_in_the_corner(snap_compare: SnapCompare, tmp_path: Path) -> None:
    from cardgames_tui.ui.screens.kings_corner import KingsScreen
    from tests.ui.kings_driver import play_kings_action

    app = make_app(tmp_path)
    seats = default_seats(4)

    async def run_before(pilot: Pilot[None]) -> None:
        app.start_game(GameSession.new("kings-corner", 4, seed=1), seats)
        await settle(pilot)
        for _ in range(6):
            screen = app.screen
            assert isinstance(screen, KingsScreen)
            await play_kings_action(pilot, screen)
            await settle(pilot)

    assert snap_compare(app, run_before=run_before, terminal_size=SIZE)


def kings_after_hands(hands: int) -> GameSession:
    """A seeded Kings game whose first ``hands`` hands the bots played."""
    import random

    session = GameSession.new("kings-corner", 3, seed=2)
    bot, rng = session.game.bots["heuristic"](), random.Random(2)
    while sum(event.kind == "pot" for event in session.events) < hands:
        seat = session.current_player
        assert seat is not None
        session.play(bot.choose(session.observe(seat), rng))
    return session


def test_kings_score_sheet(snap_compare: SnapCompare, tmp_path: Path) -> None:
    app = make_app(tmp_path)

    async def run_before(pilot: Pilot[None]) -> None:
        app.start_game(kings_after_hands(3), default_seats(3))
        await settle(pilot)
        await pilot.press("s")
        await pilot.pause()

    assert snap_compare(app, run_before=run_before, terminal_size=SIZE)


def test_kings_hand_end(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """The finished hand stays behind its summary until Enter."""
    from cardgames_tui.games.kings_corner.position import position
    from tests.helpers import session_from

    app = make_app(tmp_path)
    state = position(
        3, hands=["3C", "2D 5H", "9S 9C QD"], piles={"E": "4H", "N": "JS 10D"}
    )

    async def run_before(pilot: Pilot[None]) -> None:
        app.start_game(session_from("kings-corner", state), default_seats(3))
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot, stop_at_end=True)

    assert snap_compare(app, run_before=run_before, terminal_size=SIZE)


def test_demo_kings_in_the_corner(snap_compare: SnapCompare, tmp_path: Path) -> None:
    from cardgames_tui.ui.app import build_app

    app = build_app(
        ascii_only=False,
        bot_delay=0,
        data_dir=tmp_path / "data",
        demo=("kings-corner", 3, 5, 5.0),
    )
    # Paused, then 12 moves on: every hand open, the rules named in the log.
    keys = ["space", *["right"] * 12]
    assert snap_compare(app, press=keys, terminal_size=(100, 32))


def test_lesson(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """A lesson on the Shithead table, just after its 10 burned the pile."""
    from cardgames_tui.ui.screens.lessons import open_learning

    app = make_app(tmp_path)

    async def run_before(pilot: Pilot[None]) -> None:
        open_learning(app, "shithead", "ten-burns")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()

    assert snap_compare(app, run_before=run_before, terminal_size=SIZE)


def test_statistics(snap_compare: SnapCompare, tmp_path: Path) -> None:
    from cardgames_tui.store import history
    from cardgames_tui.ui.screens.statistics import StatisticsScreen
    from tests.store.helpers import record

    # Seeds where Ana wins one Trix game of two: the chart has a line to draw.
    games = (("trix", 0), ("kings-corner", 1), ("trix", 4), ("shithead", 3))
    for n, (game_id, seed) in enumerate(games):
        history.record_game(tmp_path / "data", record(game_id, seed, ended=n, undos=n))
    app = make_app(tmp_path)

    async def run_before(pilot: Pilot[None]) -> None:
        await app.push_screen(StatisticsScreen())
        await pilot.pause()

    assert snap_compare(app, run_before=run_before, terminal_size=SIZE)
