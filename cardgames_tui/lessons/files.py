"""Where lessons live: ``games/<game>/lessons/*.toml``, in file-name order.

Only paths and ids here, no rules engine and no lesson checking: the menu
counts the lessons done at start-up, and start-up time is a feature.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

GAMES_DIR = Path(__file__).resolve().parent.parent / "games"
"""The built-in games' packages (each may hold a ``lessons`` folder)."""


def lesson_dir(game_id: str) -> Path:
    """The folder of a game's lesson files."""
    return GAMES_DIR / game_id.replace("-", "_") / "lessons"


def lesson_files(game_id: str) -> list[Path]:
    """A game's lesson files, in the order they are taught (by file name)."""
    folder = lesson_dir(game_id)
    return sorted(folder.glob("*.toml")) if folder.is_dir() else []


@cache
def lesson_ids(game_id: str) -> tuple[str, ...]:
    """The ids of a game's lessons, read without checking the files (for a
    count in the menu). Only each file's top-level ``id = "..."`` line is
    read, without a TOML parser (its import alone costs the menu 10 ms);
    unreadable files are left out (opening the lessons reports them). Read
    once a run: the files ship with the package."""
    ids = []
    for path in lesson_files(game_id):
        found = _id_line(path)
        if found is not None:
            ids.append(found)
    return tuple(ids)


ID_LINE = re.compile(r'id\s*=\s*"([A-Za-z0-9_-]+)"\s*(#.*)?')
"""A lesson id as its file writes it: a plain string of letters, digits,
``-`` and ``_`` (the loader refuses any other)."""


def _id_line(path: Path) -> str | None:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("["):
            return None  # past the top-level keys
        found = ID_LINE.fullmatch(stripped)
        if found:
            return found.group(1)
    return None
