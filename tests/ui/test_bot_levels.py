"""The bot levels at the table: chosen at set-up, the hard one thinking in
another process, and hints from it for the human on turn."""

from __future__ import annotations

import asyncio
import json
import random
import sys
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import replace
from pathlib import Path
from typing import Any, cast

import pytest

from cardgames_tui.bots.levels import make_bot
from cardgames_tui.bots.lookahead import LookaheadBot
from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.games.shithead.state import ShitheadState
from cardgames_tui.ui import thinking
from cardgames_tui.ui.screens import bot_turns
from cardgames_tui.ui.screens.setup import SetupScreen
from tests.ui.driver import make_app, play_turn, settle, start
from tests.ui.inline_pool import inline_pool
from tests.ui.test_app import screen_text


async def test_setup_offers_easy_normal_and_hard_in_order_with_normal_chosen(
    tmp_path: Path,
) -> None:
    from textual.widgets import Select

    from cardgames_tui.core.registry import find_game

    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        app.push_screen(SetupScreen(find_game("trix")))
        await pilot.pause()
        kind = app.screen.query_one("#kind-1", Select)
        assert kind.value == "normal"
        offered = {value: label for label, value in kind._options}
        # Weakest first (normal was listed first, before easy).
        assert list(offered) == ["human", "easy", "normal", "hard", "random"]
        for level in ("easy", "normal", "hard"):
            assert str(offered[level]) == f"Bot ({level})"
        # "Bot (random)" left a play-tester guessing what it plays.
        assert str(offered["random"]) == "Bot (random moves)"


async def test_tab_from_start_reaches_each_field_of_the_setup(tmp_path: Path) -> None:
    """Focus starts on Start; Tab goes to the players, then seat 1's kind:
    always a field a player can see (the form itself took a Tab before)."""
    from cardgames_tui.core.registry import find_game

    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        app.push_screen(SetupScreen(find_game("trix")))
        await pilot.pause()
        assert app.focused is not None and app.focused.id == "start"
        await pilot.press("tab")
        assert app.focused is not None and app.focused.id == "players"
        await pilot.press("tab")
        assert app.focused is not None and app.focused.id == "kind-0"


async def test_a_hard_bot_plays_from_another_process(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.settings = replace(app.settings, bot_budget=0.05)
    seats = (Seat("Ana"), Seat("Deep", "hard"))
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await start(
            pilot, GameSession.new("shithead", players=2, seed=3), seats
        )
        assert 1 in screen.thinkers and 1 not in screen.bots
        await pilot.press("r")  # Ana is ready: the hard bot swaps and plays
        await settle(pilot)
        played_by_bot = sum(1 for event in screen.session.events if event.seat == 1)
        pool = thinking._pool
        assert played_by_bot > 0 and pool is not None
        # Its moves came from a worker process, not the in-process fallback.
        assert pool._processes
    assert thinking._pool is None  # shut down with the app


async def test_a_hint_names_a_move_and_its_reason_and_is_counted(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    app.settings = replace(app.settings, bot_budget=0.05)
    seats = (Seat("Ana"), Seat("Bot", "normal"))
    session = GameSession.new("shithead", players=2, seed=5)
    normal, rng = make_bot(session.game, "normal"), random.Random(5)
    while cast(ShitheadState, session.state).phase == "swap":  # (hint: normal's)
        session.play(normal.choose(session.observe(session.current_player), rng))
    async with app.run_test(size=(120, 32)) as pilot:
        screen = await start(pilot, session, seats)
        assert screen.my_turn()
        ply = screen.session.ply
        await pilot.press("h")
        for _ in range(200):
            await pilot.pause(0.05)
            if "Hint:" in screen_text(app):
                break
        text = screen_text(app)
        assert "Hint:" in text and "sampled deals" in text
        assert screen.hints == 1 and screen.session.ply == ply  # nothing played
        # Saved at once: leaving before the next move keeps the count.
        from cardgames_tui.store import saves

        saved = saves.load(screen.slot)
        assert saved is not None and saved.tally.hints == 1
        assert saved.tally.hints_by_seat == {screen.session.current_player: 1}
        # h again in the same position: the same hint, not another count.
        shown = str(screen.query_one("#status").render())
        await pilot.press("right", "h")
        await pilot.pause()
        assert screen.hints == 1
        assert str(screen.query_one("#status").render()) == shown


async def test_the_results_count_the_hints(tmp_path: Path) -> None:
    session = GameSession.new("shithead", players=2, seed=1)
    bot, rng = make_bot(session.game, "normal"), random.Random(1)
    while not session.is_over and session.ply < 3000:
        session.play(bot.choose(session.observe(session.current_player), rng))
    assert session.is_over
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        app.show_results(session, (Seat("Ana"), Seat("Bo")), replace=None, hints=3)
        await pilot.pause()
        assert "Hints taken: 3" in screen_text(app)


async def test_hot_seat_results_count_each_players_hints(tmp_path: Path) -> None:
    # A total alone read as one player's hints.
    session = GameSession.new("shithead", players=3, seed=1)
    bot, rng = make_bot(session.game, "normal"), random.Random(1)
    while not session.is_over and session.ply < 3000:
        session.play(bot.choose(session.observe(session.current_player), rng))
    seats = (Seat("Ana"), Seat("Bot", "normal"), Seat("Bo"))
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        app.show_results(session, seats, None, hints=3, hints_by_seat={0: 3})
        await pilot.pause()
        assert "Hints taken: Ana 3 · Bo 0" in screen_text(app)
        # Continued from a save that counted no seats: the total.
        app.show_results(session, seats, None, hints=5, hints_by_seat={0: 3})
        await pilot.pause()
        assert "Hints taken: 5" in screen_text(app)


def test_a_save_keeps_the_hints_by_seat_and_shrugs_off_bad_counts() -> None:
    from cardgames_tui.store.saves import Tally

    tally = Tally(started=1.0)
    tally.count_hint(2)
    tally.count_hint(0)
    tally.count_hint(2)
    tally.count_hint(None)  # no seat on turn: the total only
    again = Tally.from_json(json.loads(json.dumps(tally.to_json())), 0.0)
    assert again.hints == 4 and again.hints_by_seat == {2: 2, 0: 1}
    bad = {"hints": 2, "hints_by_seat": {"0": "x", "-1": 1, "1": 2, "z": 3}}
    assert Tally.from_json(bad, 0.0).hints_by_seat == {1: 2}
    assert Tally.from_json({"hints": 2, "hints_by_seat": [1]}, 0.0).hints == 2


def test_a_hint_gives_the_hard_bots_own_move() -> None:
    from cardgames_tui.bots.montecarlo import Advice, MonteCarloBot, Weighed
    from cardgames_tui.games.shithead import GAME
    from cardgames_tui.games.shithead.actions import parse_action
    from cardgames_tui.ui.hints import hint_text

    low, high = parse_action("play 4H"), parse_action("play KS")
    steady = Weighed(low, 0.20, 32, 0.0)
    better_mean = Weighed(high, 0.24, 32, 0.3)  # not clearly better
    # A close call stays with the normal bot's move, as the hard bot plays.
    text = hint_text(GAME, Advice(low, [better_mean, steady], steady, ""), False)
    assert text.startswith("Hint: play 4♥: over 32 sampled deals")
    assert "(play K♠: 24%, not clearly better)." in text
    text = hint_text(GAME, Advice(high, [better_mean, steady], better_mean, ""), False)
    assert text.startswith("Hint: play K♠:") and "(next best, play 4♥: 20%)" in text
    # Played unweighed (a swap): the normal bot's reason.
    text = hint_text(GAME, Advice(low, [], None, "the best cards are face up"), False)
    assert text == "Hint: play 4♥: the best cards are face up."
    # Level to the rounded figure: not "next best" at the same figure.
    level = Weighed(high, 0.201, 32, 0.0)
    text = hint_text(GAME, Advice(low, [steady, level], steady, ""), False)
    assert text == (
        "Hint: play 4♥: over 32 sampled deals you are not the shithead in about"
        " 20% of them (play K♠ does as well)."
    )
    # Played for a shade more than the figure shows: the other comes close.
    ahead = Weighed(high, 0.204, 32, 1.2)
    text = hint_text(GAME, Advice(high, [ahead, steady], ahead, ""), False)
    assert text.endswith("20% of them (play 4♥ comes close)."), text
    # Up to 1,024 deals: a count a player reads at a glance, in the hint and
    # in the log's reason.
    many = Weighed(low, 0.20, 1024, 0.0)
    text = hint_text(GAME, Advice(low, [many], many, ""), False)
    assert text.startswith("Hint: play 4♥: over 1,024 sampled deals"), text
    hard = MonteCarloBot(GAME, GAME.bots["heuristic"], samples=2, budget=None)
    assert hard._reason(many, True).startswith("best over 1,024 sampled deals: ")


def test_a_hint_says_when_the_hard_bot_would_end_the_turn_after_its_move() -> None:
    from cardgames_tui.bots.montecarlo import Advice, Weighed
    from cardgames_tui.games.kings_corner import GAME
    from cardgames_tui.games.kings_corner.actions import END, parse_action
    from cardgames_tui.ui.hints import hint_text

    move = parse_action("play 8S on N")
    held = Weighed(move, 0.40, 256, 2.5, (END,))
    text = hint_text(GAME, Advice(move, [held], held, ""), False)
    assert text.startswith(
        "Hint: play 8♠ on N (then end the turn): over 256 sampled deals"
    )


def test_a_hinted_whole_turn_names_its_next_two_moves_and_counts_the_rest() -> None:
    # A seven-move Kings turn named in full took four rows of the status line.
    from cardgames_tui.bots.montecarlo import Advice, MonteCarloBot, Weighed
    from cardgames_tui.games.kings_corner import GAME
    from cardgames_tui.games.kings_corner.actions import parse_action
    from cardgames_tui.ui.hints import hint_text

    notes = ("play AS on N", "play QS on S", "move S to NE", "play 3S on S", "end")
    first, *rest = map(parse_action, notes)
    line = Weighed(first, 0.66, 256, 7.0, tuple(rest))
    text = hint_text(GAME, Advice(first, [line], line, ""), False)
    # Ending the turn is named, not counted: "and 3 more moves" were two
    # plays and the end (a play-tester).
    assert text.startswith(
        "Hint: play A♠ on N (then play Q♠ on S, move S to NE, play 3♠ on S,"
        " end the turn):"
    )
    more = (*rest[:3], parse_action("play 2S on N"), rest[3])
    longer = Weighed(first, 0.66, 256, 7.0, more)
    text = hint_text(GAME, Advice(first, [longer], longer, ""), False)
    assert "(then play Q♠ on S, move S to NE, 2 more moves, end the turn):" in text
    short = Weighed(first, 0.66, 256, 7.0, tuple(rest[:3]))
    text = hint_text(GAME, Advice(first, [short], short, ""), False)
    assert "(then play Q♠ on S, move S to NE, play 3♠ on S):" in text
    hard = MonteCarloBot(GAME, GAME.bots["heuristic"], samples=2, budget=None)
    # The log's reason names no card of the line: they are in the bot's hand.
    assert hard._reason(line, True).startswith(
        "best, in a line of 5 moves, over 256 sampled deals: "
    )


def test_a_trix_hint_names_the_contract_as_players_write_it() -> None:
    from cardgames_tui.bots.montecarlo import Advice, Weighed
    from cardgames_tui.games.trix import GAME
    from cardgames_tui.games.trix.actions import parse_action
    from cardgames_tui.ui.hints import hint_text

    trix, complex_ = parse_action("choose trix"), parse_action("choose complex")
    chosen, other = Weighed(complex_, 12.0, 16, 0.0), Weighed(trix, -40.0, 16, -2.0)
    text = hint_text(GAME, Advice(complex_, [chosen, other], chosen, ""), False)
    assert text.startswith("Hint: choose Complex: over 16 sampled deals")
    assert "(next best, choose Trix:" in text
    # The notation itself stays as saves and replays write it.
    assert str(complex_) == "choose complex"


async def test_a_normal_bot_looks_ahead_in_another_process_as_it_would_at_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A look-ahead takes up to a few hundred milliseconds: in a thread of
    # the app it would slow the keys, so it is asked of the pool; and the
    # bot's generator comes back as the move left it, so the game is the
    # one it would have been at home.
    session = GameSession.new("shithead", players=2, seed=2)
    normal, rng = make_bot(session.game, "normal"), random.Random(2)
    assert isinstance(normal, LookaheadBot)
    while not (session.current_player == 0 and normal.searches(session.observe(0))):
        session.play(normal.choose(session.observe(session.current_player), rng))
    ply = session.ply
    pool = inline_pool(monkeypatch)
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await start(pilot, session, (Seat("Bot", "normal"), Seat("Ana")))
        while len(pool.levels) < 3 and not screen.session.is_over:
            await play_turn(pilot, screen)  # Ana
            await settle(pilot)
        played = screen.session.actions[ply:]
    assert pool.levels and set(pool.levels) == {"normal"}
    assert len(pool.levels) >= 2, "the bot looked ahead more than once"
    # The same game, the bot asked at home with the table's seeding: each
    # look-ahead drew from its generator just what it would have there.
    home = GameSession.new("shithead", players=2, seed=2)
    for action in screen.session.actions[:ply]:
        home.play(action)
    at_home = random.Random(f"{home.seed}/bot/0")
    for action in played:
        if home.current_player == 0:
            assert normal.choose(home.observe(0), at_home) == action
        home.play(action)


def threads_in_bot_turns() -> int:
    """Threads running `bot_turns` code now (a bot's pause or its wait on
    the pool): the app's executor waits for them before it exits."""
    found = 0
    for frame in sys._current_frames().values():
        while frame is not None:
            if frame.f_code.co_filename == bot_turns.__file__:
                found += 1
                break
            frame = frame.f_back  # type: ignore[assignment]
    return found


async def none_left_in_bot_turns() -> bool:
    """Whether every such thread ends within 10 s of leaving."""
    for _ in range(100):
        if not threads_in_bot_turns():
            return True
        await asyncio.sleep(0.1)
    return False


class StuckPool:
    """A process pool that never answers: each job stays running (as one
    in a worker process, it cannot be cancelled)."""

    def __init__(self) -> None:
        self.jobs: list[Future[Any]] = []

    def submit(self, job: Callable[..., Any], *args: Any) -> Future[Any]:
        future: Future[Any] = Future()
        future.set_running_or_notify_cancel()
        self.jobs.append(future)
        return future


async def test_leaving_while_a_bot_pauses_does_not_wait_out_the_pause(
    tmp_path: Path,
) -> None:
    """The bot on turn pauses a minute before its move; quitting is at
    once (it waited the whole minute: the pause slept in its thread)."""
    from cardgames_tui.ui.app import build_app

    app = build_app(bot_delay=60, data_dir=tmp_path / "data")
    session = GameSession.new("trix", seed=0)
    assert session.current_player != 0  # a bot chooses the contract
    seats = (Seat("Ana"), *(Seat(f"Bot {i}", "normal") for i in (1, 2, 3)))
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(session, seats)
        await pilot.pause(0.2)
        assert threads_in_bot_turns() == 1  # the bot is in its pause
    assert await none_left_in_bot_turns()


async def test_leaving_while_the_pool_thinks_drops_the_job_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hard bot's move that never comes: leaving the table does not wait
    for it (it waited the pool's timeout, 40 s here)."""
    pool = StuckPool()
    monkeypatch.setattr(thinking, "pool", lambda: pool)
    app = make_app(tmp_path)
    app.settings = replace(app.settings, bot_budget=1.0)
    session = GameSession.new("trix", seed=0)
    seats = (Seat("Ana"), *(Seat(f"Bot {i}", "hard") for i in (1, 2, 3)))
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(session, seats)
        for _ in range(100):
            await pilot.pause(0.05)
            if pool.jobs:
                break
        assert pool.jobs and threads_in_bot_turns() == 1
    assert await none_left_in_bot_turns()


def test_a_dead_worker_is_replaced_and_the_next_hint_still_comes() -> None:
    # A play-tester's hint process died: every hint after it said "No hint
    # could be worked out this time" until the app was restarted.
    session = GameSession.new("shithead", players=2, seed=5)
    normal, rng = make_bot(session.game, "normal"), random.Random(5)
    while cast(ShitheadState, session.state).phase == "swap":
        session.play(normal.choose(session.observe(session.current_player), rng))
    view = session.observe(session.current_player)
    args = ("shithead", 0.05, view, 1)

    def answer(job: Future[Any]) -> Any:
        return job.result(timeout=120)

    try:
        assert (
            thinking.asked(thinking.advise, args, answer).action in view.legal_actions
        )
        dead = thinking._pool
        assert dead is not None
        for process in list(dead._processes.values()):
            process.kill()
            process.join()
        advice = thinking.asked(thinking.advise, args, answer)
        assert advice.action in view.legal_actions
        assert thinking._pool is not dead
    finally:
        thinking.shutdown()


def test_a_hint_to_end_the_turn_without_a_play_says_it_costs_a_chip() -> None:
    # A play-tester followed "Hint: end the turn: ... 42%" with 8♦ playable
    # and paid a chip the hint never mentioned.
    from cardgames_tui.bots.montecarlo import Advice, Weighed
    from cardgames_tui.games.kings_corner import GAME
    from cardgames_tui.games.kings_corner.actions import END
    from cardgames_tui.games.kings_corner.position import position
    from cardgames_tui.ui.hints import hint_text
    from tests.helpers import session_from

    state = position(2, hands=["8D 3C", "2D"], piles={"N": "9S"})
    session: GameSession = session_from("kings-corner", state)
    view = session.observe(0)
    ended = Weighed(END, 0.42, 256)
    text = hint_text(GAME, Advice(END, [ended], ended, ""), False, view)
    assert text.startswith(
        "Hint: end the turn (you pay 1 chip: no play this turn): over 256"
    ), text
    session.play("play 8D on N")  # a play made: ending now is free
    text = hint_text(GAME, Advice(END, [ended], ended, ""), False, session.observe(0))
    assert text.startswith("Hint: end the turn: over 256"), text
