"""Kings in the Corner's rules by id (rules page sections in brackets)."""

from __future__ import annotations

from cardgames_tui.core.rulebook import Rule

RULES: tuple[Rule, ...] = (
    Rule("ante", "Everyone puts one chip in the pot"),
    Rule("alternating-colours", "Build down, one rank lower, other colour"),
    Rule("king-to-corner", "Kings go only into an empty corner"),
    Rule("pile-move", "A whole tabbed pile moves if its bottom card fits"),
    Rule("fill-space", "Any card but a King fills an empty tabbed space"),
    Rule("no-play-fine", "No play in a turn: pay 1 chip into the pot"),
    Rule("draw", "End your turn by drawing a card"),
    Rule("drawn-king", "A drawn King goes straight to an empty corner", key=False),
    Rule("king-kept-fine", "A King kept in hand is fined", key=False),
    Rule("go-out", "Empty your hand to win the hand"),
    Rule("pay-winner", "The others pay a chip per card left; the winner takes the pot"),
    Rule(
        "blocked-hand",
        "A round with no play blocks the hand: fewest cards wins",
        key=False,
    ),
    Rule("hundred-points", "First to 100 points wins the game", key=False),
)
