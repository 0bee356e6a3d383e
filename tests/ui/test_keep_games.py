"""Undo at the table, the finished game recorded, the results' score race,
and the Replays and Statistics screens, played through Pilot."""

from __future__ import annotations

import random
import re
from pathlib import Path

from textual.widgets import OptionList, Static

from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.games.shithead.position import position as shithead_position
from cardgames_tui.store import database, history
from cardgames_tui.ui.screens.bot_turns import BotDecided
from cardgames_tui.ui.screens.game_screen import GameScreen
from cardgames_tui.ui.screens.menu import MenuScreen
from cardgames_tui.ui.screens.replay import ReplayScreen
from cardgames_tui.ui.screens.replays import ReplaysScreen
from cardgames_tui.ui.screens.results import ResultsScreen
from cardgames_tui.ui.screens.statistics import StatisticsScreen
from cardgames_tui.ui.widgets.log import EventLogView
from tests.helpers import session_from
from tests.ui.driver import make_app, play_turn, settle
from tests.ui.test_app import screen_text

ANA = (Seat("Ana"), Seat("Bot 1", "normal"), Seat("Bot 2", "normal"))


async def test_undo_restores_the_view_and_drops_a_stale_bot_answer(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        # The stock is gone: a play turns up no card nobody had seen.
        state = shithead_position(
            3,
            hands=["4H 6H 8H 10S", "5C 7C 9C JC", "5D 7D 9D JD"],
            face_down=["2S 3S 4S", "2H 3H 4D", "2D 3D 4C"],
            pile="3C",
        )
        app.start_game(session_from("shithead", state), ANA)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        log = screen.query_one(EventLogView)
        for _ in range(10):  # a move of Ana's that the bots answered
            before = screen.session.observe(0)
            lines = list(log.lines_written)
            ply = screen.session.ply
            await play_turn(pilot, screen)  # type: ignore[arg-type]
            await settle(pilot)
            if screen.session.ply > ply + 1:
                break
        assert screen.session.ply > ply + 1
        await pilot.press("u")
        await pilot.pause()
        assert screen.session.observe(0) == before
        assert screen.session.ply == ply
        assert screen.tally.undos == 1
        assert log.lines_written == lines  # the undone lines are gone
        assert "Took back your last move and" in screen_text(app)
        # A bot's answer from before the undo, for this very ply, is dropped.
        legal = screen.session.legal_actions()[0]
        screen.post_message(BotDecided(ply, legal, epoch=0))
        await pilot.pause()
        assert screen.session.ply == ply
        assert screen.session.observe(0) == before


async def test_a_blind_flip_is_not_taken_back(tmp_path: Path) -> None:
    state = shithead_position(
        3,
        hands=["", "5C 7C", "5D 7D"],
        face_down=["9D JC 3H", "- - -", "- - -"],
        pile="KS",
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("shithead", state), ANA)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await play_turn(pilot, screen)  # type: ignore[arg-type]  # flip 1: 9♦
        await settle(pilot)
        ply, before = screen.session.ply, screen.session.observe(0)
        await pilot.press("u")
        await pilot.pause()
        assert (screen.session.ply, screen.session.observe(0)) == (ply, before)
        assert screen.tally.undos == 0
        assert "That cannot be taken back: 9♦ turned up since" in screen_text(app)


async def test_undo_is_not_offered_with_several_humans(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    seats = (Seat("Ana"), Seat("Ben"), Seat("Bot", "normal"))
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(GameSession.new("shithead", players=3, seed=21), seats)
        await pilot.pause()
        await pilot.press("enter", "r")
        await settle(pilot)
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert screen.check_action("undo", ()) is False
        ply = screen.session.ply
        screen.action_undo()
        assert screen.session.ply == ply
        assert "Undo" not in screen_text(app).split("\n")[-1]


def last_move_by_ana(game_id: str, players: int) -> tuple[GameSession, str]:
    """A seeded game one move from its end, the last move Ana's (seat 0)."""
    for seed in range(200):
        session = GameSession.new(game_id, players=players, seed=seed)
        rng = random.Random(seed)
        while not session.is_over:
            session.play(rng.choice(session.legal_actions()))
        actions = [str(a) for a in session.actions]
        before = GameSession.new(game_id, players=players, seed=seed)
        for action in actions[:-1]:
            before.play(action)
        if before.current_player == 0:
            return before, actions[-1]
    raise AssertionError("no seed found")


async def test_a_finished_game_is_recorded_and_shown_everywhere(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    data = tmp_path / "data"
    session, last = last_move_by_ana("trix", 4)
    seats = (*ANA, Seat("Bot 3", "normal"))
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(session, seats)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen.tally.undos = 2
        assert screen.submit(last)
        await settle(pilot, stop_at_end=True)
        await pilot.press("enter")  # the last deal's summary
        await pilot.pause()
        assert isinstance(app.screen, ResultsScreen)
        assert app.screen.query("#score-race")
        assert "Moves taken back (undo): 2" in screen_text(app)
        kept = history.load(data)
        assert kept.session == session.record()
        assert kept.session["actions"][-1] == last
        assert kept.undos == 2 and kept.seats == seats
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        app.push_screen(StatisticsScreen())
        await pilot.pause()
        assert "Ana" in screen_text(app)
        assert app.screen.query("#race-trix")
        await pilot.press("g")  # the first game in the menu's order
        await pilot.pause()
        assert "Statistics: Shithead" in screen_text(app)
        await pilot.press("q")
        app.push_screen(ReplaysScreen())
        await pilot.pause()
        assert app.screen.query_one(OptionList).option_count == 1
        await pilot.press("enter")
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        await pilot.press("end")
        assert replay.replayer.ply == replay.replayer.total
        assert "game over" in screen_text(app)
        await pilot.press("left", "left", "home", "right")
        assert replay.replayer.ply == 1
        await pilot.press("h")
        assert replay.every_hand
        await pilot.press("space")  # plays on at pace
        assert replay.timer is not None
        await pilot.pause(0.8)
        await pilot.press("space")
        assert replay.timer is None and replay.replayer.ply >= 2


async def test_a_damaged_database_never_stops_the_game(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    data = tmp_path / "data"
    data.mkdir()
    database.path_in(data).write_bytes(b"garbage" * 500)
    session, last = last_move_by_ana("shithead", 3)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session, ANA)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.submit(last)
        await settle(pilot)
        assert isinstance(app.screen, ResultsScreen)
        notes = [n.message for n in app._notifications]
        assert any("damaged: it was moved to" in note for note in notes)
    assert len(list(data.glob("statistics.sqlite3.damaged-*"))) == 1
    assert history.count(data) == 1  # kept in the new database at once


async def test_the_results_log_takes_the_room_a_tall_terminal_has(
    tmp_path: Path,
) -> None:
    from cardgames_tui.bots.levels import make_bot
    from cardgames_tui.ui.widgets.log import GameLogView

    session = GameSession.new("shithead", players=2, seed=1)
    bot, rng = make_bot(session.game, "normal"), random.Random(1)
    while not session.is_over:
        session.play(bot.choose(session.observe(session.current_player), rng))
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        app.show_results(session, (Seat("Ana"), Seat("Bo")), replace=None)
        await pilot.pause()
        assert app.screen.query_one(GameLogView).size.height > 20  # was 12


async def test_shithead_figures_show_no_points_and_the_bots_table_is_there(
    tmp_path: Path,
) -> None:
    # A play-tester: the screen lacked the bots' table that `cardgames
    # stats` prints, Shithead rows showed for/vs/best/avg of 0s and 1s,
    # and its replay "Scores: You 0 · Bot 1 0 ...".
    from tests.store.helpers import record

    data = tmp_path / "data"
    for seed in range(2):
        history.record_game(data, record("shithead", seed, ended=seed))
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        app.push_screen(StatisticsScreen())
        await pilot.pause()
        text = screen_text(app)
        assert "The bots themselves, by level" in text
        ana = next(
            line for line in text.splitlines() if "Ana" in line and "Shit" in line
        )
        assert not re.search(r"\d+\.\d", ana), ana  # no average of points
        await pilot.press("q")
        app.push_screen(ReplaysScreen())
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("end")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        assert "Scores:" not in screen_text(app)


async def test_a_shithead_replay_line_names_the_shithead_and_the_footer_fits_80(
    tmp_path: Path,
) -> None:
    # A play-tester: "won by" three players told a Shithead player nothing,
    # the replay's footer ended "h Every ▏" at 80 columns (no q, no f1), and
    # a long game had no step bigger than one move.
    from tests.store.helpers import record

    data = tmp_path / "data"
    kept = record("shithead", 4)
    history.record_game(data, kept)
    loser = max(kept.results, key=lambda result: result.place).name
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(ReplaysScreen())
        await pilot.pause()
        line = str(app.screen.query_one(OptionList).get_option_at_index(0).prompt)
        assert f"the shithead: {loser}" in line and "won by" not in line
        # Its note on one line ("one" wrapped onto a line of its own).
        assert app.screen.query_one("#replays-note").region.height == 1
        await pilot.press("enter")
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen)
        footer = screen_text(app).splitlines()[-1]
        assert "q Back" in footer and "f1 Keys" in footer, footer
        seats = str(replay.query_one("#replay-seats", Static).content)
        assert seats.count(" · 3 face down") == len(kept.seats), seats
        await pilot.press("x")  # answered, as at a table
        await pilot.pause()
        assert "x does nothing here: F1 lists the keys." in screen_text(app)
        await pilot.press("shift+right", "shift+right", "shift+left", "right")
        await pilot.pause()
        assert replay.replayer.ply == 11
        assert "does nothing" not in screen_text(app)


async def test_a_flat_win_rate_is_said_in_words_not_drawn_low(tmp_path: Path) -> None:
    # A flat series is drawn with the lowest bars: 100% of one game read as 0%.
    from textual.widgets import Sparkline

    from tests.store.helpers import record

    history.record_game(tmp_path / "data", record("kings-corner", 1, ended=1))
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        app.push_screen(StatisticsScreen())
        await pilot.pause()
        assert "so far: no change to draw" in " ".join(screen_text(app).split())
        assert not app.screen.query(Sparkline)


async def test_a_held_arrow_key_in_a_replay_draws_once_not_per_key(
    tmp_path: Path,
) -> None:
    # A play-tester held → in a long Trix replay: each step redrew the log
    # (a tenth of a second), so the queued keys froze the app for a minute.
    from textual import events

    from tests.store.helpers import record

    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        replay = ReplayScreen(record("trix", 3))
        await app.push_screen(replay)
        await pilot.pause()
        draws = 0
        show = replay.show

        def counted() -> None:
            nonlocal draws
            draws += 1
            show()

        replay.show = counted  # type: ignore[method-assign]
        for _ in range(30):
            app.post_message(events.Key("right", None))
        for _ in range(3):
            await pilot.pause()
        assert replay.replayer.ply == 30
        assert draws <= 2
        assert "move 30 of" in screen_text(app)


async def test_a_trix_replay_counts_the_deal_in_progress_and_wraps_its_header(
    tmp_path: Path,
) -> None:
    # The table's boxes count a Complex deal as it goes; the replay's
    # "Scores" waited for the deal's end. And its header was cut at 80
    # columns once the game had a long name and a number ("... · Bot 1 t").
    import dataclasses

    from textual.widgets import Static

    from cardgames_tui.games.trix.view import TrixView
    from tests.store.helpers import record

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        kept = dataclasses.replace(record("trix", 3), id=12345)
        replay = ReplayScreen(kept)
        await app.push_screen(replay)
        session = replay.replayer.session

        def standing() -> tuple[int, ...]:
            view = session.observe(None)
            assert isinstance(view, TrixView)
            return view.standing

        while list(standing()) == list(session.scores):
            replay.replayer.go(replay.replayer.ply + 1)
        replay.show()
        await pilot.pause()
        names = [seat.name for seat in kept.seats]
        shown = " · ".join(f"{n} {s}" for n, s in zip(names, standing(), strict=True))
        seats = str(replay.query_one("#replay-seats", Static).content)
        assert f"Scores: {shown}" in " ".join(seats.split())
        header = replay.query_one("#replay-header", Static)
        words = str(header.content)
        assert words.endswith(f"{names[session.current_player or 0]} to play")
        assert len(words) > 78  # more than one line holds
        assert header.region.height == 2


async def test_a_replays_last_move_shows_the_result_at_80_by_24(
    tmp_path: Path,
) -> None:
    # The scores and "Won by" came after the seats and the table, below the
    # panel's last row at 80×24 (a play-tester saw them only at 30 rows).
    from textual.widgets import Static

    from cardgames_tui.store import records
    from cardgames_tui.store.races import race_of
    from tests.store.helpers import seats_for

    session = GameSession.new("kings-corner", players=4, seed=2)
    rng = random.Random(2)
    while not session.is_over:
        session.play(rng.choice(session.legal_actions()))
    seats = seats_for(4)
    names = [seat.name for seat in seats]
    race = race_of(session, names)
    kept = records.finished(session, seats, started=0, ended=60, undos=1, race=race)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(ReplayScreen(kept))
        await pilot.press("end")
        await pilot.pause()
        await pilot.pause()
        text = screen_text(app)
        assert "Scores: Ana" in text and "Won by " in text
        assert "· 1 undo" in text and "1 undos" not in text
        panel = str(app.screen.query_one("#replay-seats", Static).content)
        assert "Draw pile" in panel and "Stock" not in panel  # the table's word
        # The rest of the table, below the panel's last row: Page Down.
        assert "Draw pile" not in screen_text(app)
        await pilot.press("pagedown", "pagedown")
        await pilot.pause()
        assert "Draw pile" in screen_text(app)
        assert "move 766 of 766" in screen_text(app)  # the arrows still step


async def test_the_replays_list_shows_no_markdown(tmp_path: Path) -> None:
    # A play-tester read literal backticks round the export command.
    from tests.store.helpers import record

    history.record_game(tmp_path / "data", record("kings-corner", 1, ended=1))
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(ReplaysScreen())
        await pilot.pause()
        text = screen_text(app)
        assert "cardgames export ID FILE" in text and "`" not in text


def test_a_replays_pile_line_counts_only_what_needs_counting() -> None:
    # "Pile: 7♣ (1 cards)" at a replay's end (a play-tester).
    from types import SimpleNamespace

    from cardgames_tui.core.cards import cards
    from cardgames_tui.ui.replay_table import table_lines

    def pile_line(pile: str) -> str:
        view = SimpleNamespace(
            face_up=((), ()), face_down=((), ()), pile=cards(pile), stock_size=0
        )
        return table_lines(view, ("Ana", "Bot"), True)[-1]

    assert pile_line("7C") == "Pile: 7C · stock 0"
    assert pile_line("5H 7C") == "Pile: 7C (2 cards) · stock 0"
    assert pile_line("") == "Pile: empty · stock 0"
