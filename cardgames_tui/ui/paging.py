"""Paging a panel that never takes the focus (a lesson's text, a replay's
seats), so that the arrows and Home/End stay the table's."""

from __future__ import annotations

from textual.containers import VerticalScroll


def page(panel: VerticalScroll, pages: int) -> None:
    """Scroll ``panel`` by ``pages`` pages (negative: up), a line of the
    last page kept in sight."""
    height = max(1, panel.scrollable_content_region.height - 1)
    panel.scroll_to(y=panel.scroll_y + pages * height, animate=False, immediate=True)
