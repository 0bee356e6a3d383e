"""The soak's invariants, each a small function that raises `InvariantBroken`.

Cheap ones run after every action, the scoring ones at each game's end, the
heavy ones on a sample of positions. They read the public API (states through
the game protocol, events, `GameSession`) and, for what it cannot say, the
game's adapter in `soak_adapters`. Each takes plain values, so a test can feed
a deliberately broken state or event list and watch it fail.
"""

from __future__ import annotations

import operator
import random
from collections.abc import Iterable, Mapping, Sequence
from functools import reduce
from typing import Any

from cardgames_tui.core.cards import Card, Rank
from cardgames_tui.core.errors import IllegalActionError
from cardgames_tui.core.events import Event
from cardgames_tui.core.game import GameDefinition, GameState
from cardgames_tui.core.session import GameSession
from cardgames_tui.tools.soak_adapters import ALL_CARDS, Adapter


class InvariantBroken(AssertionError):
    """A rule the engines must never break was broken."""


def cards_conserved(places: Sequence[int]) -> None:
    """The 52 cards, each in exactly one place (masks from the adapter)."""
    total = sum(map(int.bit_count, places))
    union = reduce(operator.or_, places, 0)
    if total != 52 or union != ALL_CARDS:
        missing = (ALL_CARDS & ~union).bit_count()
        raise InvariantBroken(
            f"cards not conserved: {total} in places, {missing} of 52 missing"
        )


def legal_before_the_end(state: GameState, legal: Sequence[Any]) -> None:
    """A game that is not over always offers its current player something."""
    if not legal:
        raise InvariantBroken("no legal action although the game is not over")


# -- the end of any game --------------------------------------------------


def replays_to(fresh: GameState, actions: Iterable[Any], final: GameState) -> None:
    """The same deal with the same actions gives the same final position."""
    for action in actions:
        fresh.apply(action)
    if fresh.key() != final.key():
        raise InvariantBroken("replaying the actions gave another position")


def record_replays_to(record: Mapping[str, Any], final: GameState) -> None:
    """The record, read back from its notation, replays to ``final``."""
    if GameSession.from_record(record).state.key() != final.key():
        raise InvariantBroken("the record replays to another position")


def outcome_consistent(state: GameState) -> None:
    """A finished game has no player to move, no action, and a full ranking
    whose scores are the state's."""
    outcome = state.outcome()
    if outcome is None:
        raise InvariantBroken("the game is over but has no outcome")
    if state.current_player is not None or state.legal_actions():
        raise InvariantBroken("the game is over but someone may still act")
    if sorted(outcome.ranking) != list(range(state.n_players)):
        raise InvariantBroken(f"ranking {outcome.ranking} is not every seat once")
    if tuple(outcome.scores) != tuple(state.scores()):
        raise InvariantBroken(f"outcome scores {outcome.scores} != {state.scores()}")


def one_shithead(
    scores: Sequence[int], ranking: Sequence[int], held: Sequence[int]
) -> None:
    """Shithead: exactly one loser, last in the ranking, the only one holding
    cards (``held[seat]``: cards still held)."""
    losers = [seat for seat, score in enumerate(scores) if score]
    if len(losers) != 1 or list(scores).count(1) != 1:
        raise InvariantBroken(f"not exactly one shithead: scores {tuple(scores)}")
    loser = losers[0]
    if ranking[-1] != loser:
        raise InvariantBroken(f"the shithead {loser} is not last in {ranking}")
    holding = [seat for seat, count in enumerate(held) if count]
    if holding != [loser]:
        raise InvariantBroken(f"seats {holding} hold cards; only {loser} should")


# -- Kings in the Corner: chips -------------------------------------------


def chips_balanced(
    seats: Sequence[int], pot: int, box: int, total: int, debts: bool = False
) -> None:
    """Seats + pot + box = the 80 chips, and nobody below zero (a seat may
    be, owing chips, with the chip-debts variant; the pot and box never)."""
    if min(pot, box) < 0 or (not debts and min(seats) < 0):
        raise InvariantBroken(f"negative chips: seats {seats}, pot {pot}, box {box}")
    if sum(seats) + pot + box != total:
        raise InvariantBroken(
            f"chips: seats {sum(seats)} + pot {pot} + box {box} != {total}"
        )


def payments_exact(
    events: Iterable[Event],
    chips: Sequence[int],
    sizes: Sequence[int],
    kings: int,
    debts: bool = False,
) -> None:
    """Every fine and payment is the smaller of what is owed and what the payer
    has (with chip debts, what is owed). ``chips`` and ``sizes`` are each
    seat's chips and cards before the action; ``kings`` the Kings the player
    on turn held (lenient fine)."""
    has = list(chips)
    for event in events:
        if event.kind == "hand":
            return  # a new hand deals fresh chips; its ante is checked by the pot
        if event.kind == "fine":
            owed = 3 * kings if event.target.startswith("king:") else 1
        elif event.kind == "pay":
            owed = sizes[event.seat or 0]
        else:
            continue
        seat = event.seat or 0
        if event.amount != (owed if debts else max(0, min(owed, has[seat]))):
            raise InvariantBroken(
                f"seat {seat} paid {event.amount} ({event.kind} {event.target})"
                f" but owed {owed} and had {has[seat]}"
            )
        has[seat] -= event.amount


def pot_accounted(events: Iterable[Event], pot: int) -> tuple[int, list[Event]]:
    """Follow the pot through ``events`` from ``pot`` chips: antes, fines and
    payments go in, a won pot must be exactly what went in and go to the one
    seat that ended the hand; a kept pot (a blocked hand, with the variant)
    is what went in less what was owed and written off, and nobody ended
    that hand. Return the pot after, and the pots won."""
    won: list[Event] = []
    enders: list[int | None] = []
    closers: list[int | None] = []
    for event in events:
        if event.kind == "ante":
            pot = event.amount
        elif event.kind in ("fine", "pay"):
            pot += event.amount
        elif event.kind in ("out", "blocked"):
            enders.append(event.seat)
        elif event.kind == "pot":
            if event.amount != pot:
                raise InvariantBroken(
                    f"seat {event.seat} won a pot of {event.amount};"
                    f" antes, fines and payments made {pot}"
                )
            won.append(event)
            closers.append(event.seat)
            pot = 0
        elif event.kind == "carried":
            written_off = int(event.target or 0)
            if event.amount + written_off != pot or event.amount < 0:
                raise InvariantBroken(
                    f"a kept pot of {event.amount} (+{written_off} written off);"
                    f" antes, fines and payments made {pot}"
                )
            closers.append(None)
            pot = event.amount
    if closers != enders:
        raise InvariantBroken(f"hands ended by seats {enders}, pots to {closers}")
    return pot, won


def kings_winner(points: Sequence[int], winners: Sequence[int], pots: int) -> None:
    """One winner with 100 or more, nobody else there, and every point a pot."""
    if len(winners) != 1 or points[winners[0]] < 100:
        raise InvariantBroken(f"winners {tuple(winners)} with points {points}")
    if sum(1 for p in points if p >= 100) != 1:
        raise InvariantBroken(f"more than one seat reached 100: {tuple(points)}")
    if sum(points) != pots:
        raise InvariantBroken(f"points {sum(points)} != chips won in pots {pots}")


# -- Trix: what each deal adds up to --------------------------------------

TRIX_DEAL = (50, 100, 150, 200)
COMPLEX_DEAL = -500
SELF_WON_QUEEN = 25


def trix_deal_sum(
    contract: str, deltas: Sequence[int], self_won_queens: int, symmetric: bool
) -> None:
    """A Trix deal pays 200/150/100/50; a Complex deal sums to -500, 25
    lower per doubled queen its holder led and won himself (rules page)."""
    if contract == "trix":
        if tuple(sorted(deltas)) != TRIX_DEAL:
            raise InvariantBroken(f"a Trix deal scored {tuple(deltas)}")
        return
    expected = COMPLEX_DEAL - (0 if symmetric else SELF_WON_QUEEN * self_won_queens)
    if sum(deltas) != expected:
        raise InvariantBroken(
            f"a Complex deal summed to {sum(deltas)}, not {expected}"
            f" ({self_won_queens} doubled queens led and won by their holder)"
        )


class TrixDeals:
    """Follows Trix events deal by deal and checks each deal's sum."""

    def __init__(self, symmetric: bool) -> None:
        self.symmetric = symmetric
        """Whether the symmetric-queen variant is in force."""
        self.sums: list[int] = []
        """Each finished deal's total, in order."""
        self._new_deal()

    def _new_deal(self) -> None:
        self.contract = ""
        self.doubled: set[Card] = set()
        self.trick: list[tuple[int | None, Card]] = []
        self.self_won = 0
        self.scores: list[int] = []

    def feed(self, events: Iterable[Event]) -> None:
        for event in events:
            kind = event.kind
            if kind == "play":
                self.trick.append((event.seat, event.cards[0]))
            elif kind == "trick":
                leader = self.trick[0][0] if self.trick else -1
                for holder, card in self.trick:
                    queen = card.rank is Rank.QUEEN and card in self.doubled
                    if queen and holder == leader == event.seat:
                        self.self_won += 1
                self.trick = []
            elif kind == "contract":
                self.contract = event.target
            elif kind == "double":
                self.doubled.update(event.cards)
            elif kind == "score":
                self.scores.append(event.amount)
                if len(self.scores) == 4:
                    trix_deal_sum(
                        self.contract, self.scores, self.self_won, self.symmetric
                    )
                    self.sums.append(sum(self.scores))
                    self._new_deal()

    def finish(self, totals: Sequence[int]) -> None:
        """At the end: eight deals, and the totals are the deals added up."""
        if len(self.sums) != 8:
            raise InvariantBroken(f"the session ended after {len(self.sums)} deals")
        if sum(totals) != sum(self.sums):
            raise InvariantBroken(f"totals {tuple(totals)} != the deals' {self.sums}")


# -- heavy checks, on a sample of positions --------------------------------


def views_hide(
    game: GameDefinition,
    adapter: Adapter,
    state: GameState,
    seat: int,
    rng: random.Random,
) -> None:
    """Swapping two cards hidden from ``seat`` leaves its view unchanged."""
    other = adapter.swapped(state, seat, rng)
    if other is not None and game.observe(other, seat) != game.observe(state, seat):
        raise InvariantBroken(f"seat {seat}'s view shows a card hidden from it")


def _session(game: GameDefinition, state: GameState) -> GameSession:
    return GameSession(game, state.copy(), seed=0, deck=None, options={})


def offered_accepted(game: GameDefinition, state: GameState) -> None:
    """`play` accepts every action `legal_actions` offers."""
    for action in state.legal_actions():
        try:
            _session(game, state).play(action)
        except IllegalActionError as error:
            raise InvariantBroken(f"play refused offered {action}: {error}") from None


def illegal_changes_nothing(
    game: GameDefinition, state: GameState, notations: Iterable[str]
) -> None:
    """An action `play` refuses leaves the position and the events as they were."""
    legal = {str(action) for action in state.legal_actions()}
    for notation in notations:
        if notation in legal:
            continue
        session = _session(game, state)
        before = session.state.key()
        try:
            session.play(notation)
        except IllegalActionError:
            pass
        else:
            raise InvariantBroken(f"play accepted {notation!r}, which is not offered")
        if session.state.key() != before or session.events or session.ply:
            raise InvariantBroken(f"the refused {notation!r} changed the game")
