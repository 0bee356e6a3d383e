"""How the core names cards and ranks in the sentences it gives players.

Refusals are sentences for people, made in the core because only the rules
know why a move fails. Cards are written as the table draws them (``10♥``);
a UI that shows letters instead translates the symbols when it draws.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardgames_tui.core.cards import Card

_RANK_WORDS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")


def card_name(card: Card) -> str:
    """``10♥``: rank and suit symbol."""
    return card.symbol_text


def card_list(items: Iterable[Card]) -> str:
    """``7♥, 7♦ and 10♠``."""
    return listed(card_name(card) for card in items)


def listed(words: Iterable[str]) -> str:
    """``Ana, Omar and Lina``: words as a sentence lists them."""
    names = list(words)
    joins = list_joins(len(names))
    return "".join(join + name for join, name in zip(joins, names, strict=True))


def list_joins(count: int) -> list[str]:
    """What goes before each of ``count`` items listed in a sentence:
    nothing, then ``, `` and a last `` and ``; for lists of styled text,
    which `listed` cannot join."""
    if count < 2:
        return [""] * count
    return ["", *[", "] * (count - 2), " and "]


def rank_word(rank_order: int) -> str:
    """The rank as players say it: ``7``, ``10``, ``jack`` ... ``ace``."""
    return "ace" if rank_order == 12 else _RANK_WORDS[rank_order]


def a_rank(rank_order: int) -> str:
    """The rank with its article: ``a 7``, ``an 8``, ``a jack``, ``an ace``."""
    word = rank_word(rank_order)
    article = "an" if word in ("8", "ace") else "a"
    return f"{article} {word}"


def notation_words(notation: str) -> str:
    """An action's notation with its cards written as the table draws them:
    ``play 7H 7D`` becomes ``play 7♥ 7♦`` (for hints and logs)."""
    words = []
    for word in notation.split():
        try:
            words.append(card_name(Card.parse(word)))
        except ValueError:
            words.append(word)
    return " ".join(words)


def move_words(action: object) -> str:
    """A move as a player says it: its own ``words`` where its notation is
    not how a player says it (``end`` is ``end the turn``), else its
    notation in table cards."""
    words = getattr(action, "words", None)
    return words if isinstance(words, str) else notation_words(str(action))
