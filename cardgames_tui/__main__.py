"""`python -m cardgames_tui` runs the same command line as `cardgames`."""

from cardgames_tui.cli import main

main()
