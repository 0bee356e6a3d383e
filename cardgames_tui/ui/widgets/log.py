"""`EventLogView`: what happened, in sentences, newest at the bottom."""

from __future__ import annotations

from collections.abc import Iterable

from textual import events
from textual.widgets import RichLog


class EventLogView(RichLog, can_focus=False):
    """The log panel. It is rebuilt whenever the viewer changes, so a line
    private to one player never stays on screen for the next. It never takes
    focus: the arrow keys belong to the cards (the mouse wheel scrolls it).

    It stays scrolled to the newest line, through resizes too, unless the
    player scrolled up to read older ones."""

    DEFAULT_CSS = """
    EventLogView {
        border: round $secondary; background: $surface;
        scrollbar-size-vertical: 1; overflow-x: hidden;
    }
    """

    def __init__(self, *, id: str | None = None, keep: int | None = 300) -> None:
        super().__init__(
            id=id,
            wrap=True,
            markup=False,
            max_lines=keep,
            auto_scroll=True,
            min_width=16,  # RichLog's 78 would cut lines in a side panel
        )
        self.border_title = "Log"
        self.following = True
        """Whether the newest line is kept in view (False once scrolled up)."""
        self.lines_written: list[str] = []
        """The sentences shown, kept to wrap them again at a new width."""
        self.keep = keep
        """How many lines are kept (None: all)."""
        self.wrapped_at = 0
        """The width the lines were last wrapped for."""

    def show(self, lines: Iterable[str]) -> None:
        """Replace everything with ``lines``."""
        self.clear()
        self.lines_written = []
        self.add(lines)

    def add(self, lines: Iterable[str]) -> None:
        """Append ``lines`` (a rebuild costs tens of ms: do it only when the
        viewer changes)."""
        for line in lines:
            self.lines_written.append(line)
            self.write(line, scroll_end=self.following)
        if self.keep is not None and len(self.lines_written) > self.keep:
            del self.lines_written[: -self.keep]

    def on_resize(self, event: events.Resize) -> None:
        # RichLog keeps lines wrapped for the old width and its old scroll
        # offset: wrap again, and keep the end in view if it was.
        width = event.size.width
        if self.wrapped_at and width != self.wrapped_at:
            self.clear()
            for line in self.lines_written:
                self.write(line, scroll_end=False)
        self.wrapped_at = width
        if self.following:
            self.call_after_refresh(self.scroll_end, animate=False, immediate=True)

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        self.following = False  # the player is reading older lines

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        self.call_after_refresh(self._follow_if_at_end)

    def _follow_if_at_end(self) -> None:
        self.following = self.is_vertical_scroll_end


class GameLogView(EventLogView, can_focus=True):
    """The whole game's log on the results screen: it takes focus, so the
    arrow keys and Page Up/Down scroll it."""
