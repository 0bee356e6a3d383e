"""The saved game: one file, written after every move, read by "Continue".

A damaged file is never fatal: `load` raises `SaveError` with a sentence for
the player, and the caller sets the file aside.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardgames_tui.core.errors import InvalidSetupError, UnknownGameError
from cardgames_tui.core.session import GameSession
from cardgames_tui.ui.seats import Seat


class SaveError(Exception):
    """The saved game cannot be used; the message says why."""


@dataclass(frozen=True)
class SavedGame:
    """A game in progress and who sits where."""

    session: GameSession
    """The game, replayed from its record."""
    seats: tuple[Seat, ...]
    """The seats as they were set up."""


def default_path() -> Path:
    """``$CARDGAMES_DATA_DIR`` or ``$XDG_DATA_HOME/cardgames_tui``."""
    base = os.environ.get("CARDGAMES_DATA_DIR")
    if base:
        return Path(base) / "saved-game.json"
    xdg = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(xdg) / "cardgames_tui" / "saved-game.json"


def save(path: Path, session: GameSession, seats: tuple[Seat, ...]) -> None:
    """Write the game atomically (a crash never leaves half a file)."""
    data = {"record": session.record(), "seats": [seat.to_json() for seat in seats]}
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps(data), encoding="utf-8")
    temporary.replace(path)


def discard(path: Path) -> None:
    """Forget the saved game (it is finished or abandoned)."""
    path.unlink(missing_ok=True)


def set_aside(path: Path) -> Path:
    """Rename a damaged save so it is kept but no longer offered."""
    target = path.with_suffix(".damaged.json")
    path.replace(target)
    return target


def load(path: Path) -> SavedGame | None:
    """The saved game, None if there is none, SaveError if it is damaged."""
    if not path.exists():
        return None
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
        seats = tuple(Seat.from_json(item) for item in data["seats"])
        session = GameSession.from_record(data["record"])
    except (OSError, ValueError, KeyError, TypeError, UnknownGameError) as error:
        detail = str(error) if isinstance(error, InvalidSetupError) else "damaged file"
        raise SaveError(f"the saved game could not be read ({detail})") from None
    if len(seats) != session.players:
        raise SaveError("the saved game could not be read (its seats do not match)")
    return SavedGame(session, seats)
