"""Taking back a move at a table with one human.

The session's own `undo` does the work, one decision at a time: the bot
moves after the human's last decision go first, then that decision, so the
human is on turn again in exactly the position they left.
"""

from __future__ import annotations

from cardgames_tui.core.session import GameSession


def take_back(session: GameSession, human: int) -> int:
    """Undo back to ``human``'s last decision (included); how many
    decisions were taken back, 0 (and nothing changed) if ``human`` has not
    decided anything yet."""
    undone = []
    while session.ply:
        undone.append(session.actions[-1])
        session.undo()
        if session.current_player == human:
            return len(undone)
    # Only bots have moved: put their moves back as they were.
    for action in reversed(undone):
        session.play(action)
    return 0
