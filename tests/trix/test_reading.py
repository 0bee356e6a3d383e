"""What the normal Trix bot's play reveals (`games.trix.reading`): true at a
table of normal bots, read no further for a seat that plays otherwise, and
kept by the hard bot's samples."""

from __future__ import annotations

import random

from cardgames_tui.bots.levels import make_bot
from cardgames_tui.core import Card, GameSession
from cardgames_tui.games.trix import GAME as TRIX
from cardgames_tui.games.trix.phases import Phase
from cardgames_tui.games.trix.reading import (
    agrees,
    determinize_reading,
    lacked,
    lead_suit,
    leads_agree,
    played_by,
    read,
    revealed,
)
from cardgames_tui.games.trix.view import TrixView


def _mask(*names: str) -> int:
    return sum(1 << Card.parse(n).index for n in names)


def _i(name: str) -> int:
    return Card.parse(name).index


def _complex_views(seeds: range) -> list[tuple[TrixView, list[int]]]:
    """Every Complex trick position of games of four normal bots, with the
    real hands."""
    bot = make_bot(TRIX, "normal")
    found = []
    for seed in seeds:
        session = GameSession.new(TRIX, seed=seed)
        rng = random.Random(seed)
        while not session.is_over:
            view = session.observe(session.current_player)
            if view.phase is Phase.TRICKS:
                found.append((view, list(session.state.hands)))
            session.play(bot.choose(view, rng))
    return found


def test_what_normal_play_reveals_is_true() -> None:
    """At a table of normal bots no seat is read as lacking a card it holds,
    its leads, its doubling and its owner's choice agree with its real hand,
    and the reading does tell something (several cards a position)."""
    told = 0
    views = _complex_views(range(4))
    for view, hands in views:
        lacks = revealed(view)
        assert not any(lacks[s] & hands[s] for s in range(4))
        assert agrees(view, hands, played_by(view))
        assert leads_agree(view, hands, read(view).read)
        assert read(view).read == tuple(s != view.seat for s in range(4))
        told += sum(m.bit_count() for m in lacks)
    assert told > 5 * len(views)


def test_a_discard_shows_no_costlier_card() -> None:
    """Void in spades, the normal bot sheds its costliest card: after 5♦ on a
    spade it holds no higher diamond, no queen and not the K♥; lower
    diamonds and plain cards tell nothing."""
    lacks = lacked(((0, _i("3S")),), _i("5D"))
    assert lacks & _mask("6D", "AD", "QS", "QH", "QD", "QC", "KH") == _mask(
        "6D", "AD", "QS", "QH", "QD", "QC", "KH"
    )
    assert not lacks & _mask("4D", "2D", "AS", "AC", "KS", "JH")


def test_a_duck_and_a_forced_follow() -> None:
    """Ducking J♠ with 7♠ shows no 8♠, 9♠ or 10♠ (it ducks with its
    highest); taking it third with K♠ shows no spade below the J♠, but not
    that it lacks the A♠ or the Q♠: it follows with its cheapest card, and
    the queen costs more than the king."""
    duck = lacked(((0, _i("JS")),), _i("7S"))
    assert duck == _mask("8S", "9S", "TS")
    forced = lacked(((0, _i("JS")), (1, _i("4H"))), _i("KS"))
    assert forced & _mask("2S", "9S", "TS") == _mask("2S", "9S", "TS")
    assert not forced & _mask("AS", "QS", "KH", "2H")


def test_the_normal_bot_leads_from_its_shortest_safe_suit() -> None:
    """One club beats two spades; with only the Q♣ (costly to win a trick
    with) clubs are not safe, and of two suits of two, diamonds go before
    spades (by letter, as the bot breaks ties)."""
    spread = _mask("2S", "3S", "4H", "5H", "6H", "8D", "9D")
    assert lead_suit(spread | _mask("7C")) == Card.parse("7C").suit.order
    assert lead_suit(spread | _mask("QC")) == Card.parse("8D").suit.order


def test_a_seat_that_plays_otherwise_is_read_no_further() -> None:
    """A seat that discarded 5♦ on spades and then leads the K♥ is not the
    normal bot: nothing is read of it, while the others still are."""
    view = next(v for v, _ in _complex_views(range(1)) if v.phase is Phase.TRICKS)
    seat = view.seat
    assert seat is not None
    other, third = (seat + 1) % 4, (seat + 2) % 4
    trick = (
        (seat, _i("3S")),
        (other, _i("5D")),
        (third, _i("7S")),
        ((seat + 3) % 4, _i("2S")),
    )
    honest = view._replace(
        past_tricks=(trick,),
        trick_cards=(),
        played_mask=_mask("3S", "5D", "7S", "2S"),
        doubler_masks=(0, 0, 0, 0),
    )
    assert revealed(honest)[other] & _mask("KH")
    assert revealed(honest)[third]
    misread = honest._replace(trick_cards=((other, _i("KH")),))
    assert revealed(misread)[other] == 0
    assert revealed(misread)[third] == revealed(honest)[third]
    assert revealed(honest)[seat] == 0  # the viewer's own hand is known


def test_a_seat_that_doubled_otherwise_is_read_no_further() -> None:
    """A seat that left its Q♠ undoubled and then played it with three low
    spades would have doubled it as the normal bot: it is not read, and a
    sample still keeps what the others showed."""
    view = next(v for v, _ in _complex_views(range(1)) if v.phase is Phase.TRICKS)
    seat = view.seat
    assert seat is not None
    other, third = (seat + 1) % 4, (seat + 2) % 4
    # The seat after the viewer leads every trick; the next one, void in
    # spades, sheds its diamonds costliest first, as the normal bot does.
    plays = (
        ("2S", "5D", "3C", "4C"),
        ("3S", "4D", "6C", "5C"),
        ("4S", "3D", "7C", "8C"),
        ("QS", "2D", "9C", "TC"),
    )
    tricks = tuple(
        tuple(((seat + 1 + k) % 4, _i(card)) for k, card in enumerate(trick))
        for trick in plays
    )
    played = sum(1 << card for trick in tricks for _, card in trick)
    honest = view._replace(
        past_tricks=tricks,
        trick_cards=(),
        played_mask=played,
        doubler_masks=(0, 0, 0, 0),
        owner=seat,
        current_player=seat,
    )
    reading = read(honest)
    assert not reading.read[other] and reading.read[third]
    assert reading.lacks[third] & _mask("KH")  # it threw 5♦ on a spade


def test_samples_keep_the_reading() -> None:
    """The hard bot's samples show its seat the same view and, at least
    nine times in ten, hold what the reading says each seat lacks with
    every doubling and choice as the normal bot would make them; most also
    agree with every lead."""
    rng = random.Random(3)
    kept = led = total = 0
    for view, _ in _complex_views(range(2))[::3]:
        lacks = revealed(view)
        sample = determinize_reading(view, rng)
        assert TRIX.observe(sample, view.seat) == view
        total += 1
        kept += agrees(view, sample.hands, played_by(view)) and not any(
            sample.hands[s] & lacks[s] for s in range(4)
        )
        led += leads_agree(view, sample.hands, read(view).read)
    assert kept >= 0.9 * total
    assert led >= 0.6 * total
