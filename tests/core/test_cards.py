from __future__ import annotations

import random

import pytest

from cardgames_tui.core import CARDS, Card, Rank, Suit, cards, standard_deck
from cardgames_tui.core.cards import cards_of_mask, mask_of
from cardgames_tui.core.deck import checked_deck, shuffled_deck
from cardgames_tui.core.errors import InvalidSetupError


@pytest.mark.parametrize("text", ["10H", "TH", "th", "10♥", "t♥", " 10h ", "10♡"])
def test_every_spelling_of_the_ten_of_hearts_reads_the_same(text: str) -> None:
    assert Card.parse(text) == Card(Rank.TEN, Suit.HEARTS)


def test_canonical_notation_prints_ten_as_two_digits() -> None:
    assert [str(c) for c in cards("10h qs 2c ad")] == ["10H", "QS", "2C", "AD"]


@pytest.mark.parametrize("text", ["", "H", "1H", "11S", "10X", "QQ", "JOKER"])
def test_malformed_cards_are_refused_with_a_message(text: str) -> None:
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(text)


def test_cards_are_interned_so_parsing_gives_the_same_object() -> None:
    assert Card.parse("7D") is CARDS[Card.parse("7D").index]


def test_index_is_rank_major_and_suit_minor() -> None:
    assert Card.parse("2S").index == 0
    assert Card.parse("2C").index == 3
    assert Card.parse("AC").index == 51


def test_masks_round_trip() -> None:
    chosen = cards("7H 2S AC")
    assert cards_of_mask(mask_of(chosen)) == tuple(sorted(chosen))


def test_red_and_black() -> None:
    assert Card.parse("QH").is_red and Card.parse("3D").is_red
    assert not Card.parse("QS").is_red and not Card.parse("3C").is_red


def test_standard_deck_has_52_distinct_cards() -> None:
    assert len(set(standard_deck())) == 52


def test_shuffling_depends_only_on_the_injected_rng() -> None:
    assert shuffled_deck(random.Random(7)) == shuffled_deck(random.Random(7))
    assert shuffled_deck(random.Random(7)) != shuffled_deck(random.Random(8))


def test_a_stacked_deck_must_hold_each_card_once() -> None:
    deck = [str(c) for c in CARDS]
    assert len(checked_deck(deck)) == 52
    with pytest.raises(InvalidSetupError, match="52 cards"):
        checked_deck(deck[:51])
    with pytest.raises(InvalidSetupError, match="repeats 2S"):
        checked_deck([*deck[:51], "2S"])
