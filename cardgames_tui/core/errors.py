"""The errors a player or a program driving a game can meet."""

from __future__ import annotations


class IllegalActionError(ValueError):
    """A move the rules do not allow now; the message is meant for the player."""


class UnknownGameError(KeyError):
    """No game has this id or alias; the message lists the known ones."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown game"


class InvalidSetupError(ValueError):
    """A new game was asked for with impossible settings (players, deck, options)."""


class NewerRecordError(InvalidSetupError):
    """A record or save written by a newer version, whose moves this one
    may read wrongly: left for that version, never called damaged."""
