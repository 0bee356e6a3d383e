"""`MenuList`: an option list whose arrows stop at its ends.

Textual's OptionList wraps round: ↑ on the first game landed on the last
line of the menu, a setting, and Enter switched it (a play-tester turned
the bots' reasons on that way). Home and End still jump to the ends.
"""

from __future__ import annotations

from textual.widgets import OptionList


class MenuList(OptionList):
    """An OptionList that does not wrap round at either end."""

    def action_cursor_up(self) -> None:
        here = self.highlighted
        if here is None or any(not o.disabled for o in self.options[:here]):
            super().action_cursor_up()

    def action_cursor_down(self) -> None:
        here = self.highlighted
        if here is None or any(not o.disabled for o in self.options[here + 1 :]):
            super().action_cursor_down()
