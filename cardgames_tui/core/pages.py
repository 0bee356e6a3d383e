"""The rules pages that ship inside the package."""

from __future__ import annotations

from importlib.resources import files

from cardgames_tui.core.game import GameDefinition


def rules_text(game: GameDefinition) -> str:
    """The Markdown rules page of a game."""
    return (files("cardgames_tui") / "rules" / game.rules_page).read_text(
        encoding="utf-8"
    )
