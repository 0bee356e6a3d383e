"""Bots' reasons in the log: a menu setting for games (off by default, kept
for the next run), always on in demos, and at a game table only reasons
that name no card hidden from the player."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import OptionList

from cardgames_tui.core.named_cards import named_in
from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.games.trix.view import TrixView
from cardgames_tui.store import prefs
from cardgames_tui.tools.reason_book import SEPARATOR
from cardgames_tui.ui.app import CardgamesApp, build_app
from cardgames_tui.ui.screens.demo import DemoTable
from cardgames_tui.ui.screens.trix import TrixScreen
from cardgames_tui.ui.settings import DemoOpening
from cardgames_tui.ui.widgets.log import EventLogView
from tests.ui.driver import make_app, settle
from tests.ui.test_app import screen_text
from tests.ui.test_menu_and_saves import option_ids
from tests.ui.trix_driver import play_trix_turn

SEATS = (Seat("You"), Seat("West", "normal"), Seat("North", "easy"), Seat("East"))
"""South plays; a normal and an easy bot give reasons, a random one none."""


def reasons_on(tmp_path: Path) -> CardgamesApp:
    """An app whose setting shows the bots' reasons in a game's log."""
    app = make_app(tmp_path)
    app.settings.bot_reasons = True
    return app


def log_lines(app: CardgamesApp) -> list[str]:
    return list(app.screen.query_one(EventLogView).lines_written)


async def play_trix(pilot: Pilot[None], app: CardgamesApp, plies: int) -> TrixScreen:
    seats = (*SEATS[:3], Seat("East", "random"))
    app.start_game(GameSession.new("trix", seed=5), seats)
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, TrixScreen)
    while screen.session.ply < plies:
        await settle(pilot)
        await play_trix_turn(pilot, screen)
    await settle(pilot)
    return screen


async def test_the_menu_switches_bot_reasons_and_keeps_the_choice(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    assert not app.settings.bot_reasons  # off in play unless asked for
    async with app.run_test(size=(100, 30)) as pilot:
        menu = app.screen.query_one(OptionList)
        menu.highlighted = option_ids(app).index("reasons")
        assert "Bot reasons in the log: off" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert app.settings.bot_reasons
        assert "Bot reasons in the log: on" in screen_text(app)
    assert prefs.load_reasons(app.settings.data_dir) is True
    assert build_app(bot_delay=0, data_dir=app.settings.data_dir).settings.bot_reasons


async def test_with_the_setting_on_bot_moves_carry_reasons_naming_no_hidden_card(
    tmp_path: Path,
) -> None:
    app = reasons_on(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await play_trix(pilot, app, 24)
        lines = log_lines(app)
        given = {move.reason for move in screen.reasons.moves.values()}
        told = [line.split(SEPARATOR, 1)[1] for line in lines if SEPARATOR in line]
        assert told and set(told) <= given
        seen = {c for e in screen.session.events_for(0) for c in e.cards}
        for reason in told:
            assert named_in(reason).cards <= seen, reason
        # Two bot moves said to name a card in West's hand or a rank alone,
        # and one a card the log showed: written again, the log tells South
        # only the last.
        west_view = screen.session.observe(1)
        assert isinstance(west_view, TrixView)
        west = west_view.hand[0].symbol_text
        south = next(iter(seen)).symbol_text
        moves = sorted(screen.reasons.moves.values())
        for move, reason in zip(
            moves[-3:],
            (f"keeps {west} for later", "keeps a jack back", f"fears {south}"),
            strict=True,
        ):
            screen.reasons.note(move.start, move.end, reason)
        screen.logged = (-2, 0)
        screen.redraw()
        text = "\n".join(log_lines(app))
        assert f"fears {south}" in text
        assert f"keeps {west}" not in text and "keeps a jack back" not in text
        # The random bot's moves have no reason.
        assert not any(line.startswith("East") and SEPARATOR in line for line in lines)


async def test_with_the_setting_off_the_log_has_no_reasons(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await play_trix(pilot, app, 8)
        assert screen.reasons.moves  # kept, but not told
        assert not any(SEPARATOR in line for line in log_lines(app))


async def test_a_demo_tells_every_reason_even_with_the_setting_off(
    tmp_path: Path,
) -> None:
    app = build_app(
        ascii_only=False,
        bot_delay=0,
        data_dir=tmp_path / "data",
        demo=("trix", 4, 3, 5.0),
    )
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DemoTable)
        await pilot.press("space", *["right"] * 16)
        await pilot.pause()
        lines = log_lines(app)
        reasons = [move.reason for move in screen.demo.reasons.moves.values()]
        told = [line for line in lines if SEPARATOR in line]
        assert len(told) == len(reasons) > 5


async def test_a_hard_demo_thinks_in_another_process_and_says_its_figures(
    tmp_path: Path,
) -> None:
    app = build_app(
        ascii_only=False,
        bot_delay=0,
        data_dir=tmp_path / "data",
        demo=DemoOpening("kings-corner", 3, 2, 5.0, "hard", 0.05),
    )
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DemoTable)
        assert all(seat.kind == "hard" for seat in screen.seats)
        await pilot.press("space")
        while screen.session.ply < 3:
            await pilot.press("right")
            await settle_workers(pilot)
        text = " ".join(log_lines(app))
        assert "sampled deal" in text
        assert "think" not in screen.status_line[0]


async def settle_workers(pilot: Pilot[None]) -> None:
    for _ in range(2000):
        await pilot.pause(0.01)
        if not any(w.is_running for w in pilot.app.workers):
            return


async def test_a_continued_game_keeps_the_bots_reasons_in_its_log(
    tmp_path: Path,
) -> None:
    from cardgames_tui.store import saves

    app = reasons_on(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await play_trix(pilot, app, 24)
        kept = dict(screen.reasons.moves)
        before = [line for line in log_lines(app) if SEPARATOR in line]
        slot = screen.slot
    assert kept and before
    saved = saves.load(slot)
    assert saved is not None
    again = reasons_on(tmp_path)
    async with again.run_test(size=(120, 40)) as pilot:
        again.start_game(saved.session, saved.seats, slot=slot, reasons=saved.reasons)
        await settle(pilot)
        continued = again.screen
        assert isinstance(continued, TrixScreen)
        assert continued.reasons.moves == kept
        after = [line for line in log_lines(again) if SEPARATOR in line]
        assert after[-len(before) :] == before[-len(after) :] and after


def test_damaged_reasons_in_a_save_lose_the_reasons_not_the_game(
    tmp_path: Path,
) -> None:
    import json

    from cardgames_tui.store import saves

    session = GameSession.new("trix", seed=5)
    slot = tmp_path / "game-trix.json"
    saves.save(slot, session, SEATS, reasons=[(0, 1, "a reason")])
    loaded = saves.load(slot)
    assert loaded is not None and loaded.reasons == ((0, 1, "a reason"),)
    for damage in ("junk", [[0, 1]], [[0, 10**6, "past the end"]], [["0", 1, "x"]]):
        data = json.loads(slot.read_text())
        data["reasons"] = damage
        slot.write_text(json.dumps(data))
        loaded = saves.load(slot)
        assert loaded is not None and loaded.reasons == (), damage
        assert loaded.session.ply == session.ply
    # Reasons counted against other events (a save from before the engine
    # told "no double", say) would sit on the wrong lines: they are dropped.
    saves.save(slot, session, SEATS, reasons=[(0, 1, "a reason")])
    for events in (None, len(session.events) + 1):
        data = json.loads(slot.read_text())
        data.pop("events", None)
        if events is not None:
            data["events"] = events
        slot.write_text(json.dumps(data))
        loaded = saves.load(slot)
        assert loaded is not None and loaded.reasons == (), events
