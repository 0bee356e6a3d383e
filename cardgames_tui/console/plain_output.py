"""Printing on a terminal that cannot show every character we write.

Rules pages, demos and lessons are full of ♠♥♦♣, dashes and stars. On a
terminal whose encoding lacks them (``LANG=C``, an old Windows console) a
print raised UnicodeEncodeError and the command died with a traceback: here
the standard streams write such a character as its nearest ASCII, and any
other as ``?``, so the text still reads.
"""

from __future__ import annotations

import codecs
import sys
from typing import TextIO

from cardgames_tui.core.suit_text import SUIT_GLYPHS, SUIT_LETTERS

ERRORS = "cardgames-plain"
"""The name of the codec error handler that writes the nearest ASCII."""

NEAREST = {
    **dict(zip(SUIT_GLYPHS, SUIT_LETTERS, strict=True)),
    "—": "-",
    "\u2013": "-",  # en dash
    "…": "...",
    "•": "*",
    "★": "*",
    "→": "->",
    "←": "<-",
    "·": "|",
    "\u2018": "'",  # curly quotes
    "\u2019": "'",
    "“": '"',
    "”": '"',
    "×": "x",
    "±": "+/-",
    "≤": "<=",
    "≥": ">=",
    **dict.fromkeys("┌┐└┘├┤┬┴┼╭╮╰╯", "+"),
    "─": "-",
    "│": "|",
}
"""Characters our texts use, as the nearest ASCII (the rules pages draw the
control center in box lines; Arabic terms have none and become ``?``)."""


def _nearest(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    bad = error.object[error.start : error.end]
    return "".join(NEAREST.get(char, "?") for char in bad), error.end


codecs.register_error(ERRORS, _nearest)


def plain_where_needed(*streams: TextIO) -> None:
    """Let each stream (stdout and stderr by default) write what its
    encoding lacks as the nearest ASCII, rather than fail."""
    for stream in streams or (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and stream.errors == "strict":
            reconfigure(errors=ERRORS)
