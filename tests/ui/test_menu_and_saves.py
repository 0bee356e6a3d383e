"""The app around the tables: a save slot per game, the ASCII switch, the set-up's
names and footer, the palette's Quit, and the key help made from bindings."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Select

from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.core.suit_text import SUIT_GLYPHS
from cardgames_tui.games.kings_corner.view import KingsView
from cardgames_tui.store import saves
from cardgames_tui.ui.screens.dialogs import ConfirmDialog
from cardgames_tui.ui.screens.game_screen import GameScreen
from cardgames_tui.ui.screens.keys import KeysDialog
from cardgames_tui.ui.screens.kings_corner import KingsScreen
from cardgames_tui.ui.screens.menu import MenuScreen
from cardgames_tui.ui.screens.rules import RulesScreen
from cardgames_tui.ui.screens.setup import SetupScreen
from tests.ui.driver import make_app, settle
from tests.ui.test_app import screen_text

TWO = (Seat("Ana"), Seat("Bot", "heuristic"))


def saved_game(data: Path, game_id: str = "shithead", seed: int = 1) -> Path:
    """A new two-player game of ``game_id``, saved in a slot of its own."""
    slot = saves.new_slot(data, game_id)
    saves.save(slot, GameSession.new(game_id, players=2, seed=seed), TWO)
    return slot


def option_ids(app: object) -> list[str]:
    from textual.app import App

    assert isinstance(app, App)
    games = app.screen.query_one(OptionList)
    return [games.get_option_at_index(i).id or "" for i in range(games.option_count)]


async def f1_keys(pilot: Pilot[None]) -> list[str]:
    """What f1 lists over the screen in front, in order."""
    await pilot.press("f1")
    await pilot.pause()
    assert isinstance(pilot.app.screen, KeysDialog)
    return [description for _, description, _ in pilot.app.screen.lines]


# -- save slots ----------------------------------------------------------------


async def test_the_menu_uses_every_row_above_the_footer(tmp_path: Path) -> None:
    # At 80×24 the last two settings were hidden under two blank rows (a
    # play-tester found them only with End): the list stopped at 70%.
    from textual.widgets import Footer

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        games = app.screen.query_one(OptionList)
        footer = app.screen.query_one(Footer)
        assert games.max_scroll_y == 0  # nothing hidden
        assert "Bot reasons in the log" in screen_text(app)
        data = tmp_path / "data"
        for day in range(1, 4):  # three Continue lines: now it must scroll
            saves.save(
                data / f"game-shithead-2026120{day}-101010.json",
                GameSession.new("shithead", players=2, seed=day),
                TWO,
            )
        assert isinstance(app.screen, MenuScreen)
        app.screen.refresh_games()
        await pilot.pause()
        assert games.max_scroll_y > 0
        assert games.region.bottom == footer.region.y  # not under the footer
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert games.max_scroll_y == 0
        assert games.region.bottom <= footer.region.y


async def test_each_game_has_its_own_slot_and_continue_lists_them(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    data = tmp_path / "data"
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter", "enter")  # Shithead, you against bots
        await settle(pilot)
        shithead = app.screen
        assert isinstance(shithead, GameScreen)
        await pilot.press("r")
        await settle(pilot)
        await pilot.press("q", "y")
        await pilot.pause()
        assert len(saves.slots(data)) == 1
        # A new game of another table takes a new slot: nothing overwritten.
        ids = option_ids(app)
        app.screen.query_one(OptionList).highlighted = ids.index("kings-corner")
        await pilot.press("enter", "enter")
        await settle(pilot)
        kings = app.screen
        assert isinstance(kings, KingsScreen)
        assert kings.slot != shithead.slot
        await pilot.press("q", "y")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert len(saves.slots(data)) == 2
        text = screen_text(app)
        assert "Continue: Shithead with You, Bot 1, Bot 2, Bot 3" in text
        assert "Continue: Kings in the Corner with You, Bot 1, Bot 2, Bot 3" in text
        assert "last played" in text
        # Where each game stands, in a player's words (not a count of every
        # move, the bots' included).
        assert re.search(r"\d+ cards? in the stock · last played", text)
        assert "hand 1 · last played" in text
        # The Shithead game is picked up where it was left.
        ids = option_ids(app)
        target = f"continue:{shithead.slot.name}"
        app.screen.query_one(OptionList).highlighted = ids.index(target)
        await pilot.press("enter")
        await settle(pilot)
        resumed = app.screen
        assert isinstance(resumed, GameScreen) and resumed.slot == shithead.slot
        assert resumed.session.record() == shithead.session.record()


@pytest.mark.parametrize("rows", [40, 30])
async def test_every_games_line_is_whole_when_saved_games_make_the_menu_scroll(
    tmp_path: Path, rows: int
) -> None:
    # A scrollbar that came with the saved games narrowed the list, and
    # "loses." of the Shithead line wrapped out of sight.
    data = tmp_path / "data"
    app = make_app(tmp_path)
    async with app.run_test(size=(100, rows)) as pilot:
        await pilot.pause()  # the menu fits, no scrollbar
        for seed in (1, 2, 3):  # at 30 rows, three make it scroll
            session = GameSession.new("shithead", players=2, seed=seed)
            saves.save(saves.new_slot(data, "shithead"), session, TWO)
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        menu.refresh_games()  # as on coming back from a game left
        await pilot.pause()
        screen = screen_text(app).replace("▊", " ").replace("▎", " ")
        text = " ".join(screen.split())
        assert "Continue: Shithead with Ana, Bot" in text
        assert "the last one holding cards loses." in text
        assert "Complex tricks that punish K♥, queens and diamonds." in text


@pytest.mark.parametrize("size", [(120, 40), (100, 30), (80, 24)])
async def test_a_menu_that_fits_has_no_blank_row_and_does_not_scroll(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    # The scrollbar's column is kept (above), but Textual kept a row for a
    # horizontal scrollbar too: a blank line under the last setting. Without
    # that row, lines measured as if the column were text came a row short,
    # and the list scrolled by one.
    app = make_app(tmp_path)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        games = app.screen.query_one(OptionList)
        assert games.max_scroll_y == 0
        assert games.scrollable_content_region.height == games.virtual_size.height


async def test_x_drops_a_saved_game_once_asked_and_enter_keeps_it(
    tmp_path: Path,
) -> None:
    # A game left on the menu stayed until it was finished: two such lines
    # pushed Replays and Statistics out of sight at 80×24 (a play-tester).
    from cardgames_tui.ui.screens.dialogs import ConfirmDialog
    from cardgames_tui.ui.screens.rules import RulesScreen

    data = tmp_path / "data"
    for seed in (1, 2):
        session = GameSession.new("shithead", players=2, seed=seed)
        saves.save(saves.new_slot(data, "shithead"), session, TWO)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        games = menu.query_one(OptionList)
        games.highlighted = 0  # a Continue line
        await pilot.pause()
        footer = {a.binding.description for a in menu.active_bindings.values()}
        assert "Drop saved game" in footer and "Watch a demo" not in footer
        await pilot.press("x")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        assert "Drop the saved game of Shithead?" in app.screen.question
        await pilot.press("enter")  # No has the focus: nothing lost
        await pilot.pause()
        assert app.screen is cast(object, menu) and len(saves.slots(data)) == 2
        await pilot.press("delete", "y")
        await pilot.pause()
        assert len(saves.slots(data)) == 1
        assert sum(i.startswith("continue:") for i in option_ids(app)) == 1
        await pilot.press("question_mark")  # a saved game's rules, its game's
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        await pilot.pause()
        games.highlighted = option_ids(app).index("trix")
        await pilot.pause()
        footer = {a.binding.description for a in menu.active_bindings.values()}
        assert "Drop saved game" not in footer and "Watch a demo" in footer
        await pilot.press("x")
        await pilot.pause()
        assert app.screen is cast(object, menu) and len(saves.slots(data)) == 1
        # On a line that is no game, neither ? nor d is offered ("d Watch a
        # demo" on Replays answered "Highlight a game", a play-tester).
        games.highlighted = option_ids(app).index("replays")
        await pilot.pause()
        footer = {a.binding.description for a in menu.active_bindings.values()}
        assert not footer & {"Watch a demo", "Rules of this game", "Drop saved game"}
        # Pressed there anyway, each says where it acts (they did nothing
        # and said nothing, a play-tester), and nothing else happens.
        await pilot.press("d", "question_mark", "x")
        await pilot.pause()
        assert app.screen is cast(object, menu) and len(saves.slots(data)) == 1
        told = [n.message for n in app._notifications]
        assert "d shows a demo of a game: on its line." in told
        assert any(m.startswith("? shows a game's rules") for m in told)
        assert "x drops a saved game: on its Continue line." in told


async def test_a_save_damaged_under_the_menu_is_set_aside_on_continue(
    tmp_path: Path,
) -> None:
    # A probe: its Continue line stayed, giving the same error at every Enter;
    # a save naming a bot this version lacks closed the app.
    data = tmp_path / "data"
    damaged = saved_game(data)
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert sum(i.startswith("continue:") for i in option_ids(app)) == 1
        damaged.write_text("garbage", encoding="utf-8")
        app.screen.query_one(OptionList).highlighted = 0
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        (notice,) = [n.message for n in app._notifications]
        assert "could not be read (damaged file); it was moved to" in notice
        assert not any(i.startswith("continue:") for i in option_ids(app))
        assert not damaged.exists() and len(list(data.glob("*.damaged.json"))) == 1


async def test_a_damaged_save_that_cannot_be_moved_aside_closes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A review: in a read-only folder, Continue on a damaged save moved
    # nothing, then the menu's refresh tried again unguarded and closed the app.
    data = tmp_path / "data"
    damaged = saved_game(data)

    def refused(path: Path) -> Path:
        raise PermissionError(13, "Permission denied")

    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        damaged.write_text("garbage", encoding="utf-8")
        monkeypatch.setattr(saves, "set_aside", refused)
        app.screen.query_one(OptionList).highlighted = 0
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        told = " ".join(n.message for n in app._notifications)
        assert "could not be read (damaged file); it could not be moved aside" in told
        assert damaged.exists()


@pytest.mark.parametrize(
    ("edit", "said"),
    [
        # A probe: Continue closed the app on a bot level named "alien".
        (
            lambda saved: saved["seats"][1].update(kind="alien"),
            "seats a bot this cardgames does not have (alien): open it with the"
            " version that saved it (it is left as it is).",
        ),
        # A probe's record version 99 loaded as this version's, unsaid.
        (
            lambda saved: saved["record"].update(version=99),
            "was saved by a newer cardgames: open it with that version (it is"
            " left as it is).",
        ),
        # A game of a newer version (or another package) was renamed damaged.
        (
            lambda saved: saved["record"].update(game="hearts"),
            "is of a game this cardgames does not have: open it with one that"
            " has it (it is left as it is).",
        ),
    ],
    ids=["bot level", "record version", "game"],
)
async def test_another_versions_save_is_left_as_it_is_and_told_once(
    tmp_path: Path, edit: Callable[[dict[str, Any]], None], said: str
) -> None:
    data = tmp_path / "data"
    slot = saved_game(data)
    saved = json.loads(slot.read_text(encoding="utf-8"))
    edit(saved)
    slot.write_text(json.dumps(saved), encoding="utf-8")
    before = slot.read_bytes()
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        assert not any(i.startswith("continue:") for i in option_ids(app))
        menu.refresh_games()  # as on every return to the menu
        await pilot.pause()
        (notice,) = [n.message for n in app._notifications]
        assert notice.endswith(said), notice
    assert slot.read_bytes() == before
    assert not list(data.glob("*.damaged.json"))


async def test_a_game_continued_and_left_without_a_move_keeps_its_file(
    tmp_path: Path,
) -> None:
    # A play-tester: opening a game changed its "last played" time.
    import os

    data = tmp_path / "data"
    slot = saved_game(data, seed=3)
    os.utime(slot, (1_000_000, 1_000_000))
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.continue_saved(slot)
        await settle(pilot)
        table = app.screen
        assert isinstance(table, GameScreen)
        await pilot.press("q", "y")
        await pilot.pause()
        assert slot.stat().st_mtime == 1_000_000
        app.continue_saved(slot)
        await settle(pilot)
        table = app.screen
        assert isinstance(table, GameScreen)
        await pilot.press("r")  # ready: a move
        await settle(pilot)
        assert slot.stat().st_mtime > 1_000_000


async def test_after_a_game_is_left_the_menu_is_on_its_continue_line(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        ids = option_ids(app)
        app.screen.query_one(OptionList).highlighted = ids.index("kings-corner")
        await pilot.press("enter", "enter")
        await settle(pilot)
        assert isinstance(app.screen, KingsScreen)
        await pilot.press("q", "y")
        await pilot.pause()
        games = app.screen.query_one(OptionList)
        assert option_ids(app)[0].startswith("continue:")  # the list grew on top
        assert games.highlighted is not None
        # The quit question said "Continue picks it up": Enter does (on the
        # game's own line it started a new game, a play-test found).
        highlighted = option_ids(app)[games.highlighted]
        assert highlighted.startswith("continue:")
        assert games.highlighted == option_ids(app).index(highlighted)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, KingsScreen)


async def test_a_continued_game_that_finished_leaves_the_highlight_on_its_game(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    slot = saved_game(data, "kings-corner")
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        games = menu.query_one(OptionList)
        games.highlighted = option_ids(app).index(f"continue:{slot.name}")
        saves.discard(slot)  # played to its end
        menu.refresh_games()
        await pilot.pause()
        assert games.highlighted is not None
        assert option_ids(app)[games.highlighted] == "kings-corner"


async def test_a_finished_game_frees_its_slot(tmp_path: Path) -> None:
    from cardgames_tui.games.shithead.position import position
    from tests.helpers import session_from

    data = tmp_path / "data"
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        state = position(2, hands=["9H", "5D 6D"], pile="5S")
        app.start_game(session_from("shithead", state), TWO)
        await settle(pilot)
        assert len(saves.slots(data)) == 1
        await pilot.press("enter")  # Ana goes out: the game is over
        await settle(pilot)
        assert saves.slots(data) == []


def test_a_save_is_written_whole_then_renamed(tmp_path: Path) -> None:
    session = GameSession.new("shithead", players=2, seed=4)
    path = saves.new_slot(tmp_path, "shithead")
    saves.save(path, session, TWO)
    assert not path.with_suffix(".tmp").exists()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["record"] == session.record()
    loaded = saves.load(path)
    assert loaded is not None and loaded.seats == TWO
    other = saves.new_slot(tmp_path, "shithead")
    assert other != path


def test_the_save_module_is_headless() -> None:
    import subprocess
    import sys

    code = (
        "import sys, cardgames_tui.store.saves;"
        " assert 'textual' not in sys.modules, 'textual imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# -- ASCII, switched from the menu or with f2 ------------------------------------


async def test_the_menu_switches_suits_to_letters_everywhere(tmp_path: Path) -> None:
    app = make_app(tmp_path, ascii_only=False)
    async with app.run_test(size=(100, 30)) as pilot:
        ids = option_ids(app)
        menu = app.screen.query_one(OptionList)
        menu.highlighted = ids.index("suits")
        await pilot.press("enter")
        await pilot.pause()
        assert app.settings.ascii_only
        text = screen_text(app)
        assert "Suits shown as letters" in text
        assert not any(glyph in text for glyph in SUIT_GLYPHS)
        for game_id in ("trix", "shithead", "kings-corner"):
            menu.highlighted = option_ids(app).index(game_id)
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, RulesScreen)
            assert not any(glyph in app.screen.page for glyph in SUIT_GLYPHS), game_id
            await pilot.press("escape")
        # And back: the descriptions and rules show the symbols again.
        menu.highlighted = option_ids(app).index("suits")
        await pilot.press("enter")
        await pilot.pause()
        assert not app.settings.ascii_only


async def test_f2_on_the_rules_page_redraws_it_in_letters(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 60)) as pilot:
        await pilot.press("question_mark")  # the highlighted game's rules
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("end")  # the lower half names cards
        await pilot.pause()
        assert any(glyph in screen_text(app) for glyph in SUIT_GLYPHS)
        await pilot.press("f2")
        await pilot.pause()
        assert app.settings.ascii_only
        shown = screen_text(app)
        assert not any(glyph in shown for glyph in SUIT_GLYPHS)
        assert re.search(r"\b(10|[2-9JQKA])[SHDC]\b", shown)


async def test_the_rules_page_can_be_selected_and_copied(tmp_path: Path) -> None:
    # Its commands ("cardgames learn trix") are there to be copied; drawn as
    # a Rich renderable, nothing on it could be selected.
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.mouse_down("#rules-page", offset=(0, 0))
        await pilot.hover("#rules-page", offset=(60, 6))
        await pilot.mouse_up("#rules-page", offset=(60, 6))
        await pilot.pause()
        selected = app.screen.get_selected_text() or ""
        assert selected.split()[:2] == ["Shithead", "(Palace)"]  # the title
        assert "Get rid of all your cards." in selected  # and the lines after


def test_the_suit_setting_is_kept_for_the_next_run(tmp_path: Path) -> None:
    from cardgames_tui.store import prefs
    from cardgames_tui.ui.app import build_app

    data = tmp_path / "data"
    assert prefs.load_ascii(data) is None
    first = build_app(ascii_only=False, bot_delay=0, data_dir=data)
    first.action_toggle_ascii()  # as f2 or the menu line does
    assert prefs.load_ascii(data) is True
    assert build_app(bot_delay=0, data_dir=data).settings.ascii_only
    # --ascii (or a test) still decides for its own run.
    assert not build_app(ascii_only=False, data_dir=data).settings.ascii_only
    (data / prefs.FILE).write_text("{damaged", encoding="utf-8")
    assert prefs.load_ascii(data) is None


async def test_the_menu_sets_the_hard_bots_thinking_time(tmp_path: Path) -> None:
    from cardgames_tui.store import prefs
    from cardgames_tui.ui.app import build_app

    app = make_app(tmp_path)
    assert app.settings.bot_budget == 1.0
    async with app.run_test(size=(100, 30)) as pilot:
        menu = app.screen.query_one(OptionList)
        menu.highlighted = option_ids(app).index("budget")
        await pilot.press("enter")
        await pilot.pause()
        assert app.settings.bot_budget == 2.0
        assert "think up to 2 s a move" in screen_text(app)
        for _ in range(2):  # 4 s, then back to the shortest
            await pilot.press("enter")
            await pilot.pause()
        assert app.settings.bot_budget == 0.25
        assert "think up to 0.25 s a move" in screen_text(app)
    # Kept for the next run, beside the suits.
    assert prefs.load_budget(app.settings.data_dir) == 0.25
    assert (
        build_app(bot_delay=0, data_dir=app.settings.data_dir).settings.bot_budget
        == 0.25
    )


def test_a_bad_saved_thinking_time_is_no_preference(tmp_path: Path) -> None:
    from cardgames_tui.store import prefs

    prefs.save_ascii(tmp_path, True)
    prefs.save_budget(tmp_path, 2.0)
    assert prefs.load_ascii(tmp_path) is True  # one setting keeps the other
    assert prefs.load_budget(tmp_path) == 2.0
    for bad in ("0", "-1", "true", '"fast"', "NaN", "Infinity"):
        (tmp_path / prefs.FILE).write_text(f'{{"bot_budget": {bad}}}', "utf-8")
        assert prefs.load_budget(tmp_path) is None, bad


async def test_f2_redraws_the_table_and_its_log_in_letters(tmp_path: Path) -> None:
    from cardgames_tui.games.kings_corner.position import position
    from tests.helpers import session_from

    piles = {"N": "8D", "E": "10H", "S": "10C", "W": "QD"}
    state = position(2, hands=["3C 6D", "2D 4S"], piles=piles, stock="7C 9D")
    app = make_app(tmp_path, ascii_only=False)
    async with app.run_test(size=(120, 30)) as pilot:
        app.start_game(session_from("kings-corner", state), TWO)
        await settle(pilot)
        await pilot.press("e")
        await settle(pilot)
        assert "drew 7♣" in screen_text(app)
        await pilot.press("f2")
        await pilot.pause()
        text = screen_text(app)
        assert "drew 7C" in text and "8D" in text
        assert not any(glyph in text for glyph in SUIT_GLYPHS)


# -- set-up --------------------------------------------------------------------


async def open_set_up(pilot: Pilot[None]) -> SetupScreen:
    """Enter on the menu: the highlighted game's set-up."""
    await pilot.press("enter")
    await settle(pilot)  # the footer comes a frame later on a busy machine
    setup = pilot.app.screen
    assert isinstance(setup, SetupScreen)
    return setup


async def test_set_up_renames_a_seat_that_changes_hands_and_says_tab(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await open_set_up(pilot)
        assert "tab Next field" in screen_text(app).replace("⇥", "tab")
        setup.query_one("#kind-1", Select).value = "human"
        await pilot.pause()
        assert setup.query_one("#name-1", Input).value == "Player 2"
        setup.query_one("#kind-1", Select).value = "normal"
        await pilot.pause()
        assert setup.query_one("#name-1", Input).value == "Bot 1"
        # A name the player typed is theirs: it stays.
        setup.query_one("#name-2", Input).value = "Mona"
        setup.query_one("#kind-2", Select).value = "human"
        await pilot.pause()
        assert setup.query_one("#name-2", Input).value == "Mona"
        # Your seat given to a bot: the first number free ("Mona" freed
        # Bot 2), not "Bot 0".
        setup.query_one("#kind-0", Select).value = "normal"
        await pilot.pause()
        assert setup.query_one("#name-0", Input).value == "Bot 2"


async def test_enter_after_a_name_goes_to_the_next_field_and_after_the_seed_starts(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await open_set_up(pilot)
        name = setup.query_one("#name-0", Input)
        name.focus()
        name.value = ""
        await pilot.press(*"Ana", "enter")
        await pilot.pause()
        assert app.screen is setup
        assert app.focused is setup.query_one("#kind-1", Select)
        setup.query_one("#seed", Input).focus()
        await pilot.press(*"7", "enter")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.seed == 7
        assert app.screen.seats[0].name == "Ana"


# -- leaving and help ------------------------------------------------------------


async def test_the_palette_quit_asks_first_during_a_game(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(GameSession.new("kings-corner", players=2, seed=3), TWO)
        await settle(pilot)
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"quit")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause(0.3)
        assert isinstance(app.screen, ConfirmDialog)
        assert app.is_running
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, KingsScreen)


async def test_f1_lists_every_key_of_the_screen_from_its_bindings(
    tmp_path: Path,
) -> None:
    from textual.binding import Binding

    app = make_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        app.start_game(GameSession.new("kings-corner", players=2, seed=3), TWO)
        await settle(pilot)
        table = app.screen
        described = set(await f1_keys(pilot))
        ours = (c for c in type(table).__mro__ if c.__module__.startswith("cardgames"))
        for cls in ours:
            for binding in cls.__dict__.get("BINDINGS", ()):
                if isinstance(binding, Binding) and binding.description:
                    assert binding.description in described, binding
        text = screen_text(app)
        assert "Play on N" in text and "Next playable" in text
        await pilot.press("f1")
        await pilot.pause()
        back: object = app.screen
        assert back is table


async def test_f1_on_the_set_up_screen_puts_its_own_keys_before_scrolling(
    tmp_path: Path,
) -> None:
    """At 80×24 the form's ten scrolling keys filled the dialog before Tab
    and Esc: the screen's own keys come first now, scrolling last."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        # In the form (Start, below it, does not scroll it).
        app.screen.query_one("#players").focus()
        await pilot.pause()
        described = await f1_keys(pilot)
        assert described[:2] == ["Next field", "Previous"]
        assert "Back" in described[:5]
        scrolling = [
            i for i, d in enumerate(described) if d.startswith(("Scroll", "Page"))
        ]
        assert scrolling and min(scrolling) > described.index("Quit")
        assert scrolling == list(range(len(described) - len(scrolling), len(described)))
        text = screen_text(app)
        assert "Next field" in text and "Back" in text


async def test_the_menu_footer_offers_quit_once_and_ctrl_q_still_quits(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        shown = [
            active.binding.description
            for active in app.screen.active_bindings.values()
            if active.binding.show
        ]
        assert shown.count("Quit") == 1
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.return_code == 0


def test_progress_words_say_where_each_game_stands() -> None:
    from cardgames_tui.ui.progress import progress_words

    shithead = GameSession.new("shithead", players=3, seed=1)
    assert progress_words(shithead.observe(None)) == "swapping cards before play"
    trix = GameSession.new("trix", seed=1)
    assert progress_words(trix.observe(None)) == "deal 1 of 8"
    kings = GameSession.new("kings-corner", players=2, seed=1)
    assert progress_words(kings.observe(None)) == "hand 1"
    names = ("You", "Ben")
    assert progress_words(kings.observe(None), names) == "hand 1"  # no points yet
    kings_bot = kings.game.bots["heuristic"]()

    def public() -> KingsView:
        view = kings.observe(None)
        assert isinstance(view, KingsView)
        return view

    while public().hand_number == 1:
        seat = kings.current_player
        assert seat is not None and kings.ply < 3000
        kings.play(kings_bot.choose(kings.observe(seat), random.Random(1)))
    points = public().points
    leader = names[points.index(max(points))]
    lead = "lead" if leader == "You" else "leads"
    assert progress_words(kings.observe(None), names) == (
        f"hand 2 · {leader} {lead} with {max(points)}"
    )
    bot, rng = shithead.game.bots["heuristic"](), random.Random(1)
    while progress_words(shithead.observe(None)) != (
        "the stock is gone, 3 players still in"
    ):
        seat = shithead.current_player
        assert seat is not None and shithead.ply < 3000
        shithead.play(bot.choose(shithead.observe(seat), rng))


def test_the_leader_of_a_saved_game_is_named_with_ties_and_you() -> None:
    from cardgames_tui.ui.progress import _leader

    names = ("Ann", "Ben", "Cy", "You")
    assert _leader((0, 0, 0, 0), names) == ""
    assert _leader((-30, 10, 10, -5), names) == " · Ben and Cy lead with 10"
    assert _leader((-30, 10, 0, 40), names) == " · You lead with 40"
    assert _leader((-30, -10, -20, -40), names) == " · Ben leads with -10"
    assert _leader((5, 0, 0, 0), ()) == ""


async def test_f1_on_the_handover_lists_its_own_keys_before_textuals(
    tmp_path: Path,
) -> None:
    # "tab Focus Next" and "^c Copy selected text" came before "I am here".
    from cardgames_tui.ui.screens.handover import HandoverScreen

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(
            GameSession.new("shithead", players=2, seed=8), (Seat("Ana"), Seat("Ben"))
        )
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        described = await f1_keys(pilot)
        assert described[:2] == ["I am here", "Leave the game"], described


async def test_f1_lists_undo_alone_at_the_keyboard_not_in_hot_seat(
    tmp_path: Path,
) -> None:
    """With two humans undo is never open (it would show a hand): f1 listed
    it as "(not now)", a promise that never came."""
    from cardgames_tui.ui.screens.handover import HandoverScreen

    for seats, listed in (
        ((Seat("Ana"), Seat("Bot", "heuristic")), True),
        ((Seat("Ana"), Seat("Ben")), False),
    ):
        app = make_app(tmp_path)
        async with app.run_test(size=(100, 30)) as pilot:
            app.start_game(GameSession.new("shithead", players=2, seed=8), seats)
            await settle(pilot)
            if isinstance(app.screen, HandoverScreen):
                await pilot.press("enter")
                await settle(pilot)
            assert isinstance(app.screen, GameScreen)
            described = await f1_keys(pilot)
            assert ("Undo" in described) is listed, described
            assert "Hint" in described, described  # the rest still listed


async def test_f1_on_the_menu_fits_80_by_24_and_says_how_to_close(
    tmp_path: Path,
) -> None:
    # Copying text and sideways scrolling made the list longer than the
    # screen, and "f1 or Esc closes" came only after scrolling.
    from textual.containers import VerticalScroll

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        described = await f1_keys(pilot)
        assert "Copy selected text" not in described
        assert "Scroll Left" not in described and "Page Right" not in described
        box = app.screen.query_one(VerticalScroll)
        assert box.border_subtitle == "f1 or Esc closes"
        assert box.max_scroll_y == 0
