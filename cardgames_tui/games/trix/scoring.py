"""Complex scoring of one trick, exactly as section 5 of the rules page."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames_tui.games.trix.actions import KING_OF_HEARTS

TRICK = 15
DIAMOND = 10
KING_VALUE = 75
QUEEN_VALUE = 25
QUEEN_RANK = 10
DIAMOND_SUIT = 2
TRIX_PRIZES = (200, 150, 100, 50)


def undoubled_value(card: int) -> int:
    """What the K♥ (75) or a queen (25) costs its taker undoubled, by card
    index: doubled, the taker loses twice this, and whoever caused it (the
    holder, or the leader who forced it on the holder) gains it."""
    return KING_VALUE if card == KING_OF_HEARTS else QUEEN_VALUE


def score_trick(
    trick: Sequence[tuple[int, int]],
    winner: int,
    doubled: int,
    symmetric_queen: bool = False,
) -> list[int]:
    """Deltas by seat for a trick of (seat, card index) pairs, leader first."""
    delta = [0, 0, 0, 0]
    leader = trick[0][0]
    delta[winner] -= TRICK
    for holder, card in trick:
        if card & 3 == DIAMOND_SUIT:
            delta[winner] -= DIAMOND
        is_king = card == KING_OF_HEARTS
        if not is_king and card >> 2 != QUEEN_RANK:
            continue
        base = undoubled_value(card)
        if not doubled >> card & 1:
            delta[winner] -= base
        elif winner != holder:
            delta[winner] -= 2 * base
            delta[holder] += base
        elif leader != holder:
            delta[winner] -= 2 * base
            delta[leader] += base
        elif is_king or symmetric_queen:
            delta[winner] -= base
        else:
            delta[winner] -= 2 * base  # seed rule 21: the self-led doubled queen
    return delta


def taker_costs(
    trick: Sequence[tuple[int, int]],
    winner: int,
    doubled: int,
    symmetric_queen: bool = False,
) -> tuple[int, int, tuple[tuple[int, int], ...]]:
    """What the trick costs its taker, item by item, as `score_trick` counts
    it: the trick's own 15, 10 for each diamond, and each K♥ or queen with
    its cost (doubled or not), as ``(trick, diamonds, ((card, cost), ...))``.
    For the log's breakdown ("-55: 15 for the trick, 40 for 4 diamonds");
    a test holds the sum to `score_trick` (the scorer itself stays lean)."""
    leader = trick[0][0]
    diamonds = 0
    cards = []
    for holder, card in trick:
        if card & 3 == DIAMOND_SUIT:
            diamonds += DIAMOND
        is_king = card == KING_OF_HEARTS
        if not is_king and card >> 2 != QUEEN_RANK:
            continue
        base = undoubled_value(card)
        twice = doubled >> card & 1 and (
            winner != holder or leader != holder or not (is_king or symmetric_queen)
        )
        cards.append((card, 2 * base if twice else base))
    return TRICK, diamonds, tuple(cards)
