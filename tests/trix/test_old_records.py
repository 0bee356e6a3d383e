"""Game records from before every seat answered the doubling round (version
1) still replay: the ``double none`` they left out for a seat holding neither
the K♥ nor a queen is put back, in saves and in replays alike."""

from __future__ import annotations

from typing import Any

import pytest

from cardgames_tui.core import GameSession, InvalidSetupError
from cardgames_tui.core.seats import Seat
from cardgames_tui.games.trix.position import stacked_deck
from cardgames_tui.store.records import GameRecord
from cardgames_tui.store.replayer import Replayer

HANDS = ["7H KH QS 2C", "QH 3C", "4C 5C", "QD QC 6C"]
"""North alone holds neither the K♥ nor a queen."""
MOVES = [
    "choose complex",
    "double KH",
    "double none",  # East, holding the Q♥
    "double none",  # North, holding none: version 1 passed him over
    "double none",  # West, holding the Q♦ and Q♣
    "play 2C",
]
NORTH = 3


def today() -> GameSession:
    session = GameSession.new("trix", seed=2, deck=stacked_deck(HANDS))
    for move in MOVES:
        session.play(move)
    return session


def as_version_one(record: dict[str, object]) -> dict[str, Any]:
    actions = list(record["actions"])  # type: ignore[call-overload]
    del actions[NORTH]
    return {**record, "version": 1, "actions": actions}


def test_a_version_one_record_replays_with_the_passed_over_seat_put_back() -> None:
    session = today()
    # West's own "double none" would fit North's turn too: only the game
    # knows North was the one passed over.
    replayed = GameSession.from_record(as_version_one(session.record()))
    assert replayed.state.key() == session.state.key()
    assert replayed.record() == session.record()  # saved again as version 2


def test_a_current_record_missing_that_move_is_damaged() -> None:
    damaged = {**as_version_one(today().record()), "version": 2}
    with pytest.raises(InvalidSetupError, match=r"replay at action 5 \(play 2C\)"):
        GameSession.from_record(damaged)


def test_the_replay_of_a_version_one_record_steps_through_the_put_back_move() -> None:
    session = today()
    seats = (Seat("Ana"), *(Seat(f"Bot {i}", "normal") for i in (1, 2, 3)))
    old = GameRecord(as_version_one(session.record()), seats, 0.0, 1.0)
    replayer = Replayer(old)
    assert replayer.total == len(MOVES)
    replayer.go(replayer.total)
    assert replayer.session.state.key() == session.state.key()
