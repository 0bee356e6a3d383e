"""What one Trix seat may see: `TrixView`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardgames_tui.core.cards import CARDS, Card, cards_of_mask
from cardgames_tui.games.trix.actions import CONTRACT_NAMES

if TYPE_CHECKING:
    from cardgames_tui.games.trix.state import TrixState

PHASES = ("choose", "double", "trix", "complex", "over")


@dataclass(frozen=True, slots=True)
class TrixView:
    """One seat's observation: its own hand, and everything played in public."""

    seat: int
    """Whose view this is."""
    phase: str
    """``choose``, ``double``, ``trix``, ``complex`` or ``over``."""
    current_player: int | None
    """The seat to act."""
    deal_number: int
    """1 to 8 (8 once the session is over)."""
    owner: int
    """The kingdom owner of this deal."""
    first_owner: int
    """Who was dealt 7♥ in the first deal (owners follow in seat order)."""
    contract: str | None
    """``trix`` or ``complex`` (None while the owner chooses)."""
    hand: tuple[Card, ...]
    """This seat's cards."""
    hand_sizes: tuple[int, ...]
    """Cards held by each seat."""
    layout: tuple[tuple[Card, ...], ...]
    """Trix: each suit's row (S, H, D, C), lowest first; empty until its jack."""
    out_order: tuple[int, ...]
    """Trix: seats that are out, first first."""
    trick: tuple[tuple[int, Card], ...]
    """Complex: the trick on the table, (seat, card), leader first."""
    leader: int | None
    """Complex: who leads (or led) the current trick."""
    tricks_won: tuple[int, ...]
    """Complex: tricks taken by each seat this deal."""
    taken: tuple[tuple[Card, ...], ...]
    """Complex: the cards each seat has taken this deal (public)."""
    played: tuple[Card, ...]
    """Every card played so far this deal."""
    doubled: tuple[tuple[Card, int], ...]
    """Doubled cards and the seat holding each (public once doubled)."""
    schedule: tuple[tuple[str, ...], ...]
    """For each seat, the contracts its kingdom has played (or is playing)."""
    deal_scores: tuple[tuple[int, ...], ...]
    """Each finished deal's result by seat."""
    running: tuple[int, ...]
    """Complex: points so far in the deal in progress."""
    totals: tuple[int, ...]
    """Session totals by seat."""
    legal_actions: tuple[Any, ...]
    """This seat's legal decisions on its turn, else empty."""

    @property
    def my_turn(self) -> bool:
        return self.current_player == self.seat

    def deal_owner(self, deal: int) -> int:
        """Who owned the kingdom of deal ``deal`` (0-based): two deals each,
        in seat order from the first owner."""
        return (self.first_owner + deal // 2) % 4


def observe(state: TrixState, seat: int) -> TrixView:
    """Build the view of ``seat``: no other hand is copied in."""
    from cardgames_tui.games.trix.state import LAYOUT, OVER, TRICKS

    layout: tuple[tuple[Card, ...], ...] = ((), (), (), ())
    if state.phase == LAYOUT:
        layout = tuple(
            tuple(
                CARDS[r * 4 + s] for r in range(13) if state.played >> (r * 4 + s) & 1
            )
            for s in range(4)
        )
    in_tricks = state.phase == TRICKS
    current = state.current_player
    return TrixView(
        seat=seat,
        phase=PHASES[state.phase],
        current_player=current,
        deal_number=min(state.deal_no + 1, 8),
        owner=state.owner,
        first_owner=state.first_owner,
        contract=CONTRACT_NAMES.get(state.contract),
        hand=cards_of_mask(state.hands[seat]) if state.phase != OVER else (),
        hand_sizes=tuple(
            h.bit_count() if state.phase != OVER else 0 for h in state.hands
        ),
        layout=layout,
        out_order=tuple(state.out_order) if state.phase == LAYOUT else (),
        trick=tuple((p, CARDS[c]) for p, c in state.trick),
        leader=state.leader if in_tricks else None,
        tricks_won=tuple(m.bit_count() // 4 for m in state.taken),
        taken=tuple(cards_of_mask(m) for m in state.taken),
        played=cards_of_mask(state.played),
        doubled=tuple(
            (CARDS[c], p)
            for p in range(4)
            for c in range(52)
            if state.doublers[p] >> c & 1
        ),
        schedule=tuple(
            tuple(
                name
                for bit, name in CONTRACT_NAMES.items()
                if state.played_contracts[p] & bit
            )
            for p in range(4)
        ),
        deal_scores=tuple(state.deal_history),
        running=tuple(state.deal_deltas),
        totals=tuple(state.totals),
        legal_actions=tuple(state.legal_actions()) if current == seat else (),
    )
