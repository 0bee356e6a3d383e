"""`ShitheadSeatView`: another player at the Shithead table, as everyone sees it."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from cardgames_tui.ui.widgets.card_row import CardRowView, Slot
from cardgames_tui.ui.widgets.seat_box import fitted_name


class ShitheadSeatView(Vertical):
    """Name, hand size, face-up cards and face-down backs of one opponent."""

    DEFAULT_CSS = """
    ShitheadSeatView {
        border: round $secondary; height: auto; padding: 0 1; width: 1fr;
    }
    ShitheadSeatView.-to-play { border: heavy $accent; }
    ShitheadSeatView.-out { opacity: 60%; }
    ShitheadSeatView > .seat--line { height: auto; color: $text-muted; }
    ShitheadSeatView > .seat--up-row { height: auto; }
    ShitheadSeatView .seat--up-label { width: 3; color: $text-muted; }
    """

    _name = ""
    """The player's whole name, kept to fit the title again at a new width."""

    def compose(self) -> ComposeResult:
        # "up" names the row: bare cards over "hand 5 · down ▒ ▒ ▒" read
        # to a newcomer as the hand itself (a play-tester).
        with Horizontal(classes="seat--up-row"):
            yield Static("up", classes="seat--up-label")
            yield CardRowView(classes="seat--up")
        yield Static(classes="seat--line")

    def show(
        self,
        name: str,
        hand_size: int,
        up: tuple[Slot, ...],
        down: int,
        status: str,
        open_hand: str | None = None,
    ) -> None:
        """``status``: a word or two for the box's bottom border (empty:
        none); ``open_hand``: the hand's cards, where every hand is open (a
        demo, a table of bots only)."""
        self._name = name
        self._fit_title()
        # The status ("the shithead", "out #2", "ready") sits in the bottom
        # border: on the line, a narrow box wrapped it and grew a line
        # taller than its neighbours.
        self.border_subtitle = status
        self.query_one(CardRowView).slots = up or (Slot("-", empty=True),)
        hand = f"{hand_size}" if open_hand is None else f"{open_hand or '-'}"
        backs = ("▒ " * down).strip() if down else "none"
        # The line wraps in a narrow box only for an open hand (a demo).
        self.query_one(".seat--line", Static).update(f"hand {hand} · down {backs}")

    def on_resize(self, event: events.Resize) -> None:
        self._fit_title()

    def _fit_title(self) -> None:
        # Cut inside the name, not its "(2)" (`fitted_name`): the border
        # keeps the width less its corners, a rule and a space each side.
        self.border_title = fitted_name(self._name, self.outer_size.width - 6)
