"""Games by id and alias.

Games register themselves through the ``cardgames_tui.games`` entry-point
group (see ``pyproject.toml``), the way plugin systems do: adding a game,
even from another installed package, touches no file here. Each entry point
names a game package's ``GAME``; importing it costs the definition only, as
engines are imported lazily on first use.
"""

from __future__ import annotations

from typing import Any, TypeVar

from cardgames_tui.core.errors import UnknownGameError
from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.plugins import entry_points, load

ENTRY_POINT_GROUP = "cardgames_tui.games"
"""Where installed packages list their games: ``id = "package:GAME"``."""

# Definitions of different games have different type parameters; the
# registry holds them side by side, and hands them out as the protocol.
_GAMES: dict[str, GameDefinition[Any, Any, Any]] = {}
_ALIASES: dict[str, str] = {}
_loaded = False

G = TypeVar("G", bound=GameDefinition[Any, Any, Any])


def register(game: G) -> G:
    """Add a game; its id and aliases must not clash with another game's."""
    for name in (game.id, *game.aliases):
        owner = _ALIASES.get(name)
        if owner is not None and owner != game.id:
            raise ValueError(f"{name!r} already names the game {owner!r}")
    _GAMES[game.id] = game
    for name in (game.id, *game.aliases):
        _ALIASES[name] = game.id
    return game


def _load_entry_points() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for target in entry_points(ENTRY_POINT_GROUP).values():
        game = load(target)
        if not isinstance(game, GameDefinition):
            raise TypeError(f"entry point {target} is not a GameDefinition")
        register(game)


def find_game(name: str) -> GameDefinition:
    """The game with this id or alias (case-insensitive)."""
    key = name.strip().lower()
    if key not in _ALIASES:
        _load_entry_points()
    game_id = _ALIASES.get(key)
    if game_id is None:
        known = ", ".join(sorted(_GAMES))
        raise UnknownGameError(f"unknown game {name!r}; known games: {known}")
    return _GAMES[game_id]


def all_games() -> list[GameDefinition]:
    """Every registered game, in registration order."""
    _load_entry_points()
    return list(_GAMES.values())
