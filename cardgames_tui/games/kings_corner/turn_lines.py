"""Whole turns: the lines the hard bot weighs in Kings in the Corner.

A turn is the seat's own moves until it ends the turn or goes out, and
nothing hidden turns up during it (the draw comes with the end): where a
turn leaves the seat's hand and the table depends only on what the seat
sees. So the search weighs whole turns, one to each end the turn can reach,
rather than one move followed by the normal bot's play. The normal bot plays
card by card and never sees a combination: in seed 7's opening the best
turn puts the A♠ into the space a King left, moves it onto the 2♥, puts the
3♠ there, moves the 2♥ and A♠ back onto it and lays the 2♠ (about 66% of
hands won over 256 sampled deals), where the single-move search chose the
A♠ alone, then the end of the turn (48%), and the normal bot's own turn
was worth 38%.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames_tui.games.kings_corner.actions import END, KingsAction
from cardgames_tui.games.kings_corner.state import KingsState

Line = tuple[KingsAction, ...]
"""A turn's moves in order, closed by `END` unless the seat goes out."""
Normal = Callable[[int, Sequence[tuple[int, ...]]], KingsAction]
"""The normal bot's move from a hand (mask) and the piles (`bots.choose_fast`)."""

MAX_NODES = 2000
"""Positions a turn's search visits at most (the slowest of 593 turns of
normal play took 0.15 s at 3,000; most have a handful)."""
MAX_LINES = 48
"""Lines returned at most: past it, those that keep the fewest cards (a
few turns of a hundred reach hundreds of ends, too many to play out)."""


def turn_lines(state: KingsState, normal_move: Normal) -> list[Line]:
    """The lines of the seat on turn in ``state``: the normal bot's whole
    turn first, then one line to each other end of the turn (ends that
    differ only in which corner, or which tabbed space, holds a pile count
    once), depth first in the order of the legal moves. Past `MAX_LINES`,
    ending the turn at once and the lines that keep the fewest cards."""
    seat = state.current
    normal, normal_end = _normal_line(state, normal_move)
    seen: set[object] = set()
    kept: dict[Line, int] = {}  # each other line: the cards it keeps
    stack: list[tuple[KingsState, Line]] = [(state, ())]
    while stack and len(seen) < MAX_NODES:
        now, line = stack.pop()
        key = _end_key(now, seat)
        if key in seen:
            continue
        seen.add(key)
        mine = key == normal_end  # the normal line ends here already
        if _turn_over(state, now):
            if not mine:
                kept[line] = 0  # out: the hand is won
            continue
        legal = now.legal_actions()
        if END in legal and not mine:
            kept[(*line, END)] = now.hands[seat].bit_count()
        for action in reversed(legal):  # popped in the legal moves' order
            if action is not END:
                after = now.copy()
                after.apply(action)
                stack.append((after, (*line, action)))
    others = list(kept)
    if len(others) >= MAX_LINES:
        at_once = [line for line in others if line == (END,)]
        fewest = sorted(
            (line for line in others if line != (END,)), key=kept.__getitem__
        )
        others = at_once + fewest[: MAX_LINES - 1 - len(at_once)]
    return [normal, *others]


def _normal_line(state: KingsState, normal_move: Normal) -> tuple[Line, object]:
    """The normal bot's whole turn from ``state``, and where it ends."""
    seat = state.current
    now = state.copy()
    line: list[KingsAction] = []
    while not _turn_over(state, now):
        action = normal_move(now.hands[seat], now.piles)
        line.append(action)
        if action is END:
            break
        now.apply(action)
    return tuple(line), _end_key(now, seat)


def _turn_over(start: KingsState, now: KingsState) -> bool:
    """Whether the hand ``start`` was in has ended (a seat went out)."""
    return now.over or now.hand_no != start.hand_no


def _end_key(state: KingsState, seat: int) -> object:
    """A position up to which corner or tabbed space holds which pile."""
    piles = state.piles
    return state.hands[seat], tuple(sorted(piles[:4])), tuple(sorted(piles[4:]))
