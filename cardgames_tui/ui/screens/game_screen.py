"""`GameScreen`: the base of every game table.

It owns the `GameSession` and decides only *who may look*: the viewer is the
human on turn (after a handover screen when humans share the keyboard), or
nobody while bots play between two humans. Everything on the table comes from
``session.observe(...)``; moves go to ``session.play(...)``, whose refusals
are shown in the status line and change nothing.
"""

from __future__ import annotations

import random
import time
from typing import Any, ClassVar

from textual import work
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Static

from cardgames_tui.core.errors import IllegalActionError
from cardgames_tui.core.session import GameSession
from cardgames_tui.ui import saves
from cardgames_tui.ui.narrate import NARRATORS
from cardgames_tui.ui.seats import Seat
from cardgames_tui.ui.widgets.log import EventLogView

LOG_EVENTS = 200
"""How many recent events the log is rebuilt from."""


class BotDecided(Message):
    """A bot chose ``action`` for the position at ``ply``."""

    def __init__(self, ply: int, action: Any) -> None:
        self.ply = ply
        self.action = action
        super().__init__()


class GameScreen(Screen[None]):
    """Shared behaviour of the game tables; subclasses draw the table."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "leave", "Menu"),
        Binding("question_mark", "rules", "Rules"),
    ]

    # What every table has: a header line, your box, a status line.
    DEFAULT_CSS = """
    GameScreen { layout: vertical; }
    GameScreen #table-header {
        height: 1; background: $panel; color: $text; padding: 0 1;
    }
    GameScreen #me { height: auto; border: round $accent; padding: 0 1; }
    GameScreen #me-title { height: 1; text-style: bold; }
    GameScreen #status { height: 1; padding: 0 1; background: $boost; }
    GameScreen #status.-error { color: $text-error; text-style: bold; }
    """

    def __init__(self, session: GameSession, seats: tuple[Seat, ...]) -> None:
        super().__init__()
        self.session = session
        """The game (the only place rules are decided)."""
        self.seats = seats
        """Who sits where."""
        self.humans = [i for i, seat in enumerate(seats) if seat.is_human]
        """Seats played from the keyboard."""
        game = session.game
        self.bots = {
            i: game.bots[s.kind]() for i, s in enumerate(seats) if not s.is_human
        }
        self.bot_rngs = {i: random.Random(f"{session.seed}/bot/{i}") for i in self.bots}
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        """The seat whose private cards may be on screen now (None: nobody)."""
        self.bottom_seat = self.humans[0] if self.humans else 0
        """The seat drawn at the bottom of the table."""
        self.handing_over = False
        """True while the handover screen is up."""
        self.finished = False
        """True once the results have been shown."""
        self.keys_offered: tuple[bool | None, ...] = ()
        """What `check_action` said of each key when the footer was drawn."""
        self.logged: tuple[int | None, int] = (-1, 0)
        """The log's viewer and how many of their events it has written."""

    # -- what subclasses provide ------------------------------------------

    def show_view(self, view: Any, private: bool) -> None:
        """Draw the table from ``view``; hide its private parts unless ``private``."""
        raise NotImplementedError

    @classmethod
    def score_rows(
        cls, session: GameSession, names: list[str]
    ) -> list[tuple[str, tuple[int, ...]]]:
        """The game's score sheet, line by line, for the results (none here)."""
        return []

    # -- helpers ----------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def ascii_only(self) -> bool:
        return bool(self.app.settings.ascii_only)  # type: ignore[attr-defined]

    def status(self, text: str, error: bool = False) -> None:
        line = self.query_one("#status", Static)
        line.update(text)
        line.set_class(error, "-error")

    def redraw(self) -> None:
        """Draw the table and the log for the current viewer."""
        view = self.session.observe(self.bottom_seat)
        self.show_view(view, private=self.viewer == self.bottom_seat)
        narrate = NARRATORS.get(self.session.game.id)
        if narrate is None:
            return
        events = self.session.events_for(self.viewer)
        log = self.query_one(EventLogView)
        viewer, written = self.logged
        if viewer == self.viewer and written <= len(events):
            fresh, rebuild = events[written:], False
        else:  # another viewer: nothing private to the last one may stay
            fresh, rebuild = events[-LOG_EVENTS:], True
        lines = (narrate(e, self.names, self.ascii_only) for e in fresh)
        shown = (line for line in lines if line)
        if rebuild:
            log.show(shown)
        else:
            log.add(shown)
        self.logged = (self.viewer, len(events))

    # -- the turn cycle ----------------------------------------------------

    def on_mount(self) -> None:
        # Textual calls on_mount of every class in the MRO: subclasses must not.
        self.advance()

    def advance(self) -> None:
        """After every move: save, then hand the turn to a bot or a human."""
        session = self.session
        if session.is_over:
            if self.finished:
                return
            self.finished = True
            saves.discard(self.app.settings.save_path)  # type: ignore[attr-defined]
            self.redraw()
            self.app.show_results(session, self.seats, replace=self)  # type: ignore[attr-defined]
            return
        if self.humans:
            saves.save(self.app.settings.save_path, session, self.seats)  # type: ignore[attr-defined]
        seat = session.current_player
        assert seat is not None
        player = self.seats[seat]
        if player.is_human:
            if self.viewer == seat:
                self.redraw()
                self.status(self.turn_hint())
            else:
                self.viewer = None
                self.redraw()
                self.hand_over(seat)
        else:
            if len(self.humans) > 1:
                self.viewer = None  # bots play between humans: public only
            self.redraw()
            self.status(f"{player.name} is thinking…")
            self.run_bot(session.ply, seat, session.observe(seat))
        self.refresh_keys()

    def refresh_keys(self) -> None:
        """Redraw the footer only when a key is offered or withdrawn: the
        footer rebuilds all its keys on every refresh (milliseconds a move)."""
        actions = self._screen_actions()
        offered = (*(self.check_action(*action) for action in actions), self.my_turn())
        if offered != self.keys_offered:
            self.keys_offered = offered
            self.refresh_bindings()

    def _screen_actions(self) -> list[tuple[str, tuple[object, ...]]]:
        from textual.actions import parse

        actions = []
        for cls in type(self).__mro__:
            for binding in cls.__dict__.get("BINDINGS", ()):
                if isinstance(binding, Binding):
                    namespace, name, params = parse(binding.action)
                    if not namespace:
                        actions.append((name, params))
        return actions

    def hand_over(self, seat: int) -> None:
        from cardgames_tui.ui.screens.handover import HandoverScreen

        self.handing_over = True

        def take_seat(_: None) -> None:
            self.handing_over = False
            self.viewer = self.bottom_seat = seat
            self.redraw()
            self.status(self.turn_hint())
            self.refresh_keys()

        self.app.push_screen(HandoverScreen(self.seats[seat].name), take_seat)

    def turn_hint(self) -> str:
        return f"Your turn, {self.seats[self.bottom_seat].name}."

    def my_turn(self) -> bool:
        """Whether the keyboard may act now (a human's turn, their cards shown)."""
        return (
            not self.session.is_over
            and self.viewer is not None
            and self.session.current_player == self.viewer
            and not self.handing_over
        )

    # -- moves ------------------------------------------------------------

    def submit(self, notation: str) -> bool:
        """Play a human's move; an illegal one is explained and changes nothing."""
        if not self.my_turn():
            self.status("Wait for your turn.", error=True)
            return False
        try:
            self.session.play(notation)
        except IllegalActionError as problem:
            self.status(f"Not allowed: {problem}", error=True)
            return False
        self.advance()
        return True

    @work(thread=True, exclusive=True, group="bot")
    def run_bot(self, ply: int, seat: int, view: Any) -> None:
        """Think off the event loop, so the screen never freezes."""
        delay = self.app.settings.bot_delay  # type: ignore[attr-defined]
        if delay:
            time.sleep(delay)
        choice = self.bots[seat].choose(view, self.bot_rngs[seat])
        self.post_message(BotDecided(ply, choice))

    def on_bot_decided(self, message: BotDecided) -> None:
        # An answer for an old position (the game moved on, or left) is dropped.
        if self.session.ply != message.ply or self.session.is_over:
            return
        self.session.play(message.action)
        self.advance()

    # -- leaving ------------------------------------------------------------

    def action_leave(self) -> None:
        def answer(leave: bool | None) -> None:
            if leave:
                self.app.back_to_menu()  # type: ignore[attr-defined]

        from cardgames_tui.ui.screens.dialogs import ConfirmDialog

        self.app.push_screen(
            ConfirmDialog(
                "Leave this game? It is saved: Continue picks it up from the menu."
            ),
            answer,
        )

    def action_rules(self) -> None:
        from cardgames_tui.ui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(self.session.game))
