"""The `cardgames` entry point: the app without loading click when there is
no command (start-up time is a feature), the click group for everything else."""

from __future__ import annotations

import os
import sys

APP_ARGS: tuple[list[str], ...] = ([], ["--ascii"])
"""Command lines that only open the app."""


def open_app(ascii_cards: bool) -> None:
    """Open the app; ASCII cards if asked, else as the terminal allows."""
    from cardgames_tui.ui.app import build_app

    app = build_app(ascii_only=True if ascii_cards else None)
    # Headless only for `make bench`, which times the first frame.
    app.run(headless=bool(os.environ.get("CARDGAMES_HEADLESS")))


def main() -> None:
    """Console-script entry point."""
    args = sys.argv[1:]
    if args in APP_ARGS:
        open_app(ascii_cards=bool(args))
        return
    from cardgames_tui.cli import main as cli_main

    cli_main()
