"""Open the app, as the `cardgames` command does with no sub-command."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.app import App

    from cardgames_tui.ui.settings import DemoStart


def open_app(ascii_cards: bool, demo: DemoStart | None = None) -> None:
    """Open the app; ASCII cards if asked, else as the terminal allows;
    ``demo`` opens a demo over the menu."""
    from cardgames_tui.ui.app import build_app

    app = build_app(ascii_only=True if ascii_cards else None, demo=demo)
    run_app(app)


def open_lessons(ascii_cards: bool, game_id: str | None, lesson_id: str | None) -> None:
    """Open the app on the lesson list (of one game, or all), or on a lesson."""
    from cardgames_tui.ui.app import build_app
    from cardgames_tui.ui.screens.lessons import open_learning

    app = build_app(ascii_only=True if ascii_cards else None)
    app.first = lambda: open_learning(app, game_id, lesson_id)
    run_app(app)


def run_app(app: App[Any]) -> None:
    """Run ``app`` to its end; if it ended on an error (Textual has printed
    the traceback), exit with its code: a crash once left the shell a
    status of 0, and `make run` said nothing."""
    # Headless only for `make bench`, which times the first frame.
    app.run(headless=bool(os.environ.get("CARDGAMES_HEADLESS")))
    if app.return_code:
        raise SystemExit(app.return_code)
