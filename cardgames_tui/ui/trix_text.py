"""The Trix table's centre in text: the layout's four rows, and the trick.

Pure functions of a `TrixView`, so tests can read them without a screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.content import Content

from cardgames_tui.core.cards import Suit
from cardgames_tui.core.narration import inside
from cardgames_tui.core.wording import list_joins
from cardgames_tui.games.trix.held_order import HELD_SUITS
from cardgames_tui.games.trix.narration import winning
from cardgames_tui.games.trix.view import TrixView
from cardgames_tui.ui.card_text import RED, card_content


def _suit(suit: Suit, ascii_only: bool) -> Content:
    glyph = suit.value if ascii_only else suit.symbol
    return Content.styled(glyph, RED) if suit.is_red else Content(glyph)


def layout_lines(view: TrixView, ascii_only: bool) -> list[Content]:
    """One line per suit: its cards, lowest first, or what starts it."""
    lines = []
    # Drawn in the hand's suit order (♠ ♥ ♣ ♦), not the view's: a suit's row
    # stands where that suit stands in the hand below it.
    for held in HELD_SUITS:
        row = view.layout[held.order]
        suit = _suit(held, ascii_only)
        if row:
            ranks = " ".join(card.rank.value for card in row)
            lines.append(Content.assemble(suit, "  ", ranks))
        else:
            lines.append(Content.assemble(suit, "  ", ("waits for its jack", "dim")))
    return lines


def _short(name: str, width: int = 10) -> str:
    """A name that fits the trick cross: a long one loses its level in
    brackets first ("Bot 1 (hard)" read "Bot 1 (har"), then its end."""
    if len(name) > width and name.endswith(")") and " (" in name:
        name = name[: name.rindex(" (")]
    return name[:width]


def trick_lines(
    view: TrixView, me: int, names: Sequence[str], ascii_only: bool, room: int = 0
) -> list[Content]:
    """The trick as a cross: the seat across at the top, seat ``me`` at the
    bottom; its middle row fits ``room`` columns where it can (0: unknown)."""
    played = dict(view.trick)

    def at(offset: int) -> Content:
        seat = (me + offset) % 4
        card = played.get(seat)
        shown = card_content(card, ascii_only) if card else Content("·")
        return Content.assemble(f"{_short(names[seat])}: ", shown)

    across, right, left = at(2), at(1), at(3)
    width = 22
    if room:
        # Narrower where the box is: the row wrapped inside a name ("Player"
        # over "2: ·") at 80 columns (a play-tester).
        width = min(width, room - right.cell_length)
    return [
        Content.assemble(" " * 12, across),
        Content.assemble(left, " " * max(1, width - left.cell_length), right),
        Content.assemble(" " * 12, at(0)),
    ]


def doubled_line(
    view: TrixView, names: Sequence[str], ascii_only: bool
) -> Content | None:
    """Which cards are doubled and by whom (public once doubled): "Q♠ and
    Q♥ by Bot 2, K♥ by you", as the holder doubles; one "by" per player
    ("Q♠ by Bot 2, Q♥ by Bot 2" read as a stutter), never nested brackets
    ("K♥ (Bot 1 (hard))")."""
    if not view.doubled:
        return None
    by_seat: dict[int, list[Content]] = {}
    for card, seat in view.doubled:
        by_seat.setdefault(seat, []).append(card_content(card, ascii_only))
    parts: list[Content | str] = ["Doubled: "]
    for i, (seat, cards) in enumerate(by_seat.items()):
        if i:
            parts.append(", ")
        for join, shown in zip(list_joins(len(cards)), cards, strict=True):
            parts.extend([join, shown])
        parts.append(f" by {inside(names[seat])}")
    return Content.assemble(*parts)


def game_over_line(
    winners: Sequence[int], scores: Sequence[int], names: Sequence[str], deals: int
) -> str:
    """``All 8 deals are played: Lina wins with 430 points.`` (the session's
    winners, as its outcome names them: equal top totals share the win)."""
    best = scores[winners[0]]
    leaders = winning([names[s] for s in winners])
    return f"All {deals} deals are played: {leaders} with {best} points."
