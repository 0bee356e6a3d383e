"""The hard level: determinized Monte Carlo over what the seat knows.

For each legal move it deals the unseen cards at random, consistently with
the seat's view (the game's ``determinize``), plays the move and then the
rest of the deal or hand with the normal bot in every seat, and keeps the
move with the best average result (the game's ``playout_value``). The same
samples serve every move, so card luck is shared between them. The play-out
policy matters more than the number of samples (measured on Hearts).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any, NamedTuple

from cardgames_tui.core.bots import Bot
from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.protocol import Action, Observation

SAMPLES = 16
"""Deals sampled per decision, at most."""
BUDGET = 1.0
"""Seconds per decision, at most (None in tests: a fixed number of samples)."""
MAX_CANDIDATES = 8
"""Moves weighed per decision: the normal bot's choice and others at random."""
MAX_STEPS = 600
"""A play-out stops here (heuristic play can cycle in Shithead); its end is
scored as it stands."""


class Weighed(NamedTuple):
    """One move as the search weighed it."""

    action: Action
    """The move."""
    value: float
    """Its mean play-out value for the seat (the game's ``playout_value``)."""
    samples: int
    """Sampled deals it was played out on."""


class MonteCarloBot:
    """Weighs each move by play-outs of sampled deals."""

    name = "hard"

    def __init__(
        self,
        game: GameDefinition[Any, Any, Any],
        policy: Callable[[], Bot[Any, Any]],
        *,
        samples: int = SAMPLES,
        budget: float | None = BUDGET,
    ) -> None:
        self.game = game
        """The game whose search hooks it uses."""
        self.policy = policy()
        """The bot that plays every seat in the play-outs (the normal level)."""
        self.samples = samples
        """Deals sampled per decision, at most."""
        self.budget = budget
        """Seconds per decision, at most; None: always every sample."""

    def choose(self, view: Observation[Action], rng: random.Random) -> Action:
        actions = view.legal_actions
        if len(actions) == 1:
            return actions[0]
        return self.weigh(view, rng)[0].action

    def weigh(self, view: Observation[Action], rng: random.Random) -> list[Weighed]:
        """The moves considered with their mean play-out values, best first
        (ties keep the order of the legal moves)."""
        seat = view.seat
        if seat is None:
            raise ValueError("a bot plays a seat: it needs that seat's view")
        deadline = None if self.budget is None else time.perf_counter() + self.budget
        candidates = self._candidates(view, rng)
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        game = self.game
        for _ in range(self.samples):
            root = game.determinize(view, rng)
            for i, action in enumerate(candidates):
                trial = root.copy()
                trial.apply(action)
                totals[i] += self._playout(root, trial, seat, rng)
                counts[i] += 1
            if deadline is not None and time.perf_counter() > deadline:
                break
        weighed = [
            Weighed(action, totals[i] / counts[i], counts[i])
            for i, action in enumerate(candidates)
        ]
        order = sorted(range(len(weighed)), key=lambda i: -weighed[i].value)
        return [weighed[i] for i in order]

    def _candidates(
        self, view: Observation[Action], rng: random.Random
    ) -> list[Action]:
        actions = list(view.legal_actions)
        if len(actions) <= MAX_CANDIDATES:
            return actions
        steady = self.policy.choose(view, rng)
        others = [a for a in actions if a != steady]
        return [steady, *rng.sample(others, MAX_CANDIDATES - 1)]

    def _playout(self, root: Any, state: Any, seat: int, rng: random.Random) -> float:
        game = self.game
        over = game.playout_over
        observe = game.observe
        choose = self.policy.choose
        steps = 0
        while not over(root, state) and steps < MAX_STEPS:
            state.apply(choose(observe(state, state.current_player), rng))
            steps += 1
        return game.playout_value(root, state, seat)
