"""`ReplaysScreen`: the finished games kept in the statistics, the latest
first; Enter watches one again."""

from __future__ import annotations

import time
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from cardgames_tui.store import history
from cardgames_tui.store.database import StatsError
from cardgames_tui.store.records import RecordError, game_name
from cardgames_tui.ui.app_of import app_of
from cardgames_tui.ui.keep import tell_notices
from cardgames_tui.ui.narrate import sentence_start

SHOWN = 200
"""How many of the latest games the list offers."""


class ReplaysScreen(Screen[None]):
    """Pick a recorded game to watch again."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q,escape", "close", "Menu"),
    ]

    DEFAULT_CSS = """
    ReplaysScreen #replays-title {
        height: 2; text-style: bold; color: $accent; padding: 0 2;
    }
    ReplaysScreen #replays-list { height: 1fr; margin: 0 2; }
    ReplaysScreen #replays-note { height: auto; color: $text-muted; padding: 0 2; }
    """

    def compose(self) -> ComposeResult:
        yield Static(
            "Replays: the finished games, the latest first", id="replays-title"
        )
        yield OptionList(id="replays-list")
        yield Static(
            # Within 80 columns: "one" wrapped onto a line of its own.
            "Enter watches a game again · cardgames export ID FILE shares one",
            id="replays-note",
        )
        yield Footer()

    def on_mount(self) -> None:
        games = self.query_one(OptionList)
        try:
            found = history.listed(app_of(self).settings.data_dir, limit=SHOWN)
        except StatsError as problem:
            self.notify(f"{sentence_start(str(problem))}.", severity="warning")
            found = []
        finally:
            tell_notices(self)
        for item in found:
            when = time.strftime("%d %b %Y %H:%M", time.localtime(item.ended))
            games.add_option(
                Option(
                    f"#{item.id} {game_name(item.game)} · {when} · {outcome(item)}"
                    f"\n  {', '.join(item.names)} · {item.moves} moves",
                    id=str(item.id),
                )
            )
        if found:
            games.highlighted = 0
        else:
            self.query_one("#replays-note", Static).update(
                "No finished game is recorded yet: finish one, and it is kept here."
            )
        games.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        from cardgames_tui.ui.screens.replay import ReplayScreen

        try:
            record = history.load(
                app_of(self).settings.data_dir, int(event.option.id or 0)
            )
            screen = ReplayScreen(record)
        except (StatsError, RecordError) as problem:
            self.notify(f"{sentence_start(str(problem))}.", severity="error")
            return
        self.app.push_screen(screen)

    def action_close(self) -> None:
        self.app.pop_screen()


def outcome(item: history.Listed) -> str:
    """``won by Ana``; in Shithead ``the shithead: Bot 2``, the one a
    Shithead player asks about (a play-tester; "won by" named the first
    out)."""
    if item.game == "shithead" and len(item.losers) == 1:
        return f"the shithead: {item.losers[0]}"
    return f"won by {', '.join(item.winners) or 'nobody'}"
