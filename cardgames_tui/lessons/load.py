"""Read a lesson file (TOML, standard library) into a `Lesson`, checked.

Every problem is a `LessonError` naming the file and the field: a missing
title, a rule the game's rulebook does not have, a move its notation cannot
read, a misspelt key. Whether the script plays is the runner's to find out.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.rulebook import rule_ids
from cardgames_tui.lessons.fields import Fields
from cardgames_tui.lessons.files import ID_LINE
from cardgames_tui.lessons.model import (
    Claim,
    EventClaim,
    Lesson,
    LessonError,
    NoEventClaim,
    Prompt,
    Say,
    ScoresClaim,
    Scripted,
    Setup,
    Step,
    TurnClaim,
    ViewClaim,
)


def load_lesson(path: Path, game: GameDefinition) -> Lesson:
    """The lesson in ``path``, a lesson of ``game``."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise LessonError(f"{path.name}: cannot be read ({error.strerror})") from None
    except UnicodeDecodeError:
        raise LessonError(f"{path.name}: is not UTF-8 text") from None
    except tomllib.TOMLDecodeError as error:
        raise LessonError(f"{path.name}: is not valid TOML ({error})") from None
    top = Fields(path, "", data)
    lesson_id = top.text("id")
    if not ID_LINE.fullmatch(f'id = "{lesson_id}"'):
        raise top.error("id", "must be letters, digits, - and _ only")
    rule = top.text("rule")
    if rule not in rule_ids(game.rulebook):
        known = ", ".join(r.id for r in game.rulebook)
        raise top.error("rule", f"{rule!r} is not a rule of {game.name} ({known})")
    players = top.integer("players", game.default_players)
    if not game.min_players <= players <= game.max_players:
        raise top.error("players", f"must be {game.players_text} for {game.name}")
    seat = top.integer("seat", 0)
    if not 0 <= seat < players:
        raise top.error("seat", f"must be a seat from 0 to {players - 1}")
    names = top.texts("names", required=False) or _default_names(players, seat)
    if len(names) != players:
        raise top.error("names", f"must name all {players} seats")
    setup = _setup(top, game, players)
    steps = tuple(_step(f, game, players, seat) for f in top.tables("step"))
    if not any(isinstance(step, Prompt) for step in steps):
        raise top.error("step", "must hold at least one 'you' step (your move)")
    lesson = Lesson(
        path=path,
        game=game.id,
        id=lesson_id,
        title=top.text("title"),
        rule=rule,
        seat=seat,
        names=names,
        setup=setup,
        steps=steps,
    )
    top.done()
    return lesson


def _default_names(players: int, seat: int) -> tuple[str, ...]:
    others = iter(("Ana", "Omar", "Lea", "Sam"))
    return tuple("You" if k == seat else next(others) for k in range(players))


def _setup(top: Fields, game: GameDefinition, players: int) -> Setup:
    deal, position = top.has("deal"), top.has("position")
    if deal == position:
        raise top.error("deal", "or [position] must be given, exactly one of them")
    options = dict(top.table_of("options"))
    try:
        game.resolve_options(options)
    except ValueError as error:
        raise top.error("options", f"are wrong: {error}") from None
    moves = top.texts("moves", required=False)
    for n, move in enumerate(moves, 1):
        _check_notation(top, f"moves {n}", move, game)
    if position:
        return Setup(
            players, 0, None, None, dict(top.table_of("position")), options, moves
        )
    table = Fields(top.path, "deal", top.raw("deal"))
    seed = table.integer("seed", 1)
    deck = table.texts("deck", required=False)
    if len(deck) == 1:
        deck = tuple(deck[0].split())
    stacked = dict(table.table_of("stacked")) or None
    if deck and stacked:
        raise table.error("deck", "and deal.stacked cannot both be given")
    table.done()
    return Setup(players, seed, deck or None, stacked, None, options, moves)


def _check_notation(where: Fields, name: str, move: str, game: GameDefinition) -> None:
    try:
        game.parse_action(move)
    except ValueError as error:
        raise where.error(name, f"is not a move: {error}") from None


def _step(f: Fields, game: GameDefinition, players: int, learner: int) -> Step:
    number = int(f.where.rsplit(" ", 1)[1])
    checks = tuple(_claim(c, players, learner) for c in f.tables("check"))
    kinds = [k for k in ("you", "they", "say") if f.has(k)]
    if not kinds:
        raise f.error("", "needs 'you' (your move), 'they' (a scripted move) or 'say'")
    step: Step
    if kinds[0] == "you":
        right = f.texts("right")
        for n, move in enumerate(right, 1):
            _check_notation(f, f"right {n}", move, game)
        step = Prompt(
            number,
            f.text("you"),
            right,
            wrong=f.text("wrong"),
            wrong_moves=_wrong_moves(f, right, game),
            after=f.text("after", ""),
            hint=f.text("hint", ""),
            checks=checks,
        )
    elif kinds[0] == "they":
        move = f.text("they")
        _check_notation(f, "they", move, game)
        step = Scripted(number, move, f.text("say", ""), checks)
    else:
        step = Say(number, f.text("say"), checks)
    f.done()
    return step


def _wrong_moves(
    f: Fields, right: tuple[str, ...], game: GameDefinition
) -> tuple[tuple[str, str], ...]:
    """``[step.wrong_moves]``: a move's notation = what is said to it."""
    table = f.table_of("wrong_moves")
    rights = {str(game.parse_action(move)) for move in right}
    moves = []
    for move, words in table.items():
        _check_notation(f, f"wrong_moves '{move}'", move, game)
        if str(game.parse_action(move)) in rights:
            raise f.error(f"wrong_moves '{move}'", "is one of the right moves")
        if not isinstance(words, str) or not words.strip():
            raise f.error(f"wrong_moves '{move}'", "must be a text")
        moves.append((move, words.strip()))
    return tuple(moves)


def _claim(f: Fields, players: int, learner: int) -> Claim:
    claim: Claim
    seat = f.optional_int("seat")
    if seat is not None and not 0 <= seat < players:
        raise f.error("seat", f"must be a seat from 0 to {players - 1}")
    if f.has("event"):
        cards = f.texts("cards", required=False)
        claim = EventClaim(
            f.text("event"),
            seat,
            f.optional_int("amount"),
            f.text("target") if f.has("target") else None,
            tuple(" ".join(cards).split()) if f.has("cards") else None,
            f.optional_int("count"),
        )
    elif f.has("no_event"):
        claim = NoEventClaim(f.text("no_event"))
    elif f.has("view"):
        if not f.has("equals"):
            raise f.error("equals", "must say what the view holds (it is missing)")
        public = f.raw("public") is True
        whose = None if public else learner if seat is None else seat
        claim = ViewClaim(f.text("view"), f.raw("equals"), whose)
    elif f.has("scores"):
        scores = f.raw("scores")
        if not isinstance(scores, list) or not all(
            isinstance(s, int) and not isinstance(s, bool) for s in scores
        ):
            raise f.error("scores", "must be a list of whole numbers")
        if len(scores) != players:
            raise f.error("scores", f"must give all {players} seats")
        claim = ScoresClaim(tuple(scores))
    elif f.has("turn"):
        turn = f.raw("turn")
        if turn != "over":
            turn = f.integer("turn")
            if not 0 <= turn < players:
                raise f.error("turn", f"must be a seat from 0 to {players - 1}")
        claim = TurnClaim(None if turn == "over" else turn)
    else:
        raise f.error("", "needs 'event', 'no_event', 'view', 'scores' or 'turn'")
    f.done()
    return claim
