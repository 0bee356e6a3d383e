"""Trix rules beyond the scenarios: the schedule, doubling, views, messages."""

from __future__ import annotations

import pytest

from cardgames_tui.core import GameSession, IllegalActionError
from cardgames_tui.games.trix.position import stacked_deck
from tests.trix.helpers import E, N, S, W, legal, session_at, state_of, view


def test_the_seven_of_hearts_holder_owns_the_first_kingdom_and_chooses() -> None:
    s = GameSession.new("trix", seed=2, deck=stacked_deck(["2S", "3S", "7H"]))
    assert s.current_player == N
    assert legal(s) == ["choose trix", "choose complex"]
    assert view(s, N).owner == N and view(s, N).phase == "choose"


def test_the_second_deal_of_a_kingdom_plays_the_other_contract() -> None:
    s = GameSession.new("trix", seed=2, deck=stacked_deck(["7H"]))
    s.play("choose complex")
    while state_of(s).deal_no == 0:
        s.play(s.legal_actions()[0])
    assert view(s, S).contract == "trix" and view(s, S).owner == S
    assert view(s, S).schedule[S] == ("trix", "complex")


def test_the_contract_cannot_be_changed_once_chosen() -> None:
    s = GameSession.new("trix", seed=2, deck=stacked_deck(["7H"]))
    s.play("choose trix")
    with pytest.raises(IllegalActionError, match="the contract is chosen"):
        s.play("choose complex")


def test_doubling_round_starts_with_the_owner_and_asks_every_seat() -> None:
    hands = ["7H KH QS 2C", "QH 3C", "4C 5C", "QD QC 6C"]
    s = GameSession.new("trix", seed=2, deck=stacked_deck(hands))
    s.play("choose complex")
    assert s.current_player == S
    assert legal(s)[0] == "double none" and "double QS KH" in legal(s)
    s.play("double KH")
    assert s.current_player == E
    s.play("double none")
    # North holds no K♥ or queen and is asked all the same: passed over, the
    # round's turns would show the others who holds them.
    assert s.current_player == N and legal(s) == ["double none"]
    s.play("double none")
    assert s.current_player == W
    s.play("double QD QC")
    assert s.current_player == S and view(s, S).phase == "complex"
    assert [(str(card), seat) for card, seat in view(s, N).doubled] == [
        ("KH", S),
        ("QD", W),
        ("QC", W),
    ]
    public = [e for e in s.events_for(None) if e.kind == "double"]
    assert [(e.seat, [str(c) for c in e.cards]) for e in public] == [
        (S, ["KH"]),
        (W, ["QD", "QC"]),
    ]
    # A "no double" is told to its seat alone: the public log shows only
    # what was doubled.
    for seat in (S, E, N, W):
        told = [e.seat for e in s.events_for(seat) if e.kind == "double"]
        assert told == sorted({S, W, seat}, key=[S, E, N, W].index)


def test_only_held_king_of_hearts_and_queens_can_be_doubled() -> None:
    s = GameSession.new("trix", seed=2, deck=stacked_deck(["7H KH 2C"]))
    s.play("choose complex")
    with pytest.raises(IllegalActionError, match="only the King of Hearts"):
        s.play("double AS")
    with pytest.raises(IllegalActionError, match="do not hold Q♠"):
        s.play("double QS")


def test_must_follow_suit_but_may_lead_anything() -> None:
    s = session_at(
        {"S": "KH 2C", "E": "3H 4C", "N": "5C 6C", "W": "7C 8C"},
        contract="complex",
        to_play="S",
        doubled={"S": "KH"},
    )
    assert legal(s) == ["play 2C", "play KH"]
    s.play("play KH")
    # Her one heart named: "one of your hearts" read oddly with a single one.
    with pytest.raises(IllegalActionError, match="follow suit: play your 3♥"):
        s.play("play 4C")
    s.play("play 3H")
    assert legal(s) == ["play 5C", "play 6C"]  # void: anything


def test_following_suit_with_several_of_it_says_one_of_them() -> None:
    s = session_at(
        {"S": "KH 2C 3C", "E": "3H 4H 4C", "N": "5C 6C 7C", "W": "8C 9C 10C"},
        contract="complex",
        to_play="S",
        doubled={"S": "KH"},
    )
    s.play("play KH")
    with pytest.raises(
        IllegalActionError, match="follow suit: play one of your hearts"
    ):
        s.play("play 4C")


def test_no_passing_in_complex() -> None:
    s = session_at(
        {"S": "KH 2C", "E": "3H 4C", "N": "5C 6C", "W": "7C 8C"},
        contract="complex",
        to_play="S",
    )
    with pytest.raises(IllegalActionError, match="no passing in Complex"):
        s.play("pass")


def test_the_trick_winner_leads_the_next_trick() -> None:
    s = session_at(
        {"S": "2C 3D", "E": "AC 4D", "N": "5C 6D", "W": "7C 8D"},
        contract="complex",
        to_play="S",
    )
    for move in ("play 2C", "play AC", "play 5C", "play 7C"):
        s.play(move)
    assert s.current_player == E and view(s, S).tricks_won == (0, 1, 0, 0)


def test_a_card_that_does_not_fit_the_layout_is_refused() -> None:
    s = session_at({"N": "3C 9H"}, contract="trix", to_play="N", layout="JH")
    with pytest.raises(IllegalActionError, match="does not fit the layout"):
        s.play("play 9H")


def test_a_layout_refusal_says_what_the_row_takes_or_that_it_waits() -> None:
    # The general rule ("each suit opens with its jack ...") left the player
    # to work out which cards go on; a pass refusal did not name them.
    s = session_at({"N": "3C 9H 10H AS"}, contract="trix", to_play="N", layout="JH QH")
    assert s.refusal("play 9H") == (
        "9♥ does not fit the layout: the hearts row takes 10♥ and K♥ next"
        " (one card at a time from its jack)"
    )
    assert s.refusal("play 3C") == (
        "3♣ does not fit the layout: clubs open with the J♣,"
        " which nobody has played yet"
    )
    assert s.refusal("pass") == (
        "10♥ fits, so you must play it: pass only when none does"
    )


def test_views_hold_only_the_seats_own_hand() -> None:
    s = GameSession.new("trix", seed=4)
    for seat in range(4):
        seen = view(s, seat)
        assert len(seen.hand) == 13 and seen.hand_sizes == (13, 13, 13, 13)
        others = set(view(s, (seat + 1) % 4).hand)
        assert not others & set(seen.hand)


def test_the_session_is_eight_deals_and_the_best_total_wins() -> None:
    s = GameSession.new("trix", seed=8)
    while not s.is_over:
        s.play(s.legal_actions()[-1])
    outcome = s.outcome
    assert outcome is not None and len(state_of(s).deal_history) == 8
    best = max(outcome.scores)
    assert outcome.winners == tuple(
        x for x in outcome.ranking if outcome.scores[x] == best
    )


def test_the_view_names_each_deals_owner_as_the_session_went() -> None:
    s = GameSession.new("trix", seed=9)
    while not s.is_over:
        s.play(s.legal_actions()[0])
    owners = [e.seat for e in s.events if e.kind == "deal-scored"]
    final = view(s, S)
    assert len(owners) == 8
    assert [final.deal_owner(d) for d in range(8)] == owners


def test_a_layout_position_with_every_hand_named_must_place_every_card() -> None:
    from cardgames_tui.core import InvalidSetupError
    from cardgames_tui.games.trix.position import position

    hands = {"S": "2S", "E": "3S", "N": "4S", "W": "5S"}
    with pytest.raises(InvalidSetupError, match="these cards are nowhere"):
        position(hands, contract="trix", to_play="S")


def test_the_contract_refusal_names_the_contracts_not_their_notation() -> None:
    # A lesson's learner read "choose trix or complex" (the notation).
    s = GameSession.new("trix", seed=4)
    assert s.refusal("pass") == (
        "the kingdom's owner first chooses the contract: Trix or Complex"
    )
