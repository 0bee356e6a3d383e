"""The hard bot's whole turns: the normal bot's first, then one line to each
other end the turn can reach."""

from __future__ import annotations

import random

from cardgames_tui.bots.montecarlo import MonteCarloBot
from cardgames_tui.core import GameSession
from cardgames_tui.games.kings_corner import GAME
from cardgames_tui.games.kings_corner.actions import END
from cardgames_tui.games.kings_corner.bots import choose_fast
from cardgames_tui.games.kings_corner.position import position
from cardgames_tui.games.kings_corner.state import KingsState
from cardgames_tui.games.kings_corner.turn_lines import MAX_LINES, turn_lines

# Every tabbed space taken; 8♠ goes on 9♥, and 7♥ on the 8♠ it leaves.
TABLE = {"N": "9H", "E": "JD", "S": "5S", "W": "2H"}


def lines(state: KingsState) -> list[list[str]]:
    return [[str(m) for m in line] for line in turn_lines(state, choose_fast)]


def test_the_normal_turn_comes_first_then_every_other_end() -> None:
    state = position(4, hands=["8S 7H 3C"], piles=TABLE)
    assert lines(state) == [
        ["play 8S on N", "play 7H on N", "end"],  # the normal bot's turn
        ["end"],  # holding both back
        ["play 8S on N", "end"],  # holding the 7♥ back
    ]


def test_a_line_that_empties_the_hand_ends_there_without_ending_the_turn() -> None:
    state = position(4, hands=["8S 7H"], piles=TABLE)
    assert lines(state)[0] == ["play 8S on N", "play 7H on N"]
    assert ["end"] in lines(state)


def test_no_line_ends_a_turn_with_a_king_in_hand() -> None:
    # Ending the turn holding a King is not allowed (the normal bot plays it).
    state = position(4, hands=["8S KD"], piles=TABLE)
    assert all("play KD on NE" in line for line in lines(state))
    lenient = position(4, hands=["8S KD"], piles=TABLE, lenient_table=True)
    assert ["end"] in lines(lenient)


def test_ends_that_differ_only_in_which_corner_count_once() -> None:
    # The King may go to any of four corners: one line for each other end.
    state = position(4, hands=["KD 3C"], piles=TABLE)
    assert lines(state) == [["play KD on NE", "end"]]


def test_every_line_is_legal_and_reaches_an_end_of_its_own() -> None:
    for seed in range(40):
        session = GameSession.new(GAME, players=4, seed=seed)
        state = session.state
        found = turn_lines(state, choose_fast)
        assert 1 <= len(found) <= MAX_LINES
        ends = set()
        for line in found:
            trial = state.copy()
            for move in line:
                assert move in trial.legal_actions(), (seed, line)
                trial.apply(move)
            out = trial.hand_no != state.hand_no or trial.over
            assert out or line[-1] is END
            piles = trial.piles
            ends.add((tuple(sorted(piles[:4])), tuple(sorted(piles[4:])), out))
        assert len(ends) >= len(found) - 1  # the normal line may share one


def test_the_hard_bot_finds_the_combination_the_normal_bot_misses() -> None:
    # Seed 7's opening: A♠ on the 2♥, Q♠ on the K♦, the King pile to a
    # corner, 3♠ into the space it left, the 2♥ and A♠ onto it, 2♠ on the
    # next free space: four cards, where the normal bot's turn sheds three.
    session = GameSession.new(GAME, players=4, seed=7)
    view = session.observe(0)
    hard = MonteCarloBot(GAME, GAME.bots["heuristic"], samples=64, budget=None)
    advice = hard.advise(view, random.Random(1))
    assert advice.chosen is not None
    line = [str(m) for m in (advice.action, *advice.chosen.then)]
    assert line[:2] == ["play AS on N", "play QS on S"]
    assert line[-1] == "end" and len(line) == 7
    normal = turn_lines(session.state, choose_fast)[0]
    assert len(normal) < len(line) and advice.weighed[0].value > 0.55
