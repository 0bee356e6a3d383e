"""How far the hard bot's move falls short of the best, by its own yardstick.

Tournaments measure the hard bot end to end, but a few points of win rate
need thousands of hands. This probe isolates the search's noise: at positions
of normal play it values every legal move over many sampled deals (the
yardstick), then lets the hard bot decide at each position under a setting
(deals, margin, prune) and averages the regret, the yardstick's best value
less the value of the move chosen. It cannot see what the sampler or the
play-outs get wrong (the yardstick shares them); tournaments do.

    python -m cardgames_tui.tools.search_regret kings-corner --positions 160 \\
        --deals 600 --settings 128:1:0,256:0.5:2
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardgames_tui.bots.montecarlo import MonteCarloBot
from cardgames_tui.core.game import GameDefinition
from cardgames_tui.core.registry import find_game
from cardgames_tui.core.session import GameSession
from cardgames_tui.tools.intervals import mean_interval


@dataclass(frozen=True, slots=True)
class Setting:
    """The hard bot's search parameters under test."""

    samples: int
    """Deals sampled per decision, at most."""
    margin: float
    """Standard errors by which a move must beat the normal bot's."""
    prune: float
    """Standard errors behind the normal bot's move at which a move is dropped."""
    settle: float = 0.0
    """The gap below which the search's choice counts as settled (0: never)."""

    @classmethod
    def parse(cls, text: str) -> Setting:
        """``samples:margin:prune`` or ``samples:margin:prune:settle``, as in
        ``256:0.5:2`` or ``1024:0.5:2:0.01``."""
        try:
            samples, margin, prune, *rest = text.split(":")
            if len(rest) > 1:
                raise ValueError(text)
            settle = float(rest[0]) if rest else 0.0
            return cls(int(samples), float(margin), float(prune), settle)
        except ValueError:
            raise ValueError(
                f"{text!r} is not a setting: write samples:margin:prune, as "
                "256:0.5:2, or samples:margin:prune:settle, as 1024:0.5:2:0.01"
            ) from None


@dataclass(frozen=True, slots=True)
class Position:
    """A decision of normal play with every legal move valued."""

    view: Any
    """The seat's view."""
    values: tuple[float, ...]
    """The yardstick's value of each legal move, in the view's order."""
    normal: int
    """The index of the normal bot's move."""


@dataclass(frozen=True, slots=True)
class Regret:
    """One setting's mean regret over the positions."""

    setting: Setting
    """The setting measured."""
    mean: float
    """Mean regret a decision (in the game's play-out value)."""
    low: float
    """Lower end of its 95% interval."""
    high: float
    """Upper end of its 95% interval."""
    switched: float
    """Share of decisions that left the normal bot's move."""
    seconds: float
    """Mean thinking time a decision."""


def positions(
    game: GameDefinition[Any, Any, Any], count: int, deals: int, seed: int
) -> list[Position]:
    """``count`` decisions with two or more legal moves, picked at random
    (one in six) from games between normal bots, each valued over ``deals``."""
    normal = game.bots["heuristic"]()
    yardstick = MonteCarloBot(game, game.bots["heuristic"], budget=None)
    pick = random.Random(seed)
    found: list[Position] = []
    game_no = 0
    while len(found) < count:
        session = GameSession.new(game, seed=seed * 10_000 + game_no)
        game_no += 1
        while not session.is_over and len(found) < count:
            view = session.observe(session.current_player)
            legal = list(view.legal_actions)
            move = normal.choose(view, pick)
            if len(legal) > 1 and pick.random() < 1 / 6:
                rng = random.Random(pick.getrandbits(32))
                values = yardstick.values(view, legal, deals, rng)
                found.append(Position(view, tuple(values), legal.index(move)))
            session.play(move)
    return found


def regret(
    game: GameDefinition[Any, Any, Any],
    found: Sequence[Position],
    setting: Setting,
    repeats: int = 2,
) -> Regret:
    """The hard bot's mean regret under ``setting`` at each position, deciding
    ``repeats`` times with different seeds."""
    bot = MonteCarloBot(game, game.bots["heuristic"], budget=None)
    bot.samples, bot.margin, bot.prune = setting.samples, setting.margin, setting.prune
    bot.settle = setting.settle
    regrets: list[float] = []
    switched = 0
    started = time.perf_counter()
    for k, position in enumerate(found):
        legal = list(position.view.legal_actions)
        best = max(position.values)
        for repeat in range(repeats):
            chosen = legal.index(
                bot.choose(position.view, random.Random(k * 97 + repeat))
            )
            regrets.append(best - position.values[chosen])
            switched += chosen != position.normal
    mean, low, high = mean_interval(regrets)
    decisions = max(1, len(regrets))
    seconds = (time.perf_counter() - started) / decisions
    return Regret(setting, mean, low, high, switched / decisions, seconds)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--positions", type=int, default=160)
    parser.add_argument("--deals", type=int, default=600, help="for the yardstick")
    parser.add_argument("--settings", default="128:1:0,256:0.5:2")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    try:
        game = find_game(args.game)
        settings = [Setting.parse(text) for text in args.settings.split(",")]
    except (KeyError, ValueError) as error:
        parser.exit(2, f"error: {error.args[0]}\n")
    found = positions(game, args.positions, args.deals, args.seed)
    normal = [max(p.values) - p.values[p.normal] for p in found]
    print(
        f"{game.name}: {len(found)} positions, each move valued over {args.deals} deals"
    )
    print(f"  the normal bot's move: regret {mean_interval(normal)[0]:.4f} a decision")
    for setting in settings:
        r = regret(game, found, setting)
        print(
            f"  {setting.samples} deals, margin {setting.margin},"
            f" prune {setting.prune}"
            f"{f', settle {setting.settle}' if setting.settle else ''}:"
            f" regret {r.mean:.4f} [{r.low:.4f}, {r.high:.4f}],"
            f" {100 * r.switched:.0f}% left the normal move,"
            f" {1000 * r.seconds:.0f} ms a decision"
        )


if __name__ == "__main__":
    main()
