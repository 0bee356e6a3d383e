"""Set up a Kings in the Corner position in one line, for tests and demos."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from cardgames_tui.core.cards import CARDS, Card, cards
from cardgames_tui.core.errors import InvalidSetupError
from cardgames_tui.games.kings_corner.actions import SPACES
from cardgames_tui.games.kings_corner.state import CHIPS, KingsState


def stacked_deck(
    players: int, *, hands: Sequence[str] = (), tabbed: str = "", stock: str = ""
) -> list[Card]:
    """A first deal with these hands, tabbed cards (N E S W) and stock top."""
    n = players
    slots: list[Card | None] = [None] * 52
    for seat, text in enumerate(hands):
        for i, card in enumerate(cards(text)):
            slots[7 * seat + i] = card
    for i, card in enumerate(cards(tabbed)):
        slots[7 * n + i] = card
    for i, card in enumerate(cards(stock)):
        slots[7 * n + 4 + i] = card
    used = [c for c in slots if c is not None]
    if len(set(used)) != len(used):
        raise InvalidSetupError("a card is named twice")
    rest = iter(c for c in CARDS if c not in set(used))
    return [c if c is not None else next(rest) for c in slots]


def position(
    players: int,
    *,
    hands: Sequence[str],
    piles: Mapping[str, str] | None = None,
    stock: str = "",
    rest: int | None = None,
    current: int = 0,
    chips: Sequence[int] | None = None,
    pot: int | None = None,
    points: Sequence[int] | None = None,
    lenient_table: bool = False,
    options: Mapping[str, bool] | None = None,
) -> KingsState:
    """A hand in progress, at the start of ``current``'s turn. ``piles`` are
    bottom first, by space name. Cards named nowhere go to the bottom of the
    stock, or into seat ``rest``'s hand. Chips default to the share less the
    ante, the pot to the antes."""
    chosen = {"lenient_table": lenient_table, **(options or {})}
    s = KingsState.deal(players, random.Random(0), None, chosen)
    s.hands = [
        sum(1 << c.index for c in cards(hands[k] if k < len(hands) else ""))
        for k in range(players)
    ]
    s.piles = [
        tuple(c.index for c in cards((piles or {}).get(name, ""))) for name in SPACES
    ]
    named = [c.index for c in cards(stock)]
    placed = named + [i for pile in s.piles for i in pile]
    placed += [i for i in range(52) for h in s.hands if h >> i & 1]
    if len(set(placed)) != len(placed):
        raise InvalidSetupError("a card is placed twice in this position")
    left = [i for i in range(52) if i not in set(placed)]
    if rest is None:
        named += left
    else:
        for i in left:
            s.hands[rest] |= 1 << i
    s.stock = tuple(named)
    s.spos = 0
    share = CHIPS // players
    s.chips = list(chips) if chips is not None else [share - 1] * players
    s.pot = pot if pot is not None else players
    s.box = CHIPS - share * players
    s.points = list(points) if points is not None else [0] * players
    s.current = current
    s.dealer = (current - 1) % players
    return s
