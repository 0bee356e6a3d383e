"""The bot interface. A bot sees one seat's observation, never the state."""

from __future__ import annotations

import random
from typing import Generic, NamedTuple, Protocol

from cardgames_tui.core.protocol import Action, Observation
from cardgames_tui.core.typevars import TypeVar

V_contra = TypeVar("V_contra", contravariant=True, default=Observation)
A_co = TypeVar("A_co", covariant=True, default=Action)
A = TypeVar("A", bound=Action)
A_any = TypeVar("A_any", bound=Action, default=Action)


class Bot(Protocol[V_contra, A_co]):
    """Something that picks one of ``view.legal_actions``."""

    name: str
    """A short name for tables and logs."""

    def choose(self, view: V_contra, rng: random.Random) -> A_co:
        """Return one of ``view.legal_actions`` (never anything else)."""
        ...


class Decision(NamedTuple, Generic[A]):
    """A bot's move and, in a few plain words, why it made it."""

    action: A
    """One of the view's legal actions."""
    reason: str
    """Why, as a player would say it ("keep the 10 for a big pile"), or ""
    when the bot has nothing to say (a forced move, a bot without reasons)."""


class ReasoningBot(Bot[V_contra, A_any], Protocol[V_contra, A_any]):
    """A bot that can say why it chose. ``decide(view, rng).action`` is what
    ``choose(view, rng)`` returns, drawing the same random numbers, so a game
    plays the same whether or not anyone reads the reasons."""

    def decide(self, view: V_contra, rng: random.Random) -> Decision[A_any]:
        """The move ``choose`` would make, with its reason."""
        ...


def decide(bot: Bot[V_contra, A], view: V_contra, rng: random.Random) -> Decision[A]:
    """``bot``'s move with its reason, or with "" when it gives none."""
    reasoned = getattr(bot, "decide", None)
    if reasoned is not None:
        decision: Decision[A] = reasoned(view, rng)
        return decision
    return Decision(bot.choose(view, rng), "")


class RandomBot:
    """Plays a uniformly random legal action: the baseline every game gets."""

    name = "random"

    def choose(self, view: Observation[A], rng: random.Random) -> A:
        actions = view.legal_actions
        return actions[rng.randrange(len(actions))]
