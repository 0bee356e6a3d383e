"""What cards a sentence names (a bot's reason is read only if it names
none the reader has not seen)."""

from __future__ import annotations

from cardgames_tui.core.cards import Card, Rank, cards
from cardgames_tui.core.named_cards import named_in, names_only_seen


def test_a_card_with_its_suit_is_named_in_symbols_or_letters() -> None:
    named = named_in("ducks under 9♥, then QS and 10♦")
    assert named.cards == frozenset(cards("9H QS 10D"))
    assert not named.ranks


def test_a_rank_alone_is_named_in_figures_or_words() -> None:
    assert named_in("keep the 10 for later").ranks == {Rank.TEN}
    assert named_in("four 7s burn the pile").ranks == {Rank.SEVEN}
    assert named_in("keeps a jack back").ranks == {Rank.JACK}
    assert named_in("two queens and the K").ranks == {Rank.QUEEN, Rank.KING}
    assert named_in("twos are wild; so are tens").ranks == {Rank.TWO, Rank.TEN}


def test_figures_and_articles_are_not_cards() -> None:
    for text in (
        "best over 8 sampled deals: takes the pot in about 45% of them",
        "ends the deal 5 points ahead of the others' average",
        "A careless move",
        "two of them wait 0.5 s",
        "the lowest card of the shortest suit",
    ):
        assert named_in(text) == (frozenset(), frozenset()), text


def test_a_reason_is_readable_only_if_it_names_cards_seen() -> None:
    seen = cards("9H 10S")
    played = [Card.parse("10S")]
    assert names_only_seen("ducks under 9♥", seen, played)
    assert not names_only_seen("keeps the K♥ for later", seen, played)
    assert names_only_seen("the 10 burns the pile", seen, played)
    assert not names_only_seen("keeps a jack back", seen, played)
