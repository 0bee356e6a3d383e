"""The hand-checked scenarios of the Kings in the Corner rules page (section 6)."""

from __future__ import annotations

import pytest

from cardgames_tui.core import GameSession, IllegalActionError
from cardgames_tui.games.kings_corner.position import stacked_deck
from cardgames_tui.games.kings_corner.view import settled
from tests.kings_corner.helpers import legal, pile, session_at, state_of, view

FULL = {"E": "AD", "S": "AC", "W": "AS"}  # aces: nothing goes on them


def test_card_legality_one_lower_in_the_other_colour() -> None:
    s = session_at(4, hands=["7H 7C 6D KC", "2S"], piles={"N": "8S", **FULL})
    assert "play 7H on N" in legal(s)
    with pytest.raises(IllegalActionError, match="8♠ takes a red 7"):
        s.play("play 7C on N")
    with pytest.raises(IllegalActionError, match="8♠ takes a red 7"):
        s.play("play 6D on N")
    with pytest.raises(IllegalActionError, match="hold a King"):
        s.play("end")
    assert "play KC on NE" in legal(s)


def test_whole_tabbed_pile_moves_by_its_bottom_card() -> None:
    s = session_at(4, hands=["5C 2S"], piles={"N": "9D 8C", "E": "JH 10S"})
    with pytest.raises(IllegalActionError, match="starts with J♥"):
        s.play("move E to N")
    s.play("move N to E")
    assert pile(s, "E") == ["JH", "10S", "9D", "8C"] and pile(s, "N") == []
    s.play("play 5C on N")  # any non-King card into the emptied space
    assert pile(s, "N") == ["5C"]


def test_king_pile_colours_alternate() -> None:
    s = session_at(4, hands=["QS JD 10H 10C 2S"], piles={"NE": "KH", **FULL, "N": "AH"})
    s.play("play QS on NE")
    s.play("play JD on NE")
    with pytest.raises(IllegalActionError, match="J♦ takes a black 10"):
        s.play("play 10H on NE")
    s.play("play 10C on NE")
    assert pile(s, "NE") == ["KH", "QS", "JD", "10C"]


def test_a_drawn_king_goes_to_a_corner_and_ends_the_turn_without_another_draw() -> None:
    s = session_at(4, hands=["2S 3S", "4S"], piles={"N": "AH", **FULL}, stock="KD 5S")
    stock = view(s, 0).stock_size
    events = s.play("end")
    kings = [e for e in events if e.kind == "drawn-king"]
    assert len(kings) == 1 and kings[0].target == "NE"
    assert pile(s, "NE") == ["KD"]
    assert s.current_player == 1 and view(s, 0).stock_size == stock - 1
    assert len(view(s, 0).hand) == 2


def test_no_play_costs_a_chip_then_the_player_draws() -> None:
    s = session_at(4, hands=["2S 3S", "4S"], piles={"N": "AH", **FULL}, stock="5S")
    events = s.play("end")
    assert [e.kind for e in events if e.private_to is None] == ["fine", "draw"]
    assert view(s, 0).chips[0] == 18 and view(s, 0).pot == 5
    assert len(view(s, 0).hand) == 3


def test_hand_scoring_and_chip_conservation() -> None:
    # Antes made the pot 4; B has passed twice and C once: pot 7.
    s = session_at(
        4,
        hands=["QH", "2S 3S 4S", "2C 3C 4C 5C 6C", "7C"],
        piles={"N": "KS", **FULL},
        chips=[19, 17, 18, 19],
        pot=7,
    )
    assert sum(view(s, 0).chips) + view(s, 0).pot + state_of(s).box == 80
    before = view(s, 0)
    events = s.play("play QH on N")
    pays = {e.seat: e.amount for e in events if e.kind == "pay"}
    assert pays == {1: 3, 2: 5, 3: 1}
    assert [e.amount for e in events if e.kind == "pot"] == [16]
    assert s.scores == (16, 0, 0, 0)
    # The hand's end as its summary shows it: A took the pot into his stack
    # (with "pot 0" beside the old stacks, 16 of the 80 chips were missing).
    paid = settled(before, events)
    assert paid.chips == (19 + 16, 14, 13, 18) and paid.pot == 0
    assert sum(paid.chips) + state_of(s).box == 80
    # The next hand starts afresh: 20 chips each, less the ante.
    assert view(s, 0).chips == (19, 19, 19, 19) and view(s, 0).pot == 4


def test_reaching_100_points_wins_the_game() -> None:
    s = session_at(
        4,
        hands=["QH", "2S", "3S", "4S"],
        piles={"N": "KS", **FULL},
        pot=6,
        points=[91, 50, 0, 99],
    )
    before = view(s, 0)
    s.play("play QH on N")
    assert s.is_over and s.outcome is not None
    # The game's last table: the winner holds the pot, no chip lost.
    last = view(s, 0)
    assert last.pot == 0 and last.chips[0] == before.chips[0] + 9
    assert sum(last.chips) == sum(before.chips) + before.pot
    assert s.outcome.winners == (0,) and s.scores[0] == 100


def test_a_layout_king_may_move_to_a_corner_and_its_space_is_refilled() -> None:
    deck = stacked_deck(4, hands=["5D QH 9C"], tabbed="2C 3C 4C KS")
    s = GameSession.new("kings-corner", seed=1, deck=deck)
    assert "move W to NE" in legal(s) and "play QH on W" in legal(s)
    s.play("move W to NE")
    s.play("play 9C on W")
    assert pile(s, "NE") == ["KS"] and pile(s, "W") == ["9C"]
    s.play("end")
    assert view(s, 0).chips[0] == 19  # the move counted as a play: no fine


def test_six_players_share_80_chips_13_each_and_2_to_the_box() -> None:
    s = GameSession.new("kings-corner", players=6, seed=1)
    assert state_of(s).box == 2 and view(s, 0).chips == (12,) * 6
    assert view(s, 0).pot == 6 and view(s, 0).stock_size == 6


def test_blocked_hand_goes_to_the_fewest_cards_after_a_silent_round() -> None:
    corners = {"NE": "KS", "SE": "KH", "SW": "KD", "NW": "KC"}
    s = session_at(
        3,
        hands=["2S 3S 4S", "5S", "6S 7S"],
        piles={"N": "AH", **FULL, **corners},
        rest=0,
    )
    sizes = view(s, 0).hand_sizes
    for _ in range(3):
        s.play("end")
    events = s.events
    assert [e.seat for e in events if e.kind == "blocked"] == [1]
    pays = {e.seat: e.amount for e in events if e.kind == "pay"}
    assert 1 not in pays and pays[2] == sizes[2]
    assert s.scores[1] > 0 and state_of(s).blocked_hands == 1


def test_aces_are_low_an_ace_goes_on_a_two_and_nothing_on_an_ace() -> None:
    s = session_at(4, hands=["AH 2C KC QS"], piles={"N": "2S", "E": "AD", "S": "3D"})
    assert legal(s)[:2] == ["play AH on N", "play 2C on S"]
    with pytest.raises(IllegalActionError, match="nothing goes on A♦"):
        s.play("play QS on E")
    with pytest.raises(IllegalActionError, match="3♦ takes a black 2"):
        s.play("play AH on S")
    assert not any(a.endswith("on E") for a in legal(s))


def test_a_blocked_hand_can_carry_its_pot_over_to_the_next_hand() -> None:
    # The spec's [VARIANT] of A-K16, off by default (the test above): nobody
    # wins, nobody pays for cards left, the pot stays, the rest is shared out.
    corners = {"NE": "KS", "SE": "KH", "SW": "KD", "NW": "KC"}
    s = session_at(
        3,
        hands=["2S 3S 4S", "5S", "6S 7S"],
        piles={"N": "AH", **FULL, **corners},
        rest=0,
        pot_carries_over=True,
    )
    pot = view(s, 0).pot + 3  # the three no-play fines of the silent round
    for _ in range(3):
        s.play("end")
    events = s.events
    assert [e.seat for e in events if e.kind == "blocked"] == [None]
    assert not [e for e in events if e.kind in ("pay", "pot")]
    assert [e.amount for e in events if e.kind == "carried"] == [pot]
    assert s.scores == (0, 0, 0) and state_of(s).hand_no == 1
    after = view(s, 0)
    share = (80 - pot) // 3
    assert after.pot == pot + 3 and after.carried == pot
    assert after.chips == (share - 1,) * 3
    assert sum(after.chips) + after.pot + state_of(s).box == 80
    ante = next(e for e in events if e.kind == "ante")
    told = s.game.narrator(["Ana", "Ben", "Cy"]).tell(ante).line or ""
    assert told.endswith(f"pot holds {pot + 3}, with the {pot} chips carried over")


def test_with_debts_a_seat_short_of_chips_pays_in_full() -> None:
    # The spec's [VARIANT] of A-K17 (negative balances), off by default.
    for debts, paid in ((False, 1), (True, 5)):
        s = session_at(
            3,
            hands=["QH", "2S 3S 4S 5S 6S", "2C"],
            piles={"N": "KS", **FULL},
            chips=[10, 1, 10],
            pot=3,
            chip_debts=debts,
        )
        before = view(s, 0)
        events = s.play("play QH on N")
        pays = {e.seat: e.amount for e in events if e.kind == "pay"}
        assert pays == {1: paid, 2: 1}
        assert s.scores[0] == 3 + paid + 1
        assert settled(before, events).chips[1] == 1 - paid  # -4: owes 4
        assert view(s, 0).chips == (25,) * 3  # the next hand: fresh chips


def test_the_lenient_fine_is_told_with_the_number_of_kings_kept() -> None:
    # The log said "kept a King" of two (a play-tester): the fine is public,
    # 3 chips a King, so the count is too.
    s = session_at(2, hands=["KD KC 3C", "2D"], piles={"N": "9S"}, lenient_table=True)
    s.play("end")
    fine = next(e for e in s.events if e.kind == "fine" and e.target != "no-play")
    told = s.game.narrator(["Ana", "Ben"]).tell(fine).line
    assert told == "Ana kept 2 Kings in hand and pays 6 chips"


def test_with_both_variants_a_kept_pot_holds_chips_not_debts() -> None:
    # Carried in full, IOUs made a pot above the 80 chips and the next hand
    # dealt every seat a debt (a review: 112 carried, stacks of -17).
    options = {"pot_carries_over": True, "chip_debts": True}
    s = GameSession.new("kings-corner", players=2, seed=7, options=options)
    narrator = s.game.narrator(["Ana", "Ben"])
    written_off = []
    while s.ply < 400:
        legal = [str(a) for a in s.legal_actions()]
        move = "end" if "end" in legal else legal[0]  # a King: placed first
        before = view(s, 0)
        events = s.play(move)
        for event in events:
            told = narrator.tell(event).line or ""
            if event.kind == "carried" and event.target:
                written_off.append(told)
                # The summary's stacks: the debts shown cleared, as said.
                end = settled(before, events)
                assert min(end.chips) >= 0 and end.pot == event.amount
            if event.kind == "ante":
                assert min(state_of(s).chips) >= -1, "a new hand deals no debt"
        state = state_of(s)
        assert sum(state.chips) + state.pot + state.box == 80
        assert 0 <= state.carried <= 80 - state.box
    assert written_off and "owed are written off" in written_off[0]


def test_a_share_of_nothing_antes_nothing_and_says_so() -> None:
    from cardgames_tui.core.events import Event

    narrator = GameSession.new("kings-corner", players=2, seed=1).game.narrator(
        ["Ana", "Ben"]
    )
    line = narrator.tell(Event("ante", amount=79, target="79")).line
    assert line == "Nobody has a chip to ante: the pot holds 79, all carried over"
    # Nor "pays 0 chips" for a stack already empty (a play-tester).
    fine = narrator.tell(Event("fine", 0, amount=0, target="no-play")).line
    assert fine == "Ana made no play and has no chip to pay"
    paid = narrator.tell(Event("pay", 1, amount=0)).line
    assert paid == "Ben has no chip left to pay for the cards left"
