"""A key that does nothing says why on the status line, and changes nothing:
a silent key looked like a frozen table (a play-test)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot

from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.games.kings_corner.position import position as kings_position
from cardgames_tui.games.shithead.position import position as shithead_position
from cardgames_tui.lessons.catalog import lessons_for
from cardgames_tui.ui.app import CardgamesApp, build_app
from cardgames_tui.ui.screens.game_screen import GameScreen
from cardgames_tui.ui.screens.lesson import LessonTable
from cardgames_tui.ui.screens.lessons import open_learning
from cardgames_tui.ui.screens.stray_keys import key_name, stray_key_line
from tests.helpers import session_from
from tests.ui.driver import make_app, settle
from tests.ui.test_app import screen_text
from tests.ui.test_demo import demo_app, demo_screen

TWO = (Seat("Ana"), Seat("Bot", "heuristic"))


def shithead() -> GameSession:
    return session_from(
        "shithead", shithead_position(2, hands=["7H 9C", "5D"], pile="5S")
    )


async def opened(
    app: CardgamesApp, pilot: Pilot[None], session: GameSession
) -> GameScreen:
    """The table of ``session`` against a bot, once it is the human's turn."""
    app.start_game(session, TWO)
    await settle(pilot)
    screen = app.screen
    assert isinstance(screen, GameScreen) and screen.my_turn()
    return screen


@pytest.mark.parametrize(
    ("key", "line"),
    [
        ("x", "x does nothing here: F1 lists the keys."),
        ("escape", "Esc does nothing here: F1 lists the keys."),
        ("f5", "F5 does nothing here: F1 lists the keys."),
        ("H", "H: the keys are lower case here (is Caps Lock on?)."),
    ],
)
async def test_a_key_the_table_has_no_use_for_says_so(
    tmp_path: Path, key: str, line: str
) -> None:
    session = shithead()
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 30)) as pilot:
        screen = await opened(app, pilot, session)
        before = (session.ply, session.record())
        await pilot.press(key)
        await pilot.pause()
        assert screen.status_line == (line, True)
        assert line in screen_text(app)
        assert (session.ply, session.record()) == before


async def test_a_bound_key_still_acts_and_says_nothing_of_itself(
    tmp_path: Path,
) -> None:
    session = shithead()
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 30)) as pilot:
        screen = await opened(app, pilot, session)
        # Asked before the bindings act (a move's own line would hide one).
        for key in ("enter", "left", "space", "p", "h", "f1", "f2"):
            assert stray_key_line(screen, key, None) is None, key
        await pilot.press("enter")  # 7H on the 5: a legal play
        await pilot.pause()
        assert session.ply >= 1
        assert "does nothing" not in screen.status_line[0]


async def test_undo_at_a_table_of_bots_says_you_are_watching(tmp_path: Path) -> None:
    bots = tuple(Seat(f"Bot {i}", "heuristic") for i in range(2))
    # Slow bots: a fast pair could finish the game before the key.
    app = build_app(ascii_only=False, bot_delay=60, data_dir=tmp_path / "data")
    async with app.run_test(size=(120, 30)) as pilot:
        app.start_game(shithead(), bots)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.watching
        assert stray_key_line(screen, "u", "u") == screen.not_your_turn()


async def test_end_turn_while_a_king_waits_gives_the_rule(tmp_path: Path) -> None:
    session = session_from(
        "kings-corner", kings_position(2, hands=["KC 6D", "2D"], piles={"N": "8D"})
    )
    app = make_app(tmp_path)
    async with app.run_test(size=(140, 30)) as pilot:
        screen = await opened(app, pilot, session)
        problem = session.refusal("end")
        assert problem is not None
        before = (session.ply, session.record())
        await pilot.press("e")  # not offered: a King must go to a corner first
        await pilot.pause()
        assert screen.status_line == (f"Not allowed: {problem}.", True)
        assert (session.ply, session.record()) == before


async def test_undo_with_two_players_at_the_keyboard_says_why_it_is_off(
    tmp_path: Path,
) -> None:
    session = GameSession.new("shithead", players=2, seed=4)
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 30)) as pilot:
        app.start_game(session, (Seat("Ana"), Seat("Ben")))
        await pilot.pause()
        await pilot.press("enter")  # past the handover
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("u")
        await pilot.pause()
        text, error = screen.status_line
        assert error and text.startswith(
            "Nothing of yours to take back this turn: with several"
        )


async def test_a_demo_says_the_bots_play_it(tmp_path: Path) -> None:
    app = demo_app(tmp_path, "shithead")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = demo_screen(pilot)
        await pilot.press("space")  # pause, so no move overwrites the line
        ply = screen.session.ply
        await pilot.press("enter")
        await pilot.pause()
        assert screen.status_line == (
            "The bots play a demo: s takes a seat, q leaves.",
            True,
        )
        assert screen.session.ply == ply


def test_keys_are_named_as_a_player_reads_them() -> None:
    assert key_name("question_mark", "?") == "?"
    assert key_name("ctrl+x", "\x18") == "Ctrl+X"
    assert key_name("space", " ") == "Space"
    assert key_name("pagedown", None) == "Page Down"


async def test_a_lesson_says_why_n_and_u_do_nothing_yet(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        open_learning(app, "shithead", lessons_for("shithead")[0].id)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonTable) and not screen.completed
        before = screen.session.record()
        await pilot.press("n")
        assert screen.status_line == ("Finish this lesson first: h gives a hint.", True)
        await pilot.press("u")
        assert screen.status_line == (
            "No undo in a lesson: a wrong move changes nothing here.",
            True,
        )
        assert screen.session.record() == before


@pytest.mark.parametrize("game_id", ["shithead", "trix", "kings-corner"])
async def test_the_keys_of_your_turn_wait_dimmed_while_a_bot_plays(
    tmp_path: Path, game_id: str
) -> None:
    from textual.widgets._footer import FooterKey

    players = 4 if game_id == "trix" else 2
    session = GameSession.new(game_id, players=players, seed=3)
    first = session.current_player
    assert first is not None
    ana = (first + 1) % players  # a bot's turn first
    seats = [Seat(f"Bot {i}", "heuristic") for i in range(players)]
    seats[ana] = Seat("Ana")
    # Slow bots: the first seat's turn lasts the whole test.
    app = build_app(ascii_only=False, bot_delay=60, data_dir=tmp_path / "data")
    async with app.run_test(size=(120, 30)) as pilot:
        app.start_game(session, tuple(seats))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and not screen.my_turn()
        hint = [k for k in screen.query(FooterKey) if k.description == "Hint"]
        # Shown, dimmed: a key that came and went moved the others each turn.
        assert len(hint) == 1 and hint[0].has_class("-disabled"), game_id
        await pilot.press("h")
        await pilot.pause()
        assert screen.status_line == (screen.not_your_turn(), True)


async def test_the_doubling_keys_wait_dimmed_while_a_bot_doubles(
    tmp_path: Path,
) -> None:
    from textual.widgets._footer import FooterKey

    from cardgames_tui.games.trix.actions import CHOOSE, COMPLEX

    def bot_doubles_first(seed: int) -> GameSession | None:
        """The deal of ``seed`` once a bot owner chose Complex, if a bot
        doubles first (Ana is seat 0)."""
        session = GameSession.new("trix", seed=seed)
        if session.current_player == 0:
            return None
        session.play(CHOOSE[COMPLEX])
        return session if session.current_player != 0 else None

    session = next(s for s in map(bot_doubles_first, range(60)) if s is not None)
    seats = (Seat("Ana"), *(Seat(f"Bot {i}", "heuristic") for i in (1, 2, 3)))
    app = build_app(ascii_only=False, bot_delay=60, data_dir=tmp_path / "data")
    async with app.run_test(size=(120, 30)) as pilot:
        app.start_game(session, seats)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and not screen.my_turn()
        shown = {k.description: k for k in screen.query(FooterKey)}
        # Hidden, they came and went with each doubler (a play-test).
        assert shown["Pick"].has_class("-disabled")
        assert shown["No double"].has_class("-disabled")


async def test_wait_for_your_turn_stays_until_it_can_be_read(tmp_path: Path) -> None:
    # The next bot's "is thinking…" replaced it at once: two play-testers
    # thought the key had done nothing.
    from cardgames_tui.ui.screens import game_screen

    session = session_from(
        "shithead",
        shithead_position(4, hands=["7H 9C", "4D 6D", "5C 8C", "6H 9H"], current=1),
    )
    seats = (Seat("Ana"), *(Seat(f"Bot {i}", "heuristic") for i in (1, 2, 3)))
    app = build_app(ascii_only=False, bot_delay=60, data_dir=tmp_path / "data")
    async with app.run_test(size=(120, 30)) as pilot:
        app.start_game(session, seats)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and not screen.my_turn()
        await pilot.press("enter")
        await pilot.pause()
        refused = (screen.not_your_turn(), True)
        assert screen.status_line == refused
        screen.play(session.parse("play 4D"))  # Bot 1's move, as it comes
        assert screen.status_line == refused
        screen.said_no_at -= game_screen.READ_TIME  # read by now
        screen.play(session.parse("play 5C"))  # Bot 2's
        assert screen.status_line == ("Bot 3 is thinking…", False)


async def test_a_move_made_ends_the_hold_of_a_refusal_before_it(tmp_path: Path) -> None:
    # "Not allowed: ..." then a legal move: the bots' turns said it still.
    session = session_from(
        "shithead", shithead_position(3, hands=["4S 9C", "5D 6D", "5C 8C"], pile="7S")
    )
    seats = (Seat("Ana"), Seat("Bot 1", "heuristic"), Seat("Bot 2", "heuristic"))
    app = build_app(ascii_only=False, bot_delay=60, data_dir=tmp_path / "data")
    async with app.run_test(size=(120, 30)) as pilot:
        app.start_game(session, seats)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.my_turn()
        assert not screen.submit("play 4S")  # a 4 does not go on a 7
        assert screen.status_line[1]
        assert screen.submit("play 9C")
        assert screen.status_line == ("Bot 1 is thinking…", False)
