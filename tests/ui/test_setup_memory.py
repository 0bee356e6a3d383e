"""The set-up screen offers the seats of the last game of its kind, as
typed (a family plays with the same names every evening)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Input, Label, Select, Switch
from textual.widgets._select import SelectOverlay

from cardgames_tui.core.registry import find_game
from cardgames_tui.ui.app import CardgamesApp
from cardgames_tui.ui.screens.setup import SetupScreen
from tests.ui.driver import make_app, settle


def fields(screen: SetupScreen) -> list[tuple[str, object]]:
    """Each shown seat's name and kind, as the fields hold them."""
    return [
        (
            screen.query_one(f"#name-{i}", Input).value,
            screen.query_one(f"#kind-{i}", Select).value,
        )
        for i in range(screen.players())
    ]


@asynccontextmanager
async def set_up(
    tmp_path: Path, game: str, size: tuple[int, int]
) -> AsyncIterator[tuple[CardgamesApp, Pilot[None]]]:
    """An app showing ``game``'s set-up screen, settled."""
    app = make_app(tmp_path)
    async with app.run_test(size=size) as pilot:
        app.push_screen(SetupScreen(find_game(game)))
        await settle(pilot)
        yield app, pilot


async def test_the_next_set_up_offers_the_last_seats_as_typed(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")  # Shithead's set-up
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        screen.query_one("#players", Select).value = 3
        screen.query_one("#name-0", Input).value = "Omar"
        screen.query_one("#kind-2", Select).value = "easy"
        screen.query_one("#option-voluntary_pickup", Switch).value = True
        await pilot.pause()
        screen.start()
        await settle(pilot)
        again = SetupScreen(find_game("shithead"))
        app.push_screen(again)
        await pilot.pause()
        # The table called seat 3 "Bot 2 (easy)"; the field keeps "Bot 2", so
        # a change of level does not leave the old level in the name.
        assert fields(again) == [
            ("Omar", "human"),
            ("Bot 1", "normal"),
            ("Bot 2", "easy"),
        ]
        # The variant too (it came back off, beside the seats kept).
        assert again.query_one("#option-voluntary_pickup", Switch).value is True
        label = again.query_one("#label-voluntary_pickup", Label)
        assert str(label.render()).startswith("Voluntary pickup (on): ")
        # Another game keeps its own defaults.
        trix = SetupScreen(find_game("trix"))
        app.push_screen(trix)
        await pilot.pause()
        assert fields(trix)[0] == ("You", "human")
        assert trix.query_one("#option-symmetric_queen", Switch).value is False


async def test_question_mark_on_the_set_up_shows_the_rules(tmp_path: Path) -> None:
    # What a variant means, before choosing it: ? did nothing there.
    from cardgames_tui.ui.screens.rules import RulesScreen

    async with set_up(tmp_path, "kings-corner", (100, 30)) as (app, pilot):
        await pilot.press("question_mark")  # Start has the focus
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert app.screen.game.id == "kings-corner"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        app.screen.query_one("#name-0", Input).focus()
        await pilot.press("question_mark")  # in a name: a letter like any
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        # (focus selects the name, so the key replaced it: typed, not read)
        assert app.screen.query_one("#name-0", Input).value.endswith("?")


async def test_damaged_remembered_seats_give_the_defaults(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    damaged = {
        "seats": {"shithead": [{"name": 5, "kind": "human"}] * 2, "trix": "x"},
        "options": {"shithead": {"voluntary_pickup": "yes"}, "trix": [1]},
    }
    (tmp_path / "data" / "preferences.json").write_text(json.dumps(damaged))
    unknown = {"seats": {"kings-corner": [{"name": "A", "kind": "wizard"}] * 2}}
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        for game_id in ("shithead", "trix"):
            screen = SetupScreen(find_game(game_id))
            app.push_screen(screen)
            await pilot.pause()
            assert fields(screen)[:2] == [("You", "human"), ("Bot 1", "normal")]
            assert not any(switch.value for switch in screen.query(Switch))
        (tmp_path / "data" / "preferences.json").write_text(json.dumps(unknown))
        screen = SetupScreen(find_game("kings-corner"))
        app.push_screen(screen)
        await pilot.pause()
        assert fields(screen)[:2] == [("You", "human"), ("Bot 1", "normal")]


async def test_an_option_switch_says_on_or_off_in_words(tmp_path: Path) -> None:
    # Its slider reads only by colour: "Voluntary pickup" looked the same
    # either way to a play-tester.
    async with set_up(tmp_path, "shithead", (100, 30)) as (app, pilot):
        label = app.screen.query_one("#label-voluntary_pickup", Label)
        assert str(label.render()).startswith("Voluntary pickup (off): ")
        app.screen.query_one("#option-voluntary_pickup", Switch).toggle()
        await pilot.pause()
        assert str(label.render()).startswith("Voluntary pickup (on): ")


async def test_start_lights_up_only_with_the_focus_and_a_switch_line_does(
    tmp_path: Path,
) -> None:
    # Always blue, Start looked chosen while Enter went to a switch: a
    # play-tester turned "Voluntary pickup" on, meaning to start.
    from textual.widgets import Button, Label

    async with set_up(tmp_path, "shithead", (80, 24)) as (app, pilot):
        start = app.screen.query_one("#start", Button)
        label = app.screen.query_one("#label-voluntary_pickup", Label)
        assert start.has_focus
        lit, plain = start.styles.background, label.styles.color
        await pilot.press("shift+tab")  # onto the switch
        await pilot.pause()
        assert not start.has_focus
        assert start.styles.background != lit
        assert label.styles.color != plain and label.styles.text_style.bold


async def test_a_long_option_is_shown_whole_at_80_columns(tmp_path: Path) -> None:
    # Trix's ended "... instead of the original": its line kept two lines.
    from textual.widget import Widget
    from textual.widgets import Label

    async with set_up(tmp_path, "trix", (80, 24)) as (app, _pilot):
        label = app.screen.query_one("#label-symmetric_queen", Label)
        words = str(label.render()).strip()
        assert words.endswith("text's -50.")
        line = label.parent
        assert isinstance(line, Widget)
        assert label.content_region.height >= 3  # its words take three rows
        assert line.region.bottom >= label.region.bottom, (line.region, label.region)


async def open_players_list(app: CardgamesApp, pilot: Pilot[None]) -> SelectOverlay:
    """The Players list, open and focused."""
    await pilot.press("tab", "enter")
    await pilot.pause()
    overlay = app.focused
    assert isinstance(overlay, SelectOverlay)
    return overlay


async def test_paging_a_seat_list_not_laid_out_yet_does_not_crash(
    tmp_path: Path,
) -> None:
    # The key soak closed the app: Textual's list paged from a line table
    # it fills only once laid out (KeyError), reached after a resize.
    async with set_up(tmp_path, "shithead", (100, 30)) as (app, pilot):
        overlay = await open_players_list(app, pilot)
        overlay._line_cache.index_to_line.clear()  # as before its layout
        await pilot.press("pageup", "pagedown")
        await pilot.pause()
        assert app.is_running and app.focused is overlay
        overlay._line_cache.clear()  # laid out again: paging pages
        await pilot.press("pagedown")
        await pilot.pause()
        assert overlay.highlighted == overlay.option_count - 1
        await pilot.press("pageup")
        await pilot.pause()
        assert overlay.highlighted == 0
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)


async def test_a_seat_lists_own_paging_is_guarded_too(tmp_path: Path) -> None:
    # The 20,000-key soak: a key pressed as the list opened reached the
    # list's own page up binding, not the screen's (KeyError).
    async with set_up(tmp_path, "shithead", (100, 30)) as (app, pilot):
        overlay = await open_players_list(app, pilot)
        overlay._line_cache.index_to_line.clear()  # as before its layout
        for action in ("page_up", "page_down"):
            await app.run_action(action, overlay)  # its own binding's action
        await pilot.pause()
        assert app.is_running and app.focused is overlay
        overlay._line_cache.clear()  # laid out again: paging pages
        await app.run_action("page_down", overlay)
        assert overlay.highlighted == overlay.option_count - 1


async def test_a_seed_that_only_looks_like_digits_is_refused_not_a_crash(
    tmp_path: Path,
) -> None:
    # "--7" and "⁷" passed a digit check, then closed the app in int().
    async with set_up(tmp_path, "shithead", (80, 24)) as (app, pilot):
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        for seed in ("--7", "⁷", "²³", "7rr"):
            screen.query_one("#seed", Input).value = seed
            screen.start()
            await pilot.pause()
            assert isinstance(app.screen, SetupScreen)  # no game, no crash
            error = str(screen.query_one("#setup-error").render())
            assert error.startswith("The seed must be a whole number"), seed


async def test_enters_in_a_burst_start_one_game(tmp_path: Path) -> None:
    # Five Enters at once dealt five games, stacked, and two saves.
    from cardgames_tui.ui.screens.game_screen import GameScreen

    async with set_up(tmp_path, "shithead", (80, 24)) as (app, pilot):
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        for _ in range(5):
            screen.start()
        await settle(pilot)
        tables = [s for s in app.screen_stack if isinstance(s, GameScreen)]
        assert len(tables) == 1
        saves = list((tmp_path / "data").rglob("game-shithead-*.json"))
        assert len(saves) <= 1, saves


async def test_a_name_with_markup_brackets_is_refused_and_an_old_save_still_opens(
    tmp_path: Path,
) -> None:
    # "Ann[/]" closed the app at the first table, then at the menu on every
    # start (the Continue line names the players).
    from cardgames_tui.core.seats import Seat
    from cardgames_tui.core.session import GameSession
    from cardgames_tui.store import saves
    from cardgames_tui.ui.screens.menu import MenuScreen
    from tests.ui.test_app import screen_text

    async with set_up(tmp_path, "shithead", (80, 24)) as (app, pilot):
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        screen.query_one("#name-0", Input).value = "Ann[/]"
        screen.start()
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        error = str(screen.query_one("#setup-error").render())
        assert error == "Ann[/]: a name cannot hold [ or ]."
        # A save written before: its name is drawn with round brackets.
        session = GameSession.new("shithead", players=2, seed=7)
        slot = saves.new_slot(app.settings.data_dir, "shithead")
        saves.save(slot, session, (Seat("Ann"), Seat("Bot", "normal")))
        text = slot.read_text().replace('"Ann"', '"Ann[/]"')
        slot.write_text(text)
        app.switch_screen(MenuScreen())
        await settle(pilot)
        assert "Continue: Shithead with Ann(/)" in screen_text(app)


async def test_a_second_human_renames_you_in_the_field_as_at_the_table(
    tmp_path: Path,
) -> None:
    # The field kept "You" while the game said "Pass to Player 1".
    async with set_up(tmp_path, "trix", (100, 30)) as (app, pilot):
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        screen.query_one("#kind-2", Select).value = "human"
        await pilot.pause()
        assert fields(screen)[:3] == [
            ("Player 1", "human"),
            ("Bot 1", "normal"),
            ("Player 3", "human"),
        ]
        # And back: alone again, seat 1 is "You" (it stayed "Player 1").
        screen.query_one("#kind-2", Select).value = "normal"
        await pilot.pause()
        assert fields(screen)[:3] == [
            ("You", "human"),
            ("Bot 1", "normal"),
            ("Bot 2", "normal"),
        ]


async def test_a_name_at_its_length_says_so(tmp_path: Path) -> None:
    # The field stopped taking letters in silence ("Maximilian Alexa").
    async with set_up(tmp_path, "shithead", (100, 30)) as (app, pilot):
        field = app.screen.query_one("#name-0", Input)
        field.focus()
        field.value = ""
        await pilot.press(*"Maximilian Alexander")
        await pilot.pause()
        assert field.value == "Maximilian Alexa"
        note = str(app.screen.query_one("#setup-error").render())
        assert note == "A name holds 16 letters at most."
        await pilot.press("backspace")
        await pilot.pause()
        assert str(app.screen.query_one("#setup-error").render()) == ""
