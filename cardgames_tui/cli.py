"""The `cardgames` command. Heavy imports live inside the commands so that
``cardgames --help``, ``list``, ``rules`` and ``simulate`` start fast and never
load Textual."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

import click

from cardgames_tui import __version__

if TYPE_CHECKING:
    from cardgames_tui.core.game import GameDefinition
    from cardgames_tui.store.records import GameRecord


class GameName(click.ParamType):  # type: ignore[type-arg]  # generic only since click 8.2
    """A game's id or alias, kept as typed (`_find` reads it); when it is
    missing, the message lists the games, not only "Missing argument"."""

    name = "game"

    def get_missing_message(
        self, param: click.Parameter, ctx: click.Context | None
    ) -> str:
        from cardgames_tui.core.registry import all_games

        ids = ", ".join(sorted(game.id for game in all_games()))
        return f"Name a game: {ids} (`cardgames list` tells them apart)."


GAME = GameName()


class GameNumber(click.ParamType):  # type: ignore[type-arg]  # generic only since click 8.2
    """A recorded game's number; a wrong one is told in a player's words,
    not click's ("'abc' is not a valid integer range")."""

    name = "id"

    def convert(
        self, value: Any, param: click.Parameter | None, ctx: click.Context | None
    ) -> int:
        text = str(value).strip()
        if not text.isdecimal() or int(text) < 1:
            self.fail(
                f"{value!r} is not a game's number: they are 1, 2, 3 …, as"
                " the menu's Replays list shows them (#12)",
                param,
                ctx,
            )
        return int(text)


GAME_NUMBER = GameNumber()
MAX_PACE = 60.0
"""A demo's longest pause between moves, in seconds (a far longer one
overflowed the clock: ``--pace 1e300`` closed the text demo)."""


def _find(name: str) -> GameDefinition:
    from cardgames_tui.core.errors import UnknownGameError
    from cardgames_tui.core.registry import find_game

    try:
        return find_game(name)
    except UnknownGameError as error:
        raise click.BadParameter(str(error), param_hint="GAME") from None


@click.group(
    invoke_without_command=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.version_option(__version__, prog_name="cardgames")
@click.option(
    "--ascii",
    "ascii_cards",
    is_flag=True,
    help="Draw cards with letters only (S H D C).",
)
@click.pass_context
def cli(ctx: click.Context, ascii_cards: bool) -> None:
    """Trix (Complex), Shithead and Kings in the Corner in your terminal.

    With no command, opens the app at its menu.
    """
    if ctx.invoked_subcommand is None:
        from cardgames_tui.ui.open import open_app

        open_app(ascii_cards)


def _in_menu_order() -> list[GameDefinition]:
    """Every game, in the order the app's menu lists them (a game without a
    table comes after, by id): `list` and `learn --list` read as the menu does."""
    from cardgames_tui.core.registry import all_games
    from cardgames_tui.ui.tables import TABLES

    shelf = list(TABLES)
    return sorted(
        all_games(),
        key=lambda game: (
            (shelf.index(game.id), "") if game.id in shelf else (len(shelf), game.id)
        ),
    )


def _ascii(ctx: click.Context) -> bool:
    """Whether suits are letters: the group's ``--ascii``, or the choice saved
    in the app (f2 or the menu; a play-tester's `cardgames rules` printed ♥
    after he had chosen letters there)."""
    if ctx.find_root().params.get("ascii_cards"):
        return True
    from cardgames_tui.store import prefs
    from cardgames_tui.store.paths import data_dir

    return bool(prefs.load_ascii(data_dir()))


@cli.command("list")
@click.pass_context
def list_games(ctx: click.Context) -> None:
    """The games, their player counts and what they are about."""
    from cardgames_tui.core.suit_text import shown

    for game in _in_menu_order():
        players = f"{game.players_text} players"
        aliases = f" (also: {', '.join(game.aliases)})" if game.aliases else ""
        line = f"{game.id:<14} {players:<18} {game.description}{aliases}"
        click.echo(shown(line, _ascii(ctx)))


@cli.command()
@click.argument("game", type=GAME)
@click.pass_context
def rules(ctx: click.Context, game: str) -> None:
    """Show the rules page of GAME (`cardgames list` names the games)."""
    from rich.console import Console
    from rich.markdown import Markdown

    from cardgames_tui.core.pages import rules_text
    from cardgames_tui.core.suit_text import shown
    from cardgames_tui.lessons.listing import learn_section
    from cardgames_tui.store import progress

    definition = _find(game)
    console = Console()
    done = progress.done_in(definition.id)
    page = rules_text(definition) + "\n" + learn_section(definition, done)
    console.print(Markdown(shown(page, _ascii(ctx))))


@cli.command()
@click.argument("game", required=False, type=GAME)
@click.argument("lesson", required=False)
@click.option("--list", "list_only", is_flag=True, help="Print the lessons and exit.")
@click.option(
    "--ascii",
    "ascii_cards",
    is_flag=True,
    help="Draw cards with letters only (S H D C); `cardgames --ascii learn` too.",
)
@click.pass_context
def learn(
    ctx: click.Context,
    game: str | None,
    lesson: str | None,
    list_only: bool,
    ascii_cards: bool,
) -> None:
    """Lessons you play: one rule each, in under a minute.

    With no GAME, opens the list of every game's lessons; with GAME, that
    game's list; with GAME and LESSON (an id from --list, or its number:
    `cardgames learn kings 3`), that lesson.
    """
    from cardgames_tui.console.learn import check_lesson, lesson_lines

    games = [_find(game)] if game else _in_menu_order()
    if lesson is not None and game:
        try:
            lesson = check_lesson(games[0], lesson)
        except ValueError as error:
            raise click.BadParameter(str(error), param_hint="LESSON") from None
    # The group's --ascii counts here as it does for every other command.
    ascii_cards |= _ascii(ctx)
    if list_only:
        from cardgames_tui.core.suit_text import shown

        for line in lesson_lines(games):
            click.echo(shown(line, ascii_cards))
        return
    from cardgames_tui.ui.open import open_lessons

    open_lessons(ascii_cards, games[0].id if game else None, lesson)


def _seats(definition: GameDefinition, players: int | None) -> int:
    """``--players`` checked against the game (its default when not given)."""
    n = definition.default_players if players is None else players
    if not definition.min_players <= n <= definition.max_players:
        raise click.BadParameter(
            f"{definition.name} takes {definition.players_text} players, not {n}",
            param_hint="--players",
        )
    return n


def _bot_list(value: str) -> list[str]:
    names = [name.strip().lower() for name in value.split(",")]
    if not any(names):
        raise click.BadParameter(
            "name at least one bot, e.g. hard,normal", param_hint="--bots"
        )
    if not all(names):  # "hard,,hard" quietly played two bots, not three
        raise click.BadParameter(
            f"a bot name is missing between two commas in {value!r}",
            param_hint="--bots",
        )
    return names


@cli.command()
@click.argument("game", type=GAME)
@click.option(
    "--games", "n_games", default=100, show_default=True, type=click.IntRange(1)
)
@click.option(
    "--players", type=int, default=None, help="Seats per game (the game's default)."
)
@click.option(
    "--bots",
    default="normal,random",
    show_default=True,
    help="Comma-separated bots (easy, normal, hard, random), repeated over the"
    " seats and rotated each game.",
)
@click.option("--seed", default=1, show_default=True, type=int)
@click.option("--jobs", default=1, show_default=True, type=click.IntRange(1, 64))
@click.option(
    "--budget",
    type=float,
    default=None,
    help="Seconds per decision for the hard bot (default 1).",
)
@click.option(
    "--paired",
    is_flag=True,
    help="Play every deal twice, the second time with normal bots only, and"
    " report each bot's difference (card luck cancels).",
)
def simulate(
    game: str,
    n_games: int,
    players: int | None,
    bots: str,
    seed: int,
    jobs: int,
    budget: float | None,
    paired: bool,
) -> None:
    """Play GAME bots against bots, then print tables of results."""
    definition = _find(game)
    n = _seats(definition, players)
    names = _bot_list(bots)
    from cardgames_tui.tools.tournament import check_bots

    try:
        check_bots(definition, names, n)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--bots") from None
    _check_budget(budget)
    from cardgames_tui.console.simulate import run_with_progress

    run_with_progress(
        definition,
        n_games=n_games,
        players=n,
        bots=names,
        seed=seed,
        jobs=jobs,
        budget=budget,
        paired=paired,
    )


@cli.command()
@click.argument("game", type=GAME)
@click.option(
    "--show",
    "rule",
    default=None,
    metavar="RULE",
    help="Pick a deal where this rule happens soon (a wrong id lists them).",
)
@click.option(
    "--players", type=int, default=None, help="Seats at the table (the game's default)."
)
@click.option(
    "--seed", type=int, default=None, help="Play this seed, not a picked one."
)
@click.option(
    "--text", is_flag=True, help="Print the narrated game here, without the app."
)
@click.option(
    "--pace",
    type=click.FloatRange(0, MAX_PACE),
    default=1.0,
    show_default=True,
    help=f"Seconds between moves (0: no pause; at most {MAX_PACE:g}).",
)
@click.option(
    "--moves",
    type=click.IntRange(1),
    default=None,
    help="With --text: stop after N moves.",
)
@click.option(
    "--level",
    default="normal",
    show_default=True,
    help="The bots' level: easy, normal or hard. The deal is still picked"
    " with normal bots (hard ones would take minutes to search it), so with"
    " other levels the rules may show later.",
)
@click.option(
    "--budget",
    type=float,
    default=None,
    help="With --level hard: seconds the hard bot thinks per move (default:"
    " the app's setting, 1 s with --text).",
)
@click.pass_context
def demo(
    ctx: click.Context,
    game: str,
    rule: str | None,
    players: int | None,
    seed: int | None,
    text: bool,
    pace: float,
    moves: int | None,
    level: str,
    budget: float | None,
) -> None:
    """Watch bots play GAME with every hand open, each rule named as it
    happens and each move's reason told. space pauses, → steps, s takes a
    seat. `cardgames list` names the games."""
    definition = _find(game)
    n = _seats(definition, players)
    level = level.strip().lower()  # as game names: HARD is hard
    _check_demo_bots(level, budget)
    if pace != pace:  # nan: the range lets it through
        raise click.BadParameter("give a number of seconds", param_hint="--pace")
    if moves is not None and not text:
        # The app's demo runs until it is left: the option was dropped in
        # silence (a play-tester), as --budget without hard bots is not.
        raise click.UsageError("--moves works with --text (the app's demo runs on).")
    from cardgames_tui.tools.demo_script import DemoPick, pick_demo

    if seed is not None:
        pick = DemoPick(seed, n, {})
    else:
        try:
            pick = pick_demo(definition, n, show=rule)
        except ValueError as error:
            raise click.BadParameter(str(error), param_hint="--show") from None
    if text:
        from cardgames_tui.console.demo_text import play_text_demo

        play_text_demo(
            definition,
            pick,
            pace=pace,
            moves=moves,
            level=level,
            budget=budget,
            ascii_only=_ascii(ctx),
        )
        return
    from cardgames_tui.ui.open import open_app
    from cardgames_tui.ui.settings import DemoOpening

    ascii_cards = _ascii(ctx)
    opening = DemoOpening(definition.id, pick.players, pick.seed, pace, level, budget)
    open_app(ascii_cards, demo=opening)


def _check_budget(budget: float | None) -> None:
    """A hard bot's thinking time, refused in one line unless it is more
    than 0 seconds."""
    if budget is not None and not budget > 0:  # nan too: it is not more than 0
        raise click.BadParameter(
            f"must be more than 0 seconds, not {budget:g}", param_hint="--budget"
        )


def _check_demo_bots(level: str, budget: float | None) -> None:
    """``--level`` and ``--budget`` of a demo, in one line if wrong."""
    from cardgames_tui.tools.demo_script import LEVELS

    if level not in LEVELS:
        raise click.BadParameter(
            f"no level {level!r}; choose from {', '.join(LEVELS)}",
            param_hint="--level",
        )
    if budget is None:
        return
    _check_budget(budget)
    if level != "hard":
        raise click.BadParameter(
            "it is the hard bot's thinking time: add --level hard",
            param_hint="--budget",
        )


@cli.command()
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="Address to listen on; the default lets only this computer connect.",
)
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535))
@click.option(
    "--open", "open_browser", is_flag=True, help="Open the page in a browser."
)
# For the tests: a command that fails to start shows what the log then says.
@click.option("--app-command", default=None, hidden=True)
@click.pass_context
def serve(
    ctx: click.Context,
    host: str,
    port: int,
    open_browser: bool,
    app_command: str | None,
) -> None:
    """Play in a web browser: each tab gets its own game."""
    from cardgames_tui.web.server import ServeError
    from cardgames_tui.web.server import serve as run_server

    ascii_cards = _ascii(ctx)
    try:
        run_server(
            host,
            port,
            open_browser=open_browser,
            ascii_cards=ascii_cards,
            command=app_command,
        )
    except ServeError as problem:
        raise click.ClickException(str(problem)) from None


def _record_from(which: str | None) -> GameRecord:
    """A recorded game: by number, from an exported file, or the latest."""
    from pathlib import Path

    from cardgames_tui.store import history, paths, records
    from cardgames_tui.store.database import StatsError

    if which is not None and not which.strip():
        # Not "Error:  cannot be read: Is a directory" (a play-tester).
        raise click.BadParameter("give a game's number or a file", param_hint="ID|FILE")
    try:
        if which is not None and not which.isdecimal():
            return records.read_file(Path(which))
        number = None if which is None else int(which)
        return history.load(paths.data_dir(), number)
    except (StatsError, records.RecordError) as problem:
        raise click.ClickException(str(problem)) from None
    finally:
        _notices()


def _notices() -> None:
    """What happened to the statistics file, on stderr (a damaged one set
    aside)."""
    from cardgames_tui.store.database import take_notices

    for notice in take_notices():
        click.echo(f"Note: {notice}.", err=True)


@cli.command()
@click.argument("which", required=False, metavar="[ID|FILE]")
@click.pass_context
def replay(ctx: click.Context, which: str | None) -> None:
    """Watch a finished game again: its number in the statistics (the latest
    by default) or a file written by `cardgames export`."""
    record = _record_from(which)
    from cardgames_tui.ui.open_replay import open_replay

    ascii_cards = _ascii(ctx)
    open_replay(record, ascii_cards)


@cli.command()
@click.argument("number", type=GAME_NUMBER, metavar="ID")
@click.argument("file", type=click.Path(dir_okay=False, writable=True))
@click.option("--force", is_flag=True, help="Write over FILE if it exists.")
def export(number: int, file: str, force: bool) -> None:
    """Write recorded game ID to FILE as JSON (to share, or for a bug report)."""
    from pathlib import Path

    from cardgames_tui.store import paths
    from cardgames_tui.store.records import write_file

    if not file.strip():
        # Not "Error:  exists: …" (the empty name is the folder you are in).
        raise click.BadParameter("give a file name", param_hint="FILE")
    data = paths.data_dir().resolve()
    if data in Path(file).resolve().parents:
        # --force once wrote a game over the statistics database itself.
        raise click.ClickException(
            f"{file} is in cardgames' own folder ({data}): write it somewhere else"
        )
    if Path(file).exists() and not force:
        # It wrote over any file without a word (a play-tester).
        raise click.ClickException(
            f"{file} exists: name another file, or add --force to write over it"
        )
    record = _record_from(str(number))
    try:
        write_file(record, Path(file))
    except OSError as problem:
        raise click.ClickException(
            f"{file} cannot be written: {problem.strerror}"
        ) from None
    click.echo(f"Game {number} written to {file}.")


@cli.command()
@click.argument("game", required=False, type=GAME)
@click.option("--reset", is_flag=True, help="Forget every recorded game (asks first).")
@click.option("--yes", is_flag=True, help="With --reset: do not ask.")
def stats(game: str | None, reset: bool, yes: bool) -> None:
    """Statistics per player and game, and against each bot level."""
    from cardgames_tui.core.narration import sentence_start
    from cardgames_tui.store import history, paths, stats
    from cardgames_tui.store.database import StatsError

    if yes and not reset:
        raise click.UsageError("--yes goes with --reset: it answers its question.")
    directory = paths.data_dir()
    game_id = None if game is None else _find(game).id
    try:
        if reset:
            if game_id is not None:
                raise click.BadParameter("--reset forgets every game; name none")
            count = history.count(directory)
            if count == 0:
                click.echo("No game is recorded: nothing to reset.")
                return
            games = (
                "the 1 recorded game" if count == 1 else f"all {count} recorded games"
            )
            if not yes:
                click.confirm(f"Forget {games} for good?", abort=True)
            history.reset(directory)
            click.echo(f"{sentence_start(games)} forgotten.")
            return
        figures = stats.figures(directory, game_id)
    except StatsError as problem:
        raise click.ClickException(str(problem)) from None
    finally:
        _notices()
    if not figures.games:
        click.echo("No finished game is recorded yet: play one, then look again.")
        return
    from rich.console import Console

    from cardgames_tui.ui.stats_tables import all_tables

    console = Console()
    games = f"{figures.games} finished game{'s' * (figures.games != 1)}"
    console.print(f"{games} recorded in {directory}")
    for table in all_tables(figures):
        if table.row_count:
            console.print(table)


def main() -> None:
    """Console-script entry point."""
    from cardgames_tui.console.plain_output import plain_where_needed

    plain_where_needed()  # a rules page on LANG=C: letters, not a traceback
    cli(prog_name="cardgames")
    sys.exit(0)
