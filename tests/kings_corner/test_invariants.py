"""Random legal play keeps the invariants of the rules page (section 5)."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardgames_tui.core import GameSession
from cardgames_tui.core.cards import RED_MASK
from cardgames_tui.games.kings_corner.actions import low_rank
from cardgames_tui.games.kings_corner.state import KINGS_MASK, KingsState

KING = 11


def check_table(state: KingsState) -> None:
    assert sum(state.chips) + state.pot + state.box == 80
    assert state.debts or min(state.chips) >= 0, "only debts go below 0"
    assert state.box >= 0 and state.pot >= 0, "the box and the pot hold chips"
    for space, pile in enumerate(state.piles):
        for below, above in itertools.pairwise(pile):
            assert low_rank(above) == low_rank(below) - 1, "piles descend, ace low"
            assert (RED_MASK >> above & 1) != (RED_MASK >> below & 1), (
                "colours alternate"
            )
        if space >= 4 and pile:
            assert pile[0] >> 2 == KING, "corner piles start with a King"


def play_game(
    seed: int,
    players: int,
    lenient: bool,
    bot: str | None,
    carry: bool = False,
    debts: bool = False,
) -> None:
    options = {"lenient_table": lenient, "pot_carries_over": carry, "chip_debts": debts}
    session = GameSession.new(
        "kings-corner", players=players, seed=seed, options=options
    )
    rng = random.Random(seed)
    chooser = None
    if bot is not None:
        chooser = session.game.bots[bot]()
    hand_no = 0
    points = list(session.scores)
    corners: list[tuple[int, ...]] = []
    while not session.is_over and session.ply < 20_000:
        state = session.state
        assert isinstance(state, KingsState)
        seat = state.current
        if chooser is not None and seat % 2 == 0:
            action = chooser.choose(session.observe(seat), rng)
        else:
            legal = session.legal_actions()
            action = legal[rng.randrange(len(legal))]
        if str(action) == "end" and not lenient:
            assert not state.hands[seat] & KINGS_MASK, "no turn ends holding a King"
        pot_before = state.pot
        corners = [state.piles[k] for k in range(4, 8)]
        events = session.play(action)
        after = session.state
        assert isinstance(after, KingsState)
        check_table(after)
        if after.hand_no == hand_no:
            for k in range(4, 8):  # corner piles never shrink within a hand
                assert after.piles[k][: len(corners[k - 4])] == corners[k - 4]
        carried = [e.amount for e in events if e.kind == "carried"]
        if carried:  # nobody won: nobody paid for cards, the pot stays
            assert carry and not [e for e in events if e.kind in ("pay", "pot")]
            assert after.carried == carried[0] and after.pot >= carried[0]
        changed = [s for s in range(players) if after.points[s] != points[s]]
        assert len(changed) <= 1, "at most one score changes per hand"
        if changed:
            pot = next(e.amount for e in events if e.kind == "pot")
            paid = sum(e.amount for e in events if e.kind in ("pay", "fine"))
            assert pot == pot_before + paid
            assert after.points[changed[0]] - points[changed[0]] == pot
        points = list(after.points)
        hand_no = after.hand_no
    assert session.is_over, "the game did not end in 20,000 actions"
    outcome = session.outcome
    assert outcome is not None
    assert [p >= 100 for p in outcome.scores].count(True) == 1


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(2, 6),
    lenient=st.booleans(),
    carry=st.booleans(),
    debts=st.booleans(),
)
def test_random_games_keep_every_invariant(
    seed: int, players: int, lenient: bool, carry: bool, debts: bool
) -> None:
    play_game(seed, players, lenient, None, carry, debts)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6))
def test_bot_games_keep_every_invariant(seed: int, players: int) -> None:
    play_game(seed, players, False, "heuristic")
