"""`cardgames demo GAME --text`: a narrated bots' game printed to the terminal.

For a projector, a pipe or a screen reader: the same game and sentences as
the app's demo, without Textual. Each rule is named the first time it shows.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from rich.console import Console
from rich.markup import escape

from cardgames_tui.bots.montecarlo import BUDGET
from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.narration import tell_all
from cardgames_tui.core.suit_text import shown
from cardgames_tui.tools.demo_script import (
    LEVEL,
    DemoGame,
    DemoPick,
    demo_names,
    key_rules,
)
from cardgames_tui.tools.reason_book import with_reason


def play_text_demo(
    game: GameDefinition,
    pick: DemoPick,
    *,
    pace: float,
    moves: int | None,
    console: Console | None = None,
    level: str = LEVEL,
    budget: float | None = None,
    ascii_only: bool = False,
) -> dict[str, int]:
    """Print the demo game of ``pick`` move by move, each bot's first line
    with its reason, and every seat's cards at each new deal (every hand is
    open), pausing ``pace`` seconds after each move that said something;
    stop after ``moves`` moves (None: at the end). Bots of ``level`` play (a
    hard one thinks ``budget`` seconds a move); ``ascii_only`` writes suits
    as letters. Returns each rule shown and after how many moves."""
    console = console or Console(highlight=False)

    def say(text: str) -> None:
        console.print(escape(shown(text, ascii_only)))

    demo = DemoGame(
        game, pick.players, pick.seed, level, BUDGET if budget is None else budget
    )
    names = demo_names(pick.players)
    titles = {rule.id: rule.title for rule in game.rulebook}
    console.print(
        f"[bold]{escape(game.name)}[/bold]: a demo with {len(names)} bots"
        f" ({', '.join(names)}), seed {pick.seed}. Every hand is open to you,"
        " and each bot says why it moves."
    )
    narrator = game.narrator(names)
    shown_at: dict[str, int] = {}
    events = demo.session.events
    start = 0  # the index of ``events[0]`` in the game's events
    reasoned: set[int] = set()
    try:
        while True:
            said = False
            everything = demo.session.events
            tags = demo.reasons.tags(everything, None, open_hands=True)[start:]
            start = len(everything)
            for told, tag in zip(tell_all(narrator, events), tags, strict=True):
                if told.line:
                    say(with_reason(told.line, tag, reasoned))
                    said = True
                for rule in told.rules:
                    if rule not in shown_at:
                        shown_at[rule] = demo.session.ply
                        title = escape(shown(titles[rule], ascii_only))
                        console.print(f"   [bold cyan]★ rule:[/] {title}")
            if not demo.session.ply or any(
                event.kind in game.deal_starts for event in events
            ):
                _show_hands(demo, names, say)
            if said and pace:
                time.sleep(pace)
            if demo.session.is_over or (
                moves is not None and demo.session.ply >= moves
            ):
                break
            events = demo.forward()
    except KeyboardInterrupt:
        console.print("(stopped)")
    keys = key_rules(game)
    seen = [rule for rule in keys if rule in shown_at]
    console.print(
        f"\n[bold]{len(seen)} of {len(keys)} key rules shown[/bold] in"
        f" {demo.session.ply} moves."
    )
    missing = [titles[rule] for rule in keys if rule not in shown_at]
    if missing:
        say("Not shown yet: " + "; ".join(missing))
    return shown_at


def _show_hands(demo: DemoGame, names: list[str], say: Callable[[str], None]) -> None:
    """Every seat's cards, one line each, as the deal begins (a game without
    words for a hand shows none)."""
    words = demo.session.game.hand_words
    if words is None or demo.session.is_over:
        return
    for seat, name in enumerate(names):
        say(f"   {name}: {words(demo.session.observe(seat))}")
