"""Trix, Complex variant: the rules in ``../../rules/trix.md``, the engine here."""

from __future__ import annotations

from cardgames_tui.core.bots import RandomBot
from cardgames_tui.core.game import GameDefinition, OptionSpec
from cardgames_tui.core.registry import register
from cardgames_tui.games.trix.actions import parse_action
from cardgames_tui.games.trix.bots import HeuristicBot
from cardgames_tui.games.trix.explain import explain_illegal
from cardgames_tui.games.trix.state import TrixState
from cardgames_tui.games.trix.view import TrixView

GAME = register(
    GameDefinition(
        id="trix",
        name="Trix (Complex)",
        aliases=("trex", "trix-complex"),
        description=(
            "Four kingdoms of two deals: the Trix layout from the jacks, and"
            " Complex tricks that punish K♥, queens and diamonds."
        ),
        min_players=4,
        max_players=4,
        default_players=4,
        new_state=TrixState.deal,
        parse_action=parse_action,
        explain_illegal=explain_illegal,
        bots={"random": RandomBot, "heuristic": HeuristicBot},
        rules_page="trix.md",
        options=(
            OptionSpec(
                "symmetric_queen",
                False,
                "A doubled queen led and won by its own holder costs -25"
                " (like the K♥ case) instead of the original text's -50.",
            ),
        ),
        max_actions=2_000,
    )
)

__all__ = ["GAME", "HeuristicBot", "TrixState", "TrixView"]
