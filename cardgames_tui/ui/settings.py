"""Settings of one run of the app."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

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
    handover_guard: float = 1.0
    """Seconds a hot-seat handover ignores Enter once up, so that a key
    meant for the last move cannot show the next player's hand (0 in
    tests)."""
    turn_guard: float = 0.35
    """Seconds a table holds back move keys once a player's turn comes
    after other moves, a handover or a new hand, so that a key pressed for
    what was there before does not play on what came (0 in tests)."""
    bot_budget: float = 1.0
    """Seconds the hard bot (and a hint) may think about one move."""
    bot_reasons: bool = False
    """Each bot move's line in the log carries the bot's reason (demos show
    them whatever this says; at a table, only reasons that name no hidden
    card)."""
    data_dir: Path = field(default_factory=default_dir)
    """Where the games in progress are saved, one file each."""


class DemoOpening(NamedTuple):
    """A demo to open at start (`cardgames demo`)."""

    game_id: str
    """The game."""
    players: int
    """Seats, all bots."""
    seed: int
    """The deal."""
    pace: float
    """Seconds a move stays on screen."""
    level: str = "normal"
    """The bots' level: easy, normal or hard."""
    budget: float | None = None
    """The hard bot's thinking time in seconds (None: the app's setting)."""


DemoStart = DemoOpening | tuple[str, int, int, float]
"""A demo to open: in full, or game, players, seed and pace."""
