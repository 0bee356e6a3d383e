"""The names of Trix's phases and events (rules page, sections 1-5)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where the deal stands."""

    CHOOSING = "choose"
    """The kingdom's owner chooses Trix or Complex."""
    DOUBLING = "double"
    """Complex: K♥ and queens may be doubled, from the owner on."""
    LAYOUT = "trix"
    """A Trix deal: the layout grows from the jacks."""
    TRICKS = "complex"
    """A Complex deal: thirteen tricks."""
    OVER = "over"
    """All eight deals are scored."""


SEVEN_DEALT = "dealt-7H"
"""A first deal's event target: its owner holds the 7♥ (a position built
for a lesson or a test may name another owner)."""


class EventKind(StrEnum):
    """Every event a Trix session reports."""

    DEAL = "deal"
    """A deal began (seat: the kingdom's owner; amount: deal number; target:
    `SEVEN_DEALT` when the owner was dealt the 7♥, the first kingdom's sign)."""
    CONTRACT = "contract"
    """The contract of the deal (target: ``trix`` or ``complex``)."""
    DOUBLE = "double"
    """A seat doubled cards (cards: which), or, private to that seat, did
    not double (no cards)."""
    PLAY = "play"
    """A card was played."""
    PASS = "pass"
    """A seat passed in the layout (no card fitted)."""
    OUT = "out"
    """Trix: a seat played its last card (amount: place)."""
    TRICK = "trick"
    """Complex: a trick was taken (seat: taker; amount: the taker's points)."""
    BONUS = "bonus"
    """Complex: a doubler gained points from a trick (amount)."""
    DEAL_SCORED = "deal-scored"
    """A deal ended (amount: deal number); score events follow."""
    SCORE = "score"
    """A seat's result for the deal (amount)."""
    GAME_OVER = "game-over"
    """The eighth deal is scored (amount: the best total)."""
