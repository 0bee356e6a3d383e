"""`KeysDialog`: every key of the screen below, generated from its bindings.

Nothing here is written by hand: a key added to a screen's BINDINGS shows up
here with its description, and a key that does nothing now says so. A key
the footer hides (undo with several players at the keyboard, a table's keys
in a demo) is left out: listed as "not now", it promised what never comes.
"""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from cardgames_tui.core.suit_text import shown
from cardgames_tui.ui.app_of import app_of

KeyLine = tuple[str, str, bool]
"""A key as shown, what it does, and whether it does it now."""


def _describe(binding: Binding) -> str:
    if binding.description:
        return binding.description
    name = binding.action.partition("(")[0].rpartition(".")[2]
    return name.replace("_", " ").capitalize()


SCROLLING = ("scroll_", "page_")
"""Actions of a scrolling container: listed last, as they matter least."""
TEXTUAL_OWN = frozenset(
    (b.action, b.description) for b in Screen.BINDINGS if isinstance(b, Binding)
)
"""What every Textual screen binds (focus next, copy selected text): listed
with the app's keys, after the screen's own (on the handover they came
before "I am here")."""


UNLISTED = ("copy_text", "scroll_left", "scroll_right", "page_left", "page_right")
"""Actions left out of the list: copying selected text (there is none to
select) and sideways scrolling (nothing here scrolls sideways) only made a
play-tester's list longer than the screen."""


def screen_keys(screen: Screen[object]) -> list[KeyLine]:
    """The keys ``screen`` answers to: its own first, then its focused
    widget's, the app's, and scrolling last (a form's ten scrolling keys
    filled a small terminal's dialog before the screen's own). A key bound
    twice (a widget over the screen) is listed once, as it acts."""
    app = screen.app
    ranked: list[tuple[int, KeyLine]] = []
    seen: set[str] = set()
    for namespace, bindings in screen._modal_binding_chain:
        for key, binding in bindings:
            if key in seen or binding.system:
                continue
            if binding.action.partition("(")[0].rpartition(".")[2] in UNLISTED:
                continue
            state = app._check_action_state(binding.action, namespace)
            if state is False:
                continue  # hidden: the key falls through to the next binding
            seen.add(key)
            shown = app.get_key_display(binding)
            line = (shown, _describe(binding), bool(state))
            ranked.append((_rank(namespace, screen, binding), line))
    ranked.sort(key=lambda item: item[0])  # stable: each group keeps its order
    return [line for _, line in ranked]


def _rank(namespace: object, screen: Screen[object], binding: Binding) -> int:
    if binding.action.startswith(SCROLLING):
        return 3
    if namespace is screen and (binding.action, binding.description) not in TEXTUAL_OWN:
        return 0
    if namespace is screen.app:
        return 2
    return 1


class KeysDialog(ModalScreen[None]):
    """The key help; f1, Escape or q closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,f1,enter", "close", "Close"),
    ]

    DEFAULT_CSS = """
    KeysDialog { align: center middle; }
    KeysDialog > VerticalScroll {
        width: 64; max-width: 100%; height: auto; max-height: 100%;
        padding: 0 1; border: thick $accent; background: $surface;
    }
    """

    def __init__(self, under: Screen[object]) -> None:
        super().__init__()
        self.lines = screen_keys(under)
        """The keys of the screen this dialog was opened over."""

    def compose(self) -> ComposeResult:
        ascii_only = bool(app_of(self).settings.ascii_only)
        table = Table(title="Keys on this screen", box=None, header_style="bold")
        table.add_column("Key", style="bold")
        table.add_column("Does")
        for key, description, now in self.lines:
            does = description if now else f"{description} (not now)"
            table.add_row(shown(key, ascii_only), shown(does, ascii_only))
        with VerticalScroll() as box:
            # In the border, always seen: at the end of a long list it was
            # only found by scrolling (a play-tester at 80×24).
            box.border_subtitle = "f1 or Esc closes"
            yield Static(table, id="keys-table")

    def action_close(self) -> None:
        self.dismiss(None)
