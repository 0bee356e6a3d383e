"""A malformed lesson file gets one clear error naming the file and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardgames_tui.core.registry import find_game
from cardgames_tui.lessons.load import load_lesson
from cardgames_tui.lessons.model import LessonError
from cardgames_tui.lessons.runner import LessonRun, replay

GOOD = """
id = "ten"
title = "The 10"
rule = "ten-burns"
players = 2

[position]
hands = ["10♠ 4♦", "5♠ 8♣"]
pile = "9♣ K♥"

[[step]]
you = "Play the 10."
right = ["play 10S"]
wrong = "The 10, please."
[[step.check]]
event = "burn"
amount = 3
"""


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "broken.toml"
    path.write_text(text, encoding="utf-8")
    return path


def _error(tmp_path: Path, text: str) -> str:
    with pytest.raises(LessonError) as caught:
        replay(load_lesson(_write(tmp_path, text), find_game("shithead")))
    return str(caught.value)


def test_the_good_file_plays(tmp_path: Path) -> None:
    run = replay(load_lesson(_write(tmp_path, GOOD), find_game("shithead")))
    assert run.done


WRONG = 'wrong = "The 10, please."\n'
BROKEN = [
    ('title = "The 10"\n', "", "title must be a text (it is missing)"),
    ('id = "ten"', 'id = "the ten"', "id must be letters, digits, - and _ only"),
    ('"ten-burns"', '"ten-burn"', "rule 'ten-burn' is not a rule"),
    ("players = 2", "players = 9", "players must be 2 to 5"),
    ("players = 2", 'players = "two"', "players must be a whole number"),
    ('"play 10S"]', '"play 10X"]', "step 1.right 1 is not a move"),
    ('wrong = "The 10, please."\n', "", "step 1.wrong must be a text"),
    ('please."', 'please."\nhnit = "x"', "step 1.hnit is not a field"),
    ("amount = 3", 'amount = "3"', "step 1.check 1.amount must be a whole number"),
    ('event = "burn"', 'evnt = "burn"', "step 1.check 1 needs 'event'"),
    ("[position]", "[deal]", "deal.hands is not a field"),
    ('pile = "9♣ K♥"', 'pile = "9♣ 10♠"', "position cannot be set up"),
    ('pile = "9♣ K♥"', "pile = [9]", "position cannot be set up"),
    ('title = "The 10"', 'title = "The 10', "is not valid TOML"),
    ('you = "Play', 'say = "Play', "step 1.right is not a field"),
    (
        WRONG,
        WRONG + '[step.wrong_moves]\n"play 10X" = "x"\n',
        "'play 10X' is not a move",
    ),
    (WRONG, WRONG + '[step.wrong_moves]\n"play 10S" = "x"\n', "is one of the right"),
    (WRONG, WRONG + '[step.wrong_moves]\n"play 4D" = 3\n', "'play 4D' must be a text"),
]
"""A change that breaks the good file, and what the error must say."""


@pytest.mark.parametrize(("old", "new", "named"), BROKEN)
def test_a_malformed_file_names_the_file_and_field(
    tmp_path: Path, old: str, new: str, named: str
) -> None:
    assert old in GOOD
    message = _error(tmp_path, GOOD.replace(old, new, 1))
    assert message.startswith("broken.toml: ")
    assert named in message
    assert "\n" not in message


def test_a_false_claim_names_the_step_and_what_happened(tmp_path: Path) -> None:
    message = _error(tmp_path, GOOD.replace("amount = 3", "amount = 4"))
    assert message.startswith("broken.toml: step 1 claims what is false")
    assert "burn seat 0 amount 3" in message


def test_a_right_move_that_is_not_legal_is_reported(tmp_path: Path) -> None:
    text = GOOD.replace('right = ["play 10S"]', 'right = ["play 4D"]')
    message = _error(tmp_path, text)
    assert message == "broken.toml: step 1 wants play 4D, which is not legal"


def test_a_scripted_move_on_your_turn_is_reported(tmp_path: Path) -> None:
    text = GOOD.replace("[[step]]\nyou", '[[step]]\nthey = "play 4D"\n\n[[step]]\nyou')
    with pytest.raises(LessonError, match="step 1 is a scripted move on your turn"):
        LessonRun(load_lesson(_write(tmp_path, text), find_game("shithead")))


def test_a_file_that_is_not_text(tmp_path: Path) -> None:
    path = tmp_path / "broken.toml"
    path.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(LessonError, match=r"broken\.toml: is not UTF-8 text"):
        load_lesson(path, find_game("shithead"))
