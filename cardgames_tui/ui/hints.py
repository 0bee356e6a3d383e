"""A hint in a sentence: the hard bot's move and why, from its own figures."""

from __future__ import annotations

from typing import Any

from cardgames_tui.bots.montecarlo import Weighed
from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.wording import notation_words
from cardgames_tui.ui.card_text import shown


def move_text(action: object, ascii_only: bool) -> str:
    """A move's notation with its cards as the table draws them."""
    return shown(notation_words(str(action)), ascii_only)


def hint_text(
    game: GameDefinition[Any, Any, Any], weighed: list[Weighed], ascii_only: bool
) -> str:
    """``Hint: play 7♥: over 16 sampled deals you take the pot in about 45% of
    them (next best, play 9♣: 30%).`` The reason is the search's own count,
    over deals dealt consistently with what you have seen."""
    best = weighed[0]
    text = (
        f"Hint: {move_text(best.action, ascii_only)}: over {best.samples} sampled"
        f" deals {game.value_phrase(best.value)}"
    )
    if len(weighed) > 1:
        second = weighed[1]
        text += (
            f" (next best, {move_text(second.action, ascii_only)}:"
            f" {game.value_phrase(second.value)})"
        )
    return text + "."
