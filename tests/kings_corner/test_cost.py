"""What ending a turn costs at once, as a hint says it (`cost.move_cost`)."""

from __future__ import annotations

from cardgames_tui.games.kings_corner.actions import END, parse_action
from cardgames_tui.games.kings_corner.cost import move_cost
from cardgames_tui.games.kings_corner.position import position
from cardgames_tui.games.kings_corner.view import observe


def test_ending_a_turn_without_a_play_costs_a_chip() -> None:
    state = position(2, hands=["8D 3C", "2D"], piles={"N": "9S"})
    assert move_cost(observe(state, 0), END) == "you pay 1 chip: no play this turn"
    assert move_cost(observe(state, 0), parse_action("play 8D on N")) == ""
    state.apply(parse_action("play 8D on N"))
    assert move_cost(observe(state, 0), END) == ""


def test_a_seat_without_chips_pays_nothing_and_is_told_nothing() -> None:
    state = position(2, hands=["8D 3C", "2D"], piles={"N": "9S"}, chips=[0, 40])
    assert move_cost(observe(state, 0), END) == ""
    # With chip debts it pays all the same, and the hint says so.
    debts = {"chip_debts": True}
    owing = position(
        2, hands=["8D 3C", "2D"], piles={"N": "9S"}, chips=[0, 40], options=debts
    )
    assert move_cost(observe(owing, 0), END) == "you pay 1 chip: no play this turn"


def test_on_the_lenient_table_each_king_kept_costs_three() -> None:
    state = position(2, hands=["KD KC 3C", "2D"], piles={"N": "9S"}, lenient_table=True)
    assert move_cost(observe(state, 0), END) == (
        "you pay 7 chips: 2 Kings kept and no play this turn"
    )
