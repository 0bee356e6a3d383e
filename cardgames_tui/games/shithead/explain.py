"""Why a Shithead move is not legal, in a sentence a player understands."""

from __future__ import annotations

from typing import Any

from cardgames_tui.core.cards import CARDS
from cardgames_tui.games.shithead.actions import TEN, WILD_TWO, Flip, Pickup, Play, Swap
from cardgames_tui.games.shithead.state import OVER, SWAP, ShitheadState


def _rank_name(rank: int) -> str:
    return CARDS[rank * 4].rank.value


def explain_illegal(state: ShitheadState, action: Any) -> str:
    """The reason ``action`` is refused (the caller knows it is not legal)."""
    if state.phase == OVER:
        return "the game is over"
    p = state.current
    if state.phase == SWAP:
        if isinstance(action, Swap):
            if not state.hands[p] >> action.hand_card.index & 1:
                return f"{action.hand_card} is not in your hand"
            return f"{action.face_up_card} is not one of your face-up cards"
        return (
            "first swap cards between your hand and your face-up cards, then say ready"
        )
    if isinstance(action, Swap) or str(action) == "ready":
        return "swapping is over: the game has started"
    source = state.source(p)
    if isinstance(action, Pickup):
        if source == 2:
            return "with only face-down cards left you flip one; you cannot pick up"
        return "you can play, so you must: you pick up only when nothing fits"
    if isinstance(action, Flip):
        if source != 2:
            return "face-down cards come last: play your hand and face-up cards first"
        return f"there is no card left in slot {action.slot}"
    if isinstance(action, Play):
        return _explain_play(state, p, source, action)
    return f"{action} is not a Shithead move"


def _explain_play(state: ShitheadState, p: int, source: int, action: Play) -> str:
    if source == 2:
        return "only face-down cards are left: flip one (flip 1, flip 2 or flip 3)"
    held = state.hands[p] if source == 0 else state.up[p]
    where = "your hand" if source == 0 else "your face-up cards"
    missing = [str(c) for c in action.cards if not held >> c.index & 1]
    if missing:
        if source == 0 and all(state.up[p] >> c.index & 1 for c in action.cards):
            return "face-up cards wait until your hand is empty and the stock is gone"
        verb = "is" if len(missing) == 1 else "are"
        return f"{', '.join(missing)} {verb} not in {where}"
    rank = action.rank
    if state.opening >= 0 and rank != state.opening:
        opening = _rank_name(state.opening)
        return f"the game opens with the lowest card held: play your {opening}"
    if rank != WILD_TWO and rank != TEN and rank < state.need:
        top = _rank_name(state.need)
        return (
            f"a {_rank_name(rank)} does not go on a {top}: play a {top} or higher,"
            " a 2 or a 10"
        )
    return f"{action} is not legal now"
