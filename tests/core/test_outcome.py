"""Places in a finished game: equal points share a place, as on paper."""

from __future__ import annotations

from cardgames_tui.core.outcome import Outcome


def test_equal_points_share_a_place_and_the_next_place_skips() -> None:
    outcome = Outcome((1, 2, 0, 3), (-20, 300, 300, -20), "all-deals", (1, 2))
    assert outcome.places(higher_is_better=True) == (1, 1, 3, 3)


def test_a_winner_never_shares_its_place_with_a_seat_that_did_not_win() -> None:
    # Made up: none of our games ends with a winner level with a seat that
    # did not win (only a Kings hand's winner scores), so the ranking keeps
    # the outcome's own word on who won.
    outcome = Outcome((0, 1, 2), (100, 100, 40), "reached-100", (0,))
    assert outcome.places(higher_is_better=True) == (1, 2, 3)
    # Seats that did not win share a place at equal points.
    outcome = Outcome((1, 0, 2), (40, 100, 40), "reached-100", (1,))
    assert outcome.places(higher_is_better=True) == (1, 2, 2)


def test_a_finishing_order_gives_every_seat_its_own_place() -> None:
    outcome = Outcome((2, 0, 1), (0, 0, 0), "shithead", (2,))
    assert outcome.places(higher_is_better=False) == (1, 2, 3)
