"""One-line set-ups for Shithead tests."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames_tui.core import GameSession
from cardgames_tui.games.shithead.position import position, stacked_deck
from cardgames_tui.games.shithead.state import SWAP, ShitheadState
from cardgames_tui.games.shithead.view import ShitheadView
from tests.helpers import legal, session_from

__all__ = ["deal", "legal", "session_at", "state_of", "view"]


def deal(
    players: int = 4,
    *,
    hands: Sequence[str] = (),
    face_up: Sequence[str] = (),
    face_down: Sequence[str] = (),
    stock: str = "",
    ready: bool = True,
) -> GameSession:
    """A new session from a stacked deck; everyone says ready unless told not to."""
    deck = stacked_deck(
        players, hands=hands, face_up=face_up, face_down=face_down, stock=stock
    )
    session = GameSession.new("shithead", players=players, seed=0, deck=deck)
    while ready and state_of(session).phase == SWAP:
        session.play("ready")
    return session


def session_at(
    players: int,
    *,
    hands: Sequence[str],
    face_up: Sequence[str] = (),
    face_down: Sequence[str] = (),
    pile: str = "",
    stock: str = "",
    current: int = 0,
) -> GameSession:
    """A session that starts from a mid-game `position`."""
    state = position(
        players,
        hands=hands,
        face_up=face_up,
        face_down=face_down,
        pile=pile,
        stock=stock,
        current=current,
    )
    return session_from("shithead", state)


def state_of(session: GameSession) -> ShitheadState:
    """The engine state behind a Shithead session."""
    state = session.state
    assert isinstance(state, ShitheadState)
    return state


def view(session: GameSession, seat: int) -> ShitheadView:
    """What ``seat`` sees."""
    seen = session.observe(seat)
    assert isinstance(seen, ShitheadView)
    return seen
