"""A few hundred random keys on each screen never raise."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from textual import events

from cardgames_tui.core.seats import Seat
from cardgames_tui.core.session import GameSession
from tests.ui.driver import make_app, settle

KEYS = [
    "left", "right", "up", "down", "space", "enter", "escape", "tab", "shift+tab",
    "p", "r", "h", "a", "m", "n", "y", "x", "1", "question_mark", "home", "end",
    "t", "c", "s", "e", "2", "4", "6", "7", "8", "9",
    "pageup", "pagedown", "backspace", "delete",
]  # fmt: skip
CHARS = {
    "space": " ",
    "enter": "\r",
    "tab": "\t",
    "escape": "\x1b",
    "question_mark": "?",
}
"""The character a named key types (for input fields)."""
BURST = 8


@pytest.mark.parametrize(
    "where",
    # Shithead with one human. The menu, the set-up, the results and each
    # table with two humans get random keys, with resizes, in the small key
    # soak (tests/ui/test_key_soak.py), which make test also runs.
    ["table"],
)
async def test_random_keys_never_crash(tmp_path: Path, where: str) -> None:
    app = make_app(tmp_path)
    rng = random.Random(where)
    async with app.run_test(size=(90, 28)) as pilot:
        if where == "setup":
            await pilot.press("enter")
        elif where in ("table", "hot-seat"):
            seats = (
                Seat("Ana"),
                Seat("Ben") if where == "hot-seat" else Seat("Bot", "heuristic"),
            )
            app.start_game(GameSession.new("shithead", players=2, seed=3), seats)
            await settle(pilot)
        elif where == "trix-hot-seat":
            four = (
                Seat("Ana"),
                Seat("Bot 1", "heuristic"),
                Seat("Ben"),
                Seat("Bot 3", "random"),
            )
            app.start_game(GameSession.new("trix", seed=3), four)
            await settle(pilot)
        elif where == "kings-hot-seat":
            three = (Seat("Ana"), Seat("Ben"), Seat("Bot 2", "heuristic"))
            app.start_game(GameSession.new("kings-corner", 3, seed=3), three)
            await settle(pilot)
        for _ in range(200 // BURST):
            # A burst goes in without waiting between keys, like a player
            # mashing the keyboard; the app then settles.
            for key in (rng.choice(KEYS) for _ in range(BURST)):
                char = key if len(key) == 1 else CHARS.get(key)
                app.post_message(events.Key(key, char))
            await pilot.pause()
            if not app.is_running:
                break
        await settle(pilot)
        assert app.return_code in (None, 0)
