"""Games by id and alias.

Built-in games are found by module name and imported on first use, so the
core never imports a game package (and `cardgames list` stays fast).
"""

from __future__ import annotations

import importlib

from cardgames_tui.core.errors import UnknownGameError
from cardgames_tui.core.game import GameDefinition

BUILTIN_GAME_MODULES: tuple[str, ...] = (
    "cardgames_tui.games.shithead",
    "cardgames_tui.games.trix",
    "cardgames_tui.games.kings_corner",
)
"""Modules whose import registers a game (each calls `register`)."""

_GAMES: dict[str, GameDefinition] = {}
_ALIASES: dict[str, str] = {}
_loaded = False


def register(game: GameDefinition) -> GameDefinition:
    """Add a game; its id and aliases must not clash with another game's."""
    for name in (game.id, *game.aliases):
        owner = _ALIASES.get(name)
        if owner is not None and owner != game.id:
            raise ValueError(f"{name!r} already names the game {owner!r}")
    _GAMES[game.id] = game
    for name in (game.id, *game.aliases):
        _ALIASES[name] = game.id
    return game


def _load_builtins() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for module in BUILTIN_GAME_MODULES:
            importlib.import_module(module)


def find_game(name: str) -> GameDefinition:
    """The game with this id or alias (case-insensitive)."""
    _load_builtins()
    game_id = _ALIASES.get(name.strip().lower())
    if game_id is None:
        known = ", ".join(sorted(_GAMES))
        raise UnknownGameError(f"unknown game {name!r}; known games: {known}")
    return _GAMES[game_id]


def all_games() -> list[GameDefinition]:
    """Every registered game, in registration order."""
    _load_builtins()
    return list(_GAMES.values())
