"""The bots' reasons in a log: each on its move's first line, and at a table
where hands are hidden, only a reason that names no card hidden from the
reader (a bot speaks of its own hand)."""

from __future__ import annotations

import random

from cardgames_tui.core import GameSession
from cardgames_tui.core.bots import decide
from cardgames_tui.core.cards import Card, cards
from cardgames_tui.core.events import Event
from cardgames_tui.core.named_cards import named_in
from cardgames_tui.games.trix import GAME as TRIX
from cardgames_tui.games.trix.bots import HeuristicBot
from cardgames_tui.tools.reason_book import ReasonBook, with_reason

DEAL = [
    Event("dealt", 0, tuple(cards("10H 4C")), private_to=0),
    Event("dealt", 1, tuple(cards("10S KH")), private_to=1),
]


def book_of(*moves: tuple[int, int, str]) -> ReasonBook:
    book = ReasonBook()
    for start, end, reason in moves:
        book.note(start, end, reason)
    return book


def test_a_reason_goes_on_its_moves_first_line_only() -> None:
    events = [*DEAL, Event("play", 1, tuple(cards("10S"))), Event("burn", 1)]
    book = book_of((2, 4, "the 10 burns the pile"))
    tags = book.tags(events, None, open_hands=True)
    said: set[int] = set()
    lines = [with_reason(f"line {i}", tag, said) for i, tag in enumerate(tags)]
    assert lines[2] == "line 2 — the 10 burns the pile"
    assert lines[3] == "line 3"


def test_at_a_hidden_table_a_reason_naming_a_hidden_card_is_not_shown() -> None:
    events = [*DEAL, Event("play", 1, tuple(cards("10S")))]
    book = book_of((2, 3, "keeps the K♥ for later"))
    assert book.tags(events, 0, open_hands=False) == [None, None]
    # Where every hand is open (a demo), it is.
    assert book.tags(events, None, open_hands=True)[2] == (2, "keeps the K♥ for later")


def test_a_rank_alone_is_shown_only_if_the_move_shows_it() -> None:
    events = [*DEAL, Event("play", 1, tuple(cards("10S")))]
    assert book_of((2, 3, "the 10 burns the pile")).tags(events, 0, False)[-1]
    events = [*DEAL, Event("play", 1, tuple(cards("4S")))]
    assert book_of((2, 3, "keep the 10 for later")).tags(events, 0, False) == [
        None,
        None,
    ]


def test_a_card_in_the_readers_own_hand_may_be_named_but_not_to_others() -> None:
    events = [*DEAL, Event("play", 1, tuple(cards("KH")))]
    book = book_of((2, 3, "ducks under 10♥"))
    assert book.tags(events, 0, False)[-1] == (2, "ducks under 10♥")
    assert book.tags(events, None, False) == [None]  # hot-seat: nobody looks
    assert book.tags(events, 1, False)[-1] is None


def test_a_card_seen_in_an_earlier_deal_is_hidden_again() -> None:
    events = [
        *DEAL,
        Event("play", 1, tuple(cards("KH"))),
        Event("deal", 0, amount=2),
        Event("play", 1, tuple(cards("2C"))),
    ]
    book = book_of((2, 3, "sheds the K♥"), (4, 5, "keeps the K♥ back"))
    tags = book.tags(events, 0, open_hands=False)
    # One tag per event South sees: the deal of West's cards is not one.
    assert tags[1] == (2, "sheds the K♥") and tags[3] is None


def test_an_undone_move_takes_its_reason_along() -> None:
    book = book_of((2, 3, "ducks"), (3, 5, "leads low"))
    book.forget_from(3)
    assert list(book.moves) == [2]
    book.note(2, 3, "")  # a human's move where a bot's was
    assert not book.moves


def test_no_reason_shown_at_a_trix_table_names_a_card_the_human_cannot_see() -> None:
    """South (seat 0) plays with three heuristic bots: every reason that
    reaches South's log names no card in another hand at that moment, and
    names a rank alone only if the move showed it."""
    bot = HeuristicBot()
    book = ReasonBook()
    shown = hidden = 0
    for seed in (1, 2):
        session = GameSession.new(TRIX, seed=seed)
        book = ReasonBook()
        held_by_others: dict[int, set[Card]] = {}
        while not session.is_over and session.ply < 400:
            seat = session.current_player
            assert seat is not None
            decision = decide(bot, session.observe(seat), random.Random(seed))
            start = len(session.events)
            made = session.play(decision.action)
            if seat:
                book.note(start, start + len(made), decision.reason)
                held_by_others[start] = {
                    card for other in (1, 2, 3) for card in session.observe(other).hand
                }
        events = session.events
        tags = book.tags(events, 0, open_hands=False)
        told = {tag for tag in tags if tag is not None}
        for start, reason in told:
            move = book.moves[start]
            named = named_in(reason)
            assert not named.cards & held_by_others[start], reason
            played = {c.rank for e in events[move.start : move.end] for c in e.cards}
            assert named.ranks <= played, reason
        shown += len(told)
        hidden += len(book.moves) - len(told)
    assert shown > 50 and hidden > 5
