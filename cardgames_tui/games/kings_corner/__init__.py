"""Kings in the Corner, boxed chip edition: rules in ``../../rules/kings-corner.md``."""

from __future__ import annotations

from cardgames_tui.core.bots import RandomBot
from cardgames_tui.core.game import GameDefinition, OptionSpec
from cardgames_tui.core.registry import register
from cardgames_tui.games.kings_corner.actions import parse_action
from cardgames_tui.games.kings_corner.bots import HeuristicBot
from cardgames_tui.games.kings_corner.explain import explain_illegal
from cardgames_tui.games.kings_corner.state import KingsState
from cardgames_tui.games.kings_corner.view import KingsView, SpaceView

GAME = register(
    GameDefinition(
        id="kings-corner",
        name="Kings in the Corner",
        aliases=("kings", "kitc", "kings-in-the-corner"),
        description=(
            "Build down in alternating colours around the control center; Kings"
            " take the corners; win the pot of chips; first to 100 points."
        ),
        min_players=2,
        max_players=6,
        default_players=4,
        new_state=KingsState.deal,
        parse_action=parse_action,
        explain_illegal=explain_illegal,
        bots={"random": RandomBot, "heuristic": HeuristicBot},
        rules_page="kings-corner.md",
        options=(
            OptionSpec(
                "lenient_table",
                False,
                "You may end your turn holding a King, and pay a 3-chip fine"
                " for each King you kept.",
            ),
        ),
        max_actions=20_000,
    )
)

__all__ = ["GAME", "HeuristicBot", "KingsState", "KingsView", "SpaceView"]
