"""Cards a message lists come in the order of the hand on screen (♠ ♥ ♣ ♦,
each suit upwards), not the deck's rank order: a play-tester read "you may
double Q♦ and K♥" beside a hand that shows K♥ first."""

from __future__ import annotations

import random
import re

from cardgames_tui.core.session import GameSession
from cardgames_tui.games.trix.actions import Pass
from cardgames_tui.games.trix.held_order import in_held_order
from cardgames_tui.games.trix.view import TrixView

SUITS = "♠♥♣♦"


def test_what_a_hand_may_double_is_listed_as_held() -> None:
    seen = 0
    for seed in range(60):
        session = GameSession.new("trix", seed=seed)
        for seat in range(4):
            view = session.observe(seat)
            assert isinstance(view, TrixView)
            assert view.doublable == in_held_order(view.doublable)
            names = [str(c) for c in view.doublable]
            if "KH" in names and "QD" in names:
                assert names.index("KH") < names.index("QD")
                seen += 1
    assert seen  # the case the play-tester met came up


def test_a_refused_pass_names_what_fits_in_the_order_held() -> None:
    rng, checked = random.Random(3), 0
    for seed in range(40):
        session = GameSession.new("trix", seed=seed)
        while not session.is_over and session.ply < 200:
            refused = session.refusal(Pass())
            if refused and "fit, so you must play one" in refused:
                listed = re.findall(r"(?:10|[2-9JQKA])([♠♥♣♦])", refused)
                assert listed == sorted(listed, key=SUITS.index), refused
                checked += len(set(listed)) > 1
            session.play(rng.choice(session.legal_actions()))
    assert checked > 5


def test_a_hinted_double_lists_its_cards_as_held() -> None:
    # A play-tester's hint read "double Q♠ Q♦ K♥" beside a hand of Q♠ K♥ Q♦.
    from cardgames_tui.core.cards import Card
    from cardgames_tui.core.wording import move_words
    from cardgames_tui.games.trix.actions import Double

    double = Double(tuple(Card.parse(c) for c in ("QD", "KH", "QS")))
    assert str(double) == "double QS QD KH"  # the notation keeps its order
    assert move_words(double) == "double Q♠ K♥ Q♦"
    assert move_words(Double(())) == "double none"
