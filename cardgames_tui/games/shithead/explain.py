"""Whether a Shithead move is legal now, and if not, why, in a player's words.

`refusal` decides legality on its own (a test holds it equal to
``legal_actions()`` over every move in many positions), so a refused move
always gets its specific reason, never a generic one.
"""

from __future__ import annotations

from cardgames_tui.core.wording import a_rank, card_list, rank_word
from cardgames_tui.games.shithead.actions import (
    TEN,
    WILD_TWO,
    Flip,
    Pickup,
    Play,
    Ready,
    ShitheadAction,
    Swap,
)
from cardgames_tui.games.shithead.phases import Source
from cardgames_tui.games.shithead.state import OVER, SWAP, ShitheadState


def refusal(state: ShitheadState, action: ShitheadAction) -> str | None:
    """None if ``action`` is legal now, else the reason it is refused."""
    if state.phase == OVER:
        return "the game is over"
    p = state.current
    if state.phase == SWAP:
        if isinstance(action, Ready):
            return None
        if isinstance(action, Swap):
            if not state.hands[p] >> action.hand_card.index & 1:
                return f"{card_list([action.hand_card])} is not in your hand"
            if not state.up[p] >> action.face_up_card.index & 1:
                return (
                    f"{card_list([action.face_up_card])} is not one of your"
                    " face-up cards"
                )
            return None
        return (
            "first swap cards between your hand and your face-up cards, then say ready"
        )
    if isinstance(action, Swap | Ready):
        return "swapping is over: the game has started"
    source = state.source(p)
    if isinstance(action, Pickup):
        return _pickup_refusal(state, source)
    if isinstance(action, Flip):
        if action.slot not in (1, 2, 3):
            return "face-down cards lie in slots 1, 2 and 3"
        if source is not Source.FACE_DOWN:
            return "face-down cards come last: play your hand and face-up cards first"
        if state.down[3 * p + action.slot - 1] < 0:
            return f"there is no card left in slot {action.slot}"
        return None
    return _play_refusal(state, p, source, action)


def _pickup_refusal(state: ShitheadState, source: Source) -> str | None:
    if source is Source.FACE_DOWN:
        return "with only face-down cards left you flip one; you cannot pick up"
    if state.opening >= 0:
        return _opening(state.opening)
    if state.voluntary and state.pile:
        return None
    if not state.pile:
        # "5♥ and 9♦ fit, so you must play" over an empty pile (just burned)
        # read as if there were a pile to pick up.
        return "there is no pile to pick up: any card goes on an empty pile"
    # Named: "you can play, so you must" alone left the player to look.
    fitting = {c for a in state.legal_actions() if isinstance(a, Play) for c in a.cards}
    if not fitting:
        return None  # picking up is the only move (blind cards were above)
    verb = "fits" if len(fitting) == 1 else "fit"
    return (
        f"{card_list(sorted(fitting, key=lambda c: c.index))} {verb}, so you"
        " must play: you pick up only when nothing fits"
    )


def _play_refusal(
    state: ShitheadState, p: int, source: Source, action: Play
) -> str | None:
    if len(action.indices) != action.mask.bit_count():
        return "a play names each card once"
    if action.rank < 0:
        return "all the cards in one play must have the same rank"
    if source is Source.FACE_DOWN:
        return "only face-down cards are left: flip one (flip 1, flip 2 or flip 3)"
    held = state.hands[p] if source is Source.HAND else state.up[p]
    where = "your hand" if source is Source.HAND else "your face-up cards"
    missing = [c for c in action.cards if not held >> c.index & 1]
    if missing:
        if source is Source.HAND and all(
            state.up[p] >> c.index & 1 for c in action.cards
        ):
            return "face-up cards wait until your hand is empty and the stock is gone"
        verb = "is" if len(missing) == 1 else "are"
        return f"{card_list(missing)} {verb} not in {where}"
    rank = action.rank
    if state.opening >= 0 and rank != state.opening:
        return _opening(state.opening)
    if rank not in (WILD_TWO, TEN) and rank < state.need:
        top = a_rank(state.need)
        higher = top if state.need == 12 else f"{top} or higher"
        return f"{a_rank(rank)} does not go on {top}: play {higher}, a 2 or a 10"
    return None


def _opening(rank: int) -> str:
    return f"the game opens with the lowest card held: play your {rank_word(rank)}"
