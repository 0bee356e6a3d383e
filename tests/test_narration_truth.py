"""What the narrators say about the table agrees with the engine's own view
of it, move by move, over bots' games: the narrators keep their own notes of
the table, and these tests hold those notes to the truth."""

from __future__ import annotations

import pytest

from cardgames_tui.core import find_game
from cardgames_tui.core.narration import tell_all
from cardgames_tui.core.wording import card_name
from cardgames_tui.games.kings_corner.view import KingsView
from cardgames_tui.games.shithead.view import ShitheadView
from cardgames_tui.tools.demo_script import DemoGame

NAMES = ["Ana", "Omar", "Lina", "Sami"]
MOVES = 400


@pytest.mark.parametrize("seed", range(1, 5))
def test_kings_spaces_said_empty_were_empty(seed: int) -> None:
    game = find_game("kings-corner")
    demo = DemoGame(game, 4, seed)
    narrator = game.narrator(NAMES)
    tell_all(narrator, demo.session.events)
    checked = 0
    for _ in range(MOVES):
        if demo.session.is_over:
            break
        before = demo.session.observe(None)
        assert isinstance(before, KingsView)
        tops = {space.name: space.top for space in before.spaces}
        events = demo.forward()
        for event, told in zip(events, tell_all(narrator, events), strict=True):
            if event.kind != "play" or told.line is None:
                continue
            space = str(event.target)
            if "fill-space" in told.rules or "king-to-corner" in told.rules:
                assert tops[space] is None, told.line
            else:
                top = tops[space]
                assert top is not None and f"on {card_name(top)} " in told.line
            checked += 1
            tops[space] = event.cards[0]
    assert checked > 20


@pytest.mark.parametrize("seed", range(1, 5))
def test_shithead_plays_name_the_card_they_went_on(seed: int) -> None:
    game = find_game("shithead")
    demo = DemoGame(game, 4, seed)
    narrator = game.narrator(NAMES)
    checked = 0
    for _ in range(MOVES):
        if demo.session.is_over:
            break
        before = demo.session.observe(None)
        assert isinstance(before, ShitheadView)
        events = demo.forward()
        told = tell_all(narrator, events)
        plays = [t for e, t in zip(events, told, strict=True) if e.kind == "play"]
        if not plays or plays[0].line is None:
            continue
        line = plays[0].line.partition(":")[0]  # the play, not the rule after it
        if before.pile:
            assert f" on {card_name(before.pile[-1])}" in line, line
        else:
            assert " on " not in line, line
        checked += 1
    assert checked > 20
