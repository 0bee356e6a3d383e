"""`MenuScreen`: pick a game, read its rules, or continue the saved game."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.registry import find_game
from cardgames_tui.ui.tables import TABLES

CONTINUE = "continue"


class MenuScreen(Screen[None]):
    """The games that have a table, and the saved game if there is one."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "rules", "Rules of this game"),
        Binding("q", "app.quit", "Quit"),
    ]

    def compose(self) -> ComposeResult:
        yield Static("cardgames", id="menu-title")
        yield Static(
            "Choose a game and press Enter. ? shows its rules.", id="menu-hint"
        )
        yield OptionList(id="menu-games")
        yield Static(id="menu-note")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_games()

    def on_screen_resume(self) -> None:
        self.refresh_games()

    def refresh_games(self) -> None:
        games = self.query_one(OptionList)
        highlighted = games.highlighted
        games.clear_options()
        saved = self.app.saved_summary()  # type: ignore[attr-defined]
        if saved:
            games.add_option(Option(f"Continue: {saved}", id=CONTINUE))
        for game_id in TABLES:
            game = find_game(game_id)
            low, high = game.min_players, game.max_players
            players = f"{low} players" if low == high else f"{low}-{high} players"
            games.add_option(
                Option(f"{game.name}  ({players})\n  {game.description}", id=game.id)
            )
        games.highlighted = min(highlighted or 0, games.option_count - 1)
        games.focus()

    def highlighted_game(self) -> GameDefinition | None:
        games = self.query_one(OptionList)
        if games.highlighted is None:
            return None
        option_id = games.get_option_at_index(games.highlighted).id
        return None if option_id in (None, CONTINUE) else find_game(option_id)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id == CONTINUE:
            self.app.continue_saved()  # type: ignore[attr-defined]
        elif event.option.id:
            from cardgames_tui.ui.screens.setup import SetupScreen

            self.app.push_screen(SetupScreen(find_game(event.option.id)))

    def action_rules(self) -> None:
        from cardgames_tui.ui.screens.rules import RulesScreen

        game = self.highlighted_game()
        if game is None:
            self.notify("Highlight a game to read its rules.")
            return
        self.app.push_screen(RulesScreen(game))
