"""One-line set-ups for Trix tests. Seats: S=0, E=1, N=2, W=3."""

from __future__ import annotations

from collections.abc import Mapping

from cardgames_tui.core import GameSession
from cardgames_tui.games.trix.position import SEATS, position
from cardgames_tui.games.trix.state import TrixState
from cardgames_tui.games.trix.view import TrixView
from tests.helpers import legal, session_from

__all__ = ["legal", "session_at", "state_of", "trick_deltas", "view"]

S, E, N, W = SEATS["S"], SEATS["E"], SEATS["N"], SEATS["W"]


def session_at(
    hands: Mapping[str, str],
    *,
    contract: str,
    to_play: str,
    owner: str = "S",
    layout: str = "",
    doubled: Mapping[str, str] | None = None,
    symmetric_queen: bool = False,
) -> GameSession:
    state = position(
        hands,
        contract=contract,
        to_play=to_play,
        owner=owner,
        layout=layout,
        doubled=doubled,
        symmetric_queen=symmetric_queen,
    )
    return session_from("trix", state, symmetric_queen=symmetric_queen)


def state_of(session: GameSession) -> TrixState:
    state = session.state
    assert isinstance(state, TrixState)
    return state


def view(session: GameSession, seat: int) -> TrixView:
    seen = session.observe(seat)
    assert isinstance(seen, TrixView)
    return seen


def trick_deltas(session: GameSession, *moves: str) -> dict[str, int]:
    """Play one trick and return the non-zero deltas by seat letter."""
    before = list(state_of(session).deal_deltas)
    for move in moves:
        session.play(move)
    after = state_of(session).deal_deltas
    return {k: after[v] - before[v] for k, v in SEATS.items() if after[v] != before[v]}
