"""The Kings in the Corner table as a player meets it: a whole game by keys,
number keys laid out like the control center, moving piles, refusals,
the King that must be placed, and hot-seat privacy."""

from __future__ import annotations

import random
from pathlib import Path

from textual.pilot import Pilot

from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.games.kings_corner.position import position
from cardgames_tui.games.kings_corner.state import KingsState
from cardgames_tui.games.kings_corner.view import KingsView
from cardgames_tui.ui.card_text import card_label
from cardgames_tui.ui.screens.handover import HandoverScreen
from cardgames_tui.ui.screens.kings_corner import KingsScreen
from cardgames_tui.ui.screens.results import ResultsScreen
from cardgames_tui.ui.widgets.space_box import SpaceBox
from tests.helpers import session_from
from tests.ui.driver import hand_cursor_to as cursor_to
from tests.ui.driver import make_app, settle
from tests.ui.kings_driver import kings_view, play_kings_action
from tests.ui.test_app import screen_text

TWO = (Seat("Ana"), Seat("Bot", "heuristic"))
TABBED_FULL = {"N": "9S", "E": "8S", "S": "JD", "W": "QC"}
"""Every tabbed space taken: 7♥ fits on E, 3♣ nowhere, the bot's 2♦ 5♣ nowhere."""


async def open_table(pilot: Pilot[None], session: GameSession) -> KingsScreen:
    pilot.app.start_game(session, TWO[: session.players])  # type: ignore[attr-defined]
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, KingsScreen)
    return screen


def fitting(screen: KingsScreen) -> set[int]:
    return {box.index for box in screen.query(SpaceBox) if box.has_class("-fits")}


async def test_the_last_hands_of_a_game_by_key_presses_reach_the_results(
    tmp_path: Path,
) -> None:
    """From 90 points each (a whole game from 0 takes a minute of key presses,
    without testing anything more): hands end, pots are won, 100 wins."""
    state = KingsState.deal(2, random.Random(3), None, {"lenient_table": False})
    state.points = [90, 90]
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, session_from("kings-corner", state))
        actions = 0
        while isinstance(app.screen, KingsScreen):
            await play_kings_action(pilot, screen)
            await settle(pilot)
            actions += 1
            assert actions < 3000
        assert isinstance(app.screen, ResultsScreen)
        outcome = screen.session.outcome
        assert outcome is not None and max(outcome.scores) >= 100
        winner = TWO[outcome.ranking[0]].name
        assert f"1. {winner}  {outcome.scores[outcome.ranking[0]]} points" in (
            screen_text(app)
        )


async def test_a_number_plays_the_chosen_card_on_that_space(tmp_path: Path) -> None:
    state = position(2, hands=["7H 3C", "2D"], piles={"N": "8S", "E": "8D"})
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, session_from("kings-corner", state))
        assert [card_label(c, False) for c in screen.hand] == ["3♣", "7♥"]
        await cursor_to(pilot, screen, 1)
        # N (8♠) and the two empty tabbed spaces take 7♥: they are marked.
        assert fitting(screen) == {0, 2, 3}
        before = screen.session.state.key()
        await pilot.press("6")  # E holds 8♦: red on red
        assert screen.session.state.key() == before
        status = str(screen.query_one("#status").render())
        assert status.startswith("Not allowed:")
        await pilot.press("8")  # N
        view = kings_view(screen)
        assert str(view.spaces[0].top) == "7H" and view.spaces[0].size == 2
        assert [str(c) for c in view.hand] == ["3C"]
        north = next(box for box in screen.query(SpaceBox) if box.index == 0)
        assert str(north.content) == "8♠ 7♥ (2)"


async def test_enter_plays_where_the_card_fits_or_says_it_fits_nowhere(
    tmp_path: Path,
) -> None:
    state = position(
        2, hands=["7H 3C", "2D"], piles={"N": "8S", "E": "8D", "S": "5S", "W": "9C"}
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, session_from("kings-corner", state))
        await cursor_to(pilot, screen, 0)  # 3♣: nothing is a red 4
        assert fitting(screen) == set()
        ply = screen.session.ply
        await pilot.press("enter")
        assert screen.session.ply == ply
        assert "fits nowhere" in str(screen.query_one("#status").render())
        await cursor_to(pilot, screen, 1)  # 7♥ goes on 8♠ (N) only
        await pilot.press("enter")
        assert str(kings_view(screen).spaces[0].top) == "7H"


async def test_m_and_two_numbers_move_a_pile(tmp_path: Path) -> None:
    state = position(2, hands=["3C 4D", "2D"], piles={"N": "9S", "W": "8H 7C"})
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, session_from("kings-corner", state))
        await pilot.press("m", "4")  # W: its foot 8♥ goes on 9♠
        assert fitting(screen) == {0}
        await pilot.press("7")  # not into an empty corner: still asking
        assert "Another target's number, or Esc." in screen_text(app)
        assert screen.moving == 3 and screen.session.ply == 0
        await pilot.press("escape")  # changed my mind: nothing moved
        assert kings_view(screen).spaces[3].size == 2
        await pilot.press("m", "4", "8")
        view = kings_view(screen)
        assert view.spaces[0].size == 3 and view.spaces[3].size == 0
        assert str(view.spaces[0].top) == "7C"


async def test_while_a_pile_move_waits_e_and_enter_do_nothing(tmp_path: Path) -> None:
    # An e pressed after m once ended the turn: a lost turn and a chip.
    state = position(2, hands=["3C 4D", "2D"], piles={"N": "9S", "W": "8H 7C"})
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, session_from("kings-corner", state))
        await pilot.press("m", "e")
        assert screen.session.ply == 0
        assert "You are moving a pile: press the number of the pile" in screen_text(app)
        await pilot.press("4", "enter")
        assert screen.session.ply == 0
        assert "press the number of its target" in screen_text(app)
        await pilot.press("8")  # the move still goes through
        assert kings_view(screen).spaces[0].size == 3
        await pilot.press("m", "u")  # the pile question first
        assert screen.moving is not None and screen.session.ply == 1
        assert "You are moving a pile" in screen_text(app)
        await pilot.press("escape", "u")  # then the undo, which clears it
        assert screen.moving is None and screen.session.ply == 0


async def test_a_pile_that_cannot_move_anywhere_is_refused_at_once(
    tmp_path: Path,
) -> None:
    state = position(2, hands=["3C 4D", "2D"], piles={"N": "9S", "W": "8H 7C"})
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, session_from("kings-corner", state))
        await pilot.press("m", "9")  # NE: an empty corner
        text = screen_text(app)
        assert "Not allowed: piles in the King spaces never move" in text
        assert "onto which space" not in text
        # Still asking for a pile (a play-tester's next number played a card).
        assert str(screen.query_one("#status").render()).endswith(
            "Another pile's number, or Esc."
        )
        await pilot.press("2")  # S: empty
        assert "Not allowed: S is empty: there is no pile to move" in screen_text(app)
        await pilot.press("8")  # N holds 9♠: a target is asked for
        assert "Move the N pile onto which space?" in screen_text(app)
        assert screen.session.ply == 0


async def test_a_king_must_go_to_a_corner_before_the_turn_ends(
    tmp_path: Path,
) -> None:
    state = position(2, hands=["KS 3C", "2D"], piles={"N": "9S"})
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, session_from("kings-corner", state))
        assert screen.check_action("end_turn", ()) is None  # dimmed
        assert "Place your King" in screen_text(app)
        assert "(NE: 9, SE: 3, SW: 1, NW: 7)" in screen_text(app)
        await pilot.press("e")
        assert screen.session.ply == 0
        await cursor_to(pilot, screen, screen.hand.index(kings_view(screen).hand[-1]))
        assert fitting(screen) == {4, 5, 6, 7}
        await pilot.press("7")  # NW
        assert str(kings_view(screen).spaces[7].bottom) == "KS"
        assert screen.check_action("end_turn", ()) is True
        await pilot.press("e")
        assert screen.session.ply >= 2  # the turn is over (the bot may have played)


async def test_hot_seat_handover_hides_the_previous_players_cards(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    seats = (Seat("Ana"), Seat("Bot", "heuristic"), Seat("Ben"))
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(GameSession.new("kings-corner", 3, seed=2), seats)
        await pilot.pause()
        handovers = 0
        screen = None
        while handovers < 4:
            if isinstance(app.screen, HandoverScreen):
                handovers += 1
                shown = screen_text(app)
                assert "Pass to" in shown
                assert not any(suit in shown for suit in "♠♥♦♣")
                await pilot.press("enter")
                screen = app.screen
                assert isinstance(screen, KingsScreen)
                other = 2 if screen.viewer == 0 else 0
                hidden = set(screen.session.observe(other).hand)  # type: ignore[attr-defined]
                hand_row = str(screen.query_one("#hand").render())
                assert not any(card_label(c, False) in hand_row for c in hidden)
                continue
            assert isinstance(screen, KingsScreen)
            await play_kings_action(pilot, screen)
            await settle(pilot)


async def test_hot_seat_undo_reaches_back_past_a_save_within_the_turn(
    tmp_path: Path,
) -> None:
    # Left and continued mid-turn, a move of the turn said "Nothing of
    # yours to take back this turn" (a play-tester's swap in Shithead).
    from cardgames_tui.games.kings_corner.actions import PlayCard

    def opening_play(seed: int) -> tuple[GameSession, str] | None:
        session = GameSession.new("kings-corner", 2, seed=seed)
        plays = [a for a in session.legal_actions() if isinstance(a, PlayCard)]
        if session.current_player != 0 or not plays:
            return None
        return session, str(plays[0])

    session, move = next(filter(None, map(opening_play, range(100))))
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await ann_and_ben(pilot, session)
        assert table.submit(move) and session.ply == 1
        await pilot.press("q", "y")
        await pilot.pause()
        app.continue_saved(table.slot)
        await settle(pilot)
        assert isinstance(app.screen, HandoverScreen)
        await pilot.press("enter")
        await settle(pilot)
        resumed = app.screen
        assert isinstance(resumed, KingsScreen) and resumed is not table
        assert resumed.check_action("undo", ()) is True
        await pilot.press("u")
        await pilot.pause()
        assert resumed.session.ply == 0
        assert resumed.status_line[0].startswith("Took back your last move")


async def test_a_new_hand_is_handed_over_even_to_who_ended_the_last(
    tmp_path: Path,
) -> None:
    # Ben went out; everyone read the summary; Enter dealt the next hand,
    # Ben's to open, and his new cards were on screen at once, with "u Undo"
    # offered for nothing (a play-tester).
    from cardgames_tui.ui.screens.hand_end import HandEndDialog

    state = position(2, hands=["3C", "7H"], piles=TABBED_FULL)  # Ben deals
    session = session_from("kings-corner", state)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await ann_and_ben(pilot, session)
        await pilot.press("e", "e")  # no play (a pile could move): a chip, a card
        await settle(pilot)
        assert isinstance(app.screen, HandoverScreen)
        await pilot.press("enter")  # "Pass to Ben"
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, KingsScreen) and screen.viewer == 1
        await pilot.press("6")  # his last card, 7♥ on E: the hand is his
        await pilot.pause()
        assert isinstance(app.screen, HandEndDialog)
        assert screen.viewer is None  # everyone reads it: public lines only
        assert isinstance(screen.view, KingsView) and screen.view.seat is None
        await pilot.press("enter")
        await settle(pilot)
        assert session.current_player == 1  # Ann dealt: Ben opens
        assert isinstance(app.screen, HandoverScreen)
        shown = screen_text(app)
        # Not "Ben again · Only bots have played since" (a review: no bot).
        assert "Pass to Ben" in shown and "again" not in shown
        assert not any(suit in shown for suit in "♠♥♦♣")
        await pilot.press("enter")
        await settle(pilot)
        back: object = app.screen
        assert back is screen and screen.viewer == 1
        assert screen.check_action("undo", ()) is False  # nothing of his yet


async def test_enter_builds_on_a_pile_before_taking_an_empty_space(
    tmp_path: Path,
) -> None:
    state = position(2, hands=["7H 3C", "2D"], piles={"E": "8S"})
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, session_from("kings-corner", state))
        await cursor_to(pilot, screen, 1)  # 7♥: N, S and W are empty, E has 8♠
        assert fitting(screen) == {0, 1, 2, 3}
        await pilot.press("enter")
        assert str(kings_view(screen).spaces[1].top) == "7H"


async def test_ascii_mode_writes_suits_as_letters(tmp_path: Path) -> None:
    import re

    app = make_app(tmp_path, ascii_only=True)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, GameSession.new("kings-corner", 2, seed=4))
        for _ in range(3):
            text = screen_text(app)
            assert not any(symbol in text for symbol in "♠♥♦♣")
            assert re.search(r"\b(10|[2-9JQKA])[SHDC]\b", text)
            await play_kings_action(pilot, screen)
            await settle(pilot)


async def test_a_king_in_hand_is_sent_to_the_corners_still_free(
    tmp_path: Path,
) -> None:
    # A play-tester held K♣ with three corners full: the prompt still
    # listed all four (7 9 1 3), and 9 was refused without naming NW.
    state = position(
        2,
        hands=["KC 3C", "2D"],
        piles={"N": "9S", "NE": "KS", "SE": "KH", "SW": "KD"},
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, session_from("kings-corner", state))
        assert "free corner (NW: 7) before" in screen_text(app)
        await cursor_to(pilot, screen, screen.hand.index(kings_view(screen).hand[-1]))
        await pilot.press("9")  # NE: full
        assert "an empty corner: NW is free" in screen_text(app)
        await pilot.press("e")
        status = str(screen.query_one("#status").render())
        assert status.endswith("before you end your turn (NW is free).")
        assert screen.session.ply == 0


async def test_ending_the_turn_with_a_card_that_fits_asks_before_it_costs_a_chip(
    tmp_path: Path,
) -> None:
    # A play-tester pressed e with 7♥ fitting on 8♠ and paid a chip unasked.
    state = position(2, hands=["7H 3C", "2D 5C"], piles=TABBED_FULL)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, session_from("kings-corner", state))
        chips = kings_view(screen).chips[0]
        await pilot.press("e")
        status = str(screen.query_one("#status").render())
        assert status == (
            "A card fits: e again ends the turn (you pay 1 chip: no play this turn)."
        )
        assert screen.session.ply == 0
        await pilot.press("e")
        assert screen.session.ply >= 1
        assert screen.session.observe(0).chips[0] == chips - 1  # type: ignore[attr-defined]


async def test_ending_the_turn_after_a_play_costs_nothing_and_asks_nothing(
    tmp_path: Path,
) -> None:
    state = position(2, hands=["7H 3C 4D", "2D"], piles={"E": "8S"})
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, session_from("kings-corner", state))
        seven = next(c for c in screen.hand if str(c) == "7H")
        await cursor_to(pilot, screen, screen.hand.index(seven))
        await pilot.press("6")  # 7♥ on E: the 3♣ and 4♦ could still fill a space
        assert screen.session.ply == 1
        await pilot.press("e")
        assert screen.session.ply >= 2


async def test_five_the_middle_of_the_keypad_tells_about_the_draw_pile(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, GameSession.new("kings-corner", 2, seed=4))
        stock = kings_view(screen).stock_size
        await pilot.press("5")
        status = str(screen.query_one("#status").render())
        assert status.startswith(f"The draw pile ({stock} cards): you draw its top")
        assert screen.session.ply == 0


async def test_a_refusal_leaves_the_status_line_once_the_cursor_moves_on(
    tmp_path: Path,
) -> None:
    state = position(2, hands=["7H 3C", "2D 5C"], piles=TABBED_FULL)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, session_from("kings-corner", state))
        three = next(c for c in screen.hand if str(c) == "3C")
        await cursor_to(pilot, screen, screen.hand.index(three))
        await pilot.press("8")  # 3♣ on 9♠: refused
        status = screen.query_one("#status")
        assert str(status.render()).startswith("Not allowed")
        await pilot.press("right")  # said of 3♣, it read as said of 7♥
        assert str(status.render()) == screen.turn_hint()
        await pilot.press("m", "2", "8")  # J♦ onto 9♠: refused, still asking
        await pilot.press("right")  # the pile question stays
        assert str(status.render()).startswith("Not allowed: ")
        assert screen.moving is not None


def test_the_pot_is_told_with_its_fines_and_payments() -> None:
    from cardgames_tui.ui.kings_sheet import last_pot_words

    # Ana cannot play and pays the no-play chip; the bot goes out on 8♠.
    state = position(2, hands=["3C 2H", "7H"], piles=TABBED_FULL, stock="5D 6D")
    session = session_from("kings-corner", state)
    ante = state.pot
    assert last_pot_words(session) is None
    session.play(session.parse("end"))
    session.play(session.parse("play 7H on E"))
    won = ante + 1 + 3  # Ana pays 3 chips for 2♥ 3♣ and the 5♦ she drew
    assert last_pot_words(session) == (
        f"Pot: {ante} ante + 1 in fines + 3 for cards left = {won} chips"
    )


async def ann_and_ben(pilot: Pilot[None], session: GameSession) -> KingsScreen:
    """``session`` at a hot-seat table of Ann and Ben, passed to Ann."""
    from cardgames_tui.ui.app import CardgamesApp

    app = pilot.app
    assert isinstance(app, CardgamesApp)
    table = app.start_game(session, (Seat("Ann"), Seat("Ben")))
    await settle(pilot)
    await pilot.press("enter")  # "Pass to Ann"
    await settle(pilot)
    assert isinstance(table, KingsScreen)
    return table


async def test_hot_seat_undo_takes_back_a_move_of_the_turn_still_going_on(
    tmp_path: Path,
) -> None:
    # A play-tester's slip within a Kings turn: nobody else has looked
    # since, so the move can go back; the turn before it cannot.
    state = position(2, hands=["7H 3C 4D", "2D 5C"], piles=TABBED_FULL)
    session = session_from("kings-corner", state)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await ann_and_ben(pilot, session)
        assert screen.check_action("undo", ()) is False  # nothing of hers yet
        seven = next(c for c in screen.hand if str(c) == "7H")
        await cursor_to(pilot, screen, screen.hand.index(seven))
        await pilot.press("6")  # 7♥ on E
        assert session.ply == 1 and screen.check_action("undo", ()) is True
        await pilot.press("u")
        assert session.ply == 0
        assert screen.status_line[0].startswith("Took back your last move")
        await pilot.press("6", "e")  # 7♥ again, then end: Ben's turn
        await settle(pilot)
        await pilot.press("enter")  # "Pass to Ben"
        await settle(pilot)
        assert screen.viewer == 1 and session.current_player == 1
        await pilot.press("u")  # Ann's turn is over: not Ben's to take back
        assert session.ply == 2
        assert screen.status_line[0].startswith(
            "Nothing of yours to take back this turn"
        )


async def test_a_blocked_hand_that_carries_its_pot_says_so_and_the_next_shows_it(
    tmp_path: Path,
) -> None:
    # The pot-carries-over variant: the summary names no winner and says the
    # pot stays; the next hand's pot holds it, and the chips shared are fewer.
    from cardgames_tui.ui.screens.hand_end import HandEndDialog

    aces = {"N": "AH", "E": "AD", "S": "AC", "W": "AS"}
    corners = {"NE": "KS", "SE": "KH", "SW": "KD", "NW": "KC"}
    carry = {"pot_carries_over": True}
    state = position(
        2, hands=["", "5S"], piles={**aces, **corners}, rest=0, pot=2, options=carry
    )
    session = session_from("kings-corner", state, **carry)
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_table(pilot, session)
        await pilot.press("e", "e")  # Ana passes (a chip); the bot cannot play
        await settle(pilot, stop_at_end=True)
        assert isinstance(app.screen, HandEndDialog)
        shown = " ".join(screen_text(app).split())
        # Not "Nobody can play": a card fitted, everyone passed on purpose.
        assert "without a play: the hand is blocked, with no winner" in shown
        assert "Pot: 2 ante + 2 in fines = 4 chips, kept for the next hand" in shown
        assert "takes the pot" not in shown
        # A line of its own on the score sheet and in the statistics' race.
        from cardgames_tui.store.races import race_of
        from cardgames_tui.ui.kings_sheet import hand_lines

        lines = hand_lines(session, ["Ana", "Bot"])
        assert [line.label for line in lines] == ["1. blocked, no winner · pot 4 kept"]
        race = race_of(session, ["Ana", "Bot"])
        assert race is not None and race.rows == (("hand 1", (0, 0)),)
        await pilot.press("enter")
        await settle(pilot, stop_at_end=True)
        back: object = app.screen
        assert back is screen and screen.session.scores == (0, 0)
        shown = " ".join(screen_text(app).split())
        assert "pot 6" in shown  # 4 kept and two antes
        assert "Ana · " in shown and "37 chips" in shown  # (80 - 4) // 2, less 1


async def test_with_chip_debts_a_stack_below_zero_reads_as_owed(tmp_path: Path) -> None:
    # "-6 chips" read as a misprint: the summary says who owes what.
    debts = {"chip_debts": True}
    aces = {"E": "AD", "S": "AC", "W": "AS"}
    state = position(
        2,
        hands=["2S 3S 4S 5S 6S", "QH"],
        piles={"N": "KS", **aces},
        chips=[1, 10],
        options=debts,
    )
    session = session_from("kings-corner", state, **debts)
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await open_table(pilot, session)
        await pilot.press("e", "e")  # a chip (K♠ could move), a draw; Q♥ goes out
        await settle(pilot, stop_at_end=True)
        shown = " ".join(screen_text(app).split())
        owed = [e.amount for e in session.events if e.kind == "pay"]
        assert owed and owed[0] >= 5
        assert f"Ana pays {owed[0]} chips for the cards left" in shown
        assert f"Chips: Ana owes {owed[0]} · Bot " in shown


async def test_a_game_left_at_a_hand_s_summary_comes_back_to_it(
    tmp_path: Path,
) -> None:
    # It came back on the next hand already dealt, a bot playing, and the
    # hand's result was only in the log (a play-tester).
    from cardgames_tui.games.kings_corner.position import stacked_deck
    from cardgames_tui.ui.screens.hand_end import HandEndDialog

    # A real deal (a save is replayed from its record): Ana's seven cards
    # run down from the K♠ on N, and she has played six of them.
    run = "QH JC 10D 9S 8H 7C 6D"
    deck = stacked_deck(2, hands=[run, "2D 3D 4D 5D 2H 3H 4H"], tabbed="KS 2C 3C 4C")
    session = GameSession.new("kings-corner", players=2, seed=1, deck=deck)
    for card in run.split()[:-1]:
        session.play(f"play {card} on N")
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await open_table(pilot, session)
        await pilot.press("8")  # 6♦ on N, her last card: the hand is hers
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, HandEndDialog)
        assert "Ana went out and wins the hand" in dialog.lines
        await pilot.press("q", "y")
        await pilot.pause()
        # The menu says where it opens: the next hand is dealt, but not shown.
        assert "hand 2 · " in screen_text(app)
        assert "left at the last summary" in " ".join(screen_text(app).split())
        app.continue_saved(table.slot)
        await settle(pilot, stop_at_end=True)
        again = app.screen
        assert isinstance(again, HandEndDialog)
        # The same summary, line for line (the log behind it is no proof).
        assert again.title_text == dialog.title_text == "Hand 1 is over"
        assert again.lines == dialog.lines
        await pilot.press("enter")  # read: on to hand 2, and saved so
        await settle(pilot, stop_at_end=True)
        resumed = app.screen
        assert isinstance(resumed, KingsScreen) and resumed.tally.summary_at is None
        await pilot.press("q", "y")
        await pilot.pause()
        app.continue_saved(table.slot)
        await settle(pilot, stop_at_end=True)
        assert isinstance(app.screen, KingsScreen)  # no summary a second time


async def test_a_hot_seat_player_is_told_the_card_he_drew_when_the_seat_comes_back(
    tmp_path: Path,
) -> None:
    # A hot-seat turn ends on the draw and the keyboard goes on at once: the
    # drawer never saw his new card (a play-tester).
    state = position(2, hands=["3C 7H", "2D 5C"], piles=TABBED_FULL, stock="4H 6S")
    session = session_from("kings-corner", state)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await ann_and_ben(pilot, session)
        assert screen.status_line == (screen.turn_hint(), False)  # drew nothing yet
        await pilot.press("e", "e")  # no play: a chip, then the 4♥
        await settle(pilot)
        assert isinstance(app.screen, HandoverScreen)
        await pilot.press("enter")  # "Pass to Ben"
        await settle(pilot)
        assert screen.viewer == 1
        assert screen.status_line == (screen.turn_hint(), False)  # not Ann's card
        await pilot.press("e", "e")
        await settle(pilot)
        await pilot.press("enter")  # "Pass to Ann"
        await settle(pilot)
        assert screen.viewer == 0
        told = "Ann, you drew the 4♥ as your last turn ended."
        assert screen.status_line == (told, False)
        assert told in screen_text(app)


async def test_esc_with_no_pile_move_under_way_says_what_it_is_for(
    tmp_path: Path,
) -> None:
    state = position(2, hands=["3C 7H", "2D 5C"], piles=TABBED_FULL)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, session_from("kings-corner", state))
        await pilot.press("escape")
        await pilot.pause()
        said = "Esc cancels a pile move (m); none is under way."
        assert screen.status_line == (said, True)
        await pilot.press("m", "escape")  # one under way: cancelled at once
        await pilot.pause()
        assert screen.moving is None and screen.status_line[0] == screen.turn_hint()
