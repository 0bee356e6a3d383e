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
    ShitheadSeatView > .seat--line { height: auto; color: $text-muted; }
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
        """``open_hand``: the hand's cards, where every hand is open (a demo,
        a table of bots only)."""
        self.border_title = name
        self.query_one(CardRowView).slots = up or (Slot("-", empty=True),)
        hand = f"{hand_size}" if open_hand is None else f"{open_hand or '-'}"
        # "down none" is left out once a status says more ("the shithead"):
        # with both, a narrow box cut the status off.
        backs = ("▒ " * down).strip() if down else "none"
        down_text = f" · down {backs}" if down or not status else ""
        # The line wraps in a narrow box (an open hand in a demo, a status).
        self.query_one(Static).update(f"hand {hand}{down_text} {status}".rstrip())
