"""`ResultsScreen`: the finishing order, the scores, and what next."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.core.suit_text import shown
from cardgames_tui.ui.app_of import app_of
from cardgames_tui.ui.card_text import cards_label
from cardgames_tui.ui.footer import QUIT_UNSHOWN
from cardgames_tui.ui.narrate import narrate_all
from cardgames_tui.ui.screens.score_sheet import score_table
from cardgames_tui.ui.tables import TABLES
from cardgames_tui.ui.widgets.log import GameLogView
from cardgames_tui.ui.widgets.score_race import score_race


class ResultsScreen(Screen[None]):
    """Shown when a game ends. Hands are revealed only on request."""

    AUTO_FOCUS = None
    """Nothing, not "Play again": an Enter pressed twice through "Enter: the
    results" started a new game before the results were seen (a
    play-tester); focusing the log instead scrolled the ranking away. a, h
    and m are the buttons' keys, Tab reaches them."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "again", "Play again"),
        Binding("h", "reveal", "Reveal hands"),
        # q leaves for the menu, as it leaves a table: quitting the app at
        # once surprised a player who pressed it out of habit.
        Binding("m,escape,q", "menu", "Menu"),
        # The page's ends whatever has the focus: with a button focused,
        # Home left the title and the winner above the screen (80×24).
        Binding("home", "page_end(0)", "Top", show=False),
        Binding("end", "page_end(1)", "Bottom", show=False),
        QUIT_UNSHOWN,
    ]

    def __init__(
        self,
        session: GameSession,
        seats: tuple[Seat, ...],
        hints: int = 0,
        undos: int = 0,
        hints_by_seat: Mapping[int, int] | None = None,
    ) -> None:
        super().__init__()
        self.session = session
        self.seats = seats
        self.hints = hints
        """Hints taken during the game."""
        self.hints_by_seat = dict(hints_by_seat or {})
        """The same by the seat they were shown to (none from an old save)."""
        self.undos = undos
        """Moves taken back during the game."""
        self.revealed = False
        """Whether the hands were shown (on request only)."""

    def compose(self) -> ComposeResult:
        game = self.session.game
        table = TABLES[game.id].screen_class()
        with VerticalScroll(id="results"):
            yield Static(f"{game.name}: game over", id="results-title")
            yield Static(self._ranking(), id="results-ranking")
            # The buttons right under the ranking: a long score sheet (a Kings
            # game of twenty hands) must not push the ranking off the top.
            with Horizontal(id="results-buttons"):
                yield Button("Play again (a)", id="again", variant="primary")
                yield Button("Reveal hands (h)", id="reveal")
                yield Button("Menu (m)", id="menu")
                yield Button("Quit (ctrl+q)", id="quit")
            yield Static(id="results-hands")
            rows = table.score_rows(self.session, self.names)
            if rows:
                # Changes deal by deal end on their sum, as on paper; a
                # sheet of standings (Kings) has its totals on its last line.
                signed = table.SIGNED_SCORES
                totals = self.session.scores if signed else None
                yield Static(
                    score_table("", self.names, rows, totals, signed),
                    id="results-sheet",
                )
                yield score_race(game, self.names, rows, table.SIGNED_SCORES)
            yield GameLogView(id="results-log", keep=None)
        yield Footer()

    def on_mount(self) -> None:
        self._write_log()

    def _write_log(self) -> None:
        # One human: their own lines too (what they saw); else public only.
        humans = [i for i, seat in enumerate(self.seats) if seat.is_human]
        viewer = humans[0] if len(humans) == 1 else None
        ascii_only = bool(app_of(self).settings.ascii_only)
        events = self.session.events_for(viewer)
        log = self.query_one(GameLogView)
        log.border_title = "The whole game (scroll with the wheel, or Tab here)"
        log.show(narrate_all(self.session.game, events, self.names, ascii_only))

    def text_setting_changed(self) -> None:
        self._write_log()
        if self.revealed:
            self.action_reveal()

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def _ranking(self) -> str:
        outcome = self.session.outcome
        if outcome is None:
            return "The game did not finish."
        game = self.session.game
        dealer = game.next_game_options(outcome).get("dealer")
        last_label = game.extra.get("last_label")
        lines = []
        places = outcome.places(game.higher_is_better)
        last = places[-1]
        for place, seat in zip(places, outcome.ranking, strict=True):
            line = f"{place}. {self.seats[seat].name}"
            if game.higher_is_better:
                line += f"  {outcome.scores[seat]} {game.score_label}"
            notes = []
            if places.count(place) > 1:
                notes.append("tied")
            if last_label and place == last:
                notes.append(f"the {last_label}")
            if seat == dealer:
                notes.append("deals next")
            if notes:
                line += "  " + ": ".join(notes)
            lines.append(line)
        if self.hints:
            lines.append(f"Hints taken: {self.hints_words()}")
        if self.undos:
            lines.append(f"Moves taken back (undo): {self.undos}")
        return "\n".join(lines)

    def hints_words(self) -> str:
        """``5``, or in hot-seat ``Ann 3 · Ben 2``: each human's own (a
        total alone read as one player's). A game continued from a save
        that counted no seats gives the total."""
        humans = [i for i, seat in enumerate(self.seats) if seat.is_human]
        by_seat = self.hints_by_seat
        if len(humans) < 2 or sum(by_seat.values()) != self.hints:
            return str(self.hints)
        return " · ".join(f"{self.seats[i].name} {by_seat.get(i, 0)}" for i in humans)

    def action_reveal(self) -> None:
        self.revealed = True
        ascii_only = app_of(self).settings.ascii_only
        lines = []
        words = self.session.game.hand_words
        for seat, player in enumerate(self.seats):
            view = self.session.observe(seat)
            # In the game's words: a Shithead seat's face-up and blind cards
            # too, a Trix seat's last deal as dealt (a Complex deal leaves
            # no card in hand).
            if words is not None:
                cards = words(view)
            else:
                hand = getattr(view, "hand", ())
                cards = cards_label(hand, ascii_only) if hand else "no cards"
            lines.append(shown(f"{player.name}: {cards}", ascii_only))
        hands = self.query_one("#results-hands", Static)
        hands.update("Hands:\n" + "\n".join(lines))
        hands.add_class("-shown")
        # Scrolled down to the score sheet, a player saw nothing happen.
        self.call_after_refresh(hands.scroll_visible, animate=False)

    def action_page_end(self, bottom: int) -> None:
        page = self.query_one("#results", VerticalScroll)
        if bottom:
            page.scroll_end(animate=False)
        else:
            page.scroll_home(animate=False)

    def action_again(self) -> None:
        app_of(self).play_again(self.session, self.seats, replace=self)

    def action_menu(self) -> None:
        app_of(self).back_to_menu()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        actions = {
            "again": self.action_again,
            "reveal": self.action_reveal,
            "menu": self.action_menu,
        }
        if event.button.id == "quit":
            self.app.exit()
        elif event.button.id in actions:
            actions[event.button.id]()
