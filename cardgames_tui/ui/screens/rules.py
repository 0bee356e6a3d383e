"""`RulesScreen`: a game's rules page."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer

from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.pages import rules_text
from cardgames_tui.core.suit_text import shown
from cardgames_tui.ui.app_of import app_of
from cardgames_tui.ui.widgets.markdown_text import MarkdownText


class RulesScreen(Screen[None]):
    """The rules page, rendered; Escape goes back.

    Drawn in one widget (`MarkdownText`): Textual's `Markdown` built a
    widget per block and took 0.5 to 0.8 s on every `?` on a busy machine."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark", "app.pop_screen", "Back")
    ]

    def __init__(self, game: GameDefinition) -> None:
        super().__init__()
        self.game = game
        self.page = ""
        """The page's Markdown as shown now."""

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="rules-scroll"):
            yield MarkdownText(self._page(), id="rules-page")
        yield Footer()

    def _page(self) -> str:
        self.page = self._text()
        return self.page

    def _text(self) -> str:
        from cardgames_tui.lessons.listing import learn_section
        from cardgames_tui.store import progress

        settings = app_of(self).settings
        done = progress.done_in(self.game.id, settings.data_dir)
        page = rules_text(self.game) + "\n" + learn_section(self.game, done)
        return shown(page, bool(settings.ascii_only))

    def text_setting_changed(self) -> None:
        self.query_one("#rules-page", MarkdownText).show(self._page())

    def on_mount(self) -> None:
        self.query_one("#rules-scroll").focus()
