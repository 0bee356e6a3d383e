"""Which lessons are done, remembered in the user's data directory.

Headless like `saves`. The file maps a game id to the ids of its finished
lessons. A damaged file is never fatal: `load` raises `ProgressError` with a
sentence for the player, and `mark_done` sets the damaged file aside (renamed
``….damaged.json``) before it starts a fresh one, so nothing else is lost.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from cardgames_tui.store.saves import default_dir

FILE = "lessons.json"


class ProgressError(Exception):
    """The progress file cannot be read; the message says why."""


class UnreadableProgress(ProgressError):
    """The file is there but cannot be read (its folder is a file, say): not
    damaged, and not set aside."""


def progress_path(directory: Path | None = None) -> Path:
    """The progress file in ``directory`` (default: the user's data dir)."""
    return (directory or default_dir()) / FILE


def load(directory: Path | None = None) -> dict[str, frozenset[str]]:
    """Finished lesson ids by game; empty if nothing is remembered yet."""
    path = progress_path(directory)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except OSError as error:
        raise UnreadableProgress(
            f"the lesson progress cannot be read: {error}"
        ) from None
    try:
        data: Any = json.loads(text)
    except ValueError:
        raise ProgressError(
            f"the lesson progress file {path.name} is damaged (not JSON)"
        ) from None
    done = data.get("done") if isinstance(data, dict) else None
    if not isinstance(done, dict) or not all(
        isinstance(ids, list) and all(isinstance(i, str) for i in ids)
        for ids in done.values()
    ):
        raise ProgressError(
            f"the lesson progress file {path.name} is damaged (unexpected contents)"
        )
    return {str(game): frozenset(ids) for game, ids in done.items()}


def done_in(game_id: str, directory: Path | None = None) -> frozenset[str]:
    """The finished lessons of one game (none if the file is damaged)."""
    try:
        return load(directory).get(game_id, frozenset())
    except ProgressError:
        return frozenset()


def set_aside(directory: Path | None = None) -> Path:
    """Rename a damaged progress file so it is kept, not overwritten."""
    path = progress_path(directory)
    kept = path.with_name(path.stem + ".damaged.json")
    n = 1
    while kept.exists():
        n += 1
        kept = path.with_name(f"{path.stem}.damaged-{n}.json")
    path.replace(kept)
    return kept


def mark_done(
    game_id: str, lesson_id: str, directory: Path | None = None
) -> Path | None:
    """Remember a finished lesson. Returns where a damaged file was set
    aside (its contents could not be kept), else None."""
    kept = None
    try:
        done = load(directory)
    except ProgressError:
        kept = set_aside(directory)
        done = {}
    ids = set(done.get(game_id, frozenset())) | {lesson_id}
    done[game_id] = frozenset(ids)
    path = progress_path(directory)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(FILE + ".tmp")
    data = {"done": {game: sorted(ids) for game, ids in sorted(done.items())}}
    with temporary.open("w", encoding="utf-8") as file:
        file.write(json.dumps(data, indent=1))
        file.flush()
        os.fsync(file.fileno())
    temporary.replace(path)
    return kept
