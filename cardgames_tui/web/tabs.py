"""One app process per tab: textual-serve's process manager, with spares."""

from __future__ import annotations

from asyncio.subprocess import Process
from typing import Any

from textual_serve.app_service import AppService

from cardgames_tui.web.spares import SparePool


class TabAppService(AppService):
    """textual-serve's app process manager, taking a spare process when one
    is ready (textual-serve 1.1.3's ``_process`` and ``_stdin`` are set as its
    own ``_open_app_process`` sets them)."""

    def __init__(self, spares: SparePool | None, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.spares = spares
        """Where a ready process may come from; None starts each one anew."""

    async def _open_app_process(self, width: int = 80, height: int = 24) -> Process:
        spare = await self.spares.take(width, height) if self.spares else None
        if spare is None:
            return await super()._open_app_process(width, height)
        self._process = spare
        self._stdin = spare.stdin
        return spare
