"""`SeatBox`: another player, as everyone at the table may see them.

A bordered box titled with the player's name and a few lines of public
facts (cards held, tricks, points); a heavy border marks the player to act.
"""

from __future__ import annotations

import re

from textual import events
from textual.content import Content
from textual.widgets import Static

TAG = re.compile(r"(?: \([^()]*\))+$")
"""A name's last words in brackets: "(2)" for a name used twice, "(hard)",
both ("(bot) (2)"): a cut that kept only the last lost "(bot)" (a review)."""

SEPARATOR = " · "
"""Between the facts of one line: where a line too wide for its box breaks."""


class SeatBox(Static):
    """One opponent's public facts."""

    DEFAULT_CSS = """
    SeatBox { border: round $secondary; height: auto; padding: 0 1; }
    SeatBox.-to-play { border: heavy $accent; }
    """

    _lines: tuple[str | Content, ...] = ()
    """The facts last shown, kept to fit them again at a new width."""
    _note = ""
    """The words for the bottom border ("kingdom · out first"), kept too."""
    _name = ""
    """The player's whole name, kept to fit the title again at a new width."""

    def show(
        self, name: str, lines: list[str | Content], to_play: bool, note: str = ""
    ) -> None:
        self._name = name
        self._lines = tuple(lines)
        self._note = note
        self._fill()
        self.set_class(to_play, "-to-play")

    def on_resize(self, event: events.Resize) -> None:
        self._fill()

    def _fill(self) -> None:
        """The lines, broken between facts where the whole line does not
        fit: wrapped by words, "12 cards · 0 tricks" broke inside a fact
        ("12 cards · 0" over "tricks") in the narrow boxes at 80 columns."""
        width = self.size.width
        lines = self._lines
        # The border keeps the outer width less its corners, a rule and a
        # space each side; a note longer than that ends the facts instead
        # (cut to "kingdom · out t…" at 80 columns, it lost the place).
        room = self.outer_size.width - 6
        self.border_title = fitted_name(self._name, room)
        if self._note and room > 0 and len(self._note) > room:
            self.border_subtitle = ""
            lines = (*lines, self._note)
        else:
            self.border_subtitle = self._note
        shown: list[Content] = []
        for line in lines:
            if isinstance(line, Content):
                shown.append(line)
            elif width and len(line) > width and SEPARATOR in line:
                shown.extend(Content(part) for part in packed(line, width))
            else:
                shown.append(Content(line))
        self.update(Content("\n").join(shown))


def fitted_name(name: str, room: int) -> str:
    """``name`` in ``room`` columns, cut inside the name, not its tag: cut
    at the end, two "Maximilian Alexa (…" boxes could not be told apart."""
    if room <= 0 or len(name) <= room:
        return name
    tag = TAG.search(name)
    suffix = tag.group(0) if tag else ""
    keep = room - len(suffix) - 1
    if keep < 1:
        return name[: room - 1] + "…"
    return name[: len(name) - len(suffix)][:keep].rstrip() + "…" + suffix


def packed(line: str, width: int) -> list[str]:
    """``line``'s facts on as few lines as fit ``width``, in order, never
    broken inside a fact (one too wide for any line stands alone): a fact
    a line made a Trix demo's open hands overflow 80×24."""
    rows: list[str] = []
    for fact in line.split(SEPARATOR):
        joined = f"{rows[-1]}{SEPARATOR}{fact}" if rows else fact
        if rows and len(joined) <= width:
            rows[-1] = joined
        else:
            rows.append(fact)
    return rows
