"""`MarkdownText`: a Markdown page drawn by Rich as styled text, in one widget.

Textual's `Markdown` widget builds a widget per block (about 150 for a rules
page) and took 0.5 to 0.8 s to open on a busy machine. A Rich renderable in
one `Static` took about 0.2 s, but Textual can only select and copy text it
holds as text, so the page is rendered at the widget's width into lines of
styled text, again when the width changes.
"""

from __future__ import annotations

import io

from rich.console import Console
from rich.markdown import Markdown
from rich.text import Text
from textual import events
from textual.widgets import Static


def markdown_lines(markdown: str, width: int) -> Text:
    """``markdown`` as Rich draws it ``width`` cells wide, a line each."""
    console = Console(
        width=width, file=io.StringIO(), force_terminal=True, color_system="truecolor"
    )
    lines = console.render_lines(Markdown(markdown), console.options, pad=False)
    return Text("\n").join(
        Text.assemble(*((s.text, s.style or "") for s in line if not s.control))
        for line in lines
    )


class MarkdownText(Static):
    """A Markdown page, selectable like any text."""

    def __init__(self, markdown: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.markdown = markdown
        """The page's source."""
        self.drawn_at = 0
        """The width it was last drawn at (0: not yet)."""

    def show(self, markdown: str) -> None:
        """Another page (or the same in other words) at the same width."""
        self.markdown = markdown
        self._draw(self.drawn_at)

    def on_mount(self) -> None:
        # A first guess (the screen less a scroll bar), so that the page has
        # its height before the first layout: an End pressed at once went to
        # the end of an empty page. Drawn again if the width differs.
        self._draw(max(self.app.size.width - 2, 1))

    def on_resize(self, event: events.Resize) -> None:
        if event.size.width != self.drawn_at:
            self._draw(event.size.width)

    def _draw(self, width: int) -> None:
        self.drawn_at = width
        if width > 0:
            self.update(markdown_lines(self.markdown, width))
