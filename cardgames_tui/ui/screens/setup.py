"""`SetupScreen`: seats (human with a name, or a bot level), seed, options."""

from __future__ import annotations

import re
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static, Switch
from textual.widgets._select import SelectOverlay

from cardgames_tui.bots.levels import LEVELS
from cardgames_tui.core.errors import InvalidSetupError
from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.seats import (
    HUMAN,
    Seat,
    bot_name,
    clean_name,
    default_name,
    default_seats,
    table_names,
)
from cardgames_tui.core.session import GameSession
from cardgames_tui.core.suit_text import shown
from cardgames_tui.store import prefs
from cardgames_tui.ui.app_of import app_of
from cardgames_tui.ui.footer import table_footer
from cardgames_tui.ui.tables import TABLES

SEED = re.compile(r"-?[0-9]+")
"""A seed as typed: ASCII digits ("⁷" and "--7" passed a digit check, then
closed the app in ``int``)."""

NAME_LENGTH = 16
"""Letters a name may hold: the tables' seat boxes have room for about so many."""

LEVEL_WORDS = {"random": "random moves"}
"""A level's name in the seat list where the bare word says too little
("Bot (random)" left a play-tester guessing what it plays)."""


def page_safely(focused: SelectOverlay, direction: int) -> None:
    """Page a seat's open list, or do nothing where Textual 8.2 would crash:
    its OptionList pages from a line table it fills only once laid out, and
    a list paged before that (the key soak found it, after a resize, or in
    the instant the list opens) raised KeyError and closed the app. Checked
    and paged in one call: a resize handled between a check and Textual's
    own paging cleared the table again."""
    if focused.highlighted is None:
        focused.action_first() if direction < 0 else focused.action_last()
    elif focused.highlighted in focused._index_to_line:
        focused._move_page(-1 if direction < 0 else 1)


def guard_paging(overlay: SelectOverlay) -> None:
    """Route the list's own page up/down through `page_safely`. A binding on
    the screen was not enough: a key pressed as the list opened passed the
    screen's check while the Select still had the focus, then reached the
    list, focused by then, through Textual's own bindings."""
    setattr(overlay, "action_page_up", lambda: page_safely(overlay, -1))  # noqa: B010
    setattr(overlay, "action_page_down", lambda: page_safely(overlay, 1))  # noqa: B010


class SetupScreen(Screen[None]):
    """A new game. The defaults are "you against bots": Enter starts it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.pop_screen", "Back"),
        Binding("tab", "app.focus_next", "Next field"),
        Binding("shift+tab", "app.focus_previous", "Previous"),  # 80 columns
        # What a variant means, before choosing it (a name field takes the
        # key as a letter: a name may hold a "?").
        Binding("question_mark", "rules", "Rules"),
    ]

    def __init__(self, game: GameDefinition) -> None:
        super().__init__()
        self.game = game
        self.starting = False
        """Whether a game has been started from here (the screen is on its
        way out: a second Enter must not deal another)."""

    def _remembered(self, kinds: list[tuple[str, str]]) -> tuple[Seat, ...]:
        """The seats of the last game of this kind set up here, or none; a
        remembered table this screen cannot offer (a level since removed, a
        seat count out of range) is forgotten rather than refused."""
        game = self.game
        last = prefs.load_seats(app_of(self).settings.data_dir, game.id) or ()
        offered = {kind for _, kind in kinds}
        fits = game.min_players <= len(last) <= game.max_players
        return last if fits and all(seat.kind in offered for seat in last) else ()

    def compose(self) -> ComposeResult:
        game = self.game
        kinds = [("Human", HUMAN)] + [
            (f"Bot ({LEVEL_WORDS.get(name, name)})", name)
            for name in self._bot_levels()
        ]
        last = self._remembered(kinds)
        first_seats = (*last, *default_seats(game.max_players)[len(last) :])
        form = VerticalScroll(id="setup-form")
        # Tab goes from field to field: a focused form showed no cursor at
        # all (a play-tester's first Tab seemed lost). Focus scrolls a field
        # into view, and the wheel still scrolls.
        form.can_focus = False
        with form:
            yield Static(f"New game of {game.name}", id="setup-title")
            with Horizontal(classes="setup-line"):
                yield Label("Players", classes="setup-label")
                yield Select(
                    [
                        (str(n), n)
                        for n in range(game.min_players, game.max_players + 1)
                    ],
                    value=len(last) or game.default_players,
                    allow_blank=False,
                    id="players",
                    compact=True,
                )
            for i, seat in enumerate(first_seats):
                with Horizontal(classes="setup-line setup-seat", id=f"seat-{i}"):
                    yield Label(f"Seat {i + 1}", classes="setup-label")
                    yield Select(
                        kinds,
                        value=seat.kind,
                        allow_blank=False,
                        id=f"kind-{i}",
                        compact=True,
                    )
                    yield Input(
                        seat.name,
                        placeholder="name",
                        id=f"name-{i}",
                        max_length=NAME_LENGTH,
                        compact=True,
                    )
            with Horizontal(classes="setup-line"):
                yield Label("Seed", classes="setup-label")
                yield Input(
                    placeholder="random, or a number to replay a deal",
                    id="seed",
                    compact=True,
                )
            hidden = TABLES[game.id].hidden_options
            chosen = prefs.load_options(app_of(self).settings.data_dir, game.id)
            for spec in game.options:
                if spec.name in hidden or not isinstance(spec.default, bool):
                    continue
                on = chosen.get(spec.name, spec.default)
                with Horizontal(classes="setup-line setup-switch"):
                    yield Switch(on, id=f"option-{spec.name}")
                    yield Label(
                        self._option_words(spec.name, on),
                        id=f"label-{spec.name}",
                        classes="setup-option",
                    )
        # Below the form, always in view: with six seats and three variants
        # at 80×24 Start lay under the fold, a scrollbar its only sign (a
        # play-tester), and so did a refusal's words.
        with Vertical(id="setup-bottom"):
            yield Static(id="setup-error")
            yield Button("Start", id="start", compact=True)
        yield table_footer()  # compact: "f1 Keys" fits at 80 columns

    def _bot_levels(self) -> list[str]:
        # Weakest first, as a player reads a list of levels (normal is still
        # the default: the seats' own kind).
        return [*LEVELS, "random"]

    def on_mount(self) -> None:
        for overlay in self.query(SelectOverlay):
            guard_paging(overlay)
        self._show_seats(self.players())
        self.query_one("#start", Button).focus()

    def _option_words(self, name: str, on: bool) -> str:
        """``Voluntary pickup (off): You may pick up ...``: the switch's
        state in words (its slider reads only by colour, a play-tester)."""
        spec = next(s for s in self.game.options if s.name == name)
        title = name.replace("_", " ").capitalize()
        ascii_only = bool(app_of(self).settings.ascii_only)
        state = "on" if on else "off"
        return shown(f"{title} ({state}): {spec.help}", ascii_only)

    def on_switch_changed(self, event: Switch.Changed) -> None:
        name = (event.switch.id or "").removeprefix("option-")
        self.query_one(f"#label-{name}", Label).update(
            self._option_words(name, event.value)
        )

    def on_select_changed(self, event: Select.Changed) -> None:
        select_id = event.select.id or ""
        if select_id == "players" and isinstance(event.value, int):
            self._show_seats(event.value)
            self._no_you_among_several()
        elif select_id.startswith("kind-"):
            i = int(select_id.removeprefix("kind-"))
            self._name_for_kind(i, event.value == HUMAN)
            self._no_you_among_several()

    def _no_you_among_several(self) -> None:
        """With a second human, "You" is nobody in particular: the table
        says "Player 1", and now so does the field (it kept "You" while
        the game said "Pass to Player 1", a play-tester); alone again, the
        human is "You" again."""
        seats = range(self.players())
        kinds = [self.query_one(f"#kind-{i}", Select).value for i in seats]
        several = kinds.count(HUMAN) > 1
        for i in seats:
            name = self.query_one(f"#name-{i}", Input)
            typed = name.value.strip()
            if kinds[i] != HUMAN or not default_name(typed):
                continue
            if several and typed == "You":
                name.value = f"Player {i + 1}"
            elif not several and typed == f"Player {i + 1}":
                name.value = "You"  # alone again: the set-up's own name back

    def _name_for_kind(self, i: int, human: bool) -> None:
        """A default name follows the seat's kind ("Bot 1" becomes "Player
        2"); a name the player typed is kept."""
        name = self.query_one(f"#name-{i}", Input)
        typed = name.value.strip()
        if typed and not default_name(typed):
            return
        if human and not typed.startswith(("You", "Player")):
            name.value = f"Player {i + 1}"
        elif not human and not typed.startswith("Bot"):
            others = (
                self.query_one(f"#name-{j}", Input).value.strip()
                for j in range(self.players())
                if j != i
            )
            name.value = bot_name(i, others)

    def _show_seats(self, players: int) -> None:
        for i in range(self.game.max_players):
            self.query_one(f"#seat-{i}").display = i < players

    def on_input_changed(self, event: Input.Changed) -> None:
        # The field stops taking letters at its length, silently: a long
        # name came out cut at the table with no word said (a play-tester).
        if (event.input.id or "").startswith("name-"):
            full = len(event.value) >= NAME_LENGTH
            note = f"A name holds {NAME_LENGTH} letters at most." if full else ""
            error = self.query_one("#setup-error", Static)
            if full or str(error.render()).startswith("A name holds"):
                error.update(note)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        # Enter after a seat's name is that name done, not the whole form:
        # players pressed it there and found the game begun. The seed is the
        # form's last field, so Enter there starts.
        if (event.input.id or "").startswith("name-"):
            self.focus_next()
        else:
            self.start()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.start()

    def action_rules(self) -> None:
        from cardgames_tui.ui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(self.game))

    def players(self) -> int:
        """The number of seats chosen (the seats shown)."""
        players = self.query_one("#players", Select).value
        assert isinstance(players, int)
        return players

    def _typed_seats(self) -> tuple[Seat, ...]:
        # What the fields hold: remembered for the next set-up as typed, not
        # as the table names them (`table_names`: "Bot 1 (hard)" would then
        # stay its name when the seat became an easy bot).
        seats = []
        for i in range(self.players()):
            kind = self.query_one(f"#kind-{i}", Select).value
            name = (
                self.query_one(f"#name-{i}", Input).value.strip() or f"Player {i + 1}"
            )
            seats.append(Seat(name, str(kind)))
        return tuple(seats)

    def start(self) -> None:
        error = self.query_one("#setup-error", Static)
        if self.starting:
            return  # Enters in a burst once started a game each, stacked
        text = self.query_one("#seed", Input).value.strip()
        if text and not SEED.fullmatch(text):
            error.update(
                "The seed must be a whole number (or empty for a random deal)."
            )
            return
        options = {
            spec.name: self.query_one(f"#option-{spec.name}", Switch).value
            for spec in self.game.options
            if self.query(f"#option-{spec.name}")
        }
        typed = self._typed_seats()
        names = [self.query_one(f"#name-{i}", Input).value for i in range(len(typed))]
        odd = next((name for name in names if name != clean_name(name)), None)
        if odd is not None:
            # Said, not changed in silence: "Ann[/]" became "Ann(/)" at the
            # table, a name the player never chose. Content: no markup read.
            error.update(Content(f"{odd.strip()}: a name cannot hold [ or ]."))
            return
        seats = table_names(typed)
        try:
            session = GameSession.new(
                self.game.id,
                players=len(seats),
                seed=int(text) if text else None,
                options=options,
            )
        except InvalidSetupError as problem:
            error.update(str(problem))
            return
        try:
            data = app_of(self).settings.data_dir
            prefs.save_seats(data, self.game.id, typed)
            prefs.save_options(data, self.game.id, options)
        except OSError as problem:
            self.notify(
                "The seats could not be kept for next time"
                f" ({problem.strerror or problem}).",
                severity="warning",
            )
        self.starting = True
        app_of(self).start_game(session, seats, replace=self)
