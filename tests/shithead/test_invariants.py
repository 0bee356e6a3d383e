"""Random legal play never breaks the invariants of the rules page (section 5)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardgames_tui.core import GameSession
from cardgames_tui.games.shithead.actions import Pickup
from cardgames_tui.games.shithead.bots import HeuristicBot
from cardgames_tui.games.shithead.state import PLAY, ShitheadState
from cardgames_tui.games.shithead.view import ShitheadView

BOT = HeuristicBot()


def check(before: ShitheadState, after: ShitheadState, mover: int) -> None:
    # The pile never shows four of a rank on top: it would have burned.
    top = [i >> 2 for i in after.pile[-4:]]
    assert not (len(top) == 4 and len(set(top)) == 1)
    # Burned cards never come back.
    assert before.burned & after.burned == before.burned
    # While the stock lasts, whoever just played holds at least three.
    if after.phase == PLAY and after.spos < len(after.stock) and after.pile:
        assert after.hands[mover].bit_count() >= 3
    # Face-up play only with an empty hand and stock; blind only after face-up.
    if after.phase == PLAY and after.current == mover and not after.hands[mover]:
        assert after.spos == len(after.stock)
    # Finishing order holds distinct seats.
    assert len(set(after.finish)) == len(after.finish)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 5))
def test_random_play_keeps_every_invariant(seed: int, players: int) -> None:
    session = GameSession.new("shithead", players=players, seed=seed)
    rng = random.Random(seed)
    while not session.is_over and session.ply < 3000:
        # A copy: the session's state is mutated in place by the move.
        before = session.state.copy()
        assert isinstance(before, ShitheadState)
        mover = before.current
        legal = session.legal_actions()
        # Half random plays, half the heuristic bot: pure random play can
        # cycle through pick-ups forever, and this test must reach the end.
        if rng.random() < 0.5:
            plays = [a for a in legal if not isinstance(a, Pickup)] or legal
            session.play(plays[rng.randrange(len(plays))])
        else:
            view = session.observe(mover)
            assert isinstance(view, ShitheadView)
            session.play(BOT.choose(view, rng))
        after = session.state
        assert isinstance(after, ShitheadState)
        check(before, after, mover)
    assert session.is_over, "the game did not end in 3000 actions"
    state = session.state
    assert isinstance(state, ShitheadState)
    assert sum(session.scores) == 1
    assert sorted(state.finish) == list(range(players))


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_a_face_down_card_is_never_in_its_owners_view(seed: int) -> None:
    session = GameSession.new("shithead", players=3, seed=seed)
    rng = random.Random(seed)
    while not session.is_over and session.ply < 1500:
        state = session.state
        assert isinstance(state, ShitheadState)
        for seat in range(3):
            hidden = {i for i in state.down[3 * seat : 3 * seat + 3] if i >= 0}
            shown = session.observe(seat)
            visible = {c.index for c in shown.hand}  # type: ignore[attr-defined]
            assert not hidden & visible
        legal = session.legal_actions()
        session.play(legal[rng.randrange(len(legal))])
