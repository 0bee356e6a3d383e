"""`ShitheadScreen`: the Shithead table.

Two rows take the keyboard: your hand, and your table cards (face-up, or the
face-down slots once those are all you have). ←/→ move, ↑/↓ change row,
space picks cards, Enter plays (or swaps, before play), p picks up the pile,
r says ready. A click picks a card; a double click plays it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from cardgames_tui.core.cards import Card
from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.core.wording import card_list, card_name
from cardgames_tui.games.shithead.actions import (
    Flip,
    Pickup,
    Play,
    Ready,
    Swap,
    one_play,
)
from cardgames_tui.games.shithead.view import ShitheadView
from cardgames_tui.ui.card_text import card_label, cards_label
from cardgames_tui.ui.footer import table_footer
from cardgames_tui.ui.screens.game_screen import GameScreen, on_turn
from cardgames_tui.ui.widgets.card_row import CardRowView, Slot
from cardgames_tui.ui.widgets.log import EventLogView
from cardgames_tui.ui.widgets.pile import PileView
from cardgames_tui.ui.widgets.seat import ShitheadSeatView

HAND, TABLE = "hand", "table"
PILE_SHOWN = 4
"""Cards of the pile drawn, the top one last."""


class ShitheadScreen(GameScreen):
    """The table for Shithead."""

    CSS_PATH = "shithead.tcss"

    MOVE_ACTIONS = frozenset(("act", "pickup", "ready", "flip_slot"))

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "cursor(-1)", "Previous card", show=False),
        Binding("right", "cursor(1)", "Next card", show=False),
        Binding("home", "cursor_edge(0)", "First card", show=False),
        Binding("end", "cursor_edge(-1)", "Last card", show=False),
        Binding("up,down", "switch_row", "Hand/table", show=False),
        Binding("space", "pick", "Pick"),
        Binding("enter", "act", "Play"),
        Binding("p", "pickup", "Pick up pile"),
        Binding("r", "ready", "Ready"),
        # The slots are drawn ▒1 ▒2 ▒3: a player pressed 2 to turn one over.
        Binding("1", "flip_slot(1)", "Turn over face-down 1", show=False),
        Binding("2", "flip_slot(2)", "Turn over face-down 2", show=False),
        Binding("3", "flip_slot(3)", "Turn over face-down 3", show=False),
    ]

    def compose(self) -> ComposeResult:
        yield Static(id="table-header")
        with Horizontal(id="opponents"):
            for _ in range(self.session.players - 1):
                yield ShitheadSeatView()
        with Horizontal(id="middle"):
            yield PileView(id="pile")
            yield EventLogView(id="log")
        with Vertical(id="me"):
            yield Static(id="me-title")
            with Horizontal(classes="me-row"):
                yield Static("Face up", id="my-table-label", classes="row-label")
                yield CardRowView(id="my-table")
            with Horizontal(classes="me-row"):
                yield Static("", classes="row-label")
                yield Static(id="my-down")
            with Horizontal(classes="me-row"):
                yield Static("Hand", classes="row-label")
                yield CardRowView(id="hand")
        yield Static(id="status")
        yield table_footer()

    def __init__(
        self, session: GameSession, seats: tuple[Seat, ...], slot: Path
    ) -> None:
        super().__init__(session, seats, slot)
        self.row = HAND
        """The row the arrow keys move in."""
        self.cursor = {HAND: 0, TABLE: 0}
        """Cursor index in each row."""
        self.picked: dict[str, set[int]] = {HAND: set(), TABLE: set()}
        """Picked indices in each row."""
        self.cursor_seat: int | None = None
        """Whose cards the cursor and picks were last on: a player taking
        the seat in hot-seat starts afresh, not where the last one left."""
        self.view: ShitheadView | None = None
        """The view drawn last."""
        self.private = False
        """Whether the bottom seat's hand is shown."""

    # -- drawing ----------------------------------------------------------

    def _slot(self, card: Card, playable: bool) -> Slot:
        return Slot(card_label(card, self.ascii_only), card.is_red, playable)

    def hand_cards(self) -> tuple[Card, ...]:
        return self.view.hand if self.view and self.private else ()

    def table_cards(self) -> tuple[Card, ...]:
        return self.view.face_up[self.bottom_seat] if self.view else ()

    def flip_mode(self) -> bool:
        """The table row holds face-down slots (no face-up card is left)."""
        return bool(self.view) and not self.table_cards()

    def show_view(self, view: Any, private: bool) -> None:
        assert isinstance(view, ShitheadView)
        if self.view is None or view.seat != self.view.seat or not private:
            self.picked = {HAND: set(), TABLE: set()}
        else:
            # Picks are places in a row: once its cards change (a play, a
            # draw, a pick-up) they would point at other cards.
            me = self.bottom_seat
            before = (self.view.hand, self.view.face_up[me])
            after = (view.hand, view.face_up[me])
            for row, old, new in zip((HAND, TABLE), before, after, strict=True):
                if old != new:
                    self.picked[row] = set()
        self.view, self.private = view, private
        me = self.bottom_seat
        turn = self.turn_words(view.current_player, "game over")
        self.query_one("#table-header", Static).update(
            self.header(
                f"Shithead · {view.players} players · {turn}"
                + (" · swapping" if view.phase == "swap" else "")
                # Who dealt (the swap and a tied opening go from his left),
                # last: a line too long for the screen loses its end.
                + f" · {self.names[view.dealer]} dealt"
            )
        )
        for i, seat_view in enumerate(self.query(ShitheadSeatView)):
            seat = (me + 1 + i) % view.players
            self._show_opponent(seat_view, view, seat)
        top = view.pile[-PILE_SHOWN:]
        # More below: the row would read as the whole pile (a play-tester).
        below = (Slot("…", empty=True),) if len(view.pile) > PILE_SHOWN else ()
        self.query_one(PileView).show(
            below + tuple(self._slot(c, False) for c in top),
            len(view.pile),
            view.stock_size,
            view.burned_count,
        )
        self._show_me(view, private)

    def _show_opponent(
        self, widget: ShitheadSeatView, view: ShitheadView, seat: int
    ) -> None:
        up = tuple(self._slot(c, False) for c in view.face_up[seat])
        status = ""
        if seat in view.finished:
            status = self._place(view, seat)
        elif view.phase == "swap" and view.ready[seat]:
            status = "ready"
        hand = self.open_hand(seat)
        widget.show(
            self.names[seat],
            view.hand_sizes[seat],
            up,
            sum(view.face_down[seat]),
            status,
            None if hand is None else cards_label(hand, self.ascii_only),
        )
        widget.set_class(view.current_player == seat, "-to-play")
        widget.set_class(seat in view.finished, "-out")

    @staticmethod
    def _place(view: ShitheadView, seat: int) -> str:
        place = view.finished.index(seat) + 1
        return "the shithead" if place == view.players else f"out #{place}"

    def _show_me(self, view: ShitheadView, private: bool) -> None:
        me = self.bottom_seat
        if private and me != self.cursor_seat:
            # Ben's swap began on the face-up row where Ana had left hers.
            self.cursor_seat, self.row = me, HAND
            self.cursor = {HAND: 0, TABLE: 0}
            self.picked = {HAND: set(), TABLE: set()}
        legal = view.legal_actions if private else ()
        playable = {c for a in legal if isinstance(a, Play) for c in a.cards}
        flippable = {a.slot - 1 for a in legal if isinstance(a, Flip)}
        title = f"{self.names[me]}" + ("" if private else " (cards hidden)")
        if me in view.finished:
            title += f" · {self._place(view, me)}"
        self.query_one("#me-title", Static).update(title)
        table = self.query_one("#my-table", CardRowView)
        down = view.face_down[me]
        if self.table_cards():
            table.slots = tuple(
                self._slot(c, c in playable) for c in self.table_cards()
            )
            backs = " ".join("▒" if present else "·" for present in down)
            self.query_one("#my-down", Static).update(f"on face down: {backs}")
            self.query_one("#my-table-label", Static).update("Face up")
        else:
            table.slots = tuple(
                Slot(
                    f"▒{i + 1}" if present else "·",
                    hidden=present,
                    empty=not present,
                    playable=i in flippable,
                )
                for i, present in enumerate(down)
            )
            if me in view.finished:
                prompt = ""
            elif view.source(me) == "face-down":
                prompt = "face down: choose one, blind"
            elif not any(down):
                prompt = "face down: none left, only your hand"
            else:
                prompt = "face down: after your hand"
            self.query_one("#my-down", Static).update(prompt)
            self.query_one("#my-table-label", Static).update("Down")
        hand = self.query_one("#hand", CardRowView)
        if private:
            hand.slots = tuple(self._slot(c, c in playable) for c in view.hand)
        else:
            hand.slots = tuple(
                Slot("▒▒", hidden=True) for _ in range(view.hand_sizes[me])
            )
        my_turn = private and view.current_player == me
        hand.dim_unplayable = table.dim_unplayable = my_turn and view.phase == "play"
        if my_turn and view.phase == "play":
            # Each turn starts in the row the cards must come from.
            self.row = HAND if view.playing_from == "hand" else TABLE
        elif not table.slots:
            self.row = HAND
        self._draw_cursor()

    def _draw_cursor(self) -> None:
        for row, widget_id in ((HAND, "#hand"), (TABLE, "#my-table")):
            widget = self.query_one(widget_id, CardRowView)
            size = len(widget.slots)
            self.cursor[row] = min(self.cursor[row], max(0, size - 1))
            self.picked[row] = {i for i in self.picked[row] if i < size}
            widget.cursor = (
                self.cursor[row] if row == self.row and self.private else None
            )
            widget.selected = frozenset(self.picked[row])
        self.pointer_moved()

    def _row_widget(self, row: str) -> CardRowView:
        return self.query_one("#hand" if row == HAND else "#my-table", CardRowView)

    def _shown_row(self, row: str) -> CardRowView | None:
        """The row, or None: a key can still reach the table while Textual
        takes its widgets down (the 20,000-key soak closed the app with
        NoMatches), and with no row left there is nothing to move."""
        rows = self.query("#hand" if row == HAND else "#my-table")
        return next(rows.results(CardRowView), None)

    def playable_indices(self, row: str) -> list[int]:
        # A Tab while the table's widgets came down (two games stacked by a
        # burst of Enters) closed the app with NoMatches: nothing to jump to.
        widget = self._shown_row(row)
        if widget is None or not self.private or not widget.dim_unplayable:
            return []
        return [i for i, slot in enumerate(widget.slots) if slot.playable]

    def burned_for_me(self) -> bool:
        """Whether the player here burned the pile with the last move and
        plays again (a new start: any card goes on the empty pile)."""
        if self.last_actor is None:
            return self._burned_before_this_screen()
        return self.last_actor == self.bottom_seat and any(
            event.kind == "burn" for event in self.last_events
        )

    def _burned_before_this_screen(self) -> bool:
        """`burned_for_me` for a game just continued, read from the game's
        events (a play-tester's continued game said "pick from your hand"
        where the pile had burned for them)."""
        for event in reversed(self.session.events):
            if event.kind in ("draw", "drew"):
                continue  # the refill after the burning play
            return event.kind == "burn" and event.seat == self.bottom_seat
        return False

    def place_cursor(self, new_turn: bool) -> None:
        # The row was chosen when drawn (where the cards must come from).
        playable = self.playable_indices(self.row)
        new_turn = new_turn or self.burned_for_me()
        if playable and (new_turn or self.cursor[self.row] not in playable):
            self.cursor[self.row] = playable[0]
            self._draw_cursor()

    def action_jump(self, step: int) -> None:
        row = self.row
        playable = self.playable_indices(row)
        if not playable:
            other = TABLE if row == HAND else HAND
            playable = self.playable_indices(other)
            if not playable:
                return
            self.row = row = other
        size = len(self._row_widget(row).slots)
        here = self.cursor[row]
        ahead = sorted(playable, key=lambda i: ((i - here) * step) % size or size)
        self.cursor[row] = ahead[0]
        self._draw_cursor()

    def summary_tail(self) -> list[str]:
        outcome = self.session.outcome
        if outcome is None:
            return []
        order = ", ".join(self.names[seat] for seat in outcome.ranking)
        return [f"Finishing order: {order}"]

    def humans_out(self, public: ShitheadView) -> bool:
        return not self.humans_playing(public)

    def humans_playing(self, public: ShitheadView) -> list[int]:
        """A player out is out for the game."""
        return [seat for seat in self.humans if seat not in public.finished]

    def turn_hint(self) -> str:
        view = self.session.observe(self.bottom_seat)
        assert isinstance(view, ShitheadView)
        if view.phase == "swap":
            return (
                "Swap: pick a hand card and a face-up card (space), Enter swaps;"
                " r when ready."
            )
        if view.legal_actions == (Pickup(),):
            return "Nothing fits: press p to pick up the pile."
        # One line at 80 columns: a second one pushed the table up.
        again = self.burned_for_me()
        if view.playing_from == "face-down":
            if again:
                return "The pile burned: you play again, blind (←/→, Enter)."
            return "Blind: choose a face-down card (←/→, Enter; or 1, 2, 3)."
        if again:
            return "The pile burned: you play again (←/→, space for several; Enter)."
        where = "hand" if view.playing_from == "hand" else "face-up cards"
        return (
            f"Your turn: pick from your {where} (←/→, space for several), Enter plays."
        )

    # -- keys ------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("pickup", "pick") and self.blind():
            return False  # a face-down card is flipped, never picked up or picked
        if action == "pick":
            return on_turn(self.my_turn())
        if action == "pickup" and self.public_phase() == "play":
            # In play the key always answers on your turn: while a card fits,
            # the rules' refusal says why (a key that did nothing read as
            # broken); on another's, it waits dimmed.
            return on_turn(self.my_turn())
        if action == "pickup":
            return self.can_now(Pickup)
        if action == "ready":
            return self.can_now(Ready)
        if action == "flip_slot":
            return on_turn(self.my_turn()) if self.blind() else False
        return super().check_action(action, parameters)

    def key_off(self, action: str) -> str:
        """In blind play `p` and space are not offered: they say why, in
        the rules' words, not "that key does nothing now"."""
        if action == "flip_slot" and not self.blind():
            return "1, 2 and 3 turn over a face-down card, once only those are left."
        if self.my_turn() and self.blind():
            if action == "pick":
                return "Face-down cards are not picked: Enter turns one over."
            refusal = self.session.refusal("pickup") if action == "pickup" else None
            if refusal is not None:
                return self.refused(refusal)
        return super().key_off(action)

    def refused(self, problem: str) -> str:
        refusal = super().refused(problem)
        if self.session.legal_actions() == [Pickup()]:
            # Nothing of the player's fits: the refusal alone ("play an ace,
            # a 2 or a 10") sent a player looking for a card they lack.
            refusal += " Nothing of yours fits: press p to pick up the pile."
        return refusal

    def blind(self) -> bool:
        """Whether the player at this table plays face-down cards now, on
        their turn or another's: their footer drops pick and pick-up for
        every turn (asked only on their own, it grew back at each bot's)."""
        view = self.view
        if not isinstance(view, ShitheadView) or self.viewer is None:
            return False
        return view.source(self.viewer) == "face-down"

    def row_cards(self, row: str) -> tuple[Card, ...]:
        return self.hand_cards() if row == HAND else self.table_cards()

    def action_cursor(self, step: int) -> None:
        widget = self._shown_row(self.row)
        if widget is not None and widget.slots:
            self.cursor[self.row] = (self.cursor[self.row] + step) % len(widget.slots)
            widget.cursor = self.cursor[self.row] if self.private else None
            self.pointer_moved()

    def action_cursor_edge(self, edge: int) -> None:
        """Home: the row's first card; End: its last."""
        widget = self._shown_row(self.row)
        if widget is not None and widget.slots:
            self.action_cursor(edge % len(widget.slots) - self.cursor[self.row])

    def action_switch_row(self) -> None:
        other = TABLE if self.row == HAND else HAND
        widget = self._shown_row(other)
        if widget is not None and widget.slots:
            # To the card above or below (the rows share their columns): it
            # went where that row's cursor was last, and a play-tester swapped
            # Q♠ where he meant the card over his 4♦.
            self.cursor[other] = min(self.cursor[self.row], len(widget.slots) - 1)
            self.row = other
            self._draw_cursor()

    def action_pick(self) -> None:
        self.pick(self.row, self.cursor[self.row])

    def pick(self, row: str, index: int) -> None:
        cards = self.row_cards(row)
        if not self.private or index >= len(cards):
            return
        picked = self.picked[row]
        swapping = self.view is not None and self.view.phase == "swap"
        said = False
        if index in picked:
            picked.discard(index)
        elif swapping or not one_play([cards[i] for i in (*picked, index)]):
            # One card per row when swapping; a play is what the rules allow.
            if picked and not swapping:
                # Say so: the card picked before goes back without a word
                # otherwise, and a player thinks both are going down.
                before = card_list([cards[i] for i in sorted(picked)])
                self.status(
                    f"Picked {card_name(cards[index])}; {before} went back:"
                    " a play is cards of one rank."
                )
                said = True
            picked.clear()
            picked.add(index)
        else:
            picked.add(index)
        self._draw_cursor()
        if not said and self.my_turn():
            # In words too: the highlight alone is colour, which some cannot
            # see (not while a bot thinks: Enter would not play them then).
            self.status(self._picked_words(swapping))

    def picked_cards(self, row: str) -> list[Card]:
        """The cards picked in ``row``, in its order."""
        cards = self.row_cards(row)
        return [cards[i] for i in sorted(self.picked[row]) if i < len(cards)]

    def _picked_words(self, swapping: bool) -> str:
        """What is picked now, and what Enter does with it."""
        picked = self.picked_cards
        if swapping:
            hand, up = card_list(picked(HAND)), card_list(picked(TABLE))
            if hand and up:
                return f"Picked {hand} in your hand and {up} face up: Enter swaps them."
            if hand:
                return (
                    f"Picked {hand} in your hand: now a face-up card (↑/↓ changes row)."
                )
            if up:
                return (
                    f"Picked {up} face up: now a card in your hand (↑/↓ changes row)."
                )
            return "Nothing picked: pick a hand card and a face-up card (space)."
        chosen = picked(self.row)
        if not chosen:
            return "Nothing picked: Enter plays the card under the cursor."
        them = "it" if len(chosen) == 1 else "them"
        why = self.session.refusal("play " + " ".join(map(str, chosen)))
        if why is not None:  # "Enter plays it" would be untrue
            return f"Picked {card_list(chosen)}, but not now: {why}. Space unpicks."
        return f"Picked {card_list(chosen)}: Enter plays {them}; space unpicks."

    def action_flip_slot(self, slot: int) -> None:
        """1, 2 or 3: turn that face-down card over (`submit` answers out of
        turn; the rules refuse an empty slot, and say so)."""
        self.submit(f"flip {slot}")

    def action_act(self) -> None:
        if self.view is None or not self.my_turn():
            self.status(self.not_your_turn(), error=True)
            return
        if self.follow_hint():
            return
        if self.view.phase == "swap":
            self.swap()
        elif self.row == TABLE and self.flip_mode():
            self.submit(f"flip {self.cursor[TABLE] + 1}")
        else:
            cards = self.row_cards(self.row)
            chosen = sorted(self.picked[self.row]) or [self.cursor[self.row]]
            if not cards:
                self.status("There is no card there.", error=True)
                return
            played = self.submit(
                "play " + " ".join(str(cards[i]) for i in chosen if i < len(cards))
            )
            picked = self.picked_cards(self.row)
            if not played and picked and self.status_line[1]:
                them = "it stays" if len(picked) == 1 else "they stay"
                refused = self.status_line[0].rstrip(".")
                self.status(
                    f"{refused} ({card_list(picked)}: {them} picked; space unpicks).",
                    error=True,
                )

    def pointer_line(self) -> str:
        # Picks stay after a refused play: "Your turn: pick…" hid that the
        # two 6s were still picked, and Enter on 2♣ tried them again.
        view = self.view
        if view is not None and view.phase != "swap" and self.picked[self.row]:
            return self._picked_words(False)
        return self.turn_hint()

    def pointer(self) -> object:
        return (
            self.row,
            self.cursor[self.row],
            frozenset(self.picked[HAND]),
            frozenset(self.picked[TABLE]),
        )

    def point_at(self, action: object) -> None:
        """A hinted set picks its cards, a swap its two, a single card or a
        blind one has the cursor (Enter then makes the move, as the hint
        says). A single card is not picked: a pick outlives the cursor, so
        Enter played the hinted card after the player had moved to another."""
        if not self.private:
            return
        hand, table = self.hand_cards(), self.table_cards()
        picks: dict[str, set[int]] = {HAND: set(), TABLE: set()}
        if isinstance(action, Play):
            row = HAND if all(c in hand for c in action.cards) else TABLE
            cards = hand if row == HAND else table
            picks[row] = {i for i, c in enumerate(cards) if c in action.cards}
        elif isinstance(action, Swap):
            row = HAND
            picks[HAND] = {i for i, c in enumerate(hand) if c == action.hand_card}
            picks[TABLE] = {i for i, c in enumerate(table) if c == action.face_up_card}
        elif isinstance(action, Flip):
            self.row, self.cursor[TABLE] = TABLE, action.slot - 1
            self._draw_cursor()
            return
        else:
            return
        if not picks[row]:
            return
        self.row, self.cursor[row] = row, min(picks[row])
        single = isinstance(action, Play) and len(action.cards) == 1
        self.picked = {HAND: set(), TABLE: set()} if single else picks
        self._draw_cursor()

    def follow_words(self, action: object) -> str:
        picked = len(self.picked[HAND]) + len(self.picked[TABLE])
        if isinstance(action, Swap) and picked == 2:
            return "Picked for you: Enter swaps them."
        if isinstance(action, Play) and picked > 1:
            return "Picked for you: Enter plays them."
        return super().follow_words(action)

    def swap(self) -> None:
        hand, table = self.picked[HAND], self.picked[TABLE]
        if len(hand) != 1 or len(table) != 1:
            self.status(
                "Pick one hand card and one face-up card (space), then Enter.",
                error=True,
            )
            return
        hand_card = self.hand_cards()[next(iter(hand))]
        table_card = self.table_cards()[next(iter(table))]
        self.picked = {HAND: set(), TABLE: set()}
        self.submit(f"swap {hand_card} {table_card}")

    def action_pickup(self) -> None:
        self.submit("pickup")

    def action_ready(self) -> None:
        self.submit("ready")

    def on_card_row_view_clicked(self, message: CardRowView.Clicked) -> None:
        rows = {"hand": HAND, "my-table": TABLE}
        row = rows.get(message.row.id or "")
        if row is None or not self.private:
            return
        self.row = row
        self.cursor[row] = message.index
        if not message.double:
            self.pick(row, message.index)
            return
        # A double click plays the picked cards if it was on one of them,
        # else just this card (or turns over this face-down card).
        if message.index not in self.picked[row]:
            self.picked[row] = {message.index}
        self._draw_cursor()
        playing = self.view is not None and self.view.phase == "play"
        if playing and not self.held_back(message.pressed):
            self.action_act()
