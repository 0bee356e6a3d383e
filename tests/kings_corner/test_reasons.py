"""The normal Kings bot says why it moves: the same move `choose` makes,
drawing the same random numbers, with a reason in a player's words."""

from __future__ import annotations

import random

import pytest

from cardgames_tui.core import GameSession
from cardgames_tui.games.kings_corner import GAME
from cardgames_tui.games.kings_corner.bots import HeuristicBot
from cardgames_tui.games.kings_corner.view import KingsView
from tests.kings_corner.helpers import session_at, view

FULL = {"E": "AD", "S": "AC", "W": "AS"}  # aces: nothing goes on them


@pytest.mark.parametrize("lenient", [False, True])
def test_decide_makes_the_move_choose_makes(lenient: bool) -> None:
    bot = HeuristicBot()
    reasons: set[str] = set()
    compared = 0
    for seed in range(8):
        session = GameSession.new(
            GAME, players=2 + seed % 5, seed=seed, options={"lenient_table": lenient}
        )
        rng = random.Random(seed)
        while not session.is_over and session.ply < 400:
            seen = session.observe(session.current_player)
            assert isinstance(seen, KingsView)
            decision = bot.decide(seen, random.Random(session.ply))
            chosen = bot.choose(seen, random.Random(session.ply))
            assert decision.action == chosen, (seed, session.ply)
            if len(seen.legal_actions) > 1:
                assert decision.reason, (seed, session.ply, chosen)
            reasons.add(decision.reason)
            compared += 1
            legal = session.legal_actions()
            # Random moves now and then reach positions the bot avoids.
            session.play(
                legal[rng.randrange(len(legal))] if rng.random() < 0.3 else chosen
            )
    assert compared > 2000 and len(reasons) > 8


@pytest.mark.parametrize(
    ("hand", "piles", "said"),
    [
        (
            "KC 5D",
            {"N": "9H", **FULL},
            "a King takes a corner",
        ),
        (
            "5D",
            {"N": "9H 8S", "E": "10C", "S": "AC", "W": "AS"},
            "frees the N space",
        ),
        (
            "5D",
            {"N": "KH QS", "E": "2D", **{k: v for k, v in FULL.items() if k != "E"}},
            "frees the N space",
        ),
        (
            "7C 6D 2S",
            {"N": "8H", **FULL},
            "its 6♦ can follow",
        ),
        (
            "7C 2S",
            {"N": "8H", **FULL},
            "the only card that fits",
        ),
        ("QC 5D", {**FULL}, "nothing else fits: the highest card"),
        (
            "5D",
            {"N": "9H", **FULL},
            "nothing fits, so the turn ends with a chip paid",
        ),
    ],
)
def test_each_rule_gives_its_reason(
    hand: str, piles: dict[str, str], said: str
) -> None:
    session = session_at(4, hands=[hand, "2H"], piles=piles, stock="3H")
    decision = HeuristicBot().decide(view(session, 0), random.Random(0))
    assert decision.reason.startswith(said), decision
