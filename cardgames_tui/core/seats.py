"""Who sits in each seat: a human with a name, or a bot of some level."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

HUMAN = "human"


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat at the table."""

    name: str
    """What the table and the log call this player."""
    kind: str = HUMAN
    """``human``, or a bot: ``easy``, ``normal``, ``hard`` or ``random``
    (``heuristic``, in older saves, is the normal bot)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", clean_name(self.name))

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


BRACKETS = str.maketrans("[]", "()")


def clean_name(name: str) -> str:
    """``name`` as every screen can draw it: square brackets become round
    ones and control characters spaces. Tables draw names as markup, and a
    player named ``Ann[/]`` closed the app at the first table, then at the
    menu, which lists the saved game by its players, on every start."""
    cleaned = "".join(" " if ord(c) < 32 or ord(c) == 127 else c for c in name)
    return cleaned.translate(BRACKETS)


def default_seats(players: int) -> tuple[Seat, ...]:
    """You in seat 0, normal bots everywhere else."""
    return (Seat("You"), *(Seat(f"Bot {i}", "normal") for i in range(1, players)))


def bot_name(seat: int, others: Iterable[str]) -> str:
    """A bot's default name: "Bot N", N the seat counted from yours (the
    seat after yours is Bot 1). Your own seat has no such number ("Bot 0"
    read as a slip), so a bot there takes the first N no other name uses."""
    if seat:
        return f"Bot {seat}"
    taken = set(others)
    return next(f"Bot {n}" for n in range(1, len(taken) + 2) if f"Bot {n}" not in taken)


def default_name(name: str) -> bool:
    """A name the set-up wrote (You, Bot N, Player N), not one typed."""
    words = name.split(" ")
    numbered = len(words) == 2 and words[0] in ("Bot", "Player") and words[1].isdigit()
    return name == "You" or numbered


SHOWN_LEVELS = ("easy", "hard", "random")
"""Bot levels a bot's name carries at the table ("Bot 1 (hard)", "Lina
(easy)"): the ones other than the default, so that players know whom they
face."""

NORMAL_LEVELS = ("normal", "heuristic")
"""The default level's names: a bot of it says only that it is a bot, and
only when its name does not ("Lina (bot)", but "Bot 2")."""


def table_names(seats: tuple[Seat, ...]) -> tuple[Seat, ...]:
    """Names as the table will say them ("Pass to …", the log).

    The set-up's defaults are written for one human against bots; once a
    seat changes hands they can read wrong. A bot left called "You", a human
    left called "Bot 2", or "You" among several humans becomes "Bot N" or
    "Player N" (N counts seats from 1); a bot's name says its level when it
    is not the normal one, and that it is a bot when a name was typed for
    it; a name used twice gets its seat number.
    """
    humans = sum(seat.is_human for seat in seats)
    named = []
    for i, seat in enumerate(seats):
        name = seat.name
        if seat.is_human and default_name(name) and (humans > 1 or name != "You"):
            name = f"Player {i + 1}"
        elif not seat.is_human:
            # "Player 2" on a bot (remembered, or typed) read as a person.
            if name == "You" or (default_name(name) and name.startswith("Player")):
                name = bot_name(i, (other.name for other in seats))
            # Typed names too: "Ben", a human seat made a hard bot, faced
            # the table as "Ben" beside "Bot 1 (hard)" (a play-tester).
            if seat.kind in SHOWN_LEVELS and not name.endswith(f"({seat.kind})"):
                name = f"{name} ({seat.kind})"
            elif seat.kind in NORMAL_LEVELS and not default_name(name):
                # A typed name left on a bot read as a second person at the
                # table (a play-tester's "Maximilian", a random bot).
                name = name if name.endswith("(bot)") else f"{name} (bot)"
        named.append(Seat(name, seat.kind))
    counts = Counter(seat.name for seat in named)
    return tuple(
        Seat(f"{seat.name} ({i + 1})", seat.kind) if counts[seat.name] > 1 else seat
        for i, seat in enumerate(named)
    )
