"""Shithead rules beyond the rules page's scenarios, one rule per test."""

from __future__ import annotations

import pytest

from cardgames_tui.core import GameSession, IllegalActionError
from cardgames_tui.games.shithead.position import stacked_deck
from tests.shithead.helpers import deal, legal, session_at, state_of, view


def test_the_deal_follows_the_stacked_deck_blocks() -> None:
    s = deal(
        2,
        face_down=["2S 2H 2D", "3S 3H 3D"],
        face_up=["4S 4H 4D", "5S 5H 5D"],
        hands=["6S 6H 6D", "7S 7H 7D"],
        stock="8S",
        ready=False,
    )
    me = view(s, 0)
    assert [str(c) for c in me.hand] == ["6S", "6H", "6D"]
    assert [str(c) for c in me.face_up[1]] == ["5S", "5H", "5D"]
    assert me.face_down == ((True, True, True), (True, True, True))
    assert me.stock_size == 52 - 18
    assert state_of(s).stock[0] == 24  # 8S is drawn first


def test_swapping_exchanges_a_hand_card_with_a_face_up_card() -> None:
    s = deal(2, hands=["3S 4S 5S"], face_up=["AS KS QS"], ready=False)
    assert s.current_player == 0
    s.play("swap 3S AS")
    me = view(s, 0)
    assert "AS" in [str(c) for c in me.hand]
    assert "3S" in [str(c) for c in me.face_up[0]]
    with pytest.raises(IllegalActionError, match="not in your hand"):
        s.play("swap 3S KS")
    s.play("ready")
    assert s.current_player == 1 and view(s, 1).ready == (True, False)


def test_swapping_is_over_once_play_starts() -> None:
    s = deal(2, hands=["3S 4S 5S", "6S 7S 8S"])
    with pytest.raises(IllegalActionError, match="swapping is over"):
        s.play("ready")


def test_the_starter_must_open_with_the_starting_rank() -> None:
    s = deal(hands=["4C 9D KS", "3H JC 10D", "3S 3D 8H", "5C 6D QH"])
    with pytest.raises(IllegalActionError, match="play your 3"):
        s.play("play JC")
    assert view(s, 1).must_open_with is not None


def test_a_two_is_the_last_rank_scanned_for_the_starter() -> None:
    hands = ["2S AS AH", "2H KS KH", "2D AD KD", "2C AC KC"]
    s = deal(hands=hands, face_up=["3S 3H 3D", "3C 4S 4H", "4D 4C 5S", "5H 5D 5C"])
    assert s.current_player == 1 and legal(s) == ["play KS", "play KH", "play KS KH"]


def test_a_card_lower_than_the_top_is_refused_with_the_reason() -> None:
    s = session_at(3, hands=["5H 9D", "7C", "7D"], pile="9C")
    before = s.state.key()
    with pytest.raises(IllegalActionError, match="a 5 does not go on a 9"):
        s.play("play 5H")
    assert s.state.key() == before
    assert legal(s) == ["play 9D"]


def test_a_card_you_do_not_hold_is_refused() -> None:
    s = session_at(3, hands=["5H 9D", "7C", "7D"], pile="4C")
    with pytest.raises(IllegalActionError, match="A♠ is not in your hand"):
        s.play("play AS")


def test_pickup_is_refused_while_a_card_fits() -> None:
    s = session_at(3, hands=["5H 9D", "7C", "7D"], pile="4C")
    with pytest.raises(IllegalActionError, match="you must"):
        s.play("pickup")


def test_a_refused_pickup_names_the_cards_that_fit() -> None:
    # "you can play, so you must" left the player to find the card.
    s = session_at(3, hands=["3S 5H 9D", "7C", "7D"], pile="5C")
    assert s.refusal("pickup") == (
        "5♥ and 9♦ fit, so you must play: you pick up only when nothing fits"
    )


def test_voluntary_pickup_variant_allows_picking_up_when_you_could_play() -> None:
    deck = stacked_deck(3, hands=["3S 4S 5S", "6S 7S 8S", "9S JS QS"])
    s = GameSession.new(
        "shithead", players=3, deck=deck, options={"voluntary_pickup": True}
    )
    for _ in range(3):
        s.play("ready")
    assert "pickup" not in legal(s)  # nothing to pick up yet
    s.play("play 3S")
    assert "pickup" in legal(s)


def test_ten_goes_on_anything_even_an_ace() -> None:
    s = session_at(3, hands=["10C 4D", "7C", "7D"], pile="AS")
    assert legal(s) == ["play 10C"]


def test_four_twos_burn() -> None:
    s = session_at(3, hands=["2S 2H 5D", "7C", "7D"], pile="4C 2D 2C", stock="9D")
    events = s.play("play 2S 2H")
    assert any(e.kind == "burn" for e in events)
    assert s.current_player == 0


def test_a_card_of_another_rank_breaks_a_four_of_a_kind_run() -> None:
    s = session_at(3, hands=["7S 7H", "8C", "8D"], pile="7C 2S 7D")
    events = s.play("play 7S 7H")
    assert not any(e.kind == "burn" for e in events)
    assert s.current_player == 1


def test_face_up_cards_come_only_after_the_hand_and_stock() -> None:
    s = session_at(3, hands=["4D", "7C", "7D"], face_up=["9S 9H 3C"], pile="5C")
    with pytest.raises(IllegalActionError, match="wait until your hand is empty"):
        s.play("play 9S")
    s = session_at(3, hands=["", "7C", "7D"], face_up=["9S 9H 3C"], pile="5C")
    assert view(s, 0).playing_from == "face-up"
    assert legal(s) == ["play 9S", "play 9H", "play 9S 9H"]


def test_no_face_up_card_fits_so_the_pile_is_picked_up() -> None:
    s = session_at(3, hands=["", "7C", "7D"], face_up=["3C 4C"], pile="KC")
    assert legal(s) == ["pickup"]
    s.play("pickup")
    assert view(s, 0).face_up[0] != ()  # face-up cards stay on the table


def test_face_down_cards_are_flipped_not_picked_up() -> None:
    s = session_at(3, hands=["", "7C", "7D"], face_down=["- 9C -"], pile="KC")
    assert legal(s) == ["flip 2"]
    with pytest.raises(IllegalActionError, match="cannot pick up"):
        s.play("pickup")


def test_a_blind_ten_burns_and_the_player_flips_again() -> None:
    s = session_at(3, hands=["", "7C", "7D"], face_down=["10C 3D -"], pile="KC")
    s.play("flip 1")
    assert s.current_player == 0 and legal(s) == ["flip 2"]


def test_burning_with_the_last_card_puts_you_out_and_the_next_player_leads() -> None:
    s = session_at(3, hands=["", "7C", "7D"], face_up=["10H"], pile="KC")
    events = s.play("play 10H")
    assert [e.kind for e in events] == ["play", "burn", "out"]
    assert s.current_player == 1 and view(s, 1).pile == ()


def test_players_who_are_out_are_skipped() -> None:
    s = session_at(3, hands=["", "8C 8D", "9D 9H"], face_up=["6H"], pile="5C")
    s.play("play 6H")
    s.play("play 8C")
    s.play("play 9D")
    assert s.current_player == 1


def test_the_view_hides_face_down_cards_even_from_their_owner() -> None:
    s = deal(3, face_down=["AS AH AD"])
    shown = repr(view(s, 0))
    assert "AS" not in shown and "AH" not in shown and "AD" not in shown


def test_legal_actions_are_offered_only_to_the_seat_on_turn() -> None:
    s = deal(3)
    turn = s.current_player
    assert turn is not None
    assert view(s, turn).legal_actions
    assert view(s, (turn + 1) % 3).legal_actions == ()


def test_the_dealer_option_must_name_a_seat() -> None:
    from cardgames_tui.core import InvalidSetupError

    with pytest.raises(InvalidSetupError, match="dealer"):
        GameSession.new("shithead", players=3, options={"dealer": 3})


def test_the_shithead_deals_the_next_game() -> None:
    s = session_at(3, hands=["", "", "3C 4C"], face_down=["KS", "AS"], pile="5D")
    s.play("flip 1")
    s.play("flip 1")
    assert s.outcome is not None
    assert s.game.next_game_options(s.outcome) == {"dealer": 2}


@pytest.mark.parametrize(
    ("top", "sentence"),
    [
        ("AS", "a 7 does not go on an ace: play an ace, a 2 or a 10"),
        ("9S", "a 7 does not go on a 9: play a 9 or higher, a 2 or a 10"),
        ("8S", "a 7 does not go on an 8: play an 8 or higher, a 2 or a 10"),
        ("QS", "a 7 does not go on a queen: play a queen or higher, a 2 or a 10"),
    ],
)
def test_a_card_too_low_is_refused_in_plain_words(top: str, sentence: str) -> None:
    s = session_at(2, hands=["7H 9C", "5D"], face_up=["KD", "QD"], pile=top)
    with pytest.raises(IllegalActionError) as refused:
        s.play("play 7H")
    assert str(refused.value) == sentence
