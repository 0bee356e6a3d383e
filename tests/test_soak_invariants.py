"""Every soak invariant can fail: each is fed a deliberately broken state or
event list here, and passes on the real thing."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from cardgames_tui.core import Card, Event, GameSession, Outcome, find_game
from cardgames_tui.games.shithead.actions import PICKUP
from cardgames_tui.games.shithead.state import ShitheadState
from cardgames_tui.tools import soak_invariants as inv
from cardgames_tui.tools.soak_adapters import ADAPTERS, ShitheadAdapter
from cardgames_tui.tools.soak_invariants import InvariantBroken


def played(game_id: str, seed: int, steps: int, players: int | None = None) -> Any:
    """A session after ``steps`` random actions (or at its end)."""
    session = GameSession.new(game_id, players=players, seed=seed)
    rng = random.Random(seed)
    while not session.is_over and session.ply < steps:
        legal = session.legal_actions()
        session.play(legal[rng.randrange(len(legal))])
    return session


def c(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


# -- cards -------------------------------------------------------------------


@pytest.mark.parametrize("game_id", ["shithead", "trix", "kings-corner"])
def test_cards_conserved_fails_when_a_card_is_copied_or_lost(game_id: str) -> None:
    state = played(game_id, 3, 40).state
    adapter = ADAPTERS[game_id]
    places = adapter.places(state)
    inv.cards_conserved(places)
    full = next(i for i, mask in enumerate(places) if mask)
    lowest = places[full] & -places[full]
    lost = [*places[:full], places[full] ^ lowest, *places[full + 1 :]]
    with pytest.raises(InvariantBroken, match="not conserved"):
        inv.cards_conserved(lost)
    twice = [*lost, lowest, lowest]
    with pytest.raises(InvariantBroken, match="not conserved"):
        inv.cards_conserved(twice)


def test_cards_conserved_reads_a_broken_state_through_the_adapter() -> None:
    state = played("shithead", 4, 30).state.copy()
    state.hands[0] |= state.up[1] & -state.up[1]  # a face-up card also in a hand
    with pytest.raises(InvariantBroken):
        inv.cards_conserved(ADAPTERS["shithead"].places(state))


def test_legal_actions_must_not_be_empty_before_the_end() -> None:
    state = played("trix", 1, 10).state
    inv.legal_before_the_end(state, state.legal_actions())
    with pytest.raises(InvariantBroken):
        inv.legal_before_the_end(state, [])


# -- the end -----------------------------------------------------------------


@dataclasses.dataclass
class Finished:
    """A finished game whose outcome can be made wrong."""

    outcome_value: Outcome
    score_values: tuple[int, ...]
    n_players: int = 3
    current_player: int | None = None

    def outcome(self) -> Outcome:
        return self.outcome_value

    def scores(self) -> tuple[int, ...]:
        return self.score_values

    def legal_actions(self) -> list[Any]:
        return []


def test_outcome_consistent_fails_on_a_ranking_or_scores_that_do_not_add_up() -> None:
    good = Outcome((2, 0, 1), (0, 0, 1), "shithead")
    inv.outcome_consistent(Finished(good, (0, 0, 1)))  # type: ignore[arg-type]
    with pytest.raises(InvariantBroken, match="every seat"):
        bad = Outcome((2, 2, 1), (0, 0, 1), "shithead")
        inv.outcome_consistent(Finished(bad, (0, 0, 1)))  # type: ignore[arg-type]
    with pytest.raises(InvariantBroken, match="scores"):
        inv.outcome_consistent(Finished(good, (1, 0, 0)))  # type: ignore[arg-type]
    with pytest.raises(InvariantBroken, match="act"):
        moving = Finished(good, (0, 0, 1), current_player=1)
        inv.outcome_consistent(moving)  # type: ignore[arg-type]


def test_one_shithead_fails_on_two_losers_a_misplaced_loser_or_cards_left() -> None:
    inv.one_shithead((0, 1, 0), (0, 2, 1), (0, 4, 0))
    with pytest.raises(InvariantBroken, match="exactly one"):
        inv.one_shithead((1, 1, 0), (2, 0, 1), (0, 4, 0))
    with pytest.raises(InvariantBroken, match="not last"):
        inv.one_shithead((0, 1, 0), (1, 0, 2), (0, 4, 0))
    with pytest.raises(InvariantBroken, match="hold cards"):
        inv.one_shithead((0, 1, 0), (0, 2, 1), (2, 4, 0))


def test_the_actions_and_the_record_must_replay_to_the_final_position() -> None:
    session = played("kings-corner", 2, 60)
    game = find_game("kings-corner")

    def fresh() -> Any:
        return game.new_state(session.players, random.Random(2), None, {})

    inv.replays_to(fresh(), session.actions, session.state)
    with pytest.raises(InvariantBroken):
        inv.replays_to(fresh(), session.actions[:-1], session.state)
    record = session.record()
    inv.record_replays_to(record, session.state)
    with pytest.raises(InvariantBroken):
        inv.record_replays_to({**record, "actions": record["actions"][:-1]}, fresh())


# -- Kings in the Corner chips -----------------------------------------------


def test_chips_must_add_up_to_80_and_never_go_negative() -> None:
    inv.chips_balanced([25, 25, 25], 3, 2, 80)
    with pytest.raises(InvariantBroken, match="!= 80"):
        inv.chips_balanced([25, 25, 24], 3, 2, 80)
    with pytest.raises(InvariantBroken, match="negative"):
        inv.chips_balanced([-1, 26, 25], 3, 2, 80)


def test_a_fine_or_payment_must_be_the_smaller_of_owed_and_held() -> None:
    chips, sizes = [0, 5, 2], [0, 4, 6]
    right = [Event("fine", 1, amount=1, target="no-play"), Event("pay", 2, amount=2)]
    inv.payments_exact(right, chips, sizes, kings=0)
    with pytest.raises(InvariantBroken, match="owed 6 and had 2"):
        inv.payments_exact([Event("pay", 2, amount=6)], chips, sizes, kings=0)
    with pytest.raises(InvariantBroken, match="owed 1 and had 0"):
        inv.payments_exact(
            [Event("fine", 0, amount=1, target="no-play")], chips, sizes, 0
        )
    with pytest.raises(InvariantBroken, match="owed 6 and had 5"):
        two_kings = Event("fine", 1, amount=3, target="king:2")
        inv.payments_exact([two_kings], chips, sizes, 2)
    # What a seat has falls with each payment in the same action.
    twice = [Event("fine", 2, amount=1, target="no-play"), Event("pay", 2, amount=2)]
    with pytest.raises(InvariantBroken, match="had 1"):
        inv.payments_exact(twice, chips, sizes, kings=0)


def test_a_pot_must_be_antes_fines_and_payments_and_go_to_the_hand_winner() -> None:
    hand = [
        Event("fine", 1, amount=1, target="no-play"),
        Event("out", 0),
        Event("pay", 1, amount=3),
        Event("pot", 0, amount=7),
        Event("hand", 1, amount=2),
        Event("ante", amount=3),
    ]
    pot, won = inv.pot_accounted(hand, 3)
    assert (pot, [e.amount for e in won]) == (3, [7])
    short = [*hand[:3], Event("pot", 0, amount=6)]
    with pytest.raises(InvariantBroken, match="made 7"):
        inv.pot_accounted(short, 3)
    elsewhere = [*hand[:3], Event("pot", 2, amount=7)]
    with pytest.raises(InvariantBroken, match="pots to"):
        inv.pot_accounted(elsewhere, 3)
    nobody = [Event("out", 0), Event("pay", 1, amount=3)]
    with pytest.raises(InvariantBroken, match="pots to"):
        inv.pot_accounted(nobody, 3)
    # Pot carries over: a blocked hand nobody won keeps its pot, less what
    # was owed into it (chip debts) and written off.
    kept = [Event("fine", 1, amount=2), Event("blocked"), Event("carried", amount=5)]
    assert inv.pot_accounted(kept, 3) == (5, [])
    owed = [*kept[:2], Event("carried", amount=4, target="1")]
    assert inv.pot_accounted(owed, 3) == (4, [])
    with pytest.raises(InvariantBroken, match="a kept pot of 5"):
        inv.pot_accounted([*kept[:2], Event("carried", amount=5, target="1")], 3)
    with pytest.raises(InvariantBroken, match="pots to"):
        inv.pot_accounted([Event("blocked"), Event("pot", 0, amount=3)], 3)


def test_with_chip_debts_a_seat_pays_in_full_and_may_go_below_zero() -> None:
    inv.chips_balanced([-4, 30, 25], 27, 2, 80, debts=True)
    with pytest.raises(InvariantBroken, match="negative"):
        inv.chips_balanced([-4, 30, 25], 27, 2, 80)
    inv.payments_exact([Event("pay", 2, amount=6)], [0, 5, 2], [0, 4, 6], 0, True)
    with pytest.raises(InvariantBroken, match="owed 6 and had 2"):
        inv.payments_exact([Event("pay", 2, amount=2)], [0, 5, 2], [0, 4, 6], 0, True)


def test_kings_ends_with_one_winner_whose_points_are_pots() -> None:
    inv.kings_winner((104, 30, 12), (0,), 146)
    with pytest.raises(InvariantBroken):
        inv.kings_winner((104, 100, 12), (0,), 216)
    with pytest.raises(InvariantBroken, match="pots"):
        inv.kings_winner((104, 30, 12), (0,), 140)
    with pytest.raises(InvariantBroken):
        inv.kings_winner((99, 30, 12), (0,), 141)


# -- Trix deals --------------------------------------------------------------


def test_a_trix_deal_pays_200_150_100_50() -> None:
    inv.trix_deal_sum("trix", (100, 200, 50, 150), 0, symmetric=False)
    with pytest.raises(InvariantBroken):
        inv.trix_deal_sum("trix", (100, 200, 50, 100), 0, symmetric=False)


def test_a_complex_deal_sums_to_minus_500_less_self_won_doubled_queens() -> None:
    inv.trix_deal_sum("complex", (-200, -100, -150, -50), 0, symmetric=False)
    inv.trix_deal_sum("complex", (-225, -100, -150, -50), 1, symmetric=False)
    inv.trix_deal_sum("complex", (-200, -100, -150, -50), 1, symmetric=True)
    with pytest.raises(InvariantBroken, match="-525"):
        inv.trix_deal_sum("complex", (-225, -100, -150, -50), 0, symmetric=False)


def deal_events(score: tuple[int, ...], contract: str = "complex") -> list[Event]:
    """A Complex deal where seat 1 doubles QS, leads it and wins it."""
    return [
        Event("contract", 0, target=contract),
        Event("double", 1, c("QS")),
        Event("play", 1, c("QS")),
        Event("play", 2, c("2S")),
        Event("play", 3, c("3S")),
        Event("play", 0, c("4S")),
        Event("trick", 1, c("QS 2S 3S 4S"), -65),
        Event("deal-scored", 0, amount=1),
        *[Event("score", seat, amount=points) for seat, points in enumerate(score)],
    ]


def test_trix_deals_follow_the_events_and_fail_on_a_wrong_total() -> None:
    deals = inv.TrixDeals(symmetric=False)
    deals.feed(deal_events((-100, -225, -100, -100)))
    assert deals.sums == [-525]
    with pytest.raises(InvariantBroken, match="-500"):
        inv.TrixDeals(symmetric=False).feed(deal_events((-100, -200, -100, -100)))
    with pytest.raises(InvariantBroken, match="-500"):
        inv.TrixDeals(symmetric=True).feed(deal_events((-100, -225, -100, -100)))


def test_trix_must_play_eight_deals_and_total_them() -> None:
    deals = inv.TrixDeals(symmetric=False)
    for _ in range(8):
        deals.feed(deal_events((-100, -225, -100, -100)))
    deals.finish((-800, -1800, -800, -800))
    with pytest.raises(InvariantBroken, match="totals"):
        deals.finish((-800, -1800, -800, -700))
    short = inv.TrixDeals(symmetric=False)
    short.feed(deal_events((-100, -225, -100, -100)))
    with pytest.raises(InvariantBroken, match="after 1 deals"):
        short.finish((-100, -225, -100, -100))


def test_trix_deals_pass_on_real_games() -> None:
    for seed in range(3):
        session = played("trix", seed, 10_000)
        deals = inv.TrixDeals(symmetric=False)
        deals.feed(session.events)
        deals.finish(session.scores)


# -- the sampled heavy checks ------------------------------------------------


class Leaky(ShitheadAdapter):
    """Claims seat 0's own hand is hidden from it: a swap then shows."""

    def hidden(self, s: Any, seat: int) -> list[tuple[str, int]]:
        own = [("own", i) for i in range(52) if s.hands[seat] >> i & 1]
        return own + [("stock", i) for i in s.stock[s.spos :]]


def test_views_hide_fails_when_a_swapped_card_shows() -> None:
    state = played("shithead", 6, 12).state
    rng = random.Random(0)
    game = find_game("shithead")
    for seat in range(state.n_players):
        inv.views_hide(game, ADAPTERS["shithead"], state, seat, rng)
    with pytest.raises(InvariantBroken, match="view shows"):
        inv.views_hide(game, Leaky(), state, 0, rng)


class Offering(ShitheadState):
    """Offers a pick-up that its copies (what `play` sees) do not."""

    __slots__ = ()

    def legal_actions(self) -> list[Any]:
        return [*super().legal_actions(), PICKUP]


def test_offered_actions_must_be_accepted_by_play() -> None:
    game = find_game("shithead")
    state = played("shithead", 7, 20).state
    inv.offered_accepted(game, state)
    offering = clone(state, Offering)
    assert PICKUP not in state.legal_actions()
    with pytest.raises(InvariantBroken, match="refused offered pickup"):
        inv.offered_accepted(game, offering)


def test_a_refused_action_must_change_nothing() -> None:
    game = find_game("kings-corner")
    state = played("kings-corner", 8, 15).state
    probes = ["play KH on N", "move N to E", "end", "nonsense"]
    inv.illegal_changes_nothing(game, state, probes)

    def meddling(position: Any, action: Any) -> str:
        position.pot += 1  # explaining must never touch the game
        return "no"

    broken = dataclasses.replace(game, refusal=meddling)
    illegal = next(
        p for p in probes[:3] if p not in {str(a) for a in state.legal_actions()}
    )
    with pytest.raises(InvariantBroken, match="changed the game"):
        inv.illegal_changes_nothing(broken, state, [illegal])


class OfferingOnCopy(ShitheadState):
    """Whose copies (what `play` sees) offer a pick-up it does not."""

    __slots__ = ()

    def copy(self) -> ShitheadState:
        copied: ShitheadState = clone(super().copy(), Offering)
        return copied


def clone(state: ShitheadState, kind: type[ShitheadState]) -> Any:
    other = kind.__new__(kind)
    for name in ShitheadState.__slots__:
        setattr(other, name, getattr(state, name))
    return other


def test_a_refused_action_must_really_be_refused() -> None:
    game = find_game("shithead")
    state = played("shithead", 7, 20).state
    inv.illegal_changes_nothing(game, state, ["pickup"])
    with pytest.raises(InvariantBroken, match="accepted 'pickup'"):
        inv.illegal_changes_nothing(game, clone(state, OfferingOnCopy), ["pickup"])
