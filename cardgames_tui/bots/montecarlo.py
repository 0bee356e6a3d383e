"""The hard level: determinized Monte Carlo over what the seat knows.

For each legal move it deals the unseen cards at random, consistently with
the seat's view (the game's ``determinize``), plays the move and then the
rest of the deal or hand with the normal bot in every seat, and keeps the
move with the best average result (the game's ``playout_value``). The same
samples serve every move, so card luck is shared between them. The play-out
policy matters more than the number of samples (measured on Hearts).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, Protocol, runtime_checkable

from cardgames_tui.core.bots import Bot, Decision, decide
from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.lazy import resolve
from cardgames_tui.core.protocol import Action, Observation
from cardgames_tui.core.wording import move_words

SAMPLES = 16
"""Deals sampled per decision, at most."""
BUDGET = 1.0
"""Seconds per decision, at most (None in tests: a fixed number of samples)."""
MAX_CANDIDATES = 8
"""Moves weighed per decision unless the policy asks otherwise: the normal
bot's choice and others at random."""
PRUNE_AFTER = 32
"""Deals every move is played out on before any is dropped as clearly worse."""
SETTLE_FIRST = 64
"""Deals after which the search first asks whether its choice is settled
(``search_settle``), then at each doubling: a look at every deal so far
costs little that seldom."""
SHORTLIST_DEALS = 16
"""Deals every line is played out on first where a policy offers more than
twice `MAX_CANDIDATES` lines (``search_lines``): the best of them go on."""
MAX_STEPS = 600
"""A play-out stops here (heuristic play can cycle in Shithead); its end is
scored as it stands."""


@runtime_checkable
class StatePolicy(Protocol):
    """A bot that can also choose for the seat on turn straight from a full
    state, reading only what that seat sees: play-outs then skip building a
    view at every step (most of a play-out's time when they do)."""

    def choose_in(self, state: Any, rng: random.Random) -> Action:
        """The move ``choose`` would make from the view of the seat on turn."""
        ...


class Weighed(NamedTuple):
    """One move as the search weighed it."""

    action: Action
    """The move."""
    value: float
    """Its mean play-out value for the seat (the game's ``playout_value``)."""
    samples: int
    """Sampled deals it was played out on."""
    lead: float = 0.0
    """Its mean advantage over the normal bot's move on the same deals, in
    standard errors of that mean (0 for the normal bot's move itself)."""
    then: tuple[Action, ...] = ()
    """The seat's next moves it was weighed with, a line the policy offered
    (``search_lines``); empty: the normal bot plays on after it."""


class Advice(NamedTuple):
    """The move the hard bot makes, and how it came to it: what a hint shows."""

    action: Action
    """The move."""
    weighed: list[Weighed]
    """Every move weighed, best mean first; empty when the policy's move
    was played without a search (a forced move, or ``search_defers``)."""
    chosen: Weighed | None
    """The weighed move it plays: the best mean, or the normal bot's move
    when nothing is clearly better (the margin); None without a search."""
    reason: str
    """Without a search (a forced move, or one the policy keeps), the
    policy's reason, or "your only move" for a forced one it has no words
    for; "" otherwise."""


class MonteCarloBot:
    """Weighs each move by play-outs of sampled deals."""

    name = "hard"

    def __init__(
        self,
        game: GameDefinition[Any, Any, Any],
        policy: Callable[[], Bot[Any, Any]],
        *,
        samples: int | None = None,
        budget: float | None = BUDGET,
    ) -> None:
        self.game = game
        """The game whose search hooks it uses."""
        self.policy = policy()
        """The bot that plays every seat in the play-outs (the normal level)."""
        self.samples = (
            samples
            if samples is not None
            else int(getattr(self.policy, "search_samples", SAMPLES))
        )
        """Deals sampled per decision, at most (a policy whose play-outs are
        cheap asks for more with a ``search_samples`` attribute)."""
        self.candidates = int(getattr(self.policy, "search_candidates", MAX_CANDIDATES))
        """Moves weighed per decision, at most: the normal bot's and others
        at random (a policy asks for more with ``search_candidates``)."""
        self.margin = float(getattr(self.policy, "search_margin", 0.0))
        """How many standard errors better than the normal bot's move, on
        the same deals, another move must be to be played instead (0: any
        better mean). A policy asks for a margin with ``search_margin``."""
        self.prune = float(getattr(self.policy, "search_prune", 0.0))
        """A move trailing the normal bot's by this many standard errors
        after `PRUNE_AFTER` deals is played out no more (0: never), so the
        deals go to the close calls. A policy asks for it with
        ``search_prune``."""
        self.settle = float(getattr(self.policy, "search_settle", 0.0))
        """The search stops once no move still weighed can be better than
        the best so far by this much, two standard errors of their paired
        difference up (0: it samples on to its cap or budget): the deals
        go to decisions that are still open. A policy asks for it with
        ``search_settle``."""
        self._determinize: Callable[..., Any] = getattr(
            self.policy, "search_determinize", game.determinize
        )
        """Deals the unseen cards: the game's, or the policy's own when its
        play reveals more (a greedy player's end of turn, say)."""
        self._defers: Callable[[Any], bool] | None = getattr(
            self.policy, "search_defers", None
        )
        """Where the search has nothing to tell apart: the policy's
        ``search_defers(view)`` says so, and its own move is played."""
        self._key: Callable[[Any], Any] | None = getattr(
            self.policy, "search_key", None
        )
        """Which moves come to the same thing (``search_key(action)`` equal):
        only the first of each is weighed, so the candidates are moves that
        differ (which three of four 7s a Shithead player lays hardly
        matters, and such choices were most of the candidates with a big
        hand)."""
        self._lines: Callable[[Any], list[tuple[Action, ...]]] | None = getattr(
            self.policy, "search_lines", None
        )
        """Lines of the seat's own moves weighed instead of single moves
        with the normal bot's play after them: the policy's
        ``search_lines(state)``, from a sampled state, its own line first
        (Kings: whole turns, `kings_corner.turn_lines`)."""
        self._breaks: Callable[[Any, random.Random], bool] | None = getattr(
            self.policy, "search_breaks_loop", None
        )
        """Where a search plays the policy's move instead, now and then: the
        policy's ``search_breaks_loop(view, rng)`` (two searching Shithead
        bots in a duel, each sure of its moves, traded the same ten for
        ever)."""
        self._choose_in = (
            self.policy.choose_in if isinstance(self.policy, StatePolicy) else None
        )
        self._over: Callable[[Any, Any], bool] = resolve(game.playout_over)
        self._value: Callable[[Any, Any, int], float] = resolve(game.playout_value)
        self._observe: Callable[[Any, int], Any] = resolve(game.observe)
        self.budget = budget
        """Seconds per decision, at most; None: always every sample."""
        self.max_steps = MAX_STEPS
        """Steps a play-out takes at most before it is scored as it stands."""

    def choose(self, view: Observation[Action], rng: random.Random) -> Action:
        return self.decide(view, rng).action

    def decide(self, view: Observation[Action], rng: random.Random) -> Decision[Action]:
        """The move with the best figures, and those figures in words (no
        reason for a forced move: nothing was weighed)."""
        actions = view.legal_actions
        if len(actions) == 1:
            return Decision(actions[0], "")
        if self.breaks_loop(view, rng):
            return decide(self.policy, view, rng)
        return self.searched(view, rng)

    def breaks_loop(self, view: Observation[Action], rng: random.Random) -> bool:
        """Whether this decision is the policy's own, to break a loop (a
        random draw where the policy may loop, none elsewhere)."""
        return self._breaks is not None and self._breaks(view, rng)

    def searched(
        self, view: Observation[Action], rng: random.Random
    ) -> Decision[Action]:
        """`decide` by the search itself (no loop-breaking)."""
        advice = self.advise(view, rng)
        if advice.chosen is None:
            return Decision(advice.action, advice.reason)
        best = advice.chosen is advice.weighed[0]
        return Decision(advice.action, self._reason(advice.chosen, best))

    def advise(self, view: Observation[Action], rng: random.Random) -> Advice:
        """The move `decide` makes, with every move's figures (a hint)."""
        forced = len(view.legal_actions) == 1
        if forced or (self._defers is not None and self._defers(view)):
            # A forced move's figures would only say how the deal goes, not
            # why: the policy's words say what it costs (a chip in Kings).
            decision = decide(self.policy, view, rng)
            said = decision.reason or ("your only move" if forced else "")
            return Advice(decision.action, [], None, said)
        weighed = self.weigh(view, rng)
        chosen = weighed[0]
        if self.margin:
            # The normal bot's move unless another is clearly better: with a
            # few dozen deals, most differences between moves are noise.
            chosen = next(w for w in weighed if w.lead > self.margin or not w.lead)
        return Advice(chosen.action, _one_line_a_move(weighed, chosen), chosen, "")

    def _reason(self, chosen: Weighed, best: bool) -> str:
        """``best over 16 sampled deals: takes the pot in about 45% of them``:
        the hint's own figures, said of the bot."""
        figures = third_person(self.game.value_phrase(chosen.value))
        deals = f"{chosen.samples:,} sampled deal{'s' * (chosen.samples != 1)}"
        then = ""
        if len(chosen.then) == 1:
            then = f", then {move_words(chosen.then[0])},"  # "end the turn"
        elif chosen.then:
            # A whole turn's moves would name cards still in the bot's hand
            # (the log's check would then leave the reason out).
            then = f", in a line of {len(chosen.then) + 1} moves,"
        if best:
            return f"best{then} over {deals}: {figures}"
        return f"no move clearly better{then} over {deals}: {figures}"

    def weigh(self, view: Observation[Action], rng: random.Random) -> list[Weighed]:
        """The moves considered with their mean play-out values, best first
        (ties go to the normal bot's move, then the order of the legal moves:
        with few samples, a tie is noise, and the heuristic is the better guess).
        A policy that offers lines (``search_lines``) has its lines weighed
        instead, each under its first move: the same move may come more
        than once."""
        seat = view.seat
        if seat is None:
            raise ValueError("a bot plays a seat: it needs that seat's view")
        deadline = None if self.budget is None else time.perf_counter() + self.budget
        candidates: list[tuple[Action, ...]]
        if self._lines is not None:
            first_root = self._determinize(view, rng)
            candidates = self._lines(first_root)
            if len(candidates) > 2 * self.candidates:
                candidates = self._shortlist(view, candidates, seat, rng)
        else:
            # The moves before the first deal: the random numbers drawn in
            # the order they always were (seeded games replay as before).
            candidates = [(move,) for move in self._candidates(view, rng)]
            first_root = self._determinize(view, rng)
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        squares = [0.0] * len(candidates)  # of the differences to the normal move
        # The normal move's total over the deals each move was played on
        # (all of them unless it was dropped).
        steady_totals: list[float | None] = [None] * len(candidates)
        active = list(range(len(candidates)))
        prune = self.prune
        settle = self.settle
        # Each move's value on each deal, while it is weighed (for `settled`).
        seen: list[list[float]] = [[] for _ in candidates] if settle else []
        check = SETTLE_FIRST
        clock = time.perf_counter
        for k in range(self.samples):
            started = clock()
            root = self._determinize(view, rng) if k else first_root
            steady = 0.0
            for i in active:
                value = self._line_value(root, candidates[i], seat, rng)
                if not i:
                    steady = value
                totals[i] += value
                counts[i] += 1
                squares[i] += (value - steady) ** 2
                if settle:
                    seen[i].append(value)
            if prune and k + 1 >= PRUNE_AFTER and (k + 1) % 8 == 0:
                for i in active[1:]:
                    if _lead(totals[i] - totals[0], squares[i], counts[i]) < -prune:
                        steady_totals[i] = totals[0]
                active = [i for i in active if steady_totals[i] is None]
                if len(active) == 1:
                    break  # the normal move stands: nothing else is close
            if settle and k + 1 == check:
                check *= 2
                if settled([seen[i] for i in active], settle):
                    break
            # Stop when another sample twice as long as this one would end
            # past the deadline: checking only for a deadline already passed
            # let one decision in a hundred overrun it, and so did allowing
            # one more sample as long as the last (samples vary).
            now = clock()
            if deadline is not None and now + 2 * (now - started) > deadline:
                break
        weighed = []
        for i, line in enumerate(candidates):
            base = steady_totals[i]
            difference = totals[i] - (totals[0] if base is None else base)
            weighed.append(
                Weighed(
                    line[0],
                    totals[i] / counts[i],
                    counts[i],
                    _lead(difference, squares[i], counts[i]),
                    line[1:],
                )
            )
        order = sorted(range(len(weighed)), key=lambda i: -weighed[i].value)
        return [weighed[i] for i in order]

    def _shortlist(
        self,
        view: Observation[Action],
        lines: list[tuple[Action, ...]],
        seat: int,
        rng: random.Random,
    ) -> list[tuple[Action, ...]]:
        """The policy's own line and the best of the others over
        `SHORTLIST_DEALS` deals, twice as many lines as moves are weighed
        in all, in their first order (those deals are not counted again)."""
        totals = [0.0] * len(lines)
        for _ in range(SHORTLIST_DEALS):
            root = self._determinize(view, rng)
            for i, line in enumerate(lines):
                totals[i] += self._line_value(root, line, seat, rng)
        best = sorted(range(1, len(lines)), key=lambda i: -totals[i])
        return [lines[0], *(lines[i] for i in sorted(best[: 2 * self.candidates - 1]))]

    def values(
        self,
        view: Observation[Action],
        actions: Sequence[Action],
        deals: int,
        rng: random.Random,
    ) -> list[float]:
        """Each of ``actions``' mean play-out value over the same ``deals``
        sampled deals, with no budget, margin or pruning: the yardstick the
        search is measured against (`cardgames_tui.tools.search_regret`)."""
        seat = view.seat
        if seat is None:
            raise ValueError("a bot plays a seat: it needs that seat's view")
        totals = [0.0] * len(actions)
        for _ in range(deals):
            root = self._determinize(view, rng)
            for i, action in enumerate(actions):
                totals[i] += self._line_value(root, (action,), seat, rng)
        return [total / deals for total in totals]

    def _line_value(
        self, root: Any, line: Sequence[Action], seat: int, rng: random.Random
    ) -> float:
        """``line`` played from a copy of the sampled ``root``, then played
        out: its value for ``seat``."""
        trial = root.copy()
        for move in line:
            trial.apply(move)
        return self._playout(root, trial, seat, rng)

    def _candidates(
        self, view: Observation[Action], rng: random.Random
    ) -> list[Action]:
        steady = self.policy.choose(view, rng)
        others = distinct(view.legal_actions, steady, self._key)
        if len(others) >= self.candidates:
            others = rng.sample(others, self.candidates - 1)
        return [steady, *others]

    def _playout(self, root: Any, state: Any, seat: int, rng: random.Random) -> float:
        over = self._over
        steps = 0
        cap = self.max_steps
        choose_in = self._choose_in
        if choose_in is not None:
            while not over(root, state) and steps < cap:
                state.apply(choose_in(state, rng))
                steps += 1
        else:
            observe = self._observe
            choose = self.policy.choose
            while not over(root, state) and steps < cap:
                state.apply(choose(observe(state, state.current_player), rng))
                steps += 1
        return self._value(root, state, seat)


def distinct(
    actions: Sequence[Action], steady: Action, key: Callable[[Any], Any] | None
) -> list[Action]:
    """``actions`` less ``steady`` and, with a ``key``, less every move that
    comes to the same as one before it (or as ``steady``)."""
    if key is None:
        return [a for a in actions if a != steady]
    seen = {key(steady)}
    others = []
    for action in actions:
        k = key(action)
        if k not in seen:
            seen.add(k)
            others.append(action)
    return others


def third_person(phrase: str) -> str:
    """A hint's phrase said of someone else: ``you take the pot`` becomes
    ``takes the pot``, ``you are not`` becomes ``is not``."""
    if phrase.startswith("you are "):
        return "is " + phrase.removeprefix("you are ")
    if phrase.startswith("you "):
        verb, _, rest = phrase.removeprefix("you ").partition(" ")
        return f"{verb}s {rest}".rstrip()
    return phrase


def _one_line_a_move(weighed: list[Weighed], chosen: Weighed) -> list[Weighed]:
    """``weighed`` (best first) with one entry a move, as a hint lists them:
    the chosen line for the chosen move, the best line for the others."""
    kept: dict[Action, Weighed] = {chosen.action: chosen}
    for w in weighed:
        kept.setdefault(w.action, w)
    return sorted(kept.values(), key=lambda w: -w.value)


def settled(values: Sequence[Sequence[float]], settle: float) -> bool:
    """Whether the best of these moves (their values on the same deals) is
    settled: no other can be better by ``settle``, two standard errors of
    the paired difference up."""
    if len(values) < 2:
        return True  # nothing to choose between
    n = len(values[0])
    if n < 2:
        return False  # no spread to judge by yet
    means = [sum(v) / n for v in values]
    best = max(range(len(values)), key=means.__getitem__)
    top = values[best]
    for i, other in enumerate(values):
        if i == best:
            continue
        gaps = [a - b for a, b in zip(other, top, strict=True)]
        mean = sum(gaps) / n
        spread = math.sqrt(max(0.0, sum((g - mean) ** 2 for g in gaps) / (n - 1)))
        if mean + 2 * spread / math.sqrt(n) >= settle:
            return False
    return True


def _lead(difference: float, squares: float, n: int) -> float:
    """A summed paired difference in standard errors of its mean (a sure
    gain counts as very large; no difference at all as 0)."""
    mean = difference / n
    variance = squares / n - mean * mean
    if variance <= 1e-12:
        return 0.0 if not mean else math.copysign(1e9, mean)
    return mean / math.sqrt(variance / n)
