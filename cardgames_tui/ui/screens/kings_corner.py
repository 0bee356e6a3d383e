"""`KingsScreen`: the Kings in the Corner table.

The control center is drawn as on the box, and each space answers to the
number key in the same place on a numeric keypad: 8 is N, 6 E, 2 S, 4 W,
9 NE, 3 SE, 1 SW, 7 NW. ←/→ choose a card of your hand; a number plays it
there, Enter plays it where it fits; m then two numbers moves a pile; e ends
your turn. A click on a card chooses it, a click on a space plays it there.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal, Vertical
from textual.content import Content
from textual.widgets import Static

from cardgames_tui.core.cards import Card
from cardgames_tui.core.events import Event
from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.core.wording import card_name
from cardgames_tui.games.kings_corner.actions import (
    END,
    SPACES,
    EndTurn,
    MovePile,
    PlayCard,
)
from cardgames_tui.games.kings_corner.explain import free_corners
from cardgames_tui.games.kings_corner.narration import last_drawn
from cardgames_tui.games.kings_corner.view import (
    KingsView,
    SpaceView,
    after_last_play,
    settled,
)
from cardgames_tui.ui.card_text import card_content, card_label, cards_label
from cardgames_tui.ui.footer import table_footer
from cardgames_tui.ui.kings_sheet import hand_lines, last_pot_words
from cardgames_tui.ui.narrate import count
from cardgames_tui.ui.screens.game_screen import on_turn
from cardgames_tui.ui.screens.hand_table import HandTableScreen
from cardgames_tui.ui.widgets.card_row import CardRowView
from cardgames_tui.ui.widgets.log import EventLogView
from cardgames_tui.ui.widgets.seat_box import SeatBox
from cardgames_tui.ui.widgets.space_box import SpaceBox

KEYS = {"8": 0, "6": 1, "2": 2, "4": 3, "9": 4, "3": 5, "1": 6, "7": 7}
"""Number key to space (index into SPACES), laid out as a numeric keypad."""
KEY_OF = {space: key for key, space in KEYS.items()}
PICK_SOURCE = -1
"""`moving` after m, before the source pile is named."""
GRID = (7, 0, 4, 3, None, 1, 6, 2, 5)
"""The control center row by row: NW N NE / W (stock) E / SW S SE."""


def chip_words(chips: int) -> str:
    """``19 chips``, ``1 chip``, or ``owes 3 chips`` below 0 (a table that
    plays with debts: "-3 chips" read as a misprint)."""
    if chips < 0:
        return f"owes {count(-chips, 'chip')}"
    return count(chips, "chip")


class KingsScreen(HandTableScreen):
    """The table for Kings in the Corner (2 to 6 players)."""

    CSS_PATH = "kings_corner.tcss"

    MOVE_ACTIONS = frozenset(("end_turn", "play_where_it_fits", "space"))

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "play_where_it_fits", "Play"),
        *(
            Binding(key, f"space({space})", f"Play on {SPACES[space]}", show=False)
            for key, space in KEYS.items()
        ),
        Binding("5", "draw_pile", "The draw pile", show=False),
        Binding("m", "move_mode", "Move a pile"),
        Binding("e", "end_turn", "End turn"),
        Binding("s", "scores", "Scores"),
        Binding("escape", "cancel", "Cancel", show=False),
    ]

    END_KINDS: ClassVar[frozenset[str]] = frozenset({"out", "blocked"})
    SETTLED_AT_GAME_END = True  # the state keeps the last pot: show it taken
    SIGNED_SCORES: ClassVar[bool] = False

    def __init__(
        self, session: GameSession, seats: tuple[Seat, ...], slot: Path
    ) -> None:
        super().__init__(session, seats, slot)
        self.moving: int | None = None
        """While moving a pile: PICK_SOURCE, then the source space."""
        self.view: KingsView | None = None
        """The view drawn last."""

    def compose(self) -> ComposeResult:
        yield Static(id="table-header")
        with Horizontal(id="opponents"):
            for _ in range(self.session.players - 1):
                yield SeatBox(classes="opponent")
        with Horizontal(id="middle"):
            with Grid(id="center"):
                for space in GRID:
                    if space is None:
                        yield Static(id="stock")
                    else:
                        yield SpaceBox(
                            space, KEY_OF[space], SPACES[space], corner=space >= 4
                        )
            yield EventLogView(id="log")
        with Vertical(id="me"):
            yield Static(id="me-title")
            yield CardRowView(id="hand")
        yield Static(id="status")
        yield table_footer()

    # -- drawing ----------------------------------------------------------

    def show_view(self, view: Any, private: bool) -> None:
        assert isinstance(view, KingsView)
        self.view, self.private = view, private
        self.hand = view.hand_in_order if private else ()
        names = self.names
        turn = self.turn_words(view.current_player, "hand over")
        self.query_one("#table-header", Static).update(
            self.header(
                f"Kings in the Corner · hand {view.hand_number}"
                f" · {names[view.dealer]} dealt · {turn}"
            )
        )
        for i, box in enumerate(self.query(".opponent").results(SeatBox)):
            seat = (self.bottom_seat + 1 + i) % view.players
            box.show(
                names[seat],
                self._public_lines(view, seat),
                view.current_player == seat,
                note="dealer" if seat == view.dealer else "",
            )
        self.query_one("#stock", Static).update(
            f"draw pile\n{view.stock_size} · pot {view.pot}"
        )
        self._show_me(view, private)
        self._show_spaces()

    def _public_lines(self, view: KingsView, seat: int) -> list[str | Content]:
        held = count(view.hand_sizes[seat], "card")
        chips, points = chip_words(view.chips[seat]), f"{view.points[seat]} points"
        lines: list[str | Content] = (
            [held, chips, points]  # five narrow boxes in a row: a fact a line
            if view.players >= 5
            else [f"{held} · {chips}", points]
        )
        hand = self.open_hand(seat)
        if hand:  # an empty hand: "0 cards" says it, not a blank line
            lines.append(cards_label(hand, self.ascii_only))
        return lines

    def hand_of(self, view: Any) -> tuple[Card, ...]:
        assert isinstance(view, KingsView)
        return view.hand_in_order

    def _space_text(self, space: SpaceView) -> Content:
        ascii_only = self.ascii_only
        if space.top is None or space.bottom is None:
            return Content.styled("Kings only" if space.is_corner else "empty", "dim")
        top = card_content(space.top, ascii_only)
        if space.size == 1:
            return top
        bottom = card_content(space.bottom, ascii_only)
        # Two cards side by side: "8♥ … 7♣" suggested cards between them.
        between = " " if space.size == 2 else " … "
        return Content.assemble(bottom, between, top, (f" ({space.size})", "dim"))

    def _show_spaces(self) -> None:
        view = self.view
        if view is None:
            return
        card = self.selected_card()
        if self.moving is None:
            fits = {
                a.space
                for a in view.legal_actions
                if isinstance(a, PlayCard) and a.card == card
            }
        else:
            fits = {
                a.target
                for a in view.legal_actions
                if isinstance(a, MovePile) and a.source == self.moving
            }
        for box in self.query(SpaceBox):
            box.show(
                self._space_text(view.spaces[box.index]),
                box.index in fits,
                box.index == self.moving,
            )

    def _show_me(self, view: KingsView, private: bool) -> None:
        me = self.bottom_seat
        title = self.names[me] + ("" if private else " (cards hidden)")
        title += " · " + " · ".join(str(x) for x in self._public_lines(view, me))
        if me == view.dealer:
            title += " · dealer"
        self.query_one("#me-title", Static).update(title)
        playable = {a.card for a in view.legal_actions if isinstance(a, PlayCard)}
        self.draw_hand(view.hand_sizes[me], playable, dim=view.my_turn)

    # -- the end of a hand, and the score sheet ------------------------------

    def final_view(self, before: Any, action: Any, events: Sequence[Event]) -> Any:
        """The core deals the next hand in the step that ends this one: the
        game's view module says how the last card left the table, and how
        the hand was paid."""
        assert isinstance(before, KingsView)
        return settled(after_last_play(before, action), events)

    def summary_tail(self) -> list[str]:
        """What the pot was made of, the points, then every stack of chips
        as the hand left it: the summary covers the bottom seat's own stack,
        and a winner could not see the pot arrive there (a play-tester's
        note)."""
        pot = last_pot_words(self.session)
        tail = [pot] if pot else []
        tail += super().summary_tail()
        view = self.frozen
        if isinstance(view, KingsView):
            stacks = zip(self.names, view.chips, strict=True)
            # Bare figures, as the points line has them; a debt says so.
            owed = (f"{n} {c}" if c >= 0 else f"{n} owes {-c}" for n, c in stacks)
            tail.append("Chips: " + " · ".join(owed))
        return tail

    @classmethod
    def score_rows(
        cls, session: GameSession, names: list[str]
    ) -> list[tuple[str, tuple[int, ...]]]:
        return [(line.label, line.points) for line in hand_lines(session, names)]

    def action_scores(self) -> None:
        from cardgames_tui.ui.screens.score_sheet import ScoreSheet

        lines = hand_lines(self.session, self.names)
        rows = [(line.label, line.points) for line in lines]
        self.app.push_screen(
            ScoreSheet(
                "Points after each hand (100 wins)",
                self.names,
                rows,
                self.session.scores,
                signed=False,
            )
        )

    def turn_hint(self) -> str:
        view = self.session.observe(self.bottom_seat)
        assert isinstance(view, KingsView)
        if not any(isinstance(a, EndTurn) for a in view.legal_actions):
            # Only the corners still free (it listed all four, full or not).
            free = [f"{SPACES[k]}: {KEY_OF[k]}" for k in free_corners(view.piles)]
            return (
                f"Place your King in a free corner ({', '.join(free)}) before you end."
            )
        return (
            "←/→ a card · a number plays it there, Enter where it fits · m move · e end"
        )

    def seat_taken_hint(self) -> str:
        seat = self.bottom_seat
        card = last_drawn(self.session.events_for(seat), seat)
        if card is None:
            return self.turn_hint()
        name = self.seats[seat].name
        return f"{name}, you drew the {card_name(card)} as your last turn ended."

    # -- keys ------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "end_turn":
            # Dimmed, not hidden, while a King waits: e then gives the rule.
            return on_turn(self.can_now(EndTurn))
        if action in ("move_mode", "play_where_it_fits"):
            return on_turn(self.my_turn())
        return super().check_action(action, parameters)

    def key_off(self, action: str) -> str:
        if action == "end_turn" and self.my_turn():
            problem = self.session.refusal("end")
            if problem:
                return self.refused(problem)
        return super().key_off(action)

    def advance(self) -> None:
        # A new position (a move, an undo): a pile move asked for before it
        # is no longer the question (after m then u, e stayed blocked).
        self.moving = None
        super().advance()

    def pointer(self) -> object:
        return self.cursor, self.moving

    def cursor_moved(self) -> None:
        self._show_spaces()

    def action_space(self, space: int) -> None:
        if not self.my_turn():
            self.status(self.not_your_turn(), error=True)
            return
        if self.moving == PICK_SOURCE:
            stays = self.why_it_stays(space)
            if stays is not None:  # no target to ask for: say so now
                # Still asking, as after a refused target: the next number
                # once played a card instead (m 7 2 put a card on S).
                self.status(
                    f"Not allowed: {stays}. Another pile's number, or Esc.", True
                )
                return
            self.moving = space
            self.status(
                f"Move the {SPACES[space]} pile onto which space? (a number; Esc"
                " cancels)"
            )
            self._show_spaces()
            return
        if self.moving is not None:
            source, self.moving = self.moving, None
            self._show_spaces()
            if not self.submit(f"move {SPACES[source]} to {SPACES[space]}"):
                # Still asking: the next number once played a card instead.
                self.moving = source
                self._show_spaces()
                refused = self.status_line[0].rstrip(".")
                self.status(f"{refused}. Another target's number, or Esc.", True)
            return
        card = self.selected_card()
        if card is None:
            self.status("You have no card to play.", error=True)
            return
        self.submit(f"play {card} on {SPACES[space]}")

    def why_it_stays(self, source: int) -> str | None:
        """Why no pile can move from ``source`` whatever the target (an
        empty space, a corner), or None: a target is worth asking for."""
        name = SPACES[source]
        reasons = {
            self.session.refusal(f"move {name} to {SPACES[target]}")
            for target in range(len(SPACES))
            if target != source
        }
        if len(reasons) == 1 and None not in reasons:
            return reasons.pop()
        return None

    def asking(self) -> bool:
        return self.moving is not None

    def point_at(self, action: object) -> None:
        """A hint drops a pile move half asked for: its Enter said "You are
        moving a pile: press the number..." under the hint's own words."""
        self.cancel_pending()
        super().point_at(action)

    def moving_still(self) -> bool:
        """While a pile move waits for its numbers, other keys say so and
        do nothing (an ``e`` there once ended the turn, and cost a chip)."""
        if self.moving is None:
            return False
        asked = "the pile to move" if self.moving == PICK_SOURCE else "its target"
        self.status(
            f"You are moving a pile: press the number of {asked}, or Esc to cancel.",
            error=True,
        )
        return True

    def action_play_where_it_fits(self) -> None:
        if self.moving_still():
            return
        if self.follow_hint():
            return
        card, view = self.selected_card(), self.view
        if view is None or card is None or not self.my_turn():
            self.status(self.not_your_turn(), error=True)
            return
        spaces = [
            a.space
            for a in self.session.legal_actions()
            if isinstance(a, PlayCard) and a.card == card
        ]
        if not spaces:
            label = card_label(card, self.ascii_only)
            self.status(
                f"{label} fits nowhere now: try a number to see why, or e to end.",
                error=True,
            )
            return
        # Building on a pile keeps the empty spaces free for later.
        best = min(spaces, key=lambda space: view.spaces[space].size == 0)
        self.submit(f"play {card} on {SPACES[best]}")

    def action_move_mode(self) -> None:
        if not self.my_turn():
            return
        self.moving = PICK_SOURCE
        self.status("Move which pile? Press its number (Esc cancels).")
        self._show_spaces()

    def action_cancel(self) -> None:
        if not self.cancel_pending():
            # Esc did nothing without a word here (a play-tester).
            self.status("Esc cancels a pile move (m); none is under way.", error=True)

    def cancel_pending(self) -> bool:
        if self.moving is None:
            return False
        self.moving = None
        self._show_spaces()
        self.status(self.turn_hint())
        return True

    def action_undo(self) -> None:
        if self.moving_still():  # answer the pile question first (or Esc)
            return
        super().action_undo()

    def action_end_turn(self) -> None:
        if self.moving_still():
            return
        warning = self.end_warning()
        if warning and self.status_line[0] != warning:
            self.status(warning, error=True)
            return
        self.submit("end")

    def end_warning(self) -> str:
        """What e says first when ending the turn now costs chips though a
        card or a pile could still move ("" to end at once): the rules allow
        passing on purpose, but a play-tester paid a chip by a slip with a
        card that fitted. A second e, while this line is shown, ends the
        turn; so does e after a hint to end it, which said what it costs."""
        session, view = self.session, self.view
        if view is None or not self.my_turn():
            return ""
        shown = self.hinted.shown_at(session.ply, self.epoch)
        if shown is not None and isinstance(shown.action, EndTurn):
            return ""
        cost = session.game.move_cost(view, END) if session.game.move_cost else ""
        legal = session.legal_actions()
        if not cost or END not in legal or len(legal) == 1:
            return ""
        # One line at 80 columns: "A card fits: e again ends the turn (…)".
        open_now = (
            "A card fits"
            if any(isinstance(a, PlayCard) for a in legal)
            else "A pile can move"
        )
        return f"{open_now}: e again ends the turn ({cost})."

    def action_draw_pile(self) -> None:
        """5, the middle of the keypad, is the draw pile: a player pressing
        it wants to draw, and read "5 does nothing here"."""
        view = self.view
        if view is None or self.moving_still():
            return
        if not view.stock_size:
            self.status("The draw pile is empty: nobody draws now.", error=True)
            return
        left = count(view.stock_size, "card")
        self.status(
            f"The draw pile ({left}): you draw its top card as your turn ends (e).",
            error=True,
        )

    def on_card_row_view_clicked(self, message: CardRowView.Clicked) -> None:
        if message.row.id != "hand" or not self.private:
            return
        self.cursor = message.index
        message.row.cursor = message.index
        self._show_spaces()
        if message.double and not self.held_back(message.pressed):
            self.action_play_where_it_fits()

    def on_space_box_clicked(self, message: SpaceBox.Clicked) -> None:
        if not self.held_back(message.pressed):
            self.action_space(message.index)
