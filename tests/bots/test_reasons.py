"""Bots that say why: ``decide`` plays what ``choose`` plays, drawing the
same random numbers, and gives a reason whenever it had a choice."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator
from typing import Any

import pytest

from cardgames_tui.bots.levels import make_bot
from cardgames_tui.bots.montecarlo import MonteCarloBot, third_person
from cardgames_tui.bots.slips import SLIP_REASON, SlippingBot
from cardgames_tui.core import GameSession, find_game
from cardgames_tui.core.bots import Bot, RandomBot, decide
from cardgames_tui.games.trix import GAME as TRIX
from cardgames_tui.games.trix.bots import HeuristicBot


def positions(game_id: str, seed: int, moves: int) -> Iterator[Any]:
    """The view of the seat on turn in a game played at random, move by move
    (random play reaches positions a heuristic would avoid)."""
    session = GameSession.new(game_id, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if session.is_over:
            return
        yield session.observe(session.current_player)
        legal = session.legal_actions()
        session.play(legal[rng.randrange(len(legal))])


def same_as_choose(bot: Bot[Any, Any], view: Any, seed: int) -> str:
    """``bot``'s reason, after checking that ``decide`` chose what ``choose``
    chooses and left the generator where ``choose`` leaves it."""
    by_choose, by_decide = random.Random(seed), random.Random(seed)
    chosen = bot.choose(view, by_choose)
    decision = decide(bot, view, by_decide)
    assert decision.action == chosen
    assert by_decide.getstate() == by_choose.getstate()
    return decision.reason


def test_the_trix_bot_says_why_whenever_it_had_a_choice() -> None:
    bot = HeuristicBot()
    reasons: set[str] = set()
    for seed in range(1, 7):
        for ply, view in enumerate(positions("trix", seed, 700)):
            reason = same_as_choose(bot, view, ply)
            if len(view.legal_actions) > 1:
                assert reason, f"no reason at {view.phase} with {view.legal_actions}"
                reasons.add(reason.split(":")[0])
            else:
                assert reason == ""
    # Every kind of decision was met and explained (contract, double,
    # layout, lead, follow, duck, discard).
    assert len(reasons) >= 12


def test_the_trix_bot_plays_as_it_did_before_it_gave_reasons() -> None:
    """Its moves over six seeded games (half of them played at random to
    reach odd positions) hash to what the bot chose before ``decide`` was
    added. A deliberate change of its play updates the digest."""
    digest = hashlib.sha256()
    bot, rnd = HeuristicBot(), RandomBot()
    for seed in range(1, 7):
        session = GameSession.new(TRIX, seed=seed)
        rng = random.Random(seed)
        while not session.is_over:
            view = session.observe(session.current_player)
            if view.phase == "double" and not view.doublable:
                # Asked since every seat answers the doubling round, with no
                # choice: played past, so the digest stays the one before.
                session.play("double none")
                continue
            action = bot.choose(view, rng)
            digest.update(str(action).encode())
            session.play(rnd.choose(view, rng) if rng.random() < 0.5 else action)
    assert digest.hexdigest() == (
        "5d3c850bf339c3c9580a38168a35c9f337d9282e0bc95c04d46ec546e8e0ac1b"
    )


def test_a_trix_reason_names_the_card_on_the_table_it_ducks_under() -> None:
    bot = HeuristicBot()
    for seed in range(1, 4):
        for view in positions("trix", seed, 700):
            reason = bot.decide(view, random.Random(0)).reason
            if reason.startswith("ducks under"):
                on_table = {card.symbol_text for _, card in view.trick}
                assert reason.split()[2].rstrip(":") in on_table
                return
    pytest.fail("no position where the bot ducked")


@pytest.mark.parametrize("game_id", ["trix", "shithead", "kings-corner"])
def test_the_easy_bot_owns_up_to_a_slip_and_else_gives_the_steady_reason(
    game_id: str,
) -> None:
    game = find_game(game_id)
    easy = make_bot(game, "easy")
    assert isinstance(easy, SlippingBot)
    slips = steady = 0
    for ply, view in enumerate(positions(game_id, 3, 150)):
        reason = same_as_choose(easy, view, ply)
        expected = decide(easy.steady, view, random.Random(ply))
        if reason == SLIP_REASON:
            slips += 1
        else:
            steady += 1
            assert reason == expected.reason
    assert slips and steady


@pytest.mark.parametrize("game_id", ["trix", "shithead", "kings-corner"])
def test_the_hard_bot_gives_its_own_figures_and_plays_as_choose(
    game_id: str,
) -> None:
    game = find_game(game_id)
    hard = MonteCarloBot(game, game.bots["heuristic"], samples=2, budget=None)
    said = 0
    for ply, view in enumerate(positions(game_id, 5, 40)):
        if ply % 4:
            continue  # a few positions: each is many play-outs
        reason = same_as_choose(hard, view, ply)
        if len(view.legal_actions) == 1:
            assert reason == ""
            continue
        advice = hard.advise(view, random.Random(ply))
        assert advice.action == hard.choose(view, rng(ply))
        chosen = advice.chosen
        if chosen is None:  # played unweighed (a Shithead swap)
            assert reason == advice.reason == decide(hard.policy, view, rng(ply)).reason
            continue
        phrase = third_person(game.value_phrase(chosen.value))
        assert reason.endswith(f"over {chosen.samples} sampled deals: {phrase}")
        said += 1
    assert said


def rng(seed: int) -> random.Random:
    return random.Random(seed)


def test_a_hint_phrase_said_of_the_bot() -> None:
    assert third_person("you take the pot in about 45% of them") == (
        "takes the pot in about 45% of them"
    )
    assert third_person("you are not the shithead in about 80% of them") == (
        "is not the shithead in about 80% of them"
    )
    assert third_person("you end the deal +12 points") == "ends the deal +12 points"


def test_a_trix_hint_counts_points_as_a_player_would() -> None:
    """ "1 point ahead", never "0 points": level with the table."""
    from cardgames_tui.games.trix.playout import value_phrase

    assert (
        value_phrase(0.12) == "you end the deal 12 points ahead of the others' average"
    )
    assert value_phrase(-0.01) == "you end the deal 1 point behind the others' average"
    assert value_phrase(0.001) == "you end the deal level with the others' average"
    assert (
        third_person(value_phrase(0.0))
        == "ends the deal level with the others' average"
    )
    # The next best move's figure, bare: the phrase twice took three lines.
    from cardgames_tui.games.trix.playout import value_figure

    assert value_figure(-3.7) == "370 points behind the others"
    assert value_figure(0.01) == "1 point ahead of the others"
    assert value_figure(0.001) == "level with the others"


def test_a_bot_without_reasons_gives_none() -> None:
    view = next(positions("shithead", 1, 1))
    decision = decide(RandomBot(), view, random.Random(1))
    assert decision.reason == ""
    assert decision.action in view.legal_actions


@pytest.mark.parametrize("game_id", ["trix", "shithead", "kings-corner"])
def test_a_hint_for_a_forced_move_says_so_and_weighs_nothing(game_id: str) -> None:
    game = find_game(game_id)
    hard = MonteCarloBot(game, game.bots["heuristic"], samples=2, budget=None)
    forced = [v for v in positions(game_id, 5, 300) if len(v.legal_actions) == 1]
    assert forced
    for ply, view in enumerate(forced[:6]):
        advice = hard.advise(view, rng(ply))
        said = decide(hard.policy, view, rng(ply)).reason
        assert advice.weighed == [] and advice.chosen is None
        assert advice.action == view.legal_actions[0]
        assert advice.reason == (said or "your only move")


def test_a_forced_kings_end_hint_names_the_chip_it_costs() -> None:
    from cardgames_tui.games.kings_corner import GAME as KINGS
    from cardgames_tui.ui.hints import hint_text

    hard = MonteCarloBot(KINGS, KINGS.bots["heuristic"], samples=2, budget=None)
    view = next(
        v
        for v in positions("kings-corner", 5, 300)
        if len(v.legal_actions) == 1 and not v.played_this_turn
    )
    text = hint_text(KINGS, hard.advise(view, rng(0)), False)
    assert text == (
        "Hint: end the turn: nothing fits, so the turn ends with a chip paid."
    )


def test_the_hard_bot_says_in_words_when_it_ends_the_turn_after_its_move() -> None:
    from cardgames_tui.bots.montecarlo import Weighed
    from cardgames_tui.games.kings_corner import GAME as KINGS
    from cardgames_tui.games.kings_corner.actions import END, parse_action

    hard = MonteCarloBot(KINGS, KINGS.bots["heuristic"], samples=2, budget=None)
    held = Weighed(parse_action("play 8S on N"), 0.40, 256, 2.5, (END,))
    # The log's words, as a hint's: "then end", the notation, read as a slip.
    assert hard._reason(held, True).startswith(
        "best, then end the turn, over 256 sampled deals: "
    )


def test_a_forced_shithead_play_hint_says_it_is_the_only_card_that_fits() -> None:
    from cardgames_tui.games.shithead import GAME as SHITHEAD
    from cardgames_tui.games.shithead.position import position
    from cardgames_tui.ui.hints import hint_text
    from tests.helpers import session_from

    # 9♣ is the one card on the 8 ("the lowest that fits: wilds wait" read
    # as if there were a choice, with no wild in hand).
    session = session_from("shithead", position(2, hands=["9C 4D", "5D"], pile="8S"))
    view = session.observe(0)
    assert len(view.legal_actions) == 1
    hard = MonteCarloBot(SHITHEAD, SHITHEAD.bots["heuristic"], samples=2, budget=None)
    text = hint_text(SHITHEAD, hard.advise(view, rng(0)), False)
    assert text == "Hint: play 9♣: the only card that fits."


def test_shithead_hints_name_their_moves_in_words() -> None:
    from cardgames_tui.core.cards import Card
    from cardgames_tui.games.shithead import GAME as SHITHEAD
    from cardgames_tui.games.shithead.actions import READY, Flip, Pickup, Swap
    from cardgames_tui.games.shithead.position import position
    from cardgames_tui.ui.hints import hint_text, move_text
    from tests.helpers import session_from

    # Nothing beats the K: "Hint: pickup" read as a noun.
    session = session_from("shithead", position(2, hands=["4D 9C", "5D"], pile="KS"))
    hard = MonteCarloBot(SHITHEAD, SHITHEAD.bots["heuristic"], samples=2, budget=None)
    text = hint_text(SHITHEAD, hard.advise(session.observe(0), rng(0)), False)
    assert text == "Hint: pick up the pile: nothing fits."
    swap = Swap(Card.parse("KH"), Card.parse("4C"))
    assert move_text(swap, False) == "put K♥ face up for 4♣"
    assert move_text(swap, True) == "put KH face up for 4C"
    assert move_text(READY, False) == "ready (end the swap)"
    assert move_text(Flip(2), False) == "turn over face-down card 2"
    assert str(Pickup()) == "pickup"  # saves and replays keep the notation
