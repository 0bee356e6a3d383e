"""Every lesson file is a test: its script replays through `GameSession` and
every claim its narration makes holds (a false claim fails here)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from cardgames_tui.core.cards import CARDS
from cardgames_tui.core.registry import find_game
from cardgames_tui.lessons.catalog import lessons_for
from cardgames_tui.lessons.files import lesson_files
from cardgames_tui.lessons.load import load_lesson
from cardgames_tui.lessons.model import Lesson
from cardgames_tui.lessons.runner import LessonRun, replay

GAMES = ("shithead", "trix", "kings-corner")
FILES = [(game, path) for game in GAMES for path in lesson_files(game)]

TAUGHT = {
    "shithead": {
        "equal-or-higher", "two-resets", "ten-burns", "four-burns", "pickup",
        "face-up",
    },
    "trix": {
        "contract-choice", "jack-rows", "forced-pass", "trick-penalty",
        "follow-suit", "doubled-taken-by-other", "doubled-forced-on-own",
        "doubled-led-by-holder", "queen-of-diamonds",
    },
    "kings-corner": {
        "alternating-colours", "king-to-corner", "pile-move", "no-play-fine",
        "pay-winner", "blocked-hand",
    },
}  # fmt: skip
"""The rules issue 10 asks a lesson for, by game."""


def _load(game: str, path: Path) -> Lesson:
    return load_lesson(path, find_game(game))


@pytest.mark.parametrize(("game", "path"), FILES, ids=[p.stem for _, p in FILES])
def test_lesson_replays_and_every_claim_holds(game: str, path: Path) -> None:
    run = replay(_load(game, path))
    assert run.done
    assert run.said  # it said something


@pytest.mark.parametrize("game", GAMES)
def test_each_game_teaches_its_rules(game: str) -> None:
    lessons = lessons_for(game)
    assert {lesson.rule for lesson in lessons} == TAUGHT[game]
    # Under a minute each: a few moves of yours, a few lines to read.
    for lesson in lessons:
        assert 1 <= lesson.prompts <= 4, lesson.id
        assert len(lesson.steps) <= 16, lesson.id


def _candidates(run: LessonRun) -> list[str]:
    """Moves of the learner's own cards, in every form the game writes."""
    view = run.session.observe(run.lesson.seat)
    held = getattr(view, "hand", ()) or CARDS
    moves = ["pickup", "pass", "end", "flip 1"]
    for card in held:
        moves.append(f"play {card}")
        moves += [f"play {card} on {space}" for space in ("N", "E", "S", "W", "NE")]
    return moves


@pytest.mark.parametrize(("game", "path"), FILES, ids=[p.stem for _, p in FILES])
def test_wrong_moves_are_refused_and_change_nothing(game: str, path: Path) -> None:
    run = LessonRun(_load(game, path))
    definition = find_game(game)
    while (prompt := run.prompt) is not None:
        session = run.session
        legal = {str(a) for a in session.legal_actions()}
        rights = {str(session.parse(m)) for m in prompt.right}
        ply = session.ply
        tried = 0
        for move in _candidates(run):
            try:
                action = session.parse(move)
            except ValueError:
                continue
            if str(action) in rights:
                continue
            verdict = run.attempt(move)
            assert not verdict.right
            if str(action) in legal:
                assert verdict.message == prompt.wrong
            else:
                assert verdict.message == definition.refusal(session.state, action)
            assert session.ply == ply  # nothing changed
            tried += 1
            if tried == 2:
                assert verdict.hint  # after two misses, the right move
                break
        assert run.attempt(prompt.right[0]).right
    assert run.done


@pytest.mark.parametrize(("game", "path"), FILES, ids=[p.stem for _, p in FILES])
def test_no_lesson_text_sends_the_player_to_the_log(game: str, path: Path) -> None:
    # The lesson's text takes the log's place on screen: "(the log names
    # it)" pointed at nothing the player could see.
    text = path.read_text(encoding="utf-8").lower()
    assert "the log" not in text


@pytest.mark.parametrize("path", lesson_files("kings-corner"), ids=lambda p: p.stem)
def test_a_kings_lesson_table_could_have_been_built_in_play(path: Path) -> None:
    """A play-tester saw "K♣ … 2♣ (6)" in a lesson: a corner built down in
    alternating colours from a black King ends on a red 2 after 12 cards.
    Every pile starts as play starts one (a corner with its King) and each
    card on it goes on the one below."""
    from cardgames_tui.games.kings_corner.actions import KING, SPACES
    from cardgames_tui.games.kings_corner.fits import FITS
    from cardgames_tui.games.kings_corner.state import KingsState

    state = LessonRun(_load("kings-corner", path)).session.state
    assert isinstance(state, KingsState)
    for name, pile in zip(SPACES, state.piles, strict=True):
        if pile and len(name) == 2:  # NE, SE, SW, NW
            assert pile[0] >> 2 == KING, (path.stem, name)
        for below, card in itertools.pairwise(pile):
            assert FITS[below] >> card & 1, (path.stem, name, CARDS[card])


def test_a_wrong_move_with_words_of_its_own_gets_them() -> None:
    # "One 7 makes only three on top" was said to a queen played instead.
    lesson = next(x for x in lessons_for("shithead") if x.id == "four-burns")
    run = LessonRun(lesson)
    prompt = run.prompt
    assert prompt is not None
    one_seven = run.attempt("play 7H")
    assert not one_seven.right
    assert one_seven.message.startswith("One 7 makes only three")
    queen = run.attempt("play QD")
    assert not queen.right and queen.message == prompt.wrong
    assert "One 7" not in prompt.wrong


def test_a_move_a_later_step_asks_for_is_not_yet_rather_than_wrong() -> None:
    # A play-tester played 4♣ on 5♦ first and heard "Not this one", then
    # the very next step asked for it.
    from cardgames_tui.ui.screens.lesson import refused_words

    lesson = next(
        x for x in lessons_for("kings-corner") if x.id == "alternating-colours"
    )
    run = LessonRun(lesson)
    early = run.attempt("play 4C on E")
    assert not early.right and early.later
    assert refused_words(early).startswith(
        "Not yet: that move comes later in this lesson. The lesson wants the 7♥"
    )
    assert not run.attempt("play 10D on S").later  # refused by the rules
    assert run.attempt("play 7H on N").right
    assert run.attempt("play 4C on E").right
