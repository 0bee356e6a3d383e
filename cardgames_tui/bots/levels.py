"""The bot levels every game offers, by name."""

from __future__ import annotations

from typing import Any

from cardgames_tui.bots.lookahead import LookaheadBot, looks_ahead
from cardgames_tui.bots.montecarlo import BUDGET, MonteCarloBot
from cardgames_tui.bots.slips import SlippingBot
from cardgames_tui.core.bots import Bot
from cardgames_tui.core.game import GameDefinition

LEVELS = ("easy", "normal", "hard")
"""The levels a player chooses from, weakest first."""
ALIASES = {"heuristic": "normal"}
"""Older names (saved games and scripts still use them)."""


def bot_names(game: GameDefinition[Any, Any, Any]) -> tuple[str, ...]:
    """Every name `make_bot` accepts for this game."""
    return (*LEVELS, *sorted(set(game.bots) | set(ALIASES)))


def offered_bot_names(game: GameDefinition[Any, Any, Any]) -> tuple[str, ...]:
    """The names a refusal offers: the levels and the game's other bots,
    not the older names of a level (`simulate --help` lists "easy, normal,
    hard, random"; a refusal that added "heuristic" read as a fifth bot)."""
    return (*LEVELS, *sorted(set(game.bots) - set(ALIASES)))


def make_bot(
    game: GameDefinition[Any, Any, Any], name: str, *, budget: float | None = BUDGET
) -> Bot[Any, Any]:
    """The bot called ``name`` (a level, or one of the game's own bots);
    ValueError naming the valid choices otherwise. ``budget`` is the hard
    bot's time per decision in seconds."""
    level = ALIASES.get(name, name)
    if level == "normal":
        heuristic = game.bots["heuristic"]
        bot = heuristic()
        return LookaheadBot(game, heuristic) if looks_ahead(bot) else bot
    if level == "easy":
        return SlippingBot(game.bots["heuristic"]())
    if level == "hard":
        return MonteCarloBot(game, game.bots["heuristic"], budget=budget)
    if level in game.bots:
        return game.bots[level]()
    raise ValueError(
        f"no bot {name!r} for {game.name};"
        f" choose from {', '.join(offered_bot_names(game))}"
    )
