"""`HandEnds`: how a game table stops on a finished hand or game.

The core deals the next hand in the same step that ends one, so a table
that went straight on would show new cards beside the old hand's last
events. Here the table freezes the finished position (its ``final_view``),
holds the log back at the next deal, saves, and shows the summary; Enter
goes on to the next hand, or to the results.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from cardgames_tui.core.cards import Card
from cardgames_tui.core.events import Event
from cardgames_tui.tools.reason_book import DEAL_KINDS
from cardgames_tui.ui.narrate import told_lines

if TYPE_CHECKING:
    from textual.app import App

    from cardgames_tui.core.session import GameSession
    from cardgames_tui.store.saves import Tally


class EndingTable(Protocol):
    """What `HandEnds` reads of the game table it is mixed into."""

    session: GameSession
    slot: Path
    viewer: int | None
    handed_to: int | None
    bottom_seat: int
    humans: list[int]
    watching: bool
    last_events: tuple[Event, ...]
    views_before: list[Any]
    tally: Tally
    frozen: Any
    frozen_hands: dict[int, tuple[Card, ...]]
    ended: str | None
    log_until: int | None
    hand_began: bool
    END_KINDS: ClassVar[frozenset[str]]
    DEAL_KINDS: ClassVar[frozenset[str]]
    HAND_NAME: ClassVar[str]
    TOTALS_NAME: ClassVar[str]
    NEXT: ClassVar[str]
    SETTLED_AT_GAME_END: ClassVar[bool]

    @property
    def app(self) -> App[Any]: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def ascii_only(self) -> bool: ...

    def hands_in_game(self) -> int | None: ...

    def end_title(self, events: Sequence[Event]) -> str: ...

    def final_view(self, before: Any, action: Any, events: Sequence[Event]) -> Any: ...

    def summary_lines(self, ending: Sequence[Event]) -> list[str]: ...

    def ending_told(self, ending: Sequence[Event]) -> list[tuple[Event, str]]: ...

    def summary_tail(self) -> list[str]: ...

    def next_deal_at(self) -> int | None: ...

    def hand_of(self, view: Any) -> tuple[Card, ...]: ...

    def save(self) -> None: ...

    def forget_save(self) -> None: ...

    def redraw(self, view: Any = None) -> None: ...

    def status(self, text: str, error: bool = False) -> None: ...

    def refresh_keys(self) -> None: ...

    def advance(self) -> None: ...

    def show_end(self, ending: Sequence[Event], before: Any, action: Any) -> None: ...

    def how_it_ended(self, events: Sequence[Event]) -> Sequence[Event]: ...


class HandEnds:
    """What `GameScreen` does when a hand or the game ends; each game's
    table says what its summary and finished position show (each
    self-typed method's ``self`` is the table)."""

    # Set by the table's __init__; declared here for the ones set below.
    viewer: int | None
    handed_to: int | None
    ended: str | None
    log_until: int | None
    frozen: Any
    frozen_hands: dict[int, tuple[Card, ...]]

    SIGNED_SCORES: ClassVar[bool] = True
    """Score sheet lines are changes (+25), not running totals."""

    END_KINDS: ClassVar[frozenset[str]] = frozenset()
    """Event kinds that end a hand (the table pauses on them)."""

    HAND_NAME: ClassVar[str] = "Hand {n}"
    """How the summary's title names the n-th hand (Trix: ``Deal {n} of
    {total}``, the total from the game's view)."""

    def hands_in_game(self) -> int | None:
        """How many hands a game has, where the rules fix it."""
        return None

    def end_title(self: EndingTable, events: Sequence[Event]) -> str:
        """The summary's title when ``events`` end a hand or the game."""
        if not self.END_KINDS:  # a game of one hand
            return "Game over"
        finished = sum(e.kind in self.END_KINDS for e in self.session.events)
        name = self.HAND_NAME.format(n=finished, total=self.hands_in_game())
        title = f"{name} is over"
        return f"{title}: game over" if self.session.is_over else title

    SETTLED_AT_GAME_END: ClassVar[bool] = False
    """Whether the game's last summary shows `final_view` too: at the end
    nothing is dealt, so the live position is the last one, unless the
    state keeps or drops what a player expects to see settled (Kings: the
    pot still in it; Trix: the last layout and trick gone)."""

    def final_view(self, before: Any, action: Any, events: Sequence[Event]) -> Any:
        """The finished hand's last position: the core deals the next hand
        in the same step, so a table shows ``before`` with ``action`` done
        and the hand settled as its ``events`` tell."""
        return before

    NEXT: ClassVar[str] = "the next hand"
    """What Enter leads to after a hand's summary."""

    def summary_lines(self: EndingTable, ending: Sequence[Event]) -> list[str]:
        """The summary of the ended hand: its last events, then the totals."""
        return [line for _, line in self.ending_told(ending)] + self.summary_tail()

    def ending_told(
        self: EndingTable, ending: Sequence[Event]
    ) -> list[tuple[Event, str]]:
        """The lines of ``ending`` (the viewer's first events of the last
        move), told in the light of the whole game before them."""
        history = self.session.events_for(self.viewer)
        last = sum(e.visible_to(self.viewer) for e in self.last_events)
        start = len(history) - last
        return told_lines(
            self.session.game,
            history[: start + len(ending)],
            self.names,
            self.ascii_only,
            start,
        )

    TOTALS_NAME: ClassVar[str] = "Points"
    """What the summary calls the running scores."""

    def summary_tail(self: EndingTable) -> list[str]:
        """The summary's last lines: the running scores."""
        scores = self.session.scores
        return [
            f"{self.TOTALS_NAME}: "
            + " · ".join(
                f"{name} {score}"
                for name, score in zip(self.names, scores, strict=True)
            )
        ]

    @classmethod
    def score_rows(
        cls, session: GameSession, names: list[str]
    ) -> list[tuple[str, tuple[int, ...]]]:
        """The game's score sheet, line by line, for the results (none here)."""
        return []

    def next_deal_at(self: EndingTable) -> int | None:
        """Where the next hand's deal starts in the session's events, once a
        hand has ended (None if no hand has, or none was dealt after it:
        the game is over). The log stops there beside the finished hand."""
        events = self.session.events
        ends = [i for i, e in enumerate(events) if e.kind in self.END_KINDS]
        if not ends:
            return None
        after = range(ends[-1], len(events))
        return next((i for i in after if events[i].kind in self.DEAL_KINDS), None)

    DEAL_KINDS: ClassVar[frozenset[str]] = DEAL_KINDS
    """Event kinds that start the next hand."""

    def how_it_ended(self: EndingTable, events: Sequence[Event]) -> Sequence[Event]:
        """The events of the move that ended a hand, up to the next hand's
        deal, which the engine makes in the same move."""
        deals = [i for i, e in enumerate(events) if e.kind in self.DEAL_KINDS]
        return events[: deals[0]] if deals else events

    def show_saved_end(self: EndingTable) -> bool:
        """Show again the summary a continued game was left at, drawn from
        the position before the move that ended the hand (the engine had
        dealt the next hand in that move); False if it was left elsewhere."""
        from cardgames_tui.core.errors import InvalidSetupError
        from cardgames_tui.core.session import GameSession

        session = self.session
        if self.tally.summary_at != session.ply or session.is_over or not session.ply:
            return False
        ending = self.how_it_ended(session.last_events)
        if not any(e.kind in self.END_KINDS for e in ending):
            return False  # a save from another path: play on
        record = session.record()
        actions = list(session.actions)
        record["actions"] = [str(action) for action in actions[:-1]]
        try:
            prior = GameSession.from_record(record)
        except InvalidSetupError:
            return False
        # One human reads it as his own table; several read it together.
        alone = len(self.humans) == 1
        self.viewer = self.bottom_seat if alone else None
        before = prior.observe(self.bottom_seat if alone else None)
        # The summary tells the last move's events (a review: without them
        # it came back with the totals only, the result lines gone).
        self.last_events = tuple(session.last_events)
        self.show_end(ending, before, actions[-1])
        return True

    def show_end(
        self: EndingTable, ending: Sequence[Event], before: Any, action: Any
    ) -> None:
        from cardgames_tui.ui.screens import hand_end
        from cardgames_tui.ui.screens.hand_end import HandEndDialog

        # Saved as open: a game left at its summary comes back to it (it came
        # back on the next hand, the summary lost, a play-tester).
        self.tally.summary_at = None if self.session.is_over else self.session.ply
        if self.humans:
            self.save()
        if self.session.is_over:
            self.forget_save()
        title = self.end_title(ending)
        self.ended = title
        self.log_until = self.next_deal_at()
        live = self.session.is_over and not self.SETTLED_AT_GAME_END
        self.frozen = None if live else self.final_view(before, action, ending)
        self.frozen_hands = (
            {
                seat: self.hand_of(self.final_view(view, action, ending))
                for seat, view in enumerate(self.views_before)
            }
            if self.frozen is not None
            else {}
        )
        if self.viewer is not None and self.viewer != self.bottom_seat:
            self.viewer = None
        if len(self.humans) > 1:
            # Everyone at the keyboard reads the summary: only public cards
            # and lines beside it (the log showed the last mover's draws),
            # and whoever opens the next hand, even he, gets it by a handover
            # ("Pass to", not "again": more than bots have played since).
            self.viewer = self.handed_to = None
        self.redraw(self.frozen)
        viewer_events = [e for e in ending if e.visible_to(self.viewer)]
        lines = self.summary_lines(viewer_events)
        # Bots only: someone watches, so the next hand comes by itself.
        watched = self.watching and not self.session.is_over
        goes_on_in = hand_end.WATCHED_PAUSE if watched else None
        self.status(f"{title}. Press Enter to go on.")
        self.refresh_keys()

        def go_on(_: None) -> None:
            self.tally.summary_at = None  # read: saved so by the next move's save
            self.ended = None
            self.frozen = None
            self.frozen_hands = {}
            self.log_until = None
            self.hand_began = True
            self.advance()

        after = "the results" if self.session.is_over else self.NEXT
        self.app.push_screen(HandEndDialog(title, lines, after, goes_on_in), go_on)
