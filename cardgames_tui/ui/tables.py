"""The UI's own registry: which games have a table screen, imported lazily."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardgames_tui.ui.screens.game_screen import GameScreen


@dataclass(frozen=True)
class Table:
    """Where a game's screen lives."""

    module: str
    """Module of the screen class (imported when a game starts)."""
    screen: str
    """The screen class name."""
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
        hidden_options=("dealer",),
    ),
    "trix": Table("cardgames_tui.ui.screens.trix", "TrixScreen"),
    "kings-corner": Table("cardgames_tui.ui.screens.kings_corner", "KingsScreen"),
}
"""Game id to table. Games without a table yet are not offered in the menu."""
