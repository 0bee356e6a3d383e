"""Saved games: one file per running game (a slot), written after every move.

"Continue" lists the unfinished games; starting a new game takes a new slot,
so it never overwrites another. A damaged file is never fatal: `load` raises
`SaveError` with a sentence for the player, and the caller sets it aside.
Headless (no Textual here): the store holds no screen.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardgames_tui.bots.levels import bot_names
from cardgames_tui.core.errors import (
    InvalidSetupError,
    NewerRecordError,
    UnknownGameError,
)
from cardgames_tui.core.registry import find_game
from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.store.paths import data_dir

PREFIX = "game-"
SUFFIX = ".json"
STAMP = "%Y%m%d-%H%M%S"
"""When a game started, in its slot's name (``game-trix-20261205-233412``)."""


class SaveError(Exception):
    """The saved game cannot be used; the message says why."""


class ForeignSaveError(SaveError):
    """A save this version cannot open but did not find damaged: written by
    a newer version (its record, a bot level) or of a game this one lacks.
    It is left as it is for the version that wrote it, never set aside."""


@dataclass
class Tally:
    """What a game counts besides its moves (kept in its save)."""

    started: float = field(default_factory=time.time)
    """When the game was dealt (seconds since the epoch)."""
    undos: int = 0
    """Moves taken back so far."""
    hints: int = 0
    """Hints shown so far."""
    hints_by_seat: dict[int, int] = field(default_factory=dict)
    """The same hints by the seat they were shown to: in hot-seat, the
    results say who took them (a save from before has none)."""
    turn_began: int | None = None
    """The move the turn being played began at: in hot-seat the player on
    turn may take back this turn's moves, made before a save too (None: a
    save from before, whose turn begins where it was saved)."""
    summary_at: int | None = None
    """The move that ended a hand whose summary was still open when the
    game was saved: continued there, the summary comes back (None: none)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "started": self.started,
            "undos": self.undos,
            "hints": self.hints,
            "hints_by_seat": {str(k): v for k, v in self.hints_by_seat.items()},
            "turn_began": self.turn_began,
            "summary_at": self.summary_at,
        }

    @staticmethod
    def from_json(data: Any, saved_at: float) -> Tally:
        """The tally of a save (one from before tallies: started when saved)."""
        if not isinstance(data, dict):
            return Tally(started=saved_at)
        return Tally(
            float(data.get("started", saved_at)),
            int(data.get("undos", 0)),
            int(data.get("hints", 0)),
            _by_seat(data.get("hints_by_seat")),
            _ply(data.get("turn_began")),
            _ply(data.get("summary_at")),
        )

    def count_hint(self, seat: int | None) -> None:
        """One more hint, shown to ``seat``."""
        self.hints += 1
        if seat is not None:
            self.hints_by_seat[seat] = self.hints_by_seat.get(seat, 0) + 1


def _ply(data: object) -> int | None:
    """A move number from a save; None if it is missing or malformed."""
    return data if type(data) is int and data >= 0 else None


def _by_seat(data: object) -> dict[int, int]:
    """Counts by seat from a save; anything malformed counts as none (the
    total still stands)."""
    if not isinstance(data, dict):
        return {}
    counts: dict[int, int] = {}
    for key, value in data.items():
        if isinstance(key, str) and key.isdigit() and type(value) is int and value > 0:
            counts[int(key)] = value
    return counts


SavedReason = tuple[int, int, str]
"""A bot move's reason with the span of events it made (start, end)."""


@dataclass(frozen=True)
class SavedGame:
    """A game in progress and who sits where."""

    session: GameSession
    """The game, replayed from its record."""
    seats: tuple[Seat, ...]
    """The seats as they were set up."""
    saved_at: float
    """When it was last written (seconds since the epoch)."""
    tally: Tally = field(default_factory=Tally)
    """When it started, and the undos and hints taken so far."""
    reasons: tuple[SavedReason, ...] = ()
    """The bots' reasons for their moves, for the log."""


def default_dir() -> Path:
    """The data directory (kept for callers of this name: see `paths`)."""
    return data_dir()


def new_slot(directory: Path, game_id: str) -> Path:
    """A file name no other game uses: the game and when it started."""
    stamp = time.strftime(STAMP)
    for n in range(1000):
        extra = f"-{n}" if n else ""
        path = directory / f"{PREFIX}{game_id}-{stamp}{extra}{SUFFIX}"
        if not path.exists():
            return path
    raise SaveError("too many games were started in the same second")


def slots(directory: Path) -> list[Path]:
    """Every saved game's file, the most recently saved first."""
    if not directory.is_dir():
        return []
    found = [
        path
        for path in directory.glob(f"{PREFIX}*{SUFFIX}")
        if not path.name.endswith(".damaged.json")
    ]
    return sorted(found, key=lambda path: path.stat().st_mtime, reverse=True)


def save(
    path: Path,
    session: GameSession,
    seats: tuple[Seat, ...],
    tally: Tally | None = None,
    reasons: Sequence[SavedReason] = (),
) -> None:
    """Write the game atomically: the whole file reaches the disk (fsync)
    before it replaces the old one, so a crash never leaves half a file."""
    data: dict[str, object] = {
        "record": session.record(),
        "seats": [seat.to_json() for seat in seats],
    }
    if tally is not None:
        data["tally"] = tally.to_json()
    if reasons:
        data["reasons"] = [list(reason) for reason in reasons]
        # Reasons are ranges of event numbers: kept with the count they were
        # made against, so a load whose replay tells more events (an older
        # save, a newer engine) drops them rather than misplace them.
        data["events"] = len(session.events)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    with temporary.open("w", encoding="utf-8") as file:
        file.write(json.dumps(data))
        file.flush()
        os.fsync(file.fileno())
    temporary.replace(path)


def discard(path: Path) -> None:
    """Forget a saved game (it is finished or abandoned)."""
    path.unlink(missing_ok=True)


def set_aside(path: Path) -> Path:
    """Rename a damaged save so it is kept but no longer offered."""
    target = path.with_name(path.name.removesuffix(SUFFIX) + ".damaged.json")
    path.replace(target)
    return target


_SLOT_NAME = re.compile(r"(.+)-(\d{8}-\d{6})(?:-\d+)?")
"""A slot's name past the prefix: the game's id, then its `STAMP`."""


def slot_label(path: Path) -> str:
    """``the saved game of Shithead started 05 Dec 23:34``, read from the
    file's name (its contents may be what is damaged); ``a saved game``
    where the name says nothing (a play-tester: which game was it?)."""
    name = path.name.removeprefix(PREFIX).removesuffix(SUFFIX)
    found = _SLOT_NAME.fullmatch(name)
    if found is None:
        return "a saved game"
    game_id, stamp = found.groups()
    try:
        game = find_game(game_id).name
        started = time.strftime("%d %b %H:%M", time.strptime(stamp, STAMP))
    except UnknownGameError:
        return "a saved game"
    except ValueError:
        return f"the saved game of {game}"
    return f"the saved game of {game} started {started}"


def load(path: Path) -> SavedGame | None:
    """The saved game, None if there is none, SaveError if it is damaged."""
    if not path.exists():
        return None
    try:
        saved_at = path.stat().st_mtime
        data: Any = json.loads(path.read_text(encoding="utf-8"))
        seats = tuple(Seat.from_json(item) for item in data["seats"])
        session = GameSession.from_record(data["record"], [seat.name for seat in seats])
        tally = Tally.from_json(data.get("tally"), saved_at)
    except NewerRecordError:
        # A probe's record version 99 loaded as this version's.
        raise ForeignSaveError(
            f"{slot_label(path)} was saved by a newer cardgames:"
            " open it with that version (it is left as it is)"
        ) from None
    except UnknownGameError:
        # A game from a newer version or another package. It was renamed
        # damaged, and then even its own cardgames could not continue it.
        raise ForeignSaveError(
            f"{slot_label(path)} is of a game this cardgames does not have:"
            " open it with one that has it (it is left as it is)"
        ) from None
    except (OSError, ValueError, KeyError, TypeError) as error:
        detail = str(error) if isinstance(error, InvalidSetupError) else "damaged file"
        raise SaveError(f"{slot_label(path)} could not be read ({detail})") from None
    if len(seats) != session.players:
        raise SaveError(
            f"{slot_label(path)} could not be read (its seats do not match)"
        )
    unknown = _unknown_bots(session, seats)
    if unknown:
        # A bot level named "alien" (a probe) closed the app on Continue.
        raise ForeignSaveError(
            f"{slot_label(path)} seats a bot this cardgames does not have"
            f" ({unknown[0]}): open it with the version that saved it"
            " (it is left as it is)"
        )
    reasons = (
        _reasons(data.get("reasons", []), len(session.events))
        if data.get("events") == len(session.events)
        else ()
    )
    return SavedGame(session, seats, saved_at, tally, reasons)


def _unknown_bots(session: GameSession, seats: tuple[Seat, ...]) -> list[str]:
    """The bots a save seats that this version does not have (a newer
    version's level, say)."""
    known = bot_names(session.game)
    return [s.kind for s in seats if not s.is_human and s.kind not in known]


def _reasons(data: Any, events: int) -> tuple[SavedReason, ...]:
    """The saved reasons; none if any is damaged (they only word the log:
    the game itself still loads)."""
    reasons: list[SavedReason] = []
    if not isinstance(data, list):
        return ()
    for item in data:
        if not (
            isinstance(item, list)
            and len(item) == 3
            and all(type(n) is int for n in item[:2])
            and isinstance(item[2], str)
            and 0 <= item[0] < item[1] <= events
        ):
            return ()
        reasons.append((item[0], item[1], item[2]))
    return tuple(reasons)
