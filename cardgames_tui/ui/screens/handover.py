"""`HandoverScreen`: the opaque screen between two human players."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static


class HandoverScreen(Screen[None]):
    """A full, opaque screen (not a translucent modal) that hides every card
    until the named player says only they are looking."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "take_seat", "I am here", priority=True)
    ]

    DEFAULT_CSS = """
    HandoverScreen { align: center middle; background: $background; }
    HandoverScreen > Vertical {
        width: 60; height: auto; border: heavy $accent; padding: 1 2;
    }
    HandoverScreen Static {
        width: 100%; content-align: center middle; text-align: center;
    }
    HandoverScreen #handover-name { text-style: bold; color: $accent; }
    """

    def __init__(self, name: str) -> None:
        super().__init__()
        self.player = name

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(f"Pass to {self.player}", id="handover-name")
            yield Static(f"Press Enter when only {self.player} is looking.")

    def action_take_seat(self) -> None:
        self.dismiss(None)

    def on_click(self) -> None:
        self.dismiss(None)
