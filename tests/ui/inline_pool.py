"""A stand-in for the app's process pool: it runs each job at once, in the
caller's thread, on copies of its arguments (as a worker process would get
them), and notes which bot levels were asked for."""

from __future__ import annotations

import pickle
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import pytest

from cardgames_tui.ui import thinking


class InlinePool:
    def __init__(self) -> None:
        self.levels: list[str] = []
        """The level of each bot move asked for (`thinking.decide`)."""
        self.jobs: list[Callable[..., Any]] = []
        """Every job submitted, in order."""

    def submit(self, job: Callable[..., Any], *args: Any) -> Future[Any]:
        copied = pickle.loads(pickle.dumps(args))
        self.jobs.append(job)
        if job is thinking.decide:
            self.levels.append(copied[1])
        future: Future[Any] = Future()
        future.set_result(job(*copied))
        return future


def inline_pool(monkeypatch: pytest.MonkeyPatch) -> InlinePool:
    """Put an `InlinePool` where the app looks for its pool."""
    pool = InlinePool()
    monkeypatch.setattr(thinking, "pool", lambda: pool)
    return pool
