"""Where cardgames keeps its files: one data directory per user.

``$CARDGAMES_DATA_DIR`` wins (tests, a second profile, a portable copy);
otherwise `platformdirs` picks the platform's place, which on Linux is
``$XDG_DATA_HOME/cardgames_tui`` (``~/.local/share/cardgames_tui``): the
folder earlier versions wrote by hand, so nothing moves.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "cardgames_tui"
"""The folder's name under the platform's data directory."""


def data_dir() -> Path:
    """``$CARDGAMES_DATA_DIR``, else the platform's user data directory."""
    base = os.environ.get("CARDGAMES_DATA_DIR")
    if base:
        return Path(base)
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False)
