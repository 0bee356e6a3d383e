"""The hard bot's lines that hold cards back: a move, then the turn ended
where the normal bot would play on."""

from __future__ import annotations

import random

from cardgames_tui.bots.montecarlo import MonteCarloBot
from cardgames_tui.games.kings_corner import GAME
from cardgames_tui.games.kings_corner.actions import END, parse_action
from cardgames_tui.games.kings_corner.bots import HeuristicBot, choose_fast
from cardgames_tui.games.kings_corner.holding import hold_lines
from cardgames_tui.games.kings_corner.position import position
from cardgames_tui.games.kings_corner.state import KingsState

# Every tabbed space taken; 8♠ goes on 9♥, and 7♥ on the 8♠ it leaves.
TABLE = {"N": "9H", "E": "JD", "S": "6S", "W": "2H"}


def lines(state: KingsState, move: str) -> list[list[str]]:
    return [
        [str(m) for m in line]
        for line in hold_lines(state, parse_action(move), choose_fast)
    ]


def test_a_line_ends_the_turn_where_the_normal_bot_would_play_on() -> None:
    state = position(4, hands=["8S 7H 3C"], piles=TABLE)
    assert lines(state, "play 8S on N") == [["play 8S on N", "end"]]


def test_no_line_where_the_normal_bot_ends_the_turn_itself() -> None:
    # After 8♠ nothing of 3♣ fits: holding back would be the normal line.
    state = position(4, hands=["8S 3C"], piles=TABLE)
    assert lines(state, "play 8S on N") == []


def test_no_line_ends_a_turn_with_a_king_in_hand() -> None:
    # Ending the turn holding a King is not allowed (the normal bot plays it).
    state = position(4, hands=["8S 7H KD"], piles=TABLE)
    assert lines(state, "play 8S on N") == []
    lenient = position(4, hands=["8S 7H KD"], piles=TABLE, lenient_table=True)
    assert lines(lenient, "play 8S on N") == [["play 8S on N", "end"]]


def test_no_line_after_ending_the_turn_or_going_out() -> None:
    assert hold_lines(position(4, hands=["8S 7H"], piles=TABLE), END, choose_fast) == []
    assert lines(position(4, hands=["8S"], piles=TABLE), "play 8S on N") == []


def test_the_hard_bot_weighs_the_lines_and_a_hint_names_each_move_once() -> None:
    state = position(4, hands=["8S 7H 3C 4D"], piles=TABLE)
    view = GAME.observe(state, 0)
    hard = MonteCarloBot(GAME, HeuristicBot, samples=8, budget=None)
    weighed = hard.weigh(view, random.Random(1))
    held = [w for w in weighed if w.then]
    assert held and all(w.then[-1] == END for w in held)
    # Each line weighed on the same deals as the move alone.
    assert all(w.samples == 8 for w in weighed)
    advice = hard.advise(view, random.Random(1))
    moves = [w.action for w in advice.weighed]
    assert len(moves) == len(set(moves))
    assert advice.chosen in advice.weighed and advice.action == advice.chosen.action


def test_a_line_is_played_out_as_it_says() -> None:
    # Two seats, the stock gone, every card placed: the play-outs are sure.
    # Played on, 7♥ covers the 8♠ and the hand blocks with a card each (the
    # tie goes to seat 0, left of the dealer); held back, the 8♠ takes
    # seat 1's 7♦ and it goes out.
    state = position(
        2,
        hands=["8S 7H 2D", "7D"],
        piles={
            "N": "9H",
            "E": "AC 10C 8C 6C 4C 2C 6S 4S 2S",
            "S": "5H 3C 3H AH 5D",
            "W": "3D AD",
            "NE": "KS QH JS 10H 9S 8H 7S 6H 5S 4H 3S 2H AS",
            "SE": "KC QD JC 10D 9C 8D 7C 6D 5C 4D",
            "SW": "KH QS JD 10S 9D",
            "NW": "KD QC JH",
        },
    )
    assert state.spos == len(state.stock)
    hard = MonteCarloBot(GAME, HeuristicBot, samples=4, budget=None)
    weighed = hard.weigh(GAME.observe(state, 0), random.Random(1))
    values = {(str(w.action), w.then): w.value for w in weighed}
    play = "play 8S on N"
    assert values[(play, ())] == 1.0
    assert values[(play, (END,))] == 0.0
