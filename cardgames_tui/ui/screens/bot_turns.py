"""`BotTurns`: how a game table gets its bots' moves and a player's hints.

Bots think off the event loop (a normal bot in a thread; a bot that
searches, the hard one or a normal one looking ahead, in the process pool),
so the screen never freezes; an answer comes back as a message and is
dropped if the game has moved on since it was asked for. Every wait ends
as soon as the table closes: a worker thread still sleeping or waiting on
the pool held up leaving the app by the whole pause (a minute, in a test
with long pauses).
"""

from __future__ import annotations

import random
from concurrent.futures import Future
from concurrent.futures import wait as wait_for
from time import monotonic
from typing import TYPE_CHECKING, Any, Protocol, cast

from textual import work
from textual.app import App
from textual.message import Message
from textual.worker import get_current_worker

from cardgames_tui.bots.levels import make_bot
from cardgames_tui.bots.montecarlo import Advice
from cardgames_tui.core.bots import Decision, decide
from cardgames_tui.ui import thinking
from cardgames_tui.ui.app_of import app_of
from cardgames_tui.ui.hint_memory import Hinted, HintMemory
from cardgames_tui.ui.hints import hint_text, line_hint_text

if TYPE_CHECKING:
    from cardgames_tui.core.bots import Bot
    from cardgames_tui.core.session import GameSession


class BotDecided(Message):
    """A bot chose ``action`` for the position at ``ply`` (after ``epoch``
    undos: an undone position and a new one can share a ply), for
    ``reason`` ("" if it gave none)."""

    def __init__(self, ply: int, action: Any, epoch: int = 0, reason: str = "") -> None:
        self.ply = ply
        self.action = action
        self.epoch = epoch
        self.reason = reason
        super().__init__()


class HintReady(Message):
    """The hard bot's advice for the position at ``ply`` (after ``epoch``
    undos); None if it could not be worked out."""

    def __init__(self, ply: int, advice: Advice | None, epoch: int = 0) -> None:
        self.ply = ply
        self.advice = advice
        self.epoch = epoch
        super().__init__()


class Table(Protocol):
    """What `BotTurns` reads of the game table it is mixed into."""

    session: GameSession
    bots: dict[int, Bot[Any, Any]]
    thinkers: dict[int, str]
    bot_rngs: dict[int, random.Random]
    epoch: int
    hints: int
    held_move: BotDecided | None
    hinted: HintMemory

    @property
    def app(self) -> App[Any]: ...

    @property
    def ascii_only(self) -> bool: ...

    def my_turn(self) -> bool: ...

    def count_hint(self) -> None: ...

    def status(self, text: str, error: bool = False) -> None: ...

    def play(self, action: Any, reason: str = "") -> None: ...

    def save(self) -> None: ...

    def on_bot_decided(self, message: BotDecided) -> None: ...

    def point_at(self, action: Any) -> None: ...

    def pointer(self) -> object: ...

    def follow_words(self, action: Any) -> str: ...

    def show_hint(self, hinted: Hinted, text: str) -> None: ...

    hint_lines: tuple[str, str] | None

    hint_asked: tuple[int, int, object] | None

    status_line: tuple[str, bool]

    def post_message(self, message: Message) -> bool: ...

    def think_hint(self, ply: int, view: Any, seed: int, epoch: int = 0) -> Any: ...

    def _think(
        self, level: str, view: Any, rng: random.Random, budget: float
    ) -> Decision[Any] | None: ...


THINKING = "Thinking about your hand…"
"""The status line while a hint is worked out."""
HINT_COMING = (
    "Nothing played yet: once the hint shows, Enter makes it; ←/→ to choose yourself."
)
"""What Enter says while the hint is worked out (it plays nothing)."""

MOVED_AWAY = "(The cursor moved: Enter plays what it is on now.)"
"""What a hint's status line says once the cursor has left its move."""

POLL = 0.05
"""Seconds between looks at whether the table closed, waiting on the pool."""


def closed(seconds: float) -> bool:
    """Pause this worker ``seconds``: True as soon as it is cancelled (its
    table closed, or the app is leaving), False once the pause is over."""
    return get_current_worker().cancelled_event.wait(seconds)


def result_unless_closed(job: Future[Any], timeout: float) -> tuple[Any] | None:
    """The pool's answer in a 1-tuple, None if this worker is cancelled
    first (the job is then dropped); TimeoutError after ``timeout``."""
    cancelled = get_current_worker().cancelled_event
    waited = 0.0
    while not cancelled.is_set():
        if wait_for([job], timeout=POLL).done:
            return (job.result(),)
        waited += POLL
        if waited >= timeout:
            raise TimeoutError("the bot's process did not answer")
    job.cancel()
    return None


class BotTurns:
    """What `GameScreen` does to have its bots move and its hints given
    (each method's ``self`` is the table)."""

    held_move: BotDecided | None = None
    """A bot's move that came while something was open over the table,
    played once the table is in front again."""

    hint_lines: tuple[str, str] | None = None
    """The last hint's status line as shown, and as it reads once the
    cursor has left the hinted move."""

    hint_asked: tuple[int, int, object] | None = None
    """Where a hint being worked out was asked for (ply, undos, cursor):
    Enter there waits for it."""

    @work(thread=True, exclusive=True, group="bot")
    def run_bot(
        self: Table,
        ply: int,
        seat: int,
        view: Any,
        epoch: int = 0,
        delay: float | None = None,
    ) -> None:
        """Think off the event loop, so the screen never freezes; answer
        no sooner than ``delay`` seconds (None: the settings' pause), so a
        person can follow the bots. The pause runs while the bot thinks, not
        after: a bot that searched answers when a quick one would (in the
        doubling round, a pause longer by the search told who had a K♥ or a
        queen to weigh), and a long search is not paused on top."""
        settings = app_of(self).settings
        pause = settings.bot_delay if delay is None else delay
        started = monotonic()
        rng = self.bot_rngs[seat]
        bot = self.bots.get(seat)
        choice: Decision[Any] | None
        if bot is None:
            choice = self._think(self.thinkers[seat], view, rng, settings.bot_budget)
        elif thinking.searches(bot, view):
            choice = self._think(bot.name, view, rng, settings.bot_budget)
        else:
            choice = decide(bot, view, rng)
        if choice is None:
            return  # the table closed while the pool thought
        if closed(max(0.0, pause - (monotonic() - started))):
            return
        self.post_message(BotDecided(ply, choice.action, epoch, choice.reason))

    def _think(
        self: Table, level: str, view: Any, rng: random.Random, budget: float
    ) -> Decision[Any] | None:
        """A searching bot's move and reason, from the process pool; if the
        pool fails, the normal bot answers here (a bot must never stall the
        table). None if the table closed first."""
        game = self.session.game
        try:
            done = thinking.asked(
                thinking.decide,
                (game.id, level, budget, view, rng),
                lambda job: result_unless_closed(job, budget * 10 + 30),
            )
        except Exception:
            return decide(make_bot(game, "normal"), view, rng)
        if done is None:
            return None
        decision, drawn = done[0]
        rng.setstate(drawn)
        answer: Decision[Any] = decision
        return answer

    @work(thread=True, exclusive=True, group="hint")
    def think_hint(self: Table, ply: int, view: Any, seed: int, epoch: int = 0) -> None:
        """The hard bot's move for the human on turn, worked out off the loop."""
        game = self.session.game
        budget = app_of(self).settings.bot_budget
        try:
            done = thinking.asked(
                thinking.advise,
                (game.id, budget, view, seed),
                lambda job: result_unless_closed(job, budget * 10 + 30),
            )
        except Exception:
            done = (None,)  # said on the table: no hint this time
        if done is None:
            return  # the table closed while the pool thought
        advice: Advice | None = done[0]
        self.post_message(HintReady(ply, advice, epoch))

    def action_hint(self: Table) -> None:
        if not self.my_turn() or self.session.is_over:
            self.status("A hint comes on your turn.", error=True)
            return
        session = self.session
        shown = self.hinted.shown_at(session.ply, self.epoch)
        if shown is not None and self.hint_lines is not None:
            # Hinted here already (a line's next move is shown by itself):
            # the same hint again, not another search, nor another count.
            self.point_at(shown.action)
            self.hinted.remember(shown._replace(pointer=self.pointer()))
            self.status(self.hint_lines[0])
            return
        line = self.hinted.line_now(session.ply, self.epoch)
        if line is not None and line.action in session.legal_actions():
            # The line was weighed as a whole: a fresh search could say to
            # play on, against the hint a move ago.
            self.count_hint()
            self.save()
            self.show_hint(line, line_hint_text(line, self.ascii_only))
            return
        view = self.session.observe(self.session.current_player)
        self.status(THINKING)
        self.hint_asked = (session.ply, self.epoch, self.pointer())
        self.think_hint(self.session.ply, view, self.session.ply, self.epoch)

    def waits_for_hint(self: Table) -> bool:
        """Enter while a hint asked for here is still worked out: it waits
        for the hint (True) rather than play the card under the cursor (a
        play-tester's h then Enter burned the pile with his 10♥). Once the
        cursor has moved, Enter plays what it is on."""
        asked = self.hint_asked
        here = (self.session.ply, self.epoch, self.pointer())
        if asked != here or not self.status_line[0].startswith(THINKING):
            return False
        # Not "Enter waits for the hint": read as the hint being played once
        # it came, a play-tester pressed Enter twice.
        self.status(f"{THINKING} {HINT_COMING}")
        return True

    def show_line_next(self: Table) -> None:
        """After a hinted line's move, its next move is the hint at once
        (Enter follows it): a play-tester pressed h before each step of a
        planned turn, and each press counted as another hint."""
        session = self.session
        line = self.hinted.line_now(session.ply, self.epoch)
        if line is not None and line.action in session.legal_actions():
            self.show_hint(line, line_hint_text(line, self.ascii_only))

    def on_hint_ready(self: Table, message: HintReady) -> None:
        self.hint_asked = None
        # A hint for a position the game has left is no use any more.
        stale = (message.ply, message.epoch) != (self.session.ply, self.epoch)
        if stale or not self.my_turn():
            return
        if message.advice is None:
            self.status("No hint could be worked out this time.", error=True)
            return
        self.count_hint()
        self.save()  # the count too: a game left before the next move lost it
        advice = message.advice
        then = advice.chosen.then if advice.chosen is not None else ()
        hinted = Hinted(message.ply, message.epoch, advice.action, then, None)
        view = self.session.observe(self.session.current_player)
        text = hint_text(self.session.game, advice, self.ascii_only, view)
        self.show_hint(hinted, text)

    def show_hint(self: Table, hinted: Hinted, text: str) -> None:
        """Point at the hinted move, remember it for Enter, and say it."""
        self.point_at(hinted.action)
        self.hinted.remember(hinted._replace(pointer=self.pointer()))
        following = f"{text} {self.follow_words(hinted.action)}"
        self.hint_lines = (following, f"{text} {MOVED_AWAY}")
        self.status(following)

    def pointer_moved(self: Table) -> None:
        """After the cursor or the picks moved: a hint's line stops saying
        Enter follows it once they left where the hint put them (a
        play-tester read "Enter follows it" after moving to another card),
        and says so again if they come back."""
        if self.hint_lines is None or self.hinted.shown is None:
            return
        following, moved = self.hint_lines
        said = self.status_line[0]
        if said not in self.hint_lines:
            return  # the status line has moved on (a refusal, a new turn)
        here = self.hinted.shown.pointer == self.pointer()
        if said != (following if here else moved):
            self.status(following if here else moved)

    def on_bot_decided(self: Table, message: BotDecided) -> None:
        # An answer for an old position (the game moved on, or left) is dropped.
        stale = (message.ply, message.epoch) != (self.session.ply, self.epoch)
        if stale or self.session.is_over:
            return
        if self.app.screen is not cast(object, self):
            # Something is open over the table (leave?, the rules, the
            # scores): the bots wait, as players would, and nothing is
            # played unseen (or ends a hand under a question).
            self.held_move = message
            return
        self.play(message.action, message.reason)

    def on_screen_resume(self: Table) -> None:
        """The table is in front again: a bot's move held meanwhile is played."""
        held, self.held_move = self.held_move, None
        if held is not None:
            self.on_bot_decided(held)
