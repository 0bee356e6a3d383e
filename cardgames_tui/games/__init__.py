"""One package per game: its rules (state, actions, scoring) and its bots."""
