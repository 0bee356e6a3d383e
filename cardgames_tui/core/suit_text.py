"""Suits in plain text: their symbols, or letters where symbols cannot show.

Pure strings, so the app, the console commands and the rules pages share one
rule for ASCII mode (`shown`) and one test of the terminal (`can_show_suits`).
"""

from __future__ import annotations

import sys

SUIT_GLYPHS = "♠♥♦♣"
SUIT_LETTERS = "SHDC"
_TO_LETTERS = str.maketrans(SUIT_GLYPHS, SUIT_LETTERS)


def can_show_suits(encoding: str | None = None) -> bool:
    """Whether the terminal's encoding can show ♠♥♦♣."""
    encoding = encoding or getattr(sys.stdout, "encoding", None) or "ascii"
    try:
        SUIT_GLYPHS.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def shown(text: str, ascii_only: bool) -> str:
    """``text`` as the screen writes it: in ASCII mode every suit symbol
    becomes its letter (``6♦`` → ``6D``). Applied at render time to every
    text that may hold a suit: refusals from the core, the log, menu lines,
    rules pages, hints."""
    return text.translate(_TO_LETTERS) if ascii_only else text
