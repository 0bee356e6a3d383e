"""`HandoverScreen`: the opaque screen between two human players."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from cardgames_tui.ui.screens.turn_guard import input_clock


class HandoverScreen(Screen[None]):
    """A full, opaque screen (not a translucent modal) that hides every card
    until the named player says only they are looking."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # Not a priority binding: `on_key` must see the key (and its stamp)
        # before the binding does.
        Binding("enter", "take_seat", "I am here"),
        # q left every other screen but did nothing here, without a word.
        Binding("q,escape", "leave", "Leave the game"),
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
    HandoverScreen #handover-leave { color: $text-muted; margin-top: 1; }
    """

    def __init__(self, name: str, again: bool = False) -> None:
        super().__init__()
        self.player = name
        self.again = again
        """Only bots played since this player's last move: nobody passes
        anything, but whoever watched the bots may still be looking."""
        self.shown_at = input_clock()
        """When the screen came up, by the clock Textual stamps input with."""

    def compose(self) -> ComposeResult:
        with Vertical():
            if self.again:
                yield Static(f"{self.player} again", id="handover-name")
                yield Static("Only bots have played since your last move.")
            else:
                yield Static(f"Pass to {self.player}", id="handover-name")
            yield Static(f"Press Enter when only {self.player} is looking.")
            yield Static("q: leave the game (it is saved)", id="handover-leave")

    def on_mount(self) -> None:
        self.shown_at = input_clock()

    def too_soon(self, stamped: float) -> bool:
        """Whether a key or click stamped ``stamped`` came before the screen
        had been up for the guard's time: a play-tester's second Enter (a
        double tap, or a move's Enter pressed again) went through it at
        once, and the player who had just moved saw the next one's hand.
        A key is judged by Textual's stamp, so that one pressed early but
        reached late (a busy screen) is still held."""
        from cardgames_tui.ui.app_of import app_of

        return stamped < self.shown_at + app_of(self).settings.handover_guard

    def on_key(self, event: events.Key) -> None:
        if event.key == "enter" and self.too_soon(event.time):
            event.stop()
            event.prevent_default()

    def action_take_seat(self) -> None:
        """The named player takes the seat."""
        self.dismiss(None)

    def action_leave(self) -> None:
        """Ask over this screen (the cards stay hidden); yes: to the menu,
        the game saved as it stands (the table saved it before the handover)."""
        from cardgames_tui.ui.app_of import app_of
        from cardgames_tui.ui.screens.dialogs import LEAVE_SAVED, ConfirmDialog

        def answer(leave: bool | None) -> None:
            if leave:
                app_of(self).back_to_menu()

        self.app.push_screen(ConfirmDialog(LEAVE_SAVED), answer)

    def on_click(self, event: events.Click) -> None:
        # Stamped when the app got to it, not when it was made: Textual makes
        # a click anew as it passes the button's release on to a widget.
        if not self.too_soon(event.time):
            self.action_take_seat()
