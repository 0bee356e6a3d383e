"""Every kind of refusal, read on screen as the player sees it, in both modes.

The sentence comes from the core (`refusal`); the table adds "Not
allowed:" and, in ASCII mode, writes its suits as letters. So each case reads
the screen after the keys and compares it with the core's sentence passed
through the one UI function that applies the setting, and in ASCII mode no
suit symbol may be left anywhere on screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from cardgames_tui.core.cards import Card
from cardgames_tui.core.game import GameState
from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.core.suit_text import SUIT_GLYPHS, shown
from cardgames_tui.games.kings_corner.position import position as kings_position
from cardgames_tui.games.shithead.position import position as shithead_position
from cardgames_tui.games.trix.position import position as trix_position
from cardgames_tui.ui.card_text import card_label
from cardgames_tui.ui.screens.game_screen import GameScreen
from tests.helpers import session_from
from tests.ui.driver import make_app, settle
from tests.ui.test_app import screen_text

TWO = (Seat("Ana"), Seat("Bot", "heuristic"))
FOUR = (Seat("Ana"), *(Seat(f"Bot {i}", "heuristic") for i in (1, 2, 3)))


@dataclass(frozen=True)
class Case:
    """A position, the keys a player presses, and what the screen must say."""

    game: str
    state: Callable[[], GameState[Any]]
    keys: tuple[str, ...]
    refused: str | None
    """The notation the keys submit (its sentence comes from the core)."""
    ui_sentence: Callable[[bool], str] | None = None
    """A sentence the table writes itself, by ASCII setting."""


CASES = {
    # Shithead: a card lower than the pile (an ace on it).
    "shithead-too-low": Case(
        "shithead",
        lambda: shithead_position(
            2, hands=["7H 9C", "5D"], face_up=["KD", "QS"], pile="AS"
        ),
        ("enter",),
        "play 7H",
    ),
    # Shithead: the face-up cards wait for the hand.
    "shithead-face-up-waits": Case(
        "shithead",
        lambda: shithead_position(
            2, hands=["7H 9C", "5D"], face_up=["KD", "QS"], pile="5S"
        ),
        ("up", "enter"),
        "play KD",
    ),
    # Shithead: p while a card fits (the key answers, never silent).
    "shithead-pickup-while-a-card-fits": Case(
        "shithead",
        lambda: shithead_position(2, hands=["7H 9C", "5D"], pile="8S"),
        ("p",),
        "pickup",
    ),
    # Shithead: p on an empty pile (just burned): nothing to pick up.
    "shithead-pickup-on-an-empty-pile": Case(
        "shithead",
        lambda: shithead_position(2, hands=["7H 9C", "5D"]),
        ("p",),
        "pickup",
    ),
    # Shithead: p in blind play (not offered: it said "does nothing now").
    "shithead-pickup-when-blind": Case(
        "shithead",
        lambda: shithead_position(
            2, hands=["", "5D"], face_down=["2S 7D QH", "3S 4S 5S"], pile="8H"
        ),
        ("p",),
        "pickup",
    ),
    # Shithead: space in blind play: face-down cards are turned, not picked.
    "shithead-pick-when-blind": Case(
        "shithead",
        lambda: shithead_position(
            2, hands=["", "5D"], face_down=["2S 7D QH", "3S 4S 5S"], pile="8H"
        ),
        ("space",),
        None,
        lambda ascii_only: "Face-down cards are not picked: Enter turns one over.",
    ),
    # Shithead: a digit for a face-down slot already played.
    "shithead-flip-an-empty-slot": Case(
        "shithead",
        lambda: shithead_position(
            2, hands=["", "5D"], face_down=["- 7D QH", "3S 4S 5S"], pile="8H"
        ),
        ("1",),
        "flip 1",
    ),
    # Shithead: a digit while cards other than face-down ones are left.
    "shithead-flip-before-blind-play": Case(
        "shithead",
        lambda: shithead_position(2, hands=["9C", "5D"], pile="8H"),
        ("2",),
        None,
        lambda ascii_only: (
            "1, 2 and 3 turn over a face-down card, once only those are left."
        ),
    ),
    # Trix, the layout: p while a card fits.
    "trix-pass-while-a-card-fits": Case(
        "trix",
        lambda: trix_position(
            {"S": "10S 3S"}, contract="trix", to_play="S", layout="JS QS"
        ),
        ("p",),
        "pass",
    ),
    # Trix, Complex: follow the suit led.
    "trix-follow-suit": Case(
        "trix",
        lambda: trix_position(
            {"W": "AH", "S": "2H 3C", "E": "4D", "N": "5D"},
            contract="complex",
            to_play="W",
        ),
        ("right", "enter"),
        "play 3C",
    ),
    # Trix, Complex: p (not offered: it said "does nothing now").
    "trix-pass-in-complex": Case(
        "trix",
        lambda: trix_position(
            {"W": "AH", "S": "2H 3C", "E": "4D", "N": "5D"},
            contract="complex",
            to_play="W",
        ),
        ("p",),
        "pass",
    ),
    # Trix, the layout: a card that does not fit it.
    "trix-does-not-fit": Case(
        "trix",
        lambda: trix_position(
            {"S": "JS 5C"},
            contract="trix",
            to_play="S",
        ),
        ("right", "enter"),
        "play 5C",
    ),
    # Kings: a card on a pile it does not fit.
    "kings-does-not-fit": Case(
        "kings-corner",
        lambda: kings_position(2, hands=["3C 6D", "2D"], piles={"N": "8D"}),
        ("right", "8"),
        "play 6D on N",
    ),
    # Kings: an empty corner takes only a King.
    "kings-corner-needs-king": Case(
        "kings-corner",
        lambda: kings_position(2, hands=["3C 6D", "2D"], piles={"N": "8D"}),
        ("9",),
        "play 3C on NE",
    ),
    # Kings: a pile cannot move onto itself.
    "kings-move-onto-itself": Case(
        "kings-corner",
        lambda: kings_position(2, hands=["3C 6D", "2D"], piles={"N": "8D"}),
        ("m", "8", "8"),
        "move N to N",
    ),
    # Kings: the piles in the corners never move.
    "kings-corner-pile-stays": Case(
        "kings-corner",
        lambda: kings_position(2, hands=["3C 6D", "2D"], piles={"N": "8D", "NE": "KS"}),
        ("m", "9"),  # refused at once: no target would do
        "move NE to N",
    ),
    # Kings: a pile whose foot does not fit the other pile.
    "kings-pile-does-not-fit": Case(
        "kings-corner",
        lambda: kings_position(2, hands=["3C 6D", "2D"], piles={"N": "8D", "E": "9H"}),
        ("m", "8", "6"),
        "move N to E",
    ),
    # Kings: Enter with a card that fits nowhere (the table's own sentence).
    "kings-fits-nowhere": Case(
        "kings-corner",
        lambda: kings_position(
            2,
            hands=["6D", "2D"],
            piles={"N": "8D", "E": "9H", "S": "2C", "W": "3S"},
        ),
        ("enter",),
        None,
        lambda ascii_only: (
            f"{card_label(kings_card(), ascii_only)} fits nowhere now: try a"
            " number to see why, or e to end."
        ),
    ),
}


def kings_card() -> Card:
    return Card.parse("6D")


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("ascii_only", [False, True], ids=["symbols", "ascii"])
@pytest.mark.parametrize("name", sorted(CASES))
async def test_the_refusal_is_read_on_screen(
    tmp_path: Path, name: str, ascii_only: bool
) -> None:
    case = CASES[name]
    session = session_from(case.game, case.state())
    seats = FOUR if session.players == 4 else TWO
    app = make_app(tmp_path, ascii_only=ascii_only)
    async with app.run_test(size=(140, 30)) as pilot:
        app.start_game(session, seats)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.my_turn()
        before = (session.ply, session.record())
        if case.refused is not None:
            action = session.parse(case.refused)
            assert action not in session.legal_actions()
            sentence = session.game.refusal(session.state, action)
            assert sentence is not None
            expected = f"Not allowed: {shown(sentence, ascii_only)}"
        else:
            assert case.ui_sentence is not None
            expected = case.ui_sentence(ascii_only)
        await pilot.press(*case.keys)
        await pilot.pause()
        text = screen_text(app)
        assert flat(expected) in flat(text)
        assert (session.ply, session.record()) == before  # nothing changed
        if ascii_only:
            assert not any(glyph in text for glyph in SUIT_GLYPHS)


def test_the_cases_are_real_refusals() -> None:
    """Each notation is illegal in its position (else the test reads nothing)."""
    for case in CASES.values():
        if case.refused is None:
            continue
        session: GameSession = session_from(case.game, case.state())
        assert session.parse(case.refused) not in session.legal_actions()


@pytest.mark.parametrize("ascii_only", [False, True], ids=["symbols", "ascii"])
async def test_a_core_sentence_with_suit_symbols_follows_the_setting(
    tmp_path: Path, ascii_only: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Core sentences write cards with symbols (6♦): ASCII mode turns them
    into letters when drawn, whatever sentence the core sends."""
    from cardgames_tui.core.errors import IllegalActionError

    sentence = "6♦ does not go on N: 8♦ takes a black 7"

    def refuse(self: GameSession, action: object) -> None:
        raise IllegalActionError(sentence)

    session = session_from("kings-corner", CASES["kings-does-not-fit"].state())
    app = make_app(tmp_path, ascii_only=ascii_only)
    async with app.run_test(size=(120, 30)) as pilot:
        app.start_game(session, TWO)
        await settle(pilot)
        monkeypatch.setattr(GameSession, "play", refuse)
        await pilot.press("right", "8")
        await pilot.pause()
        text = screen_text(app)
        if ascii_only:
            assert "Not allowed: 6D does not go on N: 8D takes a black 7" in text
            assert not any(glyph in text for glyph in SUIT_GLYPHS)
        else:
            assert f"Not allowed: {sentence}" in text


def test_a_refusal_on_the_status_line_ends_with_its_full_stop() -> None:
    """A play-tester: "you must follow suit: play one of your spades" had
    none; a sentence that has one is left as it is."""
    from typing import Any, cast

    refused = GameScreen.refused
    table = cast(Any, None)  # the base words read nothing of the table
    assert refused(table, "you must follow suit: play one of your spades") == (
        "Not allowed: you must follow suit: play one of your spades."
    )
    assert refused(table, "a 5 does not go on an ace.") == (
        "Not allowed: a 5 does not go on an ace."
    )
    assert refused(table, "pass first (bass)") == "Not allowed: pass first (bass)."
