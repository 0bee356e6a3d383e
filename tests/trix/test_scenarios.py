"""The hand-checked scenarios of the Trix rules page (section 7)."""

from __future__ import annotations

import pytest

from cardgames_tui.core import GameSession, IllegalActionError
from cardgames_tui.games.trix.position import stacked_deck
from tests.trix.helpers import E, N, S, W, legal, session_at, state_of, trick_deltas

# Each hand keeps a spare card so the deal goes on after the trick.


def test_doubled_king_holder_forced_on_anothers_lead() -> None:
    s = session_at(
        {"N": "5H 2C", "W": "KH 3C", "S": "3H 4C", "E": "9H 5C"},
        contract="complex",
        to_play="N",
        doubled={"W": "KH"},
    )
    assert trick_deltas(s, "play 5H", "play KH", "play 3H", "play 9H") == {
        "W": -165,
        "N": 75,
    }


def test_doubled_king_discarded_onto_anothers_trick() -> None:
    s = session_at(
        {"S": "4C 2D", "E": "10C 3D", "N": "JC 4D", "W": "KH 5D"},
        contract="complex",
        to_play="S",
        doubled={"W": "KH"},
    )
    assert trick_deltas(s, "play 4C", "play 10C", "play JC", "play KH") == {
        "N": -165,
        "W": 75,
    }


def test_holder_leads_his_own_doubled_king() -> None:
    s = session_at(
        {"W": "KH 2C", "S": "2H 3C", "E": "7H 4C", "N": "3S 5C"},
        contract="complex",
        to_play="W",
        doubled={"W": "KH"},
    )
    assert trick_deltas(s, "play KH", "play 2H", "play 7H", "play 3S") == {"W": -90}


def test_doubled_queen_taken_by_another() -> None:
    s = session_at(
        {"E": "KC 2H", "N": "3C 3H", "W": "8C 4H", "S": "QC 5H"},
        contract="complex",
        to_play="E",
        doubled={"S": "QC"},
    )
    assert trick_deltas(s, "play KC", "play 3C", "play 8C", "play QC") == {
        "E": -65,
        "S": 25,
    }


def test_doubled_queen_holder_forced() -> None:
    s = session_at(
        {"N": "4H 2C", "W": "QH 3C", "S": "9H 4C", "E": "2H 5C"},
        contract="complex",
        to_play="N",
        doubled={"W": "QH"},
    )
    assert trick_deltas(s, "play 4H", "play QH", "play 9H", "play 2H") == {
        "W": -65,
        "N": 25,
    }


@pytest.mark.parametrize(("symmetric", "east"), [(False, -65), (True, -40)])
def test_seed_quirk_self_led_doubled_queen(symmetric: bool, east: int) -> None:
    s = session_at(
        {"E": "QS 2C", "N": "2S 3C", "W": "5S 4C", "S": "9S 5C"},
        contract="complex",
        to_play="E",
        doubled={"E": "QS"},
        symmetric_queen=symmetric,
    )
    assert trick_deltas(s, "play QS", "play 2S", "play 5S", "play 9S") == {"E": east}


def test_queen_of_diamonds_counts_as_queen_and_diamond() -> None:
    s = session_at(
        {"N": "3D 2C", "W": "QD 3C", "S": "KD 4C", "E": "5D 5C"},
        contract="complex",
        to_play="N",
    )
    assert trick_deltas(s, "play 3D", "play QD", "play KD", "play 5D") == {"S": -80}


def test_doubled_queen_of_diamonds() -> None:
    s = session_at(
        {"N": "AD 2C", "W": "2D 3C", "S": "4D 4C", "E": "QD 5C"},
        contract="complex",
        to_play="N",
        doubled={"E": "QD"},
    )
    assert trick_deltas(s, "play AD", "play 2D", "play 4D", "play QD") == {
        "N": -105,
        "E": 25,
    }


def test_trix_legality_jacks_open_rows_and_neighbours_follow() -> None:
    s = session_at({"N": "10H JS 3C"}, contract="trix", to_play="N", layout="JH")
    assert sorted(legal(s)) == ["play 10H", "play JS"]
    s.play("play 10H")  # he may hold J♠ back while another card fits


def test_trix_a_lone_playable_jack_must_be_played() -> None:
    s = session_at({"N": "JS 3C"}, contract="trix", to_play="N", layout="10H JH QH")
    assert legal(s) == ["play JS"]
    with pytest.raises(IllegalActionError, match="must play"):
        s.play("pass")


def test_trix_bass_when_nothing_fits() -> None:
    s = session_at({"N": "3C 5D"}, contract="trix", to_play="N", layout="JH JS")
    assert legal(s) == ["pass"]
    s.play("pass")
    assert s.current_player == W


def test_trix_first_turn_without_a_jack_is_bass() -> None:
    deck = stacked_deck(["7H 2S 3S 4S 5S 6S 7S 8S 9S 10S 2C 3C 4C", "JS JH JD JC"])
    s = GameSession.new("trix", seed=1, deck=deck)
    assert s.current_player == S
    s.play("choose trix")
    assert legal(s) == ["pass"]
    s.play("pass")
    assert s.current_player == E
    assert legal(s) == ["play JS", "play JH", "play JD", "play JC"]


def test_trix_scoring_by_order_out() -> None:
    every = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    layout = [f"{r}S" for r in every[1:]] + [f"{r}{u}" for u in "HC" for r in every]
    layout += [f"{r}D" for r in every[4:]]
    s = session_at(
        {"W": "5D", "N": "4D", "E": "3D", "S": "2D 2S"},
        contract="trix",
        to_play="W",
        layout=" ".join(layout),
    )
    for move in ("play 5D", "play 2S", "pass", "play 4D", "pass", "play 3D"):
        s.play(move)
    # Out order W, N, E; South is left with a card: S, E, N, W get 50, 100, 150, 200.
    assert state_of(s).deal_history == [(50, 100, 150, 200)]


def test_schedule_owners_follow_the_first_seven_of_hearts_holder() -> None:
    deck = stacked_deck(["2S", "7H"])  # East is dealt 7♥
    s = GameSession.new("trix", seed=3, deck=deck)
    owners: list[tuple[int, int]] = []
    while not s.is_over:
        state = state_of(s)
        if not owners or owners[-1] != (state.deal_no, state.owner):
            owners.append((state.deal_no, state.owner))
        s.play(s.legal_actions()[0])
    assert [owner for _, owner in owners] == [E, E, N, N, W, W, S, S]
