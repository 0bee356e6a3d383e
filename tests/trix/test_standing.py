"""The seat boxes' total counts the deal as it goes (`TrixView.standing`)."""

from __future__ import annotations

import random

from cardgames_tui.core.session import GameSession
from cardgames_tui.games.trix.phases import Phase
from cardgames_tui.games.trix.scoring import TRIX_PRIZES
from cardgames_tui.games.trix.view import TrixView, settled


def test_the_total_counts_the_complex_deal_so_far_and_never_twice() -> None:
    # A play-tester read "deal -15 · total 225" during a deal and "total
    # 210" once it ended: the total left the deal out, then jumped.
    rng = random.Random(5)
    session = GameSession.new("trix", seed=5)
    seen_running = seen_end = False
    while not session.is_over:
        view = session.observe(0)
        assert isinstance(view, TrixView)
        if view.phase is Phase.TRICKS:
            assert view.standing == tuple(
                t + r for t, r in zip(view.totals, view.running, strict=True)
            )
            seen_running |= any(view.running)
        before = len(session.events)
        deal = view.deal_number
        session.play(rng.choice(session.legal_actions()))
        if view.phase is Phase.TRICKS and session.observe(0).deal_number != deal:  # type: ignore[attr-defined]
            end = settled(view, session.events[before:])
            # The ended deal is counted once: in the totals, not again.
            assert end.standing == end.totals
            assert end.totals == tuple(
                t + r for t, r in zip(view.totals, end.running, strict=True)
            )
            seen_end = True
    assert seen_running and seen_end


def test_the_total_counts_each_place_out_of_a_trix_deal_and_the_last_one() -> None:
    # A play-tester read "total 0" beside "out first +200" and thought the
    # prize was not counted; and the last seat's box said nothing of its 50.
    rng = random.Random(3)
    session = GameSession.new("trix", seed=3)
    seen_out = seen_end = 0
    while not session.is_over:
        view = session.observe(None)
        assert isinstance(view, TrixView)
        if view.phase is Phase.LAYOUT:
            prizes = [0] * 4
            for place, seat in enumerate(view.out_order):
                prizes[seat] = TRIX_PRIZES[place]
            assert view.standing == tuple(
                t + p for t, p in zip(view.totals, prizes, strict=True)
            )
            seen_out += bool(view.out_order)
        before = len(session.events)
        deal = view.deal_number
        session.play(rng.choice(session.legal_actions()))
        after = session.observe(None)
        ended = session.is_over or after.deal_number != deal  # type: ignore[attr-defined]
        if view.phase is Phase.LAYOUT and ended:
            end = settled(view, session.events[before:])
            assert sorted(end.out_order) == [0, 1, 2, 3]
            assert end.standing == end.totals
            assert end.totals == tuple(
                t + TRIX_PRIZES[end.out_order.index(seat)]
                for seat, t in enumerate(view.totals)
            )
            # What the boxes showed for the seats already out is what the
            # engine scored them at the end (its own events, not the view's).
            scored = session.scores if session.is_over else after.totals  # type: ignore[attr-defined]
            for seat in view.out_order:
                assert view.standing[seat] == scored[seat]
            seen_end += 1
    assert seen_out and seen_end == 4


def test_the_box_names_each_place_and_the_last_seat_without_out() -> None:
    from cardgames_tui.games.trix.narration import out_words

    # The last seat still holds its cards: "out last" said otherwise.
    assert [out_words(place) for place in range(4)] == [
        "out first +200",
        "out second +150",
        "out third +100",
        "last +50",
    ]
