"""How far a game has gone, in a player's words, for the menu's "Continue"
line: a count of every move, bots' included, told a player nothing."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardgames_tui.core.narration import count
from cardgames_tui.core.wording import listed


def progress_words(view: Any, names: Sequence[str] = ()) -> str:
    """``deal 3 of 8`` (Trix), ``hand 4`` (Kings in the Corner), ``swapping``
    or ``12 cards in the stock`` or ``the stock is gone, 2 players still in``
    (Shithead): read from the public view alone. With the players' names, a
    game with points adds who leads (``deal 3 of 8 · Ann leads with 240``):
    two games left in the same minute read alike without it."""
    if hasattr(view, "deal_number"):
        return f"deal {view.deal_number} of {view.deals}" + _leader(view.totals, names)
    if hasattr(view, "hand_number"):
        return f"hand {view.hand_number}" + _leader(view.points, names)
    if getattr(view, "phase", None) == "swap":
        return "swapping cards before play"
    stock = getattr(view, "stock_size", 0)
    if stock:
        return f"{count(stock, 'card')} in the stock"
    left = view.players - len(view.finished)
    return f"the stock is gone, {left} players still in"


def _leader(scores: Sequence[int], names: Sequence[str]) -> str:
    """`` · Ann leads with 240``, or nothing before any points are scored
    (or without names)."""
    if not names or not any(scores):
        return ""
    best = max(scores)
    leaders = [name for name, score in zip(names, scores, strict=True) if score == best]
    lead = "leads" if len(leaders) == 1 and leaders != ["You"] else "lead"
    return f" · {listed(leaders)} {lead} with {best}"
