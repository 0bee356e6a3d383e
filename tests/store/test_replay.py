"""A replay reproduces every view of the original game, forwards and back;
undo restores exactly the previous view."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from cardgames_tui.core.session import GameSession
from cardgames_tui.store import history
from cardgames_tui.store.replayer import Replayer
from cardgames_tui.ui.undo import take_back
from tests.store.helpers import PLAYERS, played, record


def every_view(session: GameSession) -> list[Any]:
    seats: list[int | None] = [None, *range(session.players)]
    return [session.observe(seat) for seat in seats]


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_a_replay_reproduces_every_view(tmp_path: Path, game_id: str) -> None:
    original = GameSession.new(game_id, players=PLAYERS[game_id], seed=11)
    rng = random.Random(11)
    views = [every_view(original)]
    while not original.is_over:
        original.play(rng.choice(original.legal_actions()))
        views.append(every_view(original))
    number = history.record_game(tmp_path, record(game_id, 11))
    replayer = Replayer(history.load(tmp_path, number))
    assert replayer.total == len(views) - 1
    for ply, expected in enumerate(views):
        assert replayer.go(ply) == ply
        assert every_view(replayer.session) == expected, f"move {ply}"
    for ply in rng.sample(range(len(views)), 25):  # and back, by undo
        replayer.go(ply)
        assert every_view(replayer.session) == views[ply], f"back at move {ply}"
    replayer.go(replayer.total)
    assert replayer.session.events == original.events


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_undo_restores_exactly_the_previous_view(game_id: str) -> None:
    session = played(game_id, 5, stop=0)
    rng = random.Random(5)
    checked = refused = 0
    while not session.is_over:
        if session.current_player == 0:
            before = every_view(session)
            events = session.events
            session.play(rng.choice(session.legal_actions()))
            # the bots answer until it is seat 0's turn again
            while not session.is_over and session.current_player != 0:
                session.play(rng.choice(session.legal_actions()))
            after = every_view(session), session.events
            taken = take_back(session, 0)
            if taken.seen is None:
                assert taken.moves >= 1
                assert every_view(session) == before
                assert session.events == events
                checked += 1
            else:  # a card turned up since: refused, and nothing changed
                assert taken.moves == 0
                assert (every_view(session), session.events) == after
                refused += 1
            for _ in range(2):  # forward again, differently
                if not session.is_over:
                    session.play(rng.choice(session.legal_actions()))
        else:
            session.play(rng.choice(session.legal_actions()))
    assert checked > 10
    assert refused or game_id == "trix"  # a Trix deal turns nothing up


def test_undo_before_your_first_decision_changes_nothing() -> None:
    for seed in range(20):
        session = GameSession.new("trix", players=4, seed=seed)
        while session.current_player != 0:  # only the bots move
            session.play(session.legal_actions()[0])
        if session.ply:
            break
    before, ply = every_view(session), session.ply
    assert ply > 0
    assert take_back(session, 0) == (0, None)
    assert session.ply == ply
    assert every_view(session) == before
