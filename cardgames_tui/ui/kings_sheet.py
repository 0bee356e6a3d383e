"""The Kings in the Corner score sheet, hand by hand, from public events.

Each finished hand is one line: who went out (or won the blocked hand), the
pot, and every player's points after it. Only public events are read, so the
sheet is the same for every seat.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardgames_tui.core.session import GameSession


@dataclass(frozen=True, slots=True)
class HandLine:
    """One finished hand."""

    label: str
    """``3. Ana out · pot 12``."""
    points: tuple[int, ...]
    """Each seat's points after this hand."""


def hand_lines(session: GameSession, names: Sequence[str]) -> list[HandLine]:
    """The finished hands in order, with running points."""
    points = [0] * session.players
    lines: list[HandLine] = []
    how = "out"
    for event in session.events_for(None):
        if event.kind in ("out", "blocked"):
            how = "out" if event.kind == "out" else "blocked, fewest cards"
        elif event.kind == "pot" and event.seat is not None:
            points[event.seat] += event.amount
            who = names[event.seat]
            label = f"{len(lines) + 1}. {who} {how} · pot {event.amount}"
            lines.append(HandLine(label, tuple(points)))
        elif event.kind == "carried":  # a variant: nobody won, the pot stays
            label = f"{len(lines) + 1}. blocked, no winner · pot {event.amount} kept"
            lines.append(HandLine(label, tuple(points)))
    return lines


def last_pot_words(session: GameSession) -> str | None:
    """``Pot: 4 ante + 1 in fines + 13 for cards left = 18 chips``: what
    the last pot taken was made of (None before any). The summary's lines
    tell the end of the hand only, and a player adding them up missed the
    fines paid during it."""
    fines = paid = carried = 0
    words = None
    for event in session.events_for(None):
        if event.kind == "hand":
            fines = paid = carried = 0
        elif event.kind == "ante" and event.target:
            carried = int(event.target)  # a blocked hand's pot (a variant)
        elif event.kind == "fine":
            fines += event.amount
        elif event.kind == "pay":
            paid += event.amount
        elif event.kind in ("pot", "carried"):
            # What was owed and written off (chip debts) is not in the pot.
            written_off = int(event.target or 0) if event.kind == "carried" else 0
            # The rest was the ante (a position set up for a test or a
            # lesson starts with a pot and no ante event).
            ante = event.amount + written_off - fines - paid - carried
            parts = [f"{carried} carried over"] if carried else []
            if ante or not carried:  # nobody antes from a share of 0
                parts.append(f"{ante} ante")
            if fines:
                parts.append(f"{fines} in fines")
            if paid:
                parts.append(f"{paid} for cards left")
            less = f" - {written_off} owed, written off" if written_off else ""
            words = f"Pot: {' + '.join(parts)}{less} = {event.amount} chips"
            if event.kind == "carried":
                words += ", kept for the next hand"
    return words
