"""How the normal Shithead bot plays once the swap is over, and why.

It reads only what the seat on turn may see (its `Table`): its legal moves,
the pile, the stock's size, the next seat's public counts and face-up cards,
the cards known to be in that seat's hand, and which cards it has not seen.
The same `Table` is read from a view (a game) or from a sampled state (a
search bot's play-out), so both make the same choice.

Each branch was kept because paired tournaments against the easy bot
measured it better (the figures are in the commit that added it).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import NamedTuple

from cardgames_tui.core.cards import ALL_CARDS
from cardgames_tui.games.shithead.actions import (
    PLAYS,
    TEN,
    WILD_TWO,
    Flip,
    Play,
    ShitheadAction,
)
from cardgames_tui.games.shithead.play import FITS_ON

BIG_PILE = 5
"""From this many cards on the pile, a 10 is worth spending to burn it."""
SPLIT_FROM = 10
"""Once the stock is gone, queens and higher go one at a time: the one kept
beats a high pile later (measured better than jacks, kings or aces)."""
BLOCK_WITHIN = 6
"""The next seat is worth blocking when it holds at most this many cards in
all (hand, face-up and face-down): it is close to going out."""
BLOCK_CHANCE = 0.5
"""A card blocks when the next seat cannot follow it at least this often."""
PLAIN_CHANCE = 0.1
"""Once the stock is gone, how often the lowest set is played whatever else:
bots blocking each other and keeping high cards back can trade the pile
forever (a ring of four normal bots passed two aces and a pair of eights
round in 5 of 2,000 games); a little chance ends that. Taken only with two
seats left, it still let 3- and 4-seat rings loop; taken always, it
measured the same against the easy bot."""

_BELOW = tuple(ALL_CARDS & ~fits for fits in FITS_ON)
"""``_BELOW[r]``: the cards that cannot be played on a rank ``r`` (no 2, no 10)."""

Why = str | Callable[[], str]
"""A reason, or how to word it: worded only when asked for (`decide`), as
play-outs call the policy thousands of times a decision."""


class Table(NamedTuple):
    """What the seat on turn may see that its play depends on."""

    pile: Sequence[int]
    """The play pile, bottom first (card indices)."""
    stock: int
    """Cards left to draw."""
    next_hand: int
    """How many cards the next seat still in the game holds in hand."""
    next_up: int
    """The next seat's face-up cards (a mask)."""
    next_down: int
    """How many face-down cards the next seat has."""
    next_known: int
    """Cards everyone knows the next seat holds (it picked them up)."""
    unseen: int
    """The cards this seat has not seen: other hands, face-down cards, stock."""


def choose_play(
    actions: Sequence[ShitheadAction], table: Table, rng: random.Random
) -> tuple[ShitheadAction, Why]:
    """The move and its reason: a random blind card; a card the next seat
    cannot follow when it is close to going out; else the lowest plain set
    (one at a time from queens up once the stock is gone); when nothing plain
    fits, a 10 on a big pile (or with no 2), every 2 with no 10, else a 2;
    the pick-up when nothing fits at all."""
    plain: dict[int, Play] = {}
    ten: Play | None = None
    twos: list[Play] = []
    flips: list[Flip] = []
    pickup: ShitheadAction | None = None
    for action in actions:
        if isinstance(action, Play):
            rank = action.rank
            if rank == TEN:
                ten = ten or action
            elif rank == WILD_TWO:
                twos.append(action)
            else:
                held = plain.get(rank)
                if held is None or len(action.cards) > len(held.cards):
                    plain[rank] = action
        elif isinstance(action, Flip):
            flips.append(action)
        elif pickup is None:
            pickup = action
    if flips:
        blind = "any blind card will do: none has been seen"
        return flips[rng.randrange(len(flips))], blind
    if plain:
        late = table.stock == 0
        if late and rng.random() < PLAIN_CHANCE:
            return plain[min(plain)], "the lowest that fits: wilds wait"
        if late and table.next_hand + table.next_up.bit_count() + table.next_down <= (
            BLOCK_WITHIN
        ):
            for rank in sorted(plain):
                if block_chance(table, rank) >= BLOCK_CHANCE:
                    play = _shaped(plain[rank], late)
                    return play, BLOCKING
        rank = min(plain)
        play = _shaped(plain[rank], late)
        if len(play.cards) < len(plain[rank].cards):
            return (
                play,
                # Not "keep the other": that would tell the table what it holds.
                "late in the game, high cards go down one at a time",
            )
        return play, "the lowest that fits: wilds wait"
    if ten is not None and (len(table.pile) >= BIG_PILE or not twos):
        if len(table.pile) >= BIG_PILE:
            return ten, "a 10 burns the big pile"
        return ten, "nothing plain fits: a 10 burns the pile"
    if twos:
        if ten is None:
            most = max(twos, key=lambda p: len(p.cards))
            if len(most.cards) > 1:
                return most, "every 2 at once: nothing else fits, fewer to shed"
            return most, "only a 2 fits: it resets the pile"
        return twos[0], "a 2 resets the small pile: keep the 10 for a big one"
    assert pickup is not None, "with no play, the pick-up is always legal"
    return pickup, "nothing fits"


BLOCKING = "the next player is close to going out and can hardly beat it"
"""Why a high card goes down early. The card is not named: the log's line
and the hint before the reason already name it ("play K♠: K♠: ...")."""


def _shaped(play: Play, late: bool) -> Play:
    """A single card of a high set once the stock is gone, else the set."""
    rank = play.rank
    if late and rank >= SPLIT_FROM and len(play.indices) > 1:
        return PLAYS[rank << 4 | (play.mask >> 4 * rank) & 15][0]
    return play


def block_chance(table: Table, rank: int) -> float:
    """How often the next seat cannot follow a play of ``rank``, from what
    this seat knows: its face-up cards when it plays them, the share of
    unseen cards too low when it plays blind, and that share for each card
    of its hand not known to be there."""
    below = _BELOW[rank]
    if not table.next_hand and table.stock == 0 and table.next_up:
        return float(not table.next_up & ~below)
    if table.next_known & ~below:
        return 0.0
    unseen = table.unseen.bit_count()
    if not unseen:
        return 0.0
    low = (table.unseen & below).bit_count() / unseen
    if not table.next_hand:
        return low
    return low ** max(0, table.next_hand - table.next_known.bit_count())
