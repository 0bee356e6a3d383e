"""The normal level of a game whose heuristic asks for a short look-ahead.

Where a game's heuristic says rules of thumb fall short (its
``lookahead_in(view)``: a Shithead duel, say), the normal bot weighs its
moves as the hard bot does, over the heuristic's ``lookahead_samples``
sampled deals and no clock (the same seed, the same move), each played out
at most ``lookahead_steps`` moves; everywhere else it is the heuristic
itself. The easy bot slips from the plain heuristic and the hard bot plays
out with it: a play-out that looked ahead at every step would cost the
search its budget many times over.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from cardgames_tui.bots.montecarlo import MAX_CANDIDATES, MonteCarloBot
from cardgames_tui.core.bots import Bot, Decision, decide
from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.protocol import Action, Observation


class LookaheadBot:
    """The heuristic, with a few play-outs per move where it asks for them."""

    name = "normal"
    """Its level: the app asks a process for this level's move where it
    `searches`."""

    def __init__(
        self,
        game: GameDefinition[Any, Any, Any],
        heuristic: Callable[[], Bot[Any, Any]],
    ) -> None:
        self.plain = heuristic()
        """The heuristic: every move outside the look-ahead."""
        self._wanted: Callable[[Any], bool] = self.plain.lookahead_in  # type: ignore[attr-defined]
        self.search = MonteCarloBot(
            game,
            heuristic,
            samples=int(self.plain.lookahead_samples),  # type: ignore[attr-defined]
            budget=None,
        )
        """The look-ahead: the hard bot's search, smaller and unclocked."""
        # The look-ahead weighs as many moves as it always did, whatever the
        # hard bot's search asks for (``search_candidates``): the normal level
        # is the yardstick every tournament measures against.
        self.search.candidates = int(
            getattr(self.plain, "lookahead_candidates", MAX_CANDIDATES)
        )
        steps = getattr(self.plain, "lookahead_steps", None)
        if steps is not None:
            self.search.max_steps = int(steps)

    def choose(self, view: Observation[Action], rng: random.Random) -> Action:
        return self.decide(view, rng).action

    def searches(self, view: Observation[Action]) -> bool:
        """Whether it looks ahead here: up to a few hundred milliseconds,
        which the app spends in another process, as the hard bot's."""
        return self._wanted(view)

    def decide(self, view: Observation[Action], rng: random.Random) -> Decision[Action]:
        """The search's move and figures where the heuristic asks for a
        look-ahead (said so: the figures alone read like the hard bot's),
        else the heuristic's move and reason."""
        if self.searches(view) and not self.search.breaks_loop(view, rng):
            decision = self.search.searched(view, rng)
            return Decision(decision.action, f"looking ahead, {decision.reason}")
        return decide(self.plain, view, rng)


def looks_ahead(heuristic: Bot[Any, Any]) -> bool:
    """Whether a game's heuristic asks for a look-ahead somewhere."""
    return hasattr(heuristic, "lookahead_in") and hasattr(
        heuristic, "lookahead_samples"
    )
