"""Bots' reasons for their moves, kept beside the game's events for a log.

A table notes each bot move's reason with the span of events the move made.
When a log is written, each event a reader may see gets the reason of its
move as a tag (the log adds it to the move's first line). Where the hands
are hidden, a reason is tagged only if it names no card that reader has not
seen (`core.named_cards`): a bot speaks of its own hand, and a reason must
never show a human a card the table hides.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from cardgames_tui.core.cards import Card
from cardgames_tui.core.events import Event
from cardgames_tui.core.named_cards import names_only_seen

SEPARATOR = " — "
"""Between a move's line and its reason."""
DEAL_KINDS = frozenset({"hand", "deal"})
"""Events that deal new hands: a card seen before one says nothing of where
that card is now."""


class MoveReason(NamedTuple):
    """One bot move's reason and the events it made."""

    start: int
    """Index of the move's first event in the game's events."""
    end: int
    """Index just past its last event."""
    reason: str
    """What the bot said of it (never empty here)."""


Tag = tuple[int, str] | None
"""An event's move (by its first event) and that move's reason, or None."""


class ReasonBook:
    """The reasons of the moves made so far, by their first event."""

    def __init__(self) -> None:
        self.moves: dict[int, MoveReason] = {}
        """Each reasoned move by the index of its first event."""

    def note(self, start: int, end: int, reason: str) -> None:
        """The move whose events are ``start:end`` was made for ``reason``
        ("": none, which also clears a reason an undone move left there)."""
        if reason and end > start:
            self.moves[start] = MoveReason(start, end, reason)
        else:
            self.moves.pop(start, None)

    def forget_from(self, count: int) -> None:
        """Moves were taken back: only the first ``count`` events remain."""
        for start in [s for s, move in self.moves.items() if move.end > count]:
            del self.moves[start]

    def tags(
        self,
        events: Sequence[Event],
        viewer: int | None,
        open_hands: bool,
        deal_kinds: frozenset[str] = DEAL_KINDS,
    ) -> list[Tag]:
        """One tag per event the log shows: all of ``events`` where every
        hand is open, else those ``viewer`` may see, each reason checked
        against the cards ``viewer`` had seen in the deal by the end of its
        move (a deal starts with an event of ``deal_kinds``)."""
        moves = sorted(
            (m for m in self.moves.values() if m.end <= len(events)),
            key=lambda m: m.start,
        )
        if not open_hands:
            moves = _honest(moves, events, viewer, deal_kinds)
        by_event: dict[int, Tag] = {}
        for move in moves:
            for index in range(move.start, move.end):
                by_event[index] = (move.start, move.reason)
        return [
            by_event.get(index)
            for index, event in enumerate(events)
            if open_hands or event.visible_to(viewer)
        ]


def _honest(
    moves: list[MoveReason],
    events: Sequence[Event],
    viewer: int | None,
    deal_kinds: frozenset[str],
) -> list[MoveReason]:
    """The moves whose reason names only cards the log had shown ``viewer``
    in this deal by the end of the move (a rank alone only if the move
    itself shows that rank)."""
    kept = []
    seen: set[Card] = set()
    position = 0
    for move in moves:
        for event in events[position : move.end]:
            if event.kind in deal_kinds:
                seen.clear()
            if event.visible_to(viewer):
                seen.update(event.cards)
        position = max(position, move.end)
        shown = [
            card
            for event in events[move.start : move.end]
            if event.visible_to(viewer)
            for card in event.cards
        ]
        if names_only_seen(move.reason, seen, shown):
            kept.append(move)
    return kept


def with_reason(line: str, tag: Tag, said: set[int]) -> str:
    """``line`` with its move's reason, the first time that move has a line
    (``said`` keeps the moves already explained)."""
    if tag is None or tag[0] in said:
        return line
    said.add(tag[0])
    return f"{line}{SEPARATOR}{tag[1]}"
