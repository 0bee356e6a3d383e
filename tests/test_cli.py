from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardgames_tui.cli import cli
from cardgames_tui.console.plain_output import plain_where_needed
from cardgames_tui.core.suit_text import SUIT_GLYPHS


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


def test_list_shows_each_game_with_its_player_count() -> None:
    code, out = run("list")
    assert code == 0
    assert (
        "shithead" in out
        and "2 to 5 players" in out
        and "exactly 4 players" in out
        and "palace" in out
    )


def test_list_and_the_lesson_list_order_the_games_as_the_menu_does() -> None:
    # `cardgames list` read Kings, Shithead, Trix; the menu Shithead, Trix, Kings.
    from cardgames_tui.ui.tables import TABLES

    menu = list(TABLES)
    listed = [line.split()[0] for line in run("list")[1].splitlines()]
    assert listed == menu
    names = {"shithead": "Shithead", "trix": "Trix", "kings-corner": "Kings"}
    lines = run("learn", "--list")[1].splitlines()
    headers = [line for line in lines if not line.startswith(" ")]
    assert [h.split()[0] for h in headers] == [names[game] for game in menu]


def test_rules_renders_the_page() -> None:
    code, out = run("rules", "palace")
    assert code == 0
    assert "Shithead" in out and "face down" in out


def test_rules_follow_the_suits_chosen_in_the_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A play-tester chose letters in the app; `cardgames rules` printed ♥.
    from cardgames_tui.store import prefs

    monkeypatch.setenv("CARDGAMES_DATA_DIR", str(tmp_path))
    code, out = run("rules", "shithead")
    assert code == 0 and "4♣" in out
    prefs.save_ascii(tmp_path, True)
    code, out = run("rules", "shithead")
    assert code == 0 and "4C" in out
    assert not any(glyph in out for glyph in SUIT_GLYPHS)


def test_simulate_prints_its_tables() -> None:
    code, out = run(
        "simulate", "shithead", "--games", "12", "--players", "3", "--seed", "4"
    )
    assert code == 0
    for needle in ("12 games", "By seat", "By bot", "normal", "random", "shithead"):
        assert needle in out


def test_simulate_is_deterministic_for_a_seed() -> None:
    def tables(out: str) -> str:
        # Speeds and decision times vary from run to run; results do not.
        results = out.split("with 95% intervals")[0]
        lines = results.splitlines()
        return "\n".join(x for x in lines if "per second" not in x)

    args = ("simulate", "shithead", "--games", "8", "--seed", "3")
    assert tables(run(*args)[1]) == tables(run(*args)[1])


def test_bad_input_gets_one_clear_line_and_a_nonzero_exit() -> None:
    for args, needle in [
        (
            ("simulate", "chess"),
            "unknown game 'chess'; known games: kings-corner, shithead, trix",
        ),
        (("simulate", "shithead", "--players", "9"), "2 to 5 players, not 9"),
        (("simulate", "shithead", "--bots", "genius"), "no bot 'genius'"),
        (  # the levels and the random bot, as --help lists them
            ("simulate", "shithead", "--bots", "genius"),
            "choose from easy, normal, hard, random",
        ),
        (("simulate", "shithead", "--bots", "hard,,hard"), "missing between two"),
        (("simulate", "shithead", "--bots", ",,"), "Invalid value for --bots"),
        (("simulate", "shithead", "--budget", "0"), "more than 0 seconds"),
        (
            ("simulate", "shithead", "--players", "2", "--bots", "easy,hard,normal"),
            "3 bots for 2 seats",
        ),
        (("rules", "poker"), "unknown game"),
        (("--frobnicate",), "No such option"),
    ]:
        code, out = run(*args)
        assert code == 2, args
        assert needle in out
        assert "Traceback" not in out


def test_bot_levels_ignore_case_as_game_names_do() -> None:
    code, out = run("simulate", "SHITHEAD", "--bots", "NORMAL,Easy", "--games", "2")
    assert code == 0 and "normal" in out and "easy" in out
    code, out = run("demo", "shithead", "--text", "--moves", "1", "--level", "EASY")
    assert code == 0, out


class FakeApp:
    return_code: int | None = None  # as a Textual app that ended well

    def __init__(self, calls: list[bool | None], ascii_only: bool | None) -> None:
        calls.append(ascii_only)

    def run(self, headless: bool = False) -> None:
        pass


@pytest.mark.parametrize(("args", "ascii_only"), [((), None), (("--ascii",), True)])
def test_no_command_opens_the_app(
    monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...], ascii_only: bool | None
) -> None:
    import cardgames_tui.launch as launch
    import cardgames_tui.ui.app as app_module

    calls: list[bool | None] = []
    monkeypatch.setattr(
        app_module,
        "build_app",
        lambda ascii_only=None, demo=None: FakeApp(calls, ascii_only),
    )
    code, _ = run(*args)
    assert code == 0 and calls == [ascii_only]
    monkeypatch.setattr(sys, "argv", ["cardgames", *args])
    launch.main()  # the fast path, without click
    assert calls == [ascii_only, ascii_only]


def test_list_and_simulate_never_import_textual() -> None:
    probe = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from cardgames_tui.cli import cli\n"
        "CliRunner().invoke(cli, ['list'])\n"
        "CliRunner().invoke(cli, ['rules', 'shithead'])\n"
        "CliRunner().invoke(cli, ['simulate', 'shithead', '--games', '2'])\n"
        "print('textual' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert out.stdout.strip() == "False"


def test_python_dash_m_runs_the_same_cli() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "cardgames_tui", "list"], capture_output=True, text=True
    )
    assert out.returncode == 0 and "shithead" in out.stdout


@pytest.mark.parametrize(
    "args",
    [("rules", "trix"), ("demo", "kings", "--text", "--pace", "0", "--moves", "6")],
)
def test_a_terminal_without_suit_symbols_gets_letters_not_a_traceback(
    args: tuple[str, ...],
) -> None:
    # LANG=C: the rules page and the demo died with UnicodeEncodeError.
    env = {**os.environ, "PYTHONIOENCODING": "ascii", "LC_ALL": "C", "LANG": "C"}
    out = subprocess.run(
        [sys.executable, "-m", "cardgames_tui", *args],
        capture_output=True,
        text=True,
        encoding="ascii",
        env=env,
    )
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr
    assert re.search(r"\b(10|[2-9JQKA])[SHDC]\b", out.stdout), out.stdout[:400]


def test_plain_output_writes_the_nearest_ascii() -> None:
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="ascii")
    plain_where_needed(stream)
    stream.write("10♥ — ★ → Q♠ مملكة ┌─┐│\n")
    stream.flush()
    assert raw.getvalue() == b"10H - * -> QS ????? +-+|\n"


@pytest.mark.parametrize(
    ("args", "symbols"),
    [
        (("list",), True),
        (("--ascii", "list"), False),
        (("--ascii", "rules", "trix"), False),
        (("--ascii", "learn", "--list"), False),
    ],
)
def test_ascii_draws_suits_as_letters_in_every_printed_text(
    args: tuple[str, ...], symbols: bool
) -> None:
    text = CliRunner().invoke(cli, list(args)).output
    has_glyphs = any(glyph in text for glyph in SUIT_GLYPHS)
    assert has_glyphs is symbols, text[:300]


@pytest.mark.parametrize("command", ["rules", "demo", "simulate"])
def test_a_missing_game_names_the_games(command: str) -> None:
    # "Missing argument 'GAME'." said nothing of which games there are.
    code, out = run(command)
    assert code == 2
    assert "Name a game: kings-corner, shithead, trix" in out, out
