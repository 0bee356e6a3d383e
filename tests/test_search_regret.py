"""The regret probe measures the hard bot against its own yardstick."""

from __future__ import annotations

import pytest

from cardgames_tui.core.registry import find_game
from cardgames_tui.tools.intervals import mean_interval
from cardgames_tui.tools.search_regret import Setting, positions, regret


def test_a_search_that_never_leaves_the_normal_move_has_the_normal_regret() -> None:
    game = find_game("kings-corner")
    found = positions(game, 5, 12, seed=3)
    assert all(len(p.values) == len(p.view.legal_actions) > 1 for p in found)
    normal = mean_interval([max(p.values) - p.values[p.normal] for p in found])[0]
    stays = regret(game, found, Setting(8, 1e12, 0.0))
    assert stays.switched == 0 and stays.mean == pytest.approx(normal)
    moves = regret(game, found, Setting(8, 0.0, 0.0))
    assert moves.mean >= 0 and moves.low <= moves.mean <= moves.high


def test_a_malformed_setting_names_the_form() -> None:
    assert Setting.parse("256:0.5:2") == Setting(256, 0.5, 2.0)
    with pytest.raises(ValueError, match="samples:margin:prune"):
        Setting.parse("256:0.5")
