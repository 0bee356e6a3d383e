"""The headless core: cards, decks, the game protocol, the registry, bots.

Nothing here imports textual, rich or click.
"""

from cardgames_tui.core.bots import Bot, RandomBot
from cardgames_tui.core.cards import CARDS, Card, Rank, Suit, cards, standard_deck
from cardgames_tui.core.errors import (
    IllegalActionError,
    InvalidSetupError,
    UnknownGameError,
)
from cardgames_tui.core.events import Event
from cardgames_tui.core.game import GameDefinition, GameState, OptionSpec
from cardgames_tui.core.outcome import Outcome
from cardgames_tui.core.registry import all_games, find_game, register
from cardgames_tui.core.session import GameSession

__all__ = [
    "CARDS",
    "Bot",
    "Card",
    "Event",
    "GameDefinition",
    "GameSession",
    "GameState",
    "IllegalActionError",
    "InvalidSetupError",
    "OptionSpec",
    "Outcome",
    "RandomBot",
    "Rank",
    "Suit",
    "UnknownGameError",
    "all_games",
    "cards",
    "find_game",
    "register",
    "standard_deck",
]
