"""Recording a finished game from a table, with a one-line message if the
statistics cannot take it now (the game itself is never held up), and the
notices of what happened to the statistics file."""

from __future__ import annotations

import time

from textual.screen import Screen

from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.store import database, history, records
from cardgames_tui.store.database import StatsError
from cardgames_tui.store.races import race_of
from cardgames_tui.store.saves import Tally
from cardgames_tui.ui.app_of import app_of
from cardgames_tui.ui.narrate import sentence_start


def keep_finished(
    screen: Screen[None], session: GameSession, seats: tuple[Seat, ...], tally: Tally
) -> int | None:
    """Add the finished game to the statistics; its number, or None after a
    warning (the game is then kept in pending/ to be added later)."""
    record = records.finished(
        session,
        seats,
        started=tally.started,
        ended=time.time(),
        undos=tally.undos,
        hints=tally.hints,
        race=race_of(session, [seat.name for seat in seats]),
    )
    try:
        return history.record_game(app_of(screen).settings.data_dir, record)
    except (StatsError, OSError) as problem:
        said = (
            str(problem)
            if isinstance(problem, StatsError)
            # Not "[Errno 17] File exists: '/…/data'" (a probe).
            else f"this game could not be added to the statistics ({problem.strerror})"
        )
        screen.app.notify(f"{sentence_start(said)}.", severity="warning", timeout=10)
        return None
    finally:
        tell_notices(screen)


def tell_notices(screen: Screen[None]) -> None:
    """Show what happened to the statistics file (a damaged one set aside)."""
    for notice in database.take_notices():
        screen.app.notify(f"{sentence_start(notice)}.", severity="warning", timeout=10)
