"""Small modal dialogs."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

LEAVE_SAVED = "Leave this game? It is saved: Continue picks it up from the menu."
"""What leaving a game with a player in it asks (the table, the handover)."""


class ConfirmDialog(ModalScreen[bool]):
    """A yes/no question; dismissed with True for yes."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]

    DEFAULT_CSS = """
    ConfirmDialog { align: center middle; }
    ConfirmDialog > Vertical {
        width: 56; height: auto; padding: 1 2;
        border: thick $accent; background: $surface;
    }
    ConfirmDialog Horizontal { height: auto; align: center middle; margin-top: 1; }
    ConfirmDialog Button { margin: 0 1; }
    """

    def __init__(self, question: str, *, default_yes: bool = True) -> None:
        super().__init__()
        self.question = question
        self.default_yes = default_yes
        """Whether Enter answers yes at first: no where yes loses something."""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.question)
            with Horizontal():
                # The answer Enter gives looks chosen, and is.
                yes = Button("Yes (y)", id="yes")
                no = Button("No (n)", id="no")
                (yes if self.default_yes else no).variant = "primary"
                yield yes
                yield no

    def on_mount(self) -> None:
        if not self.default_yes:
            self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)
