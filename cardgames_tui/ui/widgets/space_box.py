"""`SpaceBox`: one space of the Kings in the Corner control center.

It shows the pile's bottom card (under the tab, or the corner's King) and its
top card, the pile's size, and the number key that names it.
"""

from __future__ import annotations

from textual import events
from textual.content import Content
from textual.message import Message
from textual.widgets import Static


class SpaceBox(Static):
    """A pile of the control center; a click asks to play onto it."""

    DEFAULT_CSS = """
    SpaceBox {
        border: round $secondary; height: 3; width: 1fr; padding: 0 1;
        content-align: center middle;
    }
    SpaceBox.-corner { border: round $primary; }
    SpaceBox.-fits { border: heavy $success; }
    SpaceBox.-source { border: double $accent; }
    """

    class Clicked(Message):
        """The space ``index`` was clicked."""

        def __init__(self, index: int, pressed: float) -> None:
            self.index = index
            self.pressed = pressed
            """When the click came (the input clock: `TurnGuard`)."""
            super().__init__()

    def __init__(self, index: int, key: str, name: str, corner: bool) -> None:
        super().__init__(classes="-corner" if corner else "")
        self.index = index
        """Place in the view's spaces (N E S W NE SE SW NW)."""
        self.border_title = f"{key} {name}"

    def show(self, text: Content, fits: bool, source: bool) -> None:
        self.update(text)
        self.set_class(fits, "-fits")
        self.set_class(source, "-source")

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(self.Clicked(self.index, event.time))
