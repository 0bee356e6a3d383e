"""`EventLogView`: what happened, in sentences, newest at the bottom."""

from __future__ import annotations

from collections.abc import Iterable

from textual.widgets import RichLog


class EventLogView(RichLog, can_focus=False):
    """The log panel. It is rebuilt whenever the viewer changes, so a line
    private to one player never stays on screen for the next. It never takes
    focus: the arrow keys belong to the cards (the mouse wheel scrolls it)."""

    DEFAULT_CSS = """
    EventLogView {
        border: round $secondary; background: $surface;
        scrollbar-size-vertical: 1; overflow-x: hidden;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(
            id=id,
            wrap=True,
            markup=False,
            max_lines=300,
            auto_scroll=True,
            min_width=16,  # RichLog's 78 would cut lines in a side panel
        )
        self.border_title = "Log"

    def show(self, lines: Iterable[str]) -> None:
        """Replace everything with ``lines``."""
        self.clear()
        self.add(lines)

    def add(self, lines: Iterable[str]) -> None:
        """Append ``lines`` (a rebuild costs tens of ms: do it only when the
        viewer changes)."""
        for line in lines:
            self.write(line)
