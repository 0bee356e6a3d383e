"""`ReplayScreen`: a finished game again, move by move.

←/→ step, Home/End jump, space plays it at the bots' pace (space again
stops), h shows every hand or only what an onlooker saw. The narrated log
follows the position: it holds what had happened up to the move shown.
"""

from __future__ import annotations

import time
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Footer, Static

from cardgames_tui.core.session import GameSession
from cardgames_tui.core.suit_text import shown
from cardgames_tui.store.records import GameRecord, RecordError, game_name
from cardgames_tui.store.replayer import Replayer
from cardgames_tui.ui.app_of import app_of
from cardgames_tui.ui.card_text import cards_label
from cardgames_tui.ui.footer import QUIT_UNSHOWN
from cardgames_tui.ui.narrate import count, narrate_all
from cardgames_tui.ui.paging import page
from cardgames_tui.ui.replay_table import table_lines
from cardgames_tui.ui.screens.stray_keys import StrayKeys
from cardgames_tui.ui.widgets.log import EventLogView

LOG_LINES = 200
"""How many lines before the position the log keeps."""
PACE = 0.6
"""Seconds between moves while playing (the bots' pace at the table)."""


class ReplayScreen(StrayKeys, Screen[None]):
    """One recorded game, at any move."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", "Previous"),
        Binding("right", "step(1)", "Next"),
        # Off the footer: at 80 columns it cut "q Back" and "f1 Keys" off
        # (a play-tester); the line under the table names them.
        Binding("shift+left", "step(-10)", "Ten moves back", show=False),
        Binding("shift+right", "step(10)", "Ten moves on", show=False),
        Binding("home", "jump(0)", "Start", show=False),
        Binding("end", "jump(-1)", "End", show=False),
        Binding("space", "play", "Play"),
        Binding("h", "toggle_hands", "Every hand"),
        Binding("pageup", "scroll_panel(-1)", "Panel up", show=False),
        Binding("pagedown", "scroll_panel(1)", "Panel down", show=False),
        Binding("q,escape", "close", "Back"),
        QUIT_UNSHOWN,  # ctrl+q still quits; its "^q Quit" cut "f1 Keys" off
    ]

    DEFAULT_CSS = """
    ReplayScreen { layout: vertical; }
    ReplayScreen #replay-header {
        height: auto; max-height: 2; background: $panel; padding: 0 1;
    }
    ReplayScreen #replay-body { height: 1fr; }
    ReplayScreen #replay-panel {
        width: 1fr; height: 100%; border: round $accent; padding: 0 1;
    }
    ReplayScreen #replay-seats { height: auto; }
    ReplayScreen #replay-log { width: 1fr; height: 100%; }
    ReplayScreen #replay-status { height: 1; padding: 0 1; background: $boost; }
    """

    def __init__(self, record: GameRecord) -> None:
        super().__init__()
        self.record = record
        """The game shown."""
        self.replayer = Replayer(record)
        """The position shown, which the keys move."""
        self.every_hand = False
        """Show every seat's cards (else only what an onlooker saw)."""
        self.timer: Timer | None = None
        """While playing at pace: the timer that steps."""
        self.drawing = False
        """Whether a draw is already asked for (`draw_soon`)."""

    def compose(self) -> ComposeResult:
        yield Static(id="replay-header")
        with Horizontal(id="replay-body"):
            # Scrolled by Page Up/Down, never the focus (the arrows step):
            # at 80×24 a full Kings table ran below the panel's last row.
            panel = VerticalScroll(Static(id="replay-seats"), id="replay-panel")
            panel.can_focus = False
            yield panel
            yield EventLogView(id="replay-log", keep=None)
        yield Static(id="replay-status")
        yield Footer()

    def on_mount(self) -> None:
        self.show()

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.record.seats]

    def status(self, text: str, error: bool = False) -> None:
        """Say why a key did nothing (`StrayKeys`: a play-tester's x got no
        answer here, where every table gives one); the next move's line
        takes its place."""
        self.query_one("#replay-status", Static).update(text)

    def show(self) -> None:
        """Draw the position: header, seats, log."""
        ascii_only = bool(app_of(self).settings.ascii_only)
        session = self.replayer.session
        names = self.names
        when = time.strftime("%d %b %Y %H:%M", time.localtime(self.record.ended))
        number = f"#{self.record.id} · " if self.record.id else ""
        turn = (
            "game over"
            if session.current_player is None
            else f"{names[session.current_player]} to play"
        )
        self.query_one("#replay-header", Static).update(
            f"Replay {number}{game_name(self.record.game)} · {when} · move"
            f" {self.replayer.ply} of {self.replayer.total} · {turn}"
        )
        # The scores and the result first: at 80×24 the seats and the table
        # fill the panel, and lines after them were out of sight.
        lines = self._standing(session, names)
        for seat, player in enumerate(self.record.seats):
            who = "human" if player.is_human else f"{player.kind} bot"
            # "Bot 3 (hard) (hard bot)": a bot's name may carry its level.
            name = player.name.removesuffix(f" ({player.kind})")
            hand = getattr(session.observe(seat), "hand", ())
            if self.every_hand:
                cards = cards_label(hand, ascii_only) if hand else "no cards"
            else:
                cards = f"{count(len(hand), 'card')} in hand"
            lines.append(f"{name} ({who})")
            lines.append(f"  {cards}")
        lines += ["", *table_lines(session.observe(None), names, ascii_only)]
        self.query_one("#replay-seats", Static).update(
            shown("\n".join(lines), ascii_only)
        )
        events = session.events if self.every_hand else session.events_for(None)
        log = self.query_one(EventLogView)
        log.border_title = "Log (every hand)" if self.every_hand else "Log (public)"
        lines = narrate_all(session.game, events, names, ascii_only)
        log.show(lines[-LOG_LINES:])
        playing = "playing · space stops" if self.timer else "space plays"
        hands = "every hand shown" if self.every_hand else "h shows every hand"
        self.query_one("#replay-status", Static).update(
            f"←/→ a move · shift+←/→ ten · Home/End · {playing} · {hands}"
        )

    def _standing(self, session: GameSession, names: list[str]) -> list[str]:
        """The scores (not for Shithead, which has none) and, at the last
        move, who won, then a blank line."""
        lines = []
        if session.game.higher_is_better:
            # Trix counts a Complex deal as it goes, as its table's boxes do;
            # the session's scores wait for the deal's end.
            totals = getattr(session.observe(None), "standing", session.scores)
            scores = " · ".join(
                f"{name} {score}" for name, score in zip(names, totals, strict=True)
            )
            lines.append(f"Scores: {scores}")
        if self.replayer.ply == self.replayer.total:
            lines.append(self._ending())
        return [*lines, ""] if lines else []

    def _ending(self) -> str:
        results = self.record.results
        winners = [r.name for r in results if r.won]
        taken = self.record.undos
        undos = f" · {count(taken, 'undo')}" if taken else ""
        return f"Won by {', '.join(winners) or 'nobody'}{undos}"

    # -- keys ------------------------------------------------------------------

    def go(self, ply: int) -> None:
        try:
            self.replayer.go(ply)
        except RecordError as problem:
            self.stop()
            self.notify(str(problem), severity="error")
        self.draw_soon()

    def draw_soon(self) -> None:
        """`show` once the keys already sent are handled: a step costs
        microseconds, a draw (the log wrapped again) a tenth of a second,
        so a held arrow key queued draws for a minute."""
        if not self.drawing:
            self.drawing = True
            self.call_after_refresh(self._draw)

    def _draw(self) -> None:
        self.drawing = False
        if self.is_attached:  # not if q was among the keys
            self.show()

    def action_step(self, step: int) -> None:
        self.stop()
        self.go(self.replayer.ply + step)

    def action_jump(self, where: int) -> None:
        self.stop()
        self.go(self.replayer.total if where < 0 else where)

    def action_play(self) -> None:
        if self.timer is not None:
            self.stop()
            self.show()
            return
        if self.replayer.ply == self.replayer.total:
            self.replayer.go(0)
        self.timer = self.set_interval(PACE, self._tick)
        self.show()

    def _tick(self) -> None:
        if self.replayer.ply >= self.replayer.total:
            self.stop()
            self.show()
            return
        self.go(self.replayer.ply + 1)

    def stop(self) -> None:
        if self.timer is not None:
            self.timer.stop()
            self.timer = None

    def action_scroll_panel(self, pages: int) -> None:
        """Page Up/Down: the seats and the table, where they run long."""
        page(self.query_one("#replay-panel", VerticalScroll), pages)

    def action_toggle_hands(self) -> None:
        self.every_hand = not self.every_hand
        self.show()

    def action_close(self) -> None:
        self.stop()
        self.app.pop_screen()

    def text_setting_changed(self) -> None:
        self.show()
