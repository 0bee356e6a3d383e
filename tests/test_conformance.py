"""Every registered game must pass these, from seeded random playouts."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import fields
from typing import Any

import pytest

from cardgames_tui.core import CARDS, Card, GameSession, all_games, find_game
from cardgames_tui.core.bots import RandomBot
from cardgames_tui.core.deck import shuffled_deck
from cardgames_tui.core.game import GameState

GAME_IDS = [game.id for game in all_games()]
PLAYOUTS = 6

# Pairs of positions of a stacked deck whose cards seat 0 cannot see at the
# deal (cards in two other seats' hands, or face down), given the player count
# and the deck.
PUBLIC_IN_TRIX = {Card.parse(c) for c in ("7H", "KH", "QS", "QH", "QD", "QC")}


def _trix_hidden(n: int, deck: list[Card]) -> list[tuple[int, int]]:
    # Who holds 7♥ (the owner) and the doubling cards is public in Trix.
    first = next(i for i in range(13, 26) if deck[i] not in PUBLIC_IN_TRIX)
    second = next(i for i in range(26, 39) if deck[i] not in PUBLIC_IN_TRIX)
    return [(first, second)]


HIDDEN_FROM_SEAT_0: dict[str, Callable[[int, list[Card]], list[tuple[int, int]]]] = {
    # Face-down cards of seats 1 and 2; hand cards of seats 1 and 2.
    "shithead": lambda n, deck: [(3, 6), (6 * n + 3, 6 * n + 6)],
    "trix": _trix_hidden,
    # Hand cards of seats 1 and 2.
    "kings-corner": lambda n, deck: [(7, 14)],
}


def playout(
    session: GameSession, rng: random.Random, check: Callable[[GameState], None]
) -> None:
    """Random legal play to the end or the game's cap, checking every step."""
    while not session.is_over and session.ply < session.game.max_actions:
        legal = session.legal_actions()
        assert legal, "no legal action before the end"
        session.play(legal[rng.randrange(len(legal))])
        check(session.state)


def conserved(state: GameState) -> None:
    assert sorted(state.all_cards()) == sorted(CARDS)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", range(PLAYOUTS))
def test_random_playout_ends_conserves_cards_and_replays(
    game_id: str, seed: int
) -> None:
    game = find_game(game_id)
    players = game.min_players + seed % (game.max_players - game.min_players + 1)
    session = GameSession.new(game_id, players=players, seed=seed)
    conserved(session.state)
    playout(session, random.Random(seed), conserved)
    # These seeds end before the cap: a game that never ends must fail here.
    assert session.is_over, f"stopped at the cap of {game.max_actions} actions"
    assert session.current_player is None
    assert session.legal_actions() == []
    outcome = session.outcome
    assert outcome is not None
    assert sorted(outcome.ranking) == list(range(players))
    assert outcome.scores == session.scores
    replay = GameSession.from_record(session.record())
    assert replay.state.key() == session.state.key()


def rebuilt(action: Any) -> Any:
    """An equal action built from scratch, as a program or a test would:
    fresh (non-interned) cards, and only the fields that make its value."""

    def fresh(value: Any) -> Any:
        if isinstance(value, Card):
            return Card(value.rank, value.suit)
        if isinstance(value, tuple):
            return tuple(fresh(v) for v in value)
        return value

    given = {
        f.name: fresh(getattr(action, f.name))
        for f in fields(action)
        if f.init and f.compare
    }
    return type(action)(**given)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_equal_actions_act_alike(game_id: str) -> None:
    """The listed action, its parsed notation and an equal action built by
    hand give the same state and the same record, in random positions."""
    rng = random.Random(3)
    for seed in range(3):
        session = GameSession.new(game_id, seed=seed)
        while not session.is_over and session.ply < 300:
            legal = session.legal_actions()
            if rng.random() < 0.1:
                action = legal[rng.randrange(len(legal))]
                outcomes = []
                for variant in (action, session.parse(str(action)), rebuilt(action)):
                    assert variant == action
                    trial = GameSession.from_record(session.record())
                    trial.play(variant)
                    outcomes.append((trial.state.key(), trial.record()))
                assert outcomes[0] == outcomes[1] == outcomes[2], str(action)
            session.play(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_legal_action_applies(game_id: str) -> None:
    session = GameSession.new(game_id, seed=42)
    rng = random.Random(42)
    while not session.is_over and session.ply < 400:
        for action in session.legal_actions():
            trial = session.state.copy()
            trial.apply(action)
            conserved(trial)
        legal = session.legal_actions()
        session.play(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", range(3))
def test_views_list_the_engines_moves(game_id: str, seed: int) -> None:
    # A view derives its legal moves from what its seat sees, with the
    # engine's own functions: the seat on turn gets exactly the engine's
    # list, in its order; every other seat and the onlooker get none.
    game = find_game(game_id)
    session = GameSession.new(game_id, seed=seed)
    rng = random.Random(seed)
    while not session.is_over and session.ply < game.max_actions:
        state = session.state
        legal = tuple(state.legal_actions())
        for seat in range(session.players):
            view = game.observe(state, seat)
            assert view.legal_actions == (
                legal if seat == session.current_player else ()
            )
        assert game.observe(state, None).legal_actions == ()
        session.play(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_copies_are_independent(game_id: str) -> None:
    session = GameSession.new(game_id, seed=9)
    rng = random.Random(9)
    for _ in range(50):
        if session.is_over:
            break
        frozen = session.state.copy()
        key = frozen.key()
        legal = session.legal_actions()
        session.play(legal[rng.randrange(len(legal))])
        assert frozen.key() == key


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_and_bots_give_identical_games(game_id: str) -> None:
    game = find_game(game_id)
    sessions = [GameSession.new(game_id, seed=77) for _ in range(2)]
    bots = [[game.bots[name]() for name in sorted(game.bots)] for _ in range(2)]
    rngs = [random.Random(5), random.Random(5)]
    while not sessions[0].is_over and sessions[0].ply < game.max_actions:
        for i, session in enumerate(sessions):
            seat = session.current_player
            assert seat is not None
            bot = bots[i][seat % len(bots[i])]
            session.play(bot.choose(session.observe(seat), rngs[i]))
        assert sessions[0].state.key() == sessions[1].state.key()
        for seat in range(sessions[0].players):
            assert sessions[0].observe(seat) == sessions[1].observe(seat)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", range(4))
def test_views_do_not_depend_on_cards_hidden_from_the_seat(
    game_id: str, seed: int
) -> None:
    """Two deals that differ only in cards seat 0 cannot see look the same to
    seat 0, and keep looking the same while the same moves are legal in both
    and seat 0 has been told nothing that differs (a card turned face up)."""
    game = find_game(game_id)
    n = game.default_players
    deck = shuffled_deck(random.Random(seed))
    for a, b in HIDDEN_FROM_SEAT_0[game_id](n, deck):
        other: list[Card] = list(deck)
        other[a], other[b] = other[b], other[a]
        first = GameSession.new(game_id, players=n, seed=seed, deck=deck)
        second = GameSession.new(game_id, players=n, seed=seed, deck=other)
        assert first.state.key() != second.state.key()
        rng = random.Random(seed)
        steps = 0
        while not first.is_over and steps < 400:
            assert first.observe(0) == second.observe(0)
            legal = first.legal_actions()
            action = legal[rng.randrange(len(legal))]
            if action not in second.legal_actions():
                break
            told_first = [e for e in first.play(action) if e.visible_to(0)]
            told_second = [e for e in second.play(action) if e.visible_to(0)]
            steps += 1
            if told_first != told_second:
                break
        assert steps > 0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_bots_choose_only_legal_actions_from_their_view(game_id: str) -> None:
    game = find_game(game_id)
    for name, make in game.bots.items():
        session = GameSession.new(game_id, seed=len(name))
        bot = make()
        rng = random.Random(1)
        while not session.is_over and session.ply < 600:
            seat = session.current_player
            assert seat is not None
            view = session.observe(seat)
            choice = bot.choose(view, rng)
            assert choice in view.legal_actions
            session.play(choice)


def test_random_bot_needs_only_the_view() -> None:
    session = GameSession.new("shithead", seed=1)
    view = session.observe(0)
    assert RandomBot().choose(view, random.Random(0)) in view.legal_actions
