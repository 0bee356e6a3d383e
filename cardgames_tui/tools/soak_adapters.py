"""The only place the soak reads engine internals: one small adapter per game.

Every invariant in `soak_invariants` asks these adapters for facts the public
API does not give (where every card lies, the chips in the box, the cards hidden
from a seat). When an engine's internals change, only this file follows.
"""

from __future__ import annotations

import random
from typing import Any

from cardgames_tui.core.cards import Card

ALL_CARDS = (1 << 52) - 1
_KINGS = 0b1111 << 44
"""The four Kings (index = rank * 4 + suit, King rank 11)."""


class Adapter:
    """What the soak needs to know about one game's engine."""

    game_id = ""
    """The registry id this adapter reads."""

    def places(self, state: Any) -> list[int]:
        """A card mask per place a card can lie; together they hold the deck."""
        raise NotImplementedError

    def hidden(self, state: Any, seat: int) -> list[tuple[str, int]]:
        """Cards ``seat`` cannot see, as (place, card index); two cards in one
        place may share a place name when their order there is public."""
        raise NotImplementedError

    def swap(self, state: Any, a: int, b: int) -> None:
        """Exchange two cards wherever they lie (the state must be a copy)."""
        raise NotImplementedError

    def passive(self, action: Any) -> bool:
        """Whether an action gives up the turn without playing a card."""
        return False

    def probes(self, state: Any, rng: random.Random) -> list[str]:
        """Notations worth trying as illegal actions in this position."""
        raise NotImplementedError

    def eager(self, legal: list[Any]) -> list[Any]:
        """The actions the ``eager`` driver picks from: any that plays."""
        active = [a for a in legal if not self.passive(a)]
        return active or legal

    def swapped(self, state: Any, seat: int, rng: random.Random) -> Any | None:
        """A copy with two cards hidden from ``seat`` (in different places)
        exchanged, or None when there are no two such cards."""
        cards = self.hidden(state, seat)
        if len(cards) < 2:
            return None
        for _ in range(8):
            (pa, a), (pb, b) = rng.sample(cards, 2)
            if pa != pb:
                other = state.copy()
                self.swap(other, a, b)
                return other
        return None


class _Suffixes:
    """Masks of every suffix of the last stock seen: a stock is a tuple shared
    by every copy of a deal and only its read position moves, so the mask of
    what is left is a look-up instead of 30 shifts after every action."""

    def __init__(self) -> None:
        self.stock: tuple[int, ...] = ()
        self.masks: list[int] = [0]

    def left(self, stock: tuple[int, ...], pos: int) -> int:
        if stock is not self.stock:
            masks = [0] * (len(stock) + 1)
            for i in range(len(stock) - 1, -1, -1):
                masks[i] = masks[i + 1] | 1 << stock[i]
            self.stock, self.masks = stock, masks
        return self.masks[pos]


def _swap_bits(mask: int, a: int, b: int) -> int:
    """``mask`` with the bits of cards a and b exchanged."""
    bit_a, bit_b = mask >> a & 1, mask >> b & 1
    if bit_a == bit_b:
        return mask
    return mask ^ (1 << a | 1 << b)


def _swap_items(items: tuple[int, ...] | list[int], a: int, b: int) -> list[int]:
    return [b if i == a else a if i == b else i for i in items]


def _bits(mask: int) -> list[int]:
    return [i for i in range(52) if mask >> i & 1]


def _stock_and_other_hands(s: Any, seat: int) -> list[tuple[str, int]]:
    """The cards left in the stock and in the hands of the other seats (for
    engines with ``hands`` masks and a ``stock`` tuple read from ``spos``)."""
    found = [("stock", c) for c in s.stock[s.spos :]]
    for other, hand in enumerate(s.hands):
        if other != seat:
            found += [(f"hand{other}", c) for c in _bits(hand)]
    return found


def _swap_in_stock_and_hands(s: Any, a: int, b: int) -> None:
    s.hands = [_swap_bits(h, a, b) for h in s.hands]
    s.stock = tuple(_swap_items(s.stock, a, b))


class ShitheadAdapter(Adapter):
    game_id = "shithead"

    def __init__(self) -> None:
        self._stock = _Suffixes()

    def places(self, s: Any) -> list[int]:
        down = 0
        for i in s.down:
            if i >= 0:
                down |= 1 << i
        stock = self._stock.left(s.stock, s.spos)
        return [*s.hands, *s.up, down, stock, s.pile_mask, s.burned]

    def hidden(self, s: Any, seat: int) -> list[tuple[str, int]]:
        # Every face-down card (one's own too), other hands and the stock.
        found = [(f"down{k}", c) for k, c in enumerate(s.down) if c >= 0]
        return found + _stock_and_other_hands(s, seat)

    def swap(self, s: Any, a: int, b: int) -> None:
        _swap_in_stock_and_hands(s, a, b)
        s.down = _swap_items(s.down, a, b)

    def passive(self, action: Any) -> bool:
        return type(action).__name__ == "Pickup"

    def probes(self, s: Any, rng: random.Random) -> list[str]:
        card = Card.from_index(rng.randrange(52))
        return ["pickup", "ready", "flip 1", f"play {card}", "swap 4C KS"]

    def eager(self, legal: list[Any]) -> list[Any]:
        # Play is compulsory, so "prefer playing" means playing so as not to
        # pick up: the lowest plain rank, as many of it as held, and 2s and
        # 10s only when nothing else fits.
        plays = [a for a in legal if type(a).__name__ == "Play"]
        plain = [p for p in plays if p.rank not in (0, 8)]
        if not plain:
            return plays or legal
        low = min(p.rank for p in plain)
        most = max(len(p.cards) for p in plain if p.rank == low)
        return [p for p in plain if p.rank == low and len(p.cards) == most]

    def held(self, s: Any, seat: int) -> int:
        """Cards ``seat`` still holds (hand, face up, face down)."""
        down = sum(1 for c in s.down[3 * seat : 3 * seat + 3] if c >= 0)
        return int(s.hands[seat].bit_count() + s.up[seat].bit_count() + down)


class TrixAdapter(Adapter):
    game_id = "trix"

    def places(self, s: Any) -> list[int]:
        if s.is_over:
            return [ALL_CARDS]
        return [*s.hands, s.played]

    def hidden(self, s: Any, seat: int) -> list[tuple[str, int]]:
        if s.is_over:
            return []
        # Doubled cards are shown to everyone; the rest of a hand is private.
        shown = s.doublers[0] | s.doublers[1] | s.doublers[2] | s.doublers[3]
        return [
            (f"hand{other}", c)
            for other, hand in enumerate(s.hands)
            if other != seat
            for c in _bits(hand & ~shown)
        ]

    def swap(self, s: Any, a: int, b: int) -> None:
        s.hands = [_swap_bits(h, a, b) for h in s.hands]

    def passive(self, action: Any) -> bool:
        return type(action).__name__ == "Pass"

    def probes(self, s: Any, rng: random.Random) -> list[str]:
        card = Card.from_index(rng.randrange(52))
        return ["pass", "choose trix", "double none", "double QS", f"play {card}"]

    def symmetric_queen(self, s: Any) -> bool:
        """Whether the symmetric-queen variant is in force."""
        return bool(s.symmetric)


class KingsAdapter(Adapter):
    game_id = "kings-corner"
    total_chips = 80

    def __init__(self) -> None:
        self._stock = _Suffixes()
        self._piles: dict[int, tuple[tuple[int, ...], int]] = {}

    def places(self, s: Any) -> list[int]:
        places = [*s.hands, self._stock.left(s.stock, s.spos)]
        # A pile is a tuple, rebuilt when it changes: most piles are the very
        # tuples of the last action, so their masks are remembered by identity.
        cache = self._piles
        if len(cache) > 4096:
            cache.clear()
        for pile in s.piles:
            hit = cache.get(id(pile))
            if hit is None or hit[0] is not pile:
                mask = 0
                for i in pile:
                    mask |= 1 << i
                hit = cache[id(pile)] = (pile, mask)
            places.append(hit[1])
        return places

    def hidden(self, s: Any, seat: int) -> list[tuple[str, int]]:
        return _stock_and_other_hands(s, seat)

    def swap(self, s: Any, a: int, b: int) -> None:
        _swap_in_stock_and_hands(s, a, b)

    def passive(self, action: Any) -> bool:
        return type(action).__name__ == "EndTurn"

    def probes(self, s: Any, rng: random.Random) -> list[str]:
        card = Card.from_index(rng.randrange(52))
        space = rng.choice(("N", "E", "S", "W", "NE", "SE", "SW", "NW"))
        return ["end", f"play {card} on {space}", "move W to E", "move N to NE"]

    def debts(self, s: Any) -> bool:
        """Whether the chip-debts variant is in force."""
        return bool(s.debts)

    def chips(self, s: Any) -> tuple[list[int], int, int]:
        """Each seat's chips, the pot and the box, for this hand."""
        return list(s.chips), int(s.pot), int(s.box)

    def hands(self, s: Any) -> list[int]:
        """Each seat's hand as a card mask."""
        return list(s.hands)

    def kings_in(self, hand: int) -> int:
        """How many Kings a hand mask holds."""
        return int((hand & _KINGS).bit_count())


ADAPTERS: dict[str, Adapter] = {
    a.game_id: a for a in (ShitheadAdapter(), TrixAdapter(), KingsAdapter())
}
"""The adapter of each game, by registry id."""
