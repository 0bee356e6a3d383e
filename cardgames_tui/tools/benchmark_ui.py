"""`make bench`, the app's part: start-up, `cardgames list`, key latency.

- start-up: ``python -m cardgames_tui`` to the first frame of the menu (the
  app exits right after it, headless), against a trivial Textual app started
  the same way in the same run; medians of several alternating runs;
- ``cardgames list``: wall time, which must stay far from Textual;
- a key press on the Shithead table to the settled frame, as a terminal
  sees it: the app runs on a pseudo-terminal with its real driver; we write
  the key's bytes and time until the last byte of the frame it causes
  (nothing more for a while), against a trivial app whose one label changes
  on the same key. Medians of many presses, and the app's CPU per press;
- the rules page, opened by ``?`` on that table (and closed by q, untimed:
  a lone Esc waits for the rest of an escape sequence).

Textual's test pilot is not used for latency: its own waits (about 60 ms a
press here) dwarf what it would measure.
"""

from __future__ import annotations

import compileall
import os
import select
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

TRIVIAL_APP = """
from textual.app import App
class Trivial(App):
    def on_mount(self):
        self.call_after_refresh(self.exit)
Trivial().run(headless=True)
"""


def _wall(args: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(args, env=env, check=True, capture_output=True)
    return time.perf_counter() - started


def startup(runs: int = 7) -> tuple[float, float, float]:
    """Median seconds: our menu's first frame, a trivial app's, ``cardgames list``."""
    # Like for like: Textual's modules come byte-compiled from pip, ours
    # would be compiled on a first run, except where PYTHONDONTWRITEBYTECODE
    # is set (as on the machines we measure on): compile ours first.
    compileall.compile_dir(Path(__file__).resolve().parent.parent, quiet=1)
    env = dict(os.environ, CARDGAMES_EXIT_AFTER_FIRST_FRAME="1", CARDGAMES_HEADLESS="1")
    env["CARDGAMES_DATA_DIR"] = tempfile.mkdtemp()
    ours, trivial, listing = [], [], []
    for _ in range(runs):
        ours.append(_wall([sys.executable, "-m", "cardgames_tui"], env))
        trivial.append(_wall([sys.executable, "-c", TRIVIAL_APP], env))
        listing.append(_wall([sys.executable, "-m", "cardgames_tui", "list"], env))
    return (
        statistics.median(ours),
        statistics.median(trivial),
        statistics.median(listing),
    )


TRIVIAL_KEYS_APP = """
from textual.app import App
from textual.widgets import Static
class Trivial(App):
    BINDINGS = [("right", "step", ""), ("space", "step", "")]
    steps = 0
    def compose(self):
        yield Static("trivial 0")
    def action_step(self):
        self.steps += 1
        self.query_one(Static).update(f"trivial {self.steps}")
Trivial().run()
"""

TABLE_APP = """
import sys
from pathlib import Path
from cardgames_tui.core.session import GameSession
from cardgames_tui.ui.app import build_app
from cardgames_tui.core.seats import Seat
app = build_app(ascii_only=False, bot_delay=0, data_dir=Path(sys.argv[1]))
seats = (Seat("You"), Seat("Bot 1", "heuristic"), Seat("Bot 2", "heuristic"))
app.call_later(
    app.start_game, GameSession.new("shithead", players=3, seed=7), seats
)
app.run()
"""
"""The Shithead table, you against two bots, opened straight away."""

RIGHT = b"\x1b[C"
SPACE = b" "
QUESTION = b"?"
CLOSE = b"q"
QUIET = 0.15
"""No output for this long after a key: the frame has settled."""
FIRST_BYTE = 2.0
"""How long a key may take to draw anything before it counts as silent."""


@dataclass(frozen=True)
class KeyTimes:
    """Medians for one kind of key press."""

    settled: float
    """Seconds from writing the key to the last byte of its frame."""
    cpu: float | None
    """The app's CPU seconds per press (None where /proc is missing)."""
    silent: int
    """Presses after which nothing was drawn (should be 0)."""


class _Terminal:
    """A child Python process on a pseudo-terminal of a fixed size."""

    def __init__(self, code: str, args: list[str], cols: int, rows: int) -> None:
        import fcntl
        import pty
        import struct
        import termios

        env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor")
        pid, fd = pty.fork()
        if pid == 0:  # the child: become the app
            os.execve(sys.executable, [sys.executable, "-c", code, *args], env)
        self.pid, self.fd = pid, fd
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))

    def drain(
        self, quiet: float, limit: float = 30.0, first: float | None = None
    ) -> float | None:
        """Read until nothing comes for ``quiet`` s, waiting up to ``first``
        s for the first byte (a screen that takes longer than ``quiet`` to
        build, such as the rules page, still counts); when the last byte
        came."""
        last = None
        deadline = time.perf_counter() + limit
        while time.perf_counter() < deadline:
            wait = first if last is None and first is not None else quiet
            ready, _, _ = select.select([self.fd], [], [], wait)
            if not ready:
                break
            try:
                data = os.read(self.fd, 1 << 16)
            except OSError:  # the child has gone
                break
            if not data:
                break
            last = time.perf_counter()
        return last

    def cpu(self) -> float | None:
        """The child's CPU seconds so far (user + system), from /proc."""
        try:
            fields = Path(f"/proc/{self.pid}/stat").read_text().rsplit(")", 1)[1]
        except OSError:
            return None
        utime, stime = fields.split()[11:13]
        return (int(utime) + int(stime)) / os.sysconf("SC_CLK_TCK")

    def presses(self, key: bytes, count: int, then: bytes = b"") -> KeyTimes:
        """``count`` presses of ``key``, each followed by ``then`` (untimed,
        its CPU not counted: the key that undoes what ``key`` opened)."""
        settled: list[float] = []
        silent = 0
        cpu: float | None = 0.0
        for _ in range(count):
            cpu_before = self.cpu()
            started = time.perf_counter()
            os.write(self.fd, key)
            last = self.drain(QUIET, first=FIRST_BYTE)
            cpu_after = self.cpu()
            if last is None:
                silent += 1
            else:
                settled.append(last - started)
            if cpu is not None and cpu_before is not None and cpu_after is not None:
                cpu += cpu_after - cpu_before
            else:
                cpu = None
            if then:
                os.write(self.fd, then)
                self.drain(QUIET, first=FIRST_BYTE)
        per_press = None if cpu is None else cpu / count
        return KeyTimes(statistics.median(settled or [0.0]), per_press, silent)

    def close(self) -> None:
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.kill(self.pid, sig)
            except ProcessLookupError:
                break
            time.sleep(0.2)
        os.waitpid(self.pid, 0)
        os.close(self.fd)


def key_latency(presses: int = 60) -> dict[str, KeyTimes]:
    """Key press to settled frame on a pseudo-terminal (100×30): the cursor,
    a pick and the rules page on the Shithead table, and the trivial app's
    label."""
    results: dict[str, KeyTimes] = {}
    save = Path(tempfile.mkdtemp())
    table = _Terminal(TABLE_APP, [str(save)], cols=100, rows=30)
    try:
        table.drain(quiet=1.0)
        os.write(table.fd, b"r")  # ready: end the swap; the bots play to you
        table.drain(quiet=1.0)
        results["table: cursor →"] = table.presses(RIGHT, presses)
        results["table: pick (space)"] = table.presses(SPACE, presses)
        results["the rules page (? on the table)"] = table.presses(
            QUESTION, presses // 3, then=CLOSE
        )
    finally:
        table.close()
    trivial = _Terminal(TRIVIAL_KEYS_APP, [], cols=100, rows=30)
    try:
        trivial.drain(quiet=1.0)
        results["trivial app: label"] = trivial.presses(RIGHT, presses)
    finally:
        trivial.close()
    return results
