"""Finished games for the store's tests: seeded random play to the end."""

from __future__ import annotations

import random

from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.store import records
from cardgames_tui.store.races import race_of
from cardgames_tui.store.records import GameRecord

PLAYERS = {"shithead": 3, "trix": 4, "kings-corner": 3}
"""Seats per game in these tests."""


def played(game_id: str, seed: int, stop: int | None = None) -> GameSession:
    """A game played by seeded random choices to the end (or ``stop`` moves)."""
    session = GameSession.new(game_id, players=PLAYERS[game_id], seed=seed)
    rng = random.Random(seed)
    while not session.is_over and (stop is None or session.ply < stop):
        session.play(rng.choice(session.legal_actions()))
    return session


def seats_for(
    players: int, level: str = "normal", name: str = "Ana"
) -> tuple[Seat, ...]:
    return (Seat(name), *(Seat(f"Bot {i}", level) for i in range(1, players)))


def record(
    game_id: str, seed: int, ended: float = 1_000.0, undos: int = 0
) -> GameRecord:
    """The record of a finished random game, Ana against normal bots, with
    its score race as the app keeps it."""
    session = played(game_id, seed)
    seats = seats_for(session.players)
    return records.finished(
        session,
        seats,
        started=ended - 60,
        ended=ended,
        undos=undos,
        race=race_of(session, [seat.name for seat in seats]),
    )
