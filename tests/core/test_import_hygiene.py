"""The rules core and the games never load a UI library."""

from __future__ import annotations

import subprocess
import sys

PROBE = """
import sys
import cardgames_tui.core
from cardgames_tui.core import all_games, GameSession
for game in all_games():
    session = GameSession.new(game.id, seed=1)
    session.observe(0)
    session.play(session.legal_actions()[0])
import cardgames_tui.tools.tournament
loaded = sorted({m.split('.')[0] for m in sys.modules} & {'textual', 'rich', 'click'})
print(','.join(loaded))
"""


def test_core_and_games_import_no_textual_rich_or_click() -> None:
    result = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""


LISTING_PROBE = """
import sys
from cardgames_tui.core import all_games
names = [game.name for game in all_games()]
engines = sorted(
    m for m in sys.modules
    if m.startswith('cardgames_tui.games.') and m.count('.') == 3
    and not m.endswith('.rulebook')  # the rules' ids and titles: data, no engine
)
print(len(names), ','.join(engines))
"""


def test_listing_the_games_imports_no_rules_engine() -> None:
    """The menu and `cardgames list` read definitions; the engines load on
    the first deal (start-up time is a feature)."""
    result = subprocess.run(
        [sys.executable, "-c", LISTING_PROBE],
        capture_output=True,
        text=True,
        check=True,
    )
    count, engines = result.stdout.strip().partition(" ")[::2]
    assert int(count) >= 3
    assert engines == ""
