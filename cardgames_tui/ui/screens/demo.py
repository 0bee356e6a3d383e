"""A demo table: bots play with every hand open, each rule named as it shows.

`demo_table(table)` makes a game's own table screen into a spectator's: the
same widgets, but no move comes from the keyboard. The game steps on a timer
(`DemoGame` keeps each move, so ← and → walk the same game back and forth),
the log narrates everything and marks each rule the first time it shows, and
``s`` hands the bottom seat to the person watching, against the bots.
"""

from __future__ import annotations

import random
from copy import copy
from typing import Any, ClassVar

from textual import work
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.timer import Timer

from cardgames_tui.bots.levels import make_bot
from cardgames_tui.core.bots import Decision, decide
from cardgames_tui.core.seats import Seat
from cardgames_tui.tools.demo_script import DemoGame, key_rules
from cardgames_tui.ui import thinking
from cardgames_tui.ui.app_of import app_of
from cardgames_tui.ui.footer import QUIT_UNSHOWN
from cardgames_tui.ui.narrate import DemoLog
from cardgames_tui.ui.screens.game_screen import GameScreen
from cardgames_tui.ui.widgets.log import EventLogView

PACES = (0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 5.0)
"""The seconds a move stays on screen, from fast to slow."""
ONLY_WHILE_PLAYING = frozenset({"pause", "play_on", "step", "take_seat"})
"""The demo's keys with nothing to do once its game is over."""
DEMO_ACTIONS = frozenset(
    {
        "pause",
        "play_on",
        "step",
        "back",
        "pace",
        "take_seat",
        "rules_shown",
        "leave",
        "rules",
    }
)
"""The keys a demo answers (its own, and ? for the rules page)."""
HAND_END_PAUSE = 3
"""A finished hand stays this many moves' time, to read its summary."""


class DemoBotDecided(Message):
    """A demo's bot, thinking in another process, chose the move at ``ply``;
    its generator was left in state ``drawn``."""

    def __init__(self, ply: int, decision: Decision[Any], drawn: Any) -> None:
        self.ply = ply
        self.decision = decision
        self.drawn = drawn
        super().__init__()


class DemoTable(GameScreen):
    """What a demo adds to a game's table (mixed in before the table class)."""

    # The demo's keys only, in this order: the table's own are not inherited
    # (see `demo_table`), so the footer reads the same in every game.
    BINDINGS: ClassVar[list[BindingType]] = [
        # f1 first and no "^q Quit", as on the tables: at 80 columns the
        # footer cut f1 off.
        Binding("f1", "app.keys", "Keys"),
        QUIT_UNSHOWN,
        # Paused, "space Pause" read as the key's meaning still (a
        # play-tester): space's second binding says "Play" then.
        Binding("space", "pause", "Pause"),
        Binding("space", "play_on", "Play"),
        Binding("right", "step", "Step"),
        Binding("left", "back", "Back"),
        Binding("s", "take_seat", "Take seat"),
        Binding("r", "rules_shown", "Rules shown"),
        Binding("question_mark", "rules", "Rules"),
        Binding("q", "leave", "Menu"),
        Binding("plus,equals_sign", "pace(-1)", "Faster", show=False),
        Binding("minus", "pace(1)", "Slower", show=False),
    ]

    QUIT_QUESTION = "Quit? A demo is not saved."
    BOTS_ONLY_QUESTION = QUIT_QUESTION  # bots in every seat, and a demo

    demo: DemoGame
    """The game on the table, move by move."""
    pace_index: int
    """Where the pace is in `PACES`."""
    paused: bool
    """True while the game waits for space or →."""
    timer: Timer | None
    """The next step, while playing."""
    log_writer_demo: DemoLog
    """Tells the log; it has heard the events up to the move shown."""
    thinking_about: int | None
    """The move (by ply) a bot is thinking about in another process."""
    step_wanted: bool
    """→ was pressed while that bot thought: play its move when it comes."""

    def setup_demo(self, demo: DemoGame, pace: float) -> None:
        """Called once, before the screen is mounted."""
        self.demo = demo
        self.pace_index = min(range(len(PACES)), key=lambda i: abs(PACES[i] - pace))
        self.paused = False
        self.timer = None
        self.thinking_about = None
        self.step_wanted = False
        self.log_writer_demo = DemoLog(demo.session.game, self.names)
        # The bottom seat's cards are drawn as its own view: every hand is
        # open in a demo, and nobody here may act.
        self.viewer = self.bottom_seat = 0

    @property
    def pace(self) -> float:
        return PACES[self.pace_index]

    # -- the table ---------------------------------------------------------

    def my_turn(self) -> bool:
        return False

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # The table's own keys (play, pick up, hint ...) are not for a watcher.
        if action in ONLY_WHILE_PLAYING and self.session.is_over:
            # "space Play", "→ Step" and "s Take seat" stayed on the footer
            # of a finished demo, and did nothing (a play-tester).
            return False
        if action in ("pause", "play_on"):
            # One of space's two bindings at a time (off: Textual tries the
            # next binding of the key).
            return (action == "play_on") == self.paused
        return action in DEMO_ACTIONS

    def key_off(self, action: str) -> str:
        if self.session.is_over:
            return "The demo is over: ← steps back through it, q leaves."
        return "The bots play a demo: s takes a seat, q leaves."

    @property
    def shown(self) -> list[str]:
        """The rule ids shown so far, in order."""
        return list(self.log_writer_demo.shown)

    def redraw(self, view: Any = None) -> None:
        self.show_view(view or self.table_view(), private=True)
        events = self.session.events
        log = self.query_one(EventLogView)
        told = self.log_writer_demo.heard
        # Every hand is open in a demo: each reason is told as the bot gave it.
        tags = self.demo.reasons.tags(events, None, open_hands=True)
        if told <= len(events) and self.logged == (-1, told):
            lines = self.log_writer_demo.lines(
                events[told:], self.ascii_only, tags[told:]
            )
            log.add(lines)
        else:  # a step back, or the suits switched: tell it all again
            self.log_writer_demo = DemoLog(self.session.game, self.names)
            lines = self.log_writer_demo.lines(events, self.ascii_only, tags)
            log.show(lines[-200:])
        self.logged = (-1, len(events))

    def advance(self) -> None:
        self.redraw()
        self.status(self.demo_status())
        self.refresh_keys()
        if not self.paused and not self.session.is_over:
            self.schedule()

    def demo_status(self) -> str:
        keys = key_rules(self.session.game)
        seen = sum(rule in self.shown for rule in keys)
        rules = f"key rules {seen}/{len(keys)} (r)"
        if self.session.is_over:
            return f"Demo: the game is over after {self.session.ply} moves · {rules}"
        state = "paused" if self.paused else f"{self.pace:g} s a move, +/-"
        return f"Demo, move {self.session.ply} ({state}) · {rules}"

    def schedule(self, moves: float = 1) -> None:
        if self.timer is not None:
            self.timer.stop()
        self.timer = self.set_timer(self.pace * moves, self.step_on_time)

    def step_on_time(self) -> None:
        self.timer = None
        if self.paused or self.session.is_over:
            return
        if self.app.screen is not self:  # the rules are being read: wait
            self.schedule()
            return
        if not self.move_known():
            return  # the move comes with DemoBotDecided
        events = self.demo.forward()
        self.redraw()
        self.status(self.demo_status())
        if self.session.is_over:
            self.refresh_keys()  # the keys of a game still going leave
        else:
            ended = any(e.kind in self.END_KINDS for e in events)
            self.schedule(HAND_END_PAUSE if ended else 1)

    def move_known(self) -> bool:
        """Whether the next move can be played now. A bot that searches (the
        hard one, or a normal one looking ahead) thinks in another process
        (never in the app's: the screen would hitch); the move is then
        played when its answer comes."""
        demo = self.demo
        if not demo.needs_decision:
            return True
        if self.thinking_about != self.session.ply:
            view, rng = demo.next_view()
            bot = demo.bots[self.session.current_player or 0]
            if demo.level in thinking.SEARCHING_LEVELS:
                level = demo.level
            elif thinking.searches(bot, view):
                level = bot.name
            else:
                return True
            self.thinking_about = self.session.ply
            # A copy: the generator moves on only when the answer is kept.
            self.think_demo(self.session.ply, view, level, copy(rng))
        seat = self.session.current_player
        self.status(f"{self.names[seat or 0]} is thinking…")
        return False

    @work(thread=True, exclusive=True, group="demo-bot")
    def think_demo(self, ply: int, view: Any, level: str, rng: random.Random) -> None:
        """The bot's move, from the process pool (the normal bot's, here,
        if the pool fails: a demo must never stall)."""
        game, budget = self.session.game, self.demo.budget
        try:
            decision, drawn = thinking.asked(
                thinking.decide,
                (game.id, level, budget, view, rng),
                lambda job: job.result(timeout=budget * 10 + 30),
            )
        except Exception:
            decision = decide(make_bot(game, "normal"), view, rng)
            drawn = rng.getstate()
        self.post_message(DemoBotDecided(ply, decision, drawn))

    def on_demo_bot_decided(self, message: DemoBotDecided) -> None:
        self.thinking_about = None
        if message.ply != self.session.ply:
            return  # a step back while it thought: asked again when needed
        self.demo.rngs[self.session.current_player or 0].setstate(message.drawn)
        self.demo.keep(message.decision)
        if not self.paused:
            self.step_on_time()
        elif self.step_wanted:
            self.step_wanted = False
            self.demo.forward()
            self.advance()
        else:
            self.status(self.demo_status())

    # -- keys ----------------------------------------------------------------

    def action_pause(self) -> None:
        self.paused = not self.paused
        if self.paused and self.timer is not None:
            self.timer.stop()
            self.timer = None
        self.advance()

    def action_play_on(self) -> None:
        self.action_pause()

    def action_step(self) -> None:
        self.paused = True
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
        self.step_wanted = not self.move_known()
        if not self.step_wanted:
            self.demo.forward()
            self.advance()

    def action_back(self) -> None:
        self.paused = True
        if not self.demo.back():
            self.status("This is the deal: there is no move before it.", error=True)
            return
        self.advance()

    def action_pace(self, step: int) -> None:
        self.pace_index = max(0, min(len(PACES) - 1, self.pace_index + step))
        self.status(self.demo_status())
        if not self.paused and not self.session.is_over:
            self.schedule()

    def action_take_seat(self) -> None:
        if self.session.is_over:  # not offered then (`check_action`)
            self.status(self.key_off("take_seat"), error=True)
            return
        if self.timer is not None:
            self.timer.stop()
        seats = tuple(
            Seat("You") if seat == self.bottom_seat else Seat(name, self.demo.level)
            for seat, name in enumerate(self.names)
        )
        # The bots' reasons go on into the game's own log (if the setting
        # shows them); the lines read so far, rules included, stay.
        count = len(self.session.events)
        reasons = [m for m in self.demo.reasons.moves.values() if m.end <= count]
        log = self.query_one(EventLogView).lines_written
        app_of(self).start_game(
            self.session, seats, replace=self, reasons=reasons, log=log
        )

    def action_rules_shown(self) -> None:
        from cardgames_tui.ui.screens.rules_shown import RulesShownDialog

        self.app.push_screen(RulesShownDialog(self.session.game, self.shown))

    def action_leave(self) -> None:
        if self.timer is not None:
            self.timer.stop()
        app_of(self).back_to_menu()


def demo_table(table: type[GameScreen]) -> type[GameScreen]:
    """``table`` as a demo: the demo's keys and drawing first, then the table's."""
    # In the table's module: Textual finds the table's .tcss next to it.
    demo: type[GameScreen] = type(
        f"Demo{table.__name__}",
        (DemoTable, table),
        {"__module__": table.__module__, "BINDINGS": DemoTable.BINDINGS},
        inherit_bindings=False,
    )
    # Textual's CSS follows only the first base: the table's own rules
    # (``ShitheadScreen #pile``) must match the demo's screen too.
    demo._css_type_names = demo._css_type_names | table._css_type_names
    return demo
