"""A demo's game: bots playing a seeded deal, and when each rule first shows.

A demo should show a newcomer every key rule of the game early. Bots' games
are cheap headless, so the demo tries a few seeds and keeps the one whose
game shows the key rules soonest (or, asked for one rule, shows it soonest).
The bots are seeded as the table seeds them, so the screen that replays the
seed plays the very game that was picked.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from cardgames_tui.bots.levels import make_bot
from cardgames_tui.bots.montecarlo import BUDGET
from cardgames_tui.core.bots import Decision, decide
from cardgames_tui.core.events import Event
from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.narration import tell_all
from cardgames_tui.core.session import GameSession
from cardgames_tui.tools.reason_book import ReasonBook

LEVEL = "normal"
"""The demo's bots: they play sensibly and decide at once (the seed search
always plays them: hard bots would take a second a move)."""
LEVELS = ("easy", "normal", "hard")
"""The levels a demo's bots may play at."""
TRIES = 24
"""Seeds tried when picking a demo."""
LOOK_AHEAD = 160
"""Moves of each tried game looked at (a demo must show its rules early)."""
RARE_LOOK_AHEAD = 1500
"""Moves looked at for a rule asked for by name (some are rare)."""
RARE_TRIES = 60
"""Seeds tried for a rule asked for by name."""
NAMES = ("Ana", "Omar", "Lina", "Sami", "Maya", "Karim")
"""The demo's players, by seat."""


def demo_names(players: int) -> list[str]:
    """The names of a demo's ``players`` seats."""
    return list(NAMES[:players])


class DemoPick(NamedTuple):
    """The seed a demo plays, and what its game shows when."""

    seed: int
    """The game's seed (the bots' seeds derive from it)."""
    players: int
    """Seats at the table, all bots."""
    first_shown: dict[str, int]
    """Each rule id shown in the first moves, and after how many moves."""


def bot_rngs(seed: int, players: int) -> list[random.Random]:
    """The bots' random generators, one per seat, as every table seeds them."""
    return [random.Random(f"{seed}/bot/{seat}") for seat in range(players)]


class DemoGame:
    """The demo's game, a move at a time, forwards and back.

    Each move is asked of its bot once and kept, so going back and forth
    replays the same game (a bot's generator is not rewound by an undo).
    The bots' reasons are kept in `reasons`, for the log.
    """

    def __init__(
        self,
        game: GameDefinition,
        players: int,
        seed: int,
        level: str = LEVEL,
        budget: float = BUDGET,
    ) -> None:
        self.session = GameSession.new(game, players=players, seed=seed)
        """The game at the move shown."""
        self.rngs = bot_rngs(seed, self.session.players)
        """Each bot's generator, as the table seeds them."""
        self.level = level
        """The bots' level (`LEVELS`)."""
        self.budget = budget
        """The hard bot's thinking time per move, in seconds."""
        self.bots = [
            make_bot(game, level, budget=budget) for _ in range(self.session.players)
        ]
        """The bots in every seat."""
        self.moves: list[Any] = []
        """Every move the bots chose so far (ahead of the position after
        a step back)."""
        self.sizes: list[int] = []
        """How many events each kept move made (the same each time it is
        played again)."""
        self.reasons = ReasonBook()
        """The bots' reasons, by the events of their moves."""
        self.count = len(self.session.events)
        """Events so far (the deal's, then each move's)."""
        self.pending = ""
        """The reason of the move kept last, until it is played."""

    @property
    def needs_decision(self) -> bool:
        """Whether the next move is not kept yet (a bot must choose it)."""
        return not self.session.is_over and self.session.ply == len(self.moves)

    def next_view(self) -> tuple[Any, random.Random]:
        """The view of the seat on turn and its bot's generator."""
        seat = self.session.current_player
        assert seat is not None
        return self.session.observe(seat), self.rngs[seat]

    def keep(self, decision: Decision[Any]) -> None:
        """Keep the next move, chosen elsewhere (a hard bot thinks in
        another process, from `next_view`)."""
        if self.needs_decision:
            self.moves.append(decision.action)
            self.pending = decision.reason

    def forward(self) -> tuple[Event, ...]:
        """Play the next move (the kept one, or the bot's choice) and return
        its events; nothing once the game is over."""
        session = self.session
        if session.is_over:
            return ()
        ply = session.ply
        if self.needs_decision:
            view, rng = self.next_view()
            seat = session.current_player
            assert seat is not None
            self.keep(decide(self.bots[seat], view, rng))
        events = session.play(self.moves[ply])
        if ply == len(self.sizes):
            self.sizes.append(len(events))
            self.reasons.note(self.count, self.count + len(events), self.pending)
        self.count += len(events)
        return events

    def back(self) -> bool:
        """Take back the last move; False at the deal."""
        if not self.session.ply:
            return False
        self.session.undo()
        self.count -= self.sizes[self.session.ply]
        return True


def rules_told(
    game: GameDefinition,
    players: int,
    seed: int,
    moves: int,
    until: str | None = None,
) -> DemoPick:
    """Play ``moves`` moves of the demo game of ``seed`` (fewer if the rule
    ``until`` shows first); note each rule's first showing (as a spectator
    sees the events: all of them)."""
    demo = DemoGame(game, players, seed)
    narrator = game.narrator(["?"] * demo.session.players)
    first: dict[str, int] = {}
    events = demo.session.events  # the deal, at move 0
    for ply in range(moves + 1):
        for told in tell_all(narrator, events):
            for rule in told.rules:
                first.setdefault(rule, ply)
        if demo.session.is_over or until in first:
            break
        events = demo.forward()
    return DemoPick(seed, demo.session.players, first)


def key_rules(game: GameDefinition) -> tuple[str, ...]:
    """The rules a demo should show early."""
    return tuple(rule.id for rule in game.rulebook if rule.key)


def pick_demo(
    game: GameDefinition,
    players: int | None = None,
    show: str | None = None,
    tries: int = TRIES,
    moves: int = LOOK_AHEAD,
) -> DemoPick:
    """The seed among the first ``tries`` whose game shows the key rules
    soonest; with ``show``, the one that shows that rule soonest. ValueError
    for a rule the game does not have."""
    known = {rule.id for rule in game.rulebook}
    if show is not None and show not in known:
        raise ValueError(
            f"{game.name} has no rule {show!r}; its rules: {', '.join(sorted(known))}"
        )
    keys = key_rules(game)
    if show is not None:  # a rare rule may need a longer look, in more deals
        moves, tries = max(moves, RARE_LOOK_AHEAD), max(tries, RARE_TRIES)
    never = moves + 1

    def merit(pick: DemoPick) -> tuple[int, ...]:
        shown = [pick.first_shown.get(rule, never) for rule in keys]
        missing = sum(ply == never for ply in shown)
        wanted = pick.first_shown.get(show, never) if show else 0
        return (wanted, missing, max(shown, default=0), sum(shown))

    seats = players or game.default_players
    picks = (
        rules_told(game, seats, seed, moves, until=show) for seed in range(1, tries + 1)
    )
    best = min(picks, key=merit)
    if show is not None and show not in best.first_shown:
        raise ValueError(
            f"none of {tries} deals shows {show!r} in its first {moves} moves"
        )
    return best
