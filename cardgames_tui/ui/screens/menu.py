"""`MenuScreen`: pick a game, read its rules, continue a saved game, switch
how suits are written, set how long the hard bot thinks, or whether the log
tells the bots' reasons."""

from __future__ import annotations

import time
from pathlib import Path
from typing import ClassVar

from rich.console import Group
from rich.padding import Padding
from rich.text import Text
from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option, OptionDoesNotExist
from textual.worker import Worker, WorkerState

from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.registry import find_game
from cardgames_tui.core.suit_text import shown
from cardgames_tui.store import prefs, saves
from cardgames_tui.ui.app_of import app_of
from cardgames_tui.ui.footer import QUIT_UNSHOWN
from cardgames_tui.ui.progress import progress_words
from cardgames_tui.ui.screens.stray_keys import bound_actions
from cardgames_tui.ui.tables import TABLES
from cardgames_tui.ui.widgets.menu_list import MenuList

CONTINUE = "continue:"
"""Prefix of a saved game's option id (the rest is its file name)."""
SUITS = "suits"
"""The option that switches suits between symbols and letters."""
LEARN = "learn"
"""The option that opens the lessons."""
REPLAYS, STATISTICS = "replays", "statistics"
"""The options that open the finished games and the statistics."""
BUDGET = "budget"
"""The option that changes how long the hard bot (and a hint) may think."""
REASONS = "reasons"
"""The option that switches the bots' reasons in the log on or off."""
BUDGETS = (0.25, 0.5, 1.0, 2.0, 4.0)
"""The thinking times offered, in seconds: Enter steps to the next one."""
ELSEWHERE = {
    "demo": "d shows a demo of a game: on its line.",
    "rules": "? shows a game's rules: on its line, or on a game to continue.",
    "drop_saved": "x drops a saved game: on its Continue line.",
}
"""What a key that acts on some lines only says on the others (by action)."""
MENU_HINT = "Choose a game and press Enter. ? shows its rules, d a demo."
"""The line under the title (a demo being dealt says so there instead)."""


def next_budget(seconds: float) -> float:
    """The thinking time after ``seconds`` (back to the shortest after the
    longest; a time not offered steps to the next one offered)."""
    return next((b for b in BUDGETS if b > seconds), BUDGETS[0])


def budget_text(seconds: float) -> str:
    """``1 s``, ``0.25 s``: as short as the number allows."""
    return f"{seconds:g} s"


class MenuScreen(Screen[None]):
    """The games that have a table, the unfinished games, and a setting."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "rules", "Rules of this game"),
        Binding("d", "demo", "Watch a demo"),
        Binding("x,delete", "drop_saved", "Drop saved game"),
        Binding("q", "app.quit", "Quit"),
        QUIT_UNSHOWN,  # q quits here too: not "q Quit ^q Quit"
    ]

    def compose(self) -> ComposeResult:
        yield Static("cardgames", id="menu-title")
        yield Static(MENU_HINT, id="menu-hint")
        # The list may take every row left above the footer (a share of the
        # screen hid the last settings at 80×24 under two blank rows, a
        # play-tester), and no more: the body holds them, the list at most
        # its height.
        with Vertical(id="menu-body"):
            yield MenuList(id="menu-games")
        yield Footer()

    def __init__(self) -> None:
        super().__init__()
        self.slots: dict[str, Path] = {}
        """Option id to the file of the saved game it continues."""
        self.slot_games: dict[str, str] = {}
        """Option id of a Continue line to its game's id."""
        self.picking = False
        """Whether a demo's deal is being picked (d waits for it)."""

    def on_screen_resume(self) -> None:
        # Also sent when the menu is first shown: one fill at start-up, not two.
        self.refresh_games()

    def refresh_games(self) -> None:
        games = self.query_one(OptionList)
        highlighted = games.highlighted
        # Kept by name, not place: a game left adds its Continue line at the
        # top, and the highlight moved onto the next game down (Enter then
        # opened Trix for a player who had chosen Kings).
        was = None if highlighted is None else games.get_option_at_index(highlighted).id
        games.clear_options()
        ascii_only = bool(app_of(self).settings.ascii_only)
        saved_games = app_of(self).saved_games()
        games_of = self.slot_games
        known = set(self.slots)
        self.slots = {f"{CONTINUE}{path.name}": path for path, _ in saved_games}
        self.slot_games = {
            f"{CONTINUE}{path.name}": saved.session.game.id
            for path, saved in saved_games
        }
        for path, saved in saved_games:
            seat_names = [seat.name for seat in saved.seats]
            names = ", ".join(seat_names)
            when = time.strftime("%d %b %H:%M", time.localtime(saved.saved_at))
            where = progress_words(saved.session.observe(None), seat_names)
            if saved.tally.summary_at == saved.session.ply:
                # The next hand is dealt, but Continue opens on the summary
                # of the one before ("hand 2" read as where it would open).
                where += " · left at the last summary"
            games.add_option(
                Option(
                    f"Continue: {saved.session.game.name} with {names}"
                    f"\n  {where} · last played {when}",
                    id=f"{CONTINUE}{path.name}",
                )
            )
        for game_id in TABLES:
            game = find_game(game_id)
            low, high = game.min_players, game.max_players
            players = f"{low} players" if low == high else f"{low}-{high} players"
            # The description wraps under itself, not under the game's name.
            prompt = Group(
                Text(shown(f"{game.name}  ({players})", ascii_only)),
                Padding(Text(shown(game.description, ascii_only)), (0, 0, 0, 2)),
            )
            games.add_option(Option(prompt, id=game.id))
        from cardgames_tui.ui.learn_line import learn_option

        games.add_option(Option(learn_option(app_of(self).settings.data_dir), LEARN))
        games.add_option(Option("Replays: watch a finished game again", id=REPLAYS))
        games.add_option(
            Option("Statistics: how everyone is doing, with charts", id=STATISTICS)
        )
        mode = "letters (S H D C)" if ascii_only else "symbols (♠ ♥ ♦ ♣)"
        games.add_option(
            Option(f"Suits shown as {mode}: Enter switches (f2 anywhere)", id=SUITS)
        )
        budget = budget_text(app_of(self).settings.bot_budget)
        games.add_option(
            Option(
                f"The hard bot and hints think up to {budget} a move: Enter changes it",
                id=BUDGET,
            )
        )
        reasons = "on" if app_of(self).settings.bot_reasons else "off"
        games.add_option(
            Option(
                f"Bot reasons in the log: {reasons} (always on in demos):"
                " Enter switches",
                id=REASONS,
            )
        )
        # A Continue line gone (its game finished): that game's own line.
        was = was if was in self.slots or was not in games_of else games_of[was]
        # A game just left and saved: its Continue line, which the quit
        # question names (Enter on the game's own line started a new one).
        left = (slot for slot in self.slots if slot not in known)
        was = next((slot for slot in left if self.slot_games[slot] == was), was)
        try:
            games.highlighted = games.get_option_index(was or "")
        except OptionDoesNotExist:
            games.highlighted = min(highlighted or 0, games.option_count - 1)
        games.focus()

    def highlighted_id(self) -> str:
        """The highlighted line's option id ("" for none)."""
        games = self.query_one(OptionList)
        if games.highlighted is None:
            return ""
        return games.get_option_at_index(games.highlighted).id or ""

    def highlighted_game(self) -> GameDefinition | None:
        """The game of the highlighted line: its own, or a saved game's."""
        option_id = self.highlighted_id()
        option_id = self.slot_games.get(option_id, option_id)
        if option_id not in TABLES:
            return None
        return find_game(option_id)

    def on_option_list_option_highlighted(self) -> None:
        self.refresh_bindings()  # x drops a saved game; d demos a game's line

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Each key only on the lines it acts on: "d Watch a demo" on Replays
        # answered "Highlight a game" (a play-tester).
        highlighted = self.highlighted_id()
        if action == "drop_saved":
            return highlighted in self.slots
        if action == "demo":
            return highlighted in TABLES
        if action == "rules":
            return self.highlighted_game() is not None
        return True

    def action_drop_saved(self) -> None:
        """Forget the highlighted saved game, once asked (No by default):
        a game left on the menu stayed there until it was finished, two
        such lines pushed the menu's last lines out of sight (a
        play-tester)."""
        option_id = self.highlighted_id()
        path = self.slots.get(option_id)
        if path is None:
            return
        game = self.highlighted_game()
        name = "this game" if game is None else game.name

        def answer(drop: bool | None) -> None:
            if not drop:
                return
            try:
                saves.discard(path)
            except OSError as problem:
                self.notify(f"It could not be dropped: {problem}", severity="warning")
            self.refresh_games()

        from cardgames_tui.ui.screens.dialogs import ConfirmDialog

        question = f"Drop the saved game of {name}? It cannot be continued after."
        self.app.push_screen(ConfirmDialog(question, default_yes=False), answer)

    def text_setting_changed(self) -> None:
        self.refresh_games()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        option_id = event.option.id or ""
        if option_id in self.slots:
            app_of(self).continue_saved(self.slots[option_id])
        elif option_id == SUITS:
            app_of(self).action_toggle_ascii()
        elif option_id == LEARN:
            from cardgames_tui.ui.screens.lessons import LessonListScreen

            self.app.push_screen(LessonListScreen())
        elif option_id == REPLAYS:
            from cardgames_tui.ui.screens.replays import ReplaysScreen

            self.app.push_screen(ReplaysScreen())
        elif option_id == STATISTICS:
            from cardgames_tui.ui.screens.statistics import StatisticsScreen

            self.app.push_screen(StatisticsScreen())
        elif option_id == BUDGET:
            self.change_budget()
        elif option_id == REASONS:
            self.switch_reasons()
        elif option_id in TABLES:
            from cardgames_tui.ui.screens.setup import SetupScreen

            self.app.push_screen(SetupScreen(find_game(option_id)))

    def action_demo(self) -> None:
        """Watch bots play the highlighted game, every hand open."""
        game = self.highlighted_game()
        if game is None or self.picking:
            return  # d is offered on a game's line only; one demo at a time
        # Picking a deal plays a few seeded games (seconds for Shithead):
        # in the pool, with a word, not a menu frozen without one (a
        # play-tester pressed d again).
        self.picking = True
        # On the menu's own line, not a notice: a notice outlived the deal
        # and covered the demo's hand for seconds (a play-tester).
        self.query_one("#menu-hint", Static).update(
            f"Dealing a {game.name} demo that shows its rules…"
        )
        self.deal_demo(game)

    @work(thread=True, group="demo", exit_on_error=False)
    def deal_demo(self, game: GameDefinition) -> None:
        """Have the pool pick the demo's deal (this thread only waits), then
        open it from the app's thread."""
        from cardgames_tui.ui import thinking

        players, seed = thinking.asked(
            thinking.demo_deal, (game.id,), lambda future: future.result()
        )
        self.app.call_from_thread(self.open_demo, game.id, players, seed)

    def open_demo(self, game_id: str, players: int, seed: int) -> None:
        """Open the picked demo, unless the player has gone on meanwhile."""
        if self.app.screen is self:
            app_of(self).start_demo(game_id, players, seed, 1.0)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """The deal is picked, or could not be: d answers again."""
        worker = event.worker
        if worker.group != "demo" or not worker.is_finished:
            return
        self.picking = False
        self.query_one("#menu-hint", Static).update(MENU_HINT)
        if event.state == WorkerState.ERROR:
            self.notify(
                f"The demo could not be dealt: {worker.error}", severity="error"
            )

    def change_budget(self) -> None:
        """Step the hard bot's thinking time and keep it for the next run."""
        settings = app_of(self).settings
        settings.bot_budget = next_budget(settings.bot_budget)
        try:
            prefs.save_budget(settings.data_dir, settings.bot_budget)
        except OSError as problem:
            self.notify(f"The setting could not be kept: {problem}", severity="warning")
        self.refresh_games()

    def switch_reasons(self) -> None:
        """Bots' reasons in the log on or off, kept for the next run."""
        settings = app_of(self).settings
        settings.bot_reasons = not settings.bot_reasons
        try:
            prefs.save_reasons(settings.data_dir, settings.bot_reasons)
        except OSError as problem:
            self.notify(f"The setting could not be kept: {problem}", severity="warning")
        self.refresh_games()

    def on_key(self, event: events.Key) -> None:
        # A key offered on other lines only did nothing and said nothing
        # here (d on a Continue line, ? on Replays: a play-tester).
        for action in bound_actions(self, event.key):
            if action in ELSEWHERE and not self.check_action(action, ()):
                self.notify(ELSEWHERE[action], timeout=4)
                return

    def action_rules(self) -> None:
        from cardgames_tui.ui.screens.rules import RulesScreen

        game = self.highlighted_game()
        if game is not None:  # ? is offered on a game's line only
            self.app.push_screen(RulesScreen(game))
