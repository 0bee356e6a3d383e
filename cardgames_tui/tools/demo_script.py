"""A demo's game: bots playing a seeded deal, and when each rule first shows.

A demo should show a newcomer every key rule of the game early. Bots' games
are cheap headless, so the demo tries a few seeds and keeps the one whose
game shows the key rules soonest (or, asked for one rule, shows it soonest).
The bots are seeded as the table seeds them, so the screen that replays the
seed plays the very game that was picked.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any, NamedTuple

from cardgames_tui.bots.levels import make_bot
from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.narration import tell_all
from cardgames_tui.core.session import GameSession

LEVEL = "normal"
"""The demo's bots: they play sensibly and decide at once."""
TRIES = 24
"""Seeds tried when picking a demo."""
LOOK_AHEAD = 160
"""Moves of each tried game looked at (a demo must show its rules early)."""
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


def bot_moves(session: GameSession, rngs: list[random.Random]) -> Iterator[Any]:
    """The demo bots' moves from the session's position, played as they come."""
    game = session.game
    bots = [make_bot(game, LEVEL) for _ in range(session.players)]
    while not session.is_over:
        seat = session.current_player
        assert seat is not None
        action = bots[seat].choose(session.observe(seat), rngs[seat])
        yield action


def rules_told(game: GameDefinition, players: int, seed: int, moves: int) -> DemoPick:
    """Play ``moves`` moves of the demo game of ``seed``; note each rule's
    first showing (as a spectator sees the events: all of them)."""
    session = GameSession.new(game, players=players, seed=seed)
    narrator = game.narrator(["?"] * session.players)
    first: dict[str, int] = {}
    for told in tell_all(narrator, session.events):  # the deal, at move 0
        for rule in told.rules:
            first.setdefault(rule, 0)
    moved = bot_moves(session, bot_rngs(seed, session.players))
    for ply, action in enumerate(moved, start=1):
        events = session.play(action)
        for told in tell_all(narrator, events):
            for rule in told.rules:
                first.setdefault(rule, ply)
        if ply >= moves:
            break
    return DemoPick(seed, session.players, first)


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
    never = moves + 1

    def merit(pick: DemoPick) -> tuple[int, ...]:
        shown = [pick.first_shown.get(rule, never) for rule in keys]
        missing = sum(ply == never for ply in shown)
        wanted = pick.first_shown.get(show, never) if show else 0
        return (wanted, missing, max(shown, default=0), sum(shown))

    seats = players or game.default_players
    picks = (rules_told(game, seats, seed, moves) for seed in range(1, tries + 1))
    return min(picks, key=merit)
