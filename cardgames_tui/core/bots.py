"""The bot interface. A bot sees one seat's observation, never the state."""

from __future__ import annotations

import random
from typing import Any, Protocol


class Bot(Protocol):
    """Something that picks one of ``view.legal_actions``."""

    name: str
    """A short name for tables and logs."""

    def choose(self, view: Any, rng: random.Random) -> Any:
        """Return one of ``view.legal_actions`` (never anything else)."""
        ...


class RandomBot:
    """Plays a uniformly random legal action: the baseline every game gets."""

    name = "random"

    def choose(self, view: Any, rng: random.Random) -> Any:
        actions = view.legal_actions
        return actions[rng.randrange(len(actions))]
