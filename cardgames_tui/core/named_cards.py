"""The cards a sentence names, so a screen can tell whether it gives away a
hidden one.

A bot's reason speaks of its own hand ("keep the 10 for a big pile"). At a
table where the hands are hidden, a reason may be read only if every card it
names is one the reader has seen: a card written with its suit (``9♥``) must
be among the cards seen; a rank named alone (``the 10``, ``a jack``) must be
the rank of a card in the move itself, shown as it was played. Anything a
sentence could mean as a card counts as one: when in doubt, it is hidden.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import NamedTuple

from cardgames_tui.core.cards import Card, Rank

_SUITS = "♠♥♦♣"
_CARD = re.compile(rf"(?<![\w])(10|[2-9JQKAT])([{_SUITS}SHDC])(?![\w])")
"""A card with its suit: ``10♥``, ``Q♠``, or in letters ``QS``."""
_DIGIT_RANK = re.compile(
    r"(?<![\w%+\-])(?<!\d[.,])(10|[2-9])(s|'s)?(?![\w%]|[.,]\d)"
    r"(?!\s*(?:%|sampled|deal|point|card|chip|trick|move|game|time|player|seat"
    r"|of\b))"
)
"""A rank written as a number, alone or plural (``the 10``, ``two 7s``), and
not a figure (``45%``, ``8 sampled deals``, ``+5 points``)."""
_WORD_RANK = re.compile(
    r"\b(jack|queen|king|ace|ten|two)(s)?\b|\b([JQK])(s)?\b", re.IGNORECASE
)
"""A rank in words (``a jack``, ``aces``, ``the tens``, ``twos``) or a bare
court letter (``the K``)."""
_WORD_RANKS = {
    "jack": Rank.JACK,
    "queen": Rank.QUEEN,
    "king": Rank.KING,
    "ace": Rank.ACE,
    "ten": Rank.TEN,
    "two": Rank.TWO,
    "j": Rank.JACK,
    "q": Rank.QUEEN,
    "k": Rank.KING,
}


class Named(NamedTuple):
    """What a sentence names."""

    cards: frozenset[Card]
    """Cards written with their suit."""
    ranks: frozenset[Rank]
    """Ranks named without a suit."""


def named_in(text: str) -> Named:
    """The cards and bare ranks ``text`` names. "two" counts as a rank only
    in the plural ("twos"): "two queens" is a count."""
    found = {Card.parse(m.group(0)) for m in _CARD.finditer(text)}
    rest = _CARD.sub(" ", text)
    ranks = {Rank(m.group(1)) for m in _DIGIT_RANK.finditer(rest)}
    for match in _WORD_RANK.finditer(rest):
        word = (match.group(1) or match.group(3)).lower()
        plural = match.group(2) or match.group(4)
        if word == "two" and not plural:
            continue
        if len(word) == 1 and not match.group(3).isupper():
            continue  # "a j" is no card; only a capital letter is
        ranks.add(_WORD_RANKS[word])
    return Named(frozenset(found), frozenset(ranks))


def names_only_seen(text: str, seen: Collection[Card], shown: Collection[Card]) -> bool:
    """Whether every card ``text`` names is one its reader has seen:
    cards with a suit among ``seen``, ranks alone among the ranks of
    ``shown`` (the cards of the move being explained)."""
    named = named_in(text)
    if not named.cards <= frozenset(seen):
        return False
    shown_ranks = {card.rank for card in shown}
    return named.ranks <= shown_ranks
