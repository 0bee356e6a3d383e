"""Build a lesson's game: a deal or a position, then its set-up moves."""

from __future__ import annotations

import importlib
import inspect
import random
from collections.abc import Callable, Mapping
from typing import Any

from cardgames_tui.core.cards import CARDS, cards
from cardgames_tui.core.errors import IllegalActionError, InvalidSetupError
from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.session import GameSession
from cardgames_tui.lessons.model import Lesson, LessonError

SETUP_ERRORS = (InvalidSetupError, ValueError, TypeError, KeyError, AttributeError)
"""What a wrong keyword or value in a set-up raises (a wrong type reaches the
game's helpers as an AttributeError or TypeError)."""


SETUP_ERRORS = (InvalidSetupError, ValueError, TypeError, KeyError, AttributeError)
"""What a game's set-up helpers raise on a position or deck they cannot make."""


def _helper(game: GameDefinition, name: str) -> Callable[..., Any]:
    """The game's own ``position`` or ``stacked_deck`` (its position module)."""
    module = importlib.import_module(
        f"cardgames_tui.games.{game.id.replace('-', '_')}.position"
    )
    helper: Callable[..., Any] = getattr(module, name)
    return helper


def _call(helper: Callable[..., Any], players: int, given: Mapping[str, object]) -> Any:
    """Call a position helper with the file's keywords (and the player count,
    if it takes one); a wrong keyword or value is a LessonError's reason."""
    accepted = inspect.signature(helper).parameters
    keywords = {k: v for k, v in given.items() if k in accepted}
    unknown = sorted(set(given) - set(accepted))
    if unknown:
        raise ValueError(f"{unknown[0]!r} is not something it can set")
    if "players" in accepted:
        keywords["players"] = players
    return helper(**keywords)


UNNAMED_TO = "unnamed_to"
"""A position key of the lesson file, not the game's: the place (``stock``)
that gets every card the position names nowhere, in an order drawn from the
lesson's seed (Shithead would count them as burned)."""


def _unnamed_to(given: dict[str, object], seed: int) -> None:
    place = given.pop(UNNAMED_TO, None)
    if place is None:
        return
    if not isinstance(place, str):
        raise ValueError(f"{UNNAMED_TO} must name a place, such as stock")
    texts: list[str] = []
    for value in given.values():
        if isinstance(value, str):
            texts.append(value)
        elif isinstance(value, list | dict):
            items = value.values() if isinstance(value, dict) else value
            texts += [item for item in items if isinstance(item, str)]
    named = set(cards(" ".join(texts).replace("-", " ")))
    rest = [card for card in CARDS if card not in named]
    random.Random(seed).shuffle(rest)
    before = given.get(place, "")
    given[place] = f"{before} {' '.join(str(card) for card in rest)}".strip()


def build_session(lesson: Lesson, game: GameDefinition) -> GameSession:
    """The lesson's game, set up and with its set-up moves played."""
    setup = lesson.setup
    name = lesson.path.name
    options = game.resolve_options(setup.options)
    if setup.position is not None:
        try:
            helper = _helper(game, "position")
            given = dict(setup.position)
            _unnamed_to(given, setup.seed)
            for option, value in setup.options.items():
                if option in inspect.signature(helper).parameters:
                    given[option] = value
            state = _call(helper, setup.players, given)
        except SETUP_ERRORS as error:
            raise LessonError(f"{name}: position cannot be set up: {error}") from None
        session: GameSession = GameSession(
            game, state, seed=setup.seed, deck=None, options=options
        )
    else:
        try:
            deck: Any = setup.deck
            if setup.stacked is not None:
                helper = _helper(game, "stacked_deck")
                deck = _call(helper, setup.players, setup.stacked)
            session = GameSession.new(
                game, setup.players, setup.seed, deck, setup.options
            )
        except SETUP_ERRORS as error:
            raise LessonError(f"{name}: deal cannot be set up: {error}") from None
    for number, move in enumerate(setup.moves, 1):
        try:
            session.play(move)
        except IllegalActionError as error:
            raise LessonError(
                f"{name}: moves {number} ({move}) cannot be played: {error}"
            ) from None
    return session
