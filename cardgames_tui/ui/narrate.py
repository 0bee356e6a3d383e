"""The log's lines: each game's narrator (headless, in its game package),
with the ASCII setting applied."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames_tui.core.events import Event
from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.narration import (
    Narrator,
    count,
    points,
    possessive,
    sentence_start,
    tell_all,
)
from cardgames_tui.core.suit_text import shown
from cardgames_tui.tools.reason_book import Tag, with_reason

__all__ = [
    "PLACES",
    "DemoLog",
    "LogWriter",
    "count",
    "narrate_all",
    "points",
    "possessive",
    "sentence_start",
    "told_lines",
]

PLACES = ("first", "second", "third", "last")


def told_lines(
    game: GameDefinition,
    events: Sequence[Event],
    names: Sequence[str],
    ascii_only: bool,
    start: int = 0,
) -> list[tuple[Event, str]]:
    """Each event of ``events[start:]`` that has a line, with its line, told
    by a narrator that heard every event from the first (so it knows the led
    suit, the pile, the spaces)."""
    told = tell_all(game.narrator(names), events)
    return [
        (event, shown(t.line, ascii_only))
        for event, t in zip(events[start:], told[start:], strict=True)
        if t.line
    ]


def narrate_all(
    game: GameDefinition,
    events: Sequence[Event],
    names: Sequence[str],
    ascii_only: bool,
    start: int = 0,
) -> list[str]:
    """The lines of ``events[start:]`` (see `told_lines`)."""
    return [line for _, line in told_lines(game, events, names, ascii_only, start)]


class DemoLog:
    """A demo's log, a batch of events at a time: every event's line, and
    under the line where a rule first shows, the rule itself."""

    def __init__(self, game: GameDefinition, names: Sequence[str]) -> None:
        self.narrator: Narrator = game.narrator(names)
        """Heard every event written so far."""
        self.titles = {rule.id: rule.title for rule in game.rulebook}
        """Each rule's title by id."""
        self.shown: dict[str, None] = {}
        """The rules shown so far, in the order they showed."""
        self.heard = 0
        """How many events it has told."""
        self.said: set[int] = set()
        """The moves whose reason is written (by their first event)."""

    def lines(
        self, events: Sequence[Event], ascii_only: bool, tags: Sequence[Tag] = ()
    ) -> list[str]:
        """The lines of the next ``events``, each move's first line with its
        reason where ``tags`` (one per event) give one."""
        self.heard += len(events)
        lines: list[str] = []
        for i, told in enumerate(tell_all(self.narrator, events)):
            if told.line:
                line = with_reason(told.line, tags[i] if tags else None, self.said)
                lines.append(shown(line, ascii_only))
            for rule in told.rules:
                if rule not in self.shown:
                    self.shown[rule] = None
                    title = self.titles[rule]
                    lines.append(shown(f"  ★ rule: {title}", ascii_only))
        return lines


class LogWriter:
    """Tells a growing list of events a batch at a time, for a log panel."""

    def __init__(self, game: GameDefinition, names: Sequence[str]) -> None:
        self.narrator: Narrator = game.narrator(names)
        """Heard every event written so far."""
        self.said: set[int] = set()
        """The moves whose reason is written (by their first event)."""

    def lines(
        self, events: Sequence[Event], ascii_only: bool, tags: Sequence[Tag] = ()
    ) -> list[str]:
        """The lines of the next ``events``, each move's first line with its
        reason where ``tags`` (one per event) give one."""
        told = tell_all(self.narrator, events)
        if not tags:
            return [shown(t.line, ascii_only) for t in told if t.line]
        return [
            shown(with_reason(t.line, tag, self.said), ascii_only)
            for t, tag in zip(told, tags, strict=True)
            if t.line
        ]
