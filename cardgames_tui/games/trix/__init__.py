"""Trix, Complex variant: the rules in ``../../rules/trix.md``, the engine here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgames_tui.core.bots import RandomBot
from cardgames_tui.core.game import GameDefinition, OptionSpec
from cardgames_tui.core.lazy import lazy
from cardgames_tui.core.registry import register
from cardgames_tui.games.trix.rulebook import RULES

if TYPE_CHECKING:
    from cardgames_tui.games.trix.actions import TrixAction
    from cardgames_tui.games.trix.state import TrixState
    from cardgames_tui.games.trix.view import TrixView

GAME: GameDefinition[TrixState, TrixView, TrixAction] = register(
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
        new_state=lazy("cardgames_tui.games.trix.state:TrixState.deal"),
        observe=lazy("cardgames_tui.games.trix.view:observe"),
        parse_action=lazy("cardgames_tui.games.trix.actions:parse_action"),
        refusal=lazy("cardgames_tui.games.trix.explain:refusal"),
        bots={
            "random": RandomBot,
            "heuristic": lazy("cardgames_tui.games.trix.bots:HeuristicBot"),
        },
        determinize=lazy("cardgames_tui.games.trix.determinize:determinize"),
        playout_over=lazy("cardgames_tui.games.trix.playout:playout_over"),
        playout_value=lazy("cardgames_tui.games.trix.playout:playout_value"),
        value_phrase=lazy("cardgames_tui.games.trix.playout:value_phrase"),
        value_figure=lazy("cardgames_tui.games.trix.playout:value_figure"),
        extra={"margin_unit": "deal", "margin_divisor": "8"},
        deal_starts=frozenset({"deal"}),
        hand_words=lazy("cardgames_tui.games.trix.narration:hand_words"),
        narrator=lazy("cardgames_tui.games.trix.narration:TrixNarrator"),
        opening=lazy("cardgames_tui.games.trix.schedule:opening"),
        rules_page="trix.md",
        reveals=frozenset({"deal"}),
        left_out=lazy("cardgames_tui.games.trix.old_records:left_out"),
        rulebook=RULES,
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
