"""`last_drawn`: the card a seat drew as its last turn ended, told to a
hot-seat player when the keyboard comes back to him."""

from __future__ import annotations

from cardgames_tui.core import GameSession
from cardgames_tui.core.cards import Card
from cardgames_tui.games.kings_corner.narration import last_drawn
from tests.kings_corner.helpers import session_at, view

FULL = {"N": "9S", "E": "8S", "S": "JD", "W": "QC"}
"""Every tabbed space taken: 7♥ fits on E; 3♣, 2♦ and 5♣ fit nowhere."""


def drawn(session: GameSession, seat: int) -> Card | None:
    return last_drawn(session.events_for(seat), seat)


def test_the_card_drawn_stays_told_until_the_seat_does_something_else() -> None:
    s = session_at(2, hands=["3C 7H", "2D 5C"], piles=FULL, stock="4H 6S 10D")
    assert drawn(s, 0) is None  # nothing drawn yet
    s.play("end")  # no play: a chip, then the 4♥
    assert drawn(s, 0) == Card.parse("4H")
    assert drawn(s, 1) is None  # Ben drew nothing, and never sees Ann's card
    s.play("end")
    assert drawn(s, 1) == Card.parse("6S")
    assert drawn(s, 0) == Card.parse("4H")  # Ben's turn is not Ann's
    s.play("play 7H on E")
    assert drawn(s, 0) is None  # her new turn has begun


def test_a_drawn_king_is_on_the_table_not_told() -> None:
    s = session_at(2, hands=["3C", "2D 5C"], piles=FULL, stock="KH 6S")
    s.play("end")
    assert drawn(s, 0) is None


def test_a_new_hand_forgets_the_last_draw() -> None:
    s = session_at(2, hands=["3C", "7H"], piles=FULL, stock="4H 6S")
    s.play("end")
    assert drawn(s, 0) == Card.parse("4H")
    s.play("play 7H on E")  # Ben goes out; Ann pays; the next hand is dealt
    assert view(s, 0).hand_number == 2
    assert drawn(s, 0) is None
