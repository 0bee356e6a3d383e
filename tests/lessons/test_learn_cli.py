"""`cardgames learn` and the Learn section of `cardgames rules` and of the
in-app rules screen: the lessons and the demo command, per game."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cardgames_tui.cli import cli
from cardgames_tui.store import progress
from cardgames_tui.ui.screens.rules import RulesScreen
from tests.ui.driver import make_app


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDGAMES_DATA_DIR", str(tmp_path / "data"))


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


def test_learn_list_prints_every_games_lessons_and_ticks_done_ones() -> None:
    progress.mark_done("shithead", "ten-burns")
    code, out = run("learn", "--list")
    assert code == 0
    assert "Shithead (1 of 6 done)" in out
    assert "✓ shithead ten-burns" in out
    assert "Trix (Complex) (0 of 9 done)" in out
    assert "kings-corner blocked-hand" in out


def test_learn_list_of_one_game() -> None:
    code, out = run("learn", "trix", "--list")
    assert code == 0
    assert "doubled-forced" in out and "shithead" not in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("learn", "poker"), "unknown game 'poker'"),
        (("learn", "trix", "nope"), "there is no lesson 'nope'"),
        (("learn", "kings", "7"), "or a number from 1 to 6"),
    ],
)
def test_learn_refuses_an_unknown_game_or_lesson(
    args: tuple[str, ...], message: str
) -> None:
    code, out = run(*args)
    assert code == 2
    assert message in out


def test_a_damaged_progress_file_is_named_and_the_list_still_prints(
    tmp_path: Path,
) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / progress.FILE).write_text("{oops", encoding="utf-8")
    code, out = run("learn", "shithead", "--list")
    assert code == 0
    assert "Shithead (0 of 6 done)" in out
    assert "lesson progress file lessons.json is damaged" in out


@pytest.mark.parametrize("game", ["shithead", "trix", "kings-corner"])
def test_rules_list_the_lessons_and_the_demo_command(game: str) -> None:
    code, out = run("rules", game)
    assert code == 0
    assert "Learn by playing" in out
    assert f"cardgames learn {game}" in out
    assert f"cardgames demo {game}" in out


async def test_the_rules_screen_lists_the_lessons_with_done_ones_ticked(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    progress.mark_done("kings-corner", "go-out", app.settings.data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        from cardgames_tui.core.registry import find_game

        screen = RulesScreen(find_game("kings-corner"))
        await app.push_screen(screen)
        await pilot.pause()
        text = screen._text()
        assert "## Learn by playing" in text
        assert "5. Going out, and the payout ✓" in text
        assert "1. Build down, other colour\n" in text
        assert "`cardgames demo kings-corner`" in text


@pytest.mark.parametrize(
    ("args", "ascii_cards"),
    [
        (["learn", "shithead"], False),
        (["learn", "--ascii", "shithead"], True),
        (["--ascii", "learn", "shithead"], True),  # the group's flag, as elsewhere
    ],
)
def test_learn_draws_letters_with_either_ascii_flag(
    monkeypatch: pytest.MonkeyPatch, args: list[str], ascii_cards: bool
) -> None:
    opened: list[tuple[bool, str | None, str | None]] = []
    monkeypatch.setattr(
        "cardgames_tui.ui.open.open_lessons",
        lambda *given: opened.append(given),
    )
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    assert opened == [(ascii_cards, "shithead", None)]


def test_a_lesson_is_found_by_its_number_in_the_list() -> None:
    # "learn kings 3" was refused, though the menu and the rules page number
    # the lessons 1 to 6 (a play-tester).
    from cardgames_tui.lessons.catalog import find_lesson, lessons_for

    third = lessons_for("kings-corner")[2]
    assert find_lesson("kings-corner", "3") == third
    assert find_lesson("kings-corner", third.id) == third
