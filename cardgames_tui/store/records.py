"""A finished game as data: what the statistics database keeps of it, what
`cardgames export` writes and `cardgames replay FILE` reads.

The record is the session's own (game, players, seed, stacked deck, options,
action notations) plus who sat where, the result, the times and the undos and
hints taken. Headless: no Textual, no Rich.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardgames_tui.core.errors import InvalidSetupError, UnknownGameError
from cardgames_tui.core.registry import find_game
from cardgames_tui.core.seats import HUMAN, Seat
from cardgames_tui.core.session import GameSession

FORMAT = "cardgames-record"
"""The ``format`` field of an exported file: tells a record from other JSON."""
FILE_VERSION = 1
"""The exported file's layout version."""


@dataclass(frozen=True)
class Race:
    """A game's score sheet as its results screen shows it."""

    rows: tuple[tuple[str, tuple[int, ...]], ...]
    """A label and each seat's figure, hand by hand."""
    signed: bool
    """The figures are each hand's changes (Trix), not the standings."""

    def to_json(self) -> dict[str, Any]:
        return {
            "rows": [[label, list(values)] for label, values in self.rows],
            "signed": self.signed,
        }

    @staticmethod
    def from_json(data: Any) -> Race | None:
        """The race kept with a game; None if there is none or it is damaged."""
        try:
            rows = tuple(
                (str(label), tuple(int(v) for v in values))
                for label, values in data["rows"]
            )
            return Race(rows, bool(data["signed"]))
        except (KeyError, TypeError, ValueError):
            return None


class RecordError(Exception):
    """A record cannot be used; the message is one line for the player."""


@dataclass(frozen=True)
class SeatResult:
    """How one seat did in a finished game."""

    name: str
    """The player's name at the table."""
    kind: str
    """``human`` or the bot's level."""
    place: int
    """1 for the winner, then 2, 3 ... in the game's ranking."""
    score: int
    """The seat's final score (its meaning is the game's)."""
    against: int
    """The other seats' final scores added up."""
    won: bool
    """Among the game's winners."""
    lost: bool
    """A loss: the last place where the game names one (the shithead), else
    any seat that did not win."""
    opponents: str
    """The bots this seat played against: their level if all share one,
    ``mixed``, or ``humans`` when no bot sat at the table."""


@dataclass(frozen=True)
class GameRecord:
    """One finished game, complete enough to replay and to count."""

    session: dict[str, Any]
    """`GameSession.record()`: game, players, seed, deck, options, actions."""
    seats: tuple[Seat, ...]
    """Who sat where (names and bot levels)."""
    started: float
    """When the game was dealt (seconds since the epoch)."""
    ended: float
    """When it finished."""
    undos: int = 0
    """Moves taken back during the game."""
    hints: int = 0
    """Hints shown during the game."""
    reason: str = ""
    """Why it ended, the outcome's token."""
    results: tuple[SeatResult, ...] = ()
    """Each seat's result, by seat."""
    id: int | None = None
    """Its number in the statistics database, once stored."""
    race: Race | None = None
    """The score sheet line by line, for the score race chart (games with
    several hands), so the Statistics screen need not replay the game."""

    @property
    def game(self) -> str:
        return str(self.session["game"])

    def replay(self) -> GameSession:
        """The game played again from its record; RecordError says which move
        does not replay."""
        try:
            names = [seat.name for seat in self.seats]
            return GameSession.from_record(self.session, names)
        except (InvalidSetupError, UnknownGameError) as error:
            raise RecordError(str(error)) from None
        except (TypeError, ValueError, KeyError, AttributeError, OverflowError):
            # A record of the wrong shape (a list, a seed of "x"), hand-edited.
            raise RecordError("its record is damaged") from None

    def to_json(self) -> dict[str, Any]:
        """The exported form (``format`` marks it as a record)."""
        return {
            "format": FORMAT,
            "version": FILE_VERSION,
            "id": self.id,
            "record": self.session,
            "seats": [seat.to_json() for seat in self.seats],
            "started": self.started,
            "ended": self.ended,
            "undos": self.undos,
            "hints": self.hints,
            "reason": self.reason,
            "results": [
                {"place": r.place, "score": r.score, "won": r.won, "lost": r.lost}
                for r in self.results
            ],
        }


def finished(
    session: GameSession,
    seats: tuple[Seat, ...],
    *,
    started: float,
    ended: float,
    undos: int = 0,
    hints: int = 0,
    race: Race | None = None,
) -> GameRecord:
    """The record of a finished ``session``."""
    outcome = session.outcome
    if outcome is None:
        raise RecordError("the game is not finished")
    game = session.game
    last_is_loss = bool(game.extra.get("last_label"))
    winners = set(outcome.winners or outcome.ranking[:1])
    places = {seat: place for place, seat in enumerate(outcome.ranking, start=1)}
    total = sum(outcome.scores)
    results = []
    for i, seat in enumerate(seats):
        levels = {s.kind for j, s in enumerate(seats) if j != i and s.kind != HUMAN}
        opponents = (
            levels.pop() if len(levels) == 1 else "mixed" if levels else "humans"
        )
        won = i in winners
        last = places[i] == len(seats)
        results.append(
            SeatResult(
                name=seat.name,
                kind=seat.kind,
                place=places[i],
                score=outcome.scores[i],
                against=total - outcome.scores[i],
                won=won,
                lost=last if last_is_loss else not won,
                opponents=opponents,
            )
        )
    return GameRecord(
        session=session.record(),
        seats=seats,
        started=started,
        ended=ended,
        undos=undos,
        hints=hints,
        reason=outcome.reason,
        results=tuple(results),
        race=race,
    )


def write_file(record: GameRecord, path: Path) -> None:
    """Export ``record`` as JSON (indented: people attach it to bug reports)."""
    path.write_text(json.dumps(record.to_json(), indent=2) + "\n", encoding="utf-8")


def _number(data: dict[str, Any], key: str, kind: type[float] | type[int]) -> Any:
    """A number of an exported record (0 if absent); ValueError naming the
    field otherwise ("invalid literal for int()" told a player nothing)."""
    value = data.get(key) or 0
    try:
        return kind(value)
    except (TypeError, ValueError):
        raise ValueError(f"its {key} is not a number ({value!r})") from None


def read_file(path: Path) -> GameRecord:
    """A record from an exported file, checked by replaying it to the end;
    RecordError with one line (which move failed) if it cannot be used."""
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        # The path as given: "tmp cannot be read" left a player asking which.
        raise RecordError(f"{path} cannot be read: {error.strerror}") from None
    except ValueError:
        raise RecordError(f"{path.name} is not a game record (not JSON)") from None
    if isinstance(data, dict) and "format" not in data and "record" in data:
        raise RecordError(
            f"{path.name} is a game in progress, not a finished one: the app's"
            " menu offers it as Continue when it is in cardgames' folder"
        )
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(f"{path.name} is not a game record (no format: {FORMAT})")
    version = data.get("version")
    if type(version) is not int or not 1 <= version <= FILE_VERSION:
        # A string "1" or -5 is damaged, not newer (a probe's edits).
        newer = type(version) is int and version > FILE_VERSION
        raise RecordError(
            f"{path.name} was written by a newer cardgames (version {version})"
            if newer
            else f"{path.name} is a damaged game record (version {json.dumps(version)})"
        )
    try:
        session = data["record"]
        seats = tuple(Seat.from_json(item) for item in data["seats"])
        started, ended, undos, hints = (
            _number(data, key, kind)
            for key, kind in (
                ("started", float),
                ("ended", float),
                ("undos", int),
                ("hints", int),
            )
        )
        if not isinstance(session, dict):
            raise TypeError("no record")
    except KeyError as error:
        missing = f"its {error.args[0]} is missing"
        raise RecordError(f"{path.name} is a damaged game record ({missing})") from None
    except (TypeError, ValueError) as error:
        raise RecordError(f"{path.name} is a damaged game record ({error})") from None
    record = GameRecord(session, seats, started, ended, undos, hints)
    try:
        replayed = whole(record)
    except RecordError as problem:
        raise RecordError(f"{path.name}: {problem}") from None
    return finished(
        replayed, seats, started=started, ended=ended, undos=undos, hints=hints
    )


def whole(record: GameRecord) -> GameSession:
    """The game of ``record`` replayed to its end; RecordError if it does
    not replay, stops unfinished, has a seat too many or too few, or
    carries a number no game could (an exported file, a pending game, a
    stored one: a hand-edited pending file once stored seats of ``[]``,
    and an undo count of 10**30 stopped every later game being kept)."""
    replayed = record.replay()
    if len(record.seats) != replayed.players:
        raise RecordError("its seats do not match the game's players")
    if not replayed.is_over:
        raise RecordError(f"the game stops unfinished after move {replayed.ply}")
    for name, low in (
        ("started", -(2**53)),
        ("ended", -(2**53)),
        ("undos", 0),
        ("hints", 0),
    ):
        value = getattr(record, name)
        if not (type(value) in (int, float) and low <= value < 2**53):  # not nan
            raise RecordError(f"its {name} is not a sensible number ({value!r})")
    return replayed


def game_name(game_id: str) -> str:
    """The game's name, or its id if this version does not know it."""
    try:
        return find_game(game_id).name
    except UnknownGameError:
        return game_id
