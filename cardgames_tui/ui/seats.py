"""Who sits in each seat: a human with a name, or a bot of some level."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

HUMAN = "human"


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat at the table."""

    name: str
    """What the table and the log call this player."""
    kind: str = HUMAN
    """``human``, or a bot level of the game (``heuristic``, ``random``)."""

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind}

    @staticmethod
    def from_json(data: Any) -> Seat:
        name, kind = data["name"], data["kind"]
        if not isinstance(name, str) or not isinstance(kind, str) or not name:
            raise ValueError("a seat needs a name and a kind")
        return Seat(name, kind)


def default_seats(players: int) -> tuple[Seat, ...]:
    """You in seat 0, heuristic bots everywhere else."""
    return (Seat("You"), *(Seat(f"Bot {i}", "heuristic") for i in range(1, players)))
