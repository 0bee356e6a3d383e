"""Trix (Complex)'s events in plain sentences, with the rules they show."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames_tui.core.cards import CARDS, Card, Rank, Suit, cards_of_mask
from cardgames_tui.core.events import Event
from cardgames_tui.core.narration import (
    Told,
    count,
    inside,
    name_of,
    points,
    possessive,
    verb,
)
from cardgames_tui.core.wording import card_list, card_name, listed
from cardgames_tui.games.trix.held_order import in_held_order
from cardgames_tui.games.trix.phases import SEVEN_DEALT
from cardgames_tui.games.trix.scoring import (
    DIAMOND,
    KING_VALUE,
    QUEEN_VALUE,
    TRICK,
    TRIX_PRIZES,
    score_trick,
    taker_costs,
    undoubled_value,
)
from cardgames_tui.games.trix.view import TrixView

PLACES = ("first", "second", "third", "last")
SUIT_NAMES = {
    Suit.SPADES: "spades",
    Suit.HEARTS: "hearts",
    Suit.DIAMONDS: "diamonds",
    Suit.CLUBS: "clubs",
}
KING_OF_HEARTS = Card.parse("KH")
QUEEN_OF_DIAMONDS = Card.parse("QD")


def winning(winners: Sequence[str]) -> str:
    """``Omar wins``, ``You win``, ``Ana and Omar share the win`` (a tie
    for the best total; "share with 440" read as a hand-over)."""
    if len(winners) == 1:
        return f"{winners[0]} {verb(winners[0], 'wins', 'win')}"
    return f"{listed(winners)} share the win"


def penalty(card: Card, doubled: bool = False) -> int:
    """What taking ``card`` from another player costs in Complex (0: nothing),
    as the scoring of a trick counts it, less the trick's own 15."""
    holder, taker = 0, 1
    mask = 1 << card.index if doubled else 0
    return -score_trick([(holder, card.index)], taker, mask)[taker] - TRICK


class TrixNarrator:
    """Tells a Trix session; remembers the contract, the doubled cards and
    the trick on the table, to say who could not follow and what it costs."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        """The players' names by seat."""
        self.contract = ""
        """``trix`` or ``complex``: the deal being played."""
        self.doubled: set[Card] = set()
        """The cards doubled in this deal."""
        self.trick: list[tuple[int, Card]] = []
        """The trick on the table: (seat, card), the lead first."""
        self.totals = [0] * len(self.names)
        """Each seat's total so far, from the deals' scores."""

    def tell(self, event: Event, following: Event | None = None) -> Told:
        who = name_of(self.names, event.seat)
        kind = event.kind
        if kind == "deal":
            self.doubled, self.trick = set(), []
            line = f"Deal {event.amount} of 8: {possessive(who)} kingdom"
            if event.target == SEVEN_DEALT:  # why this seat: the rules' 7♥
                line += f" ({inside(who)} {verb(who, 'was', 'were')} dealt the 7♥)"
            return Told(line, ("kingdom",))
        if kind == "contract":
            return self._contract(who, event)
        if kind == "double":
            if not event.cards:  # told to that seat alone
                return Told(f"{who} {verb(who, 'does', 'do')} not double")
            self.doubled.update(event.cards)
            gains = f"{inside(who)} {verb(who, 'gains', 'gain')}"
            # The holder taking it on another's lead pays too, and the
            # leader gains (a play-tester paid -50 unwarned).
            takes = f"if {inside(who)} {verb(who, 'takes', 'take')}"
            if len(event.cards) == 1:
                base = undoubled_value(event.cards[0].index)
                line = (
                    f"{who} doubled {card_name(event.cards[0])}: whoever else takes it"
                    f" loses {2 * base} instead of {base}, and {gains} {base};"
                    f" {takes} it on another's lead, the leader gains {base}"
                )
            else:
                values = (
                    f"{KING_VALUE} for the K♥, {QUEEN_VALUE} for a queen"
                    if KING_OF_HEARTS in event.cards
                    else f"{QUEEN_VALUE} for each queen"
                )
                line = (
                    f"{who} doubled {card_list(event.cards)}: whoever else takes one"
                    f" loses twice its value, and {gains} that value ({values});"
                    f" {takes} one on another's lead, the leader gains that value"
                )
            return Told(line, ("doubling",))
        if kind == "play":
            if self.contract == "trix":
                return self._layout_play(who, event.cards[0])
            return self._trick_play(who, event.seat, event.cards[0])
        if kind == "pass":
            has, passes = verb(who, "has", "have"), verb(who, "passes", "pass")
            line = f"{who} {has} no card that fits and {passes} (bass)"
            return Told(line, ("forced-pass", "compulsory-play"))
        if kind == "out":
            place = min(event.amount, 4) - 1
            prize = points(TRIX_PRIZES[place])
            return Told(f"{who} went out {PLACES[place]}: {prize}", ("order-out",))
        if kind == "trick":
            return self._trick(who, event)
        if kind == "bonus":
            # The trick's line has said who gains what, card by card: a line
            # of its own here left that one trailing ("... and gains").
            return Told(None)
        if kind == "deal-scored":
            return Told(f"Deal {event.amount} is over")
        if kind == "score":
            if event.seat is not None:
                self.totals[event.seat] += event.amount
            return Told(f"  {who}: {points(event.amount)}")
        if kind == "game-over":
            best = max(self.totals)
            winners = [
                name_of(self.names, seat)
                for seat, total in enumerate(self.totals)
                if total == best
            ]
            line = f"The session is over: {winning(winners)} with {best} points"
            return Told(line, ("session-end",))
        raise ValueError(f"no sentence for a Trix {kind!r} event")

    def _contract(self, who: str, event: Event) -> Told:
        self.contract = str(event.target)
        plays = verb(who, "plays", "play")
        if self.contract == "trix":
            what = "Trix: each suit's row starts with its jack"
        else:
            what = "Complex: tricks, diamonds, queens and the K♥ all cost points"
        return Told(f"{who} {plays} {what}", ("contract-choice",))

    def _layout_play(self, who: str, card: Card) -> Told:
        row = SUIT_NAMES[card.suit]
        shown = card_name(card)
        if card.rank is Rank.JACK:
            return Told(f"{who} played {shown}: the {row} row opens", ("jack-rows",))
        return Told(f"{who} played {shown} on the {row} row", ("build-up-down",))

    def _trick_play(self, who: str, seat: int | None, card: Card) -> Told:
        assert seat is not None
        trick = self.trick
        trick.append((seat, card))
        shown = card_name(card)
        if len(trick) == 1:
            return Told(f"{who} led {shown}")
        led = trick[0][1].suit
        if card.suit is led:
            line = f"{who} followed {SUIT_NAMES[led]} with {shown}"
            return Told(line, ("follow-suit",))
        suit = SUIT_NAMES[led]
        line = f"{who} could not follow {suit}, so {seat_word(who)} threw {shown}"
        cost = penalty(card)
        if cost:
            line += f": whoever takes this trick pays {cost}"
            if card in self.doubled:
                line += f", doubled to {penalty(card, doubled=True)}"
        return Told(line, ("smuggle",))

    def _trick(self, who: str, event: Event) -> Told:
        trick, self.trick = self.trick, []
        taker = event.seat
        cards = event.cards
        rules = ["trick-penalty"]
        if any(c.suit is Suit.DIAMONDS for c in cards):
            rules.append("diamond-penalty")
        if any(c.rank is Rank.QUEEN for c in cards):
            rules.append("queen-penalty")
        if KING_OF_HEARTS in cards:
            rules.append("king-penalty")
        notes = []
        if QUEEN_OF_DIAMONDS in cards:
            rules.append("queen-of-diamonds")
            notes.append("the Q♦ counts as a queen and a diamond")
        leader = trick[0][0] if trick else None
        for holder, card in trick:
            if card not in self.doubled:
                continue
            holder_name = name_of(self.names, holder)
            gain = undoubled_value(card.index)
            if holder != taker:
                rules.append("doubled-taken-by-other")
                gains = verb(holder_name, "gains", "gain")
                doubler = inside(holder_name)
                notes.append(f"{doubler} doubled {card_name(card)} and {gains} {gain}")
            elif holder != leader:
                rules.append("doubled-forced-on-own")
                led_by = name_of(self.names, leader)
                gains = verb(led_by, "gains", "gain")
                # Not "had to take": the rule asks only who led, and a holder
                # who could have ducked pays all the same (a play-tester).
                notes.append(
                    f"{inside(holder_name)} took the doubled {card_name(card)} back"
                    f" on {possessive(led_by)} lead: {led_by} {gains} {gain}"
                )
            else:
                rules.append("doubled-led-by-holder")
                notes.append(
                    f"{inside(holder_name)} led the doubled {card_name(card)} and took"
                    " it: nobody gains"
                )
        takes = verb(who, "takes", "take")
        line = f"{who} {takes} the trick ({card_list(cards)}): {points(event.amount)}"
        if event.amount == -TRICK and len(rules) == 1:
            line += " for the trick"
        elif taker is not None and trick:
            line += self._costs(trick, taker, event.amount)
        if notes:
            line += "; " + "; ".join(notes)
        return Told(line, tuple(rules))

    def _costs(self, trick: list[tuple[int, Card]], taker: int, amount: int) -> str:
        """`` (15 for the trick, 40 for 4 diamonds, 50 for the doubled Q♠)``:
        where the trick's points come from ("-55" alone taught nothing);
        empty if the items do not add up to ``amount`` (a variant the log
        cannot know of)."""
        doubled = sum(1 << c.index for c in self.doubled)
        plays = [(seat, card.index) for seat, card in trick]
        # The narrator is not told the options: the reading that adds up is
        # the table's (the symmetric queen's -25 left a trick unexplained).
        for symmetric in (False, True):
            base, diamonds, cards = taker_costs(plays, taker, doubled, symmetric)
            if base + diamonds + sum(cost for _, cost in cards) == -amount:
                break
        else:
            return ""
        parts = [f"{base} for the trick"]
        if diamonds:
            n = diamonds // DIAMOND
            parts.append(
                f"{diamonds} for {'a diamond' if n == 1 else count(n, 'diamond')}"
            )
        for index, cost in cards:
            card = CARDS[index]
            the = "the doubled " if card in self.doubled else ""
            parts.append(f"{cost} for {the}{card_name(card)}")
        return f" ({', '.join(parts)})"


def contract_terms() -> tuple[str, str]:
    """What each contract pays, in one short line each: the Contract box
    shows them while the owner chooses, where a new player had only the
    two names to go on."""
    prizes = ", ".join(points(prize) for prize in TRIX_PRIZES)
    costs = (
        f"each trick {points(-TRICK)}, ♦ {points(-DIAMOND)},"
        f" queen {points(-QUEEN_VALUE)}, K♥ {points(-KING_VALUE)}"
    )
    return f"Trix: going out {prizes}", f"Complex: {costs}"


def out_words(place: int) -> str:
    """``out first +200``: a seat out of the Trix layout, with the prize its
    place will score when the deal ends (0: first); ``last +50`` for the
    seat placed with the third out, its cards still in hand."""
    prize = points(TRIX_PRIZES[place])
    if place == len(TRIX_PRIZES) - 1:
        return f"{PLACES[place]} {prize}"
    return f"out {PLACES[place]} {prize}"


def seat_word(who: str) -> str:
    """The pronoun for a player: the rules page says "he"; "you" for You."""
    return "you" if who == "You" else "they"


def hand_words(view: TrixView) -> str:
    """``2♠ 9♠ K♠ · 4♥ Q♥ · 8♣ · 10♦ A♦``: a seat's cards by suit, as the
    table holds them; once the session is over, its last deal as dealt
    (``dealt 2♠ 9♠ … · still held 2♥``: a Complex deal leaves nothing in
    hand to show)."""
    if view.dealt_masks and view.seat is not None:
        dealt = _by_suit(cards_of_mask(view.dealt_masks[view.seat]))
        left = f"; still held {_by_suit(view.hand)}" if view.hand else ""
        return f"dealt {dealt}{left}"
    return _by_suit(view.hand) or "no cards"


def _by_suit(cards: Sequence[Card]) -> str:
    """Cards grouped by suit as a player holds them (♠ ♥ ♣ ♦, low to high)."""
    suits: dict[Suit, list[str]] = {}
    for card in in_held_order(cards):
        suits.setdefault(card.suit, []).append(card_name(card))
    return " · ".join(" ".join(names) for names in suits.values())
