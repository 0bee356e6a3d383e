"""`HandEndDialog`: the short summary of a finished hand, over its table.

A translucent modal on purpose: the table above it keeps the hand's last
position (drawn for whoever may look), so nobody misses how it ended. It
spans the screen's width: beside a narrower box, the ends of the log's
lines showed as if cut off. Enter
goes on (to the next hand, or to the results). At a table of bots only,
someone is watching, not playing: between hands the summary goes on by
itself after `WATCHED_PAUSE` seconds, as a demo does, and Enter still skips
the wait.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from cardgames_tui.core.suit_text import shown
from cardgames_tui.ui.app_of import app_of
from cardgames_tui.ui.screens.turn_guard import input_clock

WATCHED_PAUSE = 6
"""Seconds a summary between hands stays up when only bots play (time to
read five or six lines), before the next hand starts by itself."""


class HandEndDialog(ModalScreen[None]):
    """Who went out, who paid what, the pot, the points; Enter goes on."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # Not Esc: a player closing a box does not expect the next deal.
        Binding("enter,space", "go_on", "Go on"),
        Binding("s", "table('scores')", "Scores"),
        Binding("question_mark", "table('rules')", "Rules"),
        Binding("q", "table('leave')", "Leave"),
        # A modal screen stops the app's own keys: f1 is asked for here.
        Binding("f1", "app.keys", "Keys"),
    ]

    DEFAULT_CSS = """
    HandEndDialog { align: center bottom; background: $background 0%; }
    HandEndDialog > Vertical {
        width: 100%; height: auto; max-height: 80%;
        padding: 0 1; border: thick $accent; background: $surface;
    }
    HandEndDialog #end-title { text-style: bold; color: $accent; }
    HandEndDialog #end-hint { color: $text-muted; }
    """

    def __init__(
        self,
        title: str,
        lines: Sequence[str],
        after: str,
        goes_on_in: int | None = None,
    ) -> None:
        super().__init__()
        self.title_text = title
        """``Hand 3 is over``, ``Game over``."""
        self.lines = tuple(lines)
        """The summary, one sentence a line."""
        self.after = after
        """Where Enter leads: ``the next hand``, ``the results``."""
        self.left = goes_on_in
        """Seconds until it goes on by itself; None: it waits for Enter."""
        self.read_from = 0.0
        """Enter or space stamped before this goes nowhere (`on_key`)."""

    def compose(self) -> ComposeResult:
        ascii_only = bool(app_of(self).settings.ascii_only)
        with Vertical():
            yield Static(self.title_text, id="end-title")
            yield Static(shown("\n".join(self.lines), ascii_only), id="end-lines")
            yield Static(self.hint(), id="end-hint")

    def hint(self) -> str:
        """``Enter: the next hand · ?: the rules …``, with the countdown if
        it goes on alone, and only the keys that answer here."""
        wait = "" if self.left is None else f" (it starts by itself in {self.left} s)"
        named = [("scores", "s: the scores")]
        if self.left is None:  # the countdown takes their room at 80 columns
            named += [("rules", "?: the rules"), ("leave", "q: leave")]
        keys = [words for name, words in named if self.answers(name)]
        return " · ".join([f"Enter: {self.after}{wait}", *keys])

    def on_key(self, event: events.Key) -> None:
        # A key meant for the table (pressed while the bots ended the hand,
        # or a double tap on the last move) closed the summary unread.
        if event.key in ("enter", "space") and event.time < self.read_from:
            event.stop()
            event.prevent_default()

    def on_mount(self) -> None:
        self.read_from = input_clock() + app_of(self).settings.turn_guard
        # On the stack now, so the keys that answer are known. A key soak
        # once closed the summary before its mount was handled: no line left.
        for line in self.query("#end-hint").results(Static):
            line.update(self.hint())
        if self.left is not None:
            self.set_interval(1, self.tick)

    def tick(self) -> None:
        """One second less to wait; at none, go on."""
        if self.left is None or not self.is_active:
            return
        self.left -= 1
        if self.left <= 0:
            self.left = None
            self.action_go_on()
            return
        self.query_one("#end-hint", Static).update(self.hint())

    def table(self) -> Screen[object] | None:
        """The table under the summary."""
        stack = self.app.screen_stack
        return stack[-2] if len(stack) > 1 and stack[-1] is self else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "table":
            return self.answers(str(parameters[0]))
        return True

    def answers(self, name: str) -> bool:
        """Whether the table's action ``name`` may be asked for over the
        summary (not leave once the game is over: its results are next)."""
        table = self.table()
        if table is None or not hasattr(table, f"action_{name}"):
            return False
        session = getattr(table, "session", None)
        return not (name == "leave" and session is not None and session.is_over)

    def action_table(self, name: str) -> None:
        """The score sheet or the rules, over the summary (it waits)."""
        table = self.table()
        if table is not None:
            getattr(table, f"action_{name}")()

    def action_go_on(self) -> None:
        self.left = None  # Enter and the countdown never both go on
        self.dismiss(None)
