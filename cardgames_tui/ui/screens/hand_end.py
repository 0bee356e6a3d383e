"""`HandEndDialog`: the short summary of a finished hand, over its table.

A translucent modal on purpose: the table behind it keeps the hand's last
position (drawn for whoever may look), so nobody misses how it ended. Enter
goes on (to the next hand, or to the results).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from cardgames_tui.ui.app_of import app_of
from cardgames_tui.ui.card_text import shown


class HandEndDialog(ModalScreen[None]):
    """Who went out, who paid what, the pot, the points; Enter goes on."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space,escape", "go_on", "Go on"),
    ]

    DEFAULT_CSS = """
    HandEndDialog { align: center bottom; background: $background 0%; }
    HandEndDialog > Vertical {
        width: 72; max-width: 100%; height: auto; max-height: 60%;
        padding: 0 1; border: thick $accent; background: $surface;
    }
    HandEndDialog #end-title { text-style: bold; color: $accent; }
    HandEndDialog #end-hint { color: $text-muted; }
    """

    def __init__(self, title: str, lines: Sequence[str], after: str) -> None:
        super().__init__()
        self.title_text = title
        """``Hand 3 is over``, ``Game over``."""
        self.lines = tuple(lines)
        """The summary, one sentence a line."""
        self.after = after
        """Where Enter leads: ``the next hand``, ``the results``."""

    def compose(self) -> ComposeResult:
        ascii_only = bool(app_of(self).settings.ascii_only)
        after = self.after
        with Vertical():
            yield Static(self.title_text, id="end-title")
            yield Static(shown("\n".join(self.lines), ascii_only), id="end-lines")
            yield Static(f"Enter: {after}", id="end-hint")

    def action_go_on(self) -> None:
        self.dismiss(None)
