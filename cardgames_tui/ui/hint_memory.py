"""`HintMemory`: Enter follows the last hint, and a hinted line goes on.

A hint puts the cursor on its card, so Enter played a hinted card, but a
move without a card under the cursor (pass, a contract, pick up the pile,
end the turn, move a pile, a Kings card to one space of two) left Enter
doing something else, or nothing. The table remembers the hinted move and
where the hint left the cursor: Enter makes that move while the cursor and
the picks are still there. A hint that weighed a line (Kings: play a card,
then end the turn) is followed by the rest of the line, not by a fresh
search that may say to play on: the line was weighed as a whole.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Hinted(NamedTuple):
    """A hinted move and where the table stood when it was shown."""

    ply: int
    """The session's ply the hint was for."""
    epoch: int
    """Undos so far in the screen (an undone position can share a ply)."""
    action: Any
    """The move."""
    then: tuple[Any, ...]
    """The seat's next moves in the hinted line (empty: a single move)."""
    pointer: object
    """The table's cursor and picks just after the hint (`None` for a
    line's next move, which is shown before the player looks again)."""


class HintMemory:
    """The last hint shown on a table, and the hinted line's rest once its
    first move has been made."""

    def __init__(self) -> None:
        self.shown: Hinted | None = None
        """The last hint shown."""
        self.line: Hinted | None = None
        """The next move of a hinted line whose move before was made."""

    def remember(self, hinted: Hinted) -> None:
        self.shown, self.line = hinted, None

    def shown_at(self, ply: int, epoch: int) -> Hinted | None:
        """The hint shown for this position, if any."""
        shown = self.shown
        if shown is None or (shown.ply, shown.epoch) != (ply, epoch):
            return None
        return shown

    def to_follow(self, ply: int, epoch: int, pointer: object) -> Any | None:
        """The hinted move Enter makes now, if the position is the hint's
        and the cursor and picks are where the hint left them."""
        shown = self.shown_at(ply, epoch)
        if shown is None:
            return None
        return shown.action if shown.pointer == pointer else None

    def played(self, action: Any, ply: int, epoch: int) -> None:
        """A move was made, the session now at ``ply``: if it was the
        hinted one and a line goes on, its next move waits for a hint."""
        shown, self.shown, self.line = self.shown, None, None
        if shown is None or shown.action != action or not shown.then:
            return
        if shown.epoch == epoch and shown.ply + 1 == ply:
            self.line = Hinted(ply, epoch, shown.then[0], shown.then[1:], None)

    def line_now(self, ply: int, epoch: int) -> Hinted | None:
        """The hinted line's next move, if the position is the one it was
        weighed for (the move before it just made)."""
        line = self.line
        if line is None or (line.ply, line.epoch) != (ply, epoch):
            return None
        return line
