"""How far a game has gone, in a player's words, for the menu's "Continue"
line: a count of every move, bots' included, told a player nothing."""

from __future__ import annotations

from typing import Any

from cardgames_tui.core.narration import count


def progress_words(view: Any) -> str:
    """``deal 3 of 8`` (Trix), ``hand 4`` (Kings in the Corner), ``swapping``
    or ``12 cards in the stock`` or ``the stock is gone, 2 players still in``
    (Shithead): read from the public view alone."""
    if hasattr(view, "deal_number"):
        return f"deal {view.deal_number} of {view.deals}"
    if hasattr(view, "hand_number"):
        return f"hand {view.hand_number}"
    if getattr(view, "phase", None) == "swap":
        return "swapping cards before play"
    stock = getattr(view, "stock_size", 0)
    if stock:
        return f"{count(stock, 'card')} in the stock"
    left = view.players - len(view.finished)
    return f"the stock is gone, {left} players still in"
