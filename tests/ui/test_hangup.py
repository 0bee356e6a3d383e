"""Closing the terminal ends the app (it used to spin a core on a dead tty)."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
import tempfile
import time

import pytest

from cardgames_tui.ui.hangup import terminal_gone


def _read_until(fd: int, needle: bytes, seconds: float) -> bytes:
    seen = b""
    end = time.monotonic() + seconds
    while needle not in seen and time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            try:
                seen += os.read(fd, 65536)
            except OSError:
                break
    return seen


def test_a_hung_up_terminal_is_seen_as_gone() -> None:
    master, slave = pty.openpty()
    assert not terminal_gone(slave)
    os.close(master)
    assert terminal_gone(slave)
    os.close(slave)


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_the_app_exits_when_its_terminal_closes() -> None:
    master, slave = pty.openpty()
    env = dict(os.environ, TERM="xterm-256color", CARDGAMES_DATA_DIR=tempfile.mkdtemp())
    # The menu draws in a terminal of its own, as under tmux; then the
    # terminal goes away without a hang-up signal, as when tmux is killed.
    app = subprocess.Popen(
        [sys.executable, "-m", "cardgames_tui"],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        start_new_session=True,
    )
    os.close(slave)
    try:
        assert b"Choose a game" in _read_until(master, b"Choose a game", 60)
        os.close(master)
        app.wait(timeout=15)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
            pytest.fail("the app kept running after its terminal closed")
