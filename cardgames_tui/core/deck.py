"""Shuffling and checking decks. The only randomness is an injected RNG."""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardgames_tui.core.cards import CARDS, Card
from cardgames_tui.core.errors import InvalidSetupError


def shuffled_deck(rng: random.Random) -> list[Card]:
    """A fresh 52-card deck in an order drawn from ``rng``."""
    deck = list(CARDS)
    rng.shuffle(deck)
    return deck


def checked_deck(deck: Sequence[Card | str]) -> tuple[Card, ...]:
    """A stacked deck as cards, or InvalidSetupError if it is not 52 distinct."""
    parsed = tuple(
        item if isinstance(item, Card) else Card.parse(item) for item in deck
    )
    if len(parsed) != 52:
        raise InvalidSetupError(
            f"a stacked deck needs 52 cards, this one has {len(parsed)}"
        )
    duplicates = sorted({str(c) for c in parsed if parsed.count(c) > 1})
    if duplicates:
        raise InvalidSetupError(f"the stacked deck repeats {', '.join(duplicates)}")
    return parsed


def new_seed() -> int:
    """A seed for a game the caller did not seed (kept, so it can be replayed)."""
    return random.SystemRandom().randrange(2**32)
