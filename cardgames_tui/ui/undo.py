"""Taking back a move at a table with one human.

The session's own `undo` does the work, one decision at a time: the bot
moves after the human's last decision go first, then that decision, so the
human is on turn again in exactly the position they left. Not past a card
turned up that nobody had seen (the game's ``reveals``): a face-down card
flipped and taken back would be a second try at luck, and a card drawn
would be known before it is drawn again.
"""

from __future__ import annotations

from typing import NamedTuple

from cardgames_tui.core.cards import Card
from cardgames_tui.core.events import Event
from cardgames_tui.core.session import GameSession
from cardgames_tui.core.wording import card_list
from cardgames_tui.tools.reason_book import DEAL_KINDS


class TakenBack(NamedTuple):
    """What `take_back` did."""

    moves: int
    """Decisions taken back (0: nothing changed)."""
    seen: tuple[Card, ...] | None = None
    """Not None when it refused because a card nobody had seen turned up
    since, as the human saw it: those cards, oldest first (empty for a new
    deal, named as dealt cards)."""


def take_back(session: GameSession, human: int) -> TakenBack:
    """Undo back to ``human``'s last decision (included), unless a card
    nobody had seen turned up since; nothing changes when it cannot."""
    undone = []
    shown: list[Event] = []
    reveals = session.game.reveals
    while session.ply:
        shown[:0] = [  # oldest first, as they turned up
            e for e in session.last_events if e.kind in reveals and e.visible_to(human)
        ]
        undone.append(session.actions[-1])
        session.undo()
        if session.current_player == human:
            if not shown:
                return TakenBack(len(undone))
            break
    else:
        shown = []  # only bots have moved: nothing of yours to take back
    # Put the moves back as they were.
    for action in reversed(undone):
        session.play(action)
    if not shown:
        return TakenBack(0)
    if any(e.kind in DEAL_KINDS for e in shown):
        return TakenBack(0, ())  # a new deal: its cards are not one card
    return TakenBack(0, tuple(card for e in shown for card in e.cards))


def cannot_take_back(seen: tuple[Card, ...]) -> str:
    """Why `take_back` refused, in the status line's words."""
    if not seen:
        return "That cannot be taken back: new cards have been dealt since."
    cards = card_list(seen)
    them = "it" if len(seen) == 1 else "them"
    return (
        f"That cannot be taken back: {cards} turned up since,"
        f" and nobody had seen {them} before."
    )
