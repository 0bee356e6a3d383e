"""Stepping through a recorded game: any move, forwards or back.

Forwards plays the record's next notation; back is the session's own undo
(a snapshot every 16 moves), so a step costs microseconds and the position
at move n is the very one the game had. Headless.
"""

from __future__ import annotations

from cardgames_tui.core.errors import IllegalActionError
from cardgames_tui.core.session import GameSession
from cardgames_tui.store.records import GameRecord, RecordError


class Replayer:
    """A recorded game and the position shown now."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        """The game being replayed."""
        # The whole game once: a record that does not replay says so (and at
        # which move) before anything is shown.
        replayed = record.replay()
        self.notations = [str(action) for action in replayed.actions]
        """Every decision of the game, in order (as this version asks for
        them: an older record may leave forced ones out)."""
        data = record.session
        self.session: GameSession = GameSession.new(
            str(data["game"]),
            players=int(data["players"]),
            seed=int(data["seed"]),
            deck=data.get("deck"),
            options=data.get("options") or {},
        )
        """The game at the position shown (never played on by anyone else)."""

    @property
    def ply(self) -> int:
        """Decisions taken up to the position shown."""
        return self.session.ply

    @property
    def total(self) -> int:
        """Decisions in the whole game."""
        return len(self.notations)

    def go(self, ply: int) -> int:
        """Show the position after ``ply`` decisions (clamped); the ply shown."""
        target = max(0, min(ply, self.total))
        session = self.session
        while session.ply > target:
            session.undo()
        while session.ply < target:
            notation = self.notations[session.ply]
            try:
                session.play(notation)
            except IllegalActionError as error:
                raise RecordError(
                    f"move {session.ply + 1} ({notation}) does not replay: {error}"
                ) from None
        return target
