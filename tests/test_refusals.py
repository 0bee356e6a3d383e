"""A move is refused exactly when it is not listed as legal, and always with
its specific reason: `refusal` and ``legal_actions()`` never disagree."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable
from typing import Any

import pytest

from cardgames_tui.core import CARDS, GameSession, IllegalActionError
from cardgames_tui.games.kings_corner import actions as kings
from cardgames_tui.games.shithead import actions as shithead
from cardgames_tui.games.trix import actions as trix


def shithead_moves(rng: random.Random) -> Iterable[Any]:
    yield from (play for row in shithead.PLAYS for play in row)
    yield from (*shithead.FLIPS, shithead.Flip(4), shithead.PICKUP, shithead.READY)
    yield shithead.Play((CARDS[0], CARDS[5]))  # mixed ranks, built by hand
    for _ in range(40):
        yield shithead.Swap(rng.choice(CARDS), rng.choice(CARDS))


def trix_moves(rng: random.Random) -> Iterable[Any]:
    yield from trix.PLAY
    yield from (trix.PASS, *trix.CHOOSE.values(), trix.Choose(7))
    doublable = [c for c in CARDS if trix.DOUBLABLE_MASK >> c.index & 1]
    for size in range(len(doublable) + 1):
        for chosen in itertools.combinations(doublable, size):
            yield trix.Double(chosen)
    yield trix.Double((rng.choice(CARDS),))


def kings_moves(rng: random.Random) -> Iterable[Any]:
    yield from (play for row in kings.PLAYS for play in row)
    yield from (move for row in kings.MOVES for move in row)
    yield from (kings.END, kings.MovePile(0, 9), kings.PlayCard(CARDS[3], 8))


MOVES: dict[str, Callable[[random.Random], Iterable[Any]]] = {
    "shithead": shithead_moves,
    "trix": trix_moves,
    "kings-corner": kings_moves,
}


@pytest.mark.parametrize("game_id", sorted(MOVES))
@pytest.mark.parametrize("seed", range(3))
def test_refusal_agrees_with_legal_actions_everywhere(game_id: str, seed: int) -> None:
    rng = random.Random(seed)
    session = GameSession.new(game_id, seed=seed)
    refusal = session.game.refusal
    positions = 0
    while not session.is_over and session.ply < 1500:
        legal = session.legal_actions()
        if rng.random() < 0.15:
            positions += 1
            for move in MOVES[game_id](rng):
                reason = refusal(session.state, move)
                listed = move in legal
                assert (reason is None) == listed, (str(move), reason)
                assert reason is None or "not legal now" not in reason
        session.play(legal[rng.randrange(len(legal))])
    assert positions > 10


@pytest.mark.parametrize("game_id", sorted(MOVES))
def test_a_refused_move_changes_nothing_and_says_why(game_id: str) -> None:
    rng = random.Random(11)
    session = GameSession.new(game_id, seed=11)
    refused = 0
    while not session.is_over and session.ply < 300:
        legal = session.legal_actions()
        before = (session.state.key(), session.record(), len(session.events))
        for move in MOVES[game_id](rng):
            if move not in legal and rng.random() < 0.05:
                with pytest.raises(IllegalActionError) as error:
                    session.play(move)
                assert str(error.value) == session.game.refusal(session.state, move)
                refused += 1
        assert (session.state.key(), session.record(), len(session.events)) == before
        session.play(legal[rng.randrange(len(legal))])
    assert refused > 50
