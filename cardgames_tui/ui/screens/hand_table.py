"""`HandTableScreen`: a table where you hold one hand, walked with ←/→.

Trix and Kings in the Corner draw it the same way: your cards in one row
(their backs while hidden), the offered ones bright, a cursor.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.binding import Binding, BindingType

from cardgames_tui.core.cards import Card
from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.ui.card_text import card_label
from cardgames_tui.ui.screens.game_screen import GameScreen
from cardgames_tui.ui.widgets.card_row import CardRowView, Slot


class HandTableScreen(GameScreen):
    """A `GameScreen` with one hand row, ``#hand``."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "cursor(-1)", "Previous card", show=False),
        Binding("right", "cursor(1)", "Next card", show=False),
        Binding("home", "cursor_edge(0)", "First card", show=False),
        Binding("end", "cursor_edge(-1)", "Last card", show=False),
    ]

    def __init__(
        self, session: GameSession, seats: tuple[Seat, ...], slot: Path
    ) -> None:
        super().__init__(session, seats, slot)
        self.cursor = 0
        """Index in the hand as drawn."""
        self.private = False
        """Whether the bottom seat's hand is shown."""
        self.hand: tuple[Card, ...] = ()
        """The hand in the order drawn (empty while hidden)."""
        self.offered: set[Card] = set()
        """The cards of the hand the legal actions use now."""

    def draw_hand(
        self,
        held: int,
        offered: set[Card],
        dim: bool,
        marked: frozenset[Card] = frozenset(),
    ) -> None:
        """Draw ``self.hand`` (or ``held`` backs while hidden); ``offered``
        cards bright, the others dimmed if ``dim``; ``marked`` cards carry a
        ``*`` (a mark in the label, so it never hides the dimming)."""
        self.offered = offered if self.private else set()
        row = self.query_one("#hand", CardRowView)
        if not self.private:
            row.slots = tuple(Slot("▒▒", hidden=True) for _ in range(held))
            row.cursor, row.selected, row.dim_unplayable = None, frozenset(), False
            return
        row.slots = tuple(
            Slot(
                card_label(c, self.ascii_only) + ("*" if c in marked else ""),
                c.is_red,
                c in offered,
            )
            for c in self.hand
        )
        row.dim_unplayable = dim
        self.cursor = min(self.cursor, max(0, len(self.hand) - 1))
        row.cursor = self.cursor if self.hand else None

    def selected_card(self) -> Card | None:
        return self.hand[self.cursor] if self.hand and self.private else None

    def action_cursor(self, step: int) -> None:
        if self.hand and self.private:
            self.move_cursor_to((self.cursor + step) % len(self.hand))

    def action_cursor_edge(self, edge: int) -> None:
        """Home: the first card; End: the last."""
        if self.hand and self.private:
            self.move_cursor_to(edge % len(self.hand))

    def playable_indices(self) -> list[int]:
        return [i for i, card in enumerate(self.hand) if card in self.offered]

    def place_cursor(self, new_turn: bool) -> None:
        playable = self.playable_indices()
        if not playable or not self.private:
            return
        if new_turn or self.cursor not in playable:
            self.move_cursor_to(playable[0])

    def move_cursor_to(self, index: int) -> None:
        self.cursor = index
        self.query_one("#hand", CardRowView).cursor = index
        self.cursor_moved()
        self.pointer_moved()

    def point_at(self, action: object) -> None:
        """The cursor goes to the hinted move's card."""
        card = getattr(action, "card", None)
        if self.private and card in self.hand:
            self.move_cursor_to(self.hand.index(card))

    def pointer(self) -> object:
        return self.cursor

    def action_jump(self, step: int) -> None:
        playable = self.playable_indices()
        if not playable or not self.private:
            return
        size = len(self.hand)
        # The nearest playable card in the direction of travel, round the end.
        here = self.cursor
        ahead = sorted(playable, key=lambda i: ((i - here) * step) % size or size)
        self.move_cursor_to(ahead[0])

    def cursor_moved(self) -> None:
        """Called after ←/→ (for tables that show where the card goes)."""
