"""Bots are honest by construction: two games that differ only in cards
hidden from a seat get the same decision from that seat's bot, at every
level, with the same seed."""

from __future__ import annotations

import random

import pytest

from cardgames_tui.bots.levels import LEVELS, make_bot
from cardgames_tui.bots.montecarlo import MonteCarloBot
from cardgames_tui.core import Card, GameSession, find_game
from cardgames_tui.core.deck import shuffled_deck
from tests.test_conformance import HIDDEN_FROM_SEAT_0


@pytest.mark.parametrize("game_id", sorted(HIDDEN_FROM_SEAT_0))
def test_decisions_ignore_cards_the_seat_cannot_see(game_id: str) -> None:
    game = find_game(game_id)
    n = game.default_players
    deck = shuffled_deck(random.Random(8))
    (a, b), *_ = HIDDEN_FROM_SEAT_0[game_id](n, deck)
    other: list[Card] = list(deck)
    other[a], other[b] = other[b], other[a]
    first = GameSession.new(game, players=n, seed=8, deck=deck)
    second = GameSession.new(game, players=n, seed=8, deck=other)
    assert first.state.key() != second.state.key()
    bots = {level: make_bot(game, level, budget=None) for level in LEVELS}
    for bot in bots.values():
        if isinstance(bot, MonteCarloBot):
            bot.samples = 3  # enough to exercise the sampling, quick to run
    rng = random.Random(8)
    compared = 0
    while not first.is_over and compared < 12 and first.ply < 300:
        if first.current_player == 0 and first.observe(0) == second.observe(0):
            view = first.observe(0)
            for level, bot in bots.items():
                choices = [
                    bot.choose(session.observe(0), random.Random(compared))
                    for session in (first, second)
                ]
                assert choices[0] == choices[1], level
                assert choices[0] in view.legal_actions
            compared += 1
        legal = first.legal_actions()
        action = legal[rng.randrange(len(legal))]
        if action not in second.legal_actions():
            break
        first.play(action)
        second.play(action)
    assert compared >= 3
