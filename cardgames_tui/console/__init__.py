"""What the command-line tools print: Rich tables and progress bars for
``cardgames simulate``, ``make bench`` and ``make soak``. The measuring and
the playing happen headless in `cardgames_tui.tools`."""
