"""The player's preferences that outlive a run: suits as letters, how long
the hard bot may think, whether the log shows the bots' reasons, and who
sat where in the last game of each kind, with its variant options.

Headless like `saves`. A missing or damaged file means "no preference": the
app then uses its defaults, and a damaged file is simply rewritten.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path
from typing import Any

from cardgames_tui.core.seats import Seat

FILE = "preferences.json"


def _load(directory: Path) -> dict[str, Any]:
    """Every preference saved, or none if the file is missing or damaged."""
    try:
        data: Any = json.loads((directory / FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _save(directory: Path, key: str, value: object) -> None:
    """Keep one preference beside the others, written whole before it
    replaces the old file."""
    data = _load(directory)
    data[key] = value
    directory.mkdir(parents=True, exist_ok=True)
    temporary = directory / (FILE + ".tmp")
    with temporary.open("w", encoding="utf-8") as file:
        file.write(json.dumps(data))
        file.flush()
        os.fsync(file.fileno())
    temporary.replace(directory / FILE)


def load_ascii(directory: Path) -> bool | None:
    """The saved choice of letters for suits, or None if there is none."""
    value = _load(directory).get("ascii")
    return value if isinstance(value, bool) else None


def save_ascii(directory: Path, ascii_only: bool) -> None:
    """Remember the choice of letters for suits."""
    _save(directory, "ascii", ascii_only)


def load_budget(directory: Path) -> float | None:
    """The saved thinking time of the hard bot in seconds, or None if there
    is none (or it is not a positive number)."""
    value = _load(directory).get("bot_budget")
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if math.isfinite(value) and value > 0 else None


def save_budget(directory: Path, seconds: float) -> None:
    """Remember the hard bot's thinking time."""
    _save(directory, "bot_budget", seconds)


def load_reasons(directory: Path) -> bool | None:
    """The saved choice of bot reasons in the log, or None if there is none."""
    value = _load(directory).get("bot_reasons")
    return value if isinstance(value, bool) else None


def save_reasons(directory: Path, shown: bool) -> None:
    """Remember whether the log shows the bots' reasons."""
    _save(directory, "bot_reasons", shown)


def _by_game(directory: Path, key: str) -> dict[str, Any]:
    """A preference kept per game (``seats``, ``options``): game id to its
    entry; empty if there is none or it is damaged."""
    tables = _load(directory).get(key)
    return tables if isinstance(tables, dict) else {}


def _save_for_game(directory: Path, key: str, game_id: str, value: object) -> None:
    """Keep ``game_id``'s entry of a per-game preference beside the others'."""
    tables = _by_game(directory, key)
    tables[game_id] = value
    _save(directory, key, tables)


def load_seats(directory: Path, game_id: str) -> tuple[Seat, ...] | None:
    """The seats of the last game of ``game_id`` set up here (names and
    kinds), or None if there are none or they are damaged."""
    saved = _by_game(directory, "seats").get(game_id)
    if not isinstance(saved, list) or not saved:
        return None
    try:
        return tuple(Seat.from_json(seat) for seat in saved)
    except (KeyError, TypeError, ValueError):
        return None


def save_seats(directory: Path, game_id: str, seats: tuple[Seat, ...]) -> None:
    """Remember who sat where in the game just set up, for the next set-up
    of the same game (a family plays with the same names every evening)."""
    _save_for_game(directory, "seats", game_id, [seat.to_json() for seat in seats])


def load_options(directory: Path, game_id: str) -> dict[str, bool]:
    """The on/off variant options of the last game of ``game_id`` set up
    here (empty if none, or damaged: each one not a yes or no is left out)."""
    saved = _by_game(directory, "options").get(game_id)
    if not isinstance(saved, dict):
        return {}
    return {
        str(name): value for name, value in saved.items() if isinstance(value, bool)
    }


def save_options(directory: Path, game_id: str, options: dict[str, bool]) -> None:
    """Remember the variant options chosen, as the seats are: a table that
    plays with a variant plays with it every evening."""
    _save_for_game(directory, "options", game_id, dict(options))
