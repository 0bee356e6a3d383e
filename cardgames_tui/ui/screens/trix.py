"""`TrixScreen`: the Trix (Complex) table.

You sit South; the player after you (counter-clockwise) is East, on your
right, then North across, then West. ←/→ move along your hand and Enter plays
the card; t or c chooses the contract of your kingdom; in the doubling round
space picks the King of Hearts or a queen and Enter doubles what is picked;
p passes (bass) when no card fits the layout; s shows the score sheet.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Static

from cardgames_tui.core.cards import Card
from cardgames_tui.core.events import Event
from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.core.suit_text import shown
from cardgames_tui.core.wording import card_list
from cardgames_tui.games.trix.actions import Choose, Double, Pass, PlayCard
from cardgames_tui.games.trix.narration import contract_terms, out_words
from cardgames_tui.games.trix.view import TrixView, after_last_play, settled
from cardgames_tui.ui.app_of import app_of
from cardgames_tui.ui.card_text import card_label, cards_label
from cardgames_tui.ui.footer import table_footer
from cardgames_tui.ui.narrate import (
    count,
    points,
    possessive,
    sentence_start,
)
from cardgames_tui.ui.screens.game_screen import on_turn
from cardgames_tui.ui.screens.hand_table import HandTableScreen
from cardgames_tui.ui.trix_text import (
    doubled_line,
    game_over_line,
    layout_lines,
    trick_lines,
)
from cardgames_tui.ui.widgets.card_row import CardRowView
from cardgames_tui.ui.widgets.log import EventLogView
from cardgames_tui.ui.widgets.seat_box import SeatBox

POSITIONS = {1: "east", 2: "north", 3: "west"}
"""Where each other seat sits, by its distance after you."""


class TrixScreen(HandTableScreen):
    """The table for Trix, Complex variant (always four players)."""

    CSS_PATH = "trix.tcss"

    MOVE_ACTIONS = frozenset(("act", "choose", "double_none", "pass_turn"))

    BINDINGS: ClassVar[list[BindingType]] = [
        # One Enter, four labels (the first enabled is the one shown):
        # "Double" in the doubling round ("Go on" to a seat with nothing to
        # double), none while choosing a contract (Enter only follows a
        # hinted one there), "Play" otherwise.
        Binding("enter", "act('go-on')", "Go on"),
        Binding("enter", "act('double')", "Double"),
        Binding("enter", "act('choose')", "Follow the hint", show=False),
        Binding("enter", "act", "Play"),
        Binding("space", "pick", "Pick"),  # "to double" cut s Scores at 80
        Binding("t", "choose('trix')", "Trix"),
        Binding("c", "choose('complex')", "Complex"),
        Binding("n", "double_none", "No double"),
        Binding("p", "pass_turn", "Pass"),
        Binding("s", "scores", "Scores"),
    ]

    END_KINDS: ClassVar[frozenset[str]] = frozenset({"deal-scored"})
    SETTLED_AT_GAME_END = True  # the last deal's layout or trick, not a blank

    def __init__(
        self, session: GameSession, seats: tuple[Seat, ...], slot: Path
    ) -> None:
        super().__init__(session, seats, slot)
        self.picked: set[int] = set()
        """Cards picked to double (indices in the hand as drawn)."""
        self.view: TrixView | None = None
        """The view drawn last."""

    def compose(self) -> ComposeResult:
        yield Static(id="table-header")
        with Horizontal(id="top"):
            yield SeatBox(id="north")
        with Horizontal(id="middle"):
            yield SeatBox(id="west")
            yield Static(id="center")
            yield SeatBox(id="east")
        yield EventLogView(id="log")
        with Vertical(id="me"):
            yield Static(id="me-title")
            yield CardRowView(id="hand")
        yield Static(id="status")
        yield table_footer()

    # -- drawing ----------------------------------------------------------

    def show_view(self, view: Any, private: bool) -> None:
        assert isinstance(view, TrixView)
        hand = view.hand_by_suit if private else ()
        changed = self.view is None or view.seat != self.view.seat or hand != self.hand
        if changed or view.phase != "double":
            self.picked = set()
        self.view, self.private, self.hand = view, private, hand
        names = self.names
        self.query_one("#table-header", Static).update(self._header(view))
        for offset, position in POSITIONS.items():
            seat = (self.bottom_seat + offset) % 4
            box = self.query_one(f"#{position}", SeatBox)
            box.show(
                names[seat],
                self._public_lines(view, seat),
                view.current_player == seat,
                note=self._seat_note(view, seat),
            )
        center = self.query_one("#center", Static)
        center.border_title, lines = self._center(view)
        center.update(Content("\n").join(lines))
        self._show_me(view, private)

    def _header(self, view: TrixView) -> str:
        names = self.names
        owner = possessive(names[view.owner])
        contract = (view.contract or "choosing").capitalize()
        turn = self.turn_words(view.current_player, "deal over")
        return self.header(
            f"Trix · deal {view.deal_number}/{view.deals}"
            f" · {owner} kingdom: {contract} · {turn}"
        )

    def _public_lines(self, view: TrixView, seat: int) -> list[str | Content]:
        first = count(view.hand_sizes[seat], "card")
        if view.phase == "complex":
            first += f" · {count(view.tricks_won[seat], 'trick')}"
        lines: list[str | Content] = [first]
        total = f"total {view.standing[seat]}"
        if view.phase == "complex":
            # The box breaks it between the facts where it is too wide
            # ("deal -255" over "total -260"); a line each ran a Trix demo's
            # open hands off the screen at 80×24.
            total = f"deal {points(view.running[seat])} · {total}"
        lines.append(total)
        hand = self.open_hand(seat)
        if hand:  # an empty hand: "0 cards" says it, not a blank line
            lines.append(cards_label(hand, self.ascii_only))
        return lines

    def hand_of(self, view: Any) -> tuple[Card, ...]:
        assert isinstance(view, TrixView)
        return view.hand_by_suit

    def place_cursor(self, new_turn: bool) -> None:
        # Leading after taking a trick is a new start too: the cursor stayed
        # where the card just played had been, on A♣, and Enter led it into
        # a doubled Q♣ (a play-tester).
        view = self.view
        leading = view is not None and view.phase == "complex" and not view.trick_cards
        super().place_cursor(new_turn or leading)

    def _seat_note(self, view: TrixView, seat: int) -> str:
        notes = []
        if seat == view.owner:
            notes.append("kingdom")
        if seat in view.out_order:
            # With the prize it scores, counted in the total beside it
            # (`standing`); the last seat's too once the deal is over.
            notes.append(out_words(view.out_order.index(seat)))
        return " · ".join(notes)

    def _center(self, view: TrixView) -> tuple[str, list[Content]]:
        names, ascii_only = self.names, self.ascii_only
        if view.phase == "choose":
            owner = names[view.owner]
            chooses = "choose" if owner == "You" else "chooses"
            terms = [Content(shown(line, ascii_only)) for line in contract_terms()]
            return "Contract", [Content(f"{owner} {chooses} Trix or Complex."), *terms]
        if view.phase == "trix":
            return "Layout", layout_lines(view, ascii_only)
        outcome = self.session.outcome
        if view.phase == "over" and outcome is not None and outcome.winners:
            over = game_over_line(outcome.winners, outcome.scores, names, view.deals)
            return "Game over", [Content(over)]
        lines = []
        if view.phase == "complex":
            room = self.query_one("#center").content_size.width
            lines = trick_lines(view, self.bottom_seat, names, ascii_only, room)
            last = self._last_trick()
            if last:
                lines.append(Content(last))
        elif view.phase == "double":
            doubling = " ".join(card_label(c, ascii_only) for c in view.doubling_cards)
            lines = [Content(f"Doubling round: {doubling} may be doubled.")]
        doubled = doubled_line(view, names, ascii_only)
        if doubled is not None:
            lines.append(doubled)
        title = "Doubling"
        if view.phase == "complex":
            # The tricks before this one (a settled last trick is counted
            # to its taker, yet it is still the one on the table).
            number = len(view.past_tricks) + 1
            title = f"Trick {number}"
            if view.leader is not None and view.trick:
                title += f" · {names[view.leader]} led"
        return title, lines

    def _last_trick(self) -> str:
        """The trick just taken (the table clears it at once), this deal only."""
        for event in reversed(self.session.events_for(self.viewer)):
            if event.kind == "deal":
                return ""
            if event.kind == "trick" and event.seat is not None:
                taker = self.names[event.seat]
                shown = cards_label(event.cards, self.ascii_only)
                return f"Last: {taker} took {shown} ({points(event.amount)})"
        return ""

    def _show_me(self, view: TrixView, private: bool) -> None:
        me = self.bottom_seat
        title = self.names[me] + ("" if private else " (cards hidden)")
        facts = self._public_lines(view, me)
        title += " · " + " · ".join(str(f) for f in facts)
        note = self._seat_note(view, me)
        if note:
            title += f" · {note}"
        self.query_one("#me-title", Static).update(title)
        # In the doubling round too: all thirteen bright read as "any card
        # may be doubled" (a play-tester), where only K♥ and queens may.
        playing = view.my_turn and view.phase in ("trix", "complex", "double")
        doubled = frozenset(card for card, _ in view.doubled)
        self.draw_hand(view.hand_sizes[me], self._offered(view), playing, doubled)
        if private:
            self.query_one("#hand", CardRowView).selected = frozenset(self.picked)

    @staticmethod
    def _offered(view: TrixView) -> set[Card]:
        """The cards the legal actions use: to play, or to double."""
        offered: set[Card] = set()
        for action in view.legal_actions:
            if isinstance(action, PlayCard):
                offered.add(action.card)
            elif isinstance(action, Double):
                offered.update(action.cards)
        return offered

    def humans_out(self, public: TrixView) -> bool:
        """In the layout, out players wait for the deal's end."""
        return public.phase == "trix" and all(
            seat in public.out_order for seat in self.humans
        )

    def turn_hint(self) -> str:
        view = self.session.observe(self.bottom_seat)
        assert isinstance(view, TrixView)
        legal = view.legal_actions
        if view.phase == "choose":
            return "Your kingdom: press t for Trix or c for Complex."
        if view.phase == "double" and not view.doublable:
            # Asked all the same, so that the round shows nobody who holds them.
            said = "Doubling: you hold no K♥ and no queen; Enter goes on (no double)."
            return shown(said, self.ascii_only)
        if view.phase == "double":
            # "space picks from Q♦; Enter doubles it" read as a contradiction.
            mine = shown(card_list(view.doublable), self.ascii_only)
            return (
                f"Doubling: you may double {mine}. Space picks, Enter doubles"
                " what is picked; n doubles nothing."
            )
        if legal == (Pass(),):
            return "Nothing fits the layout: press p to pass (bass)."
        if view.phase == "trix":
            return "Your turn: play a card that fits the layout (←/→, Enter)."
        if not view.trick:
            return "Your lead: any card (←/→, Enter)."
        suit = view.led_suit
        assert suit is not None
        # The word with the symbol ("Follow S" read as a riddle, a
        # play-tester); `status` writes the symbol as a letter in ASCII mode.
        named = f"{suit.name.lower()} ({suit.symbol})"
        follows = all(isinstance(a, PlayCard) and a.card.suit is suit for a in legal)
        if follows:
            return f"Follow suit: {named} (←/→, Enter)."
        return f"No {named} in your hand: any card goes (←/→, Enter)."

    # -- keys ------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "pass_turn" and self.public_phase() == "trix":
            # In the layout the key always answers on your turn: while a card
            # fits, the rules' refusal says why (Complex has no passing: no
            # key); on another's, it waits dimmed.
            return on_turn(self.my_turn())
        if action in ("pick", "double_none"):
            doubles = self.can_now(Double)
            if action == "pick" and self.nothing_to_double():
                doubles = False  # nothing to pick: dimmed
            # The doubling round's keys wait dimmed through others' doubles
            # (hidden, they came and went with each doubler).
            return on_turn(doubles) if self.public_phase() == "double" else doubles
        if action == "choose":
            return self.can_now(Choose)
        if action == "act":
            phase = self.public_phase()
            label = phase if phase in ("double", "choose") else "play"
            if label == "double" and self.nothing_to_double():
                label = "go-on"
            if (parameters[0] if parameters else "play") != label:
                return False  # another of Enter's bindings is the one in force
        if action == "pass_turn":
            return self.can_now(Pass)
        return super().check_action(action, parameters)

    def nothing_to_double(self) -> bool:
        """Whether the seat on turn is asked in the doubling round with no
        K♥ and no queen (asked all the same: the round tells nobody who
        holds them): Enter goes on, and there is nothing to pick."""
        view = self.view
        return self.can_now(Double) and view is not None and not view.doublable

    def action_pick(self) -> None:
        self.pick(self.cursor)

    def point_at(self, action: object) -> None:
        """A hinted double picks its cards (Enter then doubles them: it
        meant no double, the hint unheeded); any other move, its card."""
        if not isinstance(action, Double):
            super().point_at(action)
            return
        if not self.private:
            return
        self.picked = {self.hand.index(c) for c in action.cards if c in self.hand}
        self.query_one("#hand", CardRowView).selected = frozenset(self.picked)
        if self.picked:
            self.move_cursor_to(min(self.picked))

    def pointer(self) -> object:
        # What Enter would do without the hint: in the doubling round, double
        # the picks wherever the cursor is; choosing a contract, nothing (t
        # and c choose), so moving the cursor leaves the hint in force.
        phase = self.view.phase if self.view is not None else None
        if phase == "double":
            return frozenset(self.picked)
        if phase == "choose":
            return None
        return self.cursor, frozenset(self.picked)

    def follow_words(self, action: object) -> str:
        if isinstance(action, Double) and action.cards and self.picked:
            them = "it" if len(self.picked) == 1 else "them"
            return f"Picked for you: Enter doubles {them}."
        return super().follow_words(action)

    def pick(self, index: int) -> None:
        if not self.private or index >= len(self.hand):
            return
        if self.view is None or self.view.phase != "double":
            return
        if self.hand[index] not in self.view.doublable:
            self.status(
                "Only the King of Hearts and the queens can be doubled.", error=True
            )
            return
        if not self.my_turn():
            # Nothing is offered to you now, but "only the K♥ and the queens"
            # would be wrong of the queen you clicked.
            self.status(self._not_your_double(self.view), error=True)
            return
        if self.hand[index] not in self._offered(self.view):
            self.status(
                "Only the King of Hearts and the queens can be doubled.", error=True
            )
            return
        self.picked ^= {index}
        self.query_one("#hand", CardRowView).selected = frozenset(self.picked)
        # In words too: the highlight alone is colour, which some cannot see.
        if self.picked:
            chosen = cards_label(
                [self.hand[i] for i in sorted(self.picked)], self.ascii_only
            )
            self.status(f"Picked to double: {chosen}. Enter doubles; space unpicks.")
        else:
            self.status("Nothing picked: n doubles nothing.")

    @staticmethod
    def _not_your_double(view: TrixView) -> str:
        """Why a card you may double cannot be picked now: your say in the
        doubling round is still to come, or past."""
        if view.seat in view.to_double:
            return "Wait for your turn to double."
        return "You have had your say in this doubling round."

    def action_act(self, phase: str = "play") -> None:
        """Enter: play, double what is picked, or follow a hinted contract
        (``phase`` only tells `check_action` which label is in force)."""
        if self.view is None or not self.my_turn():
            self.status(self.not_your_turn(), error=True)
            return
        if self.follow_hint():
            return
        phase = self.view.phase
        if phase == "choose":
            self.status("Choose the contract: t for Trix, c for Complex.", error=True)
        elif phase == "double" and not self.picked and self.view.doublable:
            # Not "no double": a play-tester's Enter on a queen he had not
            # picked (space had refused the 3♠ beside it) gave up doubling
            # it, and an answer in the round cannot be taken back.
            self.status(
                "Nothing picked to double: space picks the card under the"
                " cursor; n doubles nothing.",
                error=True,
            )
        elif phase == "double":
            picked = [str(self.hand[i]) for i in sorted(self.picked)]
            self.submit("double " + (" ".join(picked) or "none"))
        elif self.hand:
            self.submit(f"play {self.hand[self.cursor]}")

    def least_pause(self) -> float:
        """In the doubling round, with a hard bot at the table: its search
        (up to its budget) for a K♥ or queen to weigh must not outlast the
        instant answer of a seat with nothing to double. A search took a
        tenth or a fifth of a second here, inside the 0.6 s pause; on a
        slower machine, or with the pace set short, it would show. (The
        search's doubles are worth it: a hard bot that doubled as the normal
        bot does led its table by 38.4 points a deal, not 51.0.)"""
        if self.thinkers and self.public_phase() == "double":
            return app_of(self).settings.bot_budget
        return 0.0

    def key_off(self, action: str) -> str:
        """p outside the layout says why, in the rules' words ("there is no
        passing in Complex: play a card"), not "that key does nothing now"
        (a play-tester)."""
        if action == "pass_turn" and self.my_turn():
            problem = self.session.refusal("pass")
            if problem:
                return self.refused(problem)
        return super().key_off(action)

    def refused(self, problem: str) -> str:
        if self.session.legal_actions() == [Pass()]:
            # The card's refusal alone hid the one thing to do; one line, so
            # the table keeps its place at 80 columns.
            return "Not allowed: none of your cards fits: press p to pass (bass)."
        return super().refused(problem)

    def action_choose(self, contract: str) -> None:
        self.submit(f"choose {contract}")

    def action_double_none(self) -> None:
        self.submit("double none")

    def action_pass_turn(self) -> None:
        self.submit("pass")

    @classmethod
    def score_rows(
        cls, session: GameSession, names: list[str]
    ) -> list[tuple[str, tuple[int, ...]]]:
        """Each finished deal, labelled with its kingdom."""
        view = session.observe(None)
        assert isinstance(view, TrixView)
        contracts = [
            str(event.target).capitalize()
            for event in session.events_for(None)
            if event.kind == "contract"
        ]
        rows = []
        for deal, result in enumerate(view.deal_scores):
            whose = sentence_start(possessive(names[view.deal_owner(deal)]))
            contract = contracts[deal] if deal < len(contracts) else "kingdom"
            rows.append((f"{deal + 1}. {whose} {contract}", result))
        return rows

    # -- the end of a deal ---------------------------------------------------

    NEXT: ClassVar[str] = "the next deal"
    HAND_NAME: ClassVar[str] = "Deal {n} of {total}"

    def hands_in_game(self) -> int:
        view = self.session.observe(None)
        assert isinstance(view, TrixView)
        return view.deals

    TOTALS_NAME: ClassVar[str] = "Totals"

    def summary_lines(self, ending: Sequence[Event]) -> list[str]:
        """The last card and trick, then the deal's points and the totals on
        one line each (the title already says which deal ended)."""
        lines = [
            line
            for event, line in self.ending_told(ending)
            if event.kind not in ("deal-scored", "score")
        ]
        deal = {e.seat: e.amount for e in ending if e.kind == "score"}
        if deal:
            lines.append(
                "This deal: "
                + " · ".join(
                    f"{name} {points(deal.get(seat, 0))}"
                    for seat, name in enumerate(self.names)
                )
            )
        return lines + self.summary_tail()

    def final_view(self, before: Any, action: Any, events: Sequence[Event]) -> Any:
        """The core deals the next hand in the step that ends this one: the
        game's view module says how the last card left the table, and how
        the deal was scored."""
        assert isinstance(before, TrixView)
        return settled(after_last_play(before, action), events)

    def action_scores(self) -> None:
        from cardgames_tui.ui.screens.score_sheet import ScoreSheet

        rows = self.score_rows(self.session, self.names)
        totals = self.session.scores
        self.app.push_screen(ScoreSheet("Trix scores", self.names, rows, totals))

    def on_card_row_view_clicked(self, message: CardRowView.Clicked) -> None:
        if message.row.id != "hand" or not self.private:
            return
        self.cursor = message.index
        message.row.cursor = message.index
        if self.view is not None and self.view.phase == "double":
            if not message.double:
                self.pick(message.index)
            return
        if message.double and not self.held_back(message.pressed):
            self.action_act()
