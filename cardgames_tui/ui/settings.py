"""Settings of one run of the app."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from cardgames_tui.store.saves import default_dir

MIN_WIDTH = 80
MIN_HEIGHT = 24


@dataclass
class UISettings:
    """What the CLI (or a test) chose for this run; ASCII can be switched
    from the menu or with f2 while playing."""

    ascii_only: bool = False
    """Write suits as letters (S H D C) instead of ♠♥♦♣."""
    bot_delay: float = 0.6
    """Seconds a bot waits before it plays, so people can follow (0 in tests)."""
    bot_budget: float = 1.0
    """Seconds the hard bot (and a hint) may think about one move."""
    data_dir: Path = field(default_factory=default_dir)
    """Where the games in progress are saved, one file each."""
