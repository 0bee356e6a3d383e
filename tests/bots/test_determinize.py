"""A sampled state agrees with everything its seat has seen."""

from __future__ import annotations

import random

import pytest

from cardgames_tui.core import CARDS, GameSession, find_game
from cardgames_tui.games.kings_corner import GAME as KINGS
from cardgames_tui.games.trix import GAME as TRIX

GAMES = ["shithead", "trix", "kings-corner"]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", range(3))
def test_a_sampled_state_shows_its_seat_the_same_view(game_id: str, seed: int) -> None:
    """Same public facts, same own hand, same legal moves: the view of the
    sample from the seat equals the view it was sampled from; the 52 cards
    are all there, and the unseen ones really are redealt."""
    game = find_game(game_id)
    session = GameSession.new(game, seed=seed)
    rng = random.Random(seed)
    redealt = 0
    while not session.is_over and session.ply < 500:
        seat = session.current_player
        assert seat is not None
        view = session.observe(seat)
        samples = [game.determinize(view, random.Random(k)) for k in range(2)]
        for sample in samples:
            assert game.observe(sample, seat) == view
            assert sorted(sample.all_cards()) == sorted(CARDS)
        redealt += samples[0].key() != samples[1].key()
        legal = session.legal_actions()
        session.play(legal[rng.randrange(len(legal))])
    assert redealt > 10


def test_trix_samples_respect_a_seat_that_showed_out() -> None:
    """After a seat fails to follow clubs, no sample gives it a club."""
    game = TRIX
    session = GameSession.new(game, seed=5)
    rng = random.Random(5)
    checked = 0
    while not session.is_over and checked < 40:
        seat = session.current_player
        assert seat is not None
        view = session.observe(seat)
        for _ in range(3):
            sample = game.determinize(view, rng)
            for other in range(4):
                if other != seat:
                    assert not sample.hands[other] & view.excluded_masks[other]
        checked += any(view.excluded_masks)
        legal = session.legal_actions()
        session.play(legal[rng.randrange(len(legal))])
    assert checked > 5


def test_kings_samples_give_no_king_to_a_seat_that_ended_a_turn() -> None:
    game = KINGS
    session = GameSession.new(game, seed=2)
    rng = random.Random(2)
    checked = 0
    kings = sum(1 << c.index for c in CARDS if c.rank.value == "K")
    while not session.is_over and session.ply < 300:
        seat = session.current_player
        assert seat is not None
        view = session.observe(seat)
        sample = game.determinize(view, rng)
        for other in range(view.players):
            if view.kingless >> other & 1 and other != seat:
                assert not sample.hands[other] & kings
                checked += 1
        legal = session.legal_actions()
        session.play(legal[rng.randrange(len(legal))])
    assert checked > 20


def _over(hand: int, ends: tuple[int, ...]) -> bool:
    """Whether a hand holds more than j cards of ``ends[j]`` for some j."""
    return any((hand & mask).bit_count() > j for j, mask in enumerate(ends))


def test_a_greedy_seat_holds_at_most_j_of_what_fitted_j_draws_ago() -> None:
    """A normal bot ends a turn only when nothing fits, fills a tabbed space
    only when nothing fits a top and with its highest card, keeps what it
    does not play, and draws a card at the end of a turn: of what it showed
    it did not hold with at most j draws since (``view.passed[s][j]``,
    public) it holds at most j cards,
    in the real hands and in every sample of another seat's view, which
    still shows that seat the same view. Earlier ends count: some seats
    have a bound from two ends or more."""
    from cardgames_tui.games.kings_corner.determinize import determinize_greedy

    game = KINGS
    bot, rng = game.bots["heuristic"](), random.Random(4)
    checked = constrained = deep = 0
    for seed in range(3):
        session = GameSession.new(game, seed=seed)
        while not session.is_over and session.ply < 300:
            view = session.observe(session.current_player)
            seat = view.seat
            assert seat is not None
            state = session.state
            for s in range(view.players):  # the seat on turn too (its fills)
                assert not _over(state.hands[s], view.passed[s])
            bound = [s for s in range(view.players) if s != seat and view.passed[s]]
            for k in range(2):
                sample = determinize_greedy(view, random.Random(k))
                assert game.observe(sample, seat) == view
                for s in bound:
                    assert not _over(sample.hands[s], view.passed[s])
            checked += 1
            constrained += sum(view.hand_sizes[s] > 1 for s in bound)
            deep += sum(
                view.passed[s][-1] != view.passed[s][min(1, len(view.passed[s]) - 1)]
                for s in bound
            )
            session.play(bot.choose(view, rng))
    assert checked > 600 and constrained > 600 and deep > 100


def test_each_end_of_turn_bounds_the_hand_one_draw_later() -> None:
    """Held none of f1 at an end, drew; held none of f2 at the next, drew:
    now at most 1 of f2 and at most 2 of f1 and f2 together (the cards it
    held at both ends but the two it drew), no looser."""
    from cardgames_tui.games.kings_corner.turn import _passed

    f1, f2, f3, hand = 0b001, 0b010, 0b100, (1 << 7) - 1
    first = _passed((), f1, True, hand)
    assert first == (0, f1)
    second = _passed(first, f2, True, hand)
    assert second == (0, f2, f1 | f2)
    # No draw (the stock is out, or a King went to a corner): same places.
    assert _passed(second, f3, False, hand) == (f3, f2 | f3, f1 | f2 | f3)
    # Nothing past the hand's size: it could hold all of it.
    assert _passed(second, f3, False, 0b11) == (f3, f2 | f3)
