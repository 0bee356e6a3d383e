"""Shithead (Palace): the rules in ``../../rules/shithead.md``, the engine here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgames_tui.core.bots import RandomBot
from cardgames_tui.core.game import GameDefinition, OptionSpec
from cardgames_tui.core.lazy import lazy
from cardgames_tui.core.outcome import Outcome
from cardgames_tui.core.registry import register
from cardgames_tui.games.shithead.rulebook import RULES

if TYPE_CHECKING:
    from cardgames_tui.games.shithead.actions import ShitheadAction
    from cardgames_tui.games.shithead.state import ShitheadState
    from cardgames_tui.games.shithead.view import ShitheadView


def next_game_options(outcome: Outcome) -> dict[str, int]:
    """The shithead deals the next game (rules page, section 0)."""
    return {"dealer": outcome.ranking[-1]}


GAME: GameDefinition[ShitheadState, ShitheadView, ShitheadAction] = register(
    GameDefinition(
        id="shithead",
        name="Shithead",
        aliases=("palace",),
        description=(
            "Shed your hand, then your face-up and blind cards;"
            " the last one holding cards loses."
        ),
        min_players=2,
        max_players=5,
        default_players=4,
        new_state=lazy("cardgames_tui.games.shithead.state:ShitheadState.deal"),
        observe=lazy("cardgames_tui.games.shithead.view:observe"),
        parse_action=lazy("cardgames_tui.games.shithead.actions:parse_action"),
        refusal=lazy("cardgames_tui.games.shithead.explain:refusal"),
        bots={
            "random": RandomBot,
            "heuristic": lazy("cardgames_tui.games.shithead.bots:HeuristicBot"),
        },
        determinize=lazy("cardgames_tui.games.shithead.determinize:determinize"),
        playout_over=lazy("cardgames_tui.games.shithead.playout:playout_over"),
        playout_value=lazy("cardgames_tui.games.shithead.playout:playout_value"),
        value_phrase=lazy("cardgames_tui.games.shithead.playout:value_phrase"),
        value_figure=lazy("cardgames_tui.games.shithead.playout:value_figure"),
        hand_words=lazy("cardgames_tui.games.shithead.narration:hand_words"),
        narrator=lazy("cardgames_tui.games.shithead.narration:ShitheadNarrator"),
        rules_page="shithead.md",
        reveals=frozenset({"drew", "flip"}),
        rulebook=RULES,
        options=(
            OptionSpec(
                "voluntary_pickup",
                False,
                "You may pick up the pile even when you could play.",
            ),
            OptionSpec(
                "dealer",
                -1,
                "The seat that deals (-1: the last seat); the starter search begins"
                " at its left.",
            ),
        ),
        max_actions=5_000,
        extra={"last_label": "shithead"},
        next_game_options=next_game_options,
        score_label="times shithead",
        higher_is_better=False,
    )
)
