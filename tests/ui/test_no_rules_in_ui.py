"""The UI draws views and submits actions; it never decides a rule.

What a rule needs (rank order, ace low or high, suits to follow, which
cards go together, constants such as the K♥ or the number of deals) comes
from the core's views and actions. This test reads the UI's source for the
arithmetic and the engine imports that would mean a rule is decided here.
"""

from __future__ import annotations

import re
from pathlib import Path

import cardgames_tui.ui

FORBIDDEN = {
    r"\brank_order\b|\.rank\.order\b|\.suit\.order\b": "rank or suit order",
    r"\blow_rank\(": "a game's rank rule",
    r"\.rank\s*(==|!=|<|>)|\.suit\s*(==|!=)": "comparing ranks or suits",
    r"\bCard\.parse\(": "a card constant",
    r"\.index\b[^\n]*(>>|&|//|%)|(>>|&)\s*3\b|>>\s*2\b": "card-index arithmetic",
    (
        r"from cardgames_tui\.games\.\w+\."
        r"(state|play|swap|tricks|layout|schedule|turn|hand|fits|scoring)\b"
    ): "an engine module",
}


def ui_sources() -> list[Path]:
    return sorted(Path(cardgames_tui.ui.__file__).parent.rglob("*.py"))


def test_the_ui_decides_no_rule() -> None:
    found = []
    for path in ui_sources():
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            for pattern, what in FORBIDDEN.items():
                if re.search(pattern, line):
                    found.append(f"{path.name}:{number}: {what}: {line.strip()}")
    assert found == []


def test_the_check_finds_a_rule_written_in_the_ui() -> None:
    """The patterns catch what they are for (the test above can fail)."""
    samples = [
        "if card.rank_order > top.rank_order:",
        "return low_rank(card.index), card.suit.order",
        "same = cards[i].rank != cards[j].rank",
        "KING_OF_HEARTS = Card.parse('KH')",
        "suit = card.index & 3",
        "from cardgames_tui.games.trix.state import LAYOUT",
    ]
    for sample in samples:
        assert any(re.search(p, sample) for p in FORBIDDEN), sample
