"""The hand-checked scenarios of the rules page (section 6), one test each."""

from __future__ import annotations

import pytest

from cardgames_tui.core import GameSession, IllegalActionError
from tests.shithead.helpers import deal, legal, session_at, state_of, view

# Seats: 0 = A, 1 = B, 2 = C, 3 = D (the dealer). Play goes 0, 1, 2, 3.


def test_starter_is_first_clockwise_with_the_lowest_rank_in_hand() -> None:
    s = deal(hands=["4C 9D KS", "3H JC 10D", "3S 3D 8H", "5C 6D QH"])
    assert s.current_player == 1
    assert legal(s) == ["play 3H"]


def test_starter_may_open_with_all_his_cards_of_that_rank() -> None:
    s = deal(hands=["4C 9D KS", "5H JC 10D", "3S 3D 8H", "5C 6D QH"])
    assert s.current_player == 2
    assert legal(s) == ["play 3S", "play 3D", "play 3S 3D"]


def test_wild_two_is_the_only_card_on_a_king_and_anything_follows_it() -> None:
    s = deal(hands=["3D 8C 8D", "KS 9S 9H", "2H 5C 6D", "3C 4H 4D"])
    s.play("play 3D")
    s.play("play KS")
    assert legal(s) == ["play 2H"]
    s.play("play 2H")
    assert "play 3C" in legal(s)


def test_forced_pick_up_takes_the_whole_pile_and_ends_the_turn() -> None:
    s = session_at(4, hands=["5H 6D 8S", "4C", "4H", "4S"], pile="3C 4D 5D 6C 7C 9C")
    assert legal(s) == ["pickup"]
    with pytest.raises(IllegalActionError):
        s.play("play 5H")
    s.play("pickup")
    assert state_of(s).hands[0].bit_count() == 9
    assert s.current_player == 1
    assert view(s, 1).pile == ()


def test_ten_burns_the_pile_and_the_burner_draws_then_plays_again() -> None:
    s = deal(hands=["3D 8C 8D", "AC 9S 9H", "10D 4S 4H", "3C 5H 5D"], stock="QD QH")
    s.play("play 3D")
    s.play("play AC")
    events = s.play("play 10D")
    assert [e.kind for e in events if e.private_to is None] == ["play", "burn", "draw"]
    seen = view(s, 2)
    assert seen.pile == () and s.current_player == 2 and len(seen.hand) == 3
    s.play("play 4S 4H")
    assert s.current_player == 3
    assert "play 3C" not in legal(s)
    assert "play 5H" in legal(s)


def test_four_of_a_kind_burns_across_turns_and_the_burner_plays_again() -> None:
    s = deal(hands=["3D 8C 8D", "7D 9S 9H", "7H JS JH", "7C 7S 5D"])
    s.play("play 3D")
    s.play("play 7D")
    assert "play 7H" in legal(s)  # equal rank is legal
    s.play("play 7H")
    events = s.play("play 7C 7S")
    burn = next(e for e in events if e.kind == "burn")
    assert burn.target == "four" and burn.amount == 5
    assert s.current_player == 3 and view(s, 3).pile == ()


def test_blind_failure_takes_pile_and_card_and_hand_comes_first_again() -> None:
    s = session_at(
        4,
        hands=["", "4C 4D", "5C 5D", "6C 6S"],
        face_down=["6D KC -"],
        pile="3C 5H 8C JD QS",
    )
    assert legal(s) == ["flip 1", "flip 2"]
    s.play("flip 1")
    assert state_of(s).hands[0].bit_count() == 6
    assert s.current_player == 1
    s.play("play 4C")
    s.play("play 5C")
    s.play("play 6C")
    assert s.current_player == 0
    assert legal(s) == ["play 6D", "play 8C", "play JD", "play QS"]


def test_refill_to_three_after_a_play_and_never_discard_down() -> None:
    stock = "2S 2H 2D 2C 3S 3H 3D 3C 4S 4H"
    s = session_at(4, hands=["4C 6D 6H 9S", "7C", "7D", "7H"], pile="5S", stock=stock)
    s.play("play 6D 6H")
    assert state_of(s).hands[0].bit_count() == 3
    assert view(s, 0).stock_size == 9
    s = session_at(
        4, hands=["6C 6D 6H 9S JS", "7C", "7D", "7H"], pile="5S", stock=stock
    )
    s.play("play 9S")
    assert state_of(s).hands[0].bit_count() == 4
    assert view(s, 0).stock_size == 10


def test_last_player_holding_cards_is_the_shithead_and_deals_next() -> None:
    s = session_at(3, hands=["", "", "3C 4C"], face_down=["KS", "AS"], pile="5D")
    s.play("flip 1")
    s.play("flip 1")
    assert s.is_over
    outcome = s.outcome
    assert outcome is not None
    assert outcome.ranking == (0, 1, 2)
    assert s.scores == (0, 0, 1)
    again = GameSession.new("shithead", players=3, seed=5, options={"dealer": 2})
    assert state_of(again).current == 0  # the shithead's left swaps first
