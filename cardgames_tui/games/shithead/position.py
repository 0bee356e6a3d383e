"""Set up a Shithead position in one line, for tests and rule demos.

`stacked_deck` fills in a deal by the rules page's stacked-deck convention;
`position` builds a mid-game position directly (cards it is not told about
are counted as burned, so the 52 are always there).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardgames_tui.core.cards import CARDS, Card, cards
from cardgames_tui.core.errors import InvalidSetupError
from cardgames_tui.games.shithead.actions import TEN
from cardgames_tui.games.shithead.play import need_of, top_run
from cardgames_tui.games.shithead.state import PLAY, ShitheadState


def stacked_deck(
    players: int,
    *,
    hands: Sequence[str] = (),
    face_up: Sequence[str] = (),
    face_down: Sequence[str] = (),
    stock: str = "",
) -> list[Card]:
    """A 52-card deck that deals these cards; unnamed places get the rest."""
    n = players
    slots: list[Card | None] = [None] * 52
    blocks = ((face_down, 0), (face_up, 3 * n), (hands, 6 * n))
    for per_seat, start in blocks:
        for seat, text in enumerate(per_seat):
            for i, card in enumerate(cards(text)):
                slots[start + 3 * seat + i] = card
    for i, card in enumerate(cards(stock)):
        slots[9 * n + i] = card
    used = {c for c in slots if c is not None}
    if len(used) != sum(c is not None for c in slots):
        raise InvalidSetupError("a card is named twice")
    rest = iter(c for c in CARDS if c not in used)
    return [c if c is not None else next(rest) for c in slots]


def position(
    players: int,
    *,
    hands: Sequence[str],
    face_up: Sequence[str] = (),
    face_down: Sequence[str] = (),
    pile: str = "",
    stock: str = "",
    current: int = 0,
    out: Sequence[int] = (),
    voluntary_pickup: bool = False,
) -> ShitheadState:
    """A position in the play phase. ``face_down`` slots may be ``-`` (empty)."""
    s = ShitheadState.__new__(ShitheadState)
    s.n = players
    s.hands = [_mask(hands[k] if k < len(hands) else "") for k in range(players)]
    s.known = [0] * players
    s.lacked = [()] * players
    s.up = [_mask(face_up[k] if k < len(face_up) else "") for k in range(players)]
    s.down = []
    for k in range(players):
        tokens = (face_down[k] if k < len(face_down) else "- - -").split()
        tokens += ["-"] * (3 - len(tokens))
        s.down += [-1 if t == "-" else Card.parse(t).index for t in tokens]
    s.down_mask = sum(1 << at for at, i in enumerate(s.down) if i >= 0)
    s.stock = tuple(c.index for c in cards(stock))
    s.spos = 0
    s.pile = [c.index for c in cards(pile)]
    s.pile_mask = sum(1 << i for i in s.pile)
    s.finish = list(out)
    s.out_mask = sum(1 << k for k in out)
    s.current = current
    s.phase = PLAY
    s.dealer = players - 1
    s.opening = -1
    s.ready_count = players
    s.voluntary = voluntary_pickup
    s.run_rank, s.run_len = top_run(s.pile)
    s.need = need_of(s.pile)
    named = [*cards(" ".join((*hands, *face_up, pile, stock)))]
    named += [CARDS[i] for i in s.down if i >= 0]
    if len(set(named)) != len(named):
        raise InvalidSetupError("a card is placed twice in this position")
    s.burned = ((1 << 52) - 1) & ~sum(1 << c.index for c in named)
    if s.pile and s.pile[-1] >> 2 == TEN:
        raise InvalidSetupError("a 10 never stays on top of the pile: it burns it")
    return s


def _mask(text: str) -> int:
    return sum(1 << c.index for c in cards(text))
