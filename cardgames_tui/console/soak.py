"""`make soak`: seeded random games of every game, every invariant checked.

Run: ``python -m cardgames_tui.console.soak --games N --jobs J --seed S``.
``--games`` counts games per game, shared between the drivers; all player
counts come in turn. Failures are counted, printed and written as replayable
records; the run goes on, and exits with status 1 if there were any.
``--check FILE`` replays one such record under the same checks.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

from cardgames_tui.tools.soak_run import DRIVERS, Job, Tally

GAME_IDS = ("shithead", "trix", "kings-corner")


def plan(
    games: int,
    game_ids: Sequence[str],
    drivers: Sequence[str],
    *,
    seed: int,
    chunk: int,
    sample: int,
    replay_every: int,
    out_dir: str,
) -> Iterator[Job]:
    """The jobs of a soak: each game's games split between the drivers (the
    first driver takes any odd one out), then into chunks for the workers."""
    for game_id in game_ids:
        start = 0
        for k, driver in enumerate(drivers):
            share = games // len(drivers) + (k < games % len(drivers))
            for first in range(start, start + share, chunk):
                count = min(chunk, start + share - first)
                yield Job(
                    game_id,
                    driver,
                    first,
                    count,
                    seed=seed,
                    sample=sample,
                    replay_every=replay_every,
                    out_dir=out_dir,
                )
            start += share


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m cardgames_tui.console.soak", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--games", type=int, default=1_000_000, help="per game")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--game", action="append", choices=GAME_IDS, help="only this game (repeat)"
    )
    parser.add_argument(
        "--drivers", default=",".join(DRIVERS), help="comma-separated: random,eager"
    )
    parser.add_argument(
        "--sample", type=int, default=1000, help="heavy checks on 1 position in N"
    )
    parser.add_argument(
        "--replay-every",
        type=int,
        default=100,
        help="also replay 1 game in N through GameSession.from_record (0: never)",
    )
    parser.add_argument("--chunk", type=int, default=0, help="games per work unit")
    parser.add_argument("--out", default="soak-failures", help="failure records")
    parser.add_argument(
        "--check", metavar="FILE", help="re-check one failure record and stop"
    )
    args = parser.parse_args(argv)
    drivers = [d.strip() for d in args.drivers.split(",") if d.strip()]
    if not drivers or any(d not in DRIVERS for d in drivers):
        parser.error(f"--drivers takes names from {', '.join(DRIVERS)}")
    if args.games < 1 or args.jobs < 1 or args.sample < 0 or args.replay_every < 0:
        parser.error("--games and --jobs must be at least 1; counts not negative")
    args.drivers = drivers
    return args


def check_file(path: str) -> int:
    """Replay a failure record under the soak's checks and say what broke."""
    import json

    from cardgames_tui.tools.soak_run import check_record

    try:
        record = json.loads(Path(path).read_text(encoding="utf-8"))
        found = check_record(record)
    except (OSError, ValueError, KeyError, TypeError) as error:
        print(f"{path}: not a game record ({error})")
        return 2
    print(f"{path}: {found or 'nothing broken'}")
    return 1 if found else 0


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.check:
        return check_file(args.check)
    game_ids = tuple(args.game or GAME_IDS)
    chunk = args.chunk or max(1, min(200, args.games // (args.jobs * 8) or 1))
    jobs = list(
        plan(
            args.games,
            game_ids,
            args.drivers,
            seed=args.seed,
            chunk=chunk,
            sample=args.sample,
            replay_every=args.replay_every,
            out_dir=args.out,
        )
    )
    from cardgames_tui.console.soak_report import run_with_progress

    tallies: list[Tally] = run_with_progress(jobs, args.jobs)
    return 1 if any(t.failures for t in tallies) else 0


if __name__ == "__main__":
    sys.exit(main())
