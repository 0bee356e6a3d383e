"""The normal Shithead bot makes one choice whether it reads a seat's view
or, in a search bot's play-out, the sampled state itself."""

from __future__ import annotations

import random

import pytest

from cardgames_tui.core import GameSession
from cardgames_tui.games.shithead import GAME
from cardgames_tui.games.shithead.bots import HeuristicBot
from cardgames_tui.games.shithead.view import observe


@pytest.mark.parametrize("voluntary", [False, True])
def test_the_play_out_choice_is_the_choice_from_the_view(voluntary: bool) -> None:
    """``choose_in`` reads the state's masks (`fast_play`) where ``choose``
    lists the view's moves: the same move, the same random numbers, late
    in the game (blocking, high cards one at a time) as early."""
    bot = HeuristicBot()
    compared = 0
    for seed in range(40):
        session = GameSession.new(
            GAME,
            players=2 + seed % 4,
            seed=seed,
            options={"voluntary_pickup": voluntary},
        )
        rng = random.Random(seed)
        while not session.is_over and session.ply < 600:
            state = session.state
            draw = rng.getrandbits(32)  # flips are drawn at random: same draw
            viewer, player = random.Random(draw), random.Random(draw)
            from_view = bot.choose(observe(state, state.current), viewer)
            from_state = bot.choose_in(state, player)
            assert from_state == from_view, (seed, session.ply)
            # The same numbers drawn: a play-out goes on as the game would.
            assert player.random() == viewer.random(), (seed, session.ply)
            compared += 1
            # Random moves now and then reach positions the bot avoids.
            legal = session.legal_actions()
            if rng.random() < 0.3:
                session.play(legal[rng.randrange(len(legal))])
            else:
                session.play(from_view)
    assert compared > 3000


def test_decide_makes_the_choice_and_says_why() -> None:
    """``decide(view, rng).action`` is ``choose(view, rng)``, drawing the same
    random numbers; every move that was a choice comes with a reason."""
    bot = HeuristicBot()
    reasons: set[str] = set()
    compared = 0
    for seed in range(30):
        session = GameSession.new(GAME, players=2 + seed % 4, seed=seed)
        rng = random.Random(seed)
        while not session.is_over and session.ply < 600:
            view = session.observe(session.state.current)
            draw = rng.getrandbits(32)
            chooser, decider = random.Random(draw), random.Random(draw)
            decision = bot.decide(view, decider)
            assert decision.action == bot.choose(view, chooser), (seed, session.ply)
            assert chooser.random() == decider.random()  # same numbers drawn
            if len(view.legal_actions) > 1:
                assert decision.reason, (seed, session.ply, decision.action)
            reasons.add(decision.reason)
            compared += 1
            legal = session.legal_actions()
            if rng.random() < 0.3:
                session.play(legal[rng.randrange(len(legal))])
            else:
                session.play(decision.action)
    assert compared > 2000
    # Each branch speaks: the swap, the blind card, blocking, the 10 and the 2.
    for words in ("face up", "blind", "close to going out", "burns", "resets"):
        assert any(words in reason for reason in reasons), words


def test_four_normal_bots_always_finish() -> None:
    # Deal 1206, with these draws, once passed two aces and a pair of eights
    # round a ring of four blocking bots for ever (its plain-play chance was
    # then taken only with two seats left); the other deals check the rest.
    from cardgames_tui.games.shithead.phases import Phase
    from cardgames_tui.games.shithead.state import ShitheadState

    bot = HeuristicBot()
    for deal, draws in [(1206, 1107), *((d, d) for d in range(150))]:
        state = ShitheadState.deal(4, random.Random(deal), None, {})
        rng = random.Random(draws)
        for _ in range(GAME.max_actions):
            if state.phase is Phase.OVER:
                break
            state.apply(bot.choose_in(state, rng))
        assert state.phase is Phase.OVER, f"deal {deal} never ends"


def test_a_swap_reason_calls_only_a_high_card_high() -> None:
    from cardgames_tui.core.cards import cards
    from cardgames_tui.games.shithead.bots import _swap_reason

    ten, two, king, five = cards("TH 2C KS 5S")
    assert "a wild" in _swap_reason(ten) and "a wild" in _swap_reason(two)
    assert "high card" in _swap_reason(king)
    low = _swap_reason(five)
    assert "high" not in low and "wild" not in low and "beats" in low


def test_the_swap_puts_a_pair_face_up_over_a_slightly_higher_card() -> None:
    from cardgames_tui.core.cards import cards
    from cardgames_tui.games.shithead.bots import _swap_reason, face_up_choice

    # Without the pair: K, 9, 7 face up. With it: the two 7s and the K.
    hand, up = cards("7H 7C 3S"), cards("KS 9D 4H")
    assert face_up_choice(hand, up) == set(cards("7H 7C KS"))
    # Wilds still come first, and a pair of 3s is not worth a king and a 5.
    assert face_up_choice(cards("TH 2C 3S"), cards("KS 3D 4H")) == set(
        cards("TH 2C KS")
    )
    assert face_up_choice(cards("TH 3S 4C"), cards("KS 3D 5H")) == set(
        cards("TH KS 5H")
    )
    # What is already best stays: no swap at all.
    assert face_up_choice(cards("3S 4C 5D"), cards("AS KD QH")) == set(
        cards("AS KD QH")
    )
    assert "another of its rank" in _swap_reason(cards("7H")[0], twin=True)


def test_the_normal_bot_swaps_one_card_at_a_time_towards_its_choice() -> None:
    from cardgames_tui.games.shithead.actions import READY, Swap
    from cardgames_tui.games.shithead.bots import face_up_choice

    bot = HeuristicBot()
    for seed in range(30):
        session = GameSession.new(GAME, players=3, seed=seed)
        seat = session.state.current
        view = observe(session.state, seat)
        target = face_up_choice(view.hand, view.face_up[seat])
        swaps = 0
        while session.observe(None).phase == "swap" and session.state.current == seat:
            decision = bot.decide(observe(session.state, seat), random.Random(0))
            if decision.action == READY:
                break
            assert isinstance(decision.action, Swap)
            assert decision.action.hand_card in target
            assert decision.action.face_up_card not in target
            # Why, without naming the card again ("the 10♥ face up: …" came
            # after "put 10♥ face up for 7♣").
            assert "late in the game" in decision.reason
            assert "face up" not in decision.reason
            session.play(decision.action)
            swaps += 1
        assert set(observe(session.state, seat).face_up[seat]) == target
        assert swaps <= 3


def test_a_blocking_play_says_why_without_naming_its_card_again() -> None:
    from cardgames_tui.core.bots import decide
    from cardgames_tui.games.shithead.position import position
    from cardgames_tui.games.shithead.view import ShitheadView
    from tests.helpers import session_from

    # The last card of the next seat: the K goes down to block it. The
    # log's line and the hint name the K already ("play K♠: K♠: ...").
    session = session_from("shithead", position(2, hands=["KS 4D", "5D"], pile="3S"))
    view = session.observe(0)
    assert isinstance(view, ShitheadView)
    decision = decide(HeuristicBot(), view, random.Random(0))
    assert str(decision.action) == "play KS"
    assert decision.reason == (
        "the next player is close to going out and can hardly beat it"
    )
