"""The bot interface. A bot sees one seat's observation, never the state."""

from __future__ import annotations

import random
from typing import Protocol

from cardgames_tui.core.protocol import Action, Observation
from cardgames_tui.core.typevars import TypeVar

V_contra = TypeVar("V_contra", contravariant=True, default=Observation)
A_co = TypeVar("A_co", covariant=True, default=Action)
A = TypeVar("A", bound=Action)


class Bot(Protocol[V_contra, A_co]):
    """Something that picks one of ``view.legal_actions``."""

    name: str
    """A short name for tables and logs."""

    def choose(self, view: V_contra, rng: random.Random) -> A_co:
        """Return one of ``view.legal_actions`` (never anything else)."""
        ...


class RandomBot:
    """Plays a uniformly random legal action: the baseline every game gets."""

    name = "random"

    def choose(self, view: Observation[A], rng: random.Random) -> A:
        actions = view.legal_actions
        return actions[rng.randrange(len(actions))]
