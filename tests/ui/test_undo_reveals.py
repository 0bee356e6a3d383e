"""Undo stops at a card that nobody had seen turning up: a blind flip taken
back would be a second try at luck, a drawn card known before its draw."""

from __future__ import annotations

import pytest

from cardgames_tui.core.registry import find_game
from cardgames_tui.games.kings_corner.position import position as kings_position
from cardgames_tui.games.shithead.position import position as shithead_position
from cardgames_tui.ui.undo import cannot_take_back, take_back
from tests.helpers import session_from


def test_a_blind_flip_cannot_be_taken_back() -> None:
    # Ana has only face-down cards; her flip of slot 1 fails on the king.
    state = shithead_position(
        2, hands=["", "4C 5C"], face_down=["9D JC 3H", "- - -"], pile="KS"
    )
    session = session_from("shithead", state)
    session.play("flip 1")
    session.play(session.legal_actions()[0])  # the bot answers
    before = (session.ply, session.observe(0))
    taken = take_back(session, 0)
    assert taken.moves == 0
    assert taken.seen is not None and [c.symbol_text for c in taken.seen] == ["9♦"]
    assert (session.ply, session.observe(0)) == before


def test_a_draw_from_the_stock_cannot_be_taken_back() -> None:
    state = shithead_position(2, hands=["6H 9S", "4C 5C"], pile="5S", stock="7D 8D QC")
    session = session_from("shithead", state)
    session.play("play 6H")  # Ana draws 7♦ and 8♦ back up
    ply = session.ply
    taken = take_back(session, 0)
    assert taken.moves == 0 and taken.seen is not None
    assert [card.symbol_text for card in taken.seen] == ["7♦", "8♦"]
    assert session.ply == ply
    assert cannot_take_back(taken.seen) == (
        "That cannot be taken back: 7♦ and 8♦ turned up since,"
        " and nobody had seen them before."
    )


def test_with_nothing_turned_up_a_move_is_taken_back() -> None:
    # The stock is gone: playing from the hand turns nothing up.
    state = shithead_position(2, hands=["6H 9S", "4C 5C"], pile="5S")
    session = session_from("shithead", state)
    before = session.observe(0)
    session.play("play 6H")
    session.play(session.legal_actions()[0])
    assert take_back(session, 0) == (2, None)
    assert session.observe(0) == before


def test_kings_plays_are_taken_back_the_end_of_turn_draw_is_not() -> None:
    state = kings_position(
        2, hands=["3C 9D 5H", "2D"], piles={"E": "4H"}, stock="8S 7H 6C QD"
    )
    session = session_from("kings-corner", state)
    session.play("play 3C on E")
    assert take_back(session, 0) == (1, None)
    session.play("play 3C on E")
    session.play("end")  # Ana draws 8♠
    while session.current_player != 0:
        session.play(session.legal_actions()[-1])
    ply = session.ply
    taken = take_back(session, 0)
    assert taken.moves == 0 and taken.seen is not None
    assert session.ply == ply


@pytest.mark.parametrize("game_id", ["shithead", "kings-corner", "trix"])
def test_the_kinds_that_reveal_are_the_games_own(game_id: str) -> None:
    from importlib import import_module

    game = find_game(game_id)
    package = game_id.replace("-", "_")
    kinds = {
        str(k) for k in import_module(f"cardgames_tui.games.{package}.phases").EventKind
    }
    assert game.reveals and game.reveals <= kinds


def test_before_any_move_of_yours_there_is_nothing_to_take_back() -> None:
    # Seat 1 is the human; the bot in seat 0 ends its turn and draws a King,
    # shown to all, before the human has moved.
    state = kings_position(
        2, hands=["2D 9S", "3C 9D 5H"], piles={"E": "4H"}, stock="KS 7H 6C QD"
    )
    session = session_from("kings-corner", state)
    session.play("end")
    assert session.current_player == 1
    assert take_back(session, 1) == (0, None)


def test_a_new_deal_is_named_as_dealt_cards_not_as_a_card() -> None:
    state = kings_position(2, hands=["3C", "2D 5H"], piles={"E": "4H"})
    session = session_from("kings-corner", state)
    session.play("play 3C on E")  # out: the next hand is dealt
    while session.current_player != 0:
        session.play(session.legal_actions()[-1])
    taken = take_back(session, 0)
    assert taken == (0, ())
    assert cannot_take_back(()) == (
        "That cannot be taken back: new cards have been dealt since."
    )
