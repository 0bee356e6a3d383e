"""Per-game checkers: which invariants run before, after and at the end.

A checker lives for one game. ``before`` reads what an action's checks need
from the position it starts from, ``after`` checks the action's events and
the new position, ``end`` the finished game's scoring.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardgames_tui.core.events import Event
from cardgames_tui.core.game import GameState
from cardgames_tui.tools import soak_invariants as inv
from cardgames_tui.tools.soak_adapters import (
    ADAPTERS,
    Adapter,
    KingsAdapter,
    ShitheadAdapter,
    TrixAdapter,
)


class Checker:
    """Checks every game has to pass: the cards and a consistent outcome."""

    wants_events = False
    """Whether ``after`` reads the action's events (they cost a little)."""

    def __init__(self, adapter: Adapter, state: GameState) -> None:
        self.adapter = adapter
        """The game's window on its engine's internals."""

    def before(self, state: GameState) -> Any:
        return None

    def after(self, state: GameState, seen: Any, events: Sequence[Event]) -> None:
        inv.cards_conserved(self.adapter.places(state))

    def end(self, state: GameState) -> None:
        inv.outcome_consistent(state)


class ShitheadChecker(Checker):
    adapter: ShitheadAdapter

    def end(self, state: GameState) -> None:
        super().end(state)
        outcome = state.outcome()
        assert outcome is not None
        held = [self.adapter.held(state, s) for s in range(state.n_players)]
        inv.one_shithead(outcome.scores, outcome.ranking, held)


class TrixChecker(Checker):
    adapter: TrixAdapter
    wants_events = True

    def __init__(self, adapter: Adapter, state: GameState) -> None:
        super().__init__(adapter, state)
        self.deals = inv.TrixDeals(self.adapter.symmetric_queen(state))
        """The deal-by-deal scoring check."""

    def after(self, state: GameState, seen: Any, events: Sequence[Event]) -> None:
        super().after(state, seen, events)
        self.deals.feed(events)

    def end(self, state: GameState) -> None:
        super().end(state)
        self.deals.finish(state.scores())


QUIET = frozenset(("play", "move"))
"""Kings in the Corner event kinds that never move chips."""


class KingsChecker(Checker):
    adapter: KingsAdapter
    wants_events = True

    def __init__(self, adapter: Adapter, state: GameState) -> None:
        super().__init__(adapter, state)
        self.pot = self.adapter.chips(state)[1]
        """The pot as the events say it should be: the first antes."""
        self.won = 0
        """Chips won in pots so far."""

    def before(self, state: GameState) -> Any:
        # Copies of two short lists; sizes are counted only if chips move.
        seat = state.current_player or 0
        return self.adapter.chips(state)[0], self.adapter.hands(state), seat

    def after(self, state: GameState, seen: Any, events: Sequence[Event]) -> None:
        super().after(state, seen, events)
        seats, pot, box = self.adapter.chips(state)
        debts = self.adapter.debts(state)
        inv.chips_balanced(seats, pot, box, self.adapter.total_chips, debts)
        if len(events) == 1 and events[0].kind in QUIET:
            return  # one card played, no chips moved: nothing more to follow
        chips, hands, seat = seen
        sizes = [hand.bit_count() for hand in hands]
        kings = self.adapter.kings_in(hands[seat])
        inv.payments_exact(events, chips, sizes, kings, debts)
        self.pot, won = inv.pot_accounted(events, self.pot)
        self.won += sum(event.amount for event in won)
        if self.pot != pot and not state.is_over:
            raise inv.InvariantBroken(f"the pot holds {pot}; the events say {self.pot}")

    def end(self, state: GameState) -> None:
        super().end(state)
        outcome = state.outcome()
        assert outcome is not None
        inv.kings_winner(state.scores(), outcome.winners, self.won)


CHECKERS: dict[str, type[Checker]] = {
    "shithead": ShitheadChecker,
    "trix": TrixChecker,
    "kings-corner": KingsChecker,
}


def checker_for(game_id: str, state: GameState) -> Checker:
    """A fresh checker for one game of ``game_id`` starting at ``state``."""
    return CHECKERS.get(game_id, Checker)(ADAPTERS[game_id], state)
