"""`cardgames demo`: the deal it picks shows the key rules early, and its
text form prints the narrated game without Textual."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from click.testing import CliRunner

from cardgames_tui.cli import cli
from cardgames_tui.core import find_game
from cardgames_tui.core.suit_text import SUIT_GLYPHS
from cardgames_tui.tools.demo_script import DemoGame, key_rules, pick_demo

DEFAULT_PACE = 1.0
TWO_MINUTES = 120


def test_the_shithead_demo_shows_every_key_rule_within_two_minutes() -> None:
    game = find_game("shithead")
    pick = pick_demo(game)
    keys = key_rules(game)
    assert set(keys) <= set(pick.first_shown)
    # Each move takes one pace; a finished game is the only hand end.
    assert max(pick.first_shown[rule] for rule in keys) * DEFAULT_PACE < TWO_MINUTES


@pytest.mark.parametrize("game_id", ["shithead", "trix", "kings-corner"])
def test_every_key_rule_shows_in_the_picked_demo(game_id: str) -> None:
    game = find_game(game_id)
    pick = pick_demo(game)
    assert set(key_rules(game)) <= set(pick.first_shown)


def test_show_picks_a_deal_where_that_rule_comes_soon() -> None:
    game = find_game("trix")
    usual = pick_demo(game)
    asked = pick_demo(game, show="doubled-led-by-holder")
    assert "doubled-led-by-holder" in asked.first_shown
    soon = asked.first_shown["doubled-led-by-holder"]
    assert soon <= usual.first_shown.get("doubled-led-by-holder", 10**6)


def test_the_demo_game_is_the_picked_game() -> None:
    game = find_game("kings-corner")
    pick = pick_demo(game)
    demo = DemoGame(game, pick.players, pick.seed)
    for _ in range(30):
        demo.forward()
    again = DemoGame(game, pick.players, pick.seed)
    for _ in range(30):
        again.forward()
    assert demo.session.actions == again.session.actions


def test_text_demo_names_the_rules_as_they_show() -> None:
    result = CliRunner().invoke(
        cli, ["demo", "shithead", "--text", "--pace", "0", "--moves", "120"]
    )
    assert result.exit_code == 0, result.output
    assert "★ rule: A 10 burns the pile, and you play again" in result.output
    assert "The 10 burns the pile:" in result.output
    assert "11 of 11 key rules shown in" in result.output


def test_an_unknown_rule_is_a_clear_error() -> None:
    result = CliRunner().invoke(cli, ["demo", "trix", "--show", "teleport"])
    assert result.exit_code == 2
    assert "Trix (Complex) has no rule 'teleport'" in result.output
    assert "doubled-taken-by-other" in result.output


def test_text_demo_runs_without_textual() -> None:
    probe = (
        "import sys\n"
        "from cardgames_tui.cli import cli\n"
        "try:\n"
        "    cli(['demo', 'kings', '--text', '--pace', '0', '--moves', '20'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "print('TEXTUAL' if 'textual' in sys.modules else 'CLEAN')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip().endswith("CLEAN")
    assert "went out" in result.stdout or "played" in result.stdout


def test_text_demo_tells_each_bots_reason() -> None:
    result = CliRunner().invoke(
        cli, ["demo", "trix", "--text", "--pace", "0", "--moves", "40"]
    )
    assert result.exit_code == 0, result.output
    assert "each bot says why it moves" in result.output
    assert " — the " in result.output  # e.g. "… — the spades in hand wait on it"


def test_a_hard_text_demo_thinks_for_its_budget_and_says_its_figures() -> None:
    result = CliRunner().invoke(
        cli,
        [
            *("demo", "kings", "--text", "--pace", "0", "--moves", "4"),
            *("--seed", "2", "--level", "hard", "--budget", "0.02"),
        ],
    )
    assert result.exit_code == 0, result.output
    assert "sampled deal" in result.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--level", "wizard"], "no level 'wizard'; choose from easy, normal, hard"),
        (["--level", "hard", "--budget", "0"], "must be more than 0 seconds, not 0"),
        (["--level", "hard", "--budget", "-1"], "must be more than 0 seconds, not -1"),
        (["--budget", "2"], "it is the hard bot's thinking time: add --level hard"),
    ],
)
def test_a_bad_demo_level_or_budget_is_a_one_line_error(
    args: list[str], message: str
) -> None:
    result = CliRunner().invoke(cli, ["demo", "kings", "--text", *args])
    assert result.exit_code == 2
    assert result.exception is None or isinstance(result.exception, SystemExit)
    error = [line for line in result.output.splitlines() if "Error" in line]
    assert len(error) == 1 and message in error[0], result.output


def test_the_app_demo_gets_its_level_and_budget(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import cardgames_tui.ui.open as open_module

    opened: list[object] = []
    monkeypatch.setattr(
        open_module, "open_app", lambda ascii_cards, demo=None: opened.append(demo)
    )
    result = CliRunner().invoke(
        cli, ["demo", "kings", "--seed", "4", "--level", "hard", "--budget", "0.5"]
    )
    assert result.exit_code == 0, result.output
    assert opened == [("kings-corner", 4, 4, 1.0, "hard", 0.5)]


def test_text_demo_shows_every_hand_as_each_deal_begins() -> None:
    # "Every hand is open to you", yet no hand was printed: "its 9♠ can
    # follow" could not be followed.
    result = CliRunner().invoke(cli, ["demo", "trix", "--text", "--pace", "0"])
    lines = result.output.splitlines()
    deals = [i for i, line in enumerate(lines) if re.match(r"Deal \d of 8: ", line)]
    assert len(deals) == 8
    for start in deals:
        after = lines[start : start + 8]
        held = [line for line in after if re.match(r"   (Ana|Omar|Lina|Sami): ", line)]
        assert len(held) == 4, after
        assert all(len(re.findall(r"(?:10|[2-9JQKA])[♠♥♦♣]", h)) == 13 for h in held)


def test_text_demo_with_ascii_writes_suits_as_letters() -> None:
    result = CliRunner().invoke(
        cli, ["--ascii", "demo", "shithead", "--text", "--pace", "0", "--moves", "30"]
    )
    assert "   Ana: hand " in result.output and "3 face down" in result.output
    assert not any(glyph in result.output for glyph in SUIT_GLYPHS), result.output
    # The rules named and the closing "Not shown yet" list too (Trix's
    # "K♥ and queens may be doubled" kept its symbols).
    result = CliRunner().invoke(
        cli, ["--ascii", "demo", "trix", "--text", "--pace", "0", "--moves", "30"]
    )
    assert "Not shown yet" in result.output
    assert not any(glyph in result.output for glyph in SUIT_GLYPHS), result.output
