"""The running app, typed: screens call its methods (start a game, show the
results) and read its settings; ``self.app`` is typed as any Textual app."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, cast

from textual.app import App

if TYPE_CHECKING:
    from cardgames_tui.ui.app import CardgamesApp


class InApp(Protocol):
    """A screen or widget, or a mixin's view of one: it knows its app."""

    @property
    def app(self) -> App[Any]: ...


def app_of(node: InApp) -> CardgamesApp:
    """The `CardgamesApp` that ``node`` belongs to (every screen here runs in
    one; the app module imports the screens, so this cannot import it)."""
    return cast("CardgamesApp", node.app)
