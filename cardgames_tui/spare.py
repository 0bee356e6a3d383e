"""A spare app process for ``cardgames serve``: started ahead of the next tab.

Importing Textual and the app is most of a tab's start-up time, so the server
keeps one process that has done its imports and waits. When a tab connects,
the server writes the tab's size as one line (``"120 38"``) and hands the
process over; from then on it is an ordinary app process, reading
textual-serve's stream on stdin like ``python -m cardgames_tui``.
"""

from __future__ import annotations

import os
import sys


def read_size_line() -> tuple[int, int]:
    """The ``"WIDTH HEIGHT"`` line, read byte by byte so that nothing of the
    stream after it is taken from the app's driver."""
    line = b""
    while not line.endswith(b"\n"):
        byte = os.read(sys.stdin.fileno(), 1)
        if not byte:
            raise SystemExit(0)  # the server went away before a tab came
        line += byte
    width, height = (int(part) for part in line.split())
    return width, height


def main() -> None:
    import textual.drivers.web_driver  # noqa: F401  (the slow imports, done now)

    from cardgames_tui.ui import app  # noqa: F401
    from cardgames_tui.ui.open import open_app

    width, height = read_size_line()
    # The web driver reads the first size from these, as textual-serve sets them.
    os.environ["COLUMNS"], os.environ["ROWS"] = str(width), str(height)
    open_app(ascii_cards="--ascii" in sys.argv[1:])


if __name__ == "__main__":
    main()
