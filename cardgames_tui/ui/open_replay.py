"""Open the app straight on one recorded game (`cardgames replay`)."""

from __future__ import annotations

from cardgames_tui.store.records import GameRecord


def open_replay(record: GameRecord, ascii_cards: bool) -> None:
    """The replay over the menu: leaving it lands in the app."""
    from cardgames_tui.ui.app import build_app
    from cardgames_tui.ui.open import run_app
    from cardgames_tui.ui.screens.replay import ReplayScreen

    app = build_app(ascii_only=True if ascii_cards else None)
    screen = ReplayScreen(record)
    app.call_later(app.push_screen, screen)
    run_app(app)
