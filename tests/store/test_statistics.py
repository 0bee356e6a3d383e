"""Statistics after scripted games equal the figures worked out by hand."""

from __future__ import annotations

from pathlib import Path

from cardgames_tui.core.seats import Seat
from cardgames_tui.store import history, stats
from cardgames_tui.store.records import GameRecord, SeatResult, finished
from tests.store.helpers import played, seats_for


def game(
    game_id: str,
    ended: float,
    ana: tuple[int, bool, bool],
    bot: tuple[int, bool, bool],
    level: str = "normal",
    undos: int = 0,
) -> GameRecord:
    """A two-seat result: (score, won, lost) for Ana and for the bot."""
    seats = (Seat("Ana"), Seat("Bot", level))
    results = tuple(
        SeatResult(
            seat.name,
            seat.kind,
            1 if won else 2,
            score,
            other[0],
            won,
            lost,
            "humans" if seat.kind == level else level,
        )
        for seat, (score, won, lost), other in zip(
            seats, (ana, bot), (bot, ana), strict=True
        )
    )
    record = {"game": game_id, "players": 2, "actions": []}
    return GameRecord(record, seats, ended - 60, ended, undos, 0, "", results)


def test_figures_per_player_and_game_as_worked_out_by_hand(tmp_path: Path) -> None:
    # Kings (higher is better), Ana's games in order: won 100-40, lost 30-100,
    # won 100-90, won 120-0 (2 undos); one Trix game lost against hard bots.
    for ended, ana, bot, undos in (
        (1.0, (100, True, False), (40, False, True), 0),
        (2.0, (30, False, True), (100, True, False), 1),
        (3.0, (100, True, False), (90, False, True), 0),
        (4.0, (120, True, False), (0, False, True), 2),
    ):
        history.record_game(
            tmp_path, game("kings-corner", ended, ana, bot, undos=undos)
        )
    history.record_game(
        tmp_path, game("trix", 5.0, (-50, False, True), (50, True, False), "hard")
    )
    figures = stats.figures(tmp_path)
    assert figures.games == 5
    kings, trix = figures.players
    assert (kings.name, kings.game) == ("Ana", "kings-corner")
    assert (kings.games, kings.wins, kings.losses) == (4, 3, 1)
    assert (kings.points_for, kings.points_against) == (350, 230)
    assert (kings.best, kings.average) == (120, 87.5)
    assert (kings.streak, kings.longest, kings.undos) == (2, 2, 3)
    assert kings.history == [True, False, True, True]
    assert (trix.game, trix.games, trix.wins, trix.losses) == ("trix", 1, 0, 1)
    assert [(x.game, x.level, x.games, x.wins) for x in figures.levels] == [
        ("kings-corner", "normal", 4, 3),
        ("trix", "hard", 1, 0),
    ]
    assert [(x.name, x.game, x.games, x.wins) for x in figures.bots] == [
        ("normal bot", "kings-corner", 4, 1),
        ("hard bot", "trix", 1, 1),
    ]
    only_trix = stats.figures(tmp_path, "trix")
    assert only_trix.games == 1 and [x.game for x in only_trix.players] == ["trix"]


def test_in_shithead_low_is_best_and_a_loss_is_being_the_shithead() -> None:
    session = played("shithead", 4)
    outcome = session.outcome
    assert outcome is not None
    record = finished(session, seats_for(3), started=0, ended=1)
    shithead = outcome.ranking[-1]
    assert [r.lost for r in record.results] == [i == shithead for i in range(3)]
    assert [r.won for r in record.results] == [
        i == outcome.ranking[0] for i in range(3)
    ]
    assert stats.low_is_good("shithead") and not stats.low_is_good("kings-corner")


def test_the_bots_faced_name_the_level_or_say_mixed() -> None:
    session = played("trix", 2)
    seats = (Seat("Ana"), Seat("B1", "easy"), Seat("B2", "hard"), Seat("B3", "easy"))
    record = finished(session, seats, started=0, ended=1)
    assert [r.opponents for r in record.results] == ["mixed", "mixed", "easy", "mixed"]


def test_win_rate_over_time_is_a_moving_share() -> None:
    history = [True, False, True, True, False]
    assert stats.win_rate_over_time(history, window=2) == [1.0, 0.5, 0.5, 1.0, 0.5]
    assert stats.win_rate_over_time(history, window=10) == [1, 0.5, 2 / 3, 0.75, 0.6]
