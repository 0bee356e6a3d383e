"""`MenuList`: an option list whose arrows stop at its ends.

Textual's OptionList wraps round: ↑ on the first game landed on the last
line of the menu, a setting, and Enter switched it (a play-tester turned
the bots' reasons on that way). Home and End still jump to the ends.

It also measures its height at the width its lines are drawn in: with the
scrollbar's column kept (the menu's style), Textual measured them as if
that column were text, a line that wraps was counted one row short, and
the list scrolled by a row with nothing else to show.
"""

from __future__ import annotations

from textual.geometry import Size
from textual.widgets import OptionList


class MenuList(OptionList):
    """An OptionList that does not wrap round at either end and is as tall
    as its lines drawn."""

    def action_cursor_up(self) -> None:
        here = self.highlighted
        if here is None or any(not o.disabled for o in self.options[:here]):
            super().action_cursor_up()

    def action_cursor_down(self) -> None:
        here = self.highlighted
        if here is None or any(not o.disabled for o in self.options[here + 1 :]):
            super().action_cursor_down()

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if self.styles.scrollbar_gutter == "stable":
            width -= self.styles.scrollbar_size_vertical
        return super().get_content_height(container, viewport, width)
