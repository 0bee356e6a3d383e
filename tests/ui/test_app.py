"""The app as a player meets it: menu, set-up, a whole game, hot-seat, sizes."""

from __future__ import annotations

import html
import json
import random
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList

from cardgames_tui.core.cards import CARDS
from cardgames_tui.core.registry import all_games
from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.games.shithead.view import ShitheadView
from cardgames_tui.ui.card_text import card_label
from cardgames_tui.ui.screens.dialogs import ConfirmDialog
from cardgames_tui.ui.screens.hand_end import HandEndDialog
from cardgames_tui.ui.screens.handover import HandoverScreen
from cardgames_tui.ui.screens.menu import MenuScreen
from cardgames_tui.ui.screens.results import ResultsScreen
from cardgames_tui.ui.screens.rules import RulesScreen
from cardgames_tui.ui.screens.setup import SetupScreen
from cardgames_tui.ui.screens.shithead import HAND, TABLE, ShitheadScreen
from cardgames_tui.ui.screens.too_small import TooSmallScreen
from cardgames_tui.ui.tables import TABLES
from tests.helpers import session_from
from tests.ui.driver import make_app, play_turn, settle, start


def screen_text(app: object) -> str:
    """Everything the screen shows, as plain text (from its SVG screenshot)."""
    from textual.app import App

    assert isinstance(app, App)
    svg = app.export_screenshot()
    return html.unescape("".join(re.findall(r">([^<]*)</text>", svg))).replace(
        "\xa0", " "
    )


async def test_menu_offers_each_table_and_its_rules(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        assert isinstance(app.screen, MenuScreen)
        assert "Shithead" in screen_text(app)
        await pilot.press("question_mark")
        assert isinstance(app.screen, RulesScreen)
        assert "face down" in screen_text(app)
        await pilot.press("escape")
        assert isinstance(app.screen, MenuScreen)


def test_every_table_is_a_registered_game() -> None:
    assert set(TABLES) <= {game.id for game in all_games()}


async def test_enter_enter_starts_you_against_three_bots(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("enter")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ShitheadScreen)
        assert [s.kind for s in screen.seats] == [
            "human",
            "normal",
            "normal",
            "normal",
        ]
        assert screen.viewer == 0


async def test_set_up_shows_which_line_has_the_focus(tmp_path: Path) -> None:
    """Compact fields barely change when focused, so the line's label lights up;
    seats are numbered from 1, as players count."""
    from textual.widgets import Label

    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        labels = [
            app.screen.query_one(f"#seat-{i} .setup-label", Label) for i in (0, 1)
        ]
        assert [str(label.render()) for label in labels] == ["Seat 1", "Seat 2"]
        app.screen.query_one("#kind-1").focus()
        await pilot.pause()
        assert labels[1].rich_style.bold and not labels[0].rich_style.bold
        app.screen.query_one("#name-0").focus()
        await pilot.pause()
        assert labels[0].rich_style.bold and not labels[1].rich_style.bold
        # Start shows its focus plainly (an underline alone went unseen):
        # lit blue only then.
        start = app.screen.query_one("#start")
        plain = start.rich_style.bgcolor
        start.focus()
        await pilot.pause()
        assert start.rich_style.bgcolor != plain


async def test_a_whole_game_by_key_presses_reaches_the_results(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    seats = (
        Seat("Ana"),
        Seat("Bot 1", "heuristic"),
        Seat("Bot 2", "random"),
        Seat("Bot 3", "heuristic"),
    )
    # Seed 11: every kind of move by keys (ready, from the hand and the
    # face-up cards, blind flips, pick-ups) in 30 turns; 12 took 62.
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await start(
            pilot, GameSession.new("shithead", players=4, seed=11), seats
        )
        session = screen.session
        for _ in range(3000):
            if isinstance(app.screen, ResultsScreen):
                break
            ply = session.ply
            await play_turn(pilot, screen)
            assert session.ply > ply, app.screen.query_one("#status").render()
            await settle(pilot)
        assert isinstance(app.screen, ResultsScreen)
        assert session.is_over
        await pilot.pause()
        text = screen_text(app)
        assert "game over" in text and "Ana" in text
        assert not (tmp_path / "save.json").exists()  # a finished game is not offered


@pytest.mark.parametrize("last", ["complex", "trix"])
async def test_revealing_hands_after_trix_shows_the_last_deal_as_dealt(
    tmp_path: Path, last: str
) -> None:
    """A last Complex deal ends with every card played, and "no cards" four
    times read as broken: each seat's hand as dealt is shown instead, and
    after a last Trix deal the fourth seat's cards still held too."""
    from cardgames_tui.bots.levels import make_bot

    session = GameSession.new("trix", seed=2)
    bot, rng = make_bot(session.game, "normal"), random.Random(2)
    while not session.is_over:
        view = session.observe(session.current_player)
        first_of_last = view.phase == "choose" and view.deal_number == 7  # type: ignore[attr-defined]
        if first_of_last:  # the other contract comes last
            other = "trix" if last == "complex" else "complex"
            session.play(next(a for a in view.legal_actions if other in str(a)))
        else:
            session.play(bot.choose(view, rng))
    assert [e.target for e in session.events if e.kind == "contract"][-1] == last
    app = make_app(tmp_path)
    seats = tuple(Seat(f"Bot {i}", "heuristic") for i in range(1, 5))
    async with app.run_test(size=(100, 32)) as pilot:
        app.push_screen(ResultsScreen(session, seats))
        await pilot.pause()
        await pilot.press("h")
        text = screen_text(app)
        # The last deal as dealt, thirteen cards a seat: "every card was
        # played" showed nothing of a Complex deal.
        for seat in seats:
            line = next(x for x in text.splitlines() if f"{seat.name}: dealt " in x)
            assert len(re.findall(r"(?:10|[2-9JQKA])[♠♥♦♣]", line)) >= 13, line
        held = text.count("still held")
        assert held == (0 if last == "complex" else 1), text


async def test_an_illegal_move_is_explained_and_changes_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    seats = (Seat("Ana"), Seat("Bot", "heuristic"), Seat("Bob", "heuristic"))
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await start(
            pilot, GameSession.new("shithead", players=3, seed=4), seats
        )
        view: ShitheadView | None = None
        for _ in range(400):
            seen = screen.session.observe(0)
            assert isinstance(seen, ShitheadView)
            view = seen
            playable = {c for a in view.legal_actions for c in getattr(a, "cards", ())}
            bad = [c for c in view.hand if c not in playable]
            if view.phase == "play" and view.playing_from == "hand" and bad:
                break
            await play_turn(pilot, screen)
            await settle(pilot)
        assert view is not None
        before = screen.session.state.key()
        ply = screen.session.ply
        screen.row = "hand"
        screen.cursor["hand"] = view.hand.index(bad[0])
        await pilot.press("space", "enter")
        assert screen.session.ply == ply and screen.session.state.key() == before
        assert screen.picked["hand"] == {view.hand.index(bad[0])}  # still picked
        status = str(screen.query_one("#status").render())
        assert status.startswith("Not allowed:")


@asynccontextmanager
async def ana_and_ben(tmp_path: Path) -> AsyncIterator[tuple[Any, Any]]:
    """A hot-seat Shithead game of Ana and Ben (seed 8), at its first
    handover: the app and its pilot."""
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        seats = (Seat("Ana"), Seat("Ben"))
        app.start_game(GameSession.new("shithead", players=2, seed=8), seats)
        await pilot.pause()
        yield app, pilot


async def test_hot_seat_handover_hides_the_previous_players_cards(
    tmp_path: Path,
) -> None:
    async with ana_and_ben(tmp_path) as (app, pilot):
        assert isinstance(app.screen, HandoverScreen)
        assert "Pass to Ana" in screen_text(app)
        await pilot.press("enter")
        table = app.screen
        assert isinstance(table, ShitheadScreen)
        ana = table.session.observe(0)
        assert isinstance(ana, ShitheadView)
        ana_hand = [card_label(c, False) for c in ana.hand]
        assert all(label in screen_text(app) for label in ana_hand)
        await pilot.press("r")
        assert isinstance(app.screen, HandoverScreen)
        shown = screen_text(app)
        assert "Pass to Ben" in shown
        assert not any(label in shown for label in ana_hand)
        await pilot.press("enter")
        assert table.viewer == 1
        shown = screen_text(app)
        assert not any(label in shown for label in ana_hand)


async def test_a_small_terminal_says_so_and_recovers(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "need 80×24, you have 60×20" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def shithead_after_ready(pilot: Pilot[None]) -> ShitheadScreen:
    """From the menu: a Shithead game against bots, past your swap."""
    await pilot.press("enter", "enter")
    await settle(pilot)
    table = pilot.app.screen
    assert isinstance(table, ShitheadScreen)
    await pilot.press("r")
    await settle(pilot)
    return table


async def test_leaving_asks_first_and_the_game_can_be_continued(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await shithead_after_ready(pilot)
        ply = table.session.ply
        await pilot.press("q")
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("n")
        back: object = app.screen
        assert back is table
        await pilot.press("q", "y")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert "Continue: Shithead" in screen_text(app)
        app.screen.query_one(OptionList).highlighted = 0
        await pilot.press("enter")
        await settle(pilot)
        resumed = app.screen
        assert isinstance(resumed, ShitheadScreen) and resumed is not table
        assert resumed.session.ply == ply
        assert resumed.session.state.key() == table.session.state.key()


async def test_a_game_goes_on_when_the_data_folder_cannot_be_written(
    tmp_path: Path,
) -> None:
    # A probe set CARDGAMES_DATA_DIR to a file: Start closed the app.
    (tmp_path / "data").write_text("a file, not a folder")
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await shithead_after_ready(pilot)
        assert table.session.ply > 1
        assert table.is_current
        told = [n.message for n in app._notifications]
        assert "The seats could not be kept for next time (File exists)." in told
        assert sum("This game cannot be saved in" in m for m in told) == 1
        assert "leaving it will lose what is not saved" in " ".join(told)
        await pilot.press("q")
        assert isinstance(app.screen, ConfirmDialog)
        lost = "This game could not be saved: it will be lost."
        assert app.screen.question == f"Leave this game? {lost}"
        await pilot.press("n", "ctrl+q")
        assert isinstance(app.screen, ConfirmDialog)
        assert app.screen.question == f"Quit? {lost}"
        await pilot.press("n")
        # Its end removes no save, as there is none (NotADirectoryError
        # closed the app at the results, found playing it in tmux).
        table.forget_save()
        assert not [n for n in app._notifications if "removed" in n.message]
        # A finished game cannot be recorded either: one line, no
        # "[Errno 17] File exists: '/…/data'" (a probe), and no number.
        from cardgames_tui.store.saves import Tally
        from cardgames_tui.ui.keep import keep_finished

        done = GameSession.new("shithead", players=2, seed=4)
        rng = random.Random(4)
        while not done.is_over:
            done.play(rng.choice(done.legal_actions()))
        seats = (Seat("Ana"), Seat("Bot", "normal"))
        assert keep_finished(table, done, seats, Tally()) is None
        await pilot.pause()
        told = [n.message for n in app._notifications]
        said = "This game could not be added to the statistics (File exists)."
        assert said in told


async def test_moves_that_could_not_be_saved_are_said_to_be_lost_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cardgames_tui.store import saves

    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await shithead_after_ready(pilot)
        assert table.written is not None  # saved once

        def full(*args: object, **kwargs: object) -> None:
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(saves, "save", full)
        await pilot.press("h", "enter")
        await settle(pilot)
        await pilot.press("q")
        assert isinstance(app.screen, ConfirmDialog)
        assert app.screen.question == (
            "Leave this game? Its latest moves could not be saved: Continue picks"
            " it up from before them."
        )


@pytest.mark.parametrize(
    ("menu_keys", "title"),
    [(("down",), "Trix"), (("down", "down"), "Kings in the Corner")],
)
async def test_each_table_left_midway_continues_from_the_menu(
    tmp_path: Path, menu_keys: tuple[str, ...], title: str
) -> None:
    from cardgames_tui.ui.screens.hand_table import HandTableScreen
    from tests.ui.kings_driver import play_kings_action
    from tests.ui.trix_driver import play_trix_turn

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*menu_keys, "enter", "enter")  # you against bots
        await settle(pilot)
        table = app.screen
        assert isinstance(table, HandTableScreen)
        if title == "Trix":
            await play_trix_turn(pilot, table)  # type: ignore[arg-type]
        else:
            await play_kings_action(pilot, table)  # type: ignore[arg-type]
        await settle(pilot)
        ply = table.session.ply
        assert ply > 0
        await pilot.press("q", "y")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert f"Continue: {title}" in screen_text(app)
        app.screen.query_one(OptionList).highlighted = 0
        await pilot.press("enter")
        await settle(pilot)
        resumed: object = app.screen
        assert type(resumed) is type(table) and resumed is not table
        assert isinstance(resumed, HandTableScreen)
        assert resumed.session.ply == ply
        assert resumed.session.state.key() == table.session.state.key()


async def test_a_damaged_save_is_set_aside_with_a_message(tmp_path: Path) -> None:
    saved = tmp_path / "data" / "game-shithead-1.json"
    saved.parent.mkdir()
    saved.write_text("{not json", encoding="utf-8")
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        assert "Continue" not in screen_text(app)
        assert not saved.exists()
        assert (saved.parent / "game-shithead-1.damaged.json").exists()
        assert any("could not be read" in n.message for n in app._notifications)


async def test_damaged_saves_name_their_games_in_one_notice(tmp_path: Path) -> None:
    # A play-tester's four damaged saves stacked four notices past the top
    # of the screen, each "A saved game…" without saying which.
    from cardgames_tui.store.saves import slot_label

    data = tmp_path / "data"
    data.mkdir()
    names = (
        "game-shithead-20261205-233412.json",
        "game-kings-corner-20261204-090500.json",
    )
    for name in names:
        (data / name).write_text("{not json", encoding="utf-8")
    assert slot_label(data / names[1]) == (
        "the saved game of Kings in the Corner started 04 Dec 09:05"
    )
    assert slot_label(data / "game-x.json") == "a saved game"
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        notices = [n.message for n in app._notifications]
        assert len(notices) == 1, notices
        assert notices[0].startswith("2 saved games could not be read")
        assert "Shithead started 05 Dec 23:34" in notices[0]
        assert "Kings in the Corner started 04 Dec 09:05" in notices[0]
    assert len(list(data.glob("*.damaged.json"))) == 2


async def test_a_save_that_does_not_replay_is_refused(tmp_path: Path) -> None:
    record = GameSession.new("shithead", players=2, seed=1).record()
    record["actions"] = ["play AS"]
    data = {"record": record, "seats": [{"name": "A", "kind": "human"}] * 2}
    saved = tmp_path / "data" / "game-shithead-1.json"
    saved.parent.mkdir()
    saved.write_text(json.dumps(data), encoding="utf-8")
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "Continue" not in screen_text(app)


async def test_damaged_saves_notice_says_which_could_not_be_moved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # "each was moved aside" overstated when one of them could not be.
    from cardgames_tui.store import saves

    data = tmp_path / "data"
    data.mkdir()
    stuck = data / "game-shithead-20261205-233412.json"
    moved = data / "game-trix-20261204-090500.json"
    for path in (stuck, moved):
        path.write_text("{not json", encoding="utf-8")
    real = saves.set_aside

    def set_aside(path: Path) -> Path:
        if path == stuck:
            raise PermissionError(13, "Permission denied")
        return real(path)

    monkeypatch.setattr(saves, "set_aside", set_aside)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        (notice,) = [n.message for n in app._notifications]
    assert "each was moved aside" not in notice
    assert "Shithead started 05 Dec 23:34 could not be read (damaged file):" in notice
    assert "it could not be moved aside" in notice
    assert "it was moved to game-trix-20261204-090500.damaged.json" in notice
    assert stuck.exists() and not moved.exists()


async def test_ascii_mode_writes_suits_as_letters(tmp_path: Path) -> None:
    app = make_app(tmp_path, ascii_only=True)
    seats = (Seat("Ana"), Seat("Bot", "heuristic"))
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(
            pilot, GameSession.new("shithead", players=2, seed=3), seats
        )
        await pilot.pause()
        text = screen_text(app)
        view = screen.session.observe(0)
        assert isinstance(view, ShitheadView)
        assert all(card_label(c, True) in text for c in view.hand)
        assert not any(symbol in text for symbol in "♠♥♦♣")


async def test_play_again_keeps_the_seats_and_the_shithead_deals(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    seats = (Seat("Bot A", "heuristic"), Seat("Bot B", "random"))
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(GameSession.new("shithead", players=2, seed=5), seats)
        await settle(pilot)
        results = app.screen
        assert isinstance(results, ResultsScreen)
        loser = results.session.outcome.ranking[-1]  # type: ignore[union-attr]
        await pilot.press("h")
        assert "Hands:" in screen_text(app)
        await pilot.press("a")
        await pilot.pause()
        # Bots alone may finish the new game within that pause: the table
        # (perhaps under its final summary) or its results, of a new session.
        again = app.screen
        if isinstance(again, HandEndDialog):
            again = app.screen_stack[-2]
        assert isinstance(again, ShitheadScreen | ResultsScreen)
        assert again.session is not results.session
        assert again.seats == seats and again.session.options["dealer"] == loser


async def test_a_thirty_card_hand_fits_at_80_by_24(tmp_path: Path) -> None:
    from cardgames_tui.core.registry import find_game
    from cardgames_tui.games.shithead.position import position

    every = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    hand = [f"{r}{s}" for s in "SHD" for r in every][:30]
    state = position(2, hands=[" ".join(hand), "AC"], pile="3C")
    game = find_game("shithead")
    session = GameSession(
        game, state, seed=0, deck=None, options=game.resolve_options(None)
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(session, (Seat("Ana"), Seat("Bot", "heuristic")))
        await settle(pilot)
        await pilot.pause()
        text = screen_text(app)
        view = session.observe(0)
        assert isinstance(view, ShitheadView) and len(view.hand) == 30
        assert all(card_label(c, False) in text for c in view.hand)
        assert "Your turn" in text  # the status line is still on screen


async def test_a_click_picks_and_a_double_click_plays(tmp_path: Path) -> None:
    from cardgames_tui.ui.widgets.card_row import CELL

    app = make_app(tmp_path)
    seats = (Seat("Ana"), Seat("Bot", "heuristic"))
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(
            pilot, GameSession.new("shithead", players=2, seed=5), seats
        )
        while screen.session.observe(0).phase == "swap":  # type: ignore[attr-defined]
            await pilot.press("r")
            await settle(pilot)
        view = screen.session.observe(0)
        assert isinstance(view, ShitheadView)
        playable = [c for a in view.legal_actions for c in getattr(a, "cards", ())]
        index = view.hand.index(playable[0])
        await pilot.click("#hand", offset=(index * CELL + 1, 0))
        assert screen.picked["hand"] == {index}
        ply = screen.session.ply
        await pilot.click("#hand", offset=(index * CELL + 1, 0), times=2)
        await pilot.pause()
        assert screen.session.ply > ply
        assert screen.session.actions[ply] == screen.session.parse(
            f"play {playable[0]}"
        )


@pytest.mark.parametrize(
    "theme", ["textual-light", "ansi-dark", "ansi-light", "textual-dark"]
)
async def test_the_table_renders_in_light_dark_and_ansi_themes(
    tmp_path: Path, theme: str
) -> None:
    """In every theme a player can tell the cursor, a card that can be
    played, one that cannot and a picked one apart (the cursor once vanished
    in one theme, and picked text once had no contrast)."""
    from cardgames_tui.games.shithead.position import position
    from cardgames_tui.ui.widgets.card_row import CardRowView

    app = make_app(tmp_path)
    seats = (Seat("Ana"), Seat("Bot", "heuristic"))
    state = position(2, hands=["7H 10C KD", "5D"], face_up=["QS", "JS"], pile="9S")
    async with app.run_test(size=(80, 24)) as pilot:
        app.theme = theme
        await start(pilot, session_from("shithead", state), seats)
        await pilot.pause()
        assert "Face up" in screen_text(app) and "Hand" in screen_text(app)
        hand = app.screen.query_one("#hand", CardRowView)
        assert [slot.playable for slot in hand.slots] == [False, True, True]
        looks = {
            "cursor": hand.get_visual_style("row--card", "row--cursor"),
            "playable": hand.get_visual_style("row--card"),
            "dimmed": hand.get_visual_style("row--dim"),
            "picked": hand.get_visual_style("row--card", "row--selected"),
        }
        seen = {
            name: (v.foreground, v.background, v.bold, v.underline, v.dim)
            for name, v in looks.items()
        }
        assert len(set(seen.values())) == len(seen), seen
        picked = looks["picked"]
        assert picked.foreground != picked.background


async def test_picks_are_forgotten_once_a_play_changes_the_hand(
    tmp_path: Path,
) -> None:
    """Picks are places in a row: after a play they must not land on the cards
    that moved into those places (a refused play keeps them: see above)."""
    from cardgames_tui.ui.widgets.card_row import CardRowView

    app = make_app(tmp_path)
    seats = (Seat("Ana"), Seat("Bot", "heuristic"), Seat("Bob", "heuristic"))
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await start(
            pilot, GameSession.new("shithead", players=3, seed=4), seats
        )
        plays = 0
        while plays < 6 and not screen.session.is_over:
            move = await play_turn(pilot, screen)
            await settle(pilot)
            if move.startswith("play") and screen.my_turn():
                plays += 1
                assert screen.picked == {"hand": set(), "table": set()}
                rows = screen.query(CardRowView)
                assert all(not row.selected for row in rows)
        assert plays == 6


@pytest.mark.parametrize("game_id", ["shithead", "trix", "kings-corner"])
async def test_no_hidden_card_reaches_a_widget_during_a_handover(
    tmp_path: Path, game_id: str
) -> None:
    """While the handover is up, the table under it was drawn from the
    public view: no widget holds, or shows, a card from anybody's hand."""
    from cardgames_tui.ui.screens.game_screen import GameScreen
    from cardgames_tui.ui.widgets.card_row import CardRowView

    session = GameSession.new(game_id, seed=3)
    seats = tuple(Seat(name) for name in ("Ana", "Ben", "Cy", "Di")[: session.players])
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 36)) as pilot:
        app.start_game(session, seats)
        await pilot.pause()
        handovers = 0
        for _ in range(40):
            if isinstance(app.screen, HandoverScreen):
                table = app.screen_stack[-2]
                assert isinstance(table, GameScreen)
                assert table.table_view().seat is None
                hidden = {
                    card_label(card, False)
                    for seat in range(session.players)
                    for card in getattr(session.observe(seat), "hand", ())
                }
                for row in table.query(CardRowView):
                    labels = {slot.label for slot in row.slots if not slot.hidden}
                    assert not labels & hidden, row.id
                handovers += 1
                if handovers == 2:
                    break
                await pilot.press("enter")
            else:
                legal = session.legal_actions()
                if not legal:
                    break
                table = app.screen
                assert isinstance(table, GameScreen)
                table.play(legal[-1])  # ready, end, or a move that passes the turn
            await pilot.pause()
        assert handovers >= 2


def finished(game: str, players: int, seed: int) -> GameSession:
    """A game of normal bots (the plain heuristic) played to its end."""
    session = GameSession.new(game, players=players, seed=seed)
    bot, rng = session.game.bots["heuristic"](), random.Random(seed)
    while not session.is_over:
        seat = session.current_player
        assert seat is not None
        session.play(bot.choose(session.observe(seat), rng))
    return session


async def test_q_on_the_results_leaves_for_the_menu_not_the_app(tmp_path: Path) -> None:
    # q quit the app at once there, where everywhere else it leads to the
    # menu: a player pressed it out of habit.
    session = finished("shithead", players=2, seed=1)
    app = make_app(tmp_path)
    seats = (Seat("Bot 1", "heuristic"), Seat("Bot 2", "heuristic"))
    async with app.run_test(size=(100, 32)) as pilot:
        app.push_screen(ResultsScreen(session, seats))
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, MenuScreen)


async def test_revealed_shithead_hands_name_the_blind_cards_left(
    tmp_path: Path,
) -> None:
    # "Reveal hands" listed the shithead's hand only, not the face-down
    # cards still on the table; then "2 face down", where a player turning
    # them over expects to see them: the game is over, nothing is secret.
    for seed in range(40):
        session = finished("shithead", players=3, seed=seed)
        shithead = session.outcome.ranking[-1] if session.outcome else 0
        loser = session.observe(shithead)
        assert isinstance(loser, ShitheadView)
        if sum(loser.face_down[shithead]) and loser.hand:
            break
    else:
        raise AssertionError("no game ends with blind cards left")
    app = make_app(tmp_path)
    seats = tuple(Seat(f"Bot {i}", "heuristic") for i in (1, 2, 3))
    async with app.run_test(size=(100, 32)) as pilot:
        app.push_screen(ResultsScreen(session, seats))
        await pilot.pause()
        await pilot.press("h")
        text = screen_text(app)
        down = [CARDS[c] for c in loser.down_left[3 * shithead :][:3] if c >= 0]
        assert len(down) == sum(loser.face_down[shithead])
        assert f"{seats[shithead].name}: hand " in text
        named = " ".join(card_label(card, False) for card in down)
        assert f"face down {named}" in text, text


async def test_the_menus_arrows_stop_at_its_ends(tmp_path: Path) -> None:
    # ↑ on the first game wrapped to the last line, a setting, and Enter
    # switched it (a play-tester turned the bots' reasons on that way).
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        games = app.screen.query_one(OptionList)
        await pilot.press("home")
        first = games.highlighted
        await pilot.press("up")
        assert games.highlighted == first
        await pilot.press("end")
        last = games.highlighted
        assert last is not None and first is not None and last > first
        await pilot.press("down")
        assert games.highlighted == last
        await pilot.press("up")
        assert games.highlighted is not None and games.highlighted < last


async def test_q_on_the_handover_asks_to_leave_and_shows_no_cards(
    tmp_path: Path,
) -> None:
    # q and Esc did nothing there, without a word.
    async with ana_and_ben(tmp_path) as (app, pilot):
        under = app.screen_stack[-2]
        assert isinstance(under, ShitheadScreen)
        session = under.session
        assert isinstance(app.screen, HandoverScreen)
        assert "q: leave the game" in screen_text(app)
        ana = session.observe(0)
        assert isinstance(ana, ShitheadView)
        hidden = [card_label(c, False) for c in ana.hand]
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        assert not any(label in screen_text(app) for label in hidden)
        await pilot.press("n")  # stay: still the handover, cards hidden
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert "Continue: Shithead" in screen_text(app)


async def test_a_hot_seat_player_starts_on_their_hand_not_where_the_last_left(
    tmp_path: Path,
) -> None:
    # Ben's swap began with the cursor on his face-up row, where Ana left hers.
    from cardgames_tui.ui.screens.shithead import HAND, TABLE

    async with ana_and_ben(tmp_path) as (app, pilot):
        await pilot.press("enter")  # Ana takes her seat
        table = app.screen
        assert isinstance(table, ShitheadScreen)
        await pilot.press("up", "right", "space")  # her face-up row, a pick
        assert table.row == TABLE and table.picked[TABLE]
        await pilot.press("r")  # ready: over to Ben
        assert isinstance(app.screen, HandoverScreen)
        await pilot.press("enter")
        assert table.viewer == 1
        assert table.row == HAND and table.cursor == {HAND: 0, TABLE: 0}
        assert not table.picked[HAND] and not table.picked[TABLE]


async def test_a_second_enter_on_the_results_does_not_start_a_new_game(
    tmp_path: Path,
) -> None:
    # "Play again" had the focus: Enter pressed twice through "Enter: the
    # results" started a new game before the results were seen.
    session = finished("shithead", players=2, seed=1)
    app = make_app(tmp_path)
    seats = (Seat("Bot 1", "heuristic"), Seat("Bot 2", "heuristic"))
    async with app.run_test(size=(100, 32)) as pilot:
        results = ResultsScreen(session, seats)
        app.push_screen(results)
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is results


@asynccontextmanager
async def ana_against_a_bot(
    tmp_path: Path,
) -> AsyncIterator[tuple[Any, Any, ShitheadScreen]]:
    """Ana's Shithead table against one normal bot (seed 4), her turn: the
    app, its pilot and the table."""
    app = make_app(tmp_path)
    seats = (Seat("Ana"), Seat("Bot", "heuristic"))
    async with app.run_test(size=(100, 32)) as pilot:
        session = GameSession.new("shithead", players=2, seed=4)
        yield app, pilot, await start(pilot, session, seats)


async def test_moving_the_cursor_as_the_table_comes_down_does_nothing(
    tmp_path: Path,
) -> None:
    # The 20,000-key soak: an arrow key reached a Shithead table whose rows
    # Textual was taking down (NoMatches closed the app).
    async with ana_against_a_bot(tmp_path) as (app, _, screen):
        for row in ("#hand", "#my-table"):
            await screen.query_one(row).remove()
        before = (screen.row, dict(screen.cursor))
        screen.action_cursor(1)
        screen.action_switch_row()
        assert app.is_running and (screen.row, dict(screen.cursor)) == before


async def test_home_and_end_take_the_cursor_to_a_rows_first_and_last_card(
    tmp_path: Path,
) -> None:
    # A play-tester pressed End on the hand row and nothing happened.
    async with ana_against_a_bot(tmp_path) as (_, pilot, screen):
        for row in (HAND, TABLE):
            if screen.row != row:
                await pilot.press("down")
            await pilot.press("end")
            assert screen.cursor[row] == len(screen.row_cards(row)) - 1
            await pilot.press("home")
            assert screen.cursor[row] == 0


async def test_once_the_other_human_is_out_no_handover_comes_between_turns(
    tmp_path: Path,
) -> None:
    # A play-tester, once Ann was out, pressed Enter on "Ben again" before
    # each of Ben's turns to the end: nobody left had a move to gain by a look.
    from cardgames_tui.games.shithead.position import position

    state = position(
        3,
        hands=["5H", "6C 7C 9C JC QC KC", "6D 7D 9D JD QD KD"],
        face_down=["- - -", "2S 3S 4S", "2H 3H 4D"],
        pile="3C",
    )
    seats = (Seat("Ann"), Seat("Ben"), Seat("Bot", "heuristic"))
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(session_from("shithead", state), seats)
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        await pilot.press("enter")  # Ann takes the seat, plays her last card
        table = app.screen
        assert isinstance(table, ShitheadScreen)
        await play_turn(pilot, table)
        assert 0 in table.session.observe(None).finished  # type: ignore[attr-defined]
        assert isinstance(app.screen, HandoverScreen)  # once, to Ben
        assert "Pass to Ben" in screen_text(app)
        await pilot.press("enter")
        for _ in range(3):  # Ben's turn, the bot's, Ben's again: no screen
            await play_turn(pilot, table)
            await settle(pilot)
            assert app.screen is table and table.viewer == 1
            assert table.session.current_player == 1


async def test_up_and_down_go_to_the_card_above_or_below(tmp_path: Path) -> None:
    # Up from the second hand card went to the first face-up card (that
    # row's last cursor), and a play-tester swapped the wrong card.
    async with ana_against_a_bot(tmp_path) as (_, pilot, screen):
        assert screen.row == HAND
        await pilot.press("right")
        await pilot.press("up")
        assert (screen.row, screen.cursor[TABLE]) == (TABLE, 1)
        while screen.cursor[TABLE]:  # round to the first
            await pilot.press("right")
        await pilot.press("down")
        assert (screen.row, screen.cursor[HAND]) == (HAND, 0)


async def test_the_results_page_goes_home_and_shows_revealed_hands(
    tmp_path: Path,
) -> None:
    # At 80×24, scrolled down a long Kings sheet: Home left the title above
    # the screen, and "Reveal hands" filled in nothing the player could see.
    from textual.containers import VerticalScroll

    from cardgames_tui.bots.levels import make_bot

    session = GameSession.new("kings-corner", players=4, seed=3)
    bot, rng = make_bot(session.game, "normal"), random.Random(3)
    while not session.is_over:
        session.play(bot.choose(session.observe(session.current_player), rng))
    app = make_app(tmp_path)
    seats = (Seat("Ana"), *(Seat(f"Bot {i}", "heuristic") for i in range(1, 4)))
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(ResultsScreen(session, seats))
        await pilot.pause()
        page = app.screen.query_one("#results", VerticalScroll)
        assert page.max_scroll_y > 0
        await pilot.press("end")
        await pilot.pause()
        assert page.scroll_y == page.max_scroll_y
        await pilot.press("h")
        await pilot.pause()
        await pilot.pause()
        hands = app.screen.query_one("#results-hands")
        top = hands.region.y
        assert 0 <= top < 24, hands.region
        await pilot.press("home")
        await pilot.pause()
        assert page.scroll_y == 0
