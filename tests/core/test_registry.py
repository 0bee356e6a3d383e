from __future__ import annotations

import sys

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


def test_the_static_module_map_names_every_id_and_alias() -> None:
    from cardgames_tui.core.registry import BUILTIN_GAMES

    names = {name for game in all_games() for name in (game.id, *game.aliases)}
    assert set(BUILTIN_GAMES) == names
    for game in all_games():
        for name in (game.id, *game.aliases):
            assert sys.modules[BUILTIN_GAMES[name]].GAME is game
