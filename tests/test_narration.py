"""Every event of every game has a sentence, and names the rules it shows."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from cardgames_tui.core import Card, all_games, find_game
from cardgames_tui.core.events import Event
from cardgames_tui.core.narration import Told, tell_all
from cardgames_tui.games.kings_corner.phases import EventKind as KingsKind
from cardgames_tui.games.shithead.phases import EventKind as ShitheadKind
from cardgames_tui.games.trix.phases import EventKind as TrixKind
from cardgames_tui.tools.demo_script import rules_told
from tests.trix.helpers import session_at

NAMES = ["Ana", "Omar", "Lina", "Sami"]


def c(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(word) for word in text.split())


# One event of each kind, with the fields its engine fills in.
SAMPLES: dict[str, dict[str, Event]] = {
    "shithead": {
        ShitheadKind.SWAP: Event("swap", 0, c("10S 4H")),
        ShitheadKind.READY: Event("ready", 0),
        ShitheadKind.STARTER: Event("starter", 1, target="3"),
        ShitheadKind.PLAY: Event("play", 1, c("7H 7D"), target="hand"),
        ShitheadKind.FLIP: Event("flip", 2, c("5C"), target="failed"),
        ShitheadKind.BURN: Event("burn", 2, amount=14, target="ten"),
        ShitheadKind.DRAW: Event("draw", 1, amount=2),
        ShitheadKind.DREW: Event("drew", 1, c("2C 9D"), 2, private_to=1),
        ShitheadKind.PICKUP: Event("pickup", 3, c("8S 9S"), 2),
        ShitheadKind.OUT: Event("out", 0, amount=1),
        ShitheadKind.SHITHEAD: Event("shithead", 3),
    },
    "trix": {
        TrixKind.DEAL: Event("deal", 0, amount=1),
        TrixKind.CONTRACT: Event("contract", 0, target="complex"),
        TrixKind.DOUBLE: Event("double", 3, c("KH")),
        TrixKind.PLAY: Event("play", 0, c("5C")),
        TrixKind.PASS: Event("pass", 1),
        TrixKind.OUT: Event("out", 2, amount=1),
        TrixKind.TRICK: Event("trick", 0, c("5C 9C 2C KH"), -165),
        TrixKind.BONUS: Event("bonus", 3, amount=75),
        TrixKind.DEAL_SCORED: Event("deal-scored", 0, amount=1),
        TrixKind.SCORE: Event("score", 2, amount=-90),
        TrixKind.GAME_OVER: Event("game-over", amount=410),
    },
    "kings-corner": {
        KingsKind.HAND: Event("hand", 3, c("8S 4D JC KH"), 1),
        KingsKind.ANTE: Event("ante", amount=4),
        KingsKind.PLAY: Event("play", 0, c("7H"), target="N"),
        KingsKind.MOVE: Event("move", 0, c("3S"), 2, "W-S"),
        KingsKind.FINE: Event("fine", 1, amount=1, target="no-play"),
        KingsKind.DRAW: Event("draw", 1, amount=1),
        KingsKind.DREW: Event("drew", 1, c("9C"), 1, private_to=1),
        KingsKind.DRAWN_KING: Event("drawn-king", 2, c("KS"), target="NE"),
        KingsKind.OUT: Event("out", 0),
        KingsKind.BLOCKED: Event("blocked", 2),
        KingsKind.CARRIED: Event("carried", amount=7),
        KingsKind.PAY: Event("pay", 1, amount=5),
        KingsKind.POT: Event("pot", 0, amount=9),
        KingsKind.GAME_WON: Event("game-won", 0, amount=103),
    },
}
KINDS = {"shithead": ShitheadKind, "trix": TrixKind, "kings-corner": KingsKind}


TOLD_ELSEWHERE = {("trix", TrixKind.BONUS)}
"""Kinds whose news another event's line gives: a doubled card's gain is
in the line of the trick that took it (its own line came after, and left
the trick's "... and gains" trailing)."""


@pytest.mark.parametrize("game_id", [game.id for game in all_games()])
def test_every_event_kind_has_a_sentence(game_id: str) -> None:
    game = find_game(game_id)
    samples = SAMPLES[game_id]
    assert set(samples) == set(KINDS[game_id]), "a new event kind needs a sample"
    narrator = game.narrator(NAMES)
    known = {rule.id for rule in game.rulebook}
    for kind, event in samples.items():
        told = narrator.tell(event)
        if (game_id, kind) in TOLD_ELSEWHERE:
            assert told.line is None, f"{kind} is told twice"
            continue
        assert told.line, f"{kind} has no sentence"
        assert set(told.rules) <= known, f"{kind} names a rule the game lacks"


@pytest.mark.parametrize("game_id", [game.id for game in all_games()])
def test_a_kind_the_narrator_does_not_know_is_an_error(game_id: str) -> None:
    with pytest.raises(ValueError, match="no sentence"):
        find_game(game_id).narrator(NAMES).tell(Event("teleport", 0))


@pytest.mark.parametrize("game_id", [game.id for game in all_games()])
def test_bot_games_show_only_rules_of_the_rulebook(game_id: str) -> None:
    game = find_game(game_id)
    known = {rule.id for rule in game.rulebook}
    shown: set[str] = set()
    for seed in range(1, 4):
        shown |= set(rules_told(game, game.default_players, seed, 3000).first_shown)
    assert shown <= known
    keys = {rule.id for rule in game.rulebook if rule.key}
    assert keys <= shown, f"key rules never shown: {sorted(keys - shown)}"


def told(game_id: str, events: Sequence[Event]) -> list[Told]:
    return list(tell_all(find_game(game_id).narrator(NAMES), events))


def test_the_ten_burn_names_the_rule_and_who_plays_again() -> None:
    lines = told(
        "shithead",
        [
            Event("play", 0, c("9H"), target="hand"),
            Event("play", 1, c("10S"), target="hand"),
            Event("burn", 1, amount=2, target="ten"),
        ],
    )
    assert lines[1].line == "Omar played 10♠ on 9♥"
    assert lines[2] == Told(
        "The 10 burns the pile: 2 cards leave the game, and Omar plays again",
        ("ten-burns",),
    )


def test_four_of_a_kind_across_turns_is_told_as_such() -> None:
    lines = told(
        "shithead",
        [
            Event("play", 0, c("7H 7D"), target="hand"),
            Event("play", 1, c("7S 7C"), target="hand"),
            Event("burn", 1, amount=4, target="four"),
        ],
    )
    assert lines[1].rules == ("set", "equal-or-higher")
    assert lines[2].line == (
        "Four 7s across turns burn the pile: 4 cards leave the game,"
        " and Omar plays again"
    )


def test_a_smuggled_doubled_king_says_what_it_will_cost() -> None:
    lines = told(
        "trix",
        [
            Event("contract", 0, target="complex"),
            Event("double", 1, c("KH")),
            Event("play", 0, c("4C")),
            Event("play", 1, c("KH")),
        ],
    )
    assert lines[-1] == Told(
        "Omar could not follow clubs, so they threw K♥: whoever takes this trick"
        " pays 75, doubled to 150",
        ("smuggle",),
    )


# Seats of the Trix helpers: S=0, E=1, N=2, W=3.
DOUBLING_CASES = [
    # The doubled K♥ taken by another player: the holder gains.
    ({"S": "4C 2D", "E": "10C 3D", "N": "JC 4D", "W": "KH 5D"}, "S",
     ("play 4C", "play 10C", "play JC", "play KH"), "doubled-taken-by-other",
     "Sami doubled K♥ and gains 75"),
    # The holder had to play it on another's lead and took it: the leader gains.
    ({"N": "5H 2C", "W": "KH 3C", "S": "3H 4C", "E": "9H 5C"}, "N",
     ("play 5H", "play KH", "play 3H", "play 9H"), "doubled-forced-on-own",
     "Sami took the doubled K♥ back on Lina's lead: Lina gains 75"),
    # The holder led it and took it: nobody gains.
    ({"W": "KH 3C", "S": "3H 4C", "E": "9H 5C", "N": "5H 2C"}, "W",
     ("play KH", "play 3H", "play 9H", "play 5H"), "doubled-led-by-holder",
     "Sami led the doubled K♥ and took it: nobody gains"),
]  # fmt: skip


@pytest.mark.parametrize(("hands", "lead", "moves", "rule", "words"), DOUBLING_CASES)
def test_each_doubling_case_is_named(
    hands: dict[str, str], lead: str, moves: tuple[str, ...], rule: str, words: str
) -> None:
    session = session_at(hands, contract="complex", to_play=lead, doubled={"W": "KH"})
    primer = [Event("contract", 0, target="complex"), Event("double", 3, c("KH"))]
    for move in moves:
        session.play(move)
    lines = told("trix", [*primer, *session.events])
    trick = next(t for t in lines if t.line and " the trick " in t.line)
    assert rule in trick.rules
    assert trick.line is not None and trick.line.endswith(words)


def test_a_burn_with_the_last_card_does_not_promise_another_play() -> None:
    lines = told(
        "shithead",
        [
            Event("play", 2, c("10S"), target="face-down"),
            Event("burn", 2, amount=1, target="ten"),
            Event("out", 2, amount=1),
        ],
    )
    assert lines[1].line == "The 10 burns the pile: 1 card leaves the game"


def test_a_failed_blind_card_goes_into_the_hand_with_the_pile() -> None:
    lines = told(
        "shithead",
        [
            Event("play", 0, c("9H"), target="hand"),
            Event("flip", 1, c("5C"), target="failed"),
            Event("pickup", 1, c("9H 5C"), 2),
        ],
    )
    assert [t.line for t in lines[1:]] == [
        "Omar turned over 5♣ blind: it does not fit",
        "Omar took 5♣ and the pile into their hand: 2 cards",
    ]
    assert "failed-blind" in lines[2].rules


def test_you_are_you_inside_a_sentence() -> None:
    narrator = find_game("shithead").narrator(["You", "Omar"])
    lines = tell_all(narrator, [Event("burn", 0, amount=3, target="four")])
    assert lines[0].line is not None
    assert lines[0].line.endswith("3 cards leave the game, and you play again")


def test_the_end_of_a_trix_session_names_the_winner() -> None:
    lines = told(
        "trix",
        [
            Event("score", 0, amount=-200),
            Event("score", 1, amount=300),
            Event("score", 2, amount=100),
            Event("score", 3, amount=-200),
            Event("game-over", amount=300),
        ],
    )
    assert lines[-1].line == "The session is over: Omar wins with 300 points"


def test_a_trix_session_level_at_the_top_is_a_shared_win() -> None:
    scores = (300, 300, -100, -200)
    events = [Event("score", seat, amount=amount) for seat, amount in enumerate(scores)]
    lines = told("trix", [*events, Event("game-over", amount=300)])
    said = lines[-1].line
    assert said is not None and said.endswith("share the win with 300 points"), said


def test_four_of_a_kind_names_the_rank_as_players_say_it() -> None:
    lines = told(
        "shithead",
        [
            Event("play", 0, c("JH JD JS JC"), target="hand"),
            Event("burn", 0, amount=4, target="four"),
        ],
    )
    assert lines[1].line is not None and lines[1].line.startswith("Four jacks burn")


def test_a_doubling_says_what_the_taker_loses_and_the_holder_gains() -> None:
    """It said "whoever takes it pays double, and its holder gains", and
    stopped there."""
    lines = told(
        "trix",
        [Event("double", 3, c("QS")), Event("double", 0, c("KH QD"))],
    )
    assert lines[0].line == (
        "Sami doubled Q♠: whoever else takes it loses 50 instead of 25, and Sami gains"
        " 25; if Sami takes it on another's lead, the leader gains 25"
    )
    assert lines[1].line == (
        "Ana doubled K♥ and Q♦: whoever else takes one loses twice its value, and Ana"
        " gains that value (75 for the K♥, 25 for a queen); if Ana takes one on"
        " another's lead, the leader gains that value"
    )


def test_your_own_no_double_is_told_to_you() -> None:
    narrator = find_game("trix").narrator(["You", "Omar", "Lina", "Sami"])
    lines = tell_all(narrator, [Event("double", 0, (), private_to=0)])
    assert lines[0].line == "You do not double"


def test_a_swap_says_which_card_came_into_the_hand() -> None:
    lines = told("shithead", [Event("swap", 1, c("QS 7D"))])
    assert lines[0].line == "Omar swapped Q♠ face up for 7♦"


def test_what_a_2_does_is_said_on_the_first_2_only() -> None:
    lines = told(
        "shithead",
        [
            Event("play", 0, c("9H"), target="hand"),
            Event("play", 1, c("2C"), target="hand"),
            Event("play", 0, c("5H"), target="hand"),
            Event("play", 1, c("2D"), target="hand"),
        ],
    )
    assert str(lines[1].line).endswith(
        ": a 2 goes on anything, and anything goes on it"
    )
    assert lines[3].line == "Omar played 2♦ on 5♥"
    assert "two-resets" in lines[3].rules  # the rule still shows, in fewer words


def test_the_first_deal_says_who_was_dealt_the_seven_of_hearts() -> None:
    lines = told(
        "trix",
        [
            Event("deal", 1, amount=1, target="dealt-7H"),
            Event("deal", 2, amount=2),
            Event("deal", 1, amount=1),  # a position that names its owner
        ],
    )
    assert lines[0].line == "Deal 1 of 8: Omar's kingdom (Omar was dealt the 7♥)"
    assert lines[1].line == f"Deal 2 of 8: {NAMES[2]}'s kingdom"
    assert lines[2].line == "Deal 1 of 8: Omar's kingdom"


def test_the_first_deals_event_says_its_owner_holds_the_seven_of_hearts() -> None:
    from cardgames_tui.core.session import GameSession

    for seed in range(5):
        session = GameSession.new("trix", seed=seed)
        deal = session.events[0]
        assert deal.kind == "deal" and deal.target == "dealt-7H"
        owner_hand = session.observe(deal.seat).hand  # type: ignore[attr-defined]
        assert "7♥" in {c.symbol_text for c in owner_hand}


def test_doubled_queens_are_valued_as_queens_only() -> None:
    lines = told("trix", [Event("double", 1, c("QS QC"))])
    assert "(25 for each queen); if Omar takes one" in str(lines[0].line)
    lines = told("trix", [Event("double", 1, c("KH QC"))])
    assert "(75 for the K♥, 25 for a queen); if Omar" in str(lines[0].line)


def self_led_doubled_queen(queen: str, low: str, amount: int) -> str:
    """The line of a trick You led with your doubled ``queen`` and took, the
    others following with the ``low`` cards, for ``amount`` points."""
    narrator = find_game("trix").narrator(["You", "Omar", "Lina", "Sami"])
    played = [queen, *low.split()]
    events = [
        Event("contract", 0, target="complex"),
        Event("double", 0, c(queen)),
        *(Event("play", seat, c(card)) for seat, card in enumerate(played)),
        Event("trick", 0, c(" ".join(played)), amount),
    ]
    line = list(tell_all(narrator, events))[-1].line
    assert line is not None
    return line


def test_you_inside_a_trick_note_is_lower_case() -> None:
    line = self_led_doubled_queen("QC", "2C 3C 4C", -65)
    assert "; you led the doubled Q♣" in line, line


@pytest.mark.parametrize(
    ("case", "costs"),
    [
        (0, "-165 (15 for the trick, 150 for the doubled K♥)"),
        (2, "-90 (15 for the trick, 75 for the doubled K♥)"),
    ],
)
def test_a_trick_says_where_its_points_come_from(case: int, costs: str) -> None:
    # "-55" alone taught a new player nothing of Complex's scoring.
    hands, lead, moves, _, _ = DOUBLING_CASES[case]
    session = session_at(hands, contract="complex", to_play=lead, doubled={"W": "KH"})
    primer = [Event("contract", 0, target="complex"), Event("double", 3, c("KH"))]
    for move in moves:
        session.play(move)
    lines = told("trix", [*primer, *session.events])
    trick = next(t.line for t in lines if t.line and " the trick " in t.line)
    assert f"): {costs}" in trick, trick


def test_diamonds_are_counted_in_a_tricks_points() -> None:
    session = session_at(
        {"S": "4D 2C", "E": "10D 3C", "N": "JD 4C", "W": "QS 5C"},
        contract="complex",
        to_play="S",
    )
    for move in ("play 4D", "play 10D", "play JD", "play QS"):
        session.play(move)
    lines = told("trix", [Event("contract", 0, target="complex"), *session.events])
    trick = next(t.line for t in lines if t.line and " the trick " in t.line)
    assert "): -70 (15 for the trick, 30 for 3 diamonds, 25 for Q♠)" in trick, trick


def test_a_self_led_doubled_queen_is_broken_down_under_the_symmetric_variant() -> None:
    # -40 came with no breakdown (a play-tester): the narrator, not told the
    # options, tried only the default -50 reading.
    line = self_led_doubled_queen("QH", "2H 3H 4H", -40)
    assert "-40 (15 for the trick, 25 for the doubled Q♥)" in line, line
