"""Enter follows the last hint, whatever its move: a pass, a contract, the
end of a Kings turn, a Shithead set, a double; and a hinted line goes on
with its next move rather than a fresh search."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from cardgames_tui.bots.montecarlo import Advice, Weighed
from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.games.kings_corner.actions import EndTurn, PlayCard
from cardgames_tui.games.shithead.actions import Pickup, Play
from cardgames_tui.games.shithead.view import ShitheadView
from cardgames_tui.games.trix.actions import Choose, Double, Pass
from cardgames_tui.ui.screens.bot_turns import HintReady
from cardgames_tui.ui.screens.game_screen import GameScreen
from cardgames_tui.ui.screens.shithead import HAND, ShitheadScreen
from tests.ui.driver import make_app, settle

SEATS = (Seat("Ana"), *(Seat(f"Bot {i}", "heuristic") for i in (1, 2, 3)))


def played_to(
    game: str, seed: int, wanted: Callable[[GameSession], bool], players: int = 4
) -> GameSession:
    """A game of normal bots played until seat 0 is on turn in a position
    ``wanted`` accepts."""
    session = GameSession.new(game, players=players, seed=seed)
    bot, rng = session.game.bots["heuristic"](), random.Random(seed)
    for _ in range(5000):
        if session.current_player == 0 and wanted(session):
            return session
        seat = session.current_player
        assert seat is not None
        session.play(bot.choose(session.observe(seat), rng))
    raise AssertionError(f"no such position in {game} with seed {seed}")


async def hinted(pilot: Any, action: Any, then: tuple[Any, ...] = ()) -> GameScreen:
    """Show a hint of ``action`` on the table (as the pool would answer)."""
    screen = pilot.app.screen
    assert isinstance(screen, GameScreen)
    weighed = Weighed(action, 0.5, 16, then=then)
    advice = Advice(action, [weighed], weighed, "")
    screen.post_message(HintReady(screen.session.ply, advice, screen.epoch))
    await pilot.pause()
    return screen


@asynccontextmanager
async def table(tmp_path: Path, session: GameSession) -> AsyncIterator[Any]:
    """The app at ``session``'s table, its opening settled."""
    app = make_app(tmp_path)
    async with app.run_test(size=(110, 36)) as pilot:
        app.start_game(session, SEATS)
        await settle(pilot)
        yield pilot


async def enter_plays(pilot: Any, session: GameSession, action: Any) -> None:
    """Enter, and ``action`` (the move hinted) is the one played."""
    ply = session.ply
    await pilot.press("enter")
    await pilot.pause()
    assert session.actions[ply] == action


def status(screen: GameScreen) -> str:
    return str(screen.query_one("#status").render())


async def test_enter_chooses_the_hinted_contract(tmp_path: Path) -> None:
    session = played_to(
        "trix", 0, lambda s: any(isinstance(a, Choose) for a in s.legal_actions())
    )
    contract = session.legal_actions()[-1]
    async with table(tmp_path, session) as pilot:
        screen = await hinted(pilot, contract)
        assert status(screen).endswith("Enter follows it."), status(screen)
        # The cursor means nothing while choosing: the hint holds (a
        # play-tester read "Enter plays what it is on now").
        await pilot.press("left")
        assert status(screen).endswith("Enter follows it."), status(screen)
        await enter_plays(pilot, session, contract)


async def test_enter_passes_when_the_hint_says_pass(tmp_path: Path) -> None:
    session = played_to("trix", 1, lambda s: s.legal_actions() == [Pass()])
    async with table(tmp_path, session) as pilot:
        await hinted(pilot, Pass())
        await enter_plays(pilot, session, Pass())


async def test_a_hinted_double_says_it_picked_the_cards(tmp_path: Path) -> None:
    session = played_to(
        "trix",
        3,
        lambda s: any(isinstance(a, Double) and a.cards for a in s.legal_actions()),
    )
    double = max(
        (a for a in session.legal_actions() if isinstance(a, Double)),
        key=lambda a: len(a.cards),
    )
    async with table(tmp_path, session) as pilot:
        screen = await hinted(pilot, double)
        them = "it" if len(double.cards) == 1 else "them"
        assert status(screen).endswith(f"Picked for you: Enter doubles {them}.")
        # Enter doubles the picks wherever the cursor is: moving it keeps
        # the hint's words (a play-tester read "Enter plays what it is on").
        await pilot.press("left")
        assert status(screen).endswith(f"Picked for you: Enter doubles {them}.")
        await enter_plays(pilot, session, double)


def can_play_or_end(session: GameSession) -> bool:
    legal = session.legal_actions()
    return EndTurn() in legal and any(isinstance(a, PlayCard) for a in legal)


async def test_enter_ends_the_kings_turn_as_hinted(tmp_path: Path) -> None:
    session = played_to("kings-corner", 2, can_play_or_end)
    async with table(tmp_path, session) as pilot:
        await hinted(pilot, EndTurn())
        await enter_plays(pilot, session, EndTurn())


async def test_a_hint_drops_a_pile_move_half_asked_for(tmp_path: Path) -> None:
    # After m (move a pile), h then Enter answered "You are moving a pile:
    # press the number of the pile to move" under the hint's own words.
    session = played_to("kings-corner", 2, can_play_or_end)
    async with table(tmp_path, session) as pilot:
        await pilot.press("m")
        assert "Move which pile?" in status(pilot.app.screen)
        await hinted(pilot, EndTurn())
        await enter_plays(pilot, session, EndTurn())


async def test_e_after_a_hint_to_end_the_turn_ends_it_without_asking(
    tmp_path: Path,
) -> None:
    # The hint said what ending costs; e asks first only without one.
    session = played_to("kings-corner", 2, can_play_or_end)
    async with table(tmp_path, session) as pilot:
        await hinted(pilot, EndTurn())
        ply = session.ply
        await pilot.press("e")
        await pilot.pause()
        assert session.actions[ply] == EndTurn()


async def test_once_the_cursor_moves_enter_plays_its_card_again(tmp_path: Path) -> None:
    session = played_to("kings-corner", 2, can_play_or_end)
    async with table(tmp_path, session) as pilot:
        await hinted(pilot, EndTurn())
        ply = session.ply
        await pilot.press("right")
        await pilot.press("enter")
        await pilot.pause()
        # The card under the cursor is played, or refused: never the end.
        assert session.ply == ply or isinstance(session.actions[ply], PlayCard)


async def test_a_hinted_line_goes_on_with_its_next_move(tmp_path: Path) -> None:
    """After "play X (then end the turn)" and X played, the next hint is
    the end of the turn, shown at once and counted with the first, and
    Enter ends the turn (a play-tester pressed h before every step)."""
    session = played_to("kings-corner", 2, can_play_or_end)
    play = next(a for a in session.legal_actions() if isinstance(a, PlayCard))
    async with table(tmp_path, session) as pilot:
        screen = await hinted(pilot, play, then=(EndTurn(),))
        hints = screen.hints
        await enter_plays(pilot, session, play)
        text = status(screen)
        assert text == "Hint: end the turn: next in the plan. Enter follows it.", text
        await pilot.press("h")  # the same hint again: no search, no count
        await pilot.pause()
        assert not [w for w in pilot.app.workers if w.is_running]
        assert status(screen) == text and screen.hints == hints
        await enter_plays(pilot, session, EndTurn())


async def test_a_hinted_shithead_set_is_picked_and_enter_plays_it(
    tmp_path: Path,
) -> None:
    def a_set(session: GameSession) -> bool:
        return any(
            isinstance(a, Play) and len(a.cards) > 1 for a in session.legal_actions()
        )

    session = played_to("shithead", 4, a_set)
    chosen = max(
        (a for a in session.legal_actions() if isinstance(a, Play)),
        key=lambda a: len(a.cards),
    )
    async with table(tmp_path, session) as pilot:
        screen = await hinted(pilot, chosen)
        assert isinstance(screen, ShitheadScreen)
        hand = screen.hand_cards()
        assert {hand[i] for i in screen.picked[HAND]} == set(chosen.cards)
        assert status(screen).endswith("Picked for you: Enter plays them.")
        await enter_plays(pilot, session, chosen)


async def test_enter_picks_up_the_pile_when_the_hint_says_so(tmp_path: Path) -> None:
    session = played_to("shithead", 5, lambda s: s.legal_actions() == [Pickup()])
    async with table(tmp_path, session) as pilot:
        await hinted(pilot, Pickup())
        await enter_plays(pilot, session, Pickup())


async def test_a_hinted_single_card_is_not_picked_so_moving_away_plays_another(
    tmp_path: Path,
) -> None:
    # A hint picked its one card: after the player moved to another card,
    # Enter still played the hinted one.
    def two_singles(session: GameSession) -> bool:
        view = session.observe(0)
        singles = [
            a
            for a in session.legal_actions()
            if isinstance(a, Play) and len(a.cards) == 1
        ]
        playing = isinstance(view, ShitheadView) and view.phase == "play"
        return playing and len({a.cards[0] for a in singles}) > 1

    session = played_to("shithead", 3, two_singles)
    async with table(tmp_path, session) as pilot:
        screen = pilot.app.screen
        assert isinstance(screen, ShitheadScreen)
        hand = screen.hand_cards()
        singles = [
            a
            for a in session.legal_actions()
            if isinstance(a, Play) and len(a.cards) == 1 and a.cards[0] in hand
        ]
        hinted_play, other = singles[0], singles[-1]
        await hinted(pilot, hinted_play)
        assert not screen.picked[HAND]
        assert hand[screen.cursor[HAND]] == hinted_play.cards[0]
        await enter_plays(pilot, session, hinted_play)  # Enter follows the hint

    session = played_to("shithead", 3, two_singles)
    async with table(tmp_path, session) as pilot:
        screen = await hinted(pilot, hinted_play)
        assert isinstance(screen, ShitheadScreen)
        step = "right" if hand.index(other.cards[0]) > screen.cursor[HAND] else "left"
        while hand[screen.cursor[HAND]] != other.cards[0]:
            await pilot.press(step)
        from cardgames_tui.ui.screens.bot_turns import MOVED_AWAY

        assert status(screen).endswith(MOVED_AWAY), status(screen)
        await enter_plays(pilot, session, other)


async def test_a_hint_stops_saying_enter_follows_it_once_the_cursor_moves(
    tmp_path: Path,
) -> None:
    # "Hint: play 7♦: … Enter follows it." stayed after a move to another card.
    from cardgames_tui.ui.screens.bot_turns import MOVED_AWAY

    session = played_to("kings-corner", 2, can_play_or_end)
    play = next(a for a in session.legal_actions() if isinstance(a, PlayCard))
    async with table(tmp_path, session) as pilot:
        screen = await hinted(pilot, play)
        assert status(screen).endswith("Enter follows it.")
        await pilot.press("right")
        assert status(screen).endswith(MOVED_AWAY), status(screen)
        await pilot.press("left")  # back on the hinted card
        assert status(screen).endswith("Enter follows it."), status(screen)


async def test_enter_follows_a_hint_only_while_its_line_is_shown(
    tmp_path: Path,
) -> None:
    # A play-tester: after h, then x ("x does nothing here"), the hint was
    # gone from the screen but Enter still chose its contract.
    session = played_to(
        "trix", 0, lambda s: any(isinstance(a, Choose) for a in s.legal_actions())
    )
    contract = session.legal_actions()[-1]
    async with table(tmp_path, session) as pilot:
        screen = await hinted(pilot, contract)
        await pilot.press("x")
        assert "does nothing here" in status(screen)
        ply = session.ply
        await pilot.press("enter")
        await pilot.pause()
        assert session.ply == ply
        assert status(screen).startswith("Choose the contract")


async def test_a_trix_hint_and_its_next_best_fit_the_table_at_80_by_24(
    tmp_path: Path,
) -> None:
    # The next best move's whole phrase again ran a hint to three lines: the
    # screen scrolled and the hint was cut.
    session = played_to(
        "trix", 1, lambda s: getattr(s.observe(0), "phase", "") == "complex"
    )
    best, other = session.legal_actions()[:2]
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(session, SEATS)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        chosen = Weighed(best, -3.64, 16)
        advice = Advice(best, [chosen, Weighed(other, -3.70, 16, -0.4)], chosen, "")
        screen.post_message(HintReady(session.ply, advice, screen.epoch))
        await pilot.pause()
        text = status(screen)
        assert text.endswith(": 370 points behind the others). Enter follows it.")
        assert screen.max_scroll_y == 0
        assert screen.query_one("#status").region.bottom <= 23


async def test_enter_while_a_hint_is_worked_out_waits_for_it(tmp_path: Path) -> None:
    # h then Enter at once played the card under the cursor (a 10 that
    # burned the pile), and the hint was dropped unseen.
    session = played_to("kings-corner", 2, can_play_or_end)
    async with table(tmp_path, session) as pilot:
        screen = pilot.app.screen
        assert isinstance(screen, GameScreen)
        screen.think_hint = lambda *args: None  # type: ignore[method-assign,assignment]
        ply = session.ply
        await pilot.press("h", "enter")
        assert session.ply == ply
        assert status(screen).endswith("Enter makes it; ←/→ to choose yourself.")
        await pilot.press("enter")  # still waiting: still nothing played
        assert session.ply == ply
        await pilot.press("right", "enter")  # the cursor moved: its card
        await pilot.pause()
        assert session.ply > ply


async def test_enter_before_the_hint_comes_plays_nothing_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # "Enter waits for the hint" read as the hint being played once it came;
    # a play-tester then pressed Enter a second time.
    from concurrent.futures import Future

    from cardgames_tui.ui import thinking
    from cardgames_tui.ui.screens.bot_turns import HINT_COMING, THINKING

    answer: Future[Any] = Future()

    class HeldPool:
        def submit(self, job: Callable[..., Any], *args: Any) -> Future[Any]:
            return answer  # the hint's search, still going on

    session = played_to("shithead", 3, lambda s: len(s.legal_actions()) > 1)
    async with table(tmp_path, session) as pilot:
        screen = pilot.app.screen
        assert isinstance(screen, ShitheadScreen)
        monkeypatch.setattr(thinking, "pool", lambda: HeldPool())
        ply = session.ply
        await pilot.press("h", "enter")
        await pilot.pause()
        assert session.ply == ply  # nothing played, the card under the cursor
        assert status(screen) == f"{THINKING} {HINT_COMING}"
        move = session.legal_actions()[-1]
        weighed = Weighed(move, 0.5, 16)
        answer.set_result(Advice(move, [weighed], weighed, ""))
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        assert status(screen).endswith("Enter follows it."), status(screen)
        await enter_plays(pilot, session, move)
