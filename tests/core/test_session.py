from __future__ import annotations

import json
import random

import pytest

from cardgames_tui.core import (
    GameSession,
    IllegalActionError,
    InvalidSetupError,
    UnknownGameError,
)
from cardgames_tui.core.errors import NewerRecordError
from cardgames_tui.core.session import SNAPSHOT_EVERY


def test_new_checks_the_player_count() -> None:
    with pytest.raises(InvalidSetupError, match="2 to 5 players, not 6"):
        GameSession.new("shithead", players=6)


def test_new_refuses_unknown_games_and_options() -> None:
    with pytest.raises(UnknownGameError):
        GameSession.new("whist")
    with pytest.raises(InvalidSetupError, match="no option 'jokers'"):
        GameSession.new("shithead", options={"jokers": True})
    with pytest.raises(InvalidSetupError, match="takes true or false"):
        GameSession.new("shithead", options={"voluntary_pickup": "yes"})
    with pytest.raises(InvalidSetupError, match="'dealer' takes a number, not 'x'"):
        GameSession.new("shithead", options={"dealer": "x"})


def test_an_unseeded_game_records_the_seed_it_drew() -> None:
    session = GameSession.new("shithead")
    replay = GameSession.new("shithead", seed=session.seed)
    assert replay.observe(0) == session.observe(0)


def test_an_illegal_move_raises_a_readable_error_and_changes_nothing() -> None:
    session = GameSession.new("shithead", seed=3)
    before = session.state.copy()
    with pytest.raises(IllegalActionError, match="first swap"):
        session.play("pickup")
    with pytest.raises(IllegalActionError, match="not a Shithead move"):
        session.play("dance")
    assert session.state.key() == before.key()
    assert session.ply == 0 and session.events == ()


def test_a_step_that_fails_leaves_no_event_in_the_log(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The engine writes into the session's own log: a step that breaks
    # half-way must not leave its first events behind.
    from cardgames_tui.core.events import Event
    from cardgames_tui.games.kings_corner.state import KingsState

    session = GameSession.new("kings-corner", seed=3)
    session.play(session.legal_actions()[0])
    logged = session.events

    def broken(self: KingsState, action: object, events: list[Event]) -> None:
        events.append(Event("play", 0))
        raise RuntimeError("engine bug")

    monkeypatch.setattr(KingsState, "apply", broken)
    with pytest.raises(RuntimeError, match="engine bug"):
        session.play(session.legal_actions()[0])
    assert session.events == logged
    assert session.ply == 1


def test_illegal_action_error_is_a_value_error() -> None:
    assert issubclass(IllegalActionError, ValueError)


def test_undo_restores_the_state_events_and_history() -> None:
    session = GameSession.new("shithead", seed=3)
    session.play("ready")
    before = session.state.copy()
    n_events = len(session.events)
    session.play(session.legal_actions()[0])
    session.undo()
    assert session.state.key() == before.key()
    assert len(session.events) == n_events
    assert session.ply == 1
    session.undo()
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        session.undo()


def test_actions_print_their_notation_and_parse_back() -> None:
    session = GameSession.new("shithead", seed=11)
    while not session.is_over and session.ply < 300:
        for action in session.legal_actions():
            assert session.parse(str(action)) == action
        session.play(session.legal_actions()[-1])


def test_record_is_json_and_replays_to_the_same_state() -> None:
    session = GameSession.new("shithead", seed=5)
    for _ in range(60):
        if session.is_over:
            break
        session.play(session.legal_actions()[-1])
    record = json.loads(json.dumps(session.record()))
    replay = GameSession.from_record(record)
    assert replay.state.key() == session.state.key()
    assert replay.events == session.events


@pytest.mark.parametrize(
    "damage",
    [
        {"game": "chess"},
        {"players": "many"},
        {"actions": ["play AS AS"]},
        {"actions": ["pickup"]},
    ],
)
def test_a_damaged_record_is_refused_with_a_message(damage: dict[str, object]) -> None:
    record = GameSession.new("shithead", seed=5).record() | damage
    with pytest.raises((InvalidSetupError, UnknownGameError)):
        GameSession.from_record(record)


def test_a_record_from_a_newer_version_is_told_apart_from_a_damaged_one() -> None:
    # A probe's inner "version": 99 replayed as this version's record
    # without a word; a newer move's meaning could differ.
    record = GameSession.new("shithead", seed=5).record()
    newer = r"newer cardgames \(record version 99\)"
    with pytest.raises(NewerRecordError, match=newer):
        GameSession.from_record(record | {"version": 99})
    for damaged in (0, -3):
        with pytest.raises(InvalidSetupError, match="damaged") as refused:
            GameSession.from_record(record | {"version": damaged})
        assert not isinstance(refused.value, NewerRecordError)


def test_a_move_that_does_not_replay_names_whose_move_it_was() -> None:
    # "2♣ is not in your hand" alone read as the reader's own hand.
    session = GameSession.new("shithead", players=3, seed=5)
    session.play(session.legal_actions()[0])
    mover = session.current_player
    assert mover is not None
    record = json.loads(json.dumps(session.record()))
    record["actions"] = [*record["actions"], "play 2C"]
    with pytest.raises(InvalidSetupError) as refused:
        GameSession.from_record(record)
    assert f'action 2 (play 2C), player {mover + 1} to move: "' in str(refused.value)
    # With the seats' names (a replay file, a save), the mover is named.
    names = ["Ana", "Ben", "Cy"]
    with pytest.raises(InvalidSetupError) as refused:
        GameSession.from_record(record, names)
    assert f'(play 2C), {names[mover]} to move: "' in str(refused.value)


def test_events_private_to_a_seat_are_hidden_from_the_others() -> None:
    session = GameSession.new("shithead", seed=2)
    while not session.is_over and not any(e.kind == "drew" for e in session.events):
        session.play(session.legal_actions()[-1])
    drew = next(e for e in session.events if e.kind == "drew")
    assert drew.private_to is not None
    other = (drew.private_to + 1) % session.players
    assert drew in session.events_for(drew.private_to)
    assert drew not in session.events_for(other)
    assert drew not in session.events_for(None)


def test_observe_rejects_a_seat_that_does_not_exist() -> None:
    with pytest.raises(ValueError, match="no seat 4"):
        GameSession.new("shithead", players=4, seed=1).observe(4)


@pytest.mark.parametrize("game_id", ["shithead", "trix", "kings-corner"])
def test_undo_restores_every_earlier_position_exactly(game_id: str) -> None:
    """Undo replays from the last snapshot: across several snapshots, every
    earlier state, view (of each seat and the public) and event list comes
    back exactly, and play goes on identically afterwards."""
    session = GameSession.new(game_id, seed=21)
    rng = random.Random(21)
    seen = []
    while session.ply < 3 * SNAPSHOT_EVERY + 5 and not session.is_over:
        seats = [None, *range(session.players)]
        seen.append(
            (
                session.state.key(),
                [session.observe(seat) for seat in seats],
                session.events,
            )
        )
        legal = session.legal_actions()
        session.play(legal[rng.randrange(len(legal))])
    replay = list(session.actions)
    for ply in reversed(range(len(seen))):
        session.undo()
        seats = [None, *range(session.players)]
        assert session.ply == ply
        assert session.state.key() == seen[ply][0]
        assert [session.observe(seat) for seat in seats] == seen[ply][1]
        assert session.events == seen[ply][2]
    for action in replay:
        session.play(action)
    assert session.state.key() == GameSession.from_record(session.record()).state.key()


def test_refusal_says_why_and_changes_nothing() -> None:
    session = GameSession.new("kings-corner", players=2, seed=4)
    ply, view = session.ply, session.observe(0)
    assert session.refusal(session.legal_actions()[0]) is None
    assert session.refusal("move NE to N") == "piles in the King spaces never move"
    assert session.refusal("fly away")  # not a move at all: its parse error
    assert (session.ply, session.observe(0)) == (ply, view)
