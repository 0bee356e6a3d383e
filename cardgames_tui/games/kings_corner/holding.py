"""Holding cards back: the turn-level lines the hard bot weighs besides its
next move. The normal bot plays on until nothing fits; a line makes a move
and then ends the turn sooner, keeping cards whose tops would have helped
the next players. Weighing only single moves with the normal bot's play
after them missed that: a move that is good only if the turn ends soon after
was judged by a turn that never did."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames_tui.games.kings_corner.actions import END, KingsAction
from cardgames_tui.games.kings_corner.state import KingsState

Normal = Callable[[int, Sequence[tuple[int, ...]]], KingsAction]
"""The normal bot's move from a hand (mask) and the piles (`bots.choose_fast`)."""

HOLDS = 1
"""Places a line may end the turn early: straight after the move, and after
each of the normal bot's next plays up to this many in all. Two measured no
better in hands won on seed 1 and slower (README)."""


def hold_lines(
    state: KingsState, move: KingsAction, normal_move: Normal
) -> list[tuple[KingsAction, ...]]:
    """Lines for the seat on turn in ``state`` that make ``move``, then up
    to `HOLDS` - 1 of the normal bot's plays (``normal_move``), then end the
    turn where the normal bot would play on and ending is legal (no King in
    hand). Only the seat's own hand and the table decide them, so any
    sample of its view gives the same lines."""
    if move is END:
        return []
    seat, hand_no = state.current, state.hand_no
    trial = state.copy()
    trial.apply(move)
    line: list[KingsAction] = [move]
    lines: list[tuple[KingsAction, ...]] = []
    for _ in range(HOLDS):
        if trial.over or trial.hand_no != hand_no or trial.current != seat:
            break  # out: nothing left to hold
        normal = normal_move(trial.hands[seat], trial.piles)
        if normal is END:
            break  # the normal bot ends here itself
        if END in trial.legal_actions():
            lines.append((*line, END))
        trial.apply(normal)
        line.append(normal)
    return lines
