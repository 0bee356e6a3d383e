from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cardgames_tui.core import UnknownGameError, all_games, find_game


@pytest.mark.parametrize("name", ["shithead", "palace", "PALACE", " Shithead "])
def test_games_are_found_by_id_or_alias(name: str) -> None:
    assert find_game(name).id == "shithead"


def test_an_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(UnknownGameError) as info:
        find_game("chess")
    message = str(info.value)
    assert "chess" in message
    for game in all_games():
        assert game.id in message


def test_every_game_has_a_random_bot_and_a_rules_page() -> None:
    from cardgames_tui.core.pages import rules_text

    for game in all_games():
        assert "random" in game.bots
        assert rules_text(game).startswith("# ")


def test_every_game_comes_from_the_entry_point_group() -> None:
    from importlib.metadata import entry_points

    from cardgames_tui.core.plugins import entry_points as read_entry_points
    from cardgames_tui.core.registry import ENTRY_POINT_GROUP

    points = {p.name: p for p in entry_points(group=ENTRY_POINT_GROUP)}
    assert sorted(points) == sorted(game.id for game in all_games())
    for game in all_games():
        assert points[game.id].load() is game
    # The registry's own reader (no importlib.metadata at start-up) agrees.
    assert read_entry_points(ENTRY_POINT_GROUP) == {
        name: point.value for name, point in points.items()
    }


def test_the_entry_point_reader_reads_only_its_group(tmp_path: Path) -> None:
    from cardgames_tui.core.plugins import entry_points

    info = tmp_path / "othergames-1.0.dist-info"
    info.mkdir()
    (info / "entry_points.txt").write_text(
        "[console_scripts]\nx = a:b\n\n[cardgames_tui.games]\n"
        "hearts = othergames.hearts:GAME\n# a comment\n",
        encoding="utf-8",
    )
    old = sys.path[:]
    sys.path.insert(0, str(tmp_path))
    try:
        points = entry_points("cardgames_tui.games")
    finally:
        sys.path[:] = old
    assert points["hearts"] == "othergames.hearts:GAME"
    assert "x" not in points


def test_a_game_from_another_package_registers_without_touching_core() -> None:
    from dataclasses import replace

    from cardgames_tui.core.registry import _ALIASES, _GAMES, register

    extra = replace(find_game("shithead"), id="shithead-copy", aliases=("shc",))
    try:
        register(extra)
        assert find_game("SHC") is extra
    finally:
        del _GAMES["shithead-copy"], _ALIASES["shithead-copy"], _ALIASES["shc"]
