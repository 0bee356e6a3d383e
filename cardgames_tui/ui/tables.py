"""The UI's own registry: which games have a table screen, imported lazily."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardgames_tui.core.session import GameSession

if TYPE_CHECKING:
    from cardgames_tui.ui.screens.game_screen import GameScreen


def _shithead_next(session: GameSession) -> Mapping[str, Any]:
    # The shithead deals the next game.
    outcome = session.outcome
    return {"dealer": outcome.ranking[-1]} if outcome else {}


@dataclass(frozen=True)
class Table:
    """Where a game's screen lives and how "play again" sets the next game."""

    module: str
    """Module of the screen class (imported when a game starts)."""
    screen: str
    """The screen class name."""
    next_options: Callable[[GameSession], Mapping[str, Any]]
    """Options for "play again", from the finished session."""
    hidden_options: tuple[str, ...] = ()
    """Options the set-up screen does not offer (set by "play again")."""

    def screen_class(self) -> type[GameScreen]:
        cls: type[GameScreen] = getattr(
            importlib.import_module(self.module), self.screen
        )
        return cls


TABLES: dict[str, Table] = {
    "shithead": Table(
        "cardgames_tui.ui.screens.shithead",
        "ShitheadScreen",
        _shithead_next,
        hidden_options=("dealer",),
    ),
}
"""Game id to table. Games without a table yet are not offered in the menu."""
