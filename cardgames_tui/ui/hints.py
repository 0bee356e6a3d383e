"""A hint in a sentence: the hard bot's move and why, from its own figures."""

from __future__ import annotations

from typing import Any

from cardgames_tui.bots.montecarlo import Advice
from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.suit_text import shown
from cardgames_tui.core.wording import move_words
from cardgames_tui.ui.hint_memory import Hinted


def move_text(action: object, ascii_only: bool) -> str:
    """A move's notation with its cards as the table draws them, or the
    move's own ``words`` where its notation is not how a player says it
    (``choose Complex``)."""
    return shown(move_words(action), ascii_only)


LINE_SHOWN = 2
"""Moves of a hinted line's rest named at most (and its end of the turn): a
whole Kings turn of seven moves took four rows of the status line, which
has three at 80×24; each next hint names the line's next move anyway."""


def then_words(then: tuple[Any, ...], ascii_only: bool) -> str:
    """`` (then end the turn)``, `` (then move S to NE, play 3♠ on S, 2 more
    moves, end the turn)``: the rest of a hinted line (empty for a single
    move). Ending the turn is named, never counted among the moves ("and 3
    more moves" were two plays and the end, a play-tester)."""
    if not then:
        return ""
    *moves, last = then
    ends = move_words(last) == "end the turn"
    if not ends:
        moves.append(last)
    words = [move_text(m, ascii_only) for m in moves[:LINE_SHOWN]]
    more = len(moves) - LINE_SHOWN
    if more == 1:
        words.append(move_text(moves[-1], ascii_only))
    elif more > 1:
        words.append(f"{more} more moves")
    if ends:
        words.append(move_text(last, ascii_only))
    return f" (then {', '.join(words)})"


def hint_text(
    game: GameDefinition[Any, Any, Any],
    advice: Advice,
    ascii_only: bool,
    view: Any = None,
) -> str:
    """``Hint: play 7♥: over 16 sampled deals you take the pot in about 45% of
    them (next best, play 9♣: 30%).`` The reason is the search's own count,
    over deals dealt consistently with what you have seen; the move is the
    one the hard bot would make (a close call stays with the normal bot's
    move). Where it plays the normal bot's move unweighed, that bot's reason."""
    move = move_text(advice.action, ascii_only)
    chosen = advice.chosen
    if chosen is None:
        return f"Hint: {move}: {shown(advice.reason, ascii_only)}."
    move += then_words(chosen.then, ascii_only)  # weighed as a line: say so
    cost = game.move_cost(view, advice.action) if game.move_cost and view else ""
    if cost:  # a hint to pass with a card that fits cost a chip unsaid
        move += f" ({cost})"
    text = (
        f"Hint: {move}: over {chosen.samples:,} sampled"
        f" deals {game.value_phrase(chosen.value)}"
    )
    figure = game.value_figure or game.value_phrase  # the other's, shorter
    other = next((w for w in advice.weighed if w is not chosen), None)
    if other is not None:
        other_move = move_text(other.action, ascii_only)
        if game.value_phrase(other.value) == game.value_phrase(chosen.value):
            # "next best" with the same figure read as a contradiction, and
            # "does as well" beside a move the search found a shade better
            # read as a coin toss (a Kings hint to pass and pay the fine).
            close = "comes close" if other.value < chosen.value else "does as well"
            text += f" ({other_move} {close})"
        elif other.value > chosen.value:
            text += f" ({other_move}: {figure(other.value)}, not clearly better)"
        else:
            text += f" (next best, {other_move}: {figure(other.value)})"
    return text + "."


def line_hint_text(line: Hinted, ascii_only: bool) -> str:
    """``Hint: end the turn: next in the plan.``, shown by itself once the
    line's move before it is made."""
    move = move_text(line.action, ascii_only) + then_words(line.then, ascii_only)
    # "weighed it with the move you just made" read as jargon; "as the last
    # hint planned, after the move you just made" took two lines at 80.
    return f"Hint: {move}: next in the plan."
