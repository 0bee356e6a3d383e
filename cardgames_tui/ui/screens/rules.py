"""`RulesScreen`: a game's rules page."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Markdown

from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.pages import rules_text
from cardgames_tui.core.suit_text import shown
from cardgames_tui.ui.app_of import app_of


class RulesScreen(Screen[None]):
    """The rules page, rendered; Escape goes back."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark", "app.pop_screen", "Back")
    ]

    def __init__(self, game: GameDefinition) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="rules-scroll"):
            yield Markdown(self._text())
        yield Footer()

    def _text(self) -> str:
        from cardgames_tui.lessons.listing import learn_section
        from cardgames_tui.store import progress

        settings = app_of(self).settings
        done = progress.done_in(self.game.id, settings.data_dir)
        page = rules_text(self.game) + "\n" + learn_section(self.game, done)
        return shown(page, bool(settings.ascii_only))

    def text_setting_changed(self) -> None:
        self.query_one(Markdown).update(self._text())

    def on_mount(self) -> None:
        self.query_one("#rules-scroll").focus()
