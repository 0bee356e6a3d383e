"""Leave when the terminal goes away.

Closing a terminal window (or killing its tmux session) should end the app,
as it ends a shell. It did not: no hang-up signal reached the app, and
Textual's input thread then read end-of-file from the dead terminal in a
tight loop, keeping a core 80% busy until someone killed it by hand. The
game on the table loses nothing: it is saved after every move.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import termios
from typing import Any

from textual.app import App

CHECK_EVERY = 1.0
"""Seconds between two looks at the terminal."""


def terminal_fd() -> int | None:
    """The descriptor of the terminal the app reads its keys from, if any
    (none in tests and behind the web server)."""
    stdin = sys.__stdin__
    if stdin is None:
        return None
    try:
        fd = stdin.fileno()
    except (OSError, ValueError):
        return None
    return fd if os.isatty(fd) else None


def terminal_gone(fd: int) -> bool:
    """Whether the terminal behind ``fd`` has hung up (its attributes can no
    longer be read)."""
    try:
        termios.tcgetattr(fd)
    except (OSError, termios.error):
        return True
    return False


def leave_with_the_terminal(app: App[Any]) -> None:
    """Exit ``app`` on a hang-up signal, or once its terminal has gone (only
    when it runs in one)."""
    fd = terminal_fd()
    if fd is None:
        return
    with contextlib.suppress(RuntimeError, NotImplementedError, ValueError):
        # Not everywhere has signals (another thread, another loop).
        asyncio.get_running_loop().add_signal_handler(signal.SIGHUP, app.exit)

    def look() -> None:
        if terminal_gone(fd):
            app.exit()

    app.set_interval(CHECK_EVERY, look, name="terminal watch")
