"""`CardgamesApp` and `build_app`, the factory shared by the CLI and the tests."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Size

from cardgames_tui.core.registry import find_game
from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.store import prefs, saves
from cardgames_tui.ui.covered_keys import CoveredKeys
from cardgames_tui.ui.hangup import leave_with_the_terminal
from cardgames_tui.ui.narrate import sentence_start
from cardgames_tui.ui.screens.menu import MenuScreen
from cardgames_tui.ui.screens.too_small import TooSmallScreen
from cardgames_tui.ui.settings import MIN_HEIGHT, MIN_WIDTH, DemoStart, UISettings
from cardgames_tui.ui.tables import TABLES

if TYPE_CHECKING:
    from cardgames_tui.ui.screens.game_screen import GameScreen


class CardgamesApp(CoveredKeys):
    """Menu, set-up, the game tables and results, over the rules core."""

    TITLE = "cardgames"
    CSS_PATH = "app.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "Quit", priority=True),
        Binding("f1", "keys", "Keys"),
        Binding("f2", "toggle_ascii", "Suits: symbols or letters", show=False),
    ]

    def __init__(self, settings: UISettings, demo: DemoStart | None = None) -> None:
        super().__init__()
        self.settings = settings
        """This run's settings (ASCII cards, bot pacing, save file)."""
        self.first_demo = demo
        """A demo to open over the menu at start."""
        self.first: Callable[[], None] | None = None
        """What to open over the menu at start (`cardgames learn`), if anything."""
        self.foreign_saves: set[Path] = set()
        """Saves of another version already told of (`ForeignSaveError`):
        once a run, not at every return to the menu."""

    def on_mount(self) -> None:
        leave_with_the_terminal(self)
        self.push_screen(MenuScreen())
        if self.first_demo is not None:
            self.start_demo(*self.first_demo)
        if self.first is not None:
            self.first()
        self.check_size()
        if os.environ.get("CARDGAMES_EXIT_AFTER_FIRST_FRAME"):
            self.call_after_refresh(self.exit)

    # -- terminal size -----------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        # self.size catches up a moment later; the event has the new size.
        self.check_size(event.size)

    def check_size(self, size: Size | None = None) -> None:
        size = size or self.size
        small = size.width < MIN_WIDTH or size.height < MIN_HEIGHT
        showing = isinstance(self.screen, TooSmallScreen)
        if small and not showing:
            self.push_screen(TooSmallScreen())
        elif not small and showing:
            self.pop_screen()

    # -- games -------------------------------------------------------------

    def table(self) -> GameScreen | None:
        """The game table on the screen stack, topmost first; None outside a game."""
        from cardgames_tui.ui.screens.game_screen import GameScreen

        tables = (s for s in reversed(self.screen_stack) if isinstance(s, GameScreen))
        return next(tables, None)

    def start_game(
        self,
        session: GameSession,
        seats: tuple[Seat, ...],
        replace: object = None,
        slot: Path | None = None,
        tally: saves.Tally | None = None,
        reasons: Sequence[saves.SavedReason] = (),
        log: Sequence[str] | None = None,
    ) -> GameScreen:
        """Open the table of ``session``'s game, saved in ``slot`` (a new
        game gets a slot of its own: it never overwrites another game);
        a continued game brings its ``tally`` (start time, undos, hints)
        and the bots' ``reasons`` for the log; a demo whose watcher takes a
        seat brings the ``log`` lines they were reading."""
        if slot is None:
            slot = saves.new_slot(self.settings.data_dir, session.game.id)
        screen = TABLES[session.game.id].screen_class()(session, seats, slot)
        if tally is not None:
            screen.keep_tally(tally)
        for start, end, reason in reasons:
            screen.reasons.note(start, end, reason)
        if log is not None:
            screen.carried_log = list(log)
        if replace is not None and replace is self.screen:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)
        return screen

    def start_demo(
        self,
        game_id: str,
        players: int,
        seed: int,
        pace: float,
        level: str = "normal",
        budget: float | None = None,
    ) -> None:
        """Open a demo: ``game_id``'s table, bots of ``level`` in every seat
        (a hard bot thinks ``budget`` seconds, else the app's setting), every
        hand open, each bot's reason in the log."""
        from cardgames_tui.tools.demo_script import DemoGame, demo_names
        from cardgames_tui.ui.screens.demo import DemoTable, demo_table

        budget = self.settings.bot_budget if budget is None else budget
        demo = DemoGame(find_game(game_id), players, seed, level, budget)
        seats = tuple(Seat(name, level) for name in demo_names(players))
        slot = saves.new_slot(self.settings.data_dir, game_id)  # never written
        table = demo_table(TABLES[game_id].screen_class())
        screen = table(demo.session, seats, slot)
        assert isinstance(screen, DemoTable)
        screen.setup_demo(demo, pace)
        self.push_screen(screen)

    def show_results(
        self,
        session: GameSession,
        seats: tuple[Seat, ...],
        replace: object,
        hints: int = 0,
        undos: int = 0,
        hints_by_seat: Mapping[int, int] | None = None,
    ) -> None:
        from cardgames_tui.ui.screens.results import ResultsScreen

        results = ResultsScreen(
            session, seats, hints=hints, undos=undos, hints_by_seat=hints_by_seat
        )
        if replace is self.screen:
            self.switch_screen(results)
        else:
            self.push_screen(results)

    def play_again(
        self, session: GameSession, seats: tuple[Seat, ...], replace: object
    ) -> None:
        """Same seats and options; the rules decide who deals next."""
        outcome = session.outcome
        following = session.game.next_game_options(outcome) if outcome else {}
        options = dict(session.options) | dict(following)
        again = GameSession.new(
            session.game.id, players=session.players, options=options
        )
        self.start_game(again, seats, replace=replace)

    def back_to_menu(self) -> None:
        while len(self.screen_stack) > 2 and not isinstance(self.screen, MenuScreen):
            self.pop_screen()

    def saved_games(self) -> list[tuple[Path, saves.SavedGame]]:
        """The unfinished games, the latest first; damaged files are set aside
        with a message."""
        found = []
        damaged: list[tuple[str, Path | None]] = []
        for path in saves.slots(self.settings.data_dir):
            try:
                saved = saves.load(path)
            except saves.ForeignSaveError as foreign:
                # Another version's save is its own, not damaged: not
                # listed, and said once a run, not at every return here.
                if path not in self.foreign_saves:
                    self.foreign_saves.add(path)
                    self.notify(f"{sentence_start(str(foreign))}.", timeout=10)
                continue
            except saves.SaveError as error:
                damaged.append((str(error), self._put_aside(path)))
                continue
            if saved is not None:
                found.append((path, saved))
        if len(damaged) == 1:
            ((problem, kept),) = damaged
            self.notify(
                f"{sentence_start(problem)}; {_aside_words(kept)}.",
                severity="warning",
                timeout=10,
            )
        elif damaged:
            # One notice, not a stack of them running off the top at 80×24
            # (a play-tester's four); "each was moved aside" only if each was.
            if all(kept is not None for _, kept in damaged):
                told = "; each was moved aside, renamed ….damaged.json: " + "; ".join(
                    why for why, _ in damaged
                )
            else:
                told = ": " + "; ".join(
                    f"{why}: {_aside_words(kept)}" for why, kept in damaged
                )
            self.notify(
                f"{len(damaged)} saved games could not be read{told}.",
                severity="warning",
                timeout=15,
            )
        return found

    def continue_saved(self, path: Path) -> None:
        try:
            saved = saves.load(path)
        except saves.ForeignSaveError as foreign:
            self.foreign_saves.add(path)
            self.notify(f"{sentence_start(str(foreign))}.", severity="error")
            self._refresh_menu()
            return
        except saves.SaveError as problem:
            # Set aside as at start-up: its Continue line stayed and gave the
            # same error on every Enter (a probe damaged it under the menu).
            kept = _aside_words(self._put_aside(path))
            self.notify(f"{sentence_start(str(problem))}; {kept}.", severity="error")
            self._refresh_menu()
            return
        if saved is None:
            self.notify("That game is no longer saved.", severity="warning")
            self._refresh_menu()
            return
        table = self.start_game(
            saved.session,
            saved.seats,
            slot=path,
            tally=saved.tally,
            reasons=saved.reasons,
        )
        table.written = table.save_key()  # the file holds it already

    def _put_aside(self, path: Path) -> Path | None:
        """Move a damaged save aside: where to, None if it could not be."""
        try:
            return saves.set_aside(path)
        except OSError:
            return None

    def _refresh_menu(self) -> None:
        if isinstance(self.screen, MenuScreen):
            self.screen.refresh_games()

    # -- settings and help -------------------------------------------------

    def action_toggle_ascii(self) -> None:
        """Suits as letters or symbols (a browser's font may lack ♠♥♦♣)."""
        self.settings.ascii_only = not self.settings.ascii_only
        try:
            prefs.save_ascii(self.settings.data_dir, self.settings.ascii_only)
        except OSError as problem:
            self.notify(f"The setting could not be kept: {problem}", severity="warning")
        for screen in self.screen_stack:
            redraw = getattr(screen, "text_setting_changed", None)
            if callable(redraw):
                redraw()
        mode = "letters (S H D C)" if self.settings.ascii_only else "symbols"
        self.notify(f"Suits are shown as {mode}.", timeout=3)

    def action_keys(self) -> None:
        """Every key of the screen below, from its bindings."""
        from cardgames_tui.ui.screens.keys import KeysDialog

        if isinstance(self.screen, KeysDialog):
            self.screen.dismiss(None)
            return
        self.push_screen(KeysDialog(self.screen))

    def on_unmount(self) -> None:
        # Only a game with a search bot or a hint started the pool.
        thinking = sys.modules.get("cardgames_tui.ui.thinking")
        if thinking is not None:
            thinking.shutdown()

    async def action_quit(self) -> None:
        table = self.table()
        if table is None:
            self.exit()
            return

        from cardgames_tui.ui.screens.dialogs import ConfirmDialog

        def answer(leave: bool | None) -> None:
            if leave:
                self.exit()

        if isinstance(self.screen, ConfirmDialog):
            return  # already asking
        self.push_screen(ConfirmDialog(table.quit_question()), answer)


def build_app(
    *,
    ascii_only: bool | None = None,
    bot_delay: float = 0.6,
    data_dir: object = None,
    demo: DemoStart | None = None,
    handover_guard: float = 1.0,
    turn_guard: float = 0.35,
) -> CardgamesApp:
    """The app with its settings; ``ascii_only=None`` takes the choice saved
    with f2 or the menu, else asks the terminal."""
    from cardgames_tui.core.suit_text import can_show_suits

    settings = UISettings(
        bot_delay=bot_delay, handover_guard=handover_guard, turn_guard=turn_guard
    )
    if data_dir is not None:
        settings.data_dir = Path(str(data_dir))
    if ascii_only is None:
        saved = prefs.load_ascii(settings.data_dir)
        ascii_only = not can_show_suits() if saved is None else saved
    settings.ascii_only = ascii_only
    budget = prefs.load_budget(settings.data_dir)
    if budget is not None:
        settings.bot_budget = budget
    settings.bot_reasons = bool(prefs.load_reasons(settings.data_dir))
    return CardgamesApp(settings, demo)


def _aside_words(kept: Path | None) -> str:
    """What became of a damaged save, in a notice's words."""
    if kept is None:
        return "it could not be moved aside"
    return f"it was moved to {kept.name}"
