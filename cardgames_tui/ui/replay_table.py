"""What lies on the table in a replay, as lines of text, from the public
view: a game's own table screen would also take the keys, so the Replays
screen writes the public cards itself (drawing only: no rule is decided)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardgames_tui.games.trix.held_order import HELD_SUITS
from cardgames_tui.ui.card_text import card_label, cards_label


def table_lines(view: Any, names: Sequence[str], ascii_only: bool) -> list[str]:
    """The public cards of ``view`` that a game shows: Shithead's face-up
    cards, how many lie face down, and the pile, a Trix trick or layout,
    the Kings spaces."""
    lines: list[str] = []
    face_up = getattr(view, "face_up", None)
    if face_up is not None:
        # The face-down cards as a count: never shown, they still decide
        # how far a player is from going out (a play-tester missed them).
        downs = [sum(slots) for slots in view.face_down]
        for name, cards, down in zip(names, face_up, downs, strict=True):
            shown = cards_label(cards, ascii_only) if cards else "none"
            lines.append(f"{name[:12]} face up: {shown} · {down} face down")
        pile = view.pile
        if pile:  # not "7♣ (1 cards)", nor "empty (0 cards)"
            count = f" ({len(pile)} cards)" if len(pile) > 1 else ""
            top = f"{card_label(pile[-1], ascii_only)}{count}"
        else:
            top = "empty"
        lines.append(f"Pile: {top} · stock {view.stock_size}")
    trick = getattr(view, "trick", None)
    if trick:
        played = " · ".join(
            f"{names[seat][:12]} {card_label(card, ascii_only)}" for seat, card in trick
        )
        lines.append(f"Trick: {played}")
    layout = getattr(view, "layout", None)
    if layout is not None and any(layout):
        lines.append("Layout:")
        rows = sorted(
            filter(None, layout), key=lambda row: HELD_SUITS.index(row[0].suit)
        )
        lines += [f"  {cards_label(row, ascii_only)}" for row in rows]
    spaces = getattr(view, "spaces", None)
    if spaces is not None:
        for space in spaces:
            top = card_label(space.top, ascii_only) if space.size else ""
            if space.size == 1:  # "2♥…2♥ (1)" read as two cards
                lines.append(f"{space.name:>2}: {top}")
            elif space.size:
                ends = f"{card_label(space.bottom, ascii_only)}…"
                lines.append(f"{space.name:>2}: {ends}{top} ({space.size})")
        # The table's words: "draw pile", not "stock".
        lines.append(f"Draw pile {view.stock_size} · pot {view.pot}")
    return lines
