"""`RulesShownDialog`: a demo's rules, those shown so far ticked."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.rulebook import Rule
from cardgames_tui.core.suit_text import shown
from cardgames_tui.ui.app_of import app_of


class RulesShownDialog(ModalScreen[None]):
    """Every rule of the game; ✓ for those the demo has shown."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape,r,space", "close", "Close"),
    ]

    DEFAULT_CSS = """
    RulesShownDialog { align: center middle; }
    RulesShownDialog > Vertical {
        width: 76; max-width: 100%; height: auto; max-height: 90%;
        padding: 0 1; border: thick $accent; background: $surface;
    }
    RulesShownDialog #shown-title { text-style: bold; color: $accent; }
    RulesShownDialog #shown-hint { color: $text-muted; }
    """

    def __init__(self, game: GameDefinition, shown_ids: Sequence[str]) -> None:
        super().__init__()
        self.game = game
        """The game whose rules are listed."""
        self.shown_ids = tuple(shown_ids)
        """The rules shown so far, in order."""

    def compose(self) -> ComposeResult:
        ascii_only = bool(app_of(self).settings.ascii_only)
        # Grouped as the status line counts them ("key rules 1/11"): one
        # list of 14 with three marked "(when it happens)" did not add up
        # to 11 for a play-tester.
        key = [rule for rule in self.game.rulebook if rule.key]
        rare = [rule for rule in self.game.rulebook if not rule.key]
        seen = sum(rule.id in self.shown_ids for rule in key)
        lines = [f"The key rules, {seen} of {len(key)} shown:"]
        lines += [self._line(rule) for rule in key]
        if rare:
            lines += ["And when it happens:", *(self._line(rule) for rule in rare)]
        with Vertical():
            yield Static(f"{self.game.name}: the rules so far", id="shown-title")
            yield Static(shown("\n".join(lines), ascii_only), id="shown-lines")
            yield Static("Enter: back to the game", id="shown-hint")

    def _line(self, rule: Rule) -> str:
        """``✓ The 10 burns the pile``: ticked once the demo has shown it."""
        mark = "✓" if rule.id in self.shown_ids else "·"
        return f"  {mark} {rule.title}"

    def action_close(self) -> None:
        self.dismiss(None)
