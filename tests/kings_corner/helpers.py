"""One-line set-ups for Kings in the Corner tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardgames_tui.core import GameSession
from cardgames_tui.games.kings_corner.position import position
from cardgames_tui.games.kings_corner.state import KingsState
from cardgames_tui.games.kings_corner.view import KingsView
from tests.helpers import legal, session_from

__all__ = ["legal", "pile", "session_at", "state_of", "view"]


def session_at(
    players: int,
    *,
    hands: Sequence[str],
    piles: Mapping[str, str] | None = None,
    stock: str = "",
    rest: int | None = None,
    current: int = 0,
    chips: Sequence[int] | None = None,
    pot: int | None = None,
    points: Sequence[int] | None = None,
    lenient_table: bool = False,
    **options: bool,
) -> GameSession:
    state = position(
        players,
        hands=hands,
        piles=piles,
        stock=stock,
        rest=rest,
        current=current,
        chips=chips,
        pot=pot,
        points=points,
        lenient_table=lenient_table,
        options=options,
    )
    return session_from("kings-corner", state, lenient_table=lenient_table, **options)


def state_of(session: GameSession) -> KingsState:
    state = session.state
    assert isinstance(state, KingsState)
    return state


def view(session: GameSession, seat: int) -> KingsView:
    seen = session.observe(seat)
    assert isinstance(seen, KingsView)
    return seen


def pile(session: GameSession, name: str) -> list[str]:
    from cardgames_tui.core.cards import CARDS
    from cardgames_tui.games.kings_corner.actions import SPACES

    return [str(CARDS[i]) for i in state_of(session).piles[SPACES.index(name)]]
