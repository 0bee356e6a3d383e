"""Seat names as the table says them, whatever the set-up left in the fields."""

from __future__ import annotations

from cardgames_tui.core.seats import Seat, default_seats, table_names


def test_you_against_bots_keeps_the_defaults() -> None:
    seats = default_seats(4)
    assert table_names(seats) == seats


def test_nobody_is_you_when_two_people_play() -> None:
    seats = (Seat("You"), Seat("Bot 1"), Seat("Bot 2", "heuristic"))
    assert [s.name for s in table_names(seats)] == ["Player 1", "Player 2", "Bot 2"]


def test_typed_names_are_kept_and_a_bot_is_not_called_you() -> None:
    seats = (Seat("Ana"), Seat("You", "random"), Seat("Ben"))
    assert [s.name for s in table_names(seats)] == ["Ana", "Bot 1 (random)", "Ben"]
    assert [s.kind for s in table_names(seats)] == ["human", "random", "human"]


def test_a_bot_in_your_seat_takes_the_first_free_number_not_bot_0() -> None:
    seats = (Seat("You", "normal"), *default_seats(4)[1:])
    assert [s.name for s in table_names(seats)] == ["Bot 4", "Bot 1", "Bot 2", "Bot 3"]
    seats = (Seat("You", "normal"), Seat("Bot 2", "normal"), Seat("Ana"))
    assert [s.name for s in table_names(seats)] == ["Bot 1", "Bot 2", "Ana"]
    # Nor is a bot left called "Player 2" (a review).
    seats = (Seat("Ana"), Seat("Ben"), Seat("Player 2", "normal"))
    assert [s.name for s in table_names(seats)] == ["Ana", "Ben", "Bot 2"]


def test_a_name_used_twice_gets_the_seat_number() -> None:
    seats = (Seat("Ana"), Seat("Ana"), Seat("Bot 2", "heuristic"))
    assert [s.name for s in table_names(seats)] == ["Ana (1)", "Ana (2)", "Bot 2"]


def test_a_bot_s_name_says_its_level_unless_normal() -> None:
    """Players see whom they face: a hard or easy bot says so at the table,
    a name typed for it too (a human seat "Ben" made a hard bot showed
    "Ben" beside "Bot 1 (hard)"), once."""
    seats = (
        Seat("You"),
        Seat("Bot 1", "hard"),
        Seat("Bot 2", "normal"),
        Seat("Bot 3", "easy"),
        Seat("Lina", "hard"),
        Seat("Omar (easy)", "easy"),
        Seat("Bot 4", "random"),
        Seat("Max", "random"),
        Seat("Ana", "normal"),
    )
    # A random bot says so, and a normal one with a typed name that it is a
    # bot ("Max", a human seat made a random bot, read as a second person).
    assert [s.name for s in table_names(seats)] == [
        "You",
        "Bot 1 (hard)",
        "Bot 2",
        "Bot 3 (easy)",
        "Lina (hard)",
        "Omar (easy)",
        "Bot 4 (random)",
        "Max (random)",
        "Ana (bot)",
    ]


def test_a_name_is_cleaned_of_markup_brackets_and_control_characters() -> None:
    # Tables draw names as markup: "Ann[/]" closed the app, from a save too.
    assert Seat("Ann[/]").name == "Ann(/)"
    assert Seat.from_json({"name": "[b]Bo\n", "kind": "human"}).name == "(b)Bo "
    assert Seat("Ana").name == "Ana"


def test_an_app_that_ended_on_an_error_exits_with_its_code() -> None:
    import pytest

    from cardgames_tui.ui.open import run_app

    class Crashed:
        return_code = 1

        def run(self, headless: bool = False) -> None:
            pass

    with pytest.raises(SystemExit) as ended:
        run_app(Crashed())  # type: ignore[arg-type]
    assert ended.value.code == 1
    Crashed.return_code = 0
    run_app(Crashed())  # type: ignore[arg-type]
