"""Shithead's rules by id (rules page sections in brackets)."""

from __future__ import annotations

from cardgames_tui.core.rulebook import Rule

RULES: tuple[Rule, ...] = (
    Rule("swap", "Before play, swap hand cards with your face-up cards"),
    Rule("lowest-starts", "The lowest card in hand starts", key=False),
    Rule("equal-or-higher", "Play equal to or higher than the top card"),
    Rule("set", "Several cards of one rank go down together"),
    Rule("two-resets", "A 2 goes on anything, and anything goes on a 2"),
    Rule("ten-burns", "A 10 burns the pile, and you play again"),
    Rule("four-burns", "Four of a kind burns the pile, even across turns"),
    Rule("draw-to-three", "Draw back up to three while the stock lasts", key=False),
    Rule("pickup", "Nothing fits: pick up the whole pile"),
    Rule("face-up", "Hand and stock gone: play your face-up cards"),
    Rule("blind-card", "Face-up cards gone: turn a face-down card, blind"),
    Rule("failed-blind", "A blind card that does not fit: take it and the pile"),
    Rule("out", "All your cards gone: you are safe", key=False),
    Rule("shithead", "The last player holding cards is the shithead"),
)
