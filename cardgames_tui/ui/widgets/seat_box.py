"""`SeatBox`: another player, as everyone at the table may see them.

A bordered box titled with the player's name and a few lines of public
facts (cards held, tricks, points); a heavy border marks the player to act.
"""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static


class SeatBox(Static):
    """One opponent's public facts."""

    DEFAULT_CSS = """
    SeatBox { border: round $secondary; height: auto; padding: 0 1; }
    SeatBox.-to-play { border: heavy $accent; }
    """

    def show(
        self, name: str, lines: list[str | Content], to_play: bool, note: str = ""
    ) -> None:
        self.border_title = name
        self.border_subtitle = note
        self.update(
            Content("\n").join(Content(x) if isinstance(x, str) else x for x in lines)
        )
        self.set_class(to_play, "-to-play")
