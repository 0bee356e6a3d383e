"""The result of a finished game, as data."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended."""

    ranking: tuple[int, ...]
    """Seats from best to worst (ties broken as the game's rules page says)."""
    scores: tuple[int, ...]
    """Each seat's final score, indexed by seat."""
    reason: str
    """Why it ended, as a token: ``shithead``, ``reached-100``, ``all-deals``."""
    winners: tuple[int, ...] = ()
    """The seats that share first place (one seat unless the rules allow ties)."""
