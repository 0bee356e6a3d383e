"""The rules soak, small: every game and driver, every check, a few hundred
games, so the soak's own code cannot rot. `make soak` runs the big one."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from cardgames_tui.console.soak import GAME_IDS, main, plan
from cardgames_tui.core import GameSession, find_game
from cardgames_tui.tools import soak_run
from cardgames_tui.tools.soak_invariants import InvariantBroken
from cardgames_tui.tools.soak_run import (
    Job,
    Tally,
    check_record,
    game_seed,
    record_of,
    run_job,
)

GAMES = 20
"""Games per game and driver: with the sample below, every heavy check runs
many times per game, and random Shithead hits the action cap once."""


@pytest.fixture(scope="module")
def tallies(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], Tally]:
    out = tmp_path_factory.mktemp("soak")
    return {
        (game_id, driver): run_job(
            Job(game_id, driver, 0, GAMES, sample=40, replay_every=5, out_dir=str(out))
        )
        for game_id in GAME_IDS
        for driver in ("random", "eager")
    }


@pytest.mark.parametrize("driver", ["random", "eager"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_small_soak_finds_nothing_broken(
    tallies: dict[tuple[str, str], Tally], game_id: str, driver: str
) -> None:
    tally = tallies[game_id, driver]
    assert [f.line() for f in tally.failures] == []
    assert tally.games == GAMES
    assert tally.actions > GAMES * 50


def test_the_eager_driver_reaches_the_end_of_shithead_more_often(
    tallies: dict[tuple[str, str], Tally],
) -> None:
    random_play = tallies["shithead", "random"]
    assert random_play.capped > 0  # pick-up cycles: ~6% of random games
    assert tallies["shithead", "eager"].capped < random_play.capped


def test_the_plan_shares_the_games_between_drivers_in_chunks() -> None:
    jobs = list(
        plan(
            7,
            ["trix"],
            ["random", "eager"],
            seed=3,
            chunk=2,
            sample=0,
            replay_every=0,
            out_dir="x",
        )
    )
    spans = [(j.driver, j.first, j.count) for j in jobs]
    assert spans == [
        ("random", 0, 2),
        ("random", 2, 2),
        ("eager", 4, 2),
        ("eager", 6, 1),
    ]
    assert {j.seed for j in jobs} == {3}


def test_the_command_runs_every_game_on_two_workers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status = main(["--games", "4", "--jobs", "2", "--out", str(tmp_path)])
    out = capsys.readouterr().out
    assert status == 0
    for game_id in GAME_IDS:
        assert game_id in out
    assert "at the cap" in out


def test_the_command_refuses_an_unknown_driver() -> None:
    with pytest.raises(SystemExit):
        main(["--drivers", "clever"])


def test_a_record_is_what_the_session_writes() -> None:
    game = find_game("kings-corner")
    session = GameSession.new("kings-corner", players=3, seed=5)
    rng = random.Random(5)
    for _ in range(30):
        legal = session.legal_actions()
        session.play(legal[rng.randrange(len(legal))])
    made = record_of(
        "kings-corner", 3, 5, game.resolve_options(None), list(session.actions)
    )
    assert made == session.record()


def test_a_failure_is_written_and_its_file_replays_to_the_break(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Break the soak on purpose at the 25th action of one game: the soak
    goes on, counts it, and the file replays to that very position."""
    real = soak_run.choose
    calls = {"n": 0}

    def breaking(*args: object) -> object:
        calls["n"] += 1
        if calls["n"] == 25:
            raise InvariantBroken("broken on purpose")
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(soak_run, "choose", breaking)
    tally = run_job(Job("shithead", "random", 0, 3, sample=0, out_dir=str(tmp_path)))
    assert tally.games == 3
    assert len(tally.failures) == 1
    failure = tally.failures[0]
    assert failure.action == 24
    assert "broken on purpose" in failure.message
    assert failure.seed == game_seed(1, 0)
    assert failure.players == 2
    record = json.loads(Path(failure.path).read_text(encoding="utf-8"))
    replay = GameSession.from_record(record)
    assert replay.ply == 24
    game = find_game("shithead")
    bare = game.new_state(2, random.Random(failure.seed), None, {})
    for notation in record["actions"]:
        bare.apply(game.parse_action(notation))
    assert replay.state.key() == bare.key()


def test_the_checks_import_no_rich_textual_or_click() -> None:
    code = (
        "import sys, cardgames_tui.console.soak, cardgames_tui.tools.soak_run;"
        "print(sorted(m for m in ('rich', 'textual', 'click') if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "[]"


def test_a_record_that_breaks_a_rule_is_found_by_check(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session = GameSession.new("trix", seed=4)
    rng = random.Random(4)
    for _ in range(20):
        legal = session.legal_actions()
        session.play(legal[rng.randrange(len(legal))])
    record = session.record()
    assert check_record(record) is None
    illegal = next(
        f"play {card}"
        for card in ("2C", "2D", "2H", "2S", "3C")
        if f"play {card}" not in {str(a) for a in session.legal_actions()}
    )
    actions = record["actions"]
    assert isinstance(actions, list)
    broken = {**record, "actions": [*actions, illegal]}
    assert check_record(broken) == (
        f"action 21: InvariantBroken: {illegal!r} is not a legal action"
    )
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(broken), encoding="utf-8")
    assert main(["--check", str(path)]) == 1
    assert "action 21" in capsys.readouterr().out
    path.write_text("{not json", encoding="utf-8")
    assert main(["--check", str(path)]) == 2


def test_a_broken_engine_is_caught_and_its_record_shows_the_break(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Kings in the Corner short-changing the pot by a chip on payments of 5
    or more: the soak counts the games, and each file replays to the break."""
    from cardgames_tui.games.kings_corner import hand
    from cardgames_tui.games.kings_corner.state import KingsState

    def short_pay(s: KingsState, seat: int, amount: int) -> int:
        paid = min(amount, s.chips[seat]) - (amount >= 5)
        s.chips[seat] -= paid
        s.pot += paid
        return paid

    # Fines (turn.py) and payments (hand.py) both go through hand.pay.
    monkeypatch.setattr(hand, "pay", short_pay)
    tally = run_job(Job("kings-corner", "random", 0, 4, out_dir=str(tmp_path)))
    assert tally.games == 4
    assert tally.failures
    for failure in tally.failures:
        assert "owed" in failure.message
        record = json.loads(Path(failure.path).read_text(encoding="utf-8"))
        assert GameSession.from_record(record).ply == failure.action
        assert check_record(record) == f"action {failure.action}: {failure.message}"


def test_the_soak_turns_each_variant_on_in_some_games_and_off_in_others() -> None:
    # The variants were never soaked: only the default options were played.
    game = find_game("kings-corner")
    chosen = [soak_run.variants(game, seed) for seed in range(40)]
    for name in ("lenient_table", "pot_carries_over", "chip_debts"):
        assert {options[name] for options in chosen} == {True, False}, name
    assert chosen == [soak_run.variants(game, seed) for seed in range(40)]  # seeded
