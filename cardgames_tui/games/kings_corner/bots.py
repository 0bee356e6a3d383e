"""A Kings in the Corner bot that empties its hand greedily but with care.

It reads only its own hand and the piles, as bit masks, so the same choice
can be made from a seat's view (a game) or straight from a sampled state (a
search bot's play-out, where building a view per step cost most of the time).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardgames_tui.core.bots import Decision
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
from cardgames_tui.games.kings_corner.reasons import Rule, reason
from cardgames_tui.games.kings_corner.state import KingsState
from cardgames_tui.games.kings_corner.turn_lines import turn_lines
from cardgames_tui.games.kings_corner.view import KingsView


def choose_move(
    actions: Sequence[KingsAction], held: int, piles: Sequence[tuple[int, ...]]
) -> tuple[KingsAction, Rule, int]:
    """The heuristic's move among ``actions``, holding the mask ``held``; the
    rule that chose it, and how many cards could go on a pile."""
    best: PlayCard | None = None
    best_value = 0.0
    plays = 0
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
                return action, Rule.KING, plays  # a King to its corner at once
            if first_move is not None:
                continue  # a pile move comes before any other play
            if piles[action.space]:
                plays += 1
                value = _value(card, held, tops)
                if best is None or value > best_value:
                    best, best_value = action, value
            elif filler is None or _fill_key(action) > _fill_key(filler):
                filler = action
        elif isinstance(action, MovePile):
            if action.target >= 4 and not piles[action.target]:
                # A King pile into a corner opens its space.
                return action, Rule.KING_PILE, plays
            if first_move is None:
                first_move = action
    if first_move is not None:
        return first_move, Rule.MOVE, plays
    if best is not None:
        return best, Rule.PLAY, plays
    if filler is not None:  # only empty tabbed spaces are left to fill
        return filler, Rule.FILL, plays
    return END, Rule.END, plays


def _fill_key(action: PlayCard) -> tuple[int, int]:
    """The highest card first, then the first space."""
    return low_rank(action.card.index), -action.space


NOT_ACES = (1 << 48) - 1
"""Every card but the aces (the top rank index, 12)."""
LOW_RANK = tuple(low_rank(c) for c in range(52))
"""``LOW_RANK[card]``: `low_rank`, looked up."""


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
    search_samples = 256
    """Deals the hard bot samples per decision with this bot's play-outs
    (they are cheap). `tools.search_regret kings-corner --positions 160
    --deals 600` measured the regret a decision against every move's value
    (a hand won is 1): 0.0049 [0.0034, 0.0064] with 128 deals and a margin
    of 1, 0.0033 [0.0022, 0.0044] with these settings; the normal bot's
    move 0.0301. Tournaments did not show it in hands won (README)."""
    search_determinize = staticmethod(determinize_greedy)
    """How the hard bot deals the unseen cards with this bot's play-outs: it
    reads each greedy player's ends of turn and fills of a tabbed space
    this hand as this bot plays them."""
    search_margin = 0.5
    """The hard bot leaves this bot's move only for one better by half a
    standard error on the same deals (a margin of 1 lost more good moves to
    the threshold than it saved from noise; 0 and 0.5 measured alike, by an
    earlier form of the regret probe)."""
    search_prune = 2.0
    """A move two standard errors behind this bot's after 32 deals is played
    out no more: the deals go to the close calls."""

    def search_lines(self, state: KingsState) -> list[tuple[KingsAction, ...]]:
        """What the hard bot weighs: whole turns, this bot's first
        (`turn_lines`)."""
        return turn_lines(state, choose_fast)

    def choose(self, view: KingsView, rng: random.Random) -> KingsAction:
        return self.decide(view, rng).action

    def decide(self, view: KingsView, rng: random.Random) -> Decision[KingsAction]:
        """The move with the rule that chose it, in a player's words."""
        action, rule, plays = choose_move(
            view.legal_actions, view.hand_mask, view.piles
        )
        return Decision(action, reason(view, action, rule, plays))

    def choose_in(self, state: KingsState, rng: random.Random) -> KingsAction:
        """The same choice for the seat on turn, read from a sampled state
        (its hand and the piles only): for search play-outs."""
        return choose_fast(state.hands[state.current], state.piles)


def choose_fast(held: int, piles: Sequence[tuple[int, ...]]) -> KingsAction:
    """`choose_move` over the legal moves without listing them: each rule
    of the heuristic finds its move the way `turn.legal_actions` orders
    them (a test holds the two to the same choice). Written for speed: it
    is most of a search play-out's time."""
    corner = -1
    for k in CORNERS:
        if not piles[k]:
            corner = k
            break
    kings = held & KINGS_MASK
    if kings and corner >= 0:  # first corner, lowest King
        return PLAYS_BY_SPACE[corner][(kings & -kings).bit_length() - 1]
    tops = 0
    for pile in piles:
        if pile:
            tops |= 1 << pile[-1]
    for source in range(4):
        pile = piles[source]
        if not pile:
            continue
        bottom = pile[0]
        if bottom >> 2 == KING:
            if corner >= 0:
                return MOVES[source][corner]
        elif PARENTS_MASK[bottom] & tops:
            for target, dest in enumerate(piles):
                if dest and target != source and FITS[dest[-1]] >> bottom & 1:
                    # The first move found, unless a later King pile can
                    # go to a corner.
                    return (
                        _king_pile_first(piles, source, corner) or MOVES[source][target]
                    )
    best: PlayCard | None = None
    best_value = 0.0
    for space in range(8):
        pile = piles[space]
        if not pile:
            continue
        fits = held & FITS[pile[-1]]
        while fits:
            low = fits & -fits
            card = low.bit_length() - 1
            followers = FITS[card]
            own = (held & followers).bit_count()
            blocked = own + (tops & followers).bit_count()
            # `_value`, inlined
            value = own * 2 - (0.5 * (2 - blocked) if blocked < 2 else 0.0)
            value += LOW_RANK[card] * 0.01
            if best is None or value > best_value:
                best, best_value = PLAYS_BY_SPACE[space][card], value
            fits ^= low
    if best is not None:
        return best
    plain = held & NOT_KINGS
    if plain:  # the highest card into the first empty tabbed space
        for space in range(4):
            if not piles[space]:
                return PLAYS_BY_SPACE[space][_highest(plain)]
    return END


def _highest(plain: int) -> int:
    """The highest card of a mask without Kings, aces low (the first suit
    of its rank): what `_fill_key` ranks first."""
    ranked = plain & NOT_ACES
    if not ranked:
        return (plain & -plain).bit_length() - 1
    rank = (ranked.bit_length() - 1) >> 2
    suits = ranked >> (4 * rank) & 15
    return 4 * rank + (suits & -suits).bit_length() - 1


def _king_pile_first(
    piles: Sequence[tuple[int, ...]], after: int, corner: int
) -> MovePile | None:
    """A King-bottomed tabbed pile after space ``after`` that can go to the
    empty ``corner``: it comes before any other move."""
    if corner < 0:
        return None
    for source in range(after + 1, 4):
        pile = piles[source]
        if pile and pile[0] >> 2 == KING:
            return MOVES[source][corner]
    return None
