"""A sampled state agrees with everything its seat has seen."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from cardgames_tui.core import CARDS, GameSession, find_game
from cardgames_tui.games.kings_corner import GAME as KINGS
from cardgames_tui.games.shithead import GAME as SHITHEAD
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


def _bounds_kept(
    game: Any,
    sampler: Callable[[Any, random.Random], Any],
    hands: Sequence[int],
    view: Any,
    bounds: Sequence[tuple[int, ...]],
) -> list[int]:
    """Every real hand keeps its ``bounds``, and two samples of ``view``
    show its seat the same view and keep the bounds of every other seat:
    those seats (the ones bound) are returned."""
    seat = view.seat
    for s in range(view.players):
        assert not _over(hands[s], bounds[s])
    bound = [s for s in range(view.players) if s != seat and bounds[s]]
    for k in range(2):
        sample = sampler(view, random.Random(k))
        assert game.observe(sample, seat) == view
        for s in bound:
            assert not _over(sample.hands[s], bounds[s])
    return bound


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
            # The seat on turn too (its fills).
            bound = _bounds_kept(
                game, determinize_greedy, state.hands, view, view.passed
            )
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


def test_a_seat_that_picked_up_holds_at_most_j_of_what_fitted_j_draws_ago() -> None:
    """The rules force a pick-up only when nothing in the hand fits, so a
    seat that picked up held none of what fitted the pile then, and holds
    at most j of it with j cards drawn since (``view.lacked``, public):
    the real hands of players who pick up whenever they must (random
    play and the normal bot) keep every bound at every step, and so does
    every sample of another seat's view, which still shows that seat the
    same view. Bounds from two pick-ups or more are met, and so are bounds
    with the stock gone (no card drawn since: none of it at all)."""
    from cardgames_tui.games.shithead.determinize import determinize

    game = SHITHEAD
    normal, rng = game.bots["heuristic"](), random.Random(6)
    checked = constrained = deep = strict = 0
    for seed in range(6):
        session = GameSession.new(game, seed=seed)
        while not session.is_over and session.ply < 400:
            seat = session.current_player
            assert seat is not None
            view = session.observe(seat)
            state = session.state
            bound = _bounds_kept(game, determinize, state.hands, view, view.lacked)
            checked += 1
            constrained += len(bound)
            deep += sum(len(set(view.lacked[s])) > 1 for s in bound)
            strict += sum(view.lacked[s][0] != 0 for s in bound)
            legal = view.legal_actions
            move = normal.choose(view, rng) if seed % 2 else rng.choice(legal)
            session.play(move)
    assert checked > 1000 and constrained > 300 and deep > 20 and strict > 100


def test_a_forced_pickup_bounds_the_hand_it_came_from() -> None:
    """Top 9♣, hand 5♥ 5♦ 8♠: the pick-up shows the hand held no 9 or
    higher, no 2 and no 10; the cards picked up are held now and leave the
    bound; a card drawn later lets it hold one of them, and no other seat
    is bound."""
    from cardgames_tui.core.cards import Card
    from cardgames_tui.games.shithead.play import FITS_ON
    from tests.shithead.helpers import session_at, state_of, view

    s = session_at(
        2,
        hands=["5H 5D 8S", "3C 3D 3S"],
        pile="7C 9C",
        stock="6H 6S 7H AS 4H 4D",
    )
    s.play("pickup")
    bound = FITS_ON[Card.parse("9C").rank_order] & ~_mask("7C 9C")
    assert bound & _mask("9D 2H 10S AS") == _mask("9D 2H 10S AS")
    assert not bound & _mask("8D 7C 9C")
    assert view(s, 1).lacked == ((bound,), ())
    s.play("play 3C 3D 3S")  # seat 1 draws three
    s.play("play 5H 5D")  # three left: no draw
    assert view(s, 1).lacked[0] == (bound,)
    s.play("play 6H")
    s.play("play 7C")  # two left: it draws one
    assert view(s, 1).lacked[0] == (0, bound)
    assert state_of(s).hands[0] == _mask("8S 9C 4H")
    assert not view(s, 0).lacked[1]


def _mask(text: str) -> int:
    from cardgames_tui.core.cards import cards

    return sum(1 << c.index for c in cards(text))


def test_a_voluntary_pickup_shows_nothing() -> None:
    """With the variant a seat may pick up while a card fits: no bound."""
    from cardgames_tui.games.shithead.position import stacked_deck
    from tests.shithead.helpers import view as view_of

    deck = stacked_deck(3, hands=["3S 4S 5S", "6S 7S 8S", "9S JS QS"])
    s = GameSession.new(
        "shithead", players=3, deck=deck, options={"voluntary_pickup": True}
    )
    for _ in range(3):
        s.play("ready")
    s.play("play 3S")
    s.play("pickup")
    assert not view_of(s, 2).lacked[1]
