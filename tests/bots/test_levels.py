"""The three levels every game offers, and bad names."""

from __future__ import annotations

import random

import pytest

from cardgames_tui.bots.levels import LEVELS, bot_names, make_bot
from cardgames_tui.bots.montecarlo import MonteCarloBot
from cardgames_tui.bots.slips import SlippingBot
from cardgames_tui.core import GameSession, find_game
from cardgames_tui.games.shithead import GAME as SHITHEAD


@pytest.mark.parametrize("game_id", ["shithead", "trix", "kings-corner"])
def test_every_game_offers_easy_normal_and_hard(game_id: str) -> None:
    game = find_game(game_id)
    for level in (*LEVELS, "random", "heuristic"):
        assert level in bot_names(game)
        make_bot(game, level)


def test_an_unknown_bot_names_the_valid_choices() -> None:
    with pytest.raises(ValueError, match="choose from easy, normal, hard"):
        make_bot(find_game("trix"), "wizard")


def test_the_easy_bot_slips_now_and_then_and_otherwise_plays_normal() -> None:
    game = find_game("shithead")
    easy = make_bot(game, "easy")
    assert isinstance(easy, SlippingBot)
    normal = make_bot(game, "normal")
    session = GameSession.new(game, seed=4)
    rng = random.Random(4)
    same = slips = 0
    while not session.is_over and session.ply < 400:
        view = session.observe(session.current_player)
        if len(view.legal_actions) > 2:
            steady = normal.choose(view, random.Random(session.ply))
            mine = easy.choose(view, random.Random(session.ply))
            same += mine == steady
            slips += mine != steady
        legal = session.legal_actions()
        session.play(legal[rng.randrange(len(legal))])
    assert slips > 0 and same > slips


def test_a_finished_play_out_is_worth_what_the_hint_says() -> None:
    """The hint's words count games: a finished Shithead play-out is worth
    1 to every seat but the shithead and 0 to it; a finished Kings hand 1 to
    the seat that took the pot."""
    for game_id, seats in (("shithead", 3), ("kings-corner", 3)):
        game = find_game(game_id)
        session = GameSession.new(game, players=seats, seed=6)
        root = session.state.copy()
        bot, rng = make_bot(game, "normal"), random.Random(6)
        state = root.copy()
        stopped_at = None
        # Shithead's play-out may stop early (the deciding seat out): play
        # the game to its end. A Kings play-out is one hand.
        # (When the deciding seat is the shithead, the search stops at the end.)
        while True:
            if stopped_at is None and game.playout_over(root, state):
                stopped_at = state.copy()
            if state.is_over if game_id == "shithead" else stopped_at is not None:
                break
            state.apply(bot.choose(game.observe(state, state.current_player), rng))
        values = [game.playout_value(root, state, seat) for seat in range(seats)]
        # Where the search stops, the deciding seat's value is already the
        # one the finished game gives it.
        assert stopped_at is not None
        seat = root.current_player
        assert seat is not None
        assert game.playout_value(root, stopped_at, seat) == values[seat]
        assert sorted(values) == (
            [0.0, 1.0, 1.0] if game_id == "shithead" else [0.0, 0.0, 1.0]
        )
        assert "about 50%" in game.value_phrase(0.5)


def test_a_shithead_play_out_stops_once_the_deciding_seat_is_out() -> None:
    game = SHITHEAD
    checked = 0
    for seed in range(12):
        session = GameSession.new(game, players=4, seed=seed)
        root = session.state.copy()
        seat = root.current
        bot, rng = make_bot(game, "normal"), random.Random(seed)
        state = root.copy()
        while not state.is_over and not state.out_mask >> seat & 1:
            assert not game.playout_over(root, state)
            state.apply(bot.choose(game.observe(state, state.current_player), rng))
        if state.is_over:
            continue  # the seat went out last, or never: the game's end stops it
        assert game.playout_over(root, state)
        assert game.playout_value(root, state, seat) == 1.0
        checked += 1
        if checked == 2:
            break
    assert checked == 2


def test_the_hard_bot_keeps_the_normal_move_unless_another_is_clearly_better() -> None:
    game = find_game("kings-corner")
    hard = make_bot(game, "hard", budget=None)
    normal = make_bot(game, "normal")
    assert isinstance(hard, MonteCarloBot)
    hard.samples = 8
    session = GameSession.new(game, players=4, seed=5)
    rng = random.Random(5)
    weighed_apart = 0
    for _ in range(60):
        view = session.observe(session.current_player)
        if len(view.legal_actions) > 1:
            steady = normal.choose(view, random.Random(0))
            hard.margin = 1e12  # nothing is ever clear enough
            assert hard.choose(view, random.Random(1)) == steady
            hard.margin = 0.0  # the best mean, whatever the noise
            best = hard.weigh(view, random.Random(1))[0]
            assert hard.choose(view, random.Random(1)) == best.action
            weighed_apart += best.action != steady
        session.play(normal.choose(view, rng))
    assert weighed_apart  # the margin made a difference somewhere


def test_the_hard_shithead_bot_swaps_as_the_normal_bot_does() -> None:
    # Its play-outs cannot tell swaps apart (the normal bot redoes them), so
    # a search over them only swapped cards back and forth by noise.
    hard = make_bot(SHITHEAD, "hard", budget=None)
    normal = make_bot(SHITHEAD, "normal")
    assert isinstance(hard, MonteCarloBot)
    hard.samples = 4
    swaps = 0
    for seed in range(12):
        session = GameSession.new(SHITHEAD, players=4, seed=seed)
        while session.state.phase == "swap":
            view = session.observe(session.current_player)
            steady = normal.choose(view, random.Random(seed))
            assert hard.choose(view, random.Random(seed)) == steady
            # A hint gives the same move, with the normal bot's reason.
            advice = hard.advise(view, random.Random(seed))
            assert advice.action == steady and advice.chosen is None
            assert advice.reason
            swaps += len(view.legal_actions) > 1
            session.play(steady)
    assert swaps


def test_the_hard_shithead_bot_does_not_weigh_blind_cards() -> None:
    # A hint said "turn over face-down card 2: over 32 sampled deals ... 91%",
    # as if it knew what lay there: all three are unseen, so nothing is
    # weighed and the hint says any one will do.
    from cardgames_tui.games.shithead.position import position
    from tests.helpers import session_from

    state = position(
        2, hands=["", "5C 9C"], face_down=["2S 7D QH", "3S 4S 5S"], pile="8H"
    )
    session = session_from("shithead", state)
    view = session.observe(0)
    assert len(view.legal_actions) == 3
    hard = make_bot(SHITHEAD, "hard", budget=None)
    assert isinstance(hard, MonteCarloBot)
    hard.samples = 4
    advice = hard.advise(view, random.Random(1))
    assert advice.chosen is None and not advice.weighed
    assert advice.reason == "any blind card will do: none has been seen"
