"""The card row must show its cursor and its picks without relying on colour."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.style import Style

from cardgames_tui.ui.widgets.card_row import CardRowView, Slot


class RowApp(App[None]):
    def compose(self) -> ComposeResult:
        yield CardRowView()


def span_styles(row: CardRowView) -> list[Style]:
    """The style of each card's label, in order (gaps are unstyled strings)."""
    content = row.render()
    styles = [span.style for span in content.spans]
    assert all(isinstance(style, Style) for style in styles)
    return [style for style in styles if isinstance(style, Style)]


def marked_apart(mark: Style, plain: Style) -> bool:
    """Told apart by something other than the foreground colour."""
    return (
        mark.background != plain.background
        or bool(mark.underline) != bool(plain.underline)
        or bool(mark.reverse) != bool(plain.reverse)
    )


async def test_the_cursor_and_the_picks_stand_out_without_colour() -> None:
    app = RowApp()
    async with app.run_test() as pilot:
        row = app.query_one(CardRowView)
        row.slots = (Slot("10♠"), Slot("J♠"), Slot("Q♠"), Slot("K♥", red=True))
        row.cursor = 0
        row.selected = frozenset({2})
        await pilot.pause()
        cursor, plain, picked, red = span_styles(row)
        assert marked_apart(cursor, plain)
        assert marked_apart(picked, plain)
        assert marked_apart(cursor, picked)
        # A red card under the cursor keeps its colour cue as well.
        row.cursor = 3
        await pilot.pause()
        assert span_styles(row)[3].foreground == red.foreground
        assert marked_apart(span_styles(row)[3], red)


async def test_a_picked_card_stays_legible() -> None:
    app = RowApp()
    async with app.run_test() as pilot:
        row = app.query_one(CardRowView)
        row.slots = (Slot("K♥", red=True),)
        row.selected = frozenset({0})
        await pilot.pause()
        (picked,) = span_styles(row)
        assert picked.background is not None and picked.foreground is not None
        contrast = picked.background.get_contrast_text()
        # "auto" text: the foreground is the background's contrast colour.
        assert picked.foreground.rgb == contrast.rgb
