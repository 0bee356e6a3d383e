"""Random legal play keeps the invariants of the Trix rules page (section 6)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from cardgames_tui.core import GameSession
from cardgames_tui.core.registry import find_game
from cardgames_tui.games.trix.actions import PlayCard
from cardgames_tui.games.trix.state import LAYOUT, SUIT_MASKS, TRICKS, TrixState


@dataclass(frozen=True)
class Deal:
    contract: int
    owner: int
    result: tuple[int, ...]
    self_won: int
    tricks: int


def play_session(seed: int, bot_names: tuple[str, ...], symmetric: bool) -> None:
    game = find_game("trix")
    session = GameSession.new("trix", seed=seed, options={"symmetric_queen": symmetric})
    bots = [game.bots[bot_names[s % len(bot_names)]]() for s in range(4)]
    rng = random.Random(seed)
    deals: list[Deal] = []
    trick: list[tuple[int, int]] = []
    doubled: set[int] = set()
    self_won = 0
    tricks = 0
    while not session.is_over:
        state = session.state
        assert isinstance(state, TrixState)
        seat = state.current
        if state.phase == LAYOUT:
            # Each suit's row is one run of ranks through the jack.
            for suit in range(4):
                row = [r for r in range(13) if state.played >> (r * 4 + suit) & 1]
                if row:
                    assert 9 in row and row == list(range(row[0], row[-1] + 1))
        action = bots[seat].choose(session.observe(seat), rng)
        if state.phase == TRICKS and isinstance(action, PlayCard):
            card = action.card.index
            if trick and card & 3 != trick[0][1] & 3:
                assert not state.hands[seat] & SUIT_MASKS[trick[0][1] & 3], "revoke"
            trick.append((seat, card))
        contract, owner = state.contract, state.owner
        events = session.play(action)
        for event in events:
            if event.kind == "double":
                doubled |= {c.index for c in event.cards}
            if event.kind == "trick":
                tricks += 1
                leader, led = trick[0]
                if event.seat == leader and led in doubled and led >> 2 == 10:
                    self_won += 1
                trick = []
            if event.kind == "deal-scored":
                after = session.state
                assert isinstance(after, TrixState)
                deals.append(
                    Deal(contract, owner, after.deal_history[-1], self_won, tricks)
                )
                doubled, self_won, tricks = set(), 0, 0
    assert len(deals) == 8
    for deal in deals:
        if deal.contract == 1:
            assert sorted(deal.result) == [50, 100, 150, 200]
        else:
            assert deal.tricks == 13
            extra = 0 if symmetric else 25 * deal.self_won
            assert sum(deal.result) == -500 - extra
    pairs = sorted((d.owner, d.contract) for d in deals)
    assert pairs == [(s, c) for s in range(4) for c in (1, 2)]
    final = session.state
    assert isinstance(final, TrixState)
    assert sum(final.totals) == sum(sum(d.result) for d in deals)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), symmetric=st.booleans())
def test_random_sessions_keep_every_invariant(seed: int, symmetric: bool) -> None:
    play_session(seed, ("random",), symmetric)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_bot_sessions_keep_every_invariant(seed: int) -> None:
    play_session(seed, ("heuristic", "random"), False)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.integers(0, 51), min_size=4, max_size=4, unique=True),
    st.integers(0, 3),
    st.integers(0, 3),
    st.integers(0, (1 << 52) - 1),
    st.booleans(),
)
def test_the_logs_itemized_trick_adds_up_to_the_score(
    cards: list[int], leader: int, winner: int, doubled: int, symmetric: bool
) -> None:
    from cardgames_tui.games.trix.scoring import score_trick, taker_costs

    trick = [((leader + k) % 4, card) for k, card in enumerate(cards)]
    base, diamonds, costs = taker_costs(trick, winner, doubled, symmetric)
    delta = score_trick(trick, winner, doubled, symmetric)[winner]
    assert base + diamonds + sum(c for _, c in costs) == -delta
