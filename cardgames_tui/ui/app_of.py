"""The running app, typed: screens call its methods (start a game, show the
results) and read its settings; ``self.app`` is typed as any Textual app."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.dom import DOMNode

if TYPE_CHECKING:
    from cardgames_tui.ui.app import CardgamesApp


def app_of(node: DOMNode) -> CardgamesApp:
    """The `CardgamesApp` that ``node`` belongs to (every screen here runs in
    one; the app module imports the screens, so this cannot import it)."""
    return cast("CardgamesApp", node.app)
