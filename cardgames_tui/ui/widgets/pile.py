"""`PileView`: the play pile, the stock and the burned cards."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from cardgames_tui.ui.widgets.card_row import CardRowView, Slot


class PileView(Vertical):
    """The last cards played (top at the right) and the counts around them."""

    DEFAULT_CSS = """
    PileView { border: round $secondary; height: auto; padding: 0 1; }
    PileView > .pile--counts { color: $text-muted; height: 1; }
    """

    def compose(self) -> ComposeResult:
        yield CardRowView(classes="pile--top")
        yield Static(classes="pile--counts")

    def show(self, top: tuple[Slot, ...], size: int, stock: int, burned: int) -> None:
        # The card to beat, named: in a row of several, which end was the
        # top was a guess (a play-tester's note).
        self.border_title = f"Pile · top {top[-1].label}" if top else "Pile"
        self.query_one(CardRowView).slots = top or (Slot("empty", empty=True),)
        self.query_one(Static).update(f"pile {size} · stock {stock} · burned {burned}")
