"""What the footers leave out, so that at 80 columns the keys that matter fit."""

from __future__ import annotations

from textual.binding import Binding
from textual.widgets import Footer

QUIT_UNSHOWN = Binding("ctrl+q", "app.quit", "Quit", show=False, priority=True)
"""ctrl+q as the app binds it, out of the footer: where q quits or leads to
the menu, "^q Quit" only took the room of a key shown nowhere else (the keys
dialog still lists it)."""


def table_footer() -> Footer:
    """A game table's footer: compact, and no "^p palette" (ctrl+p still
    opens it): at 80 columns both pushed the game's own keys off."""
    return Footer(show_command_palette=False, compact=True)
