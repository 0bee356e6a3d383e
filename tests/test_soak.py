"""`make soak`: many random games per game (SOAK_GAMES, default 20,000)."""

from __future__ import annotations

import os
import random

import pytest

from cardgames_tui.core import CARDS, all_games

GAMES = int(os.environ.get("SOAK_GAMES", "20000"))


@pytest.mark.soak
@pytest.mark.parametrize("game_id", [game.id for game in all_games()])
def test_random_games_never_break_conservation_or_hang(game_id: str) -> None:
    game = next(g for g in all_games() if g.id == game_id)
    options = game.resolve_options(None)
    capped = 0
    for i in range(GAMES):
        players = game.min_players + i % (game.max_players - game.min_players + 1)
        state = game.new_state(players, random.Random(i), None, options)
        pick = random.Random(-i).random
        steps = 0
        while not state.is_over and steps < game.max_actions:
            legal = state.legal_actions()
            assert legal
            state.apply(legal[int(pick() * len(legal))])
            steps += 1
        capped += not state.is_over
        assert sorted(state.all_cards()) == sorted(CARDS)
    assert capped < GAMES
