"""A finished game's score race, kept with its record: the scores hand by
hand, read from the public view and events (Trix: each deal's scores; Kings
in the Corner: everyone's points after each pot). The Statistics screen
draws it without replaying the game. Headless."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardgames_tui.core.session import GameSession
from cardgames_tui.store.records import Race


def race_of(session: GameSession, names: Sequence[str]) -> Race | None:
    """The race of a game of several hands; None for a game of one hand."""
    game_id = session.game.id
    if game_id == "trix":
        view: Any = session.observe(None)
        rows = tuple(
            (f"deal {n}", tuple(scores))
            for n, scores in enumerate(view.deal_scores, start=1)
        )
        return Race(rows, signed=True)
    if game_id == "kings-corner":
        # As the Kings score sheet counts (ui/kings_sheet.py): a hand ends
        # with its pot, and the pot's chips are its winner's points.
        points = [0] * len(names)
        standings: list[tuple[str, tuple[int, ...]]] = []
        for event in session.events_for(None):
            if event.kind == "pot" and event.seat is not None:
                points[event.seat] += event.amount
                standings.append((f"hand {len(standings) + 1}", tuple(points)))
            elif event.kind == "carried":  # a blocked hand nobody won (variant)
                standings.append((f"hand {len(standings) + 1}", tuple(points)))
        return Race(tuple(standings), signed=False)
    return None
