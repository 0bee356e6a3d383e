"""The result of a finished game, as data."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended."""

    ranking: tuple[int, ...]
    """Seats from best to worst (ties broken as the game's rules page says)."""
    scores: tuple[int, ...]
    """Each seat's final score, indexed by seat."""
    reason: str
    """Why it ended, as a token: ``shithead``, ``reached-100``, ``all-deals``."""
    winners: tuple[int, ...] = ()
    """The seats that share first place (one seat unless the rules allow ties)."""

    def places(self, higher_is_better: bool) -> tuple[int, ...]:
        """Each seat's place, 1 the best, in ``ranking`` order. Where scores
        are the points (``higher_is_better``), equal scores share a place
        (two firsts are both 1, the next is 3), unless the rules told them
        apart: a winner never shares with a seat that did not win. Elsewhere
        (the Shithead finishing order) every place is its own."""
        places: list[int] = []
        for i, seat in enumerate(self.ranking):
            before = self.ranking[i - 1] if i else None
            tied = (
                higher_is_better
                and before is not None
                and self.scores[seat] == self.scores[before]
                and (seat in self.winners) == (before in self.winners)
            )
            places.append(places[-1] if tied else i + 1)
        return tuple(places)
