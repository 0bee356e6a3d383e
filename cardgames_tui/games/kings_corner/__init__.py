"""Kings in the Corner, boxed chip edition: rules in ``../../rules/kings-corner.md``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgames_tui.core.bots import RandomBot
from cardgames_tui.core.game import GameDefinition, OptionSpec
from cardgames_tui.core.lazy import lazy
from cardgames_tui.core.registry import register
from cardgames_tui.games.kings_corner.rulebook import RULES

if TYPE_CHECKING:
    from cardgames_tui.games.kings_corner.actions import KingsAction
    from cardgames_tui.games.kings_corner.state import KingsState
    from cardgames_tui.games.kings_corner.view import KingsView

GAME: GameDefinition[KingsState, KingsView, KingsAction] = register(
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
        new_state=lazy("cardgames_tui.games.kings_corner.state:KingsState.deal"),
        observe=lazy("cardgames_tui.games.kings_corner.view:observe"),
        parse_action=lazy("cardgames_tui.games.kings_corner.actions:parse_action"),
        refusal=lazy("cardgames_tui.games.kings_corner.explain:refusal"),
        bots={
            "random": RandomBot,
            "heuristic": lazy("cardgames_tui.games.kings_corner.bots:HeuristicBot"),
        },
        determinize=lazy("cardgames_tui.games.kings_corner.determinize:determinize"),
        playout_over=lazy("cardgames_tui.games.kings_corner.playout:playout_over"),
        playout_value=lazy("cardgames_tui.games.kings_corner.playout:playout_value"),
        value_phrase=lazy("cardgames_tui.games.kings_corner.playout:value_phrase"),
        value_figure=lazy("cardgames_tui.games.kings_corner.playout:value_figure"),
        extra={"round_event": "pot", "round_name": "hands"},
        deal_starts=frozenset({"hand"}),
        hand_words=lazy("cardgames_tui.games.kings_corner.narration:hand_words"),
        move_cost=lazy("cardgames_tui.games.kings_corner.cost:move_cost"),
        narrator=lazy("cardgames_tui.games.kings_corner.narration:KingsCornerNarrator"),
        opening=lazy("cardgames_tui.games.kings_corner.hand:opening"),
        rules_page="kings-corner.md",
        reveals=frozenset({"drew", "drawn-king", "hand"}),
        rulebook=RULES,
        options=(
            OptionSpec(
                "lenient_table",
                False,
                "You may end your turn holding a King, and pay a 3-chip fine"
                " for each King you kept.",
            ),
            OptionSpec(
                "pot_carries_over",
                False,
                "A blocked hand has no winner: nobody pays for cards left, and"
                " its pot stays on the table for the next hand's winner.",
            ),
            OptionSpec(
                "chip_debts",
                False,
                "A player short of chips still pays in full and owes the rest"
                " (his chips go below 0 until the hand ends).",
            ),
        ),
        max_actions=20_000,
    )
)
