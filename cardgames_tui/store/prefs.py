"""The player's preferences that outlive a run (for now: suits as letters).

Headless like `saves`. A missing or damaged file means "no preference": the
app then asks the terminal, and a damaged file is simply rewritten.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

FILE = "preferences.json"


def load_ascii(directory: Path) -> bool | None:
    """The saved choice of letters for suits, or None if there is none."""
    try:
        data: Any = json.loads((directory / FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    value = data.get("ascii") if isinstance(data, dict) else None
    return value if isinstance(value, bool) else None


def save_ascii(directory: Path, ascii_only: bool) -> None:
    """Remember the choice, written whole before it replaces the old file."""
    directory.mkdir(parents=True, exist_ok=True)
    temporary = directory / (FILE + ".tmp")
    with temporary.open("w", encoding="utf-8") as file:
        file.write(json.dumps({"ascii": ascii_only}))
        file.flush()
        os.fsync(file.fileno())
    temporary.replace(directory / FILE)
