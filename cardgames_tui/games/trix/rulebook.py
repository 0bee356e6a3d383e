"""Trix (Complex)'s rules by id (rules page sections in brackets)."""

from __future__ import annotations

from cardgames_tui.core.rulebook import Rule

RULES: tuple[Rule, ...] = (
    Rule("kingdom", "Each player owns a kingdom of two deals in turn", key=False),
    Rule("contract-choice", "The kingdom's owner chooses Trix or Complex"),
    Rule("jack-rows", "In Trix each suit's row starts with its jack"),
    Rule("build-up-down", "A card fits next up or down from the row's end"),
    Rule("compulsory-play", "If a card fits, you must play one", key=False),
    Rule("forced-pass", "Nothing fits: pass"),
    Rule("order-out", "First out +200, then +150, +100, last +50"),
    Rule("doubling", "Before the first trick, K♥ and queens may be doubled"),
    Rule("follow-suit", "Follow suit if you can; the highest of the suit led wins"),
    Rule("smuggle", "Cannot follow: throw anything, a penalty card too"),
    Rule("trick-penalty", "Each trick taken costs 15"),
    Rule("diamond-penalty", "Each diamond taken costs 10"),
    Rule("queen-penalty", "Each queen taken costs 25"),
    Rule("king-penalty", "The King of Hearts costs 75"),
    Rule("queen-of-diamonds", "The Q♦ counts twice: a queen and a diamond"),
    Rule(
        "doubled-taken-by-other",
        "A doubled card taken by another: he pays double, its holder gains",
    ),
    Rule(
        "doubled-forced-on-own",
        "A doubled card its holder had to play and took: he pays double,"
        " the leader gains",
        key=False,
    ),
    Rule(
        "doubled-led-by-holder",
        "A doubled card its holder led and took: nobody gains",
        key=False,
    ),
    Rule("session-end", "After eight deals the highest total wins", key=False),
)
