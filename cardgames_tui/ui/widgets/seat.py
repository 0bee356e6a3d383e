"""`ShitheadSeatView`: another player at the Shithead table, as everyone sees it."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from cardgames_tui.ui.widgets.card_row import CardRowView, Slot


class ShitheadSeatView(Vertical):
    """Name, hand size, face-up cards and face-down backs of one opponent."""

    DEFAULT_CSS = """
    ShitheadSeatView {
        border: round $secondary; height: auto; padding: 0 1; width: 1fr;
    }
    ShitheadSeatView.-to-play { border: heavy $accent; }
    ShitheadSeatView.-out { opacity: 60%; }
    ShitheadSeatView > .seat--line { height: 1; color: $text-muted; }
    ShitheadSeatView.-open > .seat--line { height: auto; }
    """

    def compose(self) -> ComposeResult:
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
        """``open_hand``: the hand's cards, where every hand is open (a demo)."""
        self.border_title = name
        self.query_one(CardRowView).slots = up or (Slot("-", empty=True),)
        backs = "▒ " * down if down else "none"
        hand = f"{hand_size}" if open_hand is None else f"{open_hand or '-'}"
        self.query_one(Static).update(f"hand {hand} · down {backs.strip()} {status}")
        # An open hand (a demo) may take several lines; a count takes one.
        self.set_class(open_hand is not None, "-open")
