"""The `cardgames` entry point: the app without loading click when there is
no command (start-up time is a feature), the click group for everything else."""

from __future__ import annotations

import sys

APP_ARGS: tuple[list[str], ...] = ([], ["--ascii"])
"""Command lines that only open the app."""


def main() -> None:
    """Console-script entry point."""
    args = sys.argv[1:]
    if args in APP_ARGS:
        from cardgames_tui.ui.open import open_app

        open_app(ascii_cards=bool(args))
        return
    from cardgames_tui.cli import main as cli_main

    cli_main()
