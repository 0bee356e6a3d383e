"""Helpers shared by every game's tests."""

from __future__ import annotations

from typing import Any

from cardgames_tui.core import GameSession
from cardgames_tui.core.game import GameState
from cardgames_tui.core.registry import find_game


def session_from(game_id: str, state: GameState[Any], **options: Any) -> GameSession:
    """A session that starts from a position built by a game's `position`."""
    game = find_game(game_id)
    return GameSession(
        game, state, seed=0, deck=None, options=game.resolve_options(options)
    )


def legal(session: GameSession) -> list[str]:
    """The legal actions as notation."""
    return [str(a) for a in session.legal_actions()]
