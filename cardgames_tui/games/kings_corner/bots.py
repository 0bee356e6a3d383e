"""A Kings in the Corner bot that empties its hand greedily but with care.

It reads only its own hand and the piles, as bit masks, so the same choice
can be made from a seat's view (a game) or straight from a sampled state (a
search bot's play-out, where building a view per step cost most of the time).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardgames_tui.games.kings_corner.actions import (
    CORNERS,
    END,
    KING,
    MOVES,
    KingsAction,
    MovePile,
    PlayCard,
    low_rank,
)
from cardgames_tui.games.kings_corner.determinize import determinize_greedy
from cardgames_tui.games.kings_corner.fits import (
    FITS,
    KINGS_MASK,
    NOT_KINGS,
    PARENTS_MASK,
    PLAYS_BY_SPACE,
)
from cardgames_tui.games.kings_corner.state import KingsState
from cardgames_tui.games.kings_corner.view import KingsView


def choose_move(
    actions: Sequence[KingsAction], held: int, piles: Sequence[tuple[int, ...]]
) -> KingsAction:
    """The heuristic's move among ``actions``, holding the mask ``held``."""
    best: PlayCard | None = None
    best_value = 0.0
    filler: PlayCard | None = None
    first_move: MovePile | None = None
    tops = 0
    for pile in piles:
        if pile:
            tops |= 1 << pile[-1]
    for action in actions:
        if isinstance(action, PlayCard):
            card = action.card.index
            if card >> 2 == KING:
                return action  # a King goes to its corner at once
            if first_move is not None:
                continue  # a pile move comes before any other play
            if piles[action.space]:
                value = _value(card, held, tops)
                if best is None or value > best_value:
                    best, best_value = action, value
            elif filler is None or _fill_key(action) > _fill_key(filler):
                filler = action
        elif isinstance(action, MovePile):
            if action.target >= 4 and not piles[action.target]:
                return action  # a King pile into a corner opens its space
            if first_move is None:
                first_move = action
    if first_move is not None:
        return first_move
    if best is not None:
        return best
    if filler is not None:  # only empty tabbed spaces are left to fill
        return filler
    return END


def _fill_key(action: PlayCard) -> tuple[int, int]:
    """The highest card first, then the first space."""
    return low_rank(action.card.index), -action.space


def _value(card: int, held: int, tops: int) -> float:
    """Own cards that could follow this one, minus the openings it leaves
    the next player (a follower is blocked if it is in hand or on a top)."""
    followers = FITS[card]
    own_followers = (held & followers).bit_count()
    blocked = own_followers + (tops & followers).bit_count()
    openings = 2 - min(2, blocked)
    return own_followers * 2 - openings * 0.5 + low_rank(card) * 0.01


class HeuristicBot:
    """Places Kings at once, opens tabbed spaces by moving piles, plays the
    cards that let more of its own cards follow, fills an empty tabbed space
    with its highest card, and prefers tops the next player is unlikely to use
    (the cards that fit them are in its own hand or already on the table)."""

    name = "heuristic"
    search_samples = 128
    """Deals the hard bot samples per decision with this bot's play-outs
    (they are cheap): over 40 games against three normal bots it won 35.8%
    of hands with 64 and 39.4% with 128 (126 ms median a decision)."""
    search_determinize = staticmethod(determinize_greedy)
    """How the hard bot deals the unseen cards with this bot's play-outs: it
    reads a greedy player's end of turn as this bot plays one."""
    search_margin = 1.0
    """The hard bot leaves this bot's move only for one better by a standard
    error on the same deals (a win is 0 or 1: small differences are noise)."""

    def choose(self, view: KingsView, rng: random.Random) -> KingsAction:
        return choose_move(view.legal_actions, view.hand_mask, view.piles)

    def choose_in(self, state: KingsState, rng: random.Random) -> KingsAction:
        """The same choice for the seat on turn, read from a sampled state
        (its hand and the piles only): for search play-outs."""
        return choose_fast(state.hands[state.current], state.piles)


def choose_fast(held: int, piles: Sequence[tuple[int, ...]]) -> KingsAction:
    """`choose_move` over the legal moves without listing them: each rule
    of the heuristic finds its move the way `turn.legal_actions` orders
    them (a test holds the two to the same choice)."""
    kings = held & KINGS_MASK
    corner = next((k for k in CORNERS if not piles[k]), None)
    if kings and corner is not None:  # first corner, lowest King
        return PLAYS_BY_SPACE[corner][(kings & -kings).bit_length() - 1]
    tops = 0
    for pile in piles:
        if pile:
            tops |= 1 << pile[-1]
    first_move: MovePile | None = None
    for source in range(4):
        pile = piles[source]
        if not pile:
            continue
        bottom = pile[0]
        if bottom >> 2 == KING:
            if corner is not None:
                return MOVES[source][corner]
        elif first_move is None and PARENTS_MASK[bottom] & tops:
            for target, dest in enumerate(piles):
                if dest and target != source and FITS[dest[-1]] >> bottom & 1:
                    first_move = MOVES[source][target]
                    break
    if first_move is not None:
        return first_move
    best: PlayCard | None = None
    best_value = 0.0
    for space, pile in enumerate(piles):
        if not pile:
            continue
        fits = held & FITS[pile[-1]]
        while fits:
            low = fits & -fits
            card = low.bit_length() - 1
            value = _value(card, held, tops)
            if best is None or value > best_value:
                best, best_value = PLAYS_BY_SPACE[space][card], value
            fits ^= low
    if best is not None:
        return best
    plain = held & NOT_KINGS
    if plain:  # the highest card into the first empty tabbed space
        for space in range(4):
            if not piles[space]:
                card = max(_bits(plain), key=lambda c: (low_rank(c), -c))
                return PLAYS_BY_SPACE[space][card]
    return END


def _bits(mask: int) -> list[int]:
    """The card indices in a mask, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found
