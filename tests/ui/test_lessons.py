"""Every lesson can be completed by keys in the app, and wrong moves are
refused there (with the rule, then the right move) and change nothing."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from cardgames_tui.core.cards import Card
from cardgames_tui.lessons.catalog import lessons_for
from cardgames_tui.lessons.model import Lesson
from cardgames_tui.store import progress
from cardgames_tui.ui.app import CardgamesApp
from cardgames_tui.ui.screens.hand_table import HandTableScreen
from cardgames_tui.ui.screens.kings_corner import KingsScreen
from cardgames_tui.ui.screens.lesson import LessonTable
from cardgames_tui.ui.screens.lessons import LessonListScreen, open_learning
from cardgames_tui.ui.screens.menu import MenuScreen
from cardgames_tui.ui.screens.stray_keys import own_bindings
from tests.ui.driver import make_app
from tests.ui.lesson_driver import press_move
from tests.ui.test_app import screen_text

GAMES = ("shithead", "trix", "kings-corner")


REFUSED = ("Not allowed:", "Not this one.", "Not yet:")


def _status(screen: LessonTable) -> str:
    return screen.status_line[0]


def _wrong_moves(screen: LessonTable) -> list[str]:
    """Legal moves the prompt does not want, then moves of the learner's own
    cards that it does not want (most of them illegal)."""
    run = screen.run
    prompt = run.prompt
    assert prompt is not None
    session = run.session
    rights = {str(session.parse(m)) for m in prompt.right}
    hand = getattr(session.observe(screen.bottom_seat), "hand", ())
    if screen.session.game.id == "kings-corner":
        moves = [f"play {card} on {space}" for card in hand for space in "NESW"]
    else:
        moves = [f"play {card}" for card in hand if isinstance(card, Card)]
    legal = [str(action) for action in session.legal_actions()]
    return [m for m in legal + moves if str(session.parse(m)) not in rights]


async def _open(app: CardgamesApp, lesson: Lesson) -> LessonTable:
    open_learning(app, lesson.game, lesson.id)
    screen = app.screen
    assert isinstance(screen, LessonTable)
    return screen


@asynccontextmanager
async def lesson_table(
    tmp_path: Path, lesson: Lesson, size: tuple[int, int] = (80, 24)
) -> AsyncIterator[tuple[Pilot[None], LessonTable]]:
    """``lesson`` open in a fresh app of ``size``, laid out."""
    app = make_app(tmp_path)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = await _open(app, lesson)
        await pilot.pause()
        await pilot.pause()
        yield pilot, screen


async def _play_by_keys(pilot: Pilot[None], screen: LessonTable, moves: int) -> int:
    """Two wrong moves at the first prompt (refused: the rule, then the
    right move; nothing changes), then every right move: by its keys, and
    every other one (counting ``moves`` made before) by h then Enter. The
    moves made, with those before."""
    first = True
    while (prompt := screen.run.prompt) is not None:
        session = screen.session
        _on_the_card_named(screen)
        if first:
            refused = 0
            for move in _wrong_moves(screen)[:3]:
                ply = session.ply
                await press_move(pilot, screen, session.parse(move))
                assert session.ply == ply
                # (The table itself may stop a card out of phase.)
                refused += _status(screen).startswith(REFUSED)
                if refused == 2:
                    assert (prompt.hint or "The move: ") in _status(screen)
                    break
            assert refused, "no wrong move reached the lesson"
            first = False
        ply = session.ply
        if moves % 2:
            await _hint_then_enter(pilot, screen)
        else:
            await press_move(pilot, screen, session.parse(prompt.right[0]))
        moves += 1
        assert session.ply > ply, _status(screen)
    assert screen.completed
    assert _status(screen).startswith("Lesson done.")
    events = screen.session.events
    ends = [i for i, e in enumerate(events) if e.kind in screen.END_KINDS]
    deals = [i for i in range(max(ends, default=len(events)), len(events))]
    deals = [i for i in deals if events[i].kind in screen.DEAL_KINDS]
    if screen._hand_end() is not None and deals:
        # Ended on a finished hand: the log stops where the next one is dealt.
        shown = events[: deals[0]]
        assert screen.logged[1] == sum(e.visible_to(screen.viewer) for e in shown)
    return moves


def _on_the_card_named(screen: LessonTable) -> None:
    """A step with one right move of a card in hand (Trix, Kings) starts
    with the cursor on that card: on the first card that fits, Enter played
    "Not yet" after "play your J♦" (a play-tester)."""
    prompt = screen.run.prompt
    assert prompt is not None
    card = getattr(screen.session.parse(prompt.right[0]), "card", None)
    if len(prompt.right) != 1 or not isinstance(screen, HandTableScreen):
        return
    if card in screen.hand:
        assert screen.hand[screen.cursor] == card, prompt.text


async def _hint_then_enter(pilot: Pilot[None], screen: LessonTable) -> None:
    """h shows the right move as a table's hint does, and Enter makes it,
    wherever the cursor was (a play-tester's Enter played the K♠ under the
    cursor after "The move: play 9♥ 9♦")."""
    await pilot.press("end")
    await pilot.press("h")
    said = _status(screen)
    assert said.startswith(("The move:", prompt_hint(screen))), said
    assert "Enter" in said and "choose trix" not in said, said
    await pilot.press("enter")
    await pilot.pause()


@pytest.mark.parametrize("game", GAMES)
async def test_every_lesson_played_by_keys(tmp_path: Path, game: str) -> None:
    """One app a game (cheap): each lesson, then n for the next one; its
    moves by their keys and by h then Enter in turn (each way played every
    lesson in full once, twice the time, for no finding of its own)."""
    lessons = lessons_for(game)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await _open(app, lessons[0])
        await pilot.pause()
        moves = 0
        for number, lesson in enumerate(lessons):
            assert screen.run.lesson.id == lesson.id
            header = str(screen.query_one("#table-header", Static).content)
            # A lesson's deal is stacked: no seed a player could replay.
            assert header.endswith("· lesson") and "seed" not in header
            moves = await _play_by_keys(pilot, screen, moves)
            assert lesson.id in progress.load(app.settings.data_dir)[game]
            # Done: no turn is coming ("Ana to play" read as one), and the
            # table's keys leave the footer; the lesson's own stay open.
            header = str(screen.query_one("#table-header", Static).content)
            assert "· done ·" in header and "to play" not in header, header
            assert not screen.query(".-to-play")  # no seat's box marked either
            keys = {b.action for b in own_bindings(screen) if "(" not in b.action}
            hidden = [a for a in keys if screen.check_action(a, ()) is False]
            last = number + 1 == len(lessons)
            assert "leave" not in hidden
            # n is not offered after the game's last lesson (it answered
            # "That was the last lesson", a play-tester).
            assert ("next_lesson" in hidden) == last
            assert hidden, keys
            shown = {
                a.binding.description
                for a in screen.active_bindings.values()
                if a.binding.show
            }
            offered = {"Lessons", "Rules", "Keys"}
            if not last:
                offered.add("Next lesson")
            assert shown == offered, shown
            assert ("n: the next lesson" in _status(screen)) != last, _status(screen)
            await pilot.press("enter")  # a move key now: no turn is coming
            assert _status(screen).startswith("This lesson is done."), _status(screen)
            if lesson.id == "go-out":  # the table behind: the hand paid up
                won = screen.session.scores[0]
                assert won and f"{won} points" in screen_text(app)
            if number + 1 < len(lessons):
                await pilot.press("n")
                await pilot.pause()
                following = app.screen
                assert isinstance(following, LessonTable)
                screen = following
        await pilot.press("n")  # after the last lesson: nothing follows
        assert _status(screen) == (
            "This lesson is done. That was this game's last lesson."
            " q: back to the lessons."
        )
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, LessonListScreen)


def prompt_hint(screen: LessonTable) -> str:
    prompt = screen.run.prompt
    return prompt.hint if prompt is not None and prompt.hint else "The move:"


async def test_n_is_no_double_in_the_doubling_lesson_until_it_is_done(
    tmp_path: Path,
) -> None:
    """At the doubling prompt n is the table's "No double" (the lesson
    answers it: not the move it asks for), not "Next lesson"; once the
    lesson is done, n opens the next one."""
    lesson = next(x for x in lessons_for("trix") if x.id == "doubling")
    async with lesson_table(tmp_path, lesson) as (pilot, screen):
        footer = {k: a.binding.description for k, a in screen.active_bindings.items()}
        assert footer["n"] == "No double"
        ply = screen.session.ply
        await pilot.press("n")
        await pilot.pause()
        assert _status(screen).startswith("Not this one."), _status(screen)
        assert screen.session.ply == ply
        while (prompt := screen.run.prompt) is not None:
            await press_move(pilot, screen, screen.session.parse(prompt.right[0]))
        assert screen.active_bindings["n"].binding.description == "Next lesson"
        await pilot.press("n")
        await pilot.pause()
        following = pilot.app.screen
        assert isinstance(following, LessonTable) and following is not screen
        assert following.run.lesson.id != "doubling"


async def test_what_to_do_is_the_status_line_not_below_the_panels_fold(
    tmp_path: Path,
) -> None:
    """At 80×24 "Play the K♥" was four PgDn down the lesson's panel; the
    status line says it (and the panel no longer repeats it), and comes
    back to it when a refusal gives way."""
    lesson = next(x for x in lessons_for("trix") if x.id == "jack-rows")
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await _open(app, lesson)
        await pilot.pause()
        await press_move(pilot, screen, screen.session.parse("play JD"))
        prompt = screen.run.prompt
        assert prompt is not None
        assert _status(screen) == prompt.text
        assert _status(screen).endswith("Play the K♥.")
        panel = str(screen.query_one("#lesson-text", Static).content)
        assert "Ana plays the Q♦" in panel and "Play the K♥" not in panel
        await pilot.press("p")  # a pass, refused: a card fits
        await pilot.pause()
        assert _status(screen).startswith(REFUSED)
        await pilot.press("left")
        await pilot.pause()
        assert _status(screen) == prompt.text


async def test_the_menu_opens_the_lesson_list_and_it_shows_done_ones(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    progress.mark_done("trix", "follow-suit", app.settings.data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        from textual.widgets import OptionList

        options = menu.query_one(OptionList)
        learn = next(
            i
            for i in range(options.option_count)
            if options.get_option_at_index(i).id == "learn"
        )
        assert "1 of 21 done" in str(options.get_option_at_index(learn).prompt)
        options.highlighted = learn
        await pilot.press("enter")
        await pilot.pause()
        listing = app.screen
        assert isinstance(listing, LessonListScreen)
        texts = [
            str(listing.query_one(OptionList).get_option_at_index(i).prompt)
            for i in range(listing.query_one(OptionList).option_count)
        ]
        assert "  ✓ 5. Follow suit; the highest of the suit led wins" in texts
        assert "  · 1. Choosing the contract" in texts
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LessonTable)
        await pilot.press("q")
        await pilot.pause()
        back: object = app.screen
        assert back is listing


async def test_the_list_opens_on_the_first_lesson_not_done(tmp_path: Path) -> None:
    # It always opened on lesson 1 (a play-tester with several done), above
    # two blank rows (an empty note and a margin).
    from textual.widgets import Footer, OptionList

    app = make_app(tmp_path)
    shithead = lessons_for("shithead")

    async def opened_on(done: int) -> str:
        """The lesson the list opens on, the first ``done`` Shithead ones done."""
        for lesson in shithead[:done]:
            progress.mark_done("shithead", lesson.id, app.settings.data_dir)
        listing = LessonListScreen()
        await app.push_screen(listing)
        await pilot.pause()
        options = listing.query_one(OptionList)
        assert not listing.query_one("#lessons-note").display
        assert options.region.bottom == listing.query_one(Footer).region.y
        highlighted = options.get_option_at_index(options.highlighted or 0).id
        app.pop_screen()
        return highlighted or ""

    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert await opened_on(2) == f"shithead/{shithead[2].id}"
        assert await opened_on(len(shithead)) == f"trix/{lessons_for('trix')[0].id}"
        # Every lesson of every game done: the first lesson, not none at all.
        for game in ("trix", "kings-corner"):
            for lesson in lessons_for(game):
                progress.mark_done(game, lesson.id, app.settings.data_dir)
        assert await opened_on(0) == f"shithead/{shithead[0].id}"


async def test_a_damaged_progress_file_is_said_and_kept_whole(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    data = app.settings.data_dir
    data.mkdir(parents=True)
    (data / progress.FILE).write_text("{damaged", encoding="utf-8")
    lesson = lessons_for("trix")[2]  # passing: one key, twice
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await _open(app, lesson)
        await pilot.pause()
        note = str(app.screen_stack[-2].query_one("#lessons-note").render())
        assert "lessons.json is damaged" in note
        await pilot.press("p", "p")
        await pilot.pause()
        assert screen.completed
    assert (data / "lessons.damaged.json").read_text(encoding="utf-8") == "{damaged"
    assert progress.load(data) == {"trix": frozenset({lesson.id})}


def test_a_refusal_is_sentences_each_with_its_full_stop() -> None:
    from cardgames_tui.lessons.runner import Verdict
    from cardgames_tui.ui.screens.lesson import refused_words

    rules = Verdict(False, "a 4 does not go on an 8", "The move: play 9♥.", False)
    assert refused_words(rules) == (
        "Not allowed: a 4 does not go on an 8. The move: play 9♥."
    )
    lesson = Verdict(False, "One 9 goes, but the lesson wants both.")
    assert (
        refused_words(lesson) == "Not this one. One 9 goes, but the lesson wants both."
    )


async def test_esc_in_a_kings_lesson_cancels_a_pile_move_before_leaving(
    tmp_path: Path,
) -> None:
    # "Move which pile? Press its number (Esc cancels)": Esc left the
    # lesson, and what was done of it, at once.
    lesson = next(x for x in lessons_for("kings-corner") if x.id == "pile-move")
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = await _open(app, lesson)
        await pilot.pause()
        await pilot.press("m")
        assert "Esc cancels" in _status(screen), _status(screen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        assert "Esc cancels" not in _status(screen), _status(screen)
        await pilot.press("escape")  # nothing half made: back to the list
        await pilot.pause()
        assert isinstance(app.screen, LessonListScreen)


async def test_a_lesson_text_taller_than_its_panel_starts_at_its_beginning(
    tmp_path: Path,
) -> None:
    # At 80×24 Kings lesson 4's second move began "she played, so she pays
    # nothing": scrolled to its end, the chip it was about out of sight.
    lesson = next(x for x in lessons_for("kings-corner") if x.id == "no-play-fine")
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await _open(app, lesson)
        await pilot.pause()
        await pilot.press("e")  # the step: end the turn, pay the fine
        await pilot.pause()
        await pilot.pause()
        scroll = screen.query_one("#lesson-scroll")
        assert scroll.max_scroll_y > 0  # taller than the panel at 80×24
        assert scroll.scroll_y == 0
        text = str(screen.query_one("#lesson-text", Static).content)
        assert text.startswith("You paid 1 chip into the pot")
        title = str(screen.query_one("#lesson-title", Static).content)
        assert title.endswith("PgDn: more")
        # Home and End are the hand's, not the text's (it had the focus).
        await pilot.press("end")
        assert isinstance(screen, KingsScreen)
        assert scroll.scroll_y == 0 and screen.cursor == len(screen.hand) - 1
        for _ in range(5):  # to its end, where the title stops saying "more"
            await pilot.press("pagedown")
            await pilot.pause()
        assert scroll.scroll_y == scroll.max_scroll_y
        title = str(screen.query_one("#lesson-title", Static).content)
        assert not title.endswith("PgDn: more")


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_text_too_tall_for_its_panel_closes_up_its_blank_lines(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    # At 80×24 the follow-suit lesson's three-line panel showed "Ana leads
    # the 5♠.", a blank line, "Omar follows with the J♠.", and PgDn for Lea.
    lesson = next(x for x in lessons_for("trix") if x.id == "follow-suit")
    async with lesson_table(tmp_path, lesson, size) as (_, screen):
        text = str(screen.query_one("#lesson-text", Static).content)
        assert text.startswith("Ana leads the 5♠.")
        assert ("\n\n" in text) == (size == (120, 40))  # room to part them
        scroll = screen.query_one("#lesson-scroll")
        assert scroll.scroll_y == 0


def test_the_menus_learn_line_says_when_the_progress_file_is_damaged(
    tmp_path: Path,
) -> None:
    # "0 of 21 done" alone read as progress lost without a word.
    from cardgames_tui.ui.learn_line import learn_option

    assert learn_option(tmp_path).endswith("0 of 21 done")
    (tmp_path / progress.FILE).write_text("{damaged", encoding="utf-8")
    assert learn_option(tmp_path).endswith(
        "0 of 21 done (the lesson progress file is damaged: Learn says more)"
    )
    # A data folder that is a file: the progress cannot be read, and is not
    # damaged (a probe).
    folder = tmp_path / "a-file"
    folder.write_text("not a folder", encoding="utf-8")
    assert learn_option(folder).endswith(
        "0 of 21 done (the lesson progress cannot be read: Learn says more)"
    )


async def test_the_list_comes_back_on_the_lesson_after_those_played(
    tmp_path: Path,
) -> None:
    # After lessons chained by n, q went back to the first one opened.
    from textual.widgets import OptionList

    first, second, third = lessons_for("shithead")[:3]
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        listing = LessonListScreen("shithead")
        app.push_screen(listing)
        await pilot.pause()
        options = listing.query_one(OptionList)
        options.highlighted = options.get_option_index(f"shithead/{first.id}")
        await pilot.press("enter")
        await pilot.pause()
        for _ in range(2):
            screen = app.screen
            assert isinstance(screen, LessonTable)
            while screen.run.prompt is not None:
                await pilot.press("h", "enter")
                await pilot.pause()
            await pilot.press("n")
            await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonTable) and screen.run.lesson.id == third.id
        await pilot.press("q")  # left unfinished: back on it
        await pilot.pause()
        assert app.screen is listing
        highlighted = options.get_option_at_index(options.highlighted or 0).id
        assert highlighted == f"shithead/{third.id}"
        assert second.id in progress.load(app.settings.data_dir)["shithead"]


async def test_a_lessons_title_never_splits_the_move_it_is_at(tmp_path: Path) -> None:
    # At 80 columns "…pick up the pile · move 1 of" ended a line and "2"
    # began the next (a play-tester).
    lesson = next(each for each in lessons_for("shithead") if each.id == "pickup")
    async with lesson_table(tmp_path, lesson) as (_, screen):
        title = screen.query_one("#lesson-title", Static)
        lines = str(title.content).splitlines()
        assert lines[-1].startswith(f"move 1 of {lesson.prompts}"), lines
        assert title.size.height == len(lines)  # nothing wrapped further
    async with lesson_table(tmp_path, lesson, (120, 40)) as (_, screen):
        words = str(screen.query_one("#lesson-title", Static).content)
        assert words.startswith(f"{lesson.title} · move 1 of")


@pytest.mark.parametrize(("undone", "said"), [(1, '"Nothing fits'), (2, "2 lessons")])
async def test_the_last_lesson_says_which_are_still_undone(
    tmp_path: Path, undone: int, said: str
) -> None:
    # "That was this game's last lesson" read as nothing more to do, with
    # two lessons still undone (a play-tester).
    lessons = lessons_for("shithead")
    app = make_app(tmp_path)
    for lesson in lessons[:-1][: len(lessons) - 1 - undone]:
        progress.mark_done("shithead", lesson.id, app.settings.data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await _open(app, lessons[-1])
        await pilot.pause()
        await _play_by_keys(pilot, screen, 0)
        assert f"That was this game's last lesson; {said}" in _status(screen)
        assert "not done yet. q: back to the lessons." in _status(screen)
