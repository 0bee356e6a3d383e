"""The normal Shithead bot looks ahead in a duel, and only there; the easy
and hard bots build on the plain heuristic; the search weighs moves that
differ."""

from __future__ import annotations

import random
from typing import cast

from cardgames_tui.bots.levels import make_bot
from cardgames_tui.bots.lookahead import LookaheadBot
from cardgames_tui.bots.montecarlo import MonteCarloBot
from cardgames_tui.bots.slips import SlippingBot
from cardgames_tui.core import GameSession
from cardgames_tui.core.bots import decide
from cardgames_tui.core.cards import cards
from cardgames_tui.games.shithead import GAME as SHITHEAD
from cardgames_tui.games.shithead.actions import ShitheadAction
from cardgames_tui.games.shithead.bots import HeuristicBot, search_key
from cardgames_tui.games.shithead.position import position
from cardgames_tui.games.shithead.state import ShitheadState
from cardgames_tui.games.shithead.view import ShitheadView, observe


def _duel(stock: str = "") -> tuple[ShitheadState, ShitheadView]:
    """Seats 2 and 3 are out; seat 0, on turn, holds four 7s and more."""
    s = position(
        4,
        hands=["7S 7H 7D 7C 9S QD AS AH", "8H 8D JC KD"],
        face_up=["", "10S JH AC"],
        face_down=["4S 5S -", "4H 5H 6H"],
        pile="3C 6C",
        stock=stock,
        out=[2, 3],
    )
    s.known[1] = sum(1 << c.index for c in cards("8H 8D JC KD"))
    return s, observe(s, 0)


def test_the_normal_shithead_bot_looks_ahead_in_a_duel_only() -> None:
    normal = make_bot(SHITHEAD, "normal")
    assert isinstance(normal, LookaheadBot)
    plain = HeuristicBot()
    _, duel = _duel()
    assert HeuristicBot.lookahead_in(duel)
    looked = normal.decide(duel, random.Random(3))
    searched = normal.search.decide(duel, random.Random(3))
    assert looked.action == searched.action
    assert looked.reason == f"looking ahead, {searched.reason}"
    assert looked.reason.startswith(
        ("looking ahead, best over 8", "looking ahead, no move clearly better")
    )
    # With cards still to draw, rules of thumb: the heuristic's move and words.
    _, early = _duel(stock="2S 3S")
    assert not HeuristicBot.lookahead_in(early)
    rng = random.Random(3)
    assert normal.decide(early, rng) == decide(plain, early, random.Random(3))


def test_a_forced_move_in_a_duel_is_not_looked_at() -> None:
    state, _ = _duel()
    state.hands[0] = sum(1 << c.index for c in cards("4C"))  # only a 4: pick up
    view = observe(state, 0)
    assert len(view.legal_actions) == 1
    assert not HeuristicBot.lookahead_in(view)
    assert decide(make_bot(SHITHEAD, "normal"), view, random.Random(0)).reason


def test_easy_and_hard_build_on_the_plain_heuristic() -> None:
    # A play-out that looked ahead at every step would cost the hard bot its
    # budget many times over; the easy bot stays as it was measured.
    hard = make_bot(SHITHEAD, "hard", budget=None)
    easy = make_bot(SHITHEAD, "easy")
    assert isinstance(hard, MonteCarloBot) and isinstance(easy, SlippingBot)
    assert type(hard.policy) is HeuristicBot
    assert type(easy.steady) is HeuristicBot


def test_the_search_weighs_only_moves_that_differ() -> None:
    # Four 7s give fifteen legal plays of 7s, but only four that differ.
    hard = make_bot(SHITHEAD, "hard", budget=None)
    assert isinstance(hard, MonteCarloBot)
    hard.samples = 2
    _, view = _duel()
    weighed = hard.weigh(view, random.Random(0))
    keys = [search_key(cast("ShitheadAction", w.action)) for w in weighed]
    assert len(keys) == len(set(keys))
    assert len({search_key(a) for a in view.legal_actions}) < len(view.legal_actions)


def _big_hand_duel() -> ShitheadView:
    """A duel after a pick-up: a hand of ten ranks, every one of them fits."""
    s = position(
        4,
        hands=["3S 3H 4S 5S 6S 7S 8S 9S JS QS KS AS", "8H 8D JC KD"],
        face_up=["", "10S JH AC"],
        face_down=["4D 5D 6D", "4H 5H 6H"],
        pile="",
        out=[2, 3],
    )
    return observe(s, 0)


def test_the_hard_search_weighs_every_move_that_differs_the_look_ahead_eight() -> None:
    """With a big hand a move left out at random was often the best one; the
    normal level's look-ahead stays as it was measured."""
    view = _big_hand_duel()
    differ = {search_key(a) for a in view.legal_actions}
    assert len(differ) > 8
    hard = make_bot(SHITHEAD, "hard", budget=None)
    assert isinstance(hard, MonteCarloBot)
    hard.samples = 1
    assert len(hard.weigh(view, random.Random(0))) == len(differ)
    normal = make_bot(SHITHEAD, "normal")
    assert isinstance(normal, LookaheadBot)
    assert len(normal.search.weigh(view, random.Random(0))) == 8


def test_a_game_of_normal_bots_reaches_its_end() -> None:
    session = GameSession.new(SHITHEAD, players=3, seed=11)
    bots = [make_bot(SHITHEAD, "normal") for _ in range(3)]
    rngs = [random.Random(k) for k in range(3)]
    while not session.is_over and session.ply < 2000:
        seat = session.current_player
        assert seat is not None
        session.play(bots[seat].choose(session.observe(seat), rngs[seat]))
    assert session.is_over


def _known_hands_duel() -> ShitheadState:
    """Seats 0 and 1 are out; both hands left are known to both (picked up).
    Two look-ahead bots traded the same ten moves from here for ever."""
    s = position(
        4,
        hands=["", "", "2H 4H 4D 4C 6S JC QS", "3S 6C QC"],
        face_down=["- - -", "- - -", "- - -", "10C - 2S"],
        out=[0, 1],
        current=3,
    )
    s.known = list(s.hands)
    return s


def test_two_searching_bots_in_a_duel_do_not_trade_the_same_moves_for_ever() -> None:
    """Each search is sure of its moves, so a duel can repeat itself; now
    and then (once the stock is gone) a search leaves the move to the plain
    heuristic, which ends the loop: every game from here finishes, with two
    normal bots and with a hard bot against a normal one."""
    for level in ("normal", "hard"):
        for draws in range(4):
            bots = [make_bot(SHITHEAD, "normal") for _ in range(4)]
            if level == "hard":
                bots[2] = MonteCarloBot(SHITHEAD, HeuristicBot, samples=16, budget=None)
            state, rng = _known_hands_duel(), random.Random(draws)
            for _ in range(600):
                if state.is_over:
                    break
                seat = state.current
                state.apply(bots[seat].choose(observe(state, seat), rng))
            assert state.is_over, (level, draws)
