"""`CardRowView`: a row of cards that wraps, with a cursor and a selection.

One widget draws the whole row (rather than one widget per card) so that a
thirty-card hand after a big pick-up still fits and a key press redraws one
thing. State shows through component classes, styled in CSS. The cursor is a
background and an underline: `get_visual_style` keeps neither ``reverse`` nor
``blink``, and colour alone must not carry meaning.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from textual import events
from textual.content import Content
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.style import Style
from textual.widget import Widget

CELL = 5
"""Columns per card: up to four characters (``10♥`` + mark) and a gap."""


@dataclass(frozen=True, slots=True)
class Slot:
    """One place in the row."""

    label: str
    """What is written (``10♥``), or a back/empty marker."""
    red: bool = False
    """Hearts and diamonds (an extra cue: the suit is in the label)."""
    playable: bool = False
    """Offered by the legal actions now."""
    hidden: bool = False
    """A card back (face down)."""
    empty: bool = False
    """No card here (a used face-down slot)."""


class CardRowView(Widget, can_focus=False):
    """Cards in rows of as many as fit the width."""

    DEFAULT_CSS = """
    CardRowView { height: auto; min-height: 1; width: 1fr; }
    CardRowView > .row--card { color: $text; text-style: bold; }
    CardRowView > .row--red { color: $text-error; text-style: bold; }
    CardRowView > .row--dim { color: $text-muted; text-style: dim; }
    CardRowView > .row--back { color: $text-muted; }
    CardRowView > .row--selected {
        background: $accent;
        color: auto 90%;
        text-style: bold;
    }
    CardRowView > .row--cursor {
        background: $foreground 25%;
        text-style: bold underline;
    }
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "row--card",
        "row--red",
        "row--dim",
        "row--back",
        "row--selected",
        "row--cursor",
    }

    slots: reactive[tuple[Slot, ...]] = reactive((), layout=True)
    """The cards shown."""
    cursor: reactive[int | None] = reactive(None)
    """Index under the cursor, or None when this row is not active."""
    selected: reactive[frozenset[int]] = reactive(frozenset())
    """Indices picked with space or a click."""
    dim_unplayable: reactive[bool] = reactive(False)
    """Dim the cards that are not playable (only on your turn)."""

    class Clicked(Message):
        """A card was clicked (``double`` for a double click)."""

        def __init__(
            self, row: CardRowView, index: int, double: bool, pressed: float
        ) -> None:
            self.row = row
            self.index = index
            self.double = double
            self.pressed = pressed
            """When the click came (the input clock: `TurnGuard`)."""
            super().__init__()

    def per_line(self) -> int:
        return max(1, self.size.width // CELL)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        per = max(1, width // CELL)
        return max(1, -(-len(self.slots) // per))

    def render(self) -> Content:
        per = self.per_line()
        parts: list[Content | str] = []
        for i, slot in enumerate(self.slots):
            if i and i % per == 0:
                parts.append("\n")
            parts.append(
                Content.styled(slot.label.ljust(CELL - 1), self._style(i, slot))
            )
            parts.append(" ")
        return Content.assemble(*parts) if parts else Content("")

    def _style(self, index: int, slot: Slot) -> Style:
        classes = []
        if slot.hidden or slot.empty:
            classes.append("row--back")
        elif self.dim_unplayable and not slot.playable:
            classes.append("row--dim")
        else:
            classes.append("row--red" if slot.red else "row--card")
        if index in self.selected:
            classes.append("row--selected")
        if index == self.cursor:
            classes.append("row--cursor")
        return self.get_visual_style(*classes)

    def index_at(self, x: int, y: int) -> int | None:
        index = y * self.per_line() + x // CELL
        return index if 0 <= index < len(self.slots) and x % CELL < CELL - 1 else None

    def on_click(self, event: events.Click) -> None:
        index = self.index_at(event.x, event.y)
        if index is not None:
            event.stop()
            self.post_message(self.Clicked(self, index, event.chain >= 2, event.time))
