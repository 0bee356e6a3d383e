"""`GameScreen`: the base of every game table.

It owns the `GameSession` and decides only *who may look*: the viewer is the
human on turn (after a handover screen when humans share the keyboard),
nobody while bots play between two humans, and at a table of bots only the
bottom seat, with every other hand open (someone watches). Everything on the
table comes from ``session.observe(...)``; moves go to ``session.play(...)``,
whose refusals are shown in the status line and change nothing.
"""

from __future__ import annotations

import random
from pathlib import Path
from time import monotonic
from typing import Any, ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Static

from cardgames_tui.bots.levels import make_bot
from cardgames_tui.core.cards import Card
from cardgames_tui.core.errors import IllegalActionError
from cardgames_tui.core.events import Event
from cardgames_tui.core.narration import sentence_end
from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from cardgames_tui.core.suit_text import shown
from cardgames_tui.store import saves
from cardgames_tui.tools.reason_book import ReasonBook
from cardgames_tui.ui import thinking
from cardgames_tui.ui.app_of import app_of
from cardgames_tui.ui.footer import QUIT_UNSHOWN
from cardgames_tui.ui.hint_memory import HintMemory
from cardgames_tui.ui.narrate import LogWriter
from cardgames_tui.ui.screens.bot_turns import BotTurns
from cardgames_tui.ui.screens.hand_ends import HandEnds
from cardgames_tui.ui.screens.stray_keys import StrayKeys, own_bindings
from cardgames_tui.ui.screens.turn_guard import TurnGuard
from cardgames_tui.ui.widgets.log import EventLogView

LOG_LINES = 200
"""How many recent lines the log keeps when it is rebuilt."""
READ_TIME = 1.5
"""Seconds a refusal stays on the status line before a bot's "is
thinking…" may replace it."""
WAITING_PACE = 0.25
"""The bots' pause, as a share of the usual one, once every human is out
and only bots play on (still slow enough to follow)."""


def on_turn(open_now: bool) -> bool | None:
    """A key of the player on turn: offered, or dimmed while it is not open
    (another's turn, say). Hidden, it came and went at every turn and the
    footer's other keys jumped along with it."""
    return True if open_now else None


SHARED_UNDO = (
    "Nothing of yours to take back this turn: with several players,"
    " only your own moves of this turn can go back."
)
"""What u says in hot-seat when the turn has no move of its own yet."""


class GameScreen(HandEnds, BotTurns, TurnGuard, StrayKeys, Screen[None]):
    """Shared behaviour of the game tables; subclasses draw the table."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # First, so a narrow footer that cuts the rest still shows where
        # every key is listed (the app's f1 came last and fell off at 80).
        Binding("f1", "app.keys", "Keys"),
        Binding("q", "leave", "Menu"),
        Binding("question_mark", "rules", "Rules"),
        Binding("h", "hint", "Hint"),
        Binding("u", "undo", "Undo"),
        QUIT_UNSHOWN,  # "^q Quit" pushed Kings' "s Scores" off at 80 columns
        Binding("tab", "jump(1)", "Next playable", show=False),
        Binding("shift+tab", "jump(-1)", "Previous playable", show=False),
    ]

    QUIT_QUESTION: ClassVar[str] = "Quit? The game is saved: Continue picks it up."
    """What ctrl+q asks over this table (a lesson or a demo is not saved)."""
    BOTS_ONLY_QUESTION: ClassVar[str] = "Quit? A game of bots only is not saved."
    """What ctrl+q asks over a table of bots only (watched, never saved)."""

    def quit_question(self) -> str:
        """What ctrl+q asks here: only a game with a player in it is saved."""
        if self.unsaved:
            return f"Quit? {self.unsaved_loss()}"
        return self.QUIT_QUESTION if self.humans else self.BOTS_ONLY_QUESTION

    def unsaved_loss(self) -> str:
        """What leaving loses when the last save failed: the whole game, or
        its moves since the last save that worked (Continue offers that)."""
        if self.written is None:
            return "This game could not be saved: it will be lost."
        return (
            "Its latest moves could not be saved: Continue picks it up from"
            " before them."
        )

    # What every table has: a header line, your box, a status line.
    DEFAULT_CSS = """
    GameScreen { layout: vertical; }
    GameScreen #table-header {
        height: 1; background: $panel; color: $text; padding: 0 1;
    }
    GameScreen #me { height: auto; border: round $accent; padding: 0 1; }
    GameScreen #me-title { height: 1; text-style: bold; }
    GameScreen #status {
        height: auto; max-height: 3; padding: 0 1; background: $boost;
    }
    GameScreen #status.-error { color: $text-error; text-style: bold; }
    """

    def __init__(
        self, session: GameSession, seats: tuple[Seat, ...], slot: Path
    ) -> None:
        super().__init__()
        self.slot = slot
        """This game's save file (its own: no other game writes it)."""
        self.session = session
        """The game (the only place rules are decided)."""
        self.seats = seats
        """Who sits where."""
        self.humans = [i for i, seat in enumerate(seats) if seat.is_human]
        """Seats played from the keyboard."""
        game = session.game
        self.bots = {
            i: make_bot(game, s.kind)
            for i, s in enumerate(seats)
            if not s.is_human and s.kind not in thinking.SEARCHING_LEVELS
        }
        """Bots that answer at once, in a thread of the app."""
        self.thinkers = {
            i: s.kind
            for i, s in enumerate(seats)
            if s.kind in thinking.SEARCHING_LEVELS
        }
        """Search bots' levels by seat: they think in another process."""
        self.tally = saves.Tally(turn_began=session.ply)
        """When the game started, undos and hints (kept in the save, shown
        on the results screen, recorded in the statistics), and where the
        turn being played began."""
        self.written: tuple[int, int, int, int | None] | None = None
        """`save_key` as last written to the slot (or read, for a game
        continued): None before the first save."""
        self.unsaved = False
        """The last save failed (and the player was told once)."""
        self.epoch = 0
        """Undos so far in this screen: a bot's or a hint's answer carries
        the epoch it was asked in, and one from before an undo is dropped."""
        self.bot_rngs = {
            i: random.Random(f"{session.seed}/bot/{i}")
            for i, s in enumerate(seats)
            if not s.is_human
        }
        self.watching = not self.humans
        """Bots in every seat: whoever looks is watching, not playing, so
        every hand is open, as in a demo."""
        self.views_before: list[Any] = []
        """Watched: each seat's view before the last move."""
        self.frozen_hands: dict[int, tuple[Card, ...]] = {}
        """Watched: each seat's hand as a finished hand left it."""
        self.viewer: int | None = (
            self.humans[0] if len(self.humans) == 1 else 0 if self.watching else None
        )
        """The seat whose private cards may be on screen now (None: nobody)."""
        self.bottom_seat = self.humans[0] if self.humans else 0
        """The seat drawn at the bottom of the table."""
        self.handing_over = False
        """True while the handover screen is up."""
        self.handed_to: int | None = None
        """The seat the last handover gave the keyboard to (None: none yet)."""
        self.finished = False
        """True once the results have been shown."""
        self.frozen: Any = None
        """The finished hand's last position while its summary is up."""
        self.keys_offered: tuple[bool | None, ...] = ()
        """What `check_action` said of each key when the footer was drawn."""
        self.logged: tuple[int | None, int] = (-1, 0)
        """The log's viewer and how many of their events it has written."""
        self.status_line: tuple[str, bool] = ("", False)
        """The status text as composed (ASCII is applied when drawn)."""
        self.last_actor: int | None = None
        """Who made the last move: a turn is new when someone else did."""
        self.hand_began = False
        """A new hand was just dealt (its summary read): the turn that
        comes is new, whoever moved last (`TurnGuard`)."""
        self.header_text = ""
        """The header line as last drawn, less the deal's label (`header`)."""
        self.said_no_at = -READ_TIME
        """When the status line last refused a key (`time.monotonic`)."""
        self.ended: str | None = None
        """While a finished hand (or game) is shown: its summary's title."""
        self.log_until: int | None = None
        """While a finished hand is shown: how many of the session's events
        are that hand's. The engine deals the next hand in the same step,
        and a log already telling it read oddly beside the old table."""
        self.log_writer = LogWriter(session.game, self.names)
        """Tells the log's events; heard all of the current viewer's."""
        self.last_events: tuple[Event, ...] = ()
        """The events of the last move (a hand's summary tells its start)."""
        self.reasons = ReasonBook()
        """The bots' reasons for their moves in this screen, for the log."""
        self.hinted = HintMemory()
        """The last hint, which Enter follows while the cursor stays put."""
        self.carried_log: list[str] | None = None
        """Lines the log starts with instead of its own telling of the
        events so far (a demo's, rules and reasons included, when its
        watcher takes a seat): what they were reading stays."""

    # -- what subclasses provide ------------------------------------------

    def show_view(self, view: Any, private: bool) -> None:
        """Draw the table from ``view``; hide its private parts unless ``private``."""
        raise NotImplementedError

    def open_hand(self, seat: int) -> tuple[Card, ...] | None:
        """``seat``'s cards where every hand is open (a demo, a table of bots
        only), else None: with a player at the table another player's hand
        is never drawn."""
        if not self.watching or seat == self.bottom_seat:
            return None  # the bottom seat's are drawn in its own row
        if self.frozen is not None:  # a finished hand, not the next one
            return self.frozen_hands.get(seat)
        return self.hand_of(self.session.observe(seat))

    def hand_of(self, view: Any) -> tuple[Card, ...]:
        """A seat's own view's hand, in the order this table draws hands."""
        return tuple(view.hand)

    def place_cursor(self, new_turn: bool) -> None:
        """Put the cursor on a playable card: the first one at the start of a
        turn, or when the card under it cannot be played."""

    def action_jump(self, step: int) -> None:
        """tab / shift+tab: the next or previous playable card."""

    def turn_words(self, current: int | None, idle: str) -> str:
        """The header's words on whose turn it is: ``idle`` ("hand over")
        when nobody's."""
        return idle if current is None else f"{self.names[current]} to play"

    def cancel_pending(self) -> bool:
        """Drop a move half made (Kings: the pile to move, asked for its
        target), as Esc does; False if there was none."""
        return False

    # -- helpers ----------------------------------------------------------

    @property
    def hints(self) -> int:
        """Hints shown (they are counted on the results screen)."""
        return self.tally.hints

    @hints.setter
    def hints(self, value: int) -> None:
        self.tally.hints = value

    def count_hint(self) -> None:
        """One more hint, for the player on turn (hot-seat results say who)."""
        self.tally.count_hint(self.session.current_player)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def deal_label(self) -> str:
        """How the header names this deal: its seed, which replays it."""
        return f"seed {self.session.seed}"

    def header(self, text: str, width: int | None = None) -> str:
        """The header line: ``text``, then the deal's label where the line
        has room for it. Last and left out first: it matters least ("Bot 1
        (hard) to play" lost its "play"), and cut it read "· seed" with no
        number (a play-tester)."""
        self.header_text = text
        full = f"{text} · {self.deal_label}"
        room = (width or self.app.size.width) - 2
        return full if len(full) <= room else text

    def on_resize(self, event: events.Resize) -> None:
        # Drawn at the old width, the header was cut to "· seed" once the
        # terminal narrowed, until the next move (a play-tester).
        if self.header_text:
            for line in self.query("#table-header").results(Static):
                line.update(self.header(self.header_text, event.size.width))

    @property
    def ascii_only(self) -> bool:
        return bool(app_of(self).settings.ascii_only)

    def status(self, text: str, error: bool = False) -> None:
        if error:
            self.said_no_at = monotonic()
        self.status_line = (text, error)
        line = self.query_one("#status", Static)
        line.update(shown(text, self.ascii_only))
        line.set_class(error, "-error")

    def text_setting_changed(self) -> None:
        """ASCII was switched: draw every text again (the log from scratch)."""
        self.logged = (-2, 0)
        self.redraw(self.frozen)
        self.status(*self.status_line)

    def table_view(self) -> Any:
        """What the table may show now: the bottom seat's view while its
        player looks, else the public view (no hidden card is even handed
        to a widget)."""
        seat = self.bottom_seat if self.viewer == self.bottom_seat else None
        return self.session.observe(seat)

    def redraw(self, view: Any = None) -> None:
        """Draw the table (``view``, or the live one) and the log for the
        current viewer."""
        if view is None:
            view = self.table_view()
        self.show_view(view, private=self.viewer == self.bottom_seat)
        events = self.session.events_for(self.viewer)
        tags = self.reason_tags()
        if self.log_until is not None:
            held = sum(
                e.visible_to(self.viewer) for e in self.session.events[self.log_until :]
            )
            events = events[: len(events) - held]
            tags = tags[: len(events)] if tags else tags
        log = self.query_one(EventLogView)
        viewer, written = self.logged
        if viewer == self.viewer and written <= len(events):
            lines = self.log_writer.lines(
                events[written:], self.ascii_only, tags[written:]
            )
            log.add(lines)
        else:  # another viewer: nothing private to the last one may stay
            self.log_writer = LogWriter(self.session.game, self.names)
            lines = self.log_writer.lines(events, self.ascii_only, tags)
            if self.carried_log is not None:
                lines, self.carried_log = self.carried_log, None
            log.show(lines[-LOG_LINES:])
        self.logged = (self.viewer, len(events))

    def reason_tags(self) -> list[Any]:
        """The bots' reasons for the viewer's log, one tag per event they
        see (none unless the setting is on): only reasons that name no card
        hidden from the viewer (`tools.reason_book`)."""
        if not app_of(self).settings.bot_reasons or not self.reasons.moves:
            return []
        return self.reasons.tags(
            self.session.events, self.viewer, False, self.DEAL_KINDS
        )

    # -- the turn cycle ----------------------------------------------------

    def on_mount(self) -> None:
        # Textual calls on_mount of every class in the MRO: subclasses must not.
        if not self.show_saved_end():
            self.advance()

    def advance(self) -> None:
        """After every move: save, then hand the turn to a bot or a human."""
        session = self.session
        if session.is_over:
            if self.finished:
                return
            self.finished = True
            self.forget_save()
            self.keep_record()
            app_of(self).show_results(
                session,
                self.seats,
                replace=self,
                hints=self.hints,
                undos=self.tally.undos,
                hints_by_seat=self.tally.hints_by_seat,
            )
            return
        if self.humans:
            self.save()
        seat = session.current_player
        assert seat is not None
        player = self.seats[seat]
        began, self.hand_began = self.hand_began, False
        if player.is_human:
            if self.viewer == seat:
                self.redraw()
                self.place_cursor(new_turn=self.last_actor != seat)
                self.status(self.turn_hint())
                self.show_line_next()
                if began or self.last_actor != seat:
                    # Held only when it came by another's move or a new
                    # hand: a game started or continued came by one's own key.
                    came = began or self.last_actor is not None
                    guard = app_of(self).settings.turn_guard
                    self.turn_shown(guard if came else 0.0)
            else:
                self.viewer = None
                self.redraw()
                self.hand_over(seat)
        else:
            # Bots play between humans: public only. Not once the other
            # humans are out for good: nobody left has a move to gain by a
            # look, and a play-tester pressed Enter on "Ben again" before
            # each of his turns to the end.
            if len(self.humans_playing(session.observe(None))) > 1:
                self.viewer = None
            self.redraw()
            delay = app_of(self).settings.bot_delay
            waiting = bool(self.humans) and self.humans_out(session.observe(None))
            if waiting:
                # Out until the end (of the game, of a Trix layout): a
                # play-tester watched bots finish for 80 s at full pause.
                delay *= WAITING_PACE
                self.status(f"{player.name} is thinking… (bots alone: faster)")
            elif monotonic() - self.said_no_at >= READ_TIME:
                # Not over a refusal just made ("Wait for your turn."): the
                # next bot's line replaced it before it could be read (two
                # play-testers thought the key had done nothing).
                self.status(f"{player.name} is thinking…")
            delay = max(delay, self.least_pause())
            self.run_bot(session.ply, seat, session.observe(seat), self.epoch, delay)
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
        for binding in own_bindings(self):
            namespace, name, params = parse(binding.action)
            if not namespace:
                actions.append((name, params))
        return actions

    def hand_over(self, seat: int) -> None:
        from cardgames_tui.ui.screens.handover import HandoverScreen

        self.handing_over = True

        def take_seat(_: None) -> None:
            self.handing_over = False
            self.viewer = self.bottom_seat = self.handed_to = seat
            self.redraw()
            self.place_cursor(new_turn=True)
            self.status(self.seat_taken_hint())
            self.refresh_keys()
            # A second Enter through the handover played a card unseen.
            self.turn_shown(app_of(self).settings.turn_guard)

        # Still behind the screen when only bots played since this player's
        # last move (the Trix layout, another human out): he may be watching.
        again = self.handed_to == seat
        self.app.push_screen(HandoverScreen(self.seats[seat].name, again), take_seat)

    def turn_hint(self) -> str:
        return f"Your turn, {self.seats[self.bottom_seat].name}."

    def seat_taken_hint(self) -> str:
        """The status line as a player takes the seat after a handover."""
        return self.turn_hint()

    def asking(self) -> bool:
        """Whether the table waits for the rest of a move (a Kings pile
        move's numbers): its question stays on the status line."""
        return False

    def pointer_moved(self) -> None:
        """A refusal was about the card it was for: left on the status line
        once the cursor had moved on, it read as said of the new card (a
        play-tester's note), so the turn's keys come back instead."""
        if self.status_line[1] and self.my_turn() and not self.asking():
            self.status(self.pointer_line())
        super().pointer_moved()

    def pointer_line(self) -> str:
        """What the status line says once a refusal leaves it: the turn's
        keys, or what is still picked (Shithead)."""
        return self.turn_hint()

    def humans_playing(self, public: Any) -> list[int]:
        """The human seats with moves still to make this game, whose cards
        stay hidden from each other (all of them, unless a game lets a
        player go out for good)."""
        return self.humans

    def least_pause(self) -> float:
        """Seconds every bot's turn lasts at least just now, whatever the
        pace: where a search's length would tell what a bot holds (a Trix
        doubling round), every turn lasts as long as a search may."""
        return 0.0

    def humans_out(self, public: Any) -> bool:
        """Whether every human has gone out and only bots play on until the
        game or the deal ends (the bots then keep a shorter pause)."""
        return False

    def point_at(self, action: Any) -> None:
        """Show where a hinted move is on the table (a hand table puts its
        cursor on the card); a table without one cursor leaves it."""

    def pointer(self) -> object:
        """Where the cursor and the picks are (compared, never read): Enter
        follows a hint only while they are where the hint left them."""
        return None

    def follow_words(self, action: Any) -> str:
        """What the status line adds to a hint: what Enter does with it."""
        return "Enter follows it."

    def follow_hint(self) -> bool:
        """Enter right after a hint: make the hinted move (True), if the
        position and the cursor are still the hint's and its line is shown."""
        if not self.my_turn():
            return False
        if self.waits_for_hint():
            return True
        if self.hint_lines is None or self.status_line[0] != self.hint_lines[0]:
            # Only while the hint's line is on screen: after "x does nothing
            # here", Enter still chose the contract of a hint no longer shown.
            return False
        session = self.session
        action = self.hinted.to_follow(session.ply, self.epoch, self.pointer())
        if action is None or action not in session.legal_actions():
            return False
        self.play(action)
        return True

    def my_turn(self) -> bool:
        """Whether the keyboard may act now (a human's turn, their cards shown)."""
        return (
            not self.session.is_over
            and self.ended is None
            and self.viewer is not None
            and self.session.current_player == self.viewer
            and self.seats[self.viewer].is_human  # watched bots: nobody acts
            and not self.handing_over
        )

    def can_now(self, kind: type) -> bool:
        """Whether the keyboard may make a move of ``kind`` now (never in
        another's turn): what a table's move keys are offered by."""
        return self.my_turn() and any(
            isinstance(a, kind) for a in self.session.legal_actions()
        )

    def public_phase(self) -> str | None:
        """The phase the public view is in (``play``, ``trix``, ``double``)."""
        phase = getattr(self.session.observe(None), "phase", None)
        return phase if isinstance(phase, str) else None

    # -- moves ------------------------------------------------------------

    def not_your_turn(self) -> str:
        """What a move key says while the player here may not move."""
        if self.watching:
            return "Bots in every seat: you are watching (q leaves)."
        return "Wait for your turn."

    def key_off(self, action: str) -> str:
        if action == "undo" and len(self.humans) > 1 and not self.own_turn_moves():
            # The key is not offered then (check_action): say why.
            return SHARED_UNDO
        if self.session.is_over:
            return "The game is over."
        if not self.my_turn():
            return self.not_your_turn()
        return super().key_off(action)

    def submit(self, notation: str) -> bool:
        """Play a human's move; an illegal one is explained and changes nothing."""
        if not self.my_turn():
            self.status(self.not_your_turn(), error=True)
            return False
        try:
            action = self.session.parse(notation)
            self.play(action)
        except IllegalActionError as problem:
            self.status(self.refused(str(problem)), error=True)
            return False
        return True

    def refused(self, problem: str) -> str:
        """The status line for a move the rules refuse, ``problem`` their why,
        a sentence with its full stop (Trix's follow-suit clause had none)."""
        return f"Not allowed: {sentence_end(problem)}"

    def play(self, action: Any, reason: str = "") -> None:
        """Apply a move (IllegalActionError changes nothing), then go on, or
        stop on the finished hand until the player presses Enter. A bot's
        move comes with its ``reason``, kept for the log."""
        seat = self.session.current_player
        # Only the public view where a hand's summary is read by everyone
        # (several humans): its last position is drawn from this one, and
        # no hidden card is handed to a widget then.
        before = (
            self.session.observe(None) if len(self.humans) > 1 else self.table_view()
        )
        # Watched: every seat's view before the move, for the hands shown
        # behind a summary (the engine has dealt the next hand by then).
        session = self.session
        self.views_before = (
            [session.observe(s) for s in range(session.players)]
            if self.watching
            else []
        )
        events = self.last_events = self.session.play(action)
        if seat is not None and self.seats[seat].is_human:
            # A move of the player's answers any refusal before it: the
            # bots' "is thinking…" may replace it at once (`READ_TIME`).
            self.said_no_at = -READ_TIME
        self.hinted.played(action, self.session.ply, self.epoch)
        end = len(self.session.events)
        self.reasons.note(end - len(events), end, reason)
        self.last_actor = seat
        ends = [i for i, e in enumerate(events) if e.kind in self.END_KINDS]
        if self.session.current_player != seat or ends:
            # A hand that ended begins a new turn too, even for the player
            # who ended it (Kings offered u on his new hand, a play-tester).
            self.turn_began = self.session.ply
        if not ends and not self.session.is_over:
            self.advance()
            return
        self.show_end(self.how_it_ended(events), before, action)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("hint", "act"):
            return on_turn(self.my_turn())
        if action == "undo":
            # With several humans an undo past the turn would show one
            # player's hand to another: the key is offered only for the
            # moves of the turn still going on.
            return len(self.humans) == 1 or self.own_turn_moves()
        return True

    @property
    def turn_began(self) -> int:
        """The ply the turn now being played began at: in hot-seat only the
        moves since then, the player's own, can be taken back (a continued
        game's too: after Continue, a swap made before leaving answered
        "Nothing of yours to take back this turn", a play-tester)."""
        began = self.tally.turn_began
        assert began is not None, "set at the deal, or by keep_tally"
        return began

    @turn_began.setter
    def turn_began(self, ply: int) -> None:
        self.tally.turn_began = ply

    def keep_tally(self, tally: saves.Tally) -> None:
        """A continued game's tally. Its turn begins where it was saved if
        the save does not say (one from before) or says a later move."""
        if tally.turn_began is None or tally.turn_began > self.session.ply:
            tally.turn_began = self.session.ply
        self.tally = tally

    def own_turn_moves(self) -> bool:
        """Whether the player on turn has made moves this turn: with several
        humans, those (and only those) can be taken back, since nobody else
        has looked since (a play-tester's slip within a Kings turn)."""
        return self.my_turn() and self.session.ply > self.turn_began

    # -- undo and the record -------------------------------------------------

    def action_undo(self) -> None:
        """Take back the human's last decision and the bot moves after it."""
        from cardgames_tui.ui.undo import cannot_take_back, take_back

        human = self.humans[0] if len(self.humans) == 1 else self.viewer
        if len(self.humans) != 1 and not self.own_turn_moves():
            self.status(SHARED_UNDO, error=True)
            return
        if self.session.is_over or self.ended is not None or self.handing_over:
            self.status("Nothing can be taken back now.", error=True)
            return
        assert human is not None
        taken = take_back(self.session, human)
        if taken.seen is not None:
            self.status(cannot_take_back(taken.seen), error=True)
            return
        undone = taken.moves
        if not undone:
            self.status("There is no move of yours to take back yet.", error=True)
            return
        self.epoch += 1  # a bot still thinking about the undone position
        self.reasons.forget_from(len(self.session.events))
        self.tally.undos += 1
        self.last_actor = None
        self.logged = (-2, 0)  # the log is written again: undone lines go
        self.advance()
        others = undone - 1
        also = f" and {others} move{'s' * (others != 1)} after it" if others else ""
        self.status(f"Took back your last move{also}. Your turn again.")

    def save(self) -> None:
        """Write this game to its slot, with the bots' reasons for the log
        (not again while nothing changed: a game continued and left without
        a move kept its file, and its "last played" time, as it was)."""
        written = self.save_key()
        if written == self.written:
            return
        reasons = [(m.start, m.end, m.reason) for m in self.reasons.moves.values()]
        try:
            saves.save(self.slot, self.session, self.seats, self.tally, reasons)
        except OSError as problem:
            # The game goes on (a data folder that is a file closed the app
            # at its first move); said once, not at every move.
            if not self.unsaved:
                self.unsaved = True
                self.notify(
                    f"This game cannot be saved in {self.slot.parent}"
                    f" ({problem.strerror or problem}): it goes on, but leaving"
                    " it will lose what is not saved.",
                    severity="error",
                    timeout=15,
                )
            return
        self.unsaved = False
        self.written = written

    def forget_save(self) -> None:
        """Remove the finished game's save; a file that cannot be removed
        is said so, and no file at all (it could never be written: the data
        folder was a file, and the game's end closed the app) is nothing."""
        try:
            saves.discard(self.slot)
        except OSError as problem:
            if self.slot.exists():
                self.notify(
                    "The finished game's save could not be removed"
                    f" ({problem.strerror or problem}): Continue may still offer it.",
                    severity="warning",
                )

    def save_key(self) -> tuple[int, int, int, int | None]:
        """What a save would change when it differs: moves, undos, hints,
        and a summary open or read."""
        tally = self.tally
        return (self.session.ply, tally.undos, tally.hints, tally.summary_at)

    def keep_record(self) -> None:
        """Add the finished game to the statistics (games with a human only:
        bots among themselves are a demo, not someone's record)."""
        from cardgames_tui.ui.keep import keep_finished

        if self.humans:
            keep_finished(self, self.session, self.seats, self.tally)

    # -- leaving ------------------------------------------------------------

    def action_leave(self) -> None:
        def answer(leave: bool | None) -> None:
            if leave:
                app_of(self).back_to_menu()

        from cardgames_tui.ui.screens.dialogs import LEAVE_SAVED, ConfirmDialog

        if self.unsaved:
            question = f"Leave this game? {self.unsaved_loss()}"
        elif self.humans:
            question = LEAVE_SAVED
        else:
            question = "Stop watching? A game of bots only is not saved."
        self.app.push_screen(ConfirmDialog(question), answer)

    def action_rules(self) -> None:
        from cardgames_tui.ui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(self.session.game))
