"""The results screen's ranking: shared places read as ties, as on paper."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

from cardgames_tui.core.outcome import Outcome
from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.ui.screens.results import ResultsScreen

NAMES = ("You", "Bot 1", "Bot 2", "Bot 3")


def ranking(game_id: str, outcome: Outcome) -> list[str]:
    game = GameSession.new(game_id).game
    session = cast(GameSession, SimpleNamespace(game=game, outcome=outcome))
    screen = ResultsScreen(session, tuple(Seat(name) for name in NAMES))
    return screen._ranking().splitlines()


def test_two_trix_players_on_equal_points_share_first_place() -> None:
    outcome = Outcome((1, 2, 0, 3), (-20, 300, 300, -40), "all-deals", (1, 2))
    assert ranking("trix", outcome) == [
        "1. Bot 1  300 points  tied",
        "1. Bot 2  300 points  tied",
        "3. You  -20 points",
        "4. Bot 3  -40 points",
    ]


def test_the_shithead_is_the_last_place_and_nobody_ties() -> None:
    outcome = Outcome((2, 0, 1, 3), (0, 0, 0, 0), "shithead", (2,))
    lines = ranking("shithead", outcome)
    assert [line.split(".")[0] for line in lines] == ["1", "2", "3", "4"]
    assert "tied" not in "\n".join(lines)
    assert lines[-1].startswith("4. Bot 3") and "the shithead" in lines[-1]
