"""What a player notices first: where the cursor starts, tab to the next
playable card, the end of a hand that stays until Enter, the log after a
resize, the Kings score sheet and log, doubled cards in Trix."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.core.wording import card_name
from cardgames_tui.games.kings_corner.position import position as kings_position
from cardgames_tui.games.shithead.position import position as shithead_position
from cardgames_tui.games.trix.position import position as trix_position
from cardgames_tui.ui.app import CardgamesApp
from cardgames_tui.ui.screens.hand_end import HandEndDialog
from cardgames_tui.ui.screens.hand_table import HandTableScreen
from cardgames_tui.ui.screens.kings_corner import KingsScreen
from cardgames_tui.ui.screens.results import ResultsScreen
from cardgames_tui.ui.screens.score_sheet import ScoreSheet
from cardgames_tui.ui.screens.shithead import TABLE, ShitheadScreen
from cardgames_tui.ui.widgets.card_row import CardRowView
from cardgames_tui.ui.widgets.log import EventLogView
from cardgames_tui.ui.widgets.seat import ShitheadSeatView
from cardgames_tui.ui.widgets.space_box import SpaceBox
from tests.helpers import session_from
from tests.ui.driver import make_app, settle
from tests.ui.test_app import screen_text

TWO = (Seat("Ana"), Seat("Bot", "heuristic"))
FOUR = (Seat("Ana"), *(Seat(f"Bot {i}", "heuristic") for i in (1, 2, 3)))


def labels(table: HandTableScreen) -> list[str]:
    return [str(card) for card in table.hand]


# -- the cursor starts on a playable card; tab and shift+tab jump -----------


async def test_kings_cursor_starts_on_a_playable_card_and_tab_jumps(
    tmp_path: Path,
) -> None:
    # 2C fits nowhere; 3S goes on 4H, 9H on 10S: the cursor skips 2C.
    state = kings_position(
        2,
        hands=["2C 3S 6D 9H", "2D"],
        piles={"N": "8D", "E": "4H", "S": "10S", "W": "JH"},
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("kings-corner", state), TWO)
        await settle(pilot)
        table = app.screen
        assert isinstance(table, KingsScreen)
        assert labels(table) == ["2C", "3S", "6D", "9H"]
        assert table.cursor == 1
        await pilot.press("tab")
        assert table.cursor == 3
        await pilot.press("tab")
        assert table.cursor == 1  # round the end
        await pilot.press("shift+tab")
        assert table.cursor == 3
        assert table.query_one("#hand", CardRowView).cursor == 3


async def test_trix_cursor_starts_on_a_card_that_follows_suit(tmp_path: Path) -> None:
    state = trix_position(
        {"W": "AC", "S": "2H 5C 9C", "E": "4D", "N": "5D"},
        contract="complex",
        to_play="W",
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("trix", state), FOUR)
        await settle(pilot)
        table = app.screen
        assert isinstance(table, HandTableScreen)
        assert labels(table) == ["2H", "5C", "9C"]
        assert table.cursor == 1
        await pilot.press("tab")
        assert table.cursor == 2
        await pilot.press("shift+tab")
        assert table.cursor == 1


async def test_shithead_cursor_starts_on_a_card_that_beats_the_pile(
    tmp_path: Path,
) -> None:
    state = shithead_position(
        2, hands=["3C 4D 9H", "5D 6D"], face_up=["KD", "QS"], pile="5S"
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_shithead(pilot, state)
        assert [str(c) for c in table.hand_cards()] == ["3C", "4D", "9H"]
        assert table.cursor["hand"] == 2


async def test_the_shithead_pile_names_its_top_card(tmp_path: Path) -> None:
    # Drawn in a row, which end was the top was a guess.
    state = shithead_position(
        2, hands=["3C 4D 9H", "5D 6D"], face_up=["KD", "QS"], pile="4S 5S 8H"
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("shithead", state), TWO)
        await settle(pilot)
        assert "╭─ Pile · top 8♥ ─" in screen_text(app)


async def test_a_shithead_pile_longer_than_its_row_says_there_is_more(
    tmp_path: Path,
) -> None:
    # "pile 6" over four cards read as a miscount (a play-tester).
    rows: dict[str, str] = {}
    for pile in ("4S 5S 6H 7C", "4S 5S 6H 7C 8D 9S"):
        app = make_app(tmp_path)
        state = shithead_position(2, hands=["3C 4D 9H", "5D 6D"], pile=pile)
        async with app.run_test(size=(100, 30)) as pilot:
            app.start_game(session_from("shithead", state), TWO)
            await settle(pilot)
            row = app.screen.query_one("#pile").query_one(CardRowView)
            rows[pile] = " ".join(slot.label for slot in row.slots)
    assert rows["4S 5S 6H 7C"] == "4♠ 5♠ 6♥ 7♣"
    assert rows["4S 5S 6H 7C 8D 9S"] == "… 6♥ 7♣ 8♦ 9♠"


async def test_picking_a_card_of_another_rank_says_the_first_went_back(
    tmp_path: Path,
) -> None:
    """A play is cards of one rank: picking a 9 after a 7 puts the 7 back,
    and the status line says so (it did silently, and a player thought
    both would go down)."""
    state = shithead_position(
        2, hands=["7H 7C 9H", "5D 6D"], face_up=["KD", "QS"], pile="5S"
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_shithead(pilot, state)
        assert [str(c) for c in table.hand_cards()] == ["7H", "7C", "9H"]
        await pilot.press("home", "space")
        # What is picked is said in words, not only shown in colour.
        assert "Picked 7♥: Enter plays it; space unpicks." in screen_text(app)
        await pilot.press("right", "space")
        assert table.picked["hand"] == {0, 1}
        assert "went back" not in screen_text(app)
        assert "Picked 7♥ and 7♣: Enter plays them; space unpicks." in (
            screen_text(app)
        )
        await pilot.press("right", "space")
        assert table.picked["hand"] == {2}
        assert "Picked 9♥; 7♥ and 7♣ went back: a play is cards of one rank." in (
            screen_text(app)
        )
        await pilot.press("space")
        assert "Nothing picked: Enter plays the card under the cursor." in (
            screen_text(app)
        )


async def test_a_swap_pick_is_said_in_words(tmp_path: Path) -> None:
    from cardgames_tui.core.session import GameSession

    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(GameSession.new("shithead", players=2, seed=4), TWO)
        await settle(pilot)
        table = app.screen
        assert isinstance(table, ShitheadScreen)
        assert table.view is not None and table.view.phase == "swap"
        table.row = "hand"
        await pilot.press("home", "space")
        hand = table.hand_cards()[0]
        assert f"Picked {card_name(hand)} in your hand: now a face-up card" in (
            screen_text(app)
        )
        table.row = TABLE
        await pilot.press("home", "space")
        up = table.table_cards()[0]
        assert (
            f"Picked {card_name(hand)} in your hand and {card_name(up)} face up:"
            " Enter swaps them." in screen_text(app)
        )


async def test_shithead_blind_cursor_skips_the_empty_slot(tmp_path: Path) -> None:
    """Slot 1 is used up: the cursor starts on slot 2, and Enter turns it over
    (it used to say "there is no card left in slot 1")."""
    state = shithead_position(
        2,
        hands=["", "5D 6D"],
        face_up=["", "KD"],
        face_down=["- 9C 8S", "2S 3S 4S"],
        pile="5S",
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        session = session_from("shithead", state)
        app.start_game(session, TWO)
        await settle(pilot)
        table = app.screen
        assert isinstance(table, ShitheadScreen)
        assert table.row == TABLE and table.cursor[TABLE] == 1
        await pilot.press("tab")
        assert table.cursor[TABLE] == 2
        await pilot.press("shift+tab", "enter")
        assert str(session.actions[0]) == "flip 2"


async def test_shithead_says_nothing_is_face_down_once_the_blind_cards_are_gone(
    tmp_path: Path,
) -> None:
    """A hand picked up after the last blind card: nothing is face down, so
    the table does not promise blind cards "after your hand"."""
    state = shithead_position(
        2, hands=["7H 9C", "5D"], face_down=["- - -", "2S 3S 4S"], pile="8S"
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("shithead", state), TWO)
        await settle(pilot)
        text = screen_text(app)
        assert "face down: none left, only your hand" in text
        assert "after your hand" not in text


# -- what the Shithead status line promises is true -----------------------


def status_of(screen: ShitheadScreen) -> str:
    return str(screen.query_one("#status", Static).render())


async def open_shithead(pilot: Pilot[None], state: Any) -> ShitheadScreen:
    """Ana against a bot at a Shithead table dealt as ``state``, her turn."""
    app = pilot.app
    assert isinstance(app, CardgamesApp)
    app.start_game(session_from("shithead", state), TWO)
    await settle(pilot)
    screen = app.screen
    assert isinstance(screen, ShitheadScreen)
    return screen


async def test_a_picked_card_that_cannot_go_down_says_why(tmp_path: Path) -> None:
    state = shithead_position(2, hands=["7D 9H KS", "4C 5C"], pile="9C")
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_shithead(pilot, state)
        screen.cursor["hand"] = labels_of(screen).index("7♦")
        await pilot.press("space")
        status = status_of(screen)
        assert "Picked 7♦, but not now: a 7 does not go on a 9" in status, status
        assert "Enter plays" not in status
        await pilot.press("space")  # unpicked
        screen.cursor["hand"] = labels_of(screen).index("K♠")
        await pilot.press("space")  # a king fits: Enter does play it
        assert "Picked K♠: Enter plays it" in status_of(screen)


def labels_of(screen: ShitheadScreen) -> list[str]:
    return [card_name(card) for card in screen.hand_cards()]


async def test_in_blind_play_pick_and_pick_up_are_not_offered(tmp_path: Path) -> None:
    state = shithead_position(
        2, hands=["", "4C 5C"], face_down=["9D JC 3H", "- - -"], pile="KS"
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_shithead(pilot, state)
        assert "Blind" in status_of(screen)
        assert screen.check_action("pickup", ()) is False
        assert screen.check_action("pick", ()) is False
        await pilot.press("p", "space")
        assert screen.session.ply == 0


async def test_in_blind_play_pick_and_pick_up_stay_off_in_a_bots_turn(
    tmp_path: Path,
) -> None:
    from cardgames_tui.ui.app import build_app

    # The bot is on turn (slow: its turn lasts the test); Ana plays blind.
    state = shithead_position(
        2, hands=["", "4C 5C"], face_down=["9D JC 3H", "- - -"], pile="3S", current=1
    )
    app = build_app(ascii_only=False, bot_delay=60, data_dir=tmp_path / "data")
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("shithead", state), TWO)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ShitheadScreen) and not screen.my_turn()
        # Off, as on her own turn: dimmed here, they came and went each turn.
        assert screen.check_action("pickup", ()) is False
        assert screen.check_action("pick", ()) is False
        assert screen.check_action("hint", ()) is None  # her turn's key, dimmed


async def test_after_a_burn_the_status_says_play_again_and_the_cursor_resets(
    tmp_path: Path,
) -> None:
    state = shithead_position(2, hands=["3D 8S 10H KD", "4C 5C"], pile="9C")
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_shithead(pilot, state)
        screen.cursor["hand"] = labels_of(screen).index("10♥")
        await pilot.press("enter")  # the 10 burns the pile
        await settle(pilot)
        assert screen.session.current_player == 0
        assert "The pile burned: you play again" in status_of(screen)
        assert labels_of(screen)[screen.cursor["hand"]] == "3♦"  # the first card


async def test_a_refused_card_when_nothing_fits_says_to_pick_up(
    tmp_path: Path,
) -> None:
    # "play an ace, a 2 or a 10" alone sent a player (and a script pressing
    # Enter) looking for a card they did not hold.
    state = shithead_position(2, hands=["6D KD", "4C 5C"], pile="AS")
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_shithead(pilot, state)
        assert screen.session.legal_actions() == [screen.session.parse("pickup")]
        await pilot.press("enter")
        await settle(pilot)
        said = status_of(screen)
        assert said.startswith("Not allowed: a 6 does not go on an ace")
        assert said.endswith("Nothing of yours fits: press p to pick up the pile.")


async def test_a_game_continued_after_a_burn_still_says_play_again(
    tmp_path: Path,
) -> None:
    # A play-tester's continued game said "pick from your hand" there.
    state = shithead_position(2, hands=["3D 8S 10H KD", "4C 5C"], pile="9C")
    session = session_from("shithead", state)
    session.play(session.parse("play 10H"))  # burns: seat 0 plays again
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session, (Seat("You"), Seat("Bot 1", "heuristic")))
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ShitheadScreen)
        assert "The pile burned: you play again" in status_of(screen)
        assert labels_of(screen)[screen.cursor["hand"]] == "3♦"


# -- the end of a hand stays until Enter ----------------------------------


async def test_a_finished_kings_hand_stays_on_screen_until_enter(
    tmp_path: Path,
) -> None:
    state = kings_position(2, hands=["3C", "2D 5H"], piles={"E": "4H"})
    ana_chips, bot_chips, pot = state.chips[0], state.chips[1], state.pot
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("kings-corner", state), TWO)
        await settle(pilot)
        table = app.screen
        assert isinstance(table, KingsScreen)
        await pilot.press("enter")  # 3C onto 4H: Ana goes out
        for _ in range(5):
            await pilot.pause()
        assert isinstance(app.screen, HandEndDialog)
        # The panels behind show the hand paid up, as the summary tells it.
        frozen = table.frozen
        assert frozen.chips[1] == bot_chips - 2 and frozen.pot == 0
        assert frozen.points[0] == pot + 2 == table.session.scores[0]
        assert table.session.observe(0).hand_number == 2  # type: ignore[attr-defined]
        text = screen_text(app)
        assert "Hand 1 is over" in text
        assert "Ana went out and wins the hand" in text
        assert "Bot pays 2 chips for the cards left" in text
        won = pot + 2
        # The points said: "the pot: 25 chips" beside "19 chips" in a box.
        assert f"Ana takes the pot of {won} chips: {won} points" in " ".join(
            text.split()
        )
        # What the pot was made of: the summary's lines alone did not add up.
        assert f"Pot: {pot} ante + 2 for cards left = {won} chips" in text
        # The summary covers Ana's own stack: it says where the pot went.
        ana = frozen.chips[0]
        assert ana == ana_chips + won
        assert f"Chips: Ana {ana} · Bot {bot_chips - 2}" in text
        # Behind the summary, the last position: 3♣ on top of E, hand 1.
        east = next(box for box in table.query(SpaceBox) if box.index == 1)
        # Two cards side by side, no "…" that suggests more between them.
        assert str(east.content) == "4♥ 3♣ (2)", str(east.content)
        assert "hand 1" in str(table.query_one("#table-header", Static).content)
        # The log, too, stops at the end of hand 1 (the engine has dealt
        # hand 2 already; told beside the old table, that read oddly).
        written = list(table.query_one(EventLogView).lines_written)
        assert any("Ana went out" in line for line in written)
        assert "Ana takes the pot" in written[-1], written[-3:]
        assert not any(line.startswith("Hand 2") for line in written)
        assert "s: the scores" in screen_text(app)
        await pilot.press("escape")  # not a way on: a box closed by habit
        assert isinstance(app.screen, HandEndDialog)
        await pilot.press("s")  # the score sheet, over the summary
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheet)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HandEndDialog)
        await pilot.press("question_mark")
        await pilot.pause()
        assert type(app.screen).__name__ == "RulesScreen"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HandEndDialog)
        await pilot.press("f1")  # a modal screen stopped the app's own f1
        await pilot.pause()
        assert type(app.screen).__name__ == "KeysDialog"
        await pilot.press("escape", "q")  # leave? asked over the summary
        await pilot.pause()
        assert "Leave this game?" in screen_text(app)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, HandEndDialog)
        await pilot.press("enter")
        await settle(pilot)
        back: object = app.screen
        assert back is table
        assert "hand 2" in screen_text(app)
        written = list(table.query_one(EventLogView).lines_written)
        assert any(line.startswith("Hand 2") for line in written)
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheet)
        sheet = screen_text(app)
        pot = table.session.scores[0]
        assert f"1. Ana out · pot {pot}" in sheet


async def test_the_last_hand_of_the_game_shows_its_pot_taken(tmp_path: Path) -> None:
    state = kings_position(
        2, hands=["3C", "2D 5H"], piles={"E": "4H"}, points=[95, 40], pot=6
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("kings-corner", state), TWO)
        await settle(pilot)
        table = app.screen
        assert isinstance(table, KingsScreen)
        await pilot.press("enter")  # 3C onto 4H: Ana goes out and wins the game
        await settle(pilot, stop_at_end=True)
        assert table.session.is_over and isinstance(app.screen, HandEndDialog)
        frozen = table.frozen
        assert frozen is not None and frozen.pot == 0
        assert frozen.points[0] == table.session.scores[0] >= 100
        assert "q: leave" not in screen_text(app)  # the results come next


async def test_a_bot_ending_the_hand_is_shown_at_bot_pace(tmp_path: Path) -> None:
    state = kings_position(2, hands=["2D 5H 9C", "3C"], piles={"E": "4H"}, current=1)
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("kings-corner", state), TWO)
        await settle(pilot, stop_at_end=True)
        assert isinstance(app.screen, HandEndDialog)
        assert "Bot went out and wins the hand" in screen_text(app)
        # With a player at the table, the summary waits for Enter.
        assert "by itself" not in screen_text(app)
        await pilot.pause(1.5)
        assert isinstance(app.screen, HandEndDialog)


async def test_with_bots_only_the_next_hand_comes_by_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Someone watching bots play should not have to press Enter every hand.
    from cardgames_tui.ui.screens import hand_end

    monkeypatch.setattr(hand_end, "WATCHED_PAUSE", 2)
    state = kings_position(2, hands=["2D 5H 9C", "3C"], piles={"E": "4H"}, current=1)
    bots = (Seat("Bot 1", "heuristic"), Seat("Bot 2", "heuristic"))
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("kings-corner", state), bots)
        await settle(pilot, stop_at_end=True)
        assert isinstance(app.screen, HandEndDialog)
        assert "it starts by itself in 2 s" in screen_text(app)
        counted = False
        for _ in range(100):  # timers slip on a busy machine: poll
            await pilot.pause(0.1)
            if not isinstance(app.screen, HandEndDialog):
                break
            counted = counted or "it starts by itself in 1 s" in screen_text(app)
        assert counted
        table = app.screen
        assert isinstance(table, KingsScreen), table
        header = table.query_one("#table-header", Static)
        for _ in range(50):  # the dialog's callback runs a moment after it goes
            if "hand 2" in str(header.content):
                break
            await pilot.pause(0.1)
        assert "hand 2" in str(header.content)


async def test_a_table_of_bots_only_shows_every_hand_and_takes_no_move(
    tmp_path: Path,
) -> None:
    from dataclasses import replace

    bots = tuple(Seat(f"Bot {i}", "heuristic") for i in (1, 2, 3))
    state = kings_position(
        3, hands=["3C 9D 5H", "2D 8S JH", "6C 7C QD"], piles={"E": "4H"}
    )
    session = session_from("kings-corner", state)  # the bottom seat's bot plays
    app = make_app(tmp_path)
    app.settings = replace(app.settings, bot_delay=5)  # still while we look
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session, bots)
        await pilot.pause()
        table = app.screen
        assert isinstance(table, KingsScreen)
        text = screen_text(app)
        assert "(cards hidden)" not in text
        for seat in (1, 2):  # the other bots' hands, card by card
            hand = table.hand_of(session.observe(seat))
            assert table.open_hand(seat) == hand
            assert " ".join(card_name(c) for c in hand[:3]) in text
        assert session.current_player == 0 and not table.my_turn()
        ply = session.ply
        await pilot.press("enter", "e")
        assert session.ply == ply
        assert "you are watching" in screen_text(app)


async def test_watched_a_finished_hand_shows_the_hands_it_left(
    tmp_path: Path,
) -> None:
    # The engine has dealt the next hand: the boxes showed its cards.
    state = kings_position(
        3, hands=["9D 5H", "3C", "6C 7C QD"], piles={"E": "4H"}, current=1
    )
    bots = tuple(Seat(f"Bot {i}", "heuristic") for i in (1, 2, 3))
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("kings-corner", state), bots)
        await settle(pilot, stop_at_end=True)  # Bot 2 plays 3♣ and is out
        assert isinstance(app.screen, HandEndDialog)
        table = app.screen_stack[-2]
        assert isinstance(table, KingsScreen)
        assert "6♣ 7♣ Q♦" in screen_text(app)
        assert table.open_hand(1) == ()


async def test_the_end_of_a_shithead_game_stays_until_enter(tmp_path: Path) -> None:
    state = shithead_position(2, hands=["9H", "5D 6D"], pile="5S")
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("shithead", state), TWO)
        await settle(pilot)
        await pilot.press("enter")
        for _ in range(5):
            await pilot.pause()
        assert isinstance(app.screen, HandEndDialog)
        text = screen_text(app)
        assert "Game over" in text and "Bot is the shithead!" in text
        pile = app.screen_stack[-2].query_one("#pile").query_one(CardRowView)
        assert pile.slots[-1].label == "9♥"  # the last card, still in view
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ResultsScreen)


async def test_the_shitheads_box_says_so_whole_at_80_columns(tmp_path: Path) -> None:
    state = shithead_position(
        4,
        hands=["9H", "", "", "5D 6D 7C 8C 9C JD QD KC AC 2C 3C 4C 5C 6C 7D 8D 9D"],
        face_down=["", "", "", "2D 3D 4D"],
        pile="5S",
        out=[1, 2],
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(session_from("shithead", state), FOUR)
        await settle(pilot)
        await pilot.press("enter")  # Ana goes out: Bot 3 is the shithead
        await settle(pilot, stop_at_end=True)
        assert isinstance(app.screen, HandEndDialog)
        table = app.screen_stack[-2]
        seats = list(table.query(ShitheadSeatView))
        loser = next(seat for seat in seats if seat.border_title == "Bot 3")
        assert loser.border_subtitle == "the shithead"
        assert str(loser.query_one(".seat--line", Static).render()) == (
            "hand 17 · down ▒ ▒ ▒"
        )
        for widget in table.query(".seat--line"):  # each line whole in its box
            text = str(widget.render())
            assert widget.size.width >= len(text) and widget.size.height == 1, text
        # No box a line taller than its neighbours (a wrapped status did).
        assert len({seat.size.height for seat in seats}) == 1


async def test_bots_wait_while_a_question_is_open_over_the_table(
    tmp_path: Path,
) -> None:
    from dataclasses import replace

    from cardgames_tui.ui.screens.dialogs import ConfirmDialog

    session = GameSession.new("trix", players=4, seed=7)
    app = make_app(tmp_path)
    app.settings = replace(app.settings, bot_delay=0.2)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session, FOUR)
        table = app.screen
        await pilot.press("q")  # at once: a bot is thinking about its move
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        ply = table.session.ply  # type: ignore[attr-defined]
        await pilot.pause(1.0)  # answers came, and wait
        assert table.session.ply == ply  # type: ignore[attr-defined]
        await pilot.press("n")  # stay: the bots go on
        await settle(pilot)
        assert table.session.ply > ply  # type: ignore[attr-defined]


async def test_a_game_of_bots_only_says_it_is_not_saved(tmp_path: Path) -> None:
    bots = tuple(Seat(f"Bot {i}", "heuristic") for i in range(1, 5))
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(GameSession.new("trix", players=4, seed=7), bots)
        await pilot.press("q")
        await pilot.pause()
        assert "Stop watching? A game of bots only is not saved." in screen_text(app)
        await pilot.press("n", "ctrl+q")
        await pilot.pause()
        assert "Quit? A game of bots only is not saved." in screen_text(app)


# -- the log ------------------------------------------------------------------


async def test_the_log_stays_at_its_end_after_a_resize(tmp_path: Path) -> None:
    from cardgames_tui.core.session import GameSession

    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(GameSession.new("kings-corner", players=2, seed=5), TWO)
        await settle(pilot)
        log = app.screen.query_one(EventLogView)
        lines = [f"line {i} of the test" for i in range(60)]
        log.add(lines)
        await pilot.pause()
        assert log.is_vertical_scroll_end
        await pilot.resize_terminal(80, 24)
        for _ in range(3):
            await pilot.pause()
        assert log.scroll_y == log.max_scroll_y > 0
        assert "line 59 of the test" in screen_text(app)
        # Scrolled up by the player: a resize leaves the place they read.
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        log.following = False
        log.scroll_to(y=0, animate=False)
        await pilot.resize_terminal(90, 26)
        for _ in range(3):
            await pilot.pause()
        assert log.scroll_y < log.max_scroll_y


async def test_the_kings_log_says_who_ended_the_turn_and_drew(tmp_path: Path) -> None:
    state = kings_position(
        2, hands=["2C 3S", "2D 6H"], piles={"N": "8D"}, stock="7C 9D 10H"
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 30)) as pilot:
        app.start_game(session_from("kings-corner", state), TWO)
        await settle(pilot)
        # No play: a chip, then the top card of the stock (the first e asks,
        # since a card would fill an empty space).
        await pilot.press("e", "e")
        await settle(pilot)
        text = screen_text(app)
        assert "Ana ended the turn and drew 7♣" in text
        assert "Bot ended the turn and drew a card" in text
        assert "Bot ended the turn and drew 9♦" not in text  # private to Bot


# -- Trix: a doubled card is marked, never painted as picked -------------------


async def test_a_doubled_card_in_hand_is_marked_not_picked(tmp_path: Path) -> None:
    state = trix_position(
        {"W": "AC", "S": "KH 5C", "E": "4D", "N": "5D"},
        contract="complex",
        to_play="W",
        doubled={"S": "KH"},
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("trix", state), FOUR)
        await settle(pilot)
        row = app.screen.query_one("#hand", CardRowView)
        assert [slot.label for slot in row.slots] == ["K♥*", "5♣"]
        assert row.selected == frozenset()
        king = row.slots[0]
        assert not king.playable and row.dim_unplayable  # dimmed: must follow ♣


async def test_a_bot_ending_the_hand_between_two_humans_shows_no_hand(
    tmp_path: Path,
) -> None:
    """Hot-seat: the finished hand is drawn for nobody (public cards only),
    and the next human still gets the handover screen first."""
    from cardgames_tui.ui.screens.handover import HandoverScreen

    seats = (Seat("Ana"), Seat("Bot", "heuristic"), Seat("Ben"))
    state = kings_position(
        3, hands=["2D 5H 9C", "3C", "6S 8C"], piles={"E": "4H"}, current=1
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("kings-corner", state), seats)
        await settle(pilot, stop_at_end=True)
        assert isinstance(app.screen, HandEndDialog)
        table = app.screen_stack[-2]
        assert isinstance(table, KingsScreen) and table.viewer is None
        row = table.query_one("#hand", CardRowView)
        assert row.slots and all(slot.hidden for slot in row.slots)
        summary = screen_text(app)
        assert "pays 3 chips" in summary and "5♥" not in summary
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)


async def test_the_last_trick_of_a_trix_deal_stays_with_all_four_cards(
    tmp_path: Path,
) -> None:
    from cardgames_tui.games.trix.view import TrixView

    state = trix_position(
        {"W": "AC", "S": "5C", "E": "4D", "N": "5D"},
        contract="complex",
        to_play="W",
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("trix", state), FOUR)
        await settle(pilot)
        await pilot.press("enter")  # 5♣, the deal's last card
        await settle(pilot, stop_at_end=True)
        assert isinstance(app.screen, HandEndDialog)
        table = app.screen_stack[-2]
        assert isinstance(table, HandTableScreen)
        view = table.view  # type: ignore[attr-defined]
        assert isinstance(view, TrixView) and len(view.trick) == 4
        center = str(table.query_one("#center", Static).content)
        assert "5♣" in center and "A♣" in center
        text = screen_text(app)
        assert "Deal 1 of 8 is over" in text and "This deal:" in text
        await pilot.press("enter")
        await settle(pilot)
        back: object = app.screen
        assert back is table


# -- every key a table's footer offers is on the line at 80 columns --------


def footer_fits(app: object, where: str) -> set[str]:
    """The descriptions the footer shows, each checked to end by column 80."""
    from textual.app import App
    from textual.widgets._footer import FooterKey

    assert isinstance(app, App)
    keys = list(app.screen.query(FooterKey))
    for key in keys:
        assert key.region.right <= 80, (where, key.description)
    return {key.description for key in keys}


async def test_each_table_footer_fits_80_columns_and_ctrl_q_still_asks(
    tmp_path: Path,
) -> None:
    from cardgames_tui.core.session import GameSession
    from cardgames_tui.games.trix.actions import CHOOSE, COMPLEX
    from cardgames_tui.ui.screens.dialogs import ConfirmDialog
    from tests.ui.test_trix import owner_seed

    kings = kings_position(2, hands=["2C 3S 6D 9H", "2D"], piles={"N": "8D", "E": "4H"})
    trix = trix_position(
        {"W": "AC", "S": "2H 5C 9C", "E": "4D", "N": "5D"},
        contract="complex",
        to_play="W",
    )
    # The doubling round on your turn: its keys are the most any table shows.
    doubling = GameSession.new("trix", seed=owner_seed(0, doubles=True))
    doubling.play(CHOOSE[COMPLEX])
    shithead = shithead_position(
        2, hands=["3C 4D 9H", "5D 6D"], face_up=["KD", "QS"], pile="5S"
    )
    tables = [
        ("kings-corner", session_from("kings-corner", kings), TWO),
        ("trix", session_from("trix", trix), FOUR),
        ("trix doubling", doubling, FOUR),
        ("shithead", session_from("shithead", shithead), TWO),
    ]
    for where, session, seats in tables:
        app = make_app(tmp_path)
        async with app.run_test(size=(80, 24)) as pilot:
            app.start_game(session, seats)
            await settle(pilot)
            shown = footer_fits(app, where)
            assert {"Keys", "Menu", "Hint"} <= shown, where
            assert "Quit" not in shown, where  # q Menu and f1 say where it is
            if where != "shithead":
                assert "Scores" in shown, where
            if where == "trix doubling":
                assert {"Pick", "No double"} <= shown, where
            await pilot.press("ctrl+q")
            await settle(pilot)
            assert isinstance(app.screen, ConfirmDialog), where


@pytest.mark.parametrize("game_id", ["shithead", "trix", "kings-corner"])
async def test_a_demo_footer_fits_80_columns_from_f1_on(
    tmp_path: Path, game_id: str
) -> None:
    from tests.ui.test_demo import demo_app

    app = demo_app(tmp_path, game_id)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        shown = footer_fits(app, game_id)
        assert {"Keys", "Pause", "Take seat", "Menu"} <= shown
        assert "Quit" not in shown


async def test_ctrl_q_says_a_game_is_saved_and_a_lesson_or_demo_is_not(
    tmp_path: Path,
) -> None:
    from cardgames_tui.core.session import GameSession
    from cardgames_tui.lessons.catalog import lessons_for
    from cardgames_tui.ui.screens.dialogs import ConfirmDialog
    from cardgames_tui.ui.screens.lessons import open_learning
    from tests.ui.test_demo import demo_app

    async def asked(app: object, pilot: object) -> str:
        from textual.pilot import Pilot

        assert isinstance(pilot, Pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
        dialog = pilot.app.screen
        assert isinstance(dialog, ConfirmDialog)
        await pilot.press("n")  # no: the table stays
        await pilot.pause()
        assert not isinstance(pilot.app.screen, ConfirmDialog)
        return dialog.question

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(GameSession.new("shithead", players=2, seed=1), TWO)
        await settle(pilot)
        assert "The game is saved" in await asked(app, pilot)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        lesson = lessons_for("shithead")[0]
        open_learning(app, lesson.game, lesson.id)
        await pilot.pause()
        assert "A lesson is not saved" in await asked(app, pilot)
    app = demo_app(tmp_path, "kings-corner")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "A demo is not saved" in await asked(app, pilot)


@pytest.mark.parametrize("game", ["trix", "shithead", "kings-corner"])
async def test_at_80_columns_the_header_keeps_whose_turn_and_leaves_the_seed_out(
    tmp_path: Path, game: str
) -> None:
    """'· seed 2124102417 ·' came second and pushed 'Bot 1 (hard) to play'
    past the edge at 80 columns; then, last, it was cut to '· seed' with no
    number (a play-tester): it is whole, or left out where it has no room."""
    levels = ("hard", "easy", "hard")
    seats = (
        Seat("Grandma Rose"),
        *(
            Seat(f"Bot {i} ({lv})", "heuristic")
            for i, lv in zip((1, 2, 3), levels, strict=True)
        ),
    )
    session = GameSession.new(game, players=4, seed=2124102417)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(session, seats)
        await settle(pilot)
        header = str(app.screen.query_one("#table-header", Static).render())
        assert len(header) <= 78, header
        if "seed" in header:
            assert header.endswith("· seed 2124102417"), header
        assert any(word in header for word in ("to play", "over")), header


def paced_app(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    closed: Callable[[float], bool],
    clock: Callable[[], float],
) -> CardgamesApp:
    """An app whose bots pause 0.2 s a move through ``closed`` (a bot's
    pause), their thinking timed by ``clock``."""
    from cardgames_tui.ui.app import build_app
    from cardgames_tui.ui.screens import bot_turns

    monkeypatch.setattr(bot_turns, "closed", closed)
    monkeypatch.setattr(bot_turns, "monotonic", clock)
    return build_app(
        ascii_only=False, bot_delay=0.2, data_dir=tmp_path / "data", turn_guard=0
    )


def nine_and_ten() -> GameSession:
    """Ana holds the 9♥ and 10♠ on a 5♠; each bot three low cards."""
    hands = ["9H 10S", "3C 4C 5C", "3D 4D 5D", "3H 4H 5H"]
    return session_from("shithead", shithead_position(4, hands=hands, pile="5S"))


async def test_once_every_human_is_out_the_bots_pause_less(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A play-tester out of a Shithead game watched the bots finish for 80 s.
    from cardgames_tui.ui.screens.game_screen import WAITING_PACE

    pauses: list[float] = []
    said: list[str] = []

    def closed(seconds: float) -> bool:
        pauses.append(seconds)
        # The status line as the pause begins (a screenshot taken later,
        # mid-redraw under load, once came back blank).
        said.append(str(getattr(app.screen, "status_line", ("",))[0]))
        time.sleep(0.05)
        return False

    app = paced_app(tmp_path, monkeypatch, closed, lambda: 0.0)  # thinks at once
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(nine_and_ten(), FOUR)
        await pilot.pause()
        await pilot.press("enter")  # Ana plays 9♥: she still holds the 10♠
        while len(pauses) < 3:
            await pilot.pause(0.05)
        assert pauses[:3] == [0.2, 0.2, 0.2]
        screen = app.screen
        assert isinstance(screen, ShitheadScreen)
        while screen.session.current_player != 0:
            await pilot.pause(0.05)
        pauses.clear()
        said.clear()
        await pilot.press("enter")  # the 10♠ burns: Ana is out
        while len(pauses) < 3:
            await pilot.pause(0.05)
        assert pauses[:3] == [0.2 * WAITING_PACE] * 3
        assert all("bots alone: faster" in line for line in said[:3]), said


async def test_a_bots_thinking_counts_toward_its_pause(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Paused first, then thinking, a hard bot with a K♥ to weigh in the
    # doubling round answered later than one with nothing to double: the
    # turn's length told who held it.
    from itertools import count

    pauses: list[float] = []

    def closed(seconds: float) -> bool:
        pauses.append(seconds)
        return False

    clock = count(0.0, 0.15)  # each bot thinks 0.15 s
    app = paced_app(tmp_path, monkeypatch, closed, lambda: next(clock))
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(nine_and_ten(), FOUR)
        await pilot.pause()
        await pilot.press("enter")  # Ana plays 9♥: the three bots answer
        while len(pauses) < 3:
            await pilot.pause(0.05)
        assert pauses[:3] == pytest.approx([0.05] * 3)


def test_a_trix_human_out_of_the_layout_counts_as_out_until_the_deal_ends() -> None:
    from types import SimpleNamespace

    from cardgames_tui.games.trix.view import TrixView
    from cardgames_tui.ui.screens.trix import TrixScreen

    session = session_from(
        "trix", trix_position({"S": "JH", "N": "QH"}, contract="trix", to_play="S")
    )
    south = session.current_player
    assert south is not None
    table = SimpleNamespace(humans=[south])
    public = session.observe(None)
    assert isinstance(public, TrixView)
    assert not TrixScreen.humans_out(table, public)  # type: ignore[arg-type]
    session.play("play JH")  # South's last card: out
    public = session.observe(None)
    assert isinstance(public, TrixView) and south in public.out_order
    assert TrixScreen.humans_out(table, public)  # type: ignore[arg-type]


async def test_a_six_player_kings_summary_keeps_its_keys_line_at_80_by_24(
    tmp_path: Path,
) -> None:
    # Five payments, the pot, its make-up, points and chips: the box was cut
    # before its last line, the one that says Enter goes on.
    hands = ["3C", "2D 5H 7C", "2H 5S", "9C 4D 2S", "KH 5D", "8D"]
    state = kings_position(6, hands=hands, piles={"E": "4H"})
    seats = (Seat("Ana"), *(Seat(f"Bot {i}", "heuristic") for i in range(1, 6)))
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(session_from("kings-corner", state), seats)
        await settle(pilot)
        await pilot.press("enter")  # 3♣ on 4♥: Ana goes out
        for _ in range(5):
            await pilot.pause()
        assert isinstance(app.screen, HandEndDialog)
        text = screen_text(app)
        assert "Chips: Ana" in text and "Enter: the next hand" in text


async def test_a_jump_while_the_shithead_rows_come_down_does_nothing(
    tmp_path: Path,
) -> None:
    # Tab as two stacked tables came down closed the app with NoMatches.
    state = shithead_position(
        2, hands=["3C 4D 9H", "5D 6D"], face_up=["KD", "QS"], pile="5S"
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_shithead(pilot, state)
        await table.query_one("#hand").remove()
        await table.query_one("#my-table").remove()
        table.action_jump(1)
        table.place_cursor(True)


async def test_picked_cards_a_play_refused_say_they_stay_picked(
    tmp_path: Path,
) -> None:
    # Both 6s picked on a jack, refused; the cursor moved to 2♣ and Enter
    # tried the 6s again: nothing said they were still picked.
    state = shithead_position(
        2, hands=["6H 6D 2C", "5D 7D"], face_up=["KD", "QS"], pile="JC"
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_shithead(pilot, state)
        assert [str(c) for c in table.hand_cards()] == ["2C", "6H", "6D"]
        await pilot.press("home", "right", "space", "right", "space", "enter")
        assert table.session.ply == 0
        text, error = table.status_line
        assert error and text.startswith("Not allowed: a 6 does not go on a jack")
        assert text.endswith("(6♥ and 6♦: they stay picked; space unpicks).")
        await pilot.press("home")
        assert table.status_line[0].startswith("Picked 6♥ and 6♦, but not now:")


async def test_a_narrow_seat_box_cuts_the_name_not_its_seat_number(
    tmp_path: Path,
) -> None:
    # Five Shithead seats at 80 columns cut "Maximilian Alexa (1)" to
    # "Maximilian Alexa (…": two such boxes could not be told apart.
    from cardgames_tui.core.seats import table_names
    from cardgames_tui.ui.widgets.seat_box import fitted_name

    assert fitted_name("Maximilian Alexa (2)", 14) == "Maximilia… (2)"
    assert fitted_name("Maximilian Alexa (bot) (2)", 16) == "Maxim… (bot) (2)"
    assert fitted_name("Bot 1 (hard)", 20) == "Bot 1 (hard)"
    long = "Maximilian Alexa"  # two bots given the same long name
    bots = tuple(Seat(name, "normal") for name in (long, long, "Bot 3", "Bot 4"))
    seats = table_names((Seat("Ana"), *bots))
    twins = [f"{long} (bot) (2)", f"{long} (bot) (3)"]
    assert [seat.name for seat in seats[1:3]] == twins
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(GameSession.new("shithead", players=5, seed=1), seats)
        await settle(pilot)
        shown = screen_text(app)
        assert re.search(r"Max\S*… \(bot\) \(2\)", shown), shown
        assert re.search(r"… \(bot\) \(3\)", shown), shown


async def test_the_header_drops_the_seed_when_the_terminal_narrows(
    tmp_path: Path,
) -> None:
    # Drawn at 120 columns, then narrowed to 80, it was cut to "... to play ·
    # seed" with no number until the next move (a play-tester).
    session = GameSession.new("kings-corner", players=4, seed=4173087660)
    seats = (Seat("Player 1"), *(Seat(f"Bot {i}", "heuristic") for i in (1, 2, 3)))
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 30)) as pilot:
        app.start_game(session, seats)
        await settle(pilot)
        header = app.screen.query_one("#table-header", Static)
        assert str(header.content).endswith("· seed 4173087660")
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        words = str(header.content)
        assert "seed" not in words and len(words) <= 78, words
        await pilot.resize_terminal(120, 30)
        await pilot.pause()
        assert str(header.content).endswith("· seed 4173087660")


async def test_a_digit_turns_over_that_face_down_card(tmp_path: Path) -> None:
    # The slots are drawn ▒1 ▒2 ▒3, and a play-tester pressed 2 to turn the
    # second over ("2 does nothing here").
    state = shithead_position(
        2, hands=["", "5D"], face_down=["9S 7D QH", "3S 4S 5S"], pile="8H"
    )
    session = session_from("shithead", state)
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session, TWO)
        await settle(pilot)
        assert "or 1, 2, 3" in screen_text(app)  # the turn's line says so
        await pilot.press("2")
        await pilot.pause()
        flips = [e for e in session.events if e.kind == "flip"]
        assert [(e.seat, str(e.cards[0])) for e in flips] == [(0, "7D")]
