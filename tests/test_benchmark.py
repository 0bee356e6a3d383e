"""`make bench` measures what it says (the figures themselves come from a
run of the bench, never from a test)."""

from __future__ import annotations

import pytest

from cardgames_tui.core import find_game
from cardgames_tui.tools.benchmark import sampled_playouts


@pytest.mark.parametrize("game_id", ["shithead", "trix", "kings-corner"])
def test_the_search_bench_times_sampled_play_outs(game_id: str) -> None:
    """Each time is one sampled deal played out: positive, and some taken
    even in a fraction of a second."""
    times = sampled_playouts(find_game(game_id), 0.3)
    assert len(times) >= 3
    assert all(t > 0 for t in times)
