"""One app process started ahead, so a new tab does not wait for Python.

A tab's app is a new process (textual-serve's model: one process, one game).
Its imports take most of the time to the first frame; a spare has done them
and waits, in ``cardgames_tui.spare``, for the size line of the tab it will
serve. The pool keeps at most one, refilled a little after each hand-over so
the next spare's start does not compete with this tab's first frame.
"""

from __future__ import annotations

import asyncio
import logging
import shlex
from asyncio.subprocess import PIPE, Process
from collections.abc import Callable

log = logging.getLogger("textual-serve")

REFILL_DELAY = 2.0
"""Seconds between handing a spare over and starting the next one."""


class SparePool:
    """At most one spare app process, ready for the next tab."""

    def __init__(self, command: str, environment: Callable[[], dict[str, str]]):
        self.command = command
        """Shell command of a spare (``python -m cardgames_tui.spare``)."""
        self.environment = environment
        """The environment textual-serve gives an app process."""
        self._spare: Process | None = None
        self._refill: asyncio.TimerHandle | None = None
        self._filling: set[asyncio.Task[None]] = set()
        self._lock = asyncio.Lock()
        self._closed = False

    async def fill(self) -> None:
        """Start a spare if there is none."""
        async with self._lock:  # two fills at once would leave one spare orphaned
            if self._closed or self._spare is not None:
                return
            # No shell in between, so that stopping the spare stops Python.
            self._spare = await asyncio.create_subprocess_exec(
                *shlex.split(self.command),
                stdin=PIPE,
                stdout=PIPE,
                stderr=PIPE,
                env=self.environment(),
            )

    async def take(self, width: int, height: int) -> Process | None:
        """The spare, told its tab's size; None if there is none alive."""
        spare, self._spare = self._spare, None
        self._schedule_refill()
        if spare is None:
            return None
        if spare.returncode is not None:
            await self._report_death(spare)
            return None
        assert spare.stdin is not None
        spare.stdin.write(f"{width} {height}\n".encode())
        await spare.stdin.drain()
        return spare

    async def close(self) -> None:
        """Stop the spare (the server is stopping)."""
        self._closed = True
        if self._refill is not None:
            self._refill.cancel()
        spare, self._spare = self._spare, None
        if spare is not None and spare.returncode is None:
            spare.terminate()
            await spare.wait()

    def _schedule_refill(self) -> None:
        if self._closed:
            return
        if self._refill is not None:
            self._refill.cancel()
        self._refill = asyncio.get_running_loop().call_later(
            REFILL_DELAY, self._start_filling
        )

    def _start_filling(self) -> None:
        task = asyncio.create_task(self.fill())
        self._filling.add(task)
        task.add_done_callback(self._filling.discard)

    async def _report_death(self, spare: Process) -> None:
        # The tab then gets a fresh process, whose own failure, if any, the
        # server logs; this says why the spare was of no use.
        assert spare.stderr is not None
        why = (await spare.stderr.read()).decode("utf-8", "replace").strip()
        log.warning("A spare app process had stopped (exit %s)", spare.returncode)
        if why:
            log.warning("%s", why)
