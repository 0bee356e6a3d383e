"""The Trix table as a player meets it: a whole session by keys, choosing and
doubling, refusals, passing, the score sheet and hot-seat privacy."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
from textual import events

from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.core.wording import card_list
from cardgames_tui.games.trix.actions import CHOOSE, COMPLEX, Double, Pass
from cardgames_tui.games.trix.position import position
from cardgames_tui.games.trix.view import TrixView
from cardgames_tui.ui.card_text import card_label
from cardgames_tui.ui.narrate import points
from cardgames_tui.ui.screens.handover import HandoverScreen
from cardgames_tui.ui.screens.results import ResultsScreen
from cardgames_tui.ui.screens.score_sheet import ScoreSheet
from cardgames_tui.ui.screens.trix import TrixScreen
from cardgames_tui.ui.widgets.card_row import CardRowView
from tests.helpers import session_from
from tests.ui.driver import hand_cursor_to as cursor_to
from tests.ui.driver import make_app, settle
from tests.ui.test_app import screen_text
from tests.ui.trix_driver import play_trix_turn, trix_view

BOTS = (Seat("Bot 1", "heuristic"), Seat("Bot 2", "random"), Seat("Bot 3", "heuristic"))
SEATS = (Seat("Ana"), *BOTS)


def owner_seed(seat: int, doubles: bool = False) -> int:
    """A seed whose first kingdom belongs to ``seat`` (the 7♥ holder); with
    ``doubles``, one where that seat also holds the K♥ or a queen."""
    for seed in range(200):
        session = GameSession.new("trix", seed=seed)
        hand = {str(c) for c in session.observe(seat).hand}  # type: ignore[attr-defined]
        holds = bool(hand & {"KH", "QS", "QH", "QD", "QC"})
        if session.current_player == seat and (holds or not doubles):
            return seed
    raise AssertionError("no such seed")


async def open_table(pilot: object, seed: int, seats: tuple[Seat, ...]) -> TrixScreen:
    from textual.pilot import Pilot

    assert isinstance(pilot, Pilot)
    pilot.app.start_game(GameSession.new("trix", seed=seed), seats)  # type: ignore[attr-defined]
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, TrixScreen)
    return screen


async def complex_table(pilot: object, seats: tuple[Seat, ...]) -> TrixScreen:
    """Ana's kingdom, Complex chosen and her say in the doubling round made:
    the first trick, hers to lead."""
    from textual.pilot import Pilot

    assert isinstance(pilot, Pilot)
    screen = await open_table(pilot, owner_seed(0), seats)
    await pilot.press("c")
    await settle(pilot)
    await pilot.press("n")  # Ana's say in the doubling round
    await settle(pilot)
    assert trix_view(screen).phase == "complex"
    return screen


def after_deals(seed: int, deals: int) -> GameSession:
    """A session whose first ``deals`` deals the bots played (headless)."""
    session = GameSession.new("trix", seed=seed)
    bot, rng = session.game.bots["heuristic"](), random.Random(seed)
    while session.observe(0).deal_number <= deals:  # type: ignore[attr-defined]
        seat = session.current_player
        assert seat is not None
        session.play(bot.choose(session.observe(seat), rng))
    return session


async def test_the_last_kingdom_by_key_presses_reaches_the_results(
    tmp_path: Path,
) -> None:
    """Deals 7 and 8 by keys (the first six, by bots, only take longer)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(after_deals(5, 6), SEATS)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TrixScreen)
        assert trix_view(screen).deal_number == 7
        moves = 0
        while isinstance(app.screen, TrixScreen):
            await play_trix_turn(pilot, screen, double_all=moves % 2 == 0)
            await settle(pilot)
            moves += 1
            assert moves < 100
        assert isinstance(app.screen, ResultsScreen)
        outcome = screen.session.outcome
        assert outcome is not None
        text = screen_text(app)
        for seat in outcome.ranking:
            assert f"{SEATS[seat].name}  {outcome.scores[seat]} points" in text
        # The whole score sheet, deal by deal, and the buttons fit at 80×24.
        assert "1. " in text and "8. " in text and "Complex" in text
        total = " ".join(str(outcome.scores[seat]) for seat in range(4))
        assert re.search(r"Total +" + total.replace(" ", " +"), text), text
        assert "Play again" in text and "Trix (Complex): game over" in text
        # Behind the last pop-up, the middle panel says the game is over (it
        # was an empty "Doubling" panel).
        title, lines = screen._center(trix_view(screen))
        winner = outcome.winners[0]
        said = f"{SEATS[winner].name} wins with {outcome.scores[winner]} points."
        assert title == "Game over" and said in str(lines[0])


def test_the_game_over_line_names_the_winner_or_those_who_share_the_win() -> None:
    from cardgames_tui.ui.trix_text import game_over_line

    names = ("You", "Bot 1", "Bot 2", "Bot 3")
    assert game_over_line((0,), (430, -200, 10, 0), names, 8) == (
        "All 8 deals are played: You win with 430 points."
    )
    assert game_over_line((1, 2), (-20, 300, 300, 0), names, 8) == (
        "All 8 deals are played: Bot 1 and Bot 2 share the win with 300 points."
    )


async def test_the_owner_chooses_by_key_and_doubles_what_is_picked(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, owner_seed(0, doubles=True), SEATS)
        assert trix_view(screen).phase == "choose"
        assert "press t for Trix or c for Complex" in screen_text(app)
        # The footer offered "⏎ Play" while choosing a contract; Enter only
        # follows a hinted contract there.
        assert enter_key(screen) == ""
        await pilot.press("enter")  # not a choice: explained, nothing changes
        assert screen.session.ply == 0
        assert "Choose the contract" in screen_text(app)
        await pilot.press("c")
        await settle(pilot)
        view = trix_view(screen)
        assert view.contract == "complex"
        assert view.phase == "double" and view.current_player == 0
        assert enter_key(screen) == "Double"
        # Only the cards that may be doubled are bright (all thirteen were).
        row = screen.query_one("#hand", CardRowView)
        assert row.dim_unplayable
        bright = {screen.hand[i] for i, slot in enumerate(row.slots) if slot.playable}
        assert bright == set(view.doublable)
        most = view.legal_actions[-1]
        assert isinstance(most, Double)
        doubles = most.cards
        assert doubles
        # "space picks from Q♦; Enter doubles it" read as a contradiction.
        assert f"Doubling: you may double {card_list(view.doublable)}." in " ".join(
            screen_text(app).split()
        )
        for card in doubles:
            await cursor_to(pilot, screen, screen.hand.index(card))
            await pilot.press("space")
        # The pick is said in words, not only shown in colour.
        in_hand = sorted(doubles, key=screen.hand.index)
        picked = " ".join(card_label(card, False) for card in in_hand)
        assert f"Picked to double: {picked}." in screen_text(app)
        for card in doubles:  # each unpicked, then all picked again
            await cursor_to(pilot, screen, screen.hand.index(card))
            await pilot.press("space")
        assert "Nothing picked: n doubles nothing." in screen_text(app)
        await pilot.press("enter")  # not "no double": refused, nothing changes
        assert screen.session.ply == 1 and trix_view(screen).phase == "double"
        assert "Nothing picked to double: space picks" in screen_text(app)
        for card in doubles:
            await cursor_to(pilot, screen, screen.hand.index(card))
            await pilot.press("space")
        assert f"Picked to double: {picked}." in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        assert dict(trix_view(screen).doubled).keys() >= set(doubles)
        assert "Doubled:" in screen_text(app)
        assert trix_view(screen).phase == "complex"
        assert enter_key(screen) == "Play"


def enter_key(screen: TrixScreen) -> str:
    """What the footer says Enter does ("" where it does not show it)."""
    binding = screen.active_bindings["enter"].binding
    return binding.description if binding.show else ""


async def test_a_card_that_does_not_fit_is_refused_and_changes_nothing(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, 3, SEATS)
        for _ in range(300):
            view = trix_view(screen)
            offered = {getattr(a, "card", None) for a in view.legal_actions}
            refused = [c for c in screen.hand if c not in offered]
            if view.phase in ("trix", "complex") and refused and view.my_turn:
                break
            await play_trix_turn(pilot, screen)
            await settle(pilot)
        else:
            raise AssertionError("never held a card that could not be played")
        before, ply = screen.session.state.key(), screen.session.ply
        await cursor_to(pilot, screen, screen.hand.index(refused[0]))
        await pilot.press("enter")
        assert screen.session.ply == ply and screen.session.state.key() == before
        status = str(screen.query_one("#status").render())
        assert status.startswith("Not allowed:")


async def test_pass_is_taken_only_when_nothing_fits(tmp_path: Path) -> None:
    # South holds 2♠ 3♠ and 9♥; the spade row is J Q and hearts have no jack.
    stuck = position(
        {"S": "2S 3S 9H"},
        contract="trix",
        to_play="S",
        layout="JS QS",
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(session_from("trix", stuck), SEATS)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TrixScreen)
        assert screen.check_action("pass_turn", ()) is True
        assert "press p to pass" in screen_text(app)
        await pilot.press("enter")  # 2♠ fits nowhere: explained, nothing changes
        assert screen.session.ply == 0
        status = str(screen.query_one("#status").render())
        # One line, and the one thing to do (the card's refusal hid it).
        assert status == "Not allowed: none of your cards fits: press p to pass (bass)."
        await pilot.press("p")
        assert screen.session.ply >= 1
        assert any(e.kind == "pass" and e.seat == 0 for e in screen.session.events)
    fits = position(
        {"S": "10S 3S"},
        contract="trix",
        to_play="S",
        layout="JS QS",
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(session_from("trix", fits), SEATS)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TrixScreen)
        assert screen.check_action("pass_turn", ()) is True
        await pilot.press("p")  # refused, said why: nothing happens
        assert screen.session.ply == 0
        assert "you must play it" in str(screen.query_one("#status").render())


async def test_the_score_sheet_lists_each_finished_deal(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(after_deals(4, 1), SEATS)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TrixScreen)
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheet)
        lines = screen_text(app).splitlines()
        view = trix_view(screen)
        owner = SEATS[view.deal_owner(0)].name
        first = next(e for e in screen.session.events if e.kind == "contract")
        contract = str(first.target).capitalize()  # each deal names its contract
        assert contract in ("Trix", "Complex")
        row = next(line for line in lines if f"1. {owner}'s {contract}" in line)
        shown = re.findall(r"[+-]?\d+", row.split(contract, 1)[1])
        assert shown == [points(v) for v in view.deal_scores[0]]
        total = next(line for line in lines if "Total" in line)
        assert re.findall(r"-?\d+", total) == [str(v) for v in view.totals]
        await pilot.press("escape")
        back: object = app.screen
        assert back is screen


async def test_hot_seat_handover_hides_the_previous_players_cards(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    seats = (Seat("Ana"), BOTS[0], Seat("Ben"), BOTS[2])
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(GameSession.new("trix", seed=owner_seed(0)), seats)
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        await pilot.press("enter")
        screen = app.screen
        assert isinstance(screen, TrixScreen)
        ana_hand = [card_label(c, False) for c in trix_view(screen).hand]
        shown = screen_text(app)
        assert all(label in shown for label in ana_hand)
        handovers = 0
        while handovers < 3:
            if isinstance(app.screen, HandoverScreen):
                handovers += 1
                shown = screen_text(app)
                assert "Pass to" in shown
                assert not any(suit in shown for suit in "♠♥♦♣")
                await pilot.press("enter")
                # The new viewer's table shows no card of the other human.
                other = 2 if screen.viewer == 0 else 0
                hidden = screen.session.observe(other).hand  # type: ignore[attr-defined]
                mine = set(trix_view(screen).hand)
                text = screen.query_one("#hand").render()
                assert not any(
                    card_label(c, False) in str(text) for c in hidden if c not in mine
                )
                continue
            await play_trix_turn(pilot, screen)
            await settle(pilot)


async def test_a_handover_waits_out_an_enter_pressed_as_it_comes_up(
    tmp_path: Path,
) -> None:
    # A play-tester pressed Enter again a moment after his move: it went
    # through the handover as it came up, and he saw the next player's hand.
    # Judged by each key's stamp, not by when a busy screen gets to it.
    app = make_app(tmp_path)
    app.settings.handover_guard = 60  # a real click comes well within it
    seats = (Seat("Ana"), BOTS[0], Seat("Ben"), BOTS[2])
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(GameSession.new("trix", seed=owner_seed(0)), seats)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HandoverScreen)

        def enter_stamped(after: float) -> None:
            key = events.Key("enter", "\r")
            key.time = screen.shown_at + after
            app.post_message(key)

        enter_stamped(59.9)
        await pilot.pause()
        await pilot.click("#handover-name")  # made now: also too soon
        await pilot.pause()
        assert app.screen is screen  # too soon: still hidden
        enter_stamped(60.1)
        await pilot.pause()
        assert isinstance(app.screen, TrixScreen)


@pytest.mark.parametrize("level", ["hard", "normal"])
async def test_with_a_hard_bot_every_doubling_turn_lasts_its_budget(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, level: str
) -> None:
    # A hard bot's search for its K♥ or queens to weigh may outlast the
    # pause where a seat with nothing to double answers at once.
    from cardgames_tui.ui.screens import bot_turns
    from tests.ui.inline_pool import inline_pool

    pauses: list[tuple[str, float]] = []

    def closed(seconds: float) -> bool:
        pauses.append((str(trix_view(screen).phase), seconds))
        return False

    inline_pool(monkeypatch)
    monkeypatch.setattr(bot_turns, "closed", closed)
    monkeypatch.setattr(bot_turns, "monotonic", lambda: 0.0)  # thinks at once
    app = make_app(tmp_path)
    app.settings.bot_delay, app.settings.bot_budget = 0.2, 0.5
    seats = (Seat("Ana"), Seat("Bot 1", level), *BOTS[1:])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, owner_seed(0), seats)
        await pilot.press("c")
        await settle(pilot)
        await pilot.press("n")  # Ana's answer: the three bots answer next
        await settle(pilot)
        doubling = [seconds for phase, seconds in pauses if phase == "double"]
        assert doubling == [0.5 if level == "hard" else 0.2] * 3
        ply = screen.session.ply
        await play_trix_turn(pilot, screen)  # Ana leads: the tricks' pace
        await settle(pilot)
        assert screen.session.ply > ply + 1
        assert pauses[-1] == ("complex", 0.2)


async def test_ascii_mode_writes_suits_as_letters(tmp_path: Path) -> None:
    import re

    app = make_app(tmp_path, ascii_only=True)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, 1, SEATS)  # the doubling round
        for _ in range(3):
            text = screen_text(app)
            assert not any(symbol in text for symbol in "♠♥♦♣")
            assert re.search(r"\b(10|[2-9JQKA])[SHDC]\b", text)
            await play_trix_turn(pilot, screen)
            await settle(pilot)


async def test_the_header_says_your_kingdom_to_the_seat_called_you(
    tmp_path: Path,
) -> None:
    from cardgames_tui.core.seats import default_seats

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_table(pilot, owner_seed(0), default_seats(4))
        text = screen_text(app)
        assert "your kingdom" in text and "You's" not in text
        assert "You choose Trix or Complex." in text


async def test_the_contract_box_says_what_each_contract_pays(tmp_path: Path) -> None:
    """A new player had only the two names to choose by; at 80x24 the
    terms wrap in the box, and the log and the status line still show."""
    from textual.widgets import Static

    from cardgames_tui.core.seats import default_seats

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await open_table(pilot, owner_seed(0), default_seats(4))
        center = str(table.query_one("#center", Static).content).splitlines()
        assert center[1:] == [
            "Trix: going out +200, +150, +100, +50",
            "Complex: each trick -15, ♦ -10, queen -25, K♥ -75",
        ]
        text = screen_text(app)
        assert "+100, +50" in text and "queen -25, K♥ -75" in text
        assert "Deal 1 of 8" in text  # the log still shows below the box
        assert "press t for Trix or c for Complex" in text


def test_the_trick_cross_drops_a_bots_level_before_cutting_its_name() -> None:
    """'Bot 1 (hard)' read 'Bot 1 (har' in the trick; a short name with
    brackets stays whole, and a long name is cut to ten characters."""
    from cardgames_tui.ui.trix_text import _short

    assert _short("Bot 1 (hard)") == "Bot 1"
    assert _short("Ana (me)") == "Ana (me)"
    assert _short("Alexandria Jones") == "Alexandria"


def test_the_layout_rows_come_in_the_hands_suit_order() -> None:
    """The hand reads ♠ ♥ ♣ ♦; the layout's rows read ♠ ♥ ♦ ♣ beside it,
    so clubs and diamonds swapped places between the two."""
    from types import SimpleNamespace
    from typing import cast

    from cardgames_tui.core.cards import cards
    from cardgames_tui.ui.replay_table import table_lines
    from cardgames_tui.ui.trix_text import layout_lines

    # The view's rows: S, H, D, C.
    rows = ((), tuple(cards("JH QH")), tuple(cards("10D JD")), tuple(cards("JC")))
    view = cast(TrixView, SimpleNamespace(layout=rows))
    shown = [line.plain for line in layout_lines(view, True)]
    assert shown == ["S  waits for its jack", "H  J Q", "C  J", "D  10 J"]
    # A replay lists the rows begun, in the same order.
    replayed = table_lines(SimpleNamespace(layout=rows), (), True)
    assert replayed == ["Layout:", "  JH QH", "  JC", "  10D JD"]


async def test_a_hint_puts_the_cursor_on_the_card_it_suggests(tmp_path: Path) -> None:
    from cardgames_tui.bots.montecarlo import Advice, Weighed
    from cardgames_tui.games.trix.actions import PlayCard
    from cardgames_tui.ui.screens.bot_turns import HintReady

    session = GameSession.new("trix", seed=3)
    bot, rng = session.game.bots["heuristic"](), random.Random(3)
    while not (
        session.current_player == 0
        and trix_view_of(session).phase == "complex"
        and len(session.legal_actions()) > 2
    ):
        seat = session.current_player
        assert seat is not None
        session.play(bot.choose(session.observe(seat), rng))
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(session, SEATS)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TrixScreen)
        last = session.legal_actions()[-1]
        assert isinstance(last, PlayCard) and screen.selected_card() != last.card
        weighed = Weighed(last, -20.0, 16)
        screen.post_message(
            HintReady(session.ply, Advice(last, [weighed], weighed, ""))
        )
        await pilot.pause()
        assert screen.selected_card() == last.card
        assert "Hint: play" in screen_text(app)


def trix_view_of(session: GameSession) -> Any:
    return session.observe(session.current_player)


async def test_a_pick_to_double_waits_while_another_seat_decides(
    tmp_path: Path,
) -> None:
    """Nothing is offered to you while a bot decides its double: a space
    picks nothing, and a click on your Q♥ says to wait (it said only the
    K♥ and the queens can be doubled, of a queen)."""
    from cardgames_tui.games.trix.actions import Choose
    from cardgames_tui.ui.app import build_app
    from cardgames_tui.ui.widgets.card_row import CELL

    session = GameSession.new("trix", seed=0)
    owner = session.current_player
    assert owner != 0
    choices = session.observe(owner).legal_actions
    session.play(
        next(a for a in choices if isinstance(a, Choose) and "complex" in str(a))
    )
    view = session.observe(0)
    assert isinstance(view, TrixView)
    assert view.phase == "double" and view.current_player not in (0, None)
    queen = next(c for c in view.hand if str(c) in {"KH", "QS", "QH", "QD", "QC"})
    # The bots wait a minute a move: the bot on turn is still deciding.
    app = build_app(bot_delay=60, data_dir=tmp_path / "data")
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session, SEATS)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TrixScreen)
        index = screen.hand.index(queen)
        await cursor_to(pilot, screen, index)
        await pilot.press("space")
        assert not screen.picked
        assert "Picked to double" not in screen_text(app)
        await pilot.click("#hand", offset=(index * CELL + 1, 0))
        assert not screen.picked
        assert "can be doubled" not in screen_text(app)
        assert "Wait for your turn to double." in screen_text(app)
        # A card nobody may double is still said to be one.
        plain = next(i for i, c in enumerate(screen.hand) if c not in view.doublable)
        await pilot.click("#hand", offset=(plain * CELL + 1, 0))
        assert "Only the King of Hearts and the queens can be doubled." in (
            screen_text(app)
        )


def test_off_turn_a_doubler_is_told_whether_its_say_is_to_come_or_past() -> None:
    from cardgames_tui.ui.screens.trix import TrixScreen

    session = GameSession.new("trix", seed=owner_seed(0, doubles=True))
    session.play(CHOOSE[COMPLEX])
    view = session.observe(0)
    assert isinstance(view, TrixView)
    assert view.phase == "double"
    assert view.owner == 0  # the round goes 0, 1, 2, 3
    said = TrixScreen._not_your_double
    assert said(view._replace(seat=3, current_player=1)) == (
        "Wait for your turn to double."
    )
    assert said(view._replace(seat=1, current_player=3)) == (
        "You have had your say in this doubling round."
    )
    assert said(view._replace(seat=0, current_player=2)) == (
        "You have had your say in this doubling round."
    )
    shifted = view._replace(owner=2)  # the round goes 2, 3, 0, 1
    assert said(shifted._replace(seat=1, current_player=3)) == (
        "Wait for your turn to double."
    )


async def test_the_seat_boxes_count_the_deals_last_trick(tmp_path: Path) -> None:
    from cardgames_tui.ui.screens.hand_end import HandEndDialog

    # East leads the last trick; West's 4♣ takes it and your Q♦ with it.
    state = position(
        {"S": "QD", "E": "2C", "N": "3C", "W": "4C"}, contract="complex", to_play="E"
    )
    seats = (Seat("Ana"), *(Seat(f"Bot {i}", "heuristic") for i in (1, 2, 3)))
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("trix", state), seats)
        await settle(pilot)
        table = app.screen
        assert isinstance(table, TrixScreen)
        totals = trix_view(table).totals
        await pilot.press("enter")  # Q♦, the only card
        await settle(pilot, stop_at_end=True)
        assert isinstance(app.screen, HandEndDialog)
        frozen = table.frozen
        assert isinstance(frozen, TrixView)
        west = 3
        assert frozen.tricks_won[west] == 1
        assert frozen.running[west] == -50  # the trick and Q♦ (queen and diamond)
        assert frozen.totals == table.session.scores != totals
        # Its box says so, behind the summary, under the trick's own number.
        title, _ = table._center(frozen)
        assert title.startswith("Trick 1 "), title  # the position's only trick
        assert "1 trick" in screen_text(app)


async def test_the_status_says_when_you_cannot_follow(tmp_path: Path) -> None:
    state = position(
        {"S": "QD 5H", "E": "2C 9S", "N": "3C 8S", "W": "4C 7S"},
        contract="complex",
        to_play="E",
    )
    seats = (Seat("Ana"), *(Seat(f"Bot {i}", "heuristic") for i in (1, 2, 3)))
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session_from("trix", state), seats)
        await settle(pilot)
        status = str(app.screen.query_one("#status").render())
        assert status.startswith("No clubs (♣) in your hand: any card goes"), status


async def test_a_hinted_double_picks_its_cards_for_enter(tmp_path: Path) -> None:
    from cardgames_tui.bots.montecarlo import Advice, Weighed
    from cardgames_tui.ui.screens.bot_turns import HintReady

    session = GameSession.new("trix", seed=3)
    bot, rng = session.game.bots["heuristic"](), random.Random(3)
    for _ in range(2000):  # to a doubling round where Ana may double
        if session.current_player == 0 and any(
            isinstance(a, Double) and a.cards for a in session.legal_actions()
        ):
            break
        seat = session.current_player
        assert seat is not None
        session.play(bot.choose(session.observe(seat), rng))
    double = max(
        (a for a in session.legal_actions() if isinstance(a, Double)),
        key=lambda a: len(a.cards),
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(session, SEATS)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TrixScreen)
        weighed = Weighed(double, 10.0, 16)
        screen.post_message(
            HintReady(session.ply, Advice(double, [weighed], weighed, ""))
        )
        await pilot.pause()
        ply = session.ply
        await pilot.press("enter")  # doubles what the hint said
        await pilot.pause()
        assert session.actions[ply] == double


def test_the_doubled_line_names_who_doubled_without_nested_brackets() -> None:
    """'K♥ (Bot 1 (hard))' read as a typo; the holder doubles, so 'by', once
    per player."""
    from types import SimpleNamespace
    from typing import cast

    from cardgames_tui.core.cards import Card
    from cardgames_tui.games.trix.view import TrixView
    from cardgames_tui.ui.trix_text import doubled_line

    cards = ("KH", "QS", "QD", "QC", "QH")
    doubled = tuple(zip(map(Card.parse, cards), (1, 0, 1, 1, 0), strict=True))
    view = cast(TrixView, SimpleNamespace(doubled=doubled))
    line = doubled_line(view, ("You", "Bot 1 (hard)", "Bot 2", "Bot 3"), True)
    assert line is not None
    # "by you" mid-sentence, not "by You" (a play-tester).
    assert line.plain == ("Doubled: KH, QD and QC by Bot 1 (hard), QS and QH by you")
    assert doubled_line(cast(TrixView, SimpleNamespace(doubled=())), (), True) is None


async def test_narrow_seat_boxes_break_between_facts_not_inside_one(
    tmp_path: Path,
) -> None:
    # At 80 columns "12 cards · 0 tricks" wrapped as "12 cards · 0" over
    # "tricks" in the side boxes.
    from cardgames_tui.ui.widgets.seat_box import SeatBox

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await complex_table(pilot, SEATS)
        for side in ("west", "east"):
            box = screen.query_one(f"#{side}", SeatBox)
            lines = str(box.render()).splitlines()
            assert all(len(line) <= box.size.width for line in lines), lines
            assert any(line.endswith("cards") for line in lines), lines
            assert any(line.endswith(("trick", "tricks")) for line in lines), lines
        await pilot.resize_terminal(120, 36)  # wide again: one line of facts
        await pilot.pause()
        west = str(screen.query_one("#west", SeatBox).render()).splitlines()
        assert " · " in west[0] and "trick" in west[0], west


async def test_a_note_too_long_for_a_narrow_box_border_ends_its_facts(
    tmp_path: Path,
) -> None:
    # At 80 columns the bottom border cut "kingdom · out third" to
    # "kingdom · out t…": the place was lost.
    from cardgames_tui.ui.widgets.seat_box import SeatBox

    note = "kingdom · out third"
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, owner_seed(0), SEATS)
        west = screen.query_one("#west", SeatBox)
        west.show("Bot 3", ["2 cards", "total -480"], False, note)
        await pilot.pause()
        assert west.border_subtitle == ""
        lines = str(west.render()).splitlines()  # a fact a line, as the rest
        assert lines[-2:] == ["kingdom", "out third"], lines
        await pilot.resize_terminal(120, 36)  # room again: back in the border
        await pilot.pause()
        assert west.border_subtitle == note
        assert note not in str(west.render())


async def test_a_seat_with_nothing_to_double_is_asked_too(tmp_path: Path) -> None:
    # Passed over, Ben's turn never came in the round, and whose turn it was
    # showed the table who held the K♥ and queens nobody doubled.
    seed = 4  # Ana owns the first kingdom and holds queens; Ben holds none
    hand = {str(c) for c in GameSession.new("trix", seed=seed).observe(2).hand}  # type: ignore[attr-defined]
    assert not hand & {"KH", "QS", "QH", "QD", "QC"}
    app = make_app(tmp_path)
    seats = (Seat("Ana"), BOTS[0], Seat("Ben"), BOTS[2])
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(GameSession.new("trix", seed=seed), seats)
        await pilot.pause()
        await pilot.press("enter")
        await pilot.press("c")  # Complex: the doubling round, Ana first
        await settle(pilot)
        await pilot.press("n")  # Ana doubles nothing
        await settle(pilot)
        assert isinstance(app.screen, HandoverScreen)
        assert "Pass to Ben" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TrixScreen)
        view = trix_view(screen)
        assert view.phase == "double" and view.current_player == 2
        said = "Doubling: you hold no K♥ and no queen; Enter goes on (no double)."
        assert said in " ".join(screen_text(app).split())
        assert screen.check_action("pick", ()) is None  # nothing to pick: dimmed
        assert enter_key(screen) == "Go on"  # not "Double"
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, HandoverScreen)
        assert "Pass to Ana" in screen_text(app)
        assert trix_view(screen).phase == "complex"
        public = [e for e in screen.session.events_for(None) if e.kind == "double"]
        assert all(e.cards for e in public)  # nobody's "no double" is told


def ben_out_in_the_layout() -> GameSession:
    """A Trix layout where Ben (seat 2) is out and Ana (seat 0) is to play:
    the bots alone play between her moves."""
    for seed in range(100):
        session = after_deals(seed, 0)
        bot, rng = session.game.bots["heuristic"](), random.Random(seed)
        while session.observe(0).deal_number <= 2:  # type: ignore[attr-defined]
            public = session.observe(None)
            assert isinstance(public, TrixView)
            out = public.out_order
            ana = session.current_player == 0
            if public.phase == "trix" and 2 in out and 0 not in out and ana:
                return session
            seat = session.current_player
            assert seat is not None
            session.play(bot.choose(session.observe(seat), rng))
    raise AssertionError("no such game")


async def test_a_handover_back_to_the_same_player_says_so(tmp_path: Path) -> None:
    # A play-tester: with only bots between two of Ana's moves, the screen
    # said "Pass to Ana", though nobody passes anything. It stays up (Ben,
    # out of the layout, may be watching the bots), but says why.
    app = make_app(tmp_path)
    seats = (Seat("Ana"), BOTS[0], Seat("Ben"), BOTS[2])
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(ben_out_in_the_layout(), seats)
        await pilot.pause()
        assert "Pass to Ana" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TrixScreen)
        ply = screen.session.ply
        passes = trix_view(screen).legal_actions == (Pass(),)
        await pilot.press("p" if passes else "enter")
        await settle(pilot)
        assert screen.session.ply > ply
        assert isinstance(app.screen, HandoverScreen)
        shown = screen_text(app)
        assert "Ana again" in shown and "Pass to" not in shown
        assert not any(suit in shown for suit in "♠♥♦♣")


async def test_home_and_end_take_the_cursor_to_the_first_and_last_card(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, 3, SEATS)
        await pilot.press("end")
        assert screen.cursor == len(screen.hand) - 1
        await pilot.press("home")
        assert screen.cursor == 0


def test_facts_too_wide_for_a_box_pack_onto_as_few_lines_as_fit() -> None:
    from cardgames_tui.ui.widgets.seat_box import packed

    line = "13 cards · 0 tricks · deal 0 · total 0"
    assert packed(line, 36) == ["13 cards · 0 tricks · deal 0", "total 0"]
    assert packed(line, 18) == ["13 cards", "0 tricks · deal 0", "total 0"]
    assert packed("a fact far too wide · b", 5) == ["a fact far too wide", "b"]


async def test_an_open_empty_hand_leaves_no_blank_line_in_its_box(
    tmp_path: Path,
) -> None:
    # A demo's Trix layout: "0 cards" over an empty line, a seat gone out.
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot, owner_seed(0), SEATS)
        view = screen.session.observe(None)
        assert isinstance(view, TrixView)
        screen.open_hand = lambda seat: ()  # type: ignore[method-assign]
        assert "" not in screen._public_lines(view, 1)
        screen.open_hand = lambda seat: screen.session.observe(seat).hand  # type: ignore[method-assign,attr-defined]
        assert len(screen._public_lines(view, 1)) == 3


async def test_leading_a_trick_puts_the_cursor_on_the_first_card(
    tmp_path: Path,
) -> None:
    # Taking a trick, then leading: the cursor stayed where the card just
    # played had been (A♣), and Enter led it into a doubled Q♣.
    session = GameSession.new("trix", seed=3)
    bot, rng = session.game.bots["heuristic"](), random.Random(3)
    for _ in range(400):
        view = session.observe(0)
        assert isinstance(view, TrixView)
        if (
            session.current_player == 0
            and view.phase == "complex"
            and not view.trick_cards
            and len(view.hand) < 13
        ):
            break
        session.play(bot.choose(session.observe(session.current_player), rng))
    else:
        raise AssertionError("seat 0 never led a later trick")
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(session, SEATS)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, TrixScreen)
        screen.move_cursor_to(len(screen.hand) - 1)
        screen.place_cursor(new_turn=False)  # as after its own last card
        assert screen.cursor == 0


async def test_hot_seat_left_at_a_deal_s_summary_comes_back_to_it_public(
    tmp_path: Path,
) -> None:
    # Continued, it went on to the next deal and the summary was lost (a
    # play-tester); back, it is everyone's to read, then "Pass to …".
    from cardgames_tui.ui.screens.hand_end import HandEndDialog

    session = GameSession.new("trix", seed=3)
    bot = session.game.bots["heuristic"]()
    rng = random.Random(3)
    while True:  # on until a bot's only card ends the first deal
        seat = session.current_player
        assert seat is not None
        legal = session.legal_actions()
        state = session.state.copy()
        events: list[Any] = []
        state.apply(legal[0], events)
        ends = any(e.kind == "deal-scored" for e in events)
        if ends and seat in (1, 3) and len(legal) == 1:
            break
        session.play(bot.choose(session.observe(seat), rng))
    seats = (Seat("Ana"), BOTS[0], Seat("Ben"), BOTS[2])
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        table = app.start_game(session, seats)
        await settle(pilot, stop_at_end=True)
        first = app.screen
        assert isinstance(first, HandEndDialog)
        await pilot.press("q", "y")
        await pilot.pause()
        app.continue_saved(table.slot)
        await settle(pilot, stop_at_end=True)
        again = app.screen
        assert isinstance(again, HandEndDialog)
        assert (again.title_text, again.lines) == (first.title_text, first.lines)
        resumed = app.screen_stack[-2]
        assert isinstance(resumed, TrixScreen) and resumed.viewer is None
        # The last position behind it is built from the public view.
        assert isinstance(resumed.frozen, TrixView) and resumed.frozen.seat is None
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        assert not any(suit in screen_text(app) for suit in "♠♥♦♣")


async def test_a_player_out_of_the_layout_shows_the_prize_to_come(
    tmp_path: Path,
) -> None:
    # A play-tester read "out first" beside "total -95" as all he had;
    # another, "total 0" beside "out first +200" as the prize not counted:
    # the total beside it counts it.
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(ben_out_in_the_layout(), SEATS)
        await settle(pilot)
        view = trix_view(app.screen)  # type: ignore[arg-type]
        place = view.out_order.index(2)
        words = ("first +200", "second +150", "third +100")[place]
        text = " ".join(screen_text(app).split())
        assert f"out {words}" in text
        prize = (200, 150, 100)[place]
        assert re.search(rf"total {view.totals[2] + prize}\b", text), text


async def test_the_trick_cross_keeps_each_name_on_one_line_at_80_columns(
    tmp_path: Path,
) -> None:
    # Its middle row wrapped inside a name: "Player" over "2: ·" (a tester).
    seats = (
        Seat("Ana"),
        Seat("Player 2", "heuristic"),
        Seat("Bot 2", "random"),
        Seat("Player 4", "heuristic"),
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await complex_table(pilot, seats)
        for _ in range(13):  # to a turn of Ana's with both sides' cards down
            if {1, 3} <= {seat for seat, _ in trix_view(screen).trick}:
                break
            await play_trix_turn(pilot, screen)
            await settle(pilot)
        assert {1, 3} <= {seat for seat, _ in trix_view(screen).trick}
        played = dict(trix_view(screen).trick)
        right, left = (card_label(played[seat], False) for seat in (1, 3))
        rows = screen_text(app).splitlines()  # as drawn, wrapped or not
        middle = [row for row in rows if f"Player 4: {left}" in row]
        assert middle and f"Player 2: {right}" in middle[0], rows
