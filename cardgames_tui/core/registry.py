"""Games by id and alias.

Built-in games are found by module name and imported on first use, so the
core never imports a game package (and `cardgames list` stays fast).
"""

from __future__ import annotations

import importlib

from cardgames_tui.core.errors import UnknownGameError
from cardgames_tui.core.game import GameDefinition

BUILTIN_GAMES: dict[str, str] = {
    "shithead": "cardgames_tui.games.shithead",
    "palace": "cardgames_tui.games.shithead",
    "trix": "cardgames_tui.games.trix",
    "trex": "cardgames_tui.games.trix",
    "trix-complex": "cardgames_tui.games.trix",
    "kings-corner": "cardgames_tui.games.kings_corner",
    "kings": "cardgames_tui.games.kings_corner",
    "kitc": "cardgames_tui.games.kings_corner",
    "kings-in-the-corner": "cardgames_tui.games.kings_corner",
}
"""Ids and aliases of the built-in games, and the module whose import
registers each (a test checks this against the definitions). Looking up one
game imports only its module, which keeps start-up quick."""

_GAMES: dict[str, GameDefinition] = {}
_ALIASES: dict[str, str] = {}
_loaded_all = False


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
    global _loaded_all
    if not _loaded_all:
        _loaded_all = True
        for module in dict.fromkeys(BUILTIN_GAMES.values()):
            importlib.import_module(module)


def find_game(name: str) -> GameDefinition:
    """The game with this id or alias (case-insensitive)."""
    key = name.strip().lower()
    if key not in _ALIASES and key in BUILTIN_GAMES:
        importlib.import_module(BUILTIN_GAMES[key])
    game_id = _ALIASES.get(key)
    if game_id is None:
        _load_builtins()
        known = ", ".join(sorted(_GAMES))
        raise UnknownGameError(f"unknown game {name!r}; known games: {known}")
    return _GAMES[game_id]


def all_games() -> list[GameDefinition]:
    """Every registered game, in registration order."""
    _load_builtins()
    return list(_GAMES.values())
