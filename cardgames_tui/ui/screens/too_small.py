"""`TooSmallScreen`: shown while the terminal is smaller than the table needs."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Static

from cardgames_tui.ui.settings import MIN_HEIGHT, MIN_WIDTH


class TooSmallScreen(Screen[None]):
    """Opaque, so nothing private shows through; it goes away by itself as
    soon as the window is big enough."""

    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; background: $background; }
    TooSmallScreen > Static { width: auto; height: auto; content-align: center middle; }
    """

    def compose(self) -> ComposeResult:
        yield Static(self._message(), id="too-small")

    def _message(self, size: Size | None = None) -> str:
        width, height = size or self.app.size
        return (
            f"Terminal too small: need {MIN_WIDTH}×{MIN_HEIGHT},"
            f" you have {width}×{height}.\nMake the window bigger to go on."
        )

    def on_resize(self, event: events.Resize) -> None:
        self.query_one(Static).update(self._message(event.size))
