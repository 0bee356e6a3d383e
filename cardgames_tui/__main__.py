"""`python -m cardgames_tui` runs the same command line as `cardgames`."""

from cardgames_tui.launch import main

main()
