"""The easy level: the normal bot, with deliberate slips."""

from __future__ import annotations

import random
from typing import Generic, cast

from cardgames_tui.core.bots import Bot, Decision, decide
from cardgames_tui.core.protocol import Action, Observation
from cardgames_tui.core.typevars import TypeVar

V = TypeVar("V", bound=Observation)
A = TypeVar("A", bound=Action)

SLIP_RATE = 0.3
"""How often the easy bot plays a random legal move instead of its best."""
SLIP_REASON = "a careless move"
"""What the easy bot says of a slip: the truth (a random legal move)."""


class SlippingBot(Generic[V, A]):
    """Plays like ``steady`` most of the time, and a random legal move now
    and then: beatable, but never pure chance (no fun to beat)."""

    name = "easy"

    def __init__(self, steady: Bot[V, A], slip_rate: float = SLIP_RATE) -> None:
        self.steady = steady
        """The bot whose moves it plays when it does not slip."""
        self.slip_rate = slip_rate
        """The share of decisions played at random."""

    def choose(self, view: V, rng: random.Random) -> A:
        return self.decide(view, rng).action

    def decide(self, view: V, rng: random.Random) -> Decision[A]:
        """A slip says so; otherwise the steady bot's move and reason."""
        actions = cast("tuple[A, ...]", view.legal_actions)
        if len(actions) > 1 and rng.random() < self.slip_rate:
            return Decision(actions[rng.randrange(len(actions))], SLIP_REASON)
        return decide(self.steady, view, rng)
