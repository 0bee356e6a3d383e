"""`ScoreSheet`: a game's score table over the table (public information)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from cardgames_tui.ui.narrate import points

Rows = Sequence[tuple[str, Sequence[int]]]
"""A score sheet's lines: a label and each player's result."""


def score_table(
    title: str,
    players: Sequence[str],
    rows: Rows,
    totals: Sequence[int] | None,
    signed: bool = True,
) -> Table:
    """Results by player, one line each, and the totals (if given). No rules
    between lines: a whole Trix session must fit 24 lines with its buttons.
    ``signed`` writes each line as a change (+25); else as it stands (30)."""
    shown = points if signed else str
    table = Table(title=title or None, box=None, expand=False, header_style="bold")
    table.add_column("")
    for name in players:
        table.add_column(name[:12], justify="right")
    for label, values in rows:
        table.add_row(label, *(shown(v) for v in values))
    if totals is not None:
        table.add_row("Total", *(str(v) for v in totals), style="bold")
    return table


class ScoreSheet(ModalScreen[None]):
    """Rows of results by player, and the totals; any of s, Escape, Enter closes."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("s,escape,enter,q", "close", "Close"),
    ]

    DEFAULT_CSS = """
    ScoreSheet { align: center middle; }
    ScoreSheet > Vertical {
        width: 78; max-width: 100%; height: auto; max-height: 100%;
        padding: 0 1; border: thick $accent; background: $surface;
    }
    ScoreSheet #sheet-hint { color: $text-muted; }
    """

    def __init__(
        self,
        title: str,
        players: Sequence[str],
        rows: Rows,
        totals: Sequence[int],
        signed: bool = True,
    ) -> None:
        super().__init__()
        self.signed = signed
        self.title_text = title
        self.players = players
        self.rows = rows
        self.totals = totals

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(
                score_table(
                    self.title_text, self.players, self.rows, self.totals, self.signed
                ),
                id="sheet",
            )
            yield Static("s or Esc closes", id="sheet-hint")

    def action_close(self) -> None:
        self.dismiss(None)
