"""The search stops sampling once its choice is settled (`search_settle`)."""

from __future__ import annotations

import random

from cardgames_tui.bots.levels import make_bot
from cardgames_tui.bots.montecarlo import SETTLE_FIRST, MonteCarloBot, settled
from cardgames_tui.core import GameSession, find_game


def test_a_choice_is_settled_only_when_no_move_can_be_better_by_the_gap() -> None:
    rng = random.Random(3)
    noise = [rng.random() for _ in range(64)]
    assert settled([noise], 0.01)  # one move: nothing to choose
    assert settled([noise, noise], 0.01)  # alike on every deal
    assert settled([noise, [v + 0.5 for v in noise]], 0.01)  # one far better
    # Two moves a coin apart on each deal, alike on average: either may be
    # the better one by more than the gap.
    coins = [float(rng.random() < 0.5) for _ in range(64)]
    assert not settled([noise, coins], 0.01)
    # A wide gap lets a close call go.
    assert settled([noise, coins], 1.0)


def test_a_settled_search_stops_at_its_first_look_and_an_open_one_samples_on() -> None:
    game = find_game("kings-corner")
    hard = make_bot(game, "hard", budget=None)
    assert isinstance(hard, MonteCarloBot)
    hard.samples = 4 * SETTLE_FIRST
    hard.prune = 0.0  # every move is weighed on every deal it is given
    session = GameSession.new(game, players=4, seed=5)
    rng = random.Random(5)
    normal = make_bot(game, "normal")
    while len(session.observe(session.current_player).legal_actions) < 3:
        session.play(normal.choose(session.observe(session.current_player), rng))
    view = session.observe(session.current_player)
    hard.settle = 1.0  # no move can be better by a whole hand won
    assert {w.samples for w in hard.weigh(view, random.Random(1))} == {SETTLE_FIRST}
    hard.settle = 0.0  # never settled: the cap
    assert {w.samples for w in hard.weigh(view, random.Random(1))} == {hard.samples}
